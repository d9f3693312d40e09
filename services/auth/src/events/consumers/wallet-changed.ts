import { EngagementSubjects } from '@mathquest/contracts';
import type { ConsumerSpec } from '@mathquest/service-kit';
import type { UsersRepository } from '../../repositories/users-repository.js';

/** engagement.wallet.changed → studentProfile coins/gems (version-guarded; newest per user of a batch). */
export function walletChangedConsumer(users: Pick<UsersRepository, 'applyWalletBatch'>): ConsumerSpec<typeof EngagementSubjects.WALLET_CHANGED> {
  return {
    durable: 'auth-wallet',
    subjects: [EngagementSubjects.WALLET_CHANGED],
    async handleBatch(events) {
      await users.applyWalletBatch(events.map((e) => e.data));
    },
  };
}
