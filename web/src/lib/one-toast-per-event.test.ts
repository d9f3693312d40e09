import { afterEach, describe, expect, it } from 'vitest';
import { levelUpToastKey } from '@mathquest/contracts';
import { useNotifications } from '../stores/notifications';
import { FakeSocket } from '../testing/fake-socket';
import { bindRealtimeEvents } from './realtime-events';
import type { RealtimeSocket } from './realtime-socket';

/** The answer's response shows its level-up toast as the practice store does. */
const answerLevelUp = (level: number) =>
  useNotifications.getState().notify({ type: 'level_up', title: 'Level Up!', message: `You reached level ${level}!`, key: levelUpToastKey(level) });
const socketLevelUp = (socket: FakeSocket, level: number) =>
  socket.fire('notification:new', { id: `n${level}`, type: 'level_up', title: 'Level up!', message: `You reached level ${level}. Keep going!`, icon: '⭐', key: levelUpToastKey(level) });

function bound(): FakeSocket {
  const socket = new FakeSocket('/', {});
  bindRealtimeEvents(socket as unknown as RealtimeSocket);
  return socket;
}

afterEach(() => useNotifications.getState().clear());

describe('one event, one toast', () => {
  it('the answer first, then the socket push of the same level-up: one toast', () => {
    const socket = bound();
    answerLevelUp(5);
    socketLevelUp(socket, 5);
    expect(useNotifications.getState().toasts.map((t) => t.title)).toEqual(['Level Up!']);
  });

  it('the socket push first, then the answer: one toast, even after the first was dismissed', () => {
    const socket = bound();
    socketLevelUp(socket, 6);
    const [first] = useNotifications.getState().toasts;
    useNotifications.getState().dismiss(first!.id);
    answerLevelUp(6);
    expect(useNotifications.getState().toasts).toEqual([]);
  });

  it('another level is another event', () => {
    const socket = bound();
    answerLevelUp(7);
    socketLevelUp(socket, 8);
    expect(useNotifications.getState().toasts.map((t) => t.message)).toEqual(['You reached level 7!', 'You reached level 8. Keep going!']);
  });
});
