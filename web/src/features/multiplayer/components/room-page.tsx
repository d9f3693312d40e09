import { useI18n } from '../../../i18n/use-i18n';
import type { RoomView } from '@mathquest/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { MathText } from '../../../components/math/math-text';
import { paths } from '../../../config/paths';
import { useSession } from '../../../stores/session';
import { useLiveRoom, type LiveRoom } from '../use-live-room';
import { roomErrorText } from '../room-error';
import { AnswerBox } from './room-answer-box';
import { RoomProblemView } from './room-problem';
import { Lobby } from './room-lobby';
import { Results, Scoreboard } from './room-results';
import '../rooms.css';

/** Seconds left until `endsAt` on the server's clock (never negative). */
function useSecondsLeft(endsAt: string | null, clockOffset: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [endsAt]);
  if (!endsAt) return null;
  return Math.max(0, Math.ceil((new Date(endsAt).getTime() - (now + clockOffset)) / 1000));
}

/**
 * /room/{roomCode}: a live room (docs/product/realtime.md#live-rooms). The lobby lists who is in
 * and gives the host the topic, the number of rounds and Start; each round shows the same problem
 * to everyone with a countdown and an answer box; the scoreboard moves as answers land; the end
 * shows a podium. Round changes and the scoreboard are announced politely to screen readers.
 */
export default function RoomPage() {
  const { roomCode = '' } = useParams();
  const code = roomCode.toUpperCase();
  const me = useSession((s) => s.user?.id);
  const live = useLiveRoom(code, me);
  const navigate = useNavigate();
  const intl = useI18n('multiplayer');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const leave = async () => {
    await live.call('room:leave', { roomCode: code });
    navigate(paths.multiplayer.getHref());
  };

  return (
    <PageShell>
      <div className="room-head">
        <h1 className="page-title">{t('multiplayer.room.title', { code })}</h1>
        <button type="button" className="btn btn--secondary" onClick={() => void leave()}>
          {t('multiplayer.room.leave')}
        </button>
      </div>
      <p className="sr-only" aria-live="polite" data-testid="room-announcer">
        {live.announcement}
      </p>
      {live.error && !live.room ? (
        <section className={live.error.code === 'PLAN_LIMIT_REACHED' ? 'panel plan-limit' : 'panel panel--error'} role="alert" data-testid="room-error">
          <p>{roomErrorText(intl, live.error)}</p>
          <div className="button-row">
            {live.error.code === 'PLAN_LIMIT_REACHED' ? (
              <Link to={paths.plans.getHref()} className="btn btn--primary">
                {t('multiplayer.plans')}
              </Link>
            ) : null}
            <Link to={paths.multiplayer.getHref()} className="btn btn--secondary">
              {t('multiplayer.room.back')}
            </Link>
          </div>
        </section>
      ) : !live.room ? (
        <p className="inline-loading" role="status">
          {t('multiplayer.room.joining')}
        </p>
      ) : (
        <RoomBody room={live.room} live={live} me={me} />
      )}
    </PageShell>
  );
}

function RoomBody({ room, live, me }: { room: RoomView; live: LiveRoom; me: string | undefined }) {
  const secondsLeft = useSecondsLeft(room.phaseEndsAt, live.clockOffset);
  const intl = useI18n('multiplayer');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (room.status === 'LOBBY') return <Lobby room={room} live={live} me={me} />;
  if (room.status === 'FINISHED') return <Results room={room} me={me} />;
  return (
    <div className="room-grid">
      <section className="panel room-stage" aria-labelledby="room-stage-title">
        {room.status === 'STARTING' ? (
          <>
            <h2 id="room-stage-title">{t('multiplayer.room.getReady')}</h2>
            <p className="room-countdown" data-testid="room-countdown">
              {t('multiplayer.room.startingIn', { seconds: secondsLeft ?? 0 })}
            </p>
          </>
        ) : (
          <>
            <div className="room-stage__head">
              <h2 id="room-stage-title">
                {t('multiplayer.room.round', { round: room.round, rounds: room.rounds })}
              </h2>
              {room.status === 'ROUND' ? (
                <p className="room-countdown" data-testid="room-countdown">
                  <span aria-hidden="true">⏱ </span>
                  {t('multiplayer.room.secondsLeft', { seconds: secondsLeft ?? 0 })}
                </p>
              ) : null}
            </div>
            {room.problem ? <RoomProblemView problem={room.problem} /> : null}
            {room.status === 'ROUND' ? (
              <AnswerBox key={room.round} room={room} live={live} answered={room.players.find((p) => p.userId === me)?.answered ?? false} />
            ) : (
              <p className="room-review" data-testid="room-review">
                {intl.formatMessage(
                  { id: 'multiplayer.room.review' },
                  { answer: <strong key="answer">{room.correctAnswer === null ? '' : <MathText text={room.correctAnswer} />}</strong> },
                )}
              </p>
            )}
          </>
        )}
      </section>
      <Scoreboard players={room.players} me={me} />
    </div>
  );
}
