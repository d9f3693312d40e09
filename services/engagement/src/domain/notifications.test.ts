import { describe, expect, it } from 'vitest';
import { addNotifications, notification, NOTIFICATIONS_KEPT, notificationsPage, notificationPush } from './notifications.js';

const at = new Date('2026-11-25T10:00:00Z');
const many = (count: number) => Array.from({ length: count }, (_, i) => notification('QUEST_COMPLETED', `q${i}`, `T${i}`, 'm', at));

describe('notifications', () => {
  it('derive their id from the cause, are added once and keep the newest 50', () => {
    expect(notification('LEVEL_UP', 'x', 't', 'm', at).id).toBe(notification('LEVEL_UP', 'x', 'other', 'm', at).id);
    const list = addNotifications(undefined, many(3));
    expect(addNotifications(list, many(3))).toHaveLength(3);
    const full = addNotifications(undefined, many(NOTIFICATIONS_KEPT + 5));
    expect(full).toHaveLength(NOTIFICATIONS_KEPT);
    expect(full[0]!.title).toBe('T5');
  });
  it('page newest first with a cursor, counting all unread', () => {
    const list = many(5).map((x, i) => ({ ...x, read: i === 0 }));
    const first = notificationsPage(list, 2);
    expect(first.notifications.map((x) => x.title)).toEqual(['T4', 'T3']);
    expect(first.unreadCount).toBe(4);
    const second = notificationsPage(list, 2, first.nextCursor!);
    expect(second.notifications.map((x) => x.title)).toEqual(['T2', 'T1']);
    const last = notificationsPage(list, 2, second.nextCursor!);
    expect([last.notifications.map((x) => x.title), last.nextCursor]).toEqual([['T0'], null]);
    expect(notificationsPage(list, 2, 'unknown').notifications).toEqual([]);
  });
  it('carry their code and facts, also on notification:new, and none when made without them', () => {
    const n = notification('LEVEL_UP', 'l', 'Level up!', 'You reached level 4. Keep going!', at, { code: 'LEVEL_UP', params: { level: 4 } });
    expect(n).toMatchObject({ code: 'LEVEL_UP', params: { level: 4 } });
    expect(notificationPush(n).payload).toMatchObject({ title: 'Level up!', code: 'LEVEL_UP', params: { level: 4 } });
    expect(notification('LEVEL_UP', 'l', 't', 'm', at)).not.toHaveProperty('code');
  });
  it('go out as notification:new', () => {
    const n = notification('CHEST_FOUND', 'c', 'Treasure found!', 'm', at);
    expect(notificationPush(n)).toEqual({ name: 'notification:new', payload: { id: n.id, type: 'reward', title: 'Treasure found!', message: 'm', icon: '🎁' } });
  });
});
