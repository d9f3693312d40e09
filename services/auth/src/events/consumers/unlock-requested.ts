import { TeacherSubjects } from '@mathquest/contracts';
import type { SingleConsumerSpec } from '@mathquest/service-kit';
import type { AuthContext } from '../../use-cases/context.js';
import { unlockStudent } from '../../use-cases/unlock-account.js';

/**
 * teacher.student.unlock.requested: the teacher service checked that the student is in one of
 * the teacher's classrooms; auth forgets the student's failed passwords (docs/adr/0165).
 * Idempotent: unlocking twice is unlocking once.
 */
export function unlockRequestedConsumer(ctx: AuthContext): SingleConsumerSpec<typeof TeacherSubjects.STUDENT_UNLOCK_REQUESTED> {
  return {
    durable: 'auth-unlock-requested',
    subjects: [TeacherSubjects.STUDENT_UNLOCK_REQUESTED],
    async handle(event) {
      await unlockStudent(ctx, event.data.studentId);
    },
  };
}
