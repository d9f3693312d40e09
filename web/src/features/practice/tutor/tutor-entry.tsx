/**
 * The step-by-step tutor on the practice screen's result panel (docs/product/practice.md, the
 * tutor). After a wrong answer: 'Show me how' for PREMIUM and FAMILY students, a locked button
 * with a link to /plans on the free plan. The walkthrough names the likely mistake, then shows the
 * worked solution one step at a time, the child filling in each blank (judged by the server's
 * answer checker) before the next step appears; 'Try a similar one' serves a new problem of the
 * same skill and difficulty in the session. The problem's picture, when it has one, is drawn above
 * the steps.
 */
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import type { TutorStep, TutorWalk } from '@mathquest/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../stores/session';
import { Diagram } from '../../../components/diagram/diagram';
import { MathText } from '../../../components/math/math-text';
import { usePracticeStore } from '../stores/practice-store';
import { useCheckTutorStep, useShowTutorStep, useSimilarProblem, useStartTutor } from '../api/tutor-actions';
import './tutor.css';

/** Where the walkthrough is: not opened, open with blanks left, or worked through. */
export type TutorState = 'closed' | 'open' | 'finished';

/**
 * `onState` hears when the walkthrough opens and when it is finished, so the result panel can keep
 * the worked solution and the answer out of sight while the child fills in the blanks.
 */
export function TutorEntry({ problemId, onState }: { problemId: string; onState?: (state: TutorState) => void }) {
  const intl = useI18n('practice');
  const t = (id: string) => intl.formatMessage({ id });
  const plan = useSession((s) => s.user?.plan);
  const [walk, setWalk] = useState<TutorWalk | null>(null);
  const start = useStartTutor();
  const take = (w: TutorWalk) => {
    setWalk(w);
    onState?.(w.finished ? 'finished' : 'open');
  };

  if (plan !== 'PREMIUM' && plan !== 'FAMILY') {
    return (
      <div className="tutor-locked" data-testid="tutor-locked">
        <button type="button" className="btn btn--secondary" disabled aria-describedby="tutor-locked-text">
          <span aria-hidden="true">🔒 </span>
          {t('practice.tutor.open')}
        </button>
        <p id="tutor-locked-text">
          {t('practice.tutor.locked')} <Link to={paths.plans.getHref()}>{t('practice.planLimit.plans')}</Link>
        </p>
      </div>
    );
  }

  function open() {
    start.mutate(problemId, { onSuccess: take, onError: (err) => console.error('Failed to start the tutor', err) });
  }
  const busy = start.isPending;
  const error = start.isError ? wordError(intl, errorFactsOf(start.error), 'practice.tutor.failed', 'tutor') : null;

  if (!walk) {
    return (
      <div className="tutor-entry" aria-live="off">
        <button type="button" className="btn btn--secondary" onClick={open} disabled={busy} data-testid="tutor-open">
          <span aria-hidden="true">🧑‍🏫 </span>
          {busy ? t('practice.tutor.opening') : t('practice.tutor.open')}
        </button>
        {error ? (
          <p className="tutor__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return <TutorPanel walk={walk} onWalk={take} />;
}

function TutorPanel({ walk, onWalk }: { walk: TutorWalk; onWalk: (w: TutorWalk) => void }) {
  const intl = useI18n('practice');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { mutateAsync: checkStep } = useCheckTutorStep();
  const { mutateAsync: revealStep } = useShowTutorStep();
  const { mutateAsync: serveSimilar } = useSimilarProblem();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const nextProblem = usePracticeStore((s) => s.nextProblem);
  // An assignment's problems are set by the teacher, a challenge's are the same for both players: no similar one there.
  const noSimilar = usePracticeStore((s) => s.session?.mode === 'ASSIGNMENT' || s.session?.mode === 'CHALLENGE');

  // Focus follows the walkthrough: the open blank, or the summary once every blank is done.
  useEffect(() => {
    if (walk.finished) doneRef.current?.focus();
    else inputRef.current?.focus();
  }, [walk.currentStep, walk.finished]);

  async function act(run: () => Promise<void>, what: string) {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (err) {
      console.error(`Failed to ${what}`, err);
      setError(wordError(intl, errorFactsOf(err), 'practice.tutor.failed', 'tutor'));
    } finally {
      setBusy(false);
    }
  }

  function check(e: FormEvent) {
    e.preventDefault();
    const step = walk.currentStep;
    if (step === null || value.trim() === '') return;
    void act(async () => {
      const result = await checkStep({ problemId: walk.problemId, step, answer: value.trim() });
      if (result.correct) {
        setValue('');
        setAnnouncement(result.walk.finished ? t('practice.tutor.allRight') : t('practice.tutor.right'));
      } else {
        setAnnouncement(result.message ?? t('practice.tutor.wrong'));
      }
      onWalk(result.walk);
    }, 'check a tutor step');
  }

  function showStep() {
    const step = walk.currentStep;
    if (step === null) return;
    void act(async () => {
      const next = await revealStep({ problemId: walk.problemId, step });
      setValue('');
      setAnnouncement(t('practice.tutor.shown'));
      onWalk(next);
    }, 'show a tutor step');
  }

  function similar() {
    void act(async () => {
      await serveSimilar(walk.problemId);
      // The similar problem is now the session's open problem: the usual next-problem flow serves it.
      await nextProblem();
    }, 'get a similar problem');
  }

  const fills = walk.steps.filter((s) => s.kind === 'fill' && s.status !== 'open').length;
  return (
    // The result panel around it is a live region: the walkthrough speaks through its own status line only.
    <section className="tutor" aria-labelledby="tutor-title" aria-live="off" data-testid="tutor-panel">
      <h3 id="tutor-title" className="tutor__title">
        {t('practice.tutor.title')}
      </h3>
      {walk.mistake ? (
        <p className="tutor__mistake" data-testid="tutor-mistake">
          <strong>{walk.mistake.title}</strong> <MathText text={walk.mistake.feedback} />
        </p>
      ) : null}
      {/* The picture the steps talk about, in reach of them (docs/maths/diagrams.md). */}
      {walk.diagram ? <Diagram diagram={walk.diagram} question={walk.question} /> : null}
      <ol className="tutor__steps">
        {walk.steps.map((step) => (
          <li key={step.index} className={`tutor__step tutor__step--${step.status}`} data-testid={`tutor-step-${step.index}`} data-status={step.status}>
            {step.status === 'open' ? (
              <form className="tutor__fill" onSubmit={check}>
                <label htmlFor="tutor-blank" className="sr-only">
                  {t('practice.tutor.blank', { step: step.index + 1 })}
                </label>
                <MathText text={step.before ?? ''} />
                <input
                  id="tutor-blank"
                  ref={inputRef}
                  className="tutor__input"
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  autoComplete="off"
                  maxLength={100}
                  disabled={busy}
                  data-testid="tutor-input"
                />
                <MathText text={step.after ?? ''} />
                <span className="tutor__actions">
                  <button type="submit" className="btn btn--primary" disabled={busy || value.trim() === ''} data-testid="tutor-check">
                    {t('practice.tutor.check')}
                  </button>
                  <button type="button" className="btn btn--ghost" onClick={showStep} disabled={busy} data-testid="tutor-show">
                    {t('practice.tutor.showStep')}
                  </button>
                </span>
              </form>
            ) : (
              <StepText step={step} />
            )}
          </li>
        ))}
      </ol>
      <p className="tutor__announce" role="status" aria-live="polite" data-testid="tutor-announcement">
        {announcement}
      </p>
      {walk.finished ? (
        <p className="tutor__done" tabIndex={-1} ref={doneRef} data-testid="tutor-done">
          {t('practice.tutor.done', { right: walk.stepsRight, count: fills })}
        </p>
      ) : null}
      {error ? (
        <p className="tutor__error" role="alert">
          {error}
        </p>
      ) : null}
      {noSimilar ? null : (
        <button type="button" className="btn btn--secondary" onClick={similar} disabled={busy} data-testid="tutor-similar">
          {t('practice.tutor.similar')}
        </button>
      )}
    </section>
  );
}

function StepText({ step }: { step: TutorStep }) {
  const intl = useI18n('practice');
  return (
    <>
      <MathText text={step.text ?? ''} />
      {step.status === 'right' ? <span className="tutor__badge tutor__badge--right"> ✓ {intl.formatMessage({ id: 'practice.tutor.gotIt' })}</span> : null}
      {step.status === 'shown' ? <span className="tutor__badge"> ({intl.formatMessage({ id: 'practice.tutor.shownBadge' })})</span> : null}
    </>
  );
}
