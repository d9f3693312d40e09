import { describe, expect, it } from 'vitest';
import { baseXp, coinsFor, comboTier, computeXp, milestoneBonus, nextCombo } from './scoring.js';

describe('combo multiplier table (docs/product/practice.md#combo)', () => {
  it.each([
    [0, 1, null],
    [2, 1, null],
    [3, 1.25, 'GOOD'],
    [4, 1.25, 'GOOD'],
    [5, 1.5, 'GREAT'],
    [9, 1.5, 'GREAT'],
    [10, 2, 'AMAZING'],
    [19, 2, 'AMAZING'],
    [20, 2.5, 'INCREDIBLE'],
    [49, 2.5, 'INCREDIBLE'],
    [50, 3, 'MAX POWER'],
    [500, 3, 'MAX POWER'],
  ])('combo %i → ×%f %s', (combo, multiplier, label) => {
    expect(comboTier(combo)).toEqual({ multiplier, label });
  });

  it('milestone bonus every 5 combo is 2 × combo', () => {
    expect([1, 4, 5, 6, 10, 15, 20].map(milestoneBonus)).toEqual([0, 0, 10, 0, 20, 30, 40]);
    expect(milestoneBonus(0)).toBe(0);
  });

  it('grows on correct answers and breaks on a wrong one', () => {
    let c = { current: 0, max: 0 };
    for (let i = 0; i < 5; i++) {
      const n = nextCombo(c, true);
      c = { current: n.currentCombo, max: n.maxCombo };
    }
    expect(c).toEqual({ current: 5, max: 5 });
    const broken = nextCombo(c, false);
    expect(broken).toMatchObject({ currentCombo: 0, maxCombo: 5, multiplier: 1, comboBreak: true, milestone: null });
    expect(nextCombo({ current: 0, max: 5 }, false).comboBreak).toBe(false);
    expect(nextCombo({ current: 4, max: 4 }, true).milestone).toBe(5);
  });
});

describe('XP', () => {
  const plain = { isCorrect: true, hintsUsed: 0, timeSpent: 60, estimatedTime: 60, combo: 1 };

  it('base XP by difficulty 10/15/20/30/40', () => {
    expect([1, 2, 3, 4, 5].map(baseXp)).toEqual([10, 15, 20, 30, 40]);
    expect([1, 2, 3, 4, 5].map((difficulty) => computeXp({ ...plain, difficulty }).total)).toEqual([10, 15, 20, 30, 40]);
  });

  it('wrong answers earn nothing', () => {
    expect(computeXp({ ...plain, difficulty: 5, isCorrect: false, combo: 0 }).total).toBe(0);
    expect(coinsFor(5, false)).toBe(0);
    expect(coinsFor(1, true)).toBe(2);
    expect(coinsFor(5, true)).toBe(6);
  });

  it('20% speed bonus only when faster than the estimated time', () => {
    expect(computeXp({ ...plain, difficulty: 3, timeSpent: 59 })).toMatchObject({ speedBonus: 4, total: 24 });
    expect(computeXp({ ...plain, difficulty: 3, timeSpent: 60 })).toMatchObject({ speedBonus: 0, total: 20 });
    expect(computeXp({ ...plain, difficulty: 3, timeSpent: 0 })).toMatchObject({ speedBonus: 4, total: 24 });
  });

  it('hints lower the XP: 100/80/60/40%', () => {
    expect([0, 1, 2, 3].map((hintsUsed) => computeXp({ ...plain, difficulty: 5, hintsUsed }).total)).toEqual([40, 32, 24, 16]);
    expect(computeXp({ ...plain, difficulty: 5, hintsUsed: 2 }).hintPenalty).toBe(16);
  });

  it('applies floor(xp × multiplier) and adds the milestone bonus after it', () => {
    // d2 (15), fast (+3) = 18; combo 3 → ×1.25 = 22.5 → 22
    expect(computeXp({ ...plain, difficulty: 2, timeSpent: 10, combo: 3 })).toEqual({
      base: 15,
      hintPenalty: 0,
      speedBonus: 3,
      multiplier: 1.25,
      milestoneBonus: 0,
      total: 22,
    });
    // d1 (10), combo 5 → ×1.5 = 15, + milestone 10 = 25
    expect(computeXp({ ...plain, difficulty: 1, combo: 5 })).toMatchObject({ multiplier: 1.5, milestoneBonus: 10, total: 25 });
    // d4 (30), 1 hint → 24, fast +4 → 28, combo 50 ×3 = 84, milestone 100
    expect(computeXp({ ...plain, difficulty: 4, hintsUsed: 1, timeSpent: 1, combo: 50 }).total).toBe(184);
  });
});
