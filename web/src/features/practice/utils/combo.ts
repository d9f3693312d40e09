import type { ComboState } from '@mathquest/contracts';
import { intlNow } from '../../../i18n/intl-now';
import type { ToastInput } from '../../../stores/notifications';

export type ComboLabel = 'GOOD' | 'GREAT' | 'AMAZING' | 'INCREDIBLE' | 'MAX POWER';

/** docs/product/practice.md, combo: under 3 → 1; 3-4 → 1.25; 5-9 → 1.5; 10-19 → 2; 20-49 → 2.5; 50+ → 3. */
export function multiplierFor(combo: number): number {
  if (combo >= 50) return 3;
  if (combo >= 20) return 2.5;
  if (combo >= 10) return 2;
  if (combo >= 5) return 1.5;
  if (combo >= 3) return 1.25;
  return 1;
}

const LABELS: [number, ComboLabel][] = [
  [3, 'MAX POWER'],
  [2.5, 'INCREDIBLE'],
  [2, 'AMAZING'],
  [1.5, 'GREAT'],
  [1.25, 'GOOD'],
];

/** Label of a multiplier; none below 1.25. */
export function comboLabel(multiplier: number): ComboLabel | null {
  for (const [m, label] of LABELS) if (multiplier >= m) return label;
  return null;
}

/** Combos that get a celebration toast (docs/product/practice.md, combo). */
export const COMBO_MILESTONES = [5, 10, 20] as const;

/**
 * Toasts after a graded answer: a milestone at 5, 10 and 20, or 'Combo Broken' when this
 * answer ended a running combo. Uses the server's combo, so what is celebrated is what counted.
 */
export function comboToasts(previousCombo: number, combo: ComboState, isCorrect: boolean, milestoneBonus = 0): ToastInput[] {
  const toasts: ToastInput[] = [];
  if (isCorrect && (COMBO_MILESTONES as readonly number[]).includes(combo.currentCombo)) {
    const label = combo.label ?? comboLabel(combo.multiplier) ?? 'GREAT';
    const intl = intlNow('practice');
    toasts.push({
      type: 'achievement',
      title: intl.formatMessage({ id: 'practice.combo.milestone' }, { count: combo.currentCombo, label: intl.formatMessage({ id: 'practice.combo.label' }, { label }) }),
      message: intl.formatMessage({ id: 'practice.combo.onFire' }, { multiplier: combo.multiplier, bonus: milestoneBonus }),
      icon: '🔥',
    });
  }
  if (!isCorrect && (combo.comboBreak || previousCombo > 0) && combo.currentCombo === 0) {
    const intl = intlNow('practice');
    toasts.push({
      type: 'success',
      title: intl.formatMessage({ id: 'practice.combo.broken' }),
      message: intl.formatMessage({ id: 'practice.combo.brokenText' }, { count: previousCombo }),
      icon: '💔',
    });
  }
  return toasts;
}
