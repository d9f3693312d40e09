/**
 * Playing a teacher assignment (docs/product/teacher.md, playing an assignment; docs/adr/0080):
 * only a member of the assignment's class, only once it is published (the projection holds only
 * published ones), after the due date only when late submissions are allowed. Anything the
 * student may not see is 404, like a missing assignment. The game's copies of the assignment and
 * the class's members follow the teacher service by an event: a student who starts right after
 * joining the class has the class's members read again for a bounded while before the 404
 * (`settled`, docs/adr/0185); an unknown assignment is refused at once.
 */
import { ASSIGNMENT_FINISHED_MESSAGE, ErrorCode } from '@mathquest/contracts';
import { AppError, conflict, notFound, settled } from '@mathquest/service-kit';
import type { AssignmentAttemptDoc, AssignmentProjectionDoc } from '../repositories/assignments.js';
import type { GameDeps } from './deps.js';

export const assignmentNotFound = () => notFound('Assignment not found');
export const PAST_DUE_MESSAGE = 'The due date of this assignment has passed';
export const TIME_UP_MESSAGE = 'Time is up for this assignment';
export const FINISHED_MESSAGE = ASSIGNMENT_FINISHED_MESSAGE;

/** The assignment, checked for this student at `at`. */
export async function playableAssignment({ assignments }: Pick<GameDeps, 'assignments'>, userId: string, assignmentId: string, at: Date): Promise<AssignmentProjectionDoc> {
  const assignment = await assignments.getAssignment(assignmentId);
  if (!assignment) throw assignmentNotFound();
  const isMember = (members: Awaited<ReturnType<typeof assignments.getMembers>>) => members?.memberIds.includes(userId) === true;
  const members = await settled(() => assignments.getMembers(assignment.classroomId), isMember);
  if (!isMember(members)) throw assignmentNotFound();
  // The refusal names the field it is about, so a screen words it in the reader's language (error.FORBIDDEN.dueDate).
  if (assignment.dueDate && at > assignment.dueDate && !assignment.allowLateSubmissions) throw new AppError(403, ErrorCode.FORBIDDEN, PAST_DUE_MESSAGE, { field: 'dueDate' });
  return assignment;
}

export function timeIsUp(attempt: AssignmentAttemptDoc, at: Date): boolean {
  return attempt.endsAt !== null && at >= attempt.endsAt;
}

export const timeUp = () => conflict(TIME_UP_MESSAGE, ErrorCode.SESSION_ENDED);
export const finished = () => conflict(FINISHED_MESSAGE, ErrorCode.SESSION_ENDED);

/**
 * Where an assignment's answer leaves its attempt: problems are served in order and one at a time,
 * so with every position served the problem being answered is the last one and the attempt is done.
 */
export async function assignmentPlace(
  { assignments }: Pick<GameDeps, 'assignments'>,
  userId: string,
  assignmentId: string,
): Promise<{ assignmentId: string; answered: number; problemCount: number; finished: boolean } | null> {
  const [assignment, attempt] = await Promise.all([assignments.getAssignment(assignmentId), assignments.getAttempt(assignmentId, userId)]);
  if (!assignment || !attempt) return null;
  const problemCount = assignment.problemIds.length;
  const answered = Math.min(attempt.served, problemCount);
  return { assignmentId, answered, problemCount, finished: answered >= problemCount };
}
