import type { ComboState } from '@mathquest/contracts';
import { useI18n } from '../../../i18n/use-i18n';
import { comboLabel } from '../utils/combo';

export function ComboMeter({ combo }: { combo: ComboState }) {
  const intl = useI18n('practice');
  const label = combo.label ?? comboLabel(combo.multiplier);
  return (
    <div className={`combo${combo.currentCombo >= 3 ? ' combo--hot' : ''}`} data-testid="combo" aria-label={intl.formatMessage({ id: 'practice.combo.aria' }, { count: combo.currentCombo })}>
      <span className="combo__count">
        <span aria-hidden="true">🔥 </span>
        <span data-testid="combo-count">{combo.currentCombo}</span>
        <span className="combo__unit"> {intl.formatMessage({ id: 'practice.combo.unit' })}</span>
      </span>
      {label ? (
        <span className="combo__label" data-testid="combo-label">
          {intl.formatMessage({ id: 'practice.combo.label' }, { label })} ×{intl.formatNumber(combo.multiplier)}
        </span>
      ) : null}
    </div>
  );
}
