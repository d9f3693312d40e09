import { MathText } from '../../../components/math/math-text';
import { useI18n } from '../../../i18n/use-i18n';

export function HintPanel({
  hints,
  hintsUsed,
  hintsAvailable,
  disabled,
  onHint,
}: {
  hints: string[];
  hintsUsed: number;
  hintsAvailable: number;
  disabled: boolean;
  onHint: () => void;
}) {
  const intl = useI18n('practice');
  const left = Math.max(0, hintsAvailable - hintsUsed);
  return (
    <section className="hint-panel" aria-label={intl.formatMessage({ id: 'practice.hints.label' })}>
      <button type="button" className="btn btn--secondary" onClick={onHint} disabled={disabled || left === 0} data-testid="hint-button">
        <span aria-hidden="true">💡 </span>
        {intl.formatMessage({ id: 'practice.hints.button' }, { used: hintsUsed, available: hintsAvailable })}
      </button>
      {hints.length > 0 ? (
        <ol className="hint-list" aria-live="polite">
          {hints.map((h, i) => (
            <li key={i}>
              <MathText text={h} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
