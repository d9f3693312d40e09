import type { ComboState } from '@mathquest/contracts';
import { comboLabel } from '../utils/combo';

export function ComboMeter({ combo }: { combo: ComboState }) {
  const label = combo.label ?? comboLabel(combo.multiplier);
  return (
    <div className={`combo${combo.currentCombo >= 3 ? ' combo--hot' : ''}`} data-testid="combo" aria-label={`Combo ${combo.currentCombo}`}>
      <span className="combo__count">
        <span aria-hidden="true">🔥 </span>
        <span data-testid="combo-count">{combo.currentCombo}</span>
        <span className="combo__unit"> combo</span>
      </span>
      {label ? (
        <span className="combo__label" data-testid="combo-label">
          {label} ×{combo.multiplier}
        </span>
      ) : null}
    </div>
  );
}
