import { AuthSubjects } from '@mathquest/contracts';
import type { SingleConsumerSpec } from '@mathquest/service-kit';
import { eraseAccount, type EraseAccountDeps } from '../../use-cases/accounts/erase-account.js';

/** auth.account.erasure_requested: the game erases the account and acknowledges (docs/product/privacy.md). */
export function accountErasureConsumer(deps: EraseAccountDeps): SingleConsumerSpec<typeof AuthSubjects.ACCOUNT_ERASURE_REQUESTED> {
  return {
    durable: 'game-account-erasure',
    subjects: [AuthSubjects.ACCOUNT_ERASURE_REQUESTED],
    handle: async ({ data }) => eraseAccount(deps, data),
  };
}
