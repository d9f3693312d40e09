import { SPEED_RUN_SECONDS, type ServedProblem, type SpeedResult } from '@mathquest/contracts';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useFinishSpeedRun, useNextProblem, useStartSession, useSubmitAnswer } from '../api/session-actions';
import { AnswerForm } from './answer-form';
import { Diagram } from '../../../components/diagram/diagram';
import { MathText } from '../../../components/math/math-text';
import { announcementBetween, clockText, secondsLeft } from '../utils/speed-countdown';
import './speed.css';

type Phase = { kind: 'ready' } | { kind: 'starting' } | { kind: 'running'; sessionId: string; endsAtMs: number } | { kind: 'finishing'; sessionId: string } | { kind: 'done'; result: SpeedResult };

/** The Speed Runner board on /leaderboards. */
const SPEED_BOARD_HREF = `${paths.leaderboards.getHref()}?type=SPEED_RUNNER`;

/**
 * /speed: Speed Challenge (docs/product/practice.md#speed-challenge, docs/adr/0135). A 60-second run
 * of quick problems: the server serves, grades and refuses answers after the minute; the screen
 * keeps a countdown (announced at 30, 10 and 5 seconds left and at the end), the answer box and
 * the running count, then shows the server's result with the best and the way to the Speed Runner board.
 */
export default function SpeedPage() {
  const intl = useI18n('practice');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const [problem, setProblem] = useState<ServedProblem | null>(null);
  const [answer, setAnswer] = useState('');
  const [checking, setChecking] = useState(false);
  const [nudge, setNudge] = useState<string | null>(null);
  const [correct, setCorrect] = useState(0);
  const [answered, setAnswered] = useState(0);
  const [left, setLeft] = useState(SPEED_RUN_SECONDS);
  const [announcement, setAnnouncement] = useState('');
  const [feedback, setFeedback] = useState<'right' | 'wrong' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [planLimited, setPlanLimited] = useState(false);
  /** The answer on its way: the run is finished only after it has landed, so the result counts it. */
  const pending = useRef<Promise<unknown> | null>(null);
  const finishing = useRef(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const { mutateAsync: startSession } = useStartSession();
  const { mutateAsync: serveNext } = useNextProblem();
  const { mutateAsync: sendAnswer } = useSubmitAnswer();
  const { mutateAsync: finishRun } = useFinishSpeedRun();

  const finish = useCallback(async (sessionId: string) => {
    if (finishing.current) return;
    finishing.current = true;
    setPhase({ kind: 'finishing', sessionId });
    setProblem(null);
    try {
      await pending.current?.catch(() => undefined);
      const { result } = await finishRun(sessionId);
      setPhase({ kind: 'done', result });
    } catch (err) {
      setError(wordError(intl, errorFactsOf(err), 'practice.speed.resultFailed'));
      setPhase({ kind: 'ready' });
    }
  }, [finishRun, intl]);

  // The countdown: ticks a few times a second so the display never lags a whole second.
  const running = phase.kind === 'running' ? phase : null;
  useEffect(() => {
    if (!running) return;
    let last = SPEED_RUN_SECONDS + 1;
    const tick = () => {
      const now = secondsLeft(running.endsAtMs, Date.now());
      if (now === last) return;
      const said = announcementBetween(last, now);
      last = now;
      setLeft(now);
      if (said !== null) setAnnouncement(intl.formatMessage({ id: 'practice.speed.announce' }, { seconds: said }));
      if (now === 0) void finish(running.sessionId);
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [running, finish, intl]);

  // The result takes the focus once, when it appears (the answer box it replaces is gone).
  const done = phase.kind === 'done';
  useEffect(() => {
    if (done) resultHeading.current?.focus();
  }, [done]);

  async function loadNext(sessionId: string) {
    try {
      setProblem(await serveNext(sessionId));
      setAnswer('');
      setNudge(null);
    } catch (err) {
      // After the minute the server serves nothing more: the run is over.
      if (isApiError(err) && err.status === 409) return finish(sessionId);
      setError(wordError(intl, errorFactsOf(err), 'practice.speed.nextFailed'));
    }
  }

  async function start() {
    setError(null);
    setPlanLimited(false);
    setPhase({ kind: 'starting' });
    setCorrect(0);
    setAnswered(0);
    setAnnouncement('');
    setFeedback(null);
    finishing.current = false;
    // The screen's minute starts before the request leaves, so it never runs past the server's.
    const startedHere = Date.now();
    try {
      const { session } = await startSession({ mode: 'SPEED' });
      const first = await serveNext(session.id);
      setProblem(first);
      setAnswer('');
      setLeft(SPEED_RUN_SECONDS);
      setPhase({ kind: 'running', sessionId: session.id, endsAtMs: startedHere + SPEED_RUN_SECONDS * 1000 });
    } catch (err) {
      setPlanLimited(isApiError(err) && err.status === 402);
      setError(wordError(intl, errorFactsOf(err), 'practice.speed.startFailed', 'speed'));
      setPhase({ kind: 'ready' });
    }
  }

  async function submit() {
    if (!running || !problem || checking) return;
    setChecking(true);
    const call = sendAnswer({ body: { sessionId: running.sessionId, problemId: problem.id, answer, timeSpent: 0, hintsUsed: 0 }, idempotencyKey: crypto.randomUUID() });
    pending.current = call;
    try {
      const result = await call;
      if (!result.graded) {
        setNudge(result.message);
        return;
      }
      setAnswered((n) => n + 1);
      if (result.isCorrect) setCorrect((n) => n + 1);
      setFeedback(result.isCorrect ? 'right' : 'wrong');
      await loadNext(running.sessionId);
    } catch (err) {
      if (isApiError(err) && err.status === 409) await finish(running.sessionId);
      else setError(wordError(intl, errorFactsOf(err), 'practice.speed.sendFailed'));
    } finally {
      pending.current = null;
      setChecking(false);
    }
  }

  return (
    <PageShell back={{ to: paths.home.getHref(), label: intl.formatMessage({ id: 'shell.back.home' }) }}>
      <h1 className="page-title">{t('practice.speed.title')}</h1>
      <p className="sr-only" aria-live="polite" data-testid="speed-announcement">
        {announcement}
      </p>

      {phase.kind === 'ready' || phase.kind === 'starting' ? (
        <section className="panel speed-intro" aria-labelledby="speed-rules-title">
          <h2 id="speed-rules-title">{t('practice.speed.rulesTitle', { seconds: SPEED_RUN_SECONDS })}</h2>
          <p>{t('practice.speed.rules')}</p>
          {error ? (
            <p className="form-error" role="alert" data-testid="speed-error">
              {error} {planLimited ? <Link to={paths.plans.getHref()}>{t('practice.planLimit.plans')}</Link> : null}
            </p>
          ) : null}
          <button type="button" className="btn btn--primary btn--large" onClick={() => void start()} disabled={phase.kind === 'starting'} data-testid="speed-start">
            {phase.kind === 'starting' ? t('practice.speed.starting') : t('practice.speed.start')}
          </button>
        </section>
      ) : null}

      {phase.kind === 'running' || phase.kind === 'finishing' ? (
        <section className="speed-run" aria-label={t('practice.speed.run')}>
          <div className="speed-run__bar">
            <p className={`speed-clock${left <= 10 ? ' speed-clock--low' : ''}`} role="timer" aria-label={t('practice.speed.timeLeft')} data-testid="speed-clock">
              <span aria-hidden="true">⏱️ </span>
              {clockText(left)}
            </p>
            <p className="speed-count" data-testid="speed-count">
              {t('practice.speed.correctLabel')} <strong>{correct}</strong> <span className="muted">{t('practice.speed.ofAnswered', { answered })}</span>
            </p>
          </div>
          {feedback ? (
            <p className={`speed-feedback speed-feedback--${feedback}`} data-testid="speed-feedback">
              {feedback === 'right' ? t('practice.result.correct') : t('practice.speed.wrong')}
            </p>
          ) : null}
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          {problem && phase.kind === 'running' ? (
            <div className="panel" data-testid="problem-card" data-served-id={problem.id}>
              <h2 className="problem-card__question" data-testid="problem-question">
                <MathText text={problem.question} />
              </h2>
              {/* A quick problem can be one whose picture is the question (docs/maths/diagrams.md): drawn as on /solo. */}
              {problem.altText && !problem.diagram ? <p className="problem-card__alt">{problem.altText}</p> : null}
              {problem.diagram ? <Diagram diagram={problem.diagram} question={problem.question} /> : null}
              <AnswerForm problem={problem} answer={answer} onAnswerChange={setAnswer} onSubmit={() => void submit()} checking={checking} nudge={nudge} />
            </div>
          ) : (
            <p role="status">{t('practice.speed.counting')}</p>
          )}
        </section>
      ) : null}

      {phase.kind === 'done' ? (
        <section className="panel speed-result" aria-labelledby="speed-result-title" data-testid="speed-result">
          <h2 id="speed-result-title" tabIndex={-1} ref={resultHeading}>
            {t('practice.speed.timesUp')}
          </h2>
          {phase.result.newBest ? <p className="pill speed-result__best">{t('practice.speed.newBest')}</p> : null}
          <dl className="speed-result__figures">
            <div>
              <dt>{t('practice.speed.correctAnswers')}</dt>
              <dd data-testid="speed-result-correct">{phase.result.correct}</dd>
            </div>
            <div>
              <dt>{t('practice.speed.score')}</dt>
              <dd data-testid="speed-result-score">{phase.result.score}</dd>
            </div>
            <div>
              <dt>{t('practice.speed.best')}</dt>
              <dd data-testid="speed-result-best">{phase.result.best}</dd>
            </div>
            <div>
              <dt>{t('practice.speed.perCorrect')}</dt>
              <dd>{phase.result.secondsPerCorrect === null ? '–' : t('practice.speed.seconds', { seconds: phase.result.secondsPerCorrect })}</dd>
            </div>
          </dl>
          <div className="speed-result__actions">
            <button type="button" className="btn btn--primary" onClick={() => void start()} data-testid="speed-again">
              {t('practice.speed.again')}
            </button>
            <Link to={SPEED_BOARD_HREF} className="btn btn--secondary" data-testid="speed-leaderboard">
              {t('practice.speed.board')}
            </Link>
          </div>
        </section>
      ) : null}
    </PageShell>
  );
}
