import { AuthSubjects } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';
import type { RecordUsers } from '../../use-cases/record-users.js';

/** auth.user.registered: a new account enters the directory. */
export function userRegisteredConsumer(recordUsers: RecordUsers): BatchConsumerSpec<typeof AuthSubjects.USER_REGISTERED> {
  return { durable: 'teacher-directory-user-registered', subjects: [AuthSubjects.USER_REGISTERED], handleBatch: recordUsers };
}

/** auth.user.updated: the account's facts change in the directory. */
export function userUpdatedConsumer(recordUsers: RecordUsers): BatchConsumerSpec<typeof AuthSubjects.USER_UPDATED> {
  return { durable: 'teacher-directory-user-updated', subjects: [AuthSubjects.USER_UPDATED], handleBatch: recordUsers };
}
