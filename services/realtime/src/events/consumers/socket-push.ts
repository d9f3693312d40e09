import { CoreSubjects } from '@mathquest/contracts';
import type { CoreSubscriptionSpec } from '@mathquest/service-kit';
import type { SocketPush } from '../../sockets/push.js';

/**
 * push.socket.user on core NATS (docs/adr/0057, 0068): every realtime instance subscribes without
 * a queue group, so each receives every push and emits it to the user's sockets it holds itself
 * (sockets/push.ts). One push at a time, in arrival order; the kit has checked its contract.
 */
export function socketPushSubscription(emit: (push: SocketPush) => unknown): CoreSubscriptionSpec<typeof CoreSubjects.SOCKET_PUSH> {
  return {
    subject: CoreSubjects.SOCKET_PUSH,
    handle: async (push) => {
      await emit(push);
    },
  };
}
