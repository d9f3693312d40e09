import { MULTIPLAYER_PREMIUM_MESSAGE } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { paths } from '../../../config/paths';
import { getSocket } from '../../../lib/socket';
import { useSession } from '../../../stores/session';
import { roomCall } from '../use-live-room';

/** Room codes are exactly 6 characters, shown and sent upper-case. */
export const ROOM_CODE_LENGTH = 6;

export function normaliseRoomCode(raw: string): string {
  return raw.toUpperCase().slice(0, ROOM_CODE_LENGTH);
}

/** Free-plan students have 'no multiplayer' (docs/product/accounts.md); teachers may host their class. */
export function mayPlayRooms(user: { plan?: string; role?: string } | null | undefined): boolean {
  return !!user && (user.plan !== 'FREE' || user.role === 'TEACHER');
}

/**
 * /multiplayer: the lobby. Create Room opens a live room (docs/product/realtime.md#live-rooms) and
 * goes to it; joining takes a 6-character code and opens /room/{code}. Free-plan students see the
 * plan's 'no multiplayer' notice instead of Create Room.
 */
export default function LobbyPage() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const [code, setCode] = useState('');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const canJoin = code.length === ROOM_CODE_LENGTH;
  const allowed = mayPlayRooms(user);

  const create = async () => {
    setCreating(true);
    setCreateError(null);
    const r = await roomCall(getSocket(), 'room:create', {});
    setCreating(false);
    if (r.ok) navigate(paths.room.getHref(r.room.roomCode));
    else setCreateError(r.message);
  };

  const join = (e: FormEvent) => {
    e.preventDefault();
    if (canJoin) navigate(paths.room.getHref(code));
  };

  return (
    <PageShell back={{ to: paths.home.getHref(), label: 'Back to Home' }}>
      <h1 className="page-title">Multiplayer Battle</h1>
      <p>Challenge a friend in a live maths battle.</p>
      <div className="plan-grid">
        <section className="plan-card" aria-labelledby="create-room-title">
          <h2 id="create-room-title">Create a room</h2>
          <p>Start a battle and share its code with your friends or your class (up to 30 players).</p>
          {allowed ? (
            <button type="button" className="btn btn--primary btn--block" onClick={() => void create()} disabled={creating} aria-busy={creating}>
              {creating ? 'Creating...' : 'Create Room'}
            </button>
          ) : (
            <div className="panel plan-limit" role="note" data-testid="plan-limit">
              <p>{MULTIPLAYER_PREMIUM_MESSAGE}</p>
              <Link to={paths.plans.getHref()} className="btn btn--primary">
                See plans
              </Link>
            </div>
          )}
          {createError ? (
            <p className="form__error" role="alert">
              {createError}
            </p>
          ) : null}
        </section>
        <section className="plan-card" aria-labelledby="join-room-title">
          <h2 id="join-room-title">Join a room</h2>
          <form onSubmit={join} className="field">
            <label htmlFor="room-code">Room code</label>
            <input
              id="room-code"
              name="roomCode"
              value={code}
              onChange={(e) => setCode(normaliseRoomCode(e.target.value))}
              maxLength={ROOM_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABC123"
              aria-describedby="room-code-help"
            />
            <small id="room-code-help">6 characters</small>
            <button type="submit" className="btn btn--secondary btn--block" disabled={!canJoin}>
              Join
            </button>
          </form>
        </section>
      </div>
    </PageShell>
  );
}
