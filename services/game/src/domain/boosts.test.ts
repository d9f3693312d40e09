import { describe, expect, it } from 'vitest';
import { addCharges, boostXp } from './boosts.js';
import { EMPTY_PROGRESS, applyGradedAnswer } from './progress.js';

const answer = { sessionId: 's1', isCorrect: true, difficulty: 1, hintsUsed: 0, timeSpent: 10, estimatedTime: 30, today: '2025-01-01' };
const noCombo = { sessionId: null, current: 0, max: 0 };

describe('an XP boost in the answer (docs/adr/0186)', () => {
  it('a correct answer uses one charge and its xpEarned includes 50 % more, said by the breakdown', () => {
    const plain = applyGradedAnswer(EMPTY_PROGRESS, noCombo, answer);
    const boosted = applyGradedAnswer(EMPTY_PROGRESS, noCombo, { ...answer, boosts: { xp: 3 } });
    expect(plain.xp.total).toBe(12);
    expect(boosted.xp).toMatchObject({ boostBonus: 6, total: 18 });
    expect(boosted.boost).toEqual({ used: true, charges: { xp: 2 } });
    expect(boosted.progress.totalXp).toBe(18);
  });

  it('a wrong answer, or a student without charges, uses nothing and gains nothing', () => {
    const wrong = applyGradedAnswer(EMPTY_PROGRESS, noCombo, { ...answer, isCorrect: false, boosts: { xp: 3 } });
    expect(wrong.boost).toEqual({ used: false, charges: { xp: 3 } });
    expect(wrong.xp).toMatchObject({ boostBonus: 0, total: 0 });
    const none = applyGradedAnswer(EMPTY_PROGRESS, noCombo, { ...answer, boosts: { xp: 0 } });
    expect(none.boost.used).toBe(false);
    expect(none.xp).toMatchObject({ boostBonus: 0, total: 12 });
    expect(applyGradedAnswer(EMPTY_PROGRESS, noCombo, answer).boost.used).toBe(false);
  });

  it('the last charge is used like the others; the share is floored', () => {
    const r = boostXp({ base: 10, hintPenalty: 0, speedBonus: 0, multiplier: 1, milestoneBonus: 0, total: 7 }, true, { xp: 1 });
    expect(r).toEqual({ xp: { base: 10, hintPenalty: 0, speedBonus: 0, multiplier: 1, milestoneBonus: 0, boostBonus: 3, total: 10 }, used: true, charges: { xp: 0 } });
  });

  it('a purchase adds its answers to the charges held', () => {
    expect(addCharges(undefined, 10)).toEqual({ xp: 10 });
    expect(addCharges({ xp: 2 }, 5)).toEqual({ xp: 7 });
  });
});
