import type { SubmitAnswerResult } from '@mathquest/contracts';
import { useEffect, useRef } from 'react';
import { TutorEntry } from '../tutor/tutor-entry';
import { MathText } from '../../../components/math/math-text';

export function ResultPanel({ result, onNext, loading }: { result: SubmitAnswerResult; onNext: () => void; loading: boolean }) {
  const nextRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    nextRef.current?.focus();
  }, [result]);
  const steps = result.explanationSteps ?? (result.explanation ? result.explanation.split('\n').filter(Boolean) : []);
  const b = result.xpBreakdown;
  return (
    <section
      className={`result-panel ${result.isCorrect ? 'result-panel--correct' : 'result-panel--wrong'}`}
      aria-live="polite"
      data-testid="result-panel"
      data-correct={result.isCorrect ? 'true' : 'false'}
    >
      <h2 className="result-panel__title">
        <span aria-hidden="true">{result.isCorrect ? '🎉 ' : '🤔 '}</span>
        {result.isCorrect ? 'Correct!' : 'Not quite!'}
      </h2>
      {result.isCorrect ? (
        <ul className="reward-list">
          <li className="reward reward--xp" data-testid="xp-earned">
            +{result.xpEarned} XP
          </li>
          {result.coinsEarned > 0 ? <li className="reward reward--coins">+{result.coinsEarned} coins</li> : null}
          {b.speedBonus > 0 ? (
            <li className="reward reward--speed" data-testid="speed-bonus">
              ⚡ Speed bonus +{b.speedBonus} XP
            </li>
          ) : null}
          {b.multiplier > 1 ? <li className="reward reward--combo">Combo ×{b.multiplier}</li> : null}
          {b.milestoneBonus > 0 ? <li className="reward reward--milestone">🔥 Milestone +{b.milestoneBonus} XP</li> : null}
        </ul>
      ) : null}
      {result.correctAnswer ? (
        <p className="result-panel__answer">
          {result.isCorrect ? 'Answer: ' : 'The correct answer is '}
          <strong data-testid="correct-answer">
            <MathText text={result.correctAnswer} />
          </strong>
        </p>
      ) : null}
      {/* The next action right under the verdict, before the longer explanation, so both are in view together. */}
      <button ref={nextRef} type="button" className="btn btn--primary btn--large" onClick={onNext} disabled={loading} data-testid="next-problem">
        Next Problem →
      </button>
      {result.misconception ? (
        <p className="result-panel__misconception" data-testid="misconception">
          <span aria-hidden="true">💡 </span>
          <MathText text={result.misconception.feedback} />
        </p>
      ) : null}
      {result.graded && !result.isCorrect ? <TutorEntry key={result.problemId} problemId={result.problemId} /> : null}
      {steps.length > 0 ? (
        <details className="explanation" open={!result.isCorrect}>
          <summary>How to solve it</summary>
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
