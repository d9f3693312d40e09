/**
 * Notifications kept in the player document (docs/adr/0060): newest last, at most
 * NOTIFICATIONS_KEPT; their ids are derived from their cause, so a cause handled twice adds one.
 */
import type { Notification, NotificationKind, SocketPushItem } from '@mathquest/contracts';
import { derivedId } from '@mathquest/service-kit';

export const NOTIFICATIONS_KEPT = 50;

const ICONS: Record<NotificationKind, string> = {
  LEVEL_UP: '⭐',
  QUEST_COMPLETED: '🏆',
  CHEST_FOUND: '🎁',
  PET_HUNGRY: '🍖',
  PET_LEVEL_UP: '🐾',
  BATTLE_PASS_LEVEL_UP: '🎖️',
  CHALLENGE: '⚔️',
  CLASS: '🏫',
  GUILD: '🛡️',
};

const TOAST_TYPE: Partial<Record<NotificationKind, 'achievement' | 'level_up' | 'reward' | 'success'>> = {
  LEVEL_UP: 'level_up',
  PET_LEVEL_UP: 'level_up',
  BATTLE_PASS_LEVEL_UP: 'level_up',
  QUEST_COMPLETED: 'achievement',
  CHEST_FOUND: 'reward',
  GUILD: 'reward',
};

/** A new notification; `cause` names what caused it (its id is derived from it). */
export function notification(kind: NotificationKind, cause: string, title: string, message: string, at: Date): Notification {
  return { id: derivedId('engagement', `notification:${cause}`), kind, title, message, icon: ICONS[kind], read: false, createdAt: at.toISOString() };
}

/** The list with `added` appended (those not there yet), trimmed to the newest NOTIFICATIONS_KEPT. */
export function addNotifications(list: readonly Notification[] | undefined, added: readonly Notification[]): Notification[] {
  const have = new Set((list ?? []).map((n) => n.id));
  const next = [...(list ?? []), ...added.filter((n) => !have.has(n.id))];
  return next.slice(Math.max(0, next.length - NOTIFICATIONS_KEPT));
}

/** The socket event announcing a notification; `key` when the same fact reaches the client another way too (one toast per key). */
export function notificationPush(n: Notification, key?: string): SocketPushItem {
  const type = TOAST_TYPE[n.kind];
  return { name: 'notification:new', payload: { id: n.id, ...(type ? { type } : {}), title: n.title, message: n.message, icon: n.icon, ...(key ? { key } : {}) } };
}

/** One page, newest first, before the notification `before` (its id). */
export function notificationsPage(list: readonly Notification[] | undefined, limit: number, before?: string): { notifications: Notification[]; unreadCount: number; nextCursor: string | null } {
  const newestFirst = [...(list ?? [])].reverse();
  const start = before === undefined ? 0 : newestFirst.findIndex((n) => n.id === before) + 1;
  const page = start === 0 && before !== undefined ? [] : newestFirst.slice(start, start + limit);
  const more = start + limit < newestFirst.length && page.length === limit;
  return { notifications: page, unreadCount: newestFirst.filter((n) => !n.read).length, nextCursor: more ? page.at(-1)!.id : null };
}
