/** DELETE /notifications/{id}: the notification gone. */
import { deleteNotification as deleteRule } from '../domain/player-actions.js';
import { act, type PlayerActionsDeps, type Student } from './player-write.js';

export function createDeleteNotification(deps: Pick<PlayerActionsDeps, 'store' | 'outbox' | 'pending'>) {
  return async function deleteNotification(s: Student, id: string): Promise<void> {
    await act(deps, s, 'notification', (p) => deleteRule(p, id));
  };
}
