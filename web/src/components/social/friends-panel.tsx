import type { ServerSocketPayload } from '@mathquest/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { InlineLoading } from '../ui/loading-screen';
import { ParentApprovalNotice, useAccountLimited } from '../ui/parent-approval-notice';
import { errorFactsOf, wordError } from '../../i18n/server-error';
import { useI18n } from '../../i18n/use-i18n';
import { useLoggedFailure } from '../../lib/use-logged-failure';
import { useSocket } from '../../lib/use-socket';
import { updateFriend, useAcceptFriend, useDeclineFriend, useFriends, useRemoveFriend, useRequestFriend } from './friends-queries';
import './social.css';

function Dot({ online }: { online: boolean }) {
  const intl = useI18n();
  return (
    <span className={`presence-dot${online ? ' presence-dot--online' : ''}`} role="img" aria-label={intl.formatMessage({ id: 'friends.presence' }, { online: String(online) })}>
      {online ? '🟢' : '⚪'}
    </span>
  );
}

/**
 * The friends list (docs/product/social.md#friends-and-presence): add by username, accept or
 * decline requests, remove; online dots kept live by friend:online / friend:offline /
 * friend:activity after join:friends; the list read again on friends:changed (the other student's
 * request, accept, decline or removal; bound with the socket in lib/realtime-events.ts). Shown
 * with the Friends leaderboard and on the dashboard, so its words are in the core catalogue
 * (`friends.*`).
 */
export function FriendsPanel() {
  const intl = useI18n();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, error: loadError, refetch } = useFriends();
  const list = data ?? null;
  const failed = loadError !== null && data === undefined;
  useLoggedFailure(loadError, 'Failed to load friends');
  const requestFriend = useRequestFriend();
  const acceptFriend = useAcceptFriend();
  const declineFriend = useDeclineFriend();
  const removeFriend = useRemoveFriend();
  const [username, setUsername] = useState('');
  const limited = useAccountLimited();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    const online = (p: ServerSocketPayload<'friend:online'>) => updateFriend(p.userId, (f) => ({ ...f, isOnline: true }));
    const offline = (p: ServerSocketPayload<'friend:offline'>) => updateFriend(p.userId, (f) => ({ ...f, isOnline: false, activity: null }));
    const activity = (p: ServerSocketPayload<'friend:activity'>) => updateFriend(p.userId, (f) => ({ ...f, isOnline: true, activity: { type: p.type, details: p.details ?? null } }));
    socket.on('friend:online', online);
    socket.on('friend:offline', offline);
    socket.on('friend:activity', activity);
    return () => {
      socket.off('friend:online', online);
      socket.off('friend:offline', offline);
      socket.off('friend:activity', activity);
    };
  }, [socket]);

  async function act(work: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await work();
      setStatus(done);
      return true;
    } catch (err) {
      console.error('Friends action failed', err);
      setError(wordError(intl, errorFactsOf(err), 'friends.failed'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    const name = username.trim();
    if (!name) return;
    if (await act(() => requestFriend.mutateAsync(name), t('friends.sent', { name }))) setUsername('');
  }

  return (
    <section className="panel friends" aria-labelledby="friends-title" data-testid="friends-panel">
      <h2 id="friends-title">{t('friends.title')}</h2>
      {limited ? <ParentApprovalNotice feature="FRIENDS" /> : (
      <form className="friends__add" onSubmit={(e) => void onAdd(e)}>
        <label htmlFor="friend-username">{t('friends.add')}</label>
        <input id="friend-username" value={username} maxLength={20} autoComplete="off" onChange={(e) => setUsername(e.target.value)} />
        <button type="submit" className="btn btn--primary" disabled={busy || username.trim() === ''}>
          {t('friends.send')}
        </button>
      </form>
      )}
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {failed ? (
        <div className="panel--error" role="alert">
          <p>{t('friends.loadFailed')}</p>
          <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
            {t('friends.retry')}
          </button>
        </div>
      ) : list === null ? (
        <InlineLoading message={t('friends.loading')} />
      ) : (
        <>
          {list.incoming.length ? (
            <>
              <h3>{t('friends.incoming')}</h3>
              <ul className="friends__list">
                {list.incoming.map((f) => (
                  <li key={f.userId} className="friends__row">
                    <strong>{f.displayName}</strong> <span className="muted">@{f.username}</span>
                    <button type="button" className="btn btn--primary" disabled={busy} aria-label={t('friends.acceptLabel', { name: f.username })} onClick={() => void act(() => acceptFriend.mutateAsync(f.userId), t('friends.accepted', { name: f.username }))}>
                      {t('friends.accept')}
                    </button>
                    <button type="button" className="btn btn--secondary" disabled={busy} aria-label={t('friends.declineLabel', { name: f.username })} onClick={() => void act(() => declineFriend.mutateAsync(f.userId), t('friends.declined', { name: f.username }))}>
                      {t('friends.decline')}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {list.friends.length === 0 ? (
            <p className="empty-state">{t('friends.empty')}</p>
          ) : (
            <ul className="friends__list" aria-label={t('friends.list')}>
              {list.friends.map((f) => (
                <li key={f.userId} className="friends__row" data-testid={`friend-${f.username}`}>
                  <Dot online={f.isOnline} /> <strong>{f.displayName}</strong> <span className="muted">{t('friends.handleLevel', { username: f.username, level: f.level })}</span>
                  {f.isOnline && f.activity ? <span className="muted"> · {f.activity.details ? `${f.activity.type}: ${f.activity.details}` : f.activity.type}</span> : null}
                  <button type="button" className="btn btn--secondary" disabled={busy} aria-label={t('friends.removeLabel', { name: f.username })} onClick={() => void act(() => removeFriend.mutateAsync(f.userId), t('friends.removed', { name: f.username }))}>
                    {t('friends.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.outgoing.length ? (
            <>
              <h3>{t('friends.outgoing')}</h3>
              <ul className="friends__list">
                {list.outgoing.map((f) => (
                  <li key={f.userId} className="friends__row">
                    <strong>{f.displayName}</strong> <span className="muted">{t('friends.waiting', { username: f.username })}</span>
                    <button type="button" className="btn btn--secondary" disabled={busy} aria-label={t('friends.cancelLabel', { name: f.username })} onClick={() => void act(() => removeFriend.mutateAsync(f.userId), t('friends.cancelled', { name: f.username }))}>
                      {t('friends.cancel')}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
