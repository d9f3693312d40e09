/**
 * A student the teacher created on a classroom's roster (auth's `auth.roster.student_enrolled`,
 * docs/adr/0200) becomes a member of that classroom. Idempotent (a member already is kept); a
 * classroom that is gone or not that teacher's takes nobody; the student limit does not apply to
 * the teacher's own roster.
 */
import { AppError } from '@mathquest/service-kit';
import type { ClassroomDoc } from '../repositories/collections.js';
import type { TeacherDeps } from './deps.js';
import { addMember } from './members.js';
import { isLive } from './ownership.js';

class NotThisTeachers extends Error {}

export async function enrolRosterStudent(deps: TeacherDeps, event: { classroomId: string; teacherId: string; studentId: string }): Promise<void> {
  const owned = (c: ClassroomDoc | null) => {
    if (!isLive(c) || c.teacherId !== event.teacherId) throw new NotThisTeachers();
    return c;
  };
  try {
    await addMember(deps, event.classroomId, event.studentId, owned, 'keep', 'roster');
  } catch (err) {
    if (err instanceof NotThisTeachers) return;
    // 'Too many simultaneous changes' and storage errors are thrown again: the event is redelivered.
    if (err instanceof AppError && err.statusCode !== 409) return;
    throw err;
  }
}
