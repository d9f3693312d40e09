import type { ServedProblem } from '@mathquest/contracts';
import { useI18n } from '../../../i18n/use-i18n';
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

/** An example of each answer format, shown in the box ('e.g. 3/4'): the notation stays as it is, 'e.g.' is worded. */
const EXAMPLE: Record<string, string> = {
  fraction: '3/4',
  mixed: '2 1/3',
  'quotient-remainder': '12 R 3',
  ratio: '2:3',
  coordinate: '(2, 5)',
  scientific: '4.5 × 10^3',
  list: '1, 2, 3',
  inequality: 'x > 5',
  solution: 'x = 4',
  percent: '25%',
  money: '$4.50',
};

/** Answer box (Enter submits) plus option buttons for choice problems. */
export function AnswerForm({ problem, answer, onAnswerChange, onSubmit, checking, nudge }: Props) {
  const intl = useI18n('practice');
  const inputRef = useRef<HTMLInputElement>(null);
  const example = EXAMPLE[problem.answerFormat];
  const enabled = canSubmitAnswer(answer, checking);

  useEffect(() => {
    inputRef.current?.focus();
  }, [problem.id]);

  function handle(e: FormEvent) {
    e.preventDefault();
    if (enabled) onSubmit();
  }

  return (
    <form className="answer-form" onSubmit={handle} aria-label={intl.formatMessage({ id: 'practice.answer.label' })}>
      {problem.choices && problem.choices.length > 0 ? (
        <div className="choice-grid" role="group" aria-label={intl.formatMessage({ id: 'practice.answer.options' })}>
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
        {intl.formatMessage({ id: 'practice.answer.label' })}
        {problem.unit ? <span className="muted"> {intl.formatMessage({ id: 'practice.answer.unitOptional' })}</span> : null}
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
          placeholder={example ? intl.formatMessage({ id: 'practice.answer.example' }, { example }) : intl.formatMessage({ id: 'practice.answer.placeholder' })}
          onChange={(e) => onAnswerChange(e.target.value)}
          aria-describedby={nudge ? 'answer-nudge' : undefined}
          aria-invalid={nudge ? true : undefined}
          data-testid="answer-input"
        />
        <button type="submit" className="btn btn--primary btn--large" disabled={!enabled} data-testid="submit-answer">
          {checking ? intl.formatMessage({ id: 'practice.answer.checking' }) : intl.formatMessage({ id: 'practice.answer.submit' })}
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
