/**
 * An account's erasure in realtime (docs/adr/0236): the account gives up its seats in live rooms
 * (by the room rules: a leaving host hands the room on), its open sockets are closed, its chat
 * messages stay in their guild's history from the deleted user without their words, and every
 * other record of it (projections, chat settings, rate windows, presence) goes. Each step removes
 * or rewrites only what is still there, and a marker (a digest of the id) keeps engagement's facts
 * that arrive later from writing the account's projections again; so a redelivered request changes nothing more; the
 * acknowledgement's id is derived from the erasure id.
 */
import { AccountErasedSubjects, type AccountErasureRequestedEvent } from '@mathquest/contracts';
import { derivedId, newEvent, type EventBus } from '@mathquest/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { eraseFromRealtimeKeys, markErased, roomCodesHolding } from '../repositories/account-erasure-repository.js';

export interface EraseAccountDeps {
  redis: Redis;
  /** Gives up the account's seat in a room (the room service's leave). */
  leaveRoom: (userId: string, code: string) => Promise<unknown>;
  /** Closes the account's open sockets on every instance, and waits for what their closing writes. */
  disconnect: (userId: string) => Promise<void>;
  bus: Pick<EventBus, 'publish'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => Date;
}

export function eraseAccount(deps: EraseAccountDeps) {
  const now = deps.now ?? (() => new Date());

  async function leaveRooms(userId: string): Promise<void> {
    for (const code of await roomCodesHolding(deps.redis, userId)) {
      // A room that ended meanwhile is already gone.
      await deps.leaveRoom(userId, code).catch((err: unknown) => deps.log.warn({ err, code }, 'an erased account left a room that was gone'));
    }
  }

  return async function erase(e: AccountErasureRequestedEvent): Promise<void> {
    const { userId, erasureId } = e.data;
    // First: a fact about the account that arrives from now on (a class it was taken out of) writes nothing.
    await markErased(deps.redis, userId);
    await leaveRooms(userId);
    await deps.disconnect(userId);
    const keys = await eraseFromRealtimeKeys(deps.redis, userId);
    const erasedAt = now();
    await deps.bus.publish(
      AccountErasedSubjects.REALTIME,
      newEvent(AccountErasedSubjects.REALTIME, { erasureId, userId, erasedAt: erasedAt.toISOString() }, undefined, derivedId('realtime', `account-erased:${erasureId}`), erasedAt),
    );
    deps.log.info({ erasureId, keys }, 'account erased in realtime');
  };
}
