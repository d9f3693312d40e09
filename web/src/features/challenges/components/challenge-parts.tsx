import { challengeOutcomeFor as outcomeFor, type Challenge } from '@mathquest/contracts';
import { useEffect, useRef } from 'react';
import type { IntlShape } from 'react-intl';
import { AvatarFigure, type AvatarLook } from '../../../components/avatar/avatar-figure';
import { useI18n } from '../../../i18n/use-i18n';
import { amountText, prizePool, topicName, withShownNames } from '../rules';

/** A challenge as the Challenge Arena shows it: its card, its history row and its details dialog. */
export function vsText(intl: IntlShape, c: Challenge, me: string): string {
  return c.challengerId === me ? intl.formatMessage({ id: 'challenges.vs.mine' }, { name: c.opponentName }) : intl.formatMessage({ id: 'challenges.vs.theirs' }, { name: c.challengerName });
}

function Facts({ c }: { c: Challenge }) {
  const intl = useI18n('challenges');
  return (
    <dl className="challenge-facts">
      <div>
        <dt>{intl.formatMessage({ id: 'challenges.facts.topic' })}</dt>
        <dd>{topicName(intl, c.topic)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'challenges.facts.problems' })}</dt>
        <dd>{c.problemCount}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'challenges.facts.timeLimit' })}</dt>
        <dd>{intl.formatMessage({ id: 'challenges.facts.perProblem' }, { seconds: c.timeLimit })}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'challenges.facts.wager' })}</dt>
        <dd>{amountText(intl, c.wagerCoins, c.wagerGems)}</dd>
      </div>
    </dl>
  );
}

/** Both sides' avatars, drawn from the items each wears (docs/adr/0129), challenger first. */
function Faces({ c }: { c: Challenge }) {
  const intl = useI18n('challenges');
  return (
    <div className="challenge-card__faces" data-testid={`faces-${c.id}`}>
      <Face look={c.challengerLook} name={c.challengerName} />
      <span className="challenge-card__vs" aria-hidden="true">
        {intl.formatMessage({ id: 'challenges.vs' })}
      </span>
      <Face look={c.opponentLook} name={c.opponentName} />
    </div>
  );
}

function Face({ look, name, size = 48 }: { look: AvatarLook; name: string; size?: number }) {
  const intl = useI18n('challenges');
  return (
    <span className="challenge-card__face" data-testid="side-avatar">
      <AvatarFigure look={look} size={size} label={intl.formatMessage({ id: 'challenges.avatar' }, { name })} />
    </span>
  );
}

export function ChallengeCard({ c: raw, me, busy, onAct, onDetails }: { c: Challenge; me: string; busy: string | null; onAct: (what: 'accept' | 'decline' | 'start') => void; onDetails: () => void }) {
  const intl = useI18n('challenges');
  const c = withShownNames(intl, raw);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const incoming = c.status === 'PENDING' && c.opponentId === me;
  const other = c.challengerId === me ? c.opponentName : c.challengerName;
  return (
    <>
      <Faces c={c} />
      <h2 className="challenge-card__title">{incoming ? t('challenges.card.incoming', { name: c.challengerName }) : vsText(intl, c, me)}</h2>
      <Facts c={c} />
      {c.status === 'ACTIVE' ? <p className="challenge-card__pool">{t('challenges.prizePool', { prize: prizePool(intl, c) })}</p> : null}
      <div className="button-row">
        {incoming ? (
          <>
            <button type="button" className="btn btn--primary" disabled={busy !== null} onClick={() => onAct('accept')} data-testid={`accept-${c.id}`}>
              {busy === `accept:${c.id}` ? t('challenges.accepting') : t('challenges.accept')}
            </button>
            <button type="button" className="btn btn--ghost" disabled={busy !== null} onClick={() => onAct('decline')} data-testid={`decline-${c.id}`}>
              {t('challenges.decline')}
            </button>
          </>
        ) : c.status === 'PENDING' ? (
          <p className="muted">{t('challenges.card.waitingAnswer', { name: other })}</p>
        ) : c.playedByMe ? (
          <p className="muted">{t('challenges.card.waitingPlay', { name: other })}</p>
        ) : (
          <button type="button" className="btn btn--primary" disabled={busy !== null} onClick={() => onAct('start')} data-testid={`start-${c.id}`}>
            {busy === `start:${c.id}` ? t('challenges.starting') : t('challenges.start')}
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={onDetails} data-testid={`details-${c.id}`}>
          {t('challenges.details')}
        </button>
      </div>
    </>
  );
}

export function HistoryRow({ c: raw, me, onDetails }: { c: Challenge; me: string; onDetails: () => void }) {
  const intl = useI18n('challenges');
  const c = withShownNames(intl, raw);
  const outcome = outcomeFor(c, me);
  const mine = c.challengerId === me ? c.challengerScore : c.opponentScore;
  const theirs = c.challengerId === me ? c.opponentScore : c.challengerScore;
  return (
    <div className="challenge-history">
      <strong className={`outcome outcome--${outcome.toLowerCase()}`} data-testid={`outcome-${c.id}`}>
        {intl.formatMessage({ id: 'challenges.outcome' }, { outcome })}
      </strong>
      <span>
        {intl.formatMessage({ id: 'challenges.history.row' }, { name: c.challengerId === me ? c.opponentName : c.challengerName, topic: topicName(intl, c.topic), mine: mine ?? 0, theirs: theirs ?? 0 })}
      </span>
      <button type="button" className="btn btn--secondary" onClick={onDetails} data-testid={`details-${c.id}`}>
        {intl.formatMessage({ id: 'challenges.details' })}
      </button>
    </div>
  );
}

function Side({ title, name, look, level, score, accuracy, time }: { title: string; name: string; look: AvatarLook; level: number; score: number | null; accuracy: number | null; time: number | null }) {
  const intl = useI18n('challenges');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div className="challenge-side">
      <h3>{title}</h3>
      <Face look={look} name={name} size={64} />
      <p>{t('challenges.side.nameLevel', { name, level })}</p>
      <p>{t('challenges.side.score', { score: score ?? '–' })}</p>
      <p>{t('challenges.side.accuracy', { accuracy: accuracy === null ? '–' : intl.formatNumber(accuracy / 100, { style: 'percent', maximumFractionDigits: 1 }) })}</p>
      <p>{t('challenges.side.time', { time: time === null ? '–' : t('challenges.seconds', { seconds: intl.formatNumber(time) }) })}</p>
    </div>
  );
}

export function DetailsDialog({ c: raw, me, busy, onAct, onClose }: { c: Challenge; me: string; busy: string | null; onAct: (what: 'accept' | 'decline' | 'start') => void; onClose: () => void }) {
  const intl = useI18n('challenges');
  const c = withShownNames(intl, raw);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const incoming = c.status === 'PENDING' && c.opponentId === me;
  return (
    <div className="dialog-backdrop" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="challenge-details-title" tabIndex={-1} ref={ref} data-testid="challenge-details">
        <h2 id="challenge-details-title">{c.status === 'COMPLETED' ? t('challenges.outcome', { outcome: outcomeFor(c, me) }) : vsText(intl, c, me)}</h2>
        <Facts c={c} />
        {c.status === 'ACTIVE' ? <p>{t('challenges.prizePool', { prize: prizePool(intl, c) })}</p> : null}
        <div className="challenge-sides">
          <Side title={t('challenges.side.challenger')} name={c.challengerName} look={c.challengerLook} level={c.challengerLevel} score={c.challengerScore} accuracy={c.challengerAccuracy} time={c.challengerTime} />
          <Side title={t('challenges.side.opponent')} name={c.opponentName} look={c.opponentLook} level={c.opponentLevel} score={c.opponentScore} accuracy={c.opponentAccuracy} time={c.opponentTime} />
        </div>
        <div className="button-row">
          {incoming ? (
            <>
              <button type="button" className="btn btn--primary" disabled={busy !== null} onClick={() => onAct('accept')}>
                {t('challenges.accept')}
              </button>
              <button type="button" className="btn btn--ghost" disabled={busy !== null} onClick={() => onAct('decline')}>
                {t('challenges.decline')}
              </button>
            </>
          ) : null}
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('challenges.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
