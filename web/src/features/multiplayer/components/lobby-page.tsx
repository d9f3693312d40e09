import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { paths } from '../../../config/paths';

/** Room codes are exactly 6 characters, shown and sent upper-case. */
export const ROOM_CODE_LENGTH = 6;

export function normaliseRoomCode(raw: string): string {
  return raw.toUpperCase().slice(0, ROOM_CODE_LENGTH);
}

/**
 * /multiplayer: the lobby. Creating a room is not available yet (an alert says so);
 * joining takes a 6-character code and opens /room/{code}.
 */
export default function LobbyPage() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const canJoin = code.length === ROOM_CODE_LENGTH;

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
          <p>Start a battle and share its code with a friend.</p>
          <button type="button" className="btn btn--primary btn--block" onClick={() => window.alert('Creating rooms is coming soon!')}>
            Create Room
          </button>
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
