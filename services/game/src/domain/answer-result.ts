/**
 * The result of POST /problem/submit (SubmitAnswerResultSchema) for a graded answer or a nudge,
 * and the slim copy the student document keeps for replays. Pure.
 */
import type { SubmitAnswerResult } from '@mathquest/contracts';
import type { Grade } from './maths-engine.js';
import type { Language, Problem } from '@mathquest/maths';
import { progressView, type AnswerOutcome } from './progress.js';
import { comboTier } from './scoring.js';
import type { StudentState } from './student.js';

/** A graded answer: what was credited, the correct answer and the worked solution. */
export function gradedResult(problemId: string, problem: Problem, verdict: Grade, outcome: AnswerOutcome, hintsUsed: number, today: string): SubmitAnswerResult {
  return {
    problemId,
    graded: true,
    verdict: verdict.verdict,
    reason: verdict.reason,
    message: verdict.message,
    isCorrect: verdict.isCorrect,
    xpEarned: outcome.xp.total,
    coinsEarned: outcome.coins,
    didLevelUp: outcome.levelAfter > outcome.levelBefore,
    newLevel: outcome.levelAfter,
    ...solution(problem),
    misconception: verdict.misconception,
    hintsUsed,
    combo: outcome.combo,
    xpBreakdown: outcome.xp,
    progress: progressView(outcome.progress, today),
  };
}

/** A nudge's words when the checker gave none of its own, in the problem's language. */
const CHECK_AGAIN: Readonly<Record<Language, string>> = {
  en: 'Check your answer and try again.',
  'es-US': 'Revisa tu respuesta y vuelve a intentarlo.',
};

/** A nudge: nothing credited, nothing revealed, the problem stays open; its message in the problem's `language`. */
export function nudgeResult(
  problemId: string,
  sessionId: string,
  verdict: Grade,
  hintsUsed: number,
  student: Pick<StudentState, 'progress' | 'combo'>,
  today: string,
  language: Language = 'en',
): SubmitAnswerResult {
  const sameSession = student.combo.sessionId === sessionId;
  const current = sameSession ? student.combo.current : 0;
  const tier = comboTier(current);
  const progress = progressView(student.progress, today);
  return {
    problemId,
    graded: false,
    verdict: 'nudge',
    reason: verdict.reason,
    message: verdict.message ?? CHECK_AGAIN[language],
    isCorrect: false,
    xpEarned: 0,
    coinsEarned: 0,
    didLevelUp: false,
    newLevel: progress.level,
    correctAnswer: null,
    explanation: null,
    explanationSteps: null,
    misconception: null,
    hintsUsed,
    combo: { currentCombo: current, maxCombo: sameSession ? student.combo.max : 0, multiplier: tier.multiplier, label: tier.label, comboBreak: false, milestone: null },
    xpBreakdown: { base: 0, hintPenalty: 0, speedBonus: 0, multiplier: 1, milestoneBonus: 0, boostBonus: 0, total: 0 },
    progress,
  };
}

/**
 * The student document keeps the last results for replays, without what the served problem
 * already holds (correct answer, worked solution): ~1/3 of the size, read on every answer.
 */
export function slimResult(r: SubmitAnswerResult): SubmitAnswerResult {
  return { ...r, correctAnswer: null, explanation: null, explanationSteps: null };
}

/** A slim result made whole again from the served problem. */
export function fullResult(r: SubmitAnswerResult, problem: Problem): SubmitAnswerResult {
  if (!r.graded || r.explanationSteps) return r;
  return { ...r, ...solution(problem) };
}

function solution(problem: Problem): Pick<SubmitAnswerResult, 'correctAnswer' | 'explanation' | 'explanationSteps'> {
  return { correctAnswer: problem.answer.canonical, explanation: problem.explanation.join('\n'), explanationSteps: problem.explanation };
}
