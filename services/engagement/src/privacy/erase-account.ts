/**
 * An account's erasure in engagement (docs/adr/0236), once for the whole service: the social
 * module's part first (ports/privacy.ts: challenges cancelled with both stakes back and
 * anonymised, friendships ended on both sides, the guild left by its rules, guild lines showing the
 * deleted user), then the player document (wallet, quests, pets, battle pass, chests, items,
 * notifications) and every `engagement:*` key naming the account, then engagement.account.erased.
 * Each step removes or rewrites only what is still there, so a redelivered request changes nothing
 * more, and the acknowledgement's id is derived from the erasure id.
 */
import { AccountErasedSubjects, type AccountErasureRequestedEvent } from '@mathquest/contracts';
import { derivedId, newEvent, type EventBus } from '@mathquest/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { SocialPrivacy } from '../ports/privacy.js';
import type { PlayerStore } from '../repositories/wallets-repository.js';

export interface EraseAccountDeps {
  social: Pick<SocialPrivacy, 'erase'>;
  store: PlayerStore;
  /** The player document goes. */
  removePlayer(userId: string): Promise<void>;
  /** The account leaves every key of the service's key space; how many keys changed. */
  eraseKeys(userId: string): Promise<number>;
  bus: Pick<EventBus, 'publish'>;
  log: Pick<FastifyBaseLogger, 'info'>;
  now?: () => Date;
}

export function eraseAccount(deps: EraseAccountDeps) {
  const now = deps.now ?? (() => new Date());
  return async function erase(e: AccountErasureRequestedEvent): Promise<void> {
    const { userId, erasureId } = e.data;
    // Paid first (the wagers go back to the other sides through the wallet), then the documents go.
    await deps.social.erase(userId);
    await deps.removePlayer(userId);
    deps.store.cache?.delete(userId);
    const keys = await deps.eraseKeys(userId);
    const erasedAt = now();
    await deps.bus.publish(
      AccountErasedSubjects.ENGAGEMENT,
      newEvent(AccountErasedSubjects.ENGAGEMENT, { erasureId, userId, erasedAt: erasedAt.toISOString() }, undefined, derivedId('engagement', `account-erased:${erasureId}`), erasedAt),
    );
    deps.log.info({ erasureId, keys }, 'account erased in engagement');
  };
}
