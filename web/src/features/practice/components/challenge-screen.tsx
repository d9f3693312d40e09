import { challengeOutcomeFor as outcomeFor, type Challenge, type SubmitAnswerResult } from '@mathquest/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../stores/session';
import { useChallenge } from '../api/get-challenge';
import { useLoggedFailure } from '../../../lib/use-logged-failure';
import { plural } from '../../../utils/words';
import { useConfetti } from '../hooks/use-confetti';
import { SessionPlay } from './session-play';
import '../../../styles/adventure.css';

/** A challenge that ended before both sides played it out (docs/product/social.md, challenges). */
const ENDED_AS_TITLE: Record<NonNullable<Challenge['endedAs']>, string> = {
  DECLINED: 'This challenge was declined',
  EXPIRED: 'This challenge ran out of time',
  CANCELLED: 'This challenge was cancelled',
};

/**
 * A PvP challenge on the practice screen (/game/solo-play?mode=challenge&sessionId=…&challengeId=…,
 * docs/product/social.md#challenges--built): the same problems as the opponent, the score after
 * each answer, then the result once both have played.
 */
export default function ChallengeScreen() {
  const navigate = useNavigate();
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
          ← Challenges
        </button>
        {count ? (
          <span className="pill" data-testid="challenge-count">
            Problem {Math.min((progress?.answered ?? 0) + (finished ? 0 : 1), count)} of {count}
          </span>
        ) : null}
        <span className="pill" data-testid="challenge-score">
          Score {progress?.score ?? 0}
        </span>
      </header>
      <main className="container container--game" id="main">
        {!sessionId || !challengeId ? (
          <p className="empty-state">
            This challenge could not be found. <Link to={paths.challenges.getHref()}>Back to Challenges</Link>
          </p>
        ) : (
          <>
            <h1 className="page-title">{challenge ? `Challenge: ${challenge.topic}` : 'Challenge'}</h1>
            {challenge && !finished && !completed ? <p className="muted">{plural(challenge.timeLimit, 'second')} per problem. A correct answer scores 100 points plus 1 for every second left.</p> : null}
            {completed?.endedAs ? (
              <section className="panel" role="status" data-testid="challenge-ended">
                <h2>{ENDED_AS_TITLE[completed.endedAs]}</h2>
                <p>Nobody wins this one, and each wager went back to its owner.</p>
                <Link to={paths.challenges.getHref()} className="btn btn--primary">
                  Back to Challenges
                </Link>
              </section>
            ) : completed ? (
              <section className="panel" role="status" data-testid="challenge-result">
                <h2 data-testid="challenge-outcome">{outcomeFor(completed, me)}</h2>
                {outcomeFor(completed, me) === 'DRAW' ? <p data-testid="challenge-draw">Draw: equal scores, so nobody wins and each wager goes back to its owner.</p> : null}
                <p>
                  {completed.challengerName}: {completed.challengerScore} points, {completed.challengerAccuracy}% correct, {completed.challengerTime}s
                </p>
                <p>
                  {completed.opponentName}: {completed.opponentScore} points, {completed.opponentAccuracy}% correct, {completed.opponentTime}s
                </p>
                <Link to={paths.challenges.getHref()} className="btn btn--primary">
                  Back to Challenges
                </Link>
              </section>
            ) : finished ? (
              <section className="panel" role="status" data-testid="challenge-finished">
                <h2>Challenge complete!</h2>
                <p>
                  You scored {progress.score} points with {progress.correct} of {progress.problemCount} correct. Waiting for your opponent...
                </p>
                <Link to={paths.challenges.getHref()} className="btn btn--primary">
                  Back to Challenges
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
