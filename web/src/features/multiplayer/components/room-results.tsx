import { useI18n } from '../../../i18n/use-i18n';
import type { RoomPlayer, RoomView } from '@mathquest/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { placeOf, winnerText } from '../room-words';

/** The live scoreboard: rank, name, answered mark, reconnecting note, score. */
export function Scoreboard({ players, me }: { players: RoomPlayer[]; me: string | undefined }) {
  const intl = useI18n('multiplayer');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section className="panel room-scoreboard" aria-labelledby="scoreboard-title">
      <h2 id="scoreboard-title">{t('multiplayer.board.title')}</h2>
      <ol className="room-board" data-testid="room-scoreboard">
        {players.map((p) => (
          <li key={p.userId} className={p.userId === me ? 'room-board__me' : undefined} data-testid="room-score-row">
            <span className="room-board__rank">{t('multiplayer.board.rank', { rank: p.rank })}</span>
            <span className="room-board__name">
              {p.username}
              {p.userId === me ? ` ${t('multiplayer.you')}` : ''}
              {p.answered ? <span aria-label={t('multiplayer.board.answered')}> ✓</span> : null}
              {!p.connected ? <span className="muted"> {t('multiplayer.reconnecting')}</span> : null}
            </span>
            <span className="room-board__score" data-testid="room-score">
              {intl.formatNumber(p.score)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

const MEDALS = ['🥇', '🥈', '🥉'];

export function Results({ room, me }: { room: RoomView; me: string | undefined }) {
  const intl = useI18n('multiplayer');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const podium = room.players.slice(0, 3);
  return (
    <div className="room-results">
      <section className="panel" aria-labelledby="results-title">
        <h2 id="results-title">{t('multiplayer.results.title')}</h2>
        <p className="room-results__winner" data-testid="room-winner">
          {winnerText(intl, room.players)}
        </p>
        <ol className="room-podium" aria-label={t('multiplayer.results.podium')} data-testid="room-podium">
          {podium.map((p) => (
            <li key={p.userId} className={`room-podium__step room-podium__step--${p.rank}`}>
              <span aria-hidden="true" className="room-podium__medal">
                {MEDALS[p.rank - 1] ?? '🏅'}
              </span>
              <span className="room-podium__name">
                {p.username}
                {p.userId === me ? ` ${t('multiplayer.you')}` : ''}
              </span>
              <span data-testid="room-place">
                {placeOf(intl, p.rank, room.players)} · {t('multiplayer.results.points', { count: p.score })}
              </span>
              <span className="sr-only">{p.rank === 1 ? t('multiplayer.results.winner') : ''}</span>
            </li>
          ))}
        </ol>
        <p>{t('multiplayer.results.lastAnswer', { answer: room.correctAnswer ?? '' })}</p>
        <Link to={paths.multiplayer.getHref()} className="btn btn--primary">
          {t('multiplayer.results.again')}
        </Link>
      </section>
      <Scoreboard players={room.players} me={me} />
    </div>
  );
}
