import { useEffect, useId, useRef, useState } from 'react';
import { useNotificationsPage, useShowOlderNotifications } from '../engagement/get-notifications';
import { useDeleteNotification, useMarkNotificationRead } from '../engagement/notification-actions';
import { useLoggedFailure } from '../../lib/use-logged-failure';
import { useRealtime } from '../../stores/realtime';

function timeAgo(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours}h ago` : `${Math.floor(hours / 24)}d ago`;
}

/**
 * The bell of the signed-in header (docs/product/web.md, notifications): the unread count, and a
 * list to read and delete. Its first page is one query read once per session that seeds the live
 * store (features/engagement/api/get-notifications.ts); notification:new events add to the store,
 * and its first page is read again when the socket reconnects (docs/adr/0067).
 */
export function NotificationBell() {
  const notifications = useRealtime((s) => s.notifications);
  const unread = useRealtime((s) => s.unreadCount);
  const cursor = useRealtime((s) => s.notificationsCursor);
  const firstPage = useNotificationsPage();
  useLoggedFailure(firstPage.error, 'Failed to load notifications');
  const older = useShowOlderNotifications();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus(); // back to where the keyboard user was
    };
    const onClick = (e: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  function showOlder() {
    if (cursor) void older.show(cursor);
  }

  const now = Date.now();
  return (
    <div className="bell" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="btn btn--ghost btn--small bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen((o) => !o)}
        data-testid="bell-button"
      >
        <span aria-hidden="true">🔔</span>
        {unread > 0 ? (
          <span className="bell__count" aria-hidden="true" data-testid="bell-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {/* Announces a change of the count to screen readers without moving focus. */}
      <span className="sr-only" aria-live="polite" data-testid="bell-live">
        {unread > 0 ? `${unread} unread notifications` : ''}
      </span>
      {open ? (
        <div className="bell__panel" id={panelId} role="region" aria-label="Your notifications">
          <h2 className="bell__title">Notifications</h2>
          {notifications === null ? (
            firstPage.isError ? <p className="empty-state">Notifications could not be loaded.</p> : <p className="muted">Loading notifications...</p>
          ) : notifications.length === 0 ? (
            <p className="empty-state">No notifications yet</p>
          ) : (
            <ul className="bell__list">
              {notifications.map((n) => (
                <li key={n.id} className={`bell__item${n.read ? '' : ' bell__item--unread'}`} data-testid={`notification-${n.id}`}>
                  <span className="bell__icon" aria-hidden="true">
                    {n.icon}
                  </span>
                  <div className="bell__body">
                    <strong>
                      {n.read ? null : <span className="sr-only">Unread: </span>}
                      {n.title}
                    </strong>
                    {n.message ? <span>{n.message}</span> : null}
                    <span className="muted bell__time">{timeAgo(n.createdAt, now)}</span>
                  </div>
                  {/* Each button's name starts with its visible words, then names the notification it acts on. */}
                  <div className="bell__actions">
                    {n.read ? null : (
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => markRead.mutate(n)} aria-label={`Mark read: ${n.title}`}>
                        Mark read
                      </button>
                    )}
                    <button type="button" className="btn btn--ghost btn--small" onClick={() => remove.mutate(n)} aria-label={`Delete: ${n.title}`}>
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {notifications && cursor ? (
            <button type="button" className="btn btn--ghost btn--small btn--block" onClick={showOlder} disabled={older.loading}>
              {older.loading ? 'Loading...' : 'Show older'}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
