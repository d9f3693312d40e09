import { EngagementSubjects, WalletChangedEventSchema } from '@mathquest/contracts';
import type { ConsumerSpec } from '@mathquest/service-kit';
import type { UsersRepository } from '../../repositories/users-repository.js';

/** engagement.wallet.changed → studentProfile coins/gems (version-guarded). */
export function walletChangedConsumer(users: UsersRepository): ConsumerSpec<typeof WalletChangedEventSchema> {
  return {
    stream: 'ENGAGEMENT',
    durable: 'auth-wallet',
    subjects: [EngagementSubjects.WALLET_CHANGED],
    schema: WalletChangedEventSchema,
    async handle(event) {
      await users.applyWallet(event.data);
    },
  };
}
