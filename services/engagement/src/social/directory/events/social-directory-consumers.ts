import { AuthSubjects, TeacherSubjects, type EventOf } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';

/** auth.user.registered / auth.user.updated: engagement's social directory in Redis (docs/adr/0102). Two durables: NATS 2.9 filters one subject per consumer. */
export function userRegisteredConsumer(handle: (events: Array<EventOf<'auth.user.registered'>>) => Promise<void>): BatchConsumerSpec<typeof AuthSubjects.USER_REGISTERED> {
  return { durable: 'engagement-directory-user-registered', subjects: [AuthSubjects.USER_REGISTERED], handleBatch: handle };
}
export function userUpdatedConsumer(handle: (events: Array<EventOf<'auth.user.updated'>>) => Promise<void>): BatchConsumerSpec<typeof AuthSubjects.USER_UPDATED> {
  return { durable: 'engagement-directory-user-updated', subjects: [AuthSubjects.USER_UPDATED], handleBatch: handle };
}
/** teacher.classroom.members.changed: each student's class and school for the Class and School boards (docs/adr/0102). */
export function classroomMembersConsumer(
  handle: (events: Array<EventOf<'teacher.classroom.members.changed'>>) => Promise<void>,
): BatchConsumerSpec<typeof TeacherSubjects.CLASSROOM_MEMBERS_CHANGED> {
  return { durable: 'engagement-classroom-members', subjects: [TeacherSubjects.CLASSROOM_MEMBERS_CHANGED], handleBatch: handle };
}
