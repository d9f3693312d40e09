/** POST /notifications/{id}/read: the notification marked read. */
import type { Notification } from '@mathquest/contracts';
import { markNotificationRead } from '../domain/player-actions.js';
import { act, type PlayerActionsDeps, type Student } from './player-write.js';

export function createReadNotification(deps: Pick<PlayerActionsDeps, 'store' | 'outbox' | 'pending'>) {
  return async function readNotification(s: Student, id: string): Promise<Notification> {
    const { player } = await act(deps, s, 'notification', (p) => markNotificationRead(p, id));
    return player.notifications!.find((n) => n.id === id)!;
  };
}
