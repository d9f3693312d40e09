import type { ServerSocketPayload } from '@mathquest/contracts';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { InlineLoading } from '../ui/loading-screen';
import { ParentApprovalNotice, useAccountLimited } from '../ui/parent-approval-notice';
import { messageOf } from '../../lib/api-client';
import { getSocket } from '../../lib/socket';
import { useSocket } from '../../lib/use-socket';
import { socialApi, type Friend, type FriendsList } from '../../lib/social-api';
import './social.css';

function Dot({ online }: { online: boolean }) {
  return (
    <span className={`presence-dot${online ? ' presence-dot--online' : ''}`} role="img" aria-label={online ? 'online' : 'offline'}>
      {online ? '🟢' : '⚪'}
    </span>
  );
}

/**
 * The friends list (docs/product/social.md#friends-and-presence): add by username, accept or
 * decline requests, remove; online dots kept live by friend:online / friend:offline /
 * friend:activity after join:friends; the list read again on friends:changed (the other student's
 * request, accept, decline or removal). Shown with the Friends leaderboard and on the dashboard.
 */
export function FriendsPanel({ onChanged }: { onChanged?: () => void }) {
  const [list, setList] = useState<FriendsList | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [username, setUsername] = useState('');
  const limited = useAccountLimited();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const changedRef = useRef(onChanged);
  changedRef.current = onChanged;

  useEffect(() => {
    let live = true;
    setFailed(false);
    socialApi
      .friends()
      .then((l) => {
        if (!live) return;
        setList(l);
        getSocket()?.emit('join:friends');
      })
      .catch((err: unknown) => {
        // A panel already gone (the page left, the person signed out) has nothing to report.
        if (!live) return;
        console.error('Failed to load friends', err);
        setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    const set = (userId: string, change: (f: Friend) => Friend) => setList((l) => (l ? { ...l, friends: l.friends.map((f) => (f.userId === userId ? change(f) : f)) } : l));
    const online = (p: ServerSocketPayload<'friend:online'>) => set(p.userId, (f) => ({ ...f, isOnline: true }));
    const offline = (p: ServerSocketPayload<'friend:offline'>) => set(p.userId, (f) => ({ ...f, isOnline: false, activity: null }));
    const activity = (p: ServerSocketPayload<'friend:activity'>) => set(p.userId, (f) => ({ ...f, isOnline: true, activity: { type: p.type, details: p.details ?? null } }));
    // Another student requested, accepted, declined or removed: the list is read again (a 'waiting' request becomes a friend).
    const changed = () => {
      setAttempt((n) => n + 1);
      changedRef.current?.();
    };
    socket.on('friend:online', online);
    socket.on('friend:offline', offline);
    socket.on('friend:activity', activity);
    socket.on('friends:changed', changed);
    return () => {
      socket.off('friend:online', online);
      socket.off('friend:offline', offline);
      socket.off('friend:activity', activity);
      socket.off('friends:changed', changed);
    };
  }, [socket]);

  const act = useCallback(
    async (work: () => Promise<unknown>, done: string) => {
      setBusy(true);
      setError(null);
      try {
        await work();
        setStatus(done);
        setAttempt((n) => n + 1);
        onChanged?.();
        return true;
      } catch (err) {
        console.error('Friends action failed', err);
        setError(messageOf(err, 'That did not work. Please try again.'));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onChanged],
  );

  async function onAdd(e: FormEvent) {
    e.preventDefault();
    const name = username.trim();
    if (!name) return;
    if (await act(() => socialApi.requestFriend(name), `Friend request sent to ${name}`)) setUsername('');
  }

  return (
    <section className="panel friends" aria-labelledby="friends-title" data-testid="friends-panel">
      <h2 id="friends-title">Friends</h2>
      {limited ? <ParentApprovalNotice feature="FRIENDS" /> : (
      <form className="friends__add" onSubmit={(e) => void onAdd(e)}>
        <label htmlFor="friend-username">Add a friend by username</label>
        <input id="friend-username" value={username} maxLength={20} autoComplete="off" onChange={(e) => setUsername(e.target.value)} />
        <button type="submit" className="btn btn--primary" disabled={busy || username.trim() === ''}>
          Send request
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
          <p>We could not load your friends right now.</p>
          <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : list === null ? (
        <InlineLoading message="Loading friends..." />
      ) : (
        <>
          {list.incoming.length ? (
            <>
              <h3>Friend requests</h3>
              <ul className="friends__list">
                {list.incoming.map((f) => (
                  <li key={f.userId} className="friends__row">
                    <strong>{f.displayName}</strong> <span className="muted">@{f.username}</span>
                    <button type="button" className="btn btn--primary" disabled={busy} aria-label={`Accept ${f.username}`} onClick={() => void act(() => socialApi.acceptFriend(f.userId), `You and ${f.username} are now friends`)}>
                      Accept
                    </button>
                    <button type="button" className="btn btn--secondary" disabled={busy} aria-label={`Decline ${f.username}`} onClick={() => void act(() => socialApi.declineFriend(f.userId), `Declined ${f.username}`)}>
                      Decline
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {list.friends.length === 0 ? (
            <p className="empty-state">No friends yet. Add a friend by their username!</p>
          ) : (
            <ul className="friends__list" aria-label="Your friends">
              {list.friends.map((f) => (
                <li key={f.userId} className="friends__row" data-testid={`friend-${f.username}`}>
                  <Dot online={f.isOnline} /> <strong>{f.displayName}</strong> <span className="muted">@{f.username} · Level {f.level}</span>
                  {f.isOnline && f.activity ? <span className="muted"> · {f.activity.details ? `${f.activity.type}: ${f.activity.details}` : f.activity.type}</span> : null}
                  <button type="button" className="btn btn--secondary" disabled={busy} aria-label={`Remove ${f.username}`} onClick={() => void act(() => socialApi.removeFriend(f.userId), `Removed ${f.username}`)}>
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.outgoing.length ? (
            <>
              <h3>Sent requests</h3>
              <ul className="friends__list">
                {list.outgoing.map((f) => (
                  <li key={f.userId} className="friends__row">
                    <strong>{f.displayName}</strong> <span className="muted">@{f.username} · waiting</span>
                    <button type="button" className="btn btn--secondary" disabled={busy} aria-label={`Cancel request to ${f.username}`} onClick={() => void act(() => socialApi.removeFriend(f.userId), `Request to ${f.username} cancelled`)}>
                      Cancel
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
