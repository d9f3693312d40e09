import type { ComboState } from '@mathquest/contracts';
import { describe, expect, it } from 'vitest';
import { loadAllEnglish } from '../../../i18n/scopes';
import { comboLabel, comboToasts, multiplierFor } from './combo';

// The toasts are worded from the practice catalogue (English outside the app's provider).
await loadAllEnglish();

const combo = (over: Partial<ComboState>): ComboState => ({
  currentCombo: 0, maxCombo: 0, multiplier: 1, label: null, comboBreak: false, milestone: null, ...over,
});

describe('combo rules (docs/product/practice.md)', () => {
  it.each([
    [0, 1], [2, 1], [3, 1.25], [4, 1.25], [5, 1.5], [9, 1.5], [10, 2], [19, 2], [20, 2.5], [49, 2.5], [50, 3], [120, 3],
  ])('combo %i gives multiplier %d', (c, m) => expect(multiplierFor(c)).toBe(m));

  it.each([
    [1, null], [1.25, 'GOOD'], [1.5, 'GREAT'], [2, 'AMAZING'], [2.5, 'INCREDIBLE'], [3, 'MAX POWER'],
  ])('multiplier %d is labelled %s', (m, label) => expect(comboLabel(m)).toBe(label));

  it.each([5, 10, 20])('a correct answer reaching %i raises a milestone toast', (n) => {
    const toasts = comboToasts(n - 1, combo({ currentCombo: n, multiplier: multiplierFor(n), label: comboLabel(multiplierFor(n)), milestone: n }), true, n * 2);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ type: 'achievement', title: `${n} Combo! ${comboLabel(multiplierFor(n))}!` });
    expect(toasts[0]!.message).toContain(`+${n * 2} XP`);
  });

  it.each([3, 4, 6, 15, 25])('no toast at combo %i', (n) => {
    expect(comboToasts(n - 1, combo({ currentCombo: n, multiplier: multiplierFor(n) }), true)).toEqual([]);
  });

  it("a wrong answer that ends a combo raises 'Combo Broken'", () => {
    const toasts = comboToasts(7, combo({ currentCombo: 0, comboBreak: true, maxCombo: 7 }), false);
    expect(toasts).toEqual([expect.objectContaining({ title: 'Combo Broken' })]);
    expect(toasts[0]!.message).toContain('7 combo');
  });

  it('a wrong answer with no running combo raises nothing', () => {
    expect(comboToasts(0, combo({ currentCombo: 0 }), false)).toEqual([]);
  });
});
