/**
 * An answer the checker does not grade ("simplify your answer", an unreadable input): nothing is
 * credited and nothing revealed, the problem stays open and the nudge is counted for the attempt
 * policy (one value-revealing nudge, three unreadable ones, then the input is graded). The nudge
 * is kept with the request's Idempotency-Key, so a retry of the request gets it again instead of
 * a second nudge (docs/adr/0046-practice-integrity.md).
 *
 * The count is conditional on the counts the problem was read with: of simultaneous identical
 * retries one counts, the others find its nudge when they read again; a different attempt that
 * lost the race is graded again with the new counts.
 */
import type { SubmitAnswerResult } from '@mathquest/contracts';
import type { AuthUser } from '@mathquest/service-kit';
import { nudgeResult } from '../domain/answer-result.js';
import type { Grade } from '../domain/maths-engine.js';
import { newStudentState } from '../domain/student.js';
import type { ServedProblemDoc } from '../repositories/problems.js';
import type { GameDeps } from './deps.js';

/** The nudge, or null when another request counted one first and the answer must be looked at again. */
export async function recordNudge(
  { problems, students }: Pick<GameDeps, 'problems' | 'students'>,
  user: AuthUser,
  served: ServedProblemDoc,
  verdict: Grade,
  answer: { hintsUsed: number; today: string; key: string | null },
): Promise<SubmitAnswerResult | null> {
  // The view shows the credited state, and the cached copy may predate another replica's write.
  const student = (await students.reload(user.id)) ?? newStudentState(user.id, user.gradeLevel);
  const nudge = nudgeResult(served._id, served.sessionId, verdict, answer.hintsUsed, student, answer.today, served.problem.language ?? 'en');
  const counted = await problems.recordNudge(served, verdict.nudgeKind ?? 'unreadable', answer.key ? { key: answer.key, result: nudge } : null);
  return counted ? nudge : null;
}
