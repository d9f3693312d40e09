import type { SubmitAnswerResult } from '@mathquest/contracts';
import { useI18n } from '../../../i18n/use-i18n';
import { useEffect, useRef, useState } from 'react';
import { TutorEntry, type TutorState } from '../tutor/tutor-entry';
import { MathText } from '../../../components/math/math-text';

export function ResultPanel({ result, onNext, loading }: { result: SubmitAnswerResult; onNext: () => void; loading: boolean }) {
  const intl = useI18n('practice');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const nextRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    nextRef.current?.focus();
  }, [result]);
  const steps = result.explanationSteps ?? (result.explanation ? result.explanation.split('\n').filter(Boolean) : []);
  const b = result.xpBreakdown;
  // While the tutor walks the child through the blanks, the answer and the worked solution would
  // fill them in: they stay hidden until the walkthrough is finished or the child asks for them.
  type Tutor = { problemId: string; state: TutorState; revealed: boolean };
  const fresh: Tutor = { problemId: result.problemId, state: 'closed', revealed: false };
  const [tutor, setTutor] = useState<Tutor>(fresh);
  const mine = tutor.problemId === result.problemId ? tutor : fresh;
  const update = (change: Partial<Tutor>) => setTutor((t) => ({ ...(t.problemId === result.problemId ? t : fresh), ...change }));
  const hideSolution = !result.isCorrect && mine.state === 'open' && !mine.revealed;
  return (
    <section
      className={`result-panel ${result.isCorrect ? 'result-panel--correct' : 'result-panel--wrong'}`}
      aria-live="polite"
      data-testid="result-panel"
      data-correct={result.isCorrect ? 'true' : 'false'}
    >
      <h2 className="result-panel__title">
        <span aria-hidden="true">{result.isCorrect ? '🎉 ' : '🤔 '}</span>
        {result.isCorrect ? t('practice.result.correct') : t('practice.result.wrong')}
      </h2>
      {result.isCorrect ? (
        <ul className="reward-list">
          <li className="reward reward--xp" data-testid="xp-earned">
            {t('practice.result.xp', { xp: result.xpEarned })}
          </li>
          {result.coinsEarned > 0 ? <li className="reward reward--coins">{intl.formatMessage({ id: 'engagement.reward.coins' }, { count: result.coinsEarned })}</li> : null}
          {b.speedBonus > 0 ? (
            <li className="reward reward--speed" data-testid="speed-bonus">
              ⚡ {t('practice.result.speedBonus', { xp: b.speedBonus })}
            </li>
          ) : null}
          {b.multiplier > 1 ? <li className="reward reward--combo">{t('practice.result.combo', { multiplier: b.multiplier })}</li> : null}
          {b.milestoneBonus > 0 ? <li className="reward reward--milestone">🔥 {t('practice.result.milestone', { xp: b.milestoneBonus })}</li> : null}
          {/* An XP boost's extra XP comes with the answer and is part of xpEarned (docs/adr/0186). */}
          {(b.boostBonus ?? 0) > 0 ? (
            <li className="reward reward--boost" data-testid="boost-bonus">
              🚀 {t('practice.result.boost', { xp: b.boostBonus ?? 0 })}
            </li>
          ) : null}
        </ul>
      ) : null}
      {result.correctAnswer && !hideSolution ? (
        <p className="result-panel__answer">
          {result.isCorrect ? t('practice.result.answer') : t('practice.result.correctAnswer')}{' '}
          <strong data-testid="correct-answer">
            <MathText text={result.correctAnswer} />
          </strong>
        </p>
      ) : null}
      {/* The next action right under the verdict, before the longer explanation, so both are in view together. */}
      <button ref={nextRef} type="button" className="btn btn--primary btn--large" onClick={onNext} disabled={loading} data-testid="next-problem">
        {t('practice.result.next')} →
      </button>
      {result.misconception ? (
        <p className="result-panel__misconception" data-testid="misconception">
          <span aria-hidden="true">💡 </span>
          <MathText text={result.misconception.feedback} />
        </p>
      ) : null}
      {result.graded && !result.isCorrect ? <TutorEntry key={result.problemId} problemId={result.problemId} onState={(state) => update({ state })} /> : null}
      {hideSolution && (result.correctAnswer || steps.length > 0) ? (
        <button type="button" className="btn btn--ghost" onClick={() => update({ revealed: true })} data-testid="reveal-solution">
          {t('practice.result.reveal')}
        </button>
      ) : null}
      {steps.length > 0 && !hideSolution ? (
        <details className="explanation" open={!result.isCorrect}>
          <summary>{t('practice.result.howTo')}</summary>
          <ol>
            {steps.map((s, i) => (
              <li key={i}>
                <MathText text={s} />
              </li>
            ))}
          </ol>
        </details>
      ) : null}

    </section>
  );
}
