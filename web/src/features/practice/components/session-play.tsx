import type { ServedProblem, SubmitAnswerResult } from '@mathquest/contracts';
import { useI18n } from '../../../i18n/use-i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorFactsOf, wordError, type ErrorFacts } from '../../../i18n/server-error';
import { useNextProblem, useSubmitAnswer } from '../api/session-actions';
import { AnswerForm } from './answer-form';
import { ProblemCard } from './problem-card';
import { ResultPanel } from './result-panel';
import { useElapsed } from '../hooks/use-elapsed';
import { canSubmitAnswer, secondsSince } from '../utils/answer';

/**
 * The problems of an existing game session (a boss battle or a story chapter): next, answer,
 * result, next. Graded answers go to `onResult`; `stopped` ends the loop (victory, chapter done,
 * challenge played): the last problem, its timer and its result leave the screen, so the end screen
 * shows only the outcome and what to do next.
 */
export function SessionPlay({ sessionId, stopped, onResult, timeLimit }: { sessionId: string; stopped: boolean; onResult: (r: SubmitAnswerResult) => void; timeLimit?: number }) {
  const [problem, setProblem] = useState<ServedProblem | null>(null);
  const [result, setResult] = useState<SubmitAnswerResult | null>(null);
  const [answer, setAnswer] = useState('');
  const [nudge, setNudge] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [loading, setLoading] = useState(false);
  /** A failed next or answer: the server's refusal (worded by its code when shown) and the screen's own message when there was no answer. */
  const [error, setError] = useState<{ facts: ErrorFacts | null; fallbackKey: string } | null>(null);
  const [startTime, setStartTime] = useState<number | null>(null);
  const key = useRef<string>(crypto.randomUUID());
  const { mutateAsync: serveNext } = useNextProblem();
  const { mutateAsync: sendAnswer } = useSubmitAnswer();
  const elapsed = useElapsed(startTime, Boolean(result) || !problem);
  const intl = useI18n('practice');

  const next = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const p = await serveNext(sessionId);
      setProblem(p);
      setResult(null);
      setAnswer('');
      setNudge(null);
      setStartTime(Date.now());
      key.current = crypto.randomUUID();
    } catch (err) {
      console.error('Failed to get the next problem', err);
      setError({ facts: errorFactsOf(err), fallbackKey: 'practice.error.next' });
    } finally {
      setLoading(false);
    }
  }, [sessionId, serveNext]);

  // The session's first problem, served when the play starts (an action of the session, not a cached read).
  useEffect(() => {
    void next();
  }, [next]);

  async function submit() {
    if (!problem || !canSubmitAnswer(answer, checking)) return;
    setChecking(true);
    setError(null);
    try {
      const timeSpent = secondsSince(startTime ?? Date.now());
      const r = await sendAnswer({ body: { sessionId, problemId: problem.id, answer, timeSpent, hintsUsed: 0 }, idempotencyKey: key.current });
      if (!r.graded) {
        setNudge(r.message);
        return;
      }
      setResult(r);
      onResult(r);
    } catch (err) {
      console.error('Failed to submit the answer', err);
      setError({ facts: errorFactsOf(err), fallbackKey: 'practice.error.check' });
    } finally {
      setChecking(false);
    }
  }

  if (stopped) return null;
  return (
    <>
      {error ? (
        <div className="panel panel--error" role="alert" data-testid="play-error">
          {/* A refusal in the reader's language, by its code (docs/product/i18n.md); no answer at all, the screen's message. */}
          <p>{wordError(intl, error.facts, error.fallbackKey)}</p>
          <button type="button" className="btn btn--primary" onClick={() => void (problem && !result ? submit() : next())}>
            {intl.formatMessage({ id: 'ui.tryAgain' })}
          </button>
        </div>
      ) : null}
      {problem ? <ProblemCard problem={problem} elapsed={elapsed} {...(timeLimit ? { timeLimit } : {})} /> : null}
      {problem && result ? (
        <ResultPanel result={result} loading={loading} onNext={() => void next()} />
      ) : problem ? (
        <AnswerForm problem={problem} answer={answer} onAnswerChange={setAnswer} checking={checking} nudge={nudge} onSubmit={() => void submit()} />
      ) : null}
    </>
  );
}
