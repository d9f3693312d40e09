import { GameSubjects } from '@mathquest/contracts';
import type { ConsumerSpec } from '@mathquest/service-kit';
import type { UsersRepository } from '../../repositories/users-repository.js';

/**
 * game.progress.updated → studentProfile (version-guarded, so idempotent and order-safe). Each
 * event is a whole snapshot, so a batch costs one write per user, the newest (docs/adr/0045).
 */
export function progressUpdatedConsumer(users: Pick<UsersRepository, 'applyProgressBatch'>): ConsumerSpec<typeof GameSubjects.PROGRESS_UPDATED> {
  return {
    durable: 'auth-progress',
    subjects: [GameSubjects.PROGRESS_UPDATED],
    async handleBatch(events) {
      await users.applyProgressBatch(events.map((e) => e.data));
    },
  };
}
