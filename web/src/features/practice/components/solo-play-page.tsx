import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { classesPaths } from '../../../config/area-paths';
import { paths } from '../../../config/paths';
import { problemsLeftText } from '../../../utils/words';
import { problemsLeft, useAllowance } from '../../../stores/allowance';
import { useConfetti } from '../hooks/use-confetti';
import { useElapsed } from '../hooks/use-elapsed';
import { usePracticeStore } from '../stores/practice-store';
import { playModeOf } from '../utils/play-mode';
import { AnswerForm } from './answer-form';
import { ComboMeter } from './combo-meter';
import { EngagementPanel } from './engagement-panel';
import { HintPanel } from './hint-panel';
import { ProblemCard } from './problem-card';
import { ResultPanel } from './result-panel';

/** Solo practice at /game/solo-play and /solo (docs/product/practice.md); parents and teachers never reach it (the route says the screen is for students). */
export default function SoloPlayPage() {
  return <SoloGame />;
}

function SoloGame() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const s = usePracticeStore();
  const [answer, setAnswer] = useState('');
  const elapsed = useElapsed(s.startTime, Boolean(s.result) || !s.currentProblem);
  useConfetti(s.result?.didLevelUp ? s.result : null);

  useEffect(() => {
    const store = usePracticeStore.getState();
    const { mode, assignmentId } = playModeOf(search);
    void store.startSession(mode, { assignmentId });
    return () => {
      const leaving = usePracticeStore.getState();
      void leaving.endSession();
      leaving.reset();
    };
  }, [search]);

  useEffect(() => {
    setAnswer('');
  }, [s.currentProblem?.id]);

  const problem = s.currentProblem;
  const left = problemsLeft(useAllowance((st) => st.allowance));

  return (
    <div className="app-page game-page">
      <header className="game-bar">
        <button type="button" className="btn btn--ghost" onClick={() => navigate(paths.home.getHref())} data-testid="back-home">
          ← Home
        </button>
        <div className="game-bar__stats" aria-label="Session stats">
          <span className="pill" title="XP earned this session">
            <span aria-hidden="true">✨ </span>
            <span data-testid="session-xp">{s.score}</span> XP
          </span>
          <span className="pill" title="Day streak">
            <span aria-hidden="true">📅 </span>
            <span className="sr-only">Day streak: </span>
            <span data-testid="day-streak">{s.dayStreak}</span> {s.dayStreak === 1 ? 'day' : 'days'}
          </span>
          <ComboMeter combo={s.combo} />
        </div>
      </header>

      <main className="container container--game" id="main">
        {left !== null && !s.planLimit ? (
          <p className="allowance">
            <span aria-hidden="true">🎟️ </span>
            <span data-testid="problems-left">{problemsLeftText(left)}</span>
          </p>
        ) : null}
        {s.planLimit ? (
          <section className="panel plan-limit" role="alert" data-testid="plan-limit">
            <h1>
              <span aria-hidden="true">🌟 </span>That's all for today!
            </h1>
            <p>{s.planLimit}</p>
            <div className="button-row">
              <Link to={paths.plans.getHref()} className="btn btn--primary btn--large">
                See plans
              </Link>
              <Link to={paths.home.getHref()} className="btn btn--secondary btn--large">
                Back to Home
              </Link>
            </div>
          </section>
        ) : null}

        {s.error ? (
          <div className="panel panel--error" role="alert" data-testid="game-error">
            <p>{s.error}</p>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                // A submit whose outcome is unknown is sent again (same key): the child sees what was credited.
                if (s.submitAttempt && problem?.id === s.submitAttempt.problemId) void s.submitAnswer(s.submitAttempt.answer);
                else if (s.session) void s.nextProblem();
                else {
                  const { mode, assignmentId } = playModeOf(search);
                  void s.startSession(mode, { assignmentId });
                }
              }}
            >
              Try again
            </button>
            {playModeOf(search).mode === 'ASSIGNMENT' ? (
              <Link to={classesPaths.myClasses.getHref()} className="btn btn--secondary">
                Back to My Classes
              </Link>
            ) : null}
          </div>
        ) : null}

        {!problem && s.loading ? <InlineLoading message="Getting your next problem..." /> : null}

        {problem && !s.planLimit ? (
          <>
            <ProblemCard problem={problem} elapsed={elapsed} />
            {s.result ? (
              <ResultPanel result={s.result} loading={s.loading} onNext={() => void s.nextProblem()} />
            ) : (
              <>
                <AnswerForm
                  problem={problem}
                  answer={answer}
                  onAnswerChange={setAnswer}
                  checking={s.checking}
                  nudge={s.nudge}
                  onSubmit={() => void s.submitAnswer(answer)}
                />
                <HintPanel
                  hints={s.hints}
                  hintsUsed={s.hintsUsed}
                  hintsAvailable={problem.hintsAvailable}
                  disabled={s.checking}
                  onHint={() => void s.getHint()}
                />
              </>
            )}
          </>
        ) : null}
        <EngagementPanel />
      </main>
    </div>
  );
}
