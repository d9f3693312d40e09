/**
 * A submission's life (docs/product/teacher.md, grading; docs/adr/0083): NOT_STARTED until the
 * first answer of the assignment, IN_PROGRESS while answers come in, SUBMITTED after the last one
 * (or when the time limit ended the attempt), GRADED once the teacher grades it. The automatic
 * score is the percent of the assignment's problems answered correctly.
 */
import { DEFAULT_PASSING_SCORE, type SubmissionStatus } from '@mathquest/contracts';

export interface SubmissionState {
  status: SubmissionStatus;
  problemsAttempted: number;
  problemsCorrect: number;
  /** Seconds. */
  timeSpent: number;
  score: number | null;
  passed: boolean | null;
  isLate: boolean;
  startedAt: Date | null;
  submittedAt: Date | null;
  /** The problems counted so far (bank ids): an answer is counted once, whatever the redeliveries. */
  answered: string[];
  /** Answers counted per topic, in the order the topics were first met (docs/adr/0086). */
  topics: TopicCount[];
}

/** One topic's answers in a submission. An array, not an object keyed by topic: topic names are free text. */
export interface TopicCount {
  topic: string;
  attempted: number;
  correct: number;
}

export const NOT_STARTED: SubmissionState = {
  status: 'NOT_STARTED',
  problemsAttempted: 0,
  problemsCorrect: 0,
  timeSpent: 0,
  score: null,
  passed: null,
  isLate: false,
  startedAt: null,
  submittedAt: null,
  answered: [],
  topics: [],
};

export interface AssignmentRules {
  problemCount: number;
  passingScore: number | null;
  dueDate: Date | null;
}

export interface CountedAnswer {
  problemId: string;
  topic: string;
  isCorrect: boolean;
  timeSpent: number;
  answeredAt: Date;
}

/** Percent correct of the whole assignment, one decimal. */
export function autoScore(problemsCorrect: number, problemCount: number): number {
  if (problemCount <= 0) return 0;
  return Math.round((problemsCorrect / problemCount) * 1000) / 10;
}

/** Score at or above the passing score (70 when the assignment has none). */
export function hasPassed(score: number, passingScore: number | null | undefined): boolean {
  return score >= (passingScore ?? DEFAULT_PASSING_SCORE);
}

/** The topic counts with one more answer of `topic`. */
export function countTopic(topics: readonly TopicCount[], topic: string, isCorrect: boolean): TopicCount[] {
  const add = (t: TopicCount): TopicCount => ({ topic: t.topic, attempted: t.attempted + 1, correct: t.correct + (isCorrect ? 1 : 0) });
  return topics.some((t) => t.topic === topic)
    ? topics.map((t) => (t.topic === topic ? add(t) : t))
    : [...topics, add({ topic, attempted: 0, correct: 0 })];
}

function submitted(state: SubmissionState, rules: AssignmentRules, at: Date): SubmissionState {
  const score = autoScore(state.problemsCorrect, rules.problemCount);
  return { ...state, status: 'SUBMITTED', score, passed: hasPassed(score, rules.passingScore), submittedAt: at, isLate: rules.dueDate !== null && at > rules.dueDate };
}

/**
 * The state after an answer, or null when it changes nothing (already counted, or the attempt is
 * over: submitted or graded).
 */
export function applyAnswer(state: SubmissionState, answer: CountedAnswer, rules: AssignmentRules): SubmissionState | null {
  if (state.status === 'SUBMITTED' || state.status === 'GRADED') return null;
  if (state.answered.includes(answer.problemId)) return null;
  const next: SubmissionState = {
    ...state,
    status: 'IN_PROGRESS',
    problemsAttempted: state.problemsAttempted + 1,
    problemsCorrect: state.problemsCorrect + (answer.isCorrect ? 1 : 0),
    timeSpent: state.timeSpent + Math.max(0, answer.timeSpent),
    startedAt: state.startedAt ?? answer.answeredAt,
    answered: [...state.answered, answer.problemId],
    topics: countTopic(state.topics, answer.topic, answer.isCorrect),
  };
  return next.problemsAttempted >= rules.problemCount ? submitted(next, rules, answer.answeredAt) : next;
}

/** The time limit ended the attempt: submitted with what it has, or null when already over. */
export function applyTimeUp(state: SubmissionState, rules: AssignmentRules, at: Date): SubmissionState | null {
  if (state.status === 'SUBMITTED' || state.status === 'GRADED') return null;
  return submitted({ ...state, startedAt: state.startedAt ?? at }, rules, at);
}

export type GradeOutcome = { ok: true; state: SubmissionState & { status: 'GRADED' } } | { ok: false; reason: 'NOT_SUBMITTED' };

/** Grading: only a SUBMITTED submission; `passed` comes from the passing score, never from the caller. */
export function grade(state: SubmissionState, score: number, passingScore: number | null): GradeOutcome {
  if (state.status !== 'SUBMITTED') return { ok: false, reason: 'NOT_SUBMITTED' };
  return { ok: true, state: { ...state, status: 'GRADED', score, passed: hasPassed(score, passingScore) } };
}
