/**
 * Notifications kept in the player document (docs/adr/0060): newest last, at most
 * NOTIFICATIONS_KEPT; their ids are derived from their cause, so a cause handled twice adds one.
 */
import type { Notification, NotificationCode, NotificationKind, NotificationParams, SocketPushItem } from '@mathquest/contracts';
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

/** What a notification says as a code and its facts, for the web app to word in the reader's language (docs/product/i18n.md). */
export interface NotificationWords {
  code: NotificationCode;
  params: NotificationParams;
}

/**
 * A new notification; `cause` names what caused it (its id is derived from it). `title` and
 * `message` are its English words; `words` the code and facts the app words it from in the
 * reader's language (the English catalogue says the same as `title` and `message`).
 */
export function notification(kind: NotificationKind, cause: string, title: string, message: string, at: Date, words?: NotificationWords): Notification {
  return { id: derivedId('engagement', `notification:${cause}`), kind, title, message, icon: ICONS[kind], read: false, createdAt: at.toISOString(), ...(words ? { code: words.code, params: words.params } : {}) };
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
  const words = n.code ? { code: n.code, ...(n.params ? { params: n.params } : {}) } : {};
  return { name: 'notification:new', payload: { id: n.id, ...(type ? { type } : {}), title: n.title, message: n.message, icon: n.icon, ...(key ? { key } : {}), ...words } };
}

/** One page, newest first, before the notification `before` (its id). */
export function notificationsPage(list: readonly Notification[] | undefined, limit: number, before?: string): { notifications: Notification[]; unreadCount: number; nextCursor: string | null } {
  const newestFirst = [...(list ?? [])].reverse();
  const start = before === undefined ? 0 : newestFirst.findIndex((n) => n.id === before) + 1;
  const page = start === 0 && before !== undefined ? [] : newestFirst.slice(start, start + limit);
  const more = start + limit < newestFirst.length && page.length === limit;
  return { notifications: page, unreadCount: newestFirst.filter((n) => !n.read).length, nextCursor: more ? page.at(-1)!.id : null };
}
