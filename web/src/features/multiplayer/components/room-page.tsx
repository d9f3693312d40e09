import { ROOM_ROUNDS_DEFAULT, ROOM_ROUNDS_MAX, ROOM_ROUNDS_MIN, type RoomAnswerResult, type RoomPlayer, type RoomView } from '@mathquest/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { MathText } from '../../../components/math/math-text';
import { paths } from '../../../config/paths';
import { useSession } from '../../../stores/session';
import { useLiveRoom, type LiveRoom } from '../use-live-room';
import { placeText, plural, winnerText } from '../../../lib/words';
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

  const leave = async () => {
    await live.call('room:leave', { roomCode: code });
    navigate(paths.multiplayer.getHref());
  };

  return (
    <PageShell>
      <div className="room-head">
        <h1 className="page-title">Room {code}</h1>
        <button type="button" className="btn btn--secondary" onClick={() => void leave()}>
          Leave Room
        </button>
      </div>
      <p className="sr-only" aria-live="polite" data-testid="room-announcer">
        {live.announcement}
      </p>
      {live.error && !live.room ? (
        <section className={live.error.code === 'PLAN_LIMIT_REACHED' ? 'panel plan-limit' : 'panel panel--error'} role="alert" data-testid="room-error">
          <p>{live.error.message}</p>
          <div className="button-row">
            {live.error.code === 'PLAN_LIMIT_REACHED' ? (
              <Link to={paths.plans.getHref()} className="btn btn--primary">
                See plans
              </Link>
            ) : null}
            <Link to={paths.multiplayer.getHref()} className="btn btn--secondary">
              Back to Multiplayer
            </Link>
          </div>
        </section>
      ) : !live.room ? (
        <p className="inline-loading" role="status">
          Joining room...
        </p>
      ) : (
        <RoomBody room={live.room} live={live} me={me} />
      )}
    </PageShell>
  );
}

function RoomBody({ room, live, me }: { room: RoomView; live: LiveRoom; me: string | undefined }) {
  const secondsLeft = useSecondsLeft(room.phaseEndsAt, live.clockOffset);
  if (room.status === 'LOBBY') return <Lobby room={room} live={live} me={me} />;
  if (room.status === 'FINISHED') return <Results room={room} me={me} />;
  return (
    <div className="room-grid">
      <section className="panel room-stage" aria-labelledby="room-stage-title">
        {room.status === 'STARTING' ? (
          <>
            <h2 id="room-stage-title">Get ready!</h2>
            <p className="room-countdown" data-testid="room-countdown">
              Starting in {secondsLeft ?? 0}
            </p>
          </>
        ) : (
          <>
            <div className="room-stage__head">
              <h2 id="room-stage-title">
                Round {room.round} of {room.rounds}
              </h2>
              {room.status === 'ROUND' ? (
                <p className="room-countdown" data-testid="room-countdown">
                  <span aria-hidden="true">⏱ </span>
                  {secondsLeft ?? 0}s left
                </p>
              ) : null}
            </div>
            {room.problem ? (
              <div className="room-problem">
                <p className="muted">
                  {room.problem.topic} · {room.problem.subtopic}
                </p>
                <p className="room-problem__question" data-testid="room-question">
                  <MathText text={room.problem.question} />
                </p>
                {room.problem.altText ? <p className="muted">{room.problem.altText}</p> : null}
              </div>
            ) : null}
            {room.status === 'ROUND' ? (
              <AnswerBox key={room.round} room={room} live={live} answered={room.players.find((p) => p.userId === me)?.answered ?? false} />
            ) : (
              <p className="room-review" data-testid="room-review">
                The answer was <strong>{room.correctAnswer === null ? '' : <MathText text={room.correctAnswer} />}</strong>. Next round coming up...
              </p>
            )}
          </>
        )}
      </section>
      <Scoreboard players={room.players} me={me} />
    </div>
  );
}

function Lobby({ room, live, me }: { room: RoomView; live: LiveRoom; me: string | undefined }) {
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

function AnswerBox({ room, live, answered }: { room: RoomView; live: LiveRoom; answered: boolean }) {
  const [answer, setAnswer] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<RoomAnswerResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const problem = room.problem!;

  const send = async (value: string) => {
    if (!value.trim() || sending) return;
    setSending(true);
    setError(null);
    const r = await live.call('room:answer', { roomCode: room.roomCode, round: room.round, answer: value });
    setSending(false);
    if (r.ok) setResult(r.result ?? null);
    else setError(r.message);
  };

  if (answered || (result && result.verdict !== 'nudge')) {
    return (
      <p className={result?.isCorrect ? 'room-result room-result--right' : 'room-result'} role="status" data-testid="room-result">
        {result ? (result.isCorrect ? `Correct! +${result.points} points` : 'Not quite. Wait for the answer...') : 'Answer sent!'} Waiting for the others...
      </p>
    );
  }
  return (
    <form
      className="answer-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send(answer);
      }}
    >
      {problem.choices ? (
        <div className="choice-grid" role="group" aria-label="Answer options">
          {problem.choices.map((c) => (
            <button key={c.value} type="button" className="choice" onClick={() => void send(c.value)} disabled={sending}>
              <MathText text={c.label} />
            </button>
          ))}
        </div>
      ) : null}
      <label htmlFor="room-answer" className="answer-form__label">
        Your answer
      </label>
      <div className="answer-form__row">
        <input
          id="room-answer"
          className="answer-input"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={100}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          // A new round's problem: the answer box is where the child types next.
          autoFocus
          aria-describedby={result?.verdict === 'nudge' || error ? 'room-answer-note' : undefined}
          data-testid="room-answer"
        />
        <button type="submit" className="btn btn--primary btn--large" disabled={!answer.trim() || sending}>
          {sending ? 'Checking...' : 'Submit'}
        </button>
      </div>
      {result?.verdict === 'nudge' || error ? (
        <p id="room-answer-note" className="nudge" role="alert">
          {error ?? result?.message}
        </p>
      ) : null}
    </form>
  );
}

function Scoreboard({ players, me }: { players: RoomPlayer[]; me: string | undefined }) {
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
