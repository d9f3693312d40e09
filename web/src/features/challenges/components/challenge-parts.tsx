import { challengeOutcomeFor as outcomeFor, type Challenge } from '@mathquest/contracts';
import { useEffect, useRef } from 'react';
import { AvatarFigure, type AvatarLook } from '../../../components/avatar/avatar-figure';
import { amountText, prizePool } from '../rules';

/** A challenge as the Challenge Arena shows it: its card, its history row and its details dialog. */
export function vsText(c: Challenge, me: string): string {
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

export function ChallengeCard({ c, me, busy, onAct, onDetails }: { c: Challenge; me: string; busy: string | null; onAct: (what: 'accept' | 'decline' | 'start') => void; onDetails: () => void }) {
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

export function HistoryRow({ c, me, onDetails }: { c: Challenge; me: string; onDetails: () => void }) {
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

export function DetailsDialog({ c, me, busy, onAct, onClose }: { c: Challenge; me: string; busy: string | null; onAct: (what: 'accept' | 'decline' | 'start') => void; onClose: () => void }) {
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
