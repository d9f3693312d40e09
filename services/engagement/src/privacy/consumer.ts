import { AuthSubjects, type EventOf } from '@mathquest/contracts';
import type { SingleConsumerSpec } from '@mathquest/service-kit';

/** auth.account.erasure_requested: the account's erasure in engagement, on its durable, so an instance that was down applies it when it returns (docs/adr/0236). */
export function accountErasureConsumer(handle: (event: EventOf<'auth.account.erasure_requested'>) => Promise<void>): SingleConsumerSpec<typeof AuthSubjects.ACCOUNT_ERASURE_REQUESTED> {
  return { durable: 'engagement-account-erasure', subjects: [AuthSubjects.ACCOUNT_ERASURE_REQUESTED], handle };
}
