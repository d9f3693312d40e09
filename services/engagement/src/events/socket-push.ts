import { CoreSubjects, type SocketPushItem } from '@mathquest/contracts';
import { derivedId, newCoreEvent, publishCore, type EventBus } from '@mathquest/service-kit';
import type { FastifyBaseLogger } from 'fastify';

/**
 * push.socket.user: the socket events one batch (or one action) caused for one user, which the
 * realtime service emits to the user's sockets. Published with core NATS, not JetStream
 * (docs/adr/0057): synchronous, into the connection's buffer, never awaited, never stored. A push
 * is news of state already written, which the pages read when they open: if it cannot be published
 * (the connection is closed) it is logged and the caller goes on; it never fails the write that
 * caused it. Its id is still derived from the causes and the user, so a receiver can tell copies apart.
 */
export type PublishSocketPush = (causeIds: readonly string[], userId: string, events: readonly SocketPushItem[]) => void;

export function socketPushId(causeIds: readonly string[], userId: string): string {
  return derivedId('engagement', `push:${userId}:${[...causeIds].sort().join(',')}`);
}

export function socketPushPublisher(nc: Pick<EventBus['nc'], 'publish'>, log: Pick<FastifyBaseLogger, 'warn'>): PublishSocketPush {
  return (causeIds, userId, events) => {
    if (events.length === 0) return;
    const push = newCoreEvent(CoreSubjects.SOCKET_PUSH, { userId, events: [...events] }, userId, socketPushId(causeIds, userId));
    try {
      publishCore(nc, CoreSubjects.SOCKET_PUSH, push);
    } catch (err) {
      log.warn({ err, userId, pushId: push.id }, 'a socket push was not published (NATS connection closed); its effects are written');
    }
  };
}
