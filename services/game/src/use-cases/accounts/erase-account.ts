import { AccountErasedSubjects, type AccountErasureRequestedEvent } from '@mathquest/contracts';
import { derivedId, newEvent, type EventBus } from '@mathquest/service-kit';
import type { AccountsRepository } from '../../repositories/accounts.js';
import type { SessionRepository } from '../../repositories/sessions.js';
import type { StudentRepository } from '../../repositories/students.js';

export interface EraseAccountDeps {
  accounts: Pick<AccountsRepository, 'erase' | 'sessionIds'>;
  students: Pick<StudentRepository, 'forget'>;
  sessions: Pick<SessionRepository, 'forget'>;
  bus: Pick<EventBus, 'publish'>;
  now: () => Date;
}

/**
 * An account's erasure (docs/product/privacy.md#erasing-an-account): remove everything the game
 * holds about it, then acknowledge with `game.account.erased`. Idempotent by erasure id: a
 * redelivered request erases nothing more and acknowledges with the same event id (derived from
 * the erasure id), which JetStream and auth count once.
 */
export async function eraseAccount(deps: EraseAccountDeps, request: AccountErasureRequestedEvent['data']): Promise<void> {
  const { userId, erasureId } = request;
  const sessionIds = await deps.accounts.sessionIds(userId);
  await deps.accounts.erase(userId);
  deps.students.forget(userId);
  for (const id of sessionIds) deps.sessions.forget(id);
  const erasedAt = deps.now();
  await deps.bus.publish(
    AccountErasedSubjects.GAME,
    newEvent(AccountErasedSubjects.GAME, { erasureId, userId, erasedAt: erasedAt.toISOString() }, undefined, derivedId('game-account-erased', erasureId), erasedAt),
  );
}
