import { ROOM_ROUNDS_DEFAULT, ROOM_ROUNDS_MAX, ROOM_ROUNDS_MIN, type RoomView } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import type { LiveRoom } from '../use-live-room';

/** The room before the game: the players, the host's start form (topic, rounds), the others' wait. */
export function Lobby({ room, live, me }: { room: RoomView; live: LiveRoom; me: string | undefined }) {
  const isHost = room.hostId === me;
  const [topic, setTopic] = useState(room.topics[0] ?? 'Mixed');
  const [rounds, setRounds] = useState(ROOM_ROUNDS_DEFAULT);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const host = room.players.find((p) => p.isHost);

  const start = async (e: FormEvent) => {
    e.preventDefault();
    setStarting(true);
    setError(null);
    const r = await live.call('room:start', { roomCode: room.roomCode, topic, rounds });
    setStarting(false);
    if (!r.ok) setError(r.message);
  };

  return (
    <div className="room-grid">
      <section className="panel" aria-labelledby="lobby-title">
        <h2 id="lobby-title">Lobby</h2>
        <p>
          Share the code <strong className="room-code" data-testid="room-code">{room.roomCode}</strong> so others can join from Multiplayer.
        </p>
        <h3>
          Players ({room.players.length}/{room.maxPlayers})
        </h3>
        <ul className="room-players" data-testid="lobby-players">
          {room.players.map((p) => (
            <li key={p.userId}>
              {p.username}
              {p.userId === me ? ' (you)' : ''}
              {p.isHost ? <span className="badge">Host</span> : null}
              {!p.connected ? <span className="muted"> reconnecting...</span> : null}
            </li>
          ))}
        </ul>
        {room.players.length === 1 ? <p className="muted">Nobody else here yet. Share the code!</p> : null}
      </section>
      <section className="panel" aria-labelledby="settings-title">
        <h2 id="settings-title">Game settings</h2>
        {isHost ? (
          <form onSubmit={(e) => void start(e)} className="room-settings">
            <div className="field">
              <label htmlFor="room-topic">Topic</label>
              <select id="room-topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
                {room.topics.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="room-rounds">Rounds</label>
              <select id="room-rounds" value={rounds} onChange={(e) => setRounds(Number(e.target.value))}>
                {Array.from({ length: ROOM_ROUNDS_MAX - ROOM_ROUNDS_MIN + 1 }, (_, i) => ROOM_ROUNDS_MIN + i).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <p className="muted">Each round lasts {room.roundSeconds} seconds.</p>
            <button type="submit" className="btn btn--primary btn--large" disabled={starting}>
              {starting ? 'Starting...' : 'Start Game'}
            </button>
            {error ? (
              <p className="form__error" role="alert">
                {error}
              </p>
            ) : null}
          </form>
        ) : (
          <p role="status">Waiting for {host?.username ?? 'the host'} to start the game...</p>
        )}
      </section>
    </div>
  );
}

