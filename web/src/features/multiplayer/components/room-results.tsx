import type { RoomPlayer, RoomView } from '@mathquest/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { placeText, plural, winnerText } from '../../../utils/words';

/** The live scoreboard: rank, name, answered mark, reconnecting note, score. */
export function Scoreboard({ players, me }: { players: RoomPlayer[]; me: string | undefined }) {
  return (
    <section className="panel room-scoreboard" aria-labelledby="scoreboard-title">
      <h2 id="scoreboard-title">Scoreboard</h2>
      <ol className="room-board" data-testid="room-scoreboard">
        {players.map((p) => (
          <li key={p.userId} className={p.userId === me ? 'room-board__me' : undefined} data-testid="room-score-row">
            <span className="room-board__rank">{p.rank}.</span>
            <span className="room-board__name">
              {p.username}
              {p.userId === me ? ' (you)' : ''}
              {p.answered ? <span aria-label="answered"> ✓</span> : null}
              {!p.connected ? <span className="muted"> reconnecting...</span> : null}
            </span>
            <span className="room-board__score" data-testid="room-score">
              {p.score}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

const MEDALS = ['🥇', '🥈', '🥉'];

export function Results({ room, me }: { room: RoomView; me: string | undefined }) {
  const podium = room.players.slice(0, 3);
  return (
    <div className="room-results">
      <section className="panel" aria-labelledby="results-title">
        <h2 id="results-title">Results</h2>
        <p className="room-results__winner" data-testid="room-winner">
          {winnerText(room.players)}
        </p>
        <ol className="room-podium" aria-label="Podium" data-testid="room-podium">
          {podium.map((p) => (
            <li key={p.userId} className={`room-podium__step room-podium__step--${p.rank}`}>
              <span aria-hidden="true" className="room-podium__medal">
                {MEDALS[p.rank - 1] ?? '🏅'}
              </span>
              <span className="room-podium__name">
                {p.username}
                {p.userId === me ? ' (you)' : ''}
              </span>
              <span data-testid="room-place">
                {placeText(p.rank, room.players)} · {plural(p.score, 'point')}
              </span>
              <span className="sr-only">{p.rank === 1 ? 'Winner' : ''}</span>
            </li>
          ))}
        </ol>
        <p>The last answer was {room.correctAnswer}.</p>
        <Link to={paths.multiplayer.getHref()} className="btn btn--primary">
          Play again
        </Link>
      </section>
      <Scoreboard players={room.players} me={me} />
    </div>
  );
}
