import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/use-i18n';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/loading-screen';
import { classesPaths } from '../../../config/area-paths';
import { paths } from '../../../config/paths';
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
  const intl = useI18n('practice');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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
  const allowance = useAllowance((st) => st.allowance);
  const left = problemsLeft(allowance);

  return (
    <div className="app-page game-page">
      <header className="game-bar">
        <button type="button" className="btn btn--ghost" onClick={() => navigate(paths.home.getHref())} data-testid="back-home">
          ← {t('practice.bar.home')}
        </button>
        <div className="game-bar__stats" aria-label={t('practice.bar.stats')}>
          <span className="pill" title={t('practice.bar.xpTitle')}>
            <span aria-hidden="true">✨ </span>
            <span data-testid="session-xp">{s.score}</span> XP
          </span>
          <span className="pill" title={t('practice.bar.streak')}>
            <span aria-hidden="true">📅 </span>
            <span className="sr-only">{t('practice.bar.streak')}: </span>
            <span data-testid="day-streak">{s.dayStreak}</span> {t('practice.bar.days', { count: s.dayStreak })}
          </span>
          <ComboMeter combo={s.combo} />
        </div>
      </header>

      <main className="container container--game" id="main">
        {left !== null && !s.planLimit ? (
          <p className="allowance">
            <span aria-hidden="true">🎟️ </span>
            <span data-testid="problems-left">{t('practice.problemsLeft', { count: left })}</span>
          </p>
        ) : null}
        {s.planLimit ? (
          <section className="panel plan-limit" role="alert" data-testid="plan-limit">
            <h1>
              <span aria-hidden="true">🌟 </span>
              {t('practice.planLimit.title')}
            </h1>
            {/* Worded here when the day's limit is known; else the server's own words. */}
            <p>{allowance ? t('practice.planLimit.text', { limit: allowance.limit }) : s.planLimit}</p>
            <div className="button-row">
              <Link to={paths.plans.getHref()} className="btn btn--primary btn--large">
                {t('practice.planLimit.plans')}
              </Link>
              <Link to={paths.home.getHref()} className="btn btn--secondary btn--large">
                {intl.formatMessage({ id: 'shell.back.home' })}
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
              {intl.formatMessage({ id: 'ui.tryAgain' })}
            </button>
            {playModeOf(search).mode === 'ASSIGNMENT' ? (
              <Link to={classesPaths.myClasses.getHref()} className="btn btn--secondary">
                {t('practice.backToClasses')}
              </Link>
            ) : null}
          </div>
        ) : null}

        {!problem && s.loading ? <InlineLoading message={t('practice.loadingProblem')} /> : null}

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
