/**
 * The numbers of the assignment detail and the analytics screens (docs/product/teacher.md,
 * docs/adr/0083). Only the class's current members count: a removed student's work leaves the
 * numbers with them.
 */
import { oneDecimal, type AssignmentStats } from '@mathquest/contracts';
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
