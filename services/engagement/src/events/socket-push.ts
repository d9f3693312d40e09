import { EngagementSubjects, type SocketPushItem } from '@mathquest/contracts';
import { derivedId, newEvent, type EventBus } from '@mathquest/service-kit';

/**
 * engagement.socket.push: the socket events one batch caused for one user, which the realtime
 * service emits to the user's sockets. Its id is derived from the batch's event ids and the user,
 * so a batch redelivered whole publishes the same id and JetStream drops the copy.
 */
export type PublishSocketPush = (causeIds: readonly string[], userId: string, events: readonly SocketPushItem[]) => Promise<void>;

export function socketPushId(causeIds: readonly string[], userId: string): string {
  return derivedId('engagement', `push:${userId}:${[...causeIds].sort().join(',')}`);
}

export function socketPushPublisher(bus: Pick<EventBus, 'publish'>): PublishSocketPush {
  return async (causeIds, userId, events) => {
    if (events.length === 0) return;
    await bus.publish(EngagementSubjects.SOCKET_PUSH, newEvent(EngagementSubjects.SOCKET_PUSH, { userId, events: [...events] }, userId, socketPushId(causeIds, userId)));
  };
}
