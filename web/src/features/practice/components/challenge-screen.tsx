import { challengeOutcomeFor as outcomeFor, type SubmitAnswerResult } from '@mathquest/contracts';
import { useI18n } from '../../../i18n/use-i18n';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../stores/session';
import { useChallenge } from '../api/get-challenge';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { useConfetti } from '../hooks/use-confetti';
import { SessionPlay } from './session-play';
import '../../../styles/adventure.css';

/**
 * A PvP challenge on the practice screen (/game/solo-play?mode=challenge&sessionId=…&challengeId=…,
 * docs/product/social.md#challenges--built): the same problems as the opponent, the score after
 * each answer, then the result once both have played.
 */
export default function ChallengeScreen() {
  const navigate = useNavigate();
  const intl = useI18n('practice');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const q = new URLSearchParams(useLocation().search);
  const sessionId = q.get('sessionId') ?? '';
  const challengeId = q.get('challengeId') ?? '';
  const me = useSession((s) => s.user?.id ?? '');
  const [progress, setProgress] = useState<NonNullable<SubmitAnswerResult['challenge']> | null>(null);
  const finished = progress?.finished === true;
  // The challenge's figures; a challenge push invalidates them (the result), and so does this
  // side's last graded answer (features/practice/api/session-actions.ts).
  const { data: challenge = null, error } = useChallenge(challengeId);
  useLoggedFailure(error, 'Failed to load the challenge');

  const completed = challenge?.status === 'COMPLETED' ? challenge : null;
  useConfetti(completed && !completed.endedAs && outcomeFor(completed, me) === 'VICTORY' ? completed : null);
  const count = challenge?.problemCount ?? progress?.problemCount ?? 0;

  return (
    <div className="app-page game-page">
      <header className="game-bar">
        <button type="button" className="btn btn--ghost" onClick={() => navigate(paths.challenges.getHref())} data-testid="back-challenges">
          ← {t('practice.challenge.back')}
        </button>
        {count ? (
          <span className="pill" data-testid="challenge-count">
            {t('practice.problemOf', { n: Math.min((progress?.answered ?? 0) + (finished ? 0 : 1), count), count })}
          </span>
        ) : null}
        <span className="pill" data-testid="challenge-score">
          {t('practice.challenge.score', { score: progress?.score ?? 0 })}
        </span>
      </header>
      <main className="container container--game" id="main">
        {!sessionId || !challengeId ? (
          <p className="empty-state">
            {t('practice.challenge.notFound')} <Link to={paths.challenges.getHref()}>{t('practice.challenge.backTo')}</Link>
          </p>
        ) : (
          <>
            <h1 className="page-title">{challenge ? t('practice.challenge.titleTopic', { topic: challenge.topic }) : t('practice.challenge.title')}</h1>
            {challenge && !finished && !completed ? <p className="muted">{t('practice.challenge.rules', { seconds: challenge.timeLimit })}</p> : null}
            {completed?.endedAs ? (
              <section className="panel" role="status" data-testid="challenge-ended">
                <h2>{t('practice.challenge.ended', { how: completed.endedAs })}</h2>
                <p>{t('practice.challenge.endedText')}</p>
                <Link to={paths.challenges.getHref()} className="btn btn--primary">
                  {t('practice.challenge.backTo')}
                </Link>
              </section>
            ) : completed ? (
              <section className="panel" role="status" data-testid="challenge-result">
                <h2 data-testid="challenge-outcome">{t('practice.challenge.outcome', { outcome: outcomeFor(completed, me) })}</h2>
                {outcomeFor(completed, me) === 'DRAW' ? <p data-testid="challenge-draw">{t('practice.challenge.draw')}</p> : null}
                <p>{t('practice.challenge.side', { name: completed.challengerName, score: completed.challengerScore ?? 0, accuracy: completed.challengerAccuracy ?? 0, seconds: completed.challengerTime ?? 0 })}</p>
                <p>{t('practice.challenge.side', { name: completed.opponentName, score: completed.opponentScore ?? 0, accuracy: completed.opponentAccuracy ?? 0, seconds: completed.opponentTime ?? 0 })}</p>
                <Link to={paths.challenges.getHref()} className="btn btn--primary">
                  {t('practice.challenge.backTo')}
                </Link>
              </section>
            ) : finished ? (
              <section className="panel" role="status" data-testid="challenge-finished">
                <h2>{t('practice.challenge.complete')}</h2>
                <p>{t('practice.challenge.completeText', { score: progress.score, correct: progress.correct, count: progress.problemCount })}</p>
                <Link to={paths.challenges.getHref()} className="btn btn--primary">
                  {t('practice.challenge.backTo')}
                </Link>
              </section>
            ) : null}
            {finished || completed ? null : <SessionPlay sessionId={sessionId} stopped={false} {...(challenge ? { timeLimit: challenge.timeLimit } : {})} onResult={(r) => r.challenge && setProgress(r.challenge)} />}
          </>
        )}
      </main>
    </div>
  );
}
