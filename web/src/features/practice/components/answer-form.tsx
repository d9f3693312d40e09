import type { ServedProblem } from '@mathquest/contracts';
import { useEffect, useRef, type FormEvent } from 'react';
import { canSubmitAnswer } from '../utils/answer';
import { MathText } from '../../../components/math/math-text';

interface Props {
  problem: ServedProblem;
  answer: string;
  onAnswerChange: (v: string) => void;
  onSubmit: () => void;
  checking: boolean;
  nudge: string | null;
}

const PLACEHOLDER: Record<string, string> = {
  fraction: 'e.g. 3/4',
  mixed: 'e.g. 2 1/3',
  'quotient-remainder': 'e.g. 12 R 3',
  ratio: 'e.g. 2:3',
  coordinate: 'e.g. (2, 5)',
  scientific: 'e.g. 4.5 × 10^3',
  list: 'e.g. 1, 2, 3',
  inequality: 'e.g. x > 5',
  solution: 'e.g. x = 4',
  percent: 'e.g. 25%',
  money: 'e.g. $4.50',
};

/** Answer box (Enter submits) plus option buttons for choice problems. */
export function AnswerForm({ problem, answer, onAnswerChange, onSubmit, checking, nudge }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const enabled = canSubmitAnswer(answer, checking);

  useEffect(() => {
    inputRef.current?.focus();
  }, [problem.id]);

  function handle(e: FormEvent) {
    e.preventDefault();
    if (enabled) onSubmit();
  }

  return (
    <form className="answer-form" onSubmit={handle} aria-label="Your answer">
      {problem.choices && problem.choices.length > 0 ? (
        <div className="choice-grid" role="group" aria-label="Answer options">
          {problem.choices.map((c) => (
            <button
              key={c.value}
              type="button"
              className={`choice${answer === c.value ? ' choice--selected' : ''}`}
              aria-pressed={answer === c.value}
              onClick={() => onAnswerChange(c.value)}
              disabled={checking}
              data-testid="choice-option"
            >
              <MathText text={c.label} />
            </button>
          ))}
        </div>
      ) : null}
      <label htmlFor="answer-input" className="answer-form__label">
        Your answer{problem.unit ? <span className="muted"> (unit optional)</span> : null}
      </label>
      <div className="answer-form__row">
        <input
          ref={inputRef}
          id="answer-input"
          className="answer-input"
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={100}
          value={answer}
          placeholder={PLACEHOLDER[problem.answerFormat] ?? 'Type your answer'}
          onChange={(e) => onAnswerChange(e.target.value)}
          aria-describedby={nudge ? 'answer-nudge' : undefined}
          aria-invalid={nudge ? true : undefined}
          data-testid="answer-input"
        />
        <button type="submit" className="btn btn--primary btn--large" disabled={!enabled} data-testid="submit-answer">
          {checking ? 'Checking...' : 'Submit'}
        </button>
      </div>
      {nudge ? (
        <p id="answer-nudge" className="nudge" role="alert" data-testid="answer-nudge">
          <span aria-hidden="true">💡 </span>
          {nudge}
        </p>
      ) : null}
    </form>
  );
}
