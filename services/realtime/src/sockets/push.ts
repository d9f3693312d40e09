import { isChallengeNoticeName, type CoreEventOf, type SocketPushItem } from '@mathquest/contracts';
import { isFreshPush } from '../domain/push-freshness.js';
import { userRoom, type RealtimeServer } from './types.js';

export type SocketPush = CoreEventOf<'push.socket.user'>;

/** Emit one item to a room; the item's name and payload were parsed together by the push's contract. */
function emitItem(io: RealtimeServer, room: string, item: SocketPushItem): void {
  // `SocketPushItem` pairs each name with its own payload schema, which TypeScript cannot follow
  // through Socket.IO's overloaded, per-name `emit` signature: spread as one (name, payload) pair.
  const target = io.to(room);
  const emit = target.emit as (this: typeof target, name: SocketPushItem['name'], payload: SocketPushItem['payload']) => boolean;
  emit.call(target, item.name, item.payload);
}

/** Claims the announcement of a challenge's transition (sockets/challenges.ts): false when it was made already. */
export type ClaimChallengeNotice = (challengeId: string, notice: 'challenge:received' | 'challenge:accepted' | 'challenge:declined') => Promise<boolean>;

/**
 * Emit what engagement pushed for its users: each push's items, in order, to `user:<id>`. The
 * Redis adapter delivers each emit to the user's sockets on every instance, once; an emit to a
 * room nobody is in reaches no one (the push is done). Pushes too old to be news are dropped
 * (domain/push-freshness.ts). A challenge's received, accepted or declined is emitted only if
 * `claim` says no client notice announced it already (docs/adr/0124). Returns how many pushes
 * were emitted.
 */
export async function emitPushes(io: RealtimeServer, pushes: readonly SocketPush[], claim: ClaimChallengeNotice, now: number = Date.now()): Promise<number> {
  let emitted = 0;
  for (const push of pushes) {
    if (!isFreshPush(push.occurredAt, now)) continue;
    const room = userRoom(push.data.userId);
    for (const item of push.data.events) {
      if (isChallengeNoticeName(item.name) && !(await claim((item.payload as { challengeId: string }).challengeId, item.name))) continue;
      emitItem(io, room, item);
    }
    emitted++;
  }
  return emitted;
}
