import { CHALLENGE_TOPICS, type ChallengeTopic } from '@mathquest/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AvatarFigure, type AvatarLook } from '../../../components/avatar/avatar-figure';
import { PageShell } from '../../../components/layouts/page-shell';
import { UserHeader } from '../../../components/layouts/user-header';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { challengeNotices } from '../../../lib/socket';
import { challengesApi, type Challenge, type ChallengeStatus } from '../../../lib/challenges-api';
import { engagementApi } from '../../../lib/engagement-api';
import { useSession } from '../../../stores/session';
import { Tabs } from '../../../components/ui/tabs';
import { useChallengeEvents } from '../../../stores/challenge-events';
import { amountText, challengeStats, outcomeFor, prizePool } from '../../../lib/challenge-rules';
import '../../../styles/adventure.css';
import '../challenges.css';

const PANEL_ID = 'challenges-panel';
const TABS: ReadonlyArray<{ value: ChallengeStatus; label: string }> = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'COMPLETED', label: 'History' },
];
const EMPTY: Record<ChallengeStatus, string> = { ACTIVE: 'No active challenges', PENDING: 'No pending challenges', COMPLETED: 'No battle history' };
const PROBLEM_COUNTS = [3, 5, 10, 15, 20];
const TIME_LIMITS = [15, 30, 60, 120];

type Lists = Record<ChallengeStatus, Challenge[]>;

/** The challenge's problem href on the practice screen (docs/product/social.md#challenges--built). */
export const challengePlayHref = (sessionId: string, challengeId: string) => `${paths.soloPlay.getHref()}?mode=challenge&sessionId=${encodeURIComponent(sessionId)}&challengeId=${encodeURIComponent(challengeId)}`;

/** /challenges, the Challenge Arena (docs/product/social.md#challenges--built). */
export default function ChallengesPage() {
  const navigate = useNavigate();
  const me = useSession((s) => s.user?.id ?? '');
  const tick = useChallengeEvents((s) => s.tick);
  const [lists, setLists] = useState<Lists | null>(null);
  const [level, setLevel] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [tab, setTab] = useState<ChallengeStatus>('ACTIVE');
  const [details, setDetails] = useState<Challenge | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    Promise.all([challengesApi.list('ACTIVE'), challengesApi.list('PENDING'), challengesApi.list('COMPLETED')])
      .then(([ACTIVE, PENDING, COMPLETED]) => live && setLists({ ACTIVE, PENDING, COMPLETED }))
      .catch((err: unknown) => {
        console.error('Failed to load challenges', err);
        if (live) setError(messageOf(err, 'We could not load your challenges right now.'));
      });
    return () => {
      live = false;
    };
  }, [attempt, tick]);

  useEffect(() => {
    engagementApi
      .dashboardStats()
      .then((s) => setLevel(s.level))
      .catch((err: unknown) => console.error('Failed to load the dashboard stats', err));
  }, []);

  const reload = () => setAttempt((n) => n + 1);

  async function act(c: Challenge, what: 'accept' | 'decline' | 'start') {
    setBusy(`${what}:${c.id}`);
    setActionError(null);
    try {
      if (what === 'start') {
        const started = await challengesApi.start(c.id);
        navigate(challengePlayHref(started.session.id, c.id));
        return;
      }
      if (what === 'accept') {
        await challengesApi.accept(c.id);
        challengeNotices.accepted(c.id, c.challengerId);
        setStatus(`You accepted ${c.challengerName}'s challenge. Start Battle when you are ready!`);
        setTab('ACTIVE');
      } else {
        await challengesApi.decline(c.id);
        challengeNotices.declined(c.id, c.challengerId);
        setStatus(`You declined ${c.challengerName}'s challenge.`);
      }
      setDetails(null);
      reload();
    } catch (err) {
      console.error(`Failed to ${what} the challenge`, err);
      setActionError(messageOf(err, 'That did not work. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  const stats = lists ? challengeStats(lists.COMPLETED, me) : null;

  return (
    <PageShell header={<UserHeader />} back={{ to: paths.home.getHref(), label: 'Home' }}>
      <div className="challenges__head">
        <h1 className="page-title">Challenge Arena</h1>
      </div>
      <p className="sr-only" role="status" aria-live="polite" data-testid="challenge-status">
        {status}
      </p>
      {status ? <p className="panel challenges__notice">{status}</p> : null}

      <section className="challenge-stats" aria-label="Your battle stats">
        <div className="stat-tile" data-testid="stat-wins">
          <span className="stat-tile__label">Wins</span>
          <strong>{stats ? stats.wins : '–'}</strong>
        </div>
        <div className="stat-tile" data-testid="stat-total">
          <span className="stat-tile__label">Total Battles</span>
          <strong>{stats ? stats.total : '–'}</strong>
        </div>
        <div className="stat-tile" data-testid="stat-win-rate">
          <span className="stat-tile__label">Win Rate</span>
          <strong>{stats ? `${stats.winRate}%` : '–'}</strong>
        </div>
        <div className="stat-tile" data-testid="stat-level">
          <span className="stat-tile__label">Level</span>
          <strong>{level ?? '–'}</strong>
        </div>
      </section>

      <SendChallenge onSent={(c) => {
        setStatus(`Challenge sent to ${c.opponentName}!`);
        setTab('PENDING');
        reload();
      }} />

      {actionError ? (
        <div className="panel--error" role="alert" data-testid="challenge-error">
          {actionError}
        </div>
      ) : null}

      {error ? (
        <div className="panel--error" role="alert">
          <p>{error}</p>
          <button type="button" className="btn btn--primary" onClick={reload}>
            Try again
          </button>
        </div>
      ) : !lists ? (
        <InlineLoading message="Loading challenges..." />
      ) : (
        <>
          <Tabs
            label="Challenges"
            idPrefix="challenges-tab"
            panelId={PANEL_ID}
            value={tab}
            onChange={setTab}
            options={TABS.map((t) => ({ value: t.value, label: `${t.label} (${lists[t.value].length})` }))}
          />
          <section id={PANEL_ID} role="tabpanel" aria-labelledby={`challenges-tab-${tab}`} className="panel" data-testid={`challenges-${tab.toLowerCase()}`}>
            {lists[tab].length === 0 ? (
              <p className="empty-state">{EMPTY[tab]}</p>
            ) : (
              <ul className="challenge-list">
                {lists[tab].map((c) => (
                  <li key={c.id} className="challenge-card" data-testid={`challenge-${c.id}`}>
                    {tab === 'COMPLETED' ? (
                      <HistoryRow c={c} me={me} onDetails={() => setDetails(c)} />
                    ) : (
                      <ChallengeCard c={c} me={me} busy={busy} onAct={(what) => void act(c, what)} onDetails={() => setDetails(c)} />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      {details ? <DetailsDialog c={details} me={me} busy={busy} onAct={(what) => void act(details, what)} onClose={() => setDetails(null)} /> : null}
    </PageShell>
  );
}

function vsText(c: Challenge, me: string): string {
  return c.challengerId === me ? `You vs ${c.opponentName}` : `${c.challengerName} vs You`;
}

function Facts({ c }: { c: Challenge }) {
  return (
    <dl className="challenge-facts">
      <div>
        <dt>Topic</dt>
        <dd>{c.topic}</dd>
      </div>
      <div>
        <dt>Problems</dt>
        <dd>{c.problemCount}</dd>
      </div>
      <div>
        <dt>Time limit</dt>
        <dd>{c.timeLimit}s per problem</dd>
      </div>
      <div>
        <dt>Wager</dt>
        <dd>{amountText(c.wagerCoins, c.wagerGems)}</dd>
      </div>
    </dl>
  );
}

/** Both sides' avatars, drawn from the items each wears (docs/adr/0129), challenger first. */
function Faces({ c }: { c: Challenge }) {
  return (
    <div className="challenge-card__faces" data-testid={`faces-${c.id}`}>
      <Face look={c.challengerLook} name={c.challengerName} />
      <span className="challenge-card__vs" aria-hidden="true">
        VS
      </span>
      <Face look={c.opponentLook} name={c.opponentName} />
    </div>
  );
}

function Face({ look, name, size = 48 }: { look: AvatarLook; name: string; size?: number }) {
  return (
    <span className="challenge-card__face" data-testid="side-avatar">
      <AvatarFigure look={look} size={size} label={`${name}'s avatar`} />
    </span>
  );
}

function ChallengeCard({ c, me, busy, onAct, onDetails }: { c: Challenge; me: string; busy: string | null; onAct: (what: 'accept' | 'decline' | 'start') => void; onDetails: () => void }) {
  const incoming = c.status === 'PENDING' && c.opponentId === me;
  const other = c.challengerId === me ? c.opponentName : c.challengerName;
  return (
    <>
      <Faces c={c} />
      <h2 className="challenge-card__title">{incoming ? `${c.challengerName} challenged you!` : vsText(c, me)}</h2>
      <Facts c={c} />
      {c.status === 'ACTIVE' ? <p className="challenge-card__pool">Prize pool: {prizePool(c)}</p> : null}
      <div className="button-row">
        {incoming ? (
          <>
            <button type="button" className="btn btn--primary" disabled={busy !== null} onClick={() => onAct('accept')} data-testid={`accept-${c.id}`}>
              {busy === `accept:${c.id}` ? 'Accepting...' : 'Accept'}
            </button>
            <button type="button" className="btn btn--ghost" disabled={busy !== null} onClick={() => onAct('decline')} data-testid={`decline-${c.id}`}>
              Decline
            </button>
          </>
        ) : c.status === 'PENDING' ? (
          <p className="muted">Waiting for {other} to answer</p>
        ) : c.playedByMe ? (
          <p className="muted">You have played. Waiting for {other}...</p>
        ) : (
          <button type="button" className="btn btn--primary" disabled={busy !== null} onClick={() => onAct('start')} data-testid={`start-${c.id}`}>
            {busy === `start:${c.id}` ? 'Starting...' : 'Start Battle'}
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={onDetails} data-testid={`details-${c.id}`}>
          Details
        </button>
      </div>
    </>
  );
}

function HistoryRow({ c, me, onDetails }: { c: Challenge; me: string; onDetails: () => void }) {
  const outcome = outcomeFor(c, me);
  const mine = c.challengerId === me ? c.challengerScore : c.opponentScore;
  const theirs = c.challengerId === me ? c.opponentScore : c.challengerScore;
  return (
    <div className="challenge-history">
      <strong className={`outcome outcome--${outcome.toLowerCase()}`} data-testid={`outcome-${c.id}`}>
        {outcome}
      </strong>
      <span>
        vs {c.challengerId === me ? c.opponentName : c.challengerName} · {c.topic} · {mine ?? 0} to {theirs ?? 0}
      </span>
      <button type="button" className="btn btn--secondary" onClick={onDetails} data-testid={`details-${c.id}`}>
        Details
      </button>
    </div>
  );
}

function Side({ title, name, look, level, score, accuracy, time }: { title: string; name: string; look: AvatarLook; level: number; score: number | null; accuracy: number | null; time: number | null }) {
  return (
    <div className="challenge-side">
      <h3>{title}</h3>
      <Face look={look} name={name} size={64} />
      <p>
        {name} · Level {level}
      </p>
      <p>Score: {score ?? '–'}</p>
      <p>Accuracy: {accuracy === null ? '–' : `${accuracy}%`}</p>
      <p>Time: {time === null ? '–' : `${time}s`}</p>
    </div>
  );
}

function DetailsDialog({ c, me, busy, onAct, onClose }: { c: Challenge; me: string; busy: string | null; onAct: (what: 'accept' | 'decline' | 'start') => void; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const incoming = c.status === 'PENDING' && c.opponentId === me;
  return (
    <div className="dialog-backdrop" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="challenge-details-title" tabIndex={-1} ref={ref} data-testid="challenge-details">
        <h2 id="challenge-details-title">{c.status === 'COMPLETED' ? outcomeFor(c, me) : vsText(c, me)}</h2>
        <Facts c={c} />
        {c.status === 'ACTIVE' ? <p>Prize pool: {prizePool(c)}</p> : null}
        <div className="challenge-sides">
          <Side title="Challenger" name={c.challengerName} look={c.challengerLook} level={c.challengerLevel} score={c.challengerScore} accuracy={c.challengerAccuracy} time={c.challengerTime} />
          <Side title="Opponent" name={c.opponentName} look={c.opponentLook} level={c.opponentLevel} score={c.opponentScore} accuracy={c.opponentAccuracy} time={c.opponentTime} />
        </div>
        <div className="button-row">
          {incoming ? (
            <>
              <button type="button" className="btn btn--primary" disabled={busy !== null} onClick={() => onAct('accept')}>
                Accept
              </button>
              <button type="button" className="btn btn--ghost" disabled={busy !== null} onClick={() => onAct('decline')}>
                Decline
              </button>
            </>
          ) : null}
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}

/** The send form: a username (or Find Opponent's pick), topic, problems, time limit and the wager. */
function SendChallenge({ onSent }: { onSent: (c: Challenge) => void }) {
  const [username, setUsername] = useState('');
  const [topic, setTopic] = useState<ChallengeTopic>(CHALLENGE_TOPICS[0]);
  const [problemCount, setProblemCount] = useState(5);
  const [timeLimit, setTimeLimit] = useState(30);
  const [wagerCoins, setWagerCoins] = useState('0');
  const [wagerGems, setWagerGems] = useState('0');
  const [sending, setSending] = useState(false);
  const [finding, setFinding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState('');

  const whole = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN);

  async function findOpponent() {
    setFinding(true);
    setError(null);
    setFound('');
    try {
      const { opponent } = await challengesApi.findOpponent();
      if (opponent) {
        setUsername(opponent.username);
        setFound(`Found ${opponent.username} (Level ${opponent.level}) online. Send them a challenge!`);
      } else setFound('No one is online right now. Try again soon, or challenge a friend by username.');
    } catch (err) {
      console.error('Failed to find an opponent', err);
      setError(messageOf(err, 'We could not look for an opponent right now.'));
    } finally {
      setFinding(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const coins = whole(wagerCoins);
    const gems = whole(wagerGems);
    if (!username.trim()) return setError('Enter the username of the player to challenge.');
    if (Number.isNaN(coins) || Number.isNaN(gems)) return setError('Wagers are whole numbers of coins and gems (0 for none).');
    setSending(true);
    setError(null);
    try {
      const c = await challengesApi.send({ username: username.trim(), topic, problemCount, timeLimit, wagerCoins: coins, wagerGems: gems });
      challengeNotices.sent(c.opponentId, c.id);
      setUsername('');
      setFound('');
      onSent(c);
    } catch (err) {
      console.error('Failed to send the challenge', err);
      setError(messageOf(err, 'The challenge could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="panel challenge-send" aria-labelledby="send-title">
      <div className="challenge-send__head">
        <h2 id="send-title">Send a Challenge</h2>
        <button type="button" className="btn btn--secondary" disabled={finding} onClick={() => void findOpponent()} data-testid="find-opponent">
          {finding ? 'Finding...' : 'Find Opponent'}
        </button>
      </div>
      {found ? (
        <p className="muted" role="status" data-testid="found-opponent">
          {found}
        </p>
      ) : null}
      <form className="challenge-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor="challenge-username">Username</label>
        <input id="challenge-username" value={username} maxLength={20} autoComplete="off" onChange={(e) => setUsername(e.target.value)} />
        <label htmlFor="challenge-topic">Topic</label>
        <select id="challenge-topic" value={topic} onChange={(e) => setTopic(e.target.value as ChallengeTopic)}>
          {CHALLENGE_TOPICS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        <label htmlFor="challenge-problems">Problems</label>
        <select id="challenge-problems" value={problemCount} onChange={(e) => setProblemCount(Number(e.target.value))}>
          {PROBLEM_COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <label htmlFor="challenge-time">Time limit per problem</label>
        <select id="challenge-time" value={timeLimit} onChange={(e) => setTimeLimit(Number(e.target.value))}>
          {TIME_LIMITS.map((n) => (
            <option key={n} value={n}>
              {n} seconds
            </option>
          ))}
        </select>
        <label htmlFor="challenge-coins">Wager coins</label>
        <input id="challenge-coins" inputMode="numeric" value={wagerCoins} onChange={(e) => setWagerCoins(e.target.value)} />
        <label htmlFor="challenge-gems">Wager gems</label>
        <input id="challenge-gems" inputMode="numeric" value={wagerGems} onChange={(e) => setWagerGems(e.target.value)} />
        <button type="submit" className="btn btn--primary" disabled={sending} data-testid="send-challenge">
          {sending ? 'Sending...' : 'Send Challenge'}
        </button>
      </form>
      {error ? (
        <p className="form-error" role="alert" data-testid="send-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
