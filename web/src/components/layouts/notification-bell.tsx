import { useEffect, useId, useRef, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { useI18n } from '../../i18n/use-i18n';
import { useNotificationsPage, useShowOlderNotifications } from '../engagement/get-notifications';
import { useDeleteNotification, useMarkNotificationRead } from '../engagement/notification-actions';
import { notificationWords } from '../engagement/server-words';
import { useLoggedFailure } from '../../lib/use-logged-failure';
import { useRealtime } from '../../stores/realtime';

/** How long ago, in the reader's language: 'just now', then minutes, hours, days ('5 minutes ago', 'hace 5 minutos'). */
function timeAgo(intl: IntlShape, iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return intl.formatMessage({ id: 'notifications.justNow' });
  if (minutes < 60) return intl.formatRelativeTime(-minutes, 'minute', { numeric: 'always', style: 'short' });
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? intl.formatRelativeTime(-hours, 'hour', { numeric: 'always', style: 'short' }) : intl.formatRelativeTime(-Math.floor(hours / 24), 'day', { numeric: 'always', style: 'short' });
}

/**
 * The bell of the signed-in header (docs/product/web.md, notifications): the unread count, and a
 * list to read and delete. Its first page is one query read once per session that seeds the live
 * store (features/engagement/api/get-notifications.ts); notification:new events add to the store,
 * and its first page is read again when the socket reconnects (docs/adr/0067).
 */
export function NotificationBell() {
  const intl = useI18n();
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
        aria-label={unread > 0 ? intl.formatMessage({ id: 'notifications.buttonUnread' }, { count: unread }) : intl.formatMessage({ id: 'notifications.title' })}
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
        {unread > 0 ? intl.formatMessage({ id: 'notifications.unreadLive' }, { count: unread }) : ''}
      </span>
      {open ? (
        <div className="bell__panel" id={panelId} role="region" aria-label={intl.formatMessage({ id: 'notifications.yours' })}>
          <h2 className="bell__title">{intl.formatMessage({ id: 'notifications.title' })}</h2>
          {notifications === null ? (
            firstPage.isError ? <p className="empty-state">{intl.formatMessage({ id: 'notifications.loadFailed' })}</p> : <p className="muted">{intl.formatMessage({ id: 'notifications.loading' })}</p>
          ) : notifications.length === 0 ? (
            <p className="empty-state">{intl.formatMessage({ id: 'notifications.empty' })}</p>
          ) : (
            <ul className="bell__list">
              {notifications.map((n) => {
                // In the reader's language from its code and facts; the server's text for one without a code.
                const words = notificationWords(intl, n);
                return (
                  <li key={n.id} className={`bell__item${n.read ? '' : ' bell__item--unread'}`} data-testid={`notification-${n.id}`}>
                    <span className="bell__icon" aria-hidden="true">
                      {n.icon}
                    </span>
                    <div className="bell__body">
                      <strong>
                        {n.read ? null : <span className="sr-only">{intl.formatMessage({ id: 'notifications.unreadPrefix' })} </span>}
                        {words.title}
                      </strong>
                      {words.message ? <span>{words.message}</span> : null}
                      <span className="muted bell__time">{timeAgo(intl, n.createdAt, now)}</span>
                    </div>
                    {/* Each button's name starts with its visible words, then names the notification it acts on. */}
                    <div className="bell__actions">
                      {n.read ? null : (
                        <button type="button" className="btn btn--ghost btn--small" onClick={() => markRead.mutate(n)} aria-label={intl.formatMessage({ id: 'notifications.markReadLabel' }, { title: words.title })}>
                          {intl.formatMessage({ id: 'notifications.markRead' })}
                        </button>
                      )}
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => remove.mutate(n)} aria-label={intl.formatMessage({ id: 'notifications.deleteLabel' }, { title: words.title })}>
                        {intl.formatMessage({ id: 'notifications.delete' })}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          {notifications && cursor ? (
            <button type="button" className="btn btn--ghost btn--small btn--block" onClick={showOlder} disabled={older.loading}>
              {older.loading ? intl.formatMessage({ id: 'shell.loading' }) : intl.formatMessage({ id: 'notifications.older' })}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
