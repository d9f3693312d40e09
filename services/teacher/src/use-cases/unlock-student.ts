/**
 * A teacher unlocks the sign-in of a student of one of their classrooms (docs/adr/0165). The
 * teacher service knows the classrooms, auth knows the locks: the classroom and the membership are
 * checked here (a classroom not the teacher's, or a student not in it, is 404 like a missing one)
 * and auth is told with teacher.student.unlock.requested. Nothing is stored, so there is no
 * outbox: when JetStream does not take the event, the request fails and the teacher tries again.
 */
import { ErrorCode, TeacherSubjects } from '@mathquest/contracts';
import { AppError, newEvent, notFound } from '@mathquest/service-kit';
import type { TeacherDeps } from './deps.js';
import { ownClassroom } from './ownership.js';

export async function unlockStudent(deps: Pick<TeacherDeps, 'classrooms' | 'bus' | 'now'>, teacherId: string, classroomId: string, studentId: string): Promise<void> {
  const classroom = await ownClassroom(deps, teacherId, classroomId);
  if (!classroom.members.some((m) => m.studentId === studentId)) throw notFound('That student is not in this classroom');
  const at = deps.now();
  const event = newEvent(TeacherSubjects.STUDENT_UNLOCK_REQUESTED, { studentId, teacherId, classroomId, requestedAt: at.toISOString() }, studentId, undefined, at);
  try {
    await deps.bus.publish(TeacherSubjects.STUDENT_UNLOCK_REQUESTED, event);
  } catch {
    throw new AppError(503, ErrorCode.UPSTREAM_UNAVAILABLE, 'The unlock could not be sent. Please try again.');
  }
}
