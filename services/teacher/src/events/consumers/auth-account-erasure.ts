import { AuthSubjects } from '@mathquest/contracts';
import type { SingleConsumerSpec } from '@mathquest/service-kit';
import type { AccountsRepository } from '../../repositories/accounts.js';
import { eraseAccount } from '../../use-cases/accounts/erase-account.js';
import type { TeacherDeps } from '../../use-cases/deps.js';

/** auth.account.erasure_requested: the teacher service erases the account and acknowledges (docs/adr/0232). */
export function accountErasureConsumer(deps: TeacherDeps, accounts: AccountsRepository): SingleConsumerSpec<typeof AuthSubjects.ACCOUNT_ERASURE_REQUESTED> {
  return {
    durable: 'teacher-account-erasure',
    subjects: [AuthSubjects.ACCOUNT_ERASURE_REQUESTED],
    handle: async ({ data }) => eraseAccount(deps, accounts, data),
  };
}
