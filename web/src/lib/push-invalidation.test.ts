import { afterEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../stores/notifications';
import { FakeSocket } from '../testing/fake-socket';
import { queryClient } from './query-client';
import { liveKeys } from './query-keys';
import { bindRealtimeEvents } from './realtime-events';
import type { RealtimeSocket } from './realtime-socket';

/** A challenge push invalidates the cached challenge reads (docs/adr/0190): the screens on show read again. */
function bound(): FakeSocket {
  const socket = new FakeSocket('/', {});
  bindRealtimeEvents(socket as unknown as RealtimeSocket);
  return socket;
}

const listKey = [...liveKeys.challenges, 'list', 'PENDING'] as const;
const oneKey = [...liveKeys.challenges, 'one', 'ch-1'] as const;
const otherKey = ['teacher', 'classrooms'] as const;

afterEach(() => {
  queryClient.clear();
  useNotifications.getState().clear();
});

describe('realtime pushes invalidate the queries they change', () => {
  it.each(['challenge:received', 'challenge:accepted', 'challenge:declined', 'challenge:result'] as const)('%s invalidates every challenge read and nothing else', (event) => {
    queryClient.setQueryData(listKey, []);
    queryClient.setQueryData(oneKey, { id: 'ch-1' });
    queryClient.setQueryData(otherKey, []);
    const socket = bound();
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
    socket.fire(event, { challengeId: 'ch-1', opponentName: 'Rex', winnerId: null });
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(oneKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false);
  });
});
