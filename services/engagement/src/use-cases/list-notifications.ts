/** GET /notifications: a page of the student's notifications, those parked outside the document included. */
import { notificationsPage } from '../domain/notifications.js';
import { emptyPlayer, withParkedNotifications } from '../domain/player.js';
import { readPlayer } from '../repositories/wallets-repository.js';
import type { PlayerActionsDeps, Student } from './player-write.js';

export function createListNotifications({ store, pending }: Pick<PlayerActionsDeps, 'store' | 'pending'>) {
  return async function notifications(s: Student, limit: number, before?: string) {
    const [p, parked] = await Promise.all([readPlayer(store.players, s.id), pending ? pending.list(s.id) : []]);
    return notificationsPage(withParkedNotifications(p ?? emptyPlayer(s.id), parked).notifications, limit, before);
  };
}
