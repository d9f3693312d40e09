import { CoreSubjects } from '@mathquest/contracts';
import type { CoreSubscriptionSpec } from '@mathquest/service-kit';
import type { SocketPush } from '../../sockets/push.js';

/** The queue group of the realtime instances (docs/adr/0057); tests append a suffix per cluster, as for durable consumers. */
export const SOCKET_PUSH_QUEUE = 'realtime';

export const socketPushQueue = (suffix: string): string => (suffix ? `${SOCKET_PUSH_QUEUE}-${suffix}` : SOCKET_PUSH_QUEUE);

/**
 * push.socket.user on core NATS (docs/adr/0057): every realtime instance subscribes in one queue
 * group, so NATS hands each push to exactly one of them, which emits it through the Redis adapter
 * to the user's sockets wherever they are held (docs/adr/0070). One push at a time, in arrival
 * order; the kit has checked its contract.
 */
export function socketPushSubscription(emit: (push: SocketPush) => unknown, suffix = ''): CoreSubscriptionSpec<typeof CoreSubjects.SOCKET_PUSH> {
  return {
    subject: CoreSubjects.SOCKET_PUSH,
    queue: socketPushQueue(suffix),
    handle: async (push) => {
      await emit(push);
    },
  };
}
