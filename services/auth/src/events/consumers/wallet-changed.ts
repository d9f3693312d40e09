import { EngagementSubjects, WalletChangedEventSchema } from '@mathquest/contracts';
import type { ConsumerSpec } from '@mathquest/service-kit';
import type { UsersRepository } from '../../repositories/users-repository.js';

/** engagement.wallet.changed → studentProfile coins/gems (version-guarded; newest per user of a batch). */
export function walletChangedConsumer(users: UsersRepository): ConsumerSpec<typeof WalletChangedEventSchema> {
  return {
    stream: 'ENGAGEMENT',
    durable: 'auth-wallet',
    subjects: [EngagementSubjects.WALLET_CHANGED],
    schema: WalletChangedEventSchema,
    async handleBatch(events) {
      await users.applyWalletBatch(events.map((e) => e.data));
    },
  };
}
