import { isChallengeNoticeName, type CoreEventOf, type SocketPushItem } from '@mathquest/contracts';
import { inSpan, SpanKind } from '@mathquest/service-kit';
import { isFreshPush } from '../domain/push-freshness.js';
import { userRoom, type RealtimeServer } from './types.js';

export type SocketPush = CoreEventOf<'push.socket.user'>;

/** Where an item goes: the room on every instance (through the adapter), or only this instance's sockets in it. */
type Target = ReturnType<RealtimeServer['to']>;

/** Emit one item; the item's name and payload were parsed together by the push's contract. */
function emitItem(target: Target, item: SocketPushItem): void {
  // `SocketPushItem` pairs each name with its own payload schema, which TypeScript cannot follow
  // through Socket.IO's overloaded, per-name `emit` signature: spread as one (name, payload) pair.
  const emit = target.emit as (this: Target, name: SocketPushItem['name'], payload: SocketPushItem['payload']) => boolean;
  emit.call(target, item.name, item.payload);
}

/**
 * How the announcement of a challenge's transition was claimed (sockets/challenges.ts, docs/adr/0124):
 * `won` by this call, `lost` (announced already, by a client's notice or another instance), or
 * `unknown` (the claim itself failed).
 */
export type NoticeClaim = 'won' | 'lost' | 'unknown';
export type ClaimChallengeNotice = (challengeId: string, notice: 'challenge:received' | 'challenge:accepted' | 'challenge:declined') => Promise<NoticeClaim>;

/**
 * Emit what engagement pushed for its users (docs/adr/0068): each push's items, in order, to
 * `user:<id>`. Every realtime instance receives every push and emits it to the user's sockets it
 * holds itself, so a push costs no Redis adapter message, and an instance holding none of them
 * emits nothing. A challenge's received, accepted or declined must be announced once across the
 * pushes and the clients' notices (docs/adr/0124): the instance whose claim wins emits it to the
 * room on every instance through the adapter, the others skip it; when the claim fails (Redis),
 * each instance tells its own sockets, once each (a notice twice is better than none). Pushes
 * too old to be news are dropped (domain/push-freshness.ts). Returns how many pushes were handled.
 */
export async function emitPushes(io: RealtimeServer, pushes: readonly SocketPush[], claim: ClaimChallengeNotice, now: number = Date.now()): Promise<number> {
  let emitted = 0;
  for (const push of pushes) {
    if (!isFreshPush(push.occurredAt, now)) continue;
    // With tracing on, a span of the push's trace (the consumed message's) around its emits (docs/adr/0262).
    await inSpan('realtime', 'push.socket.user emit', () => emitPush(io, push, claim), {
      kind: SpanKind.PRODUCER,
      attributes: () => ({ 'messaging.system': 'socket.io', 'messaging.operation.name': 'emit', 'mathquest.push.events': push.data.events.map((e) => e.name).join(',') }),
    });
    emitted++;
  }
  return emitted;
}

/** One push's items, in order, to the user's sockets (see `emitPushes`). */
async function emitPush(io: RealtimeServer, push: SocketPush, claim: ClaimChallengeNotice): Promise<void> {
  const room = userRoom(push.data.userId);
  const heldHere = () => io.of('/').adapter.rooms.has(room);
  for (const item of push.data.events) {
    if (isChallengeNoticeName(item.name)) {
      const claimed = await claim((item.payload as { challengeId: string }).challengeId, item.name);
      if (claimed === 'won') emitItem(io.to(room), item);
      else if (claimed === 'unknown' && heldHere()) emitItem(io.local.to(room), item);
      continue;
    }
    if (heldHere()) emitItem(io.local.to(room), item);
  }
}
