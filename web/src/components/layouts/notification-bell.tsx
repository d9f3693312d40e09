import { useEffect, useId, useRef, useState } from 'react';
import { engagementApi } from '../../features/engagement/api/engagement-api';
import { useRealtime, type BellNotification } from '../../stores/realtime';

function timeAgo(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours}h ago` : `${Math.floor(hours / 24)}d ago`;
}

/**
 * The bell of the signed-in header (docs/product/web.md, notifications): the unread count, and a
 * list to read and delete. Loaded once per sign-in (the live store keeps it); notification:new
 * events add to it, and its first page is read again when the socket reconnects (docs/adr/0067).
 */
export function NotificationBell() {
  const notifications = useRealtime((s) => s.notifications);
  const unread = useRealtime((s) => s.unreadCount);
  const cursor = useRealtime((s) => s.notificationsCursor);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (useRealtime.getState().notifications !== null) return;
    let live = true;
    engagementApi
      .notifications()
      .then((page) => live && useRealtime.getState().setNotifications(page.notifications, page.unreadCount, page.nextCursor))
      .catch((err: unknown) => {
        console.error('Failed to load notifications', err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

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

  async function markRead(n: BellNotification) {
    try {
      if (n.stored) await engagementApi.markNotificationRead(n.id);
      useRealtime.getState().markRead(n.id);
    } catch (err) {
      console.error('Failed to mark the notification read', err);
    }
  }

  async function remove(n: BellNotification) {
    try {
      if (n.stored) await engagementApi.deleteNotification(n.id);
      useRealtime.getState().removeNotification(n.id);
    } catch (err) {
      console.error('Failed to delete the notification', err);
    }
  }

  async function showOlder() {
    if (!cursor) return;
    setLoadingOlder(true);
    try {
      const page = await engagementApi.notifications(cursor);
      useRealtime.getState().appendOlderNotifications(page.notifications, page.nextCursor);
    } catch (err) {
      console.error('Failed to load older notifications', err);
    } finally {
      setLoadingOlder(false);
    }
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
            failed ? <p className="empty-state">Notifications could not be loaded.</p> : <p className="muted">Loading notifications...</p>
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
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => void markRead(n)} aria-label={`Mark read: ${n.title}`}>
                        Mark read
                      </button>
                    )}
                    <button type="button" className="btn btn--ghost btn--small" onClick={() => void remove(n)} aria-label={`Delete: ${n.title}`}>
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {notifications && cursor ? (
            <button type="button" className="btn btn--ghost btn--small btn--block" onClick={() => void showOlder()} disabled={loadingOlder}>
              {loadingOlder ? 'Loading...' : 'Show older'}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
