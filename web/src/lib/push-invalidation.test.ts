import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../stores/language';
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
  useLanguage.setState({ locale: 'en' });
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

describe("the other student's change of friends", () => {
  it('friends:changed invalidates the friends list and the leaderboards, and nothing else, with no panel on screen', () => {
    const friendsKey = [...liveKeys.friends, 'list'] as const;
    const boardKey = [...liveKeys.leaderboards, 'FRIENDS', 'weekly'] as const;
    queryClient.setQueryData(friendsKey, { friends: [], incoming: [], outgoing: [] });
    queryClient.setQueryData(boardKey, []);
    queryClient.setQueryData(listKey, []);
    const socket = bound();
    socket.fire('friends:changed', { userId: 'id-bo', status: 'PENDING' });
    expect(queryClient.getQueryState(friendsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(boardKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
  });
});

describe('challenge toasts', () => {
  const toastSaying = async (title: string) => {
    await expect.poll(() => useNotifications.getState().toasts.map((t) => t.title), { timeout: 10_000 }).toContain(title);
    return useNotifications.getState().toasts.find((t) => t.title === title)!;
  };

  it("are worded from the challenges catalogue with the opponent's name", async () => {
    bound().fire('challenge:received', { challengeId: 'ch-1', opponentName: 'Rex' });
    expect((await toastSaying('New challenge!')).message).toBe('Rex challenged you. Accept it on the Challenges page.');
  });

  it("are in the reader's language, and say 'your opponent' when the push names no one", async () => {
    useLanguage.setState({ locale: 'es-US' });
    bound().fire('challenge:result', { challengeId: 'ch-2', winnerId: null });
    expect((await toastSaying('¡Terminó el reto!')).message).toBe('Empate con tu rival: te devolvimos la apuesta.');
  });
});
