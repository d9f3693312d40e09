/**
 * Playing a teacher assignment (docs/product/teacher.md, playing an assignment; docs/adr/0080):
 * only a member of the assignment's class, only once it is published (the projection holds only
 * published ones), after the due date only when late submissions are allowed. Anything the
 * student may not see is 404, like a missing assignment.
 */
import { ErrorCode } from '@mathquest/contracts';
import { AppError, conflict, notFound } from '@mathquest/service-kit';
import type { AssignmentAttemptDoc, AssignmentProjectionDoc } from '../repositories/assignments.js';
import type { GameDeps } from './deps.js';

export const assignmentNotFound = () => notFound('Assignment not found');
export const PAST_DUE_MESSAGE = 'The due date of this assignment has passed';
export const TIME_UP_MESSAGE = 'Time is up for this assignment';
export const FINISHED_MESSAGE = 'You have finished this assignment';

/** The assignment, checked for this student at `at`. */
export async function playableAssignment({ assignments }: Pick<GameDeps, 'assignments'>, userId: string, assignmentId: string, at: Date): Promise<AssignmentProjectionDoc> {
  const assignment = await assignments.getAssignment(assignmentId);
  if (!assignment) throw assignmentNotFound();
  const members = await assignments.getMembers(assignment.classroomId);
  if (!members || !members.memberIds.includes(userId)) throw assignmentNotFound();
  if (assignment.dueDate && at > assignment.dueDate && !assignment.allowLateSubmissions) throw new AppError(403, ErrorCode.FORBIDDEN, PAST_DUE_MESSAGE);
  return assignment;
}

export function timeIsUp(attempt: AssignmentAttemptDoc, at: Date): boolean {
  return attempt.endsAt !== null && at >= attempt.endsAt;
}

export const timeUp = () => conflict(TIME_UP_MESSAGE, ErrorCode.SESSION_ENDED);
export const finished = () => conflict(FINISHED_MESSAGE, ErrorCode.SESSION_ENDED);
