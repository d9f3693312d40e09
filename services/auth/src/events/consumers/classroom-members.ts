import { TeacherSubjects } from '@mathquest/contracts';
import type { SingleConsumerSpec } from '@mathquest/service-kit';
import type { AuthContext } from '../../use-cases/context.js';
import { recordClassroom } from '../../use-cases/roster/record-classroom.js';

/** teacher.classroom.members.changed: auth's projection of each classroom's teacher and name (docs/adr/0200). */
export function classroomMembersConsumer(ctx: AuthContext): SingleConsumerSpec<typeof TeacherSubjects.CLASSROOM_MEMBERS_CHANGED> {
  return {
    durable: 'auth-classroom-members',
    subjects: [TeacherSubjects.CLASSROOM_MEMBERS_CHANGED],
    async handle(event) {
      await recordClassroom(ctx, event);
    },
  };
}
