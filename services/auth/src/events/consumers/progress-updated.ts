import { GameSubjects, ProgressUpdatedEventSchema } from '@mathquest/contracts';
import type { ConsumerSpec } from '@mathquest/service-kit';
import type { UsersRepository } from '../../repositories/users-repository.js';

/** game.progress.updated → studentProfile (version-guarded, so idempotent and order-safe). */
export function progressUpdatedConsumer(users: UsersRepository): ConsumerSpec<typeof ProgressUpdatedEventSchema> {
  return {
    stream: 'GAME',
    durable: 'auth-progress',
    subjects: [GameSubjects.PROGRESS_UPDATED],
    schema: ProgressUpdatedEventSchema,
    async handle(event) {
      await users.applyProgress(event.data);
    },
  };
}
