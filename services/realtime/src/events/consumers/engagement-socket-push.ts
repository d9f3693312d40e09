import { EngagementSubjects } from '@mathquest/contracts';
import type { BatchConsumerSpec } from '@mathquest/service-kit';
import type { SocketPush } from '../../sockets/push.js';

/**
 * engagement.socket.push, in batches of what arrived together (docs/adr/0045, 0070): one durable
 * consumer shared by every realtime instance, so each push is handled by exactly one of them,
 * which emits it through the Redis adapter to the user's sockets wherever they are held.
 */
export function socketPushConsumer(emit: (pushes: SocketPush[]) => unknown): BatchConsumerSpec<typeof EngagementSubjects.SOCKET_PUSH> {
  return {
    durable: 'realtime-socket-push',
    subjects: [EngagementSubjects.SOCKET_PUSH],
    // A batch is emitted in stream order; emitting does not fail for one push alone (a challenge notice's claim fails open).
    handleBatch: async (pushes) => {
      await emit(pushes);
    },
  };
}
