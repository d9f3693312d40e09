/**
 * The numbers of the assignment detail and the analytics screens (docs/product/teacher.md,
 * docs/adr/0083). Only the class's current members count: a removed student's work leaves the
 * numbers with them.
 */
import { oneDecimal, type AssignmentStats, type TopicAccuracy } from '@mathquest/contracts';
import type { SubmissionState } from './submissions.js';

type Scored = Pick<SubmissionState, 'status' | 'score' | 'passed' | 'isLate'>;

const isDone = (s: Scored) => s.status === 'SUBMITTED' || s.status === 'GRADED';

/** Mean of the scores of finished submissions, one decimal; null when none is finished. */
export function averageScore(submissions: readonly Scored[]): number | null {
  const scores = submissions.filter(isDone).map((s) => s.score ?? 0);
  return scores.length === 0 ? null : oneDecimal(scores.reduce((a, b) => a + b, 0) / scores.length);
}

/** One submission per current member (NOT_STARTED for a member who has not answered yet). */
export function assignmentStats(submissions: readonly Scored[]): AssignmentStats {
  const count = (status: Scored['status']) => submissions.filter((s) => s.status === status).length;
  const done = submissions.filter(isDone);
  return {
    notStarted: count('NOT_STARTED'),
    inProgress: count('IN_PROGRESS'),
    submitted: count('SUBMITTED'),
    graded: count('GRADED'),
    averageScore: averageScore(submissions),
    passRate: done.length === 0 ? null : oneDecimal((done.filter((s) => s.passed === true).length / done.length) * 100),
    lateSubmissions: submissions.filter((s) => s.isLate).length,
  };
}

export interface ClassroomNumbers {
  totalStudents: number;
  activeStudents: number;
  averageScore: number | null;
  completionRate: number;
}

/**
 * A class's numbers over its published assignments: students, active students (at least one
 * started submission), the average score of finished submissions, and the completion rate
 * (finished member × assignment pairs over all of them, in whole percent).
 */
export function classroomNumbers(memberIds: readonly string[], publishedAssignments: number, submissions: ReadonlyArray<Scored & { studentId: string }>): ClassroomNumbers {
  const members = new Set(memberIds);
  const current = submissions.filter((s) => members.has(s.studentId));
  const active = new Set(current.filter((s) => s.status !== 'NOT_STARTED').map((s) => s.studentId));
  const pairs = members.size * publishedAssignments;
  return {
    totalStudents: members.size,
    activeStudents: active.size,
    averageScore: averageScore(current),
    completionRate: pairs === 0 ? 0 : Math.round((current.filter(isDone).length / pairs) * 100),
  };
}

/**
 * Accuracy per topic over the current members' submissions (docs/adr/0086): their topic counts
 * summed, accuracy the percent correct (one decimal), topics by name. Every counted answer
 * counts, also those of submissions still in progress.
 */
export function topicAccuracy(memberIds: readonly string[], submissions: ReadonlyArray<Pick<SubmissionState, 'topics'> & { studentId: string }>): TopicAccuracy[] {
  const members = new Set(memberIds);
  const sums = new Map<string, { attempted: number; correct: number }>();
  for (const s of submissions) {
    if (!members.has(s.studentId)) continue;
    for (const t of s.topics) {
      const sum = sums.get(t.topic) ?? { attempted: 0, correct: 0 };
      sums.set(t.topic, { attempted: sum.attempted + t.attempted, correct: sum.correct + t.correct });
    }
  }
  return [...sums]
    .filter(([, sum]) => sum.attempted > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([topic, sum]) => ({ topic, attempted: sum.attempted, correct: sum.correct, accuracy: oneDecimal((sum.correct / sum.attempted) * 100) }));
}
