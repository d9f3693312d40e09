import { describe, expect, it } from 'vitest';
import { spentSeconds } from '@mathquest/contracts';
import { EMPTY_PROGRESS, applyGradedAnswer, progressView } from './progress.js';

const answer = { sessionId: 's1', isCorrect: true, difficulty: 1, hintsUsed: 0, timeSpent: 10, estimatedTime: 30, today: '2025-01-01' };

describe('applyGradedAnswer', () => {
  it('adds the time spent answering to the total, and scores speed with the scored seconds', () => {
    const out = applyGradedAnswer(EMPTY_PROGRESS, { sessionId: null, current: 0, max: 0 }, { ...answer, timeSpent: 600, spentSeconds: 12 });
    expect(out.progress.totalTimeSpent).toBe(12);
    expect(out.fast).toBe(false);
  });

  it('credits XP, coins, totals, streak and level up', () => {
    let progress = { ...EMPTY_PROGRESS, totalXp: 95 };
    const out = applyGradedAnswer(progress, { sessionId: null, current: 0, max: 0 }, answer);
    expect(out.xp.total).toBe(12);
    expect(out.coins).toBe(2);
    expect(out.levelBefore).toBe(1);
    expect(out.levelAfter).toBe(2);
    expect(out.progress).toMatchObject({ totalXp: 107, totalProblems: 1, totalCorrect: 1, totalTimeSpent: 10, currentStreak: 1 });
    progress = out.progress;
    const wrong = applyGradedAnswer(progress, out.comboDoc, { ...answer, isCorrect: false });
    expect(wrong.combo.comboBreak).toBe(true);
    expect(wrong.progress).toMatchObject({ totalProblems: 2, totalCorrect: 1, currentStreak: 1 });
    expect(progressView(wrong.progress, '2025-01-01')).toMatchObject({ level: 2, xpForCurrentLevel: 100, xpToNextLevel: 250, accuracy: 50 });
  });

  it("pays no coins for a challenge's answer (its coins are the wager) but the same XP", () => {
    const out = applyGradedAnswer(EMPTY_PROGRESS, { sessionId: null, current: 0, max: 0 }, { ...answer, paysCoins: false });
    expect(out.coins).toBe(0);
    expect(out.xp.total).toBe(applyGradedAnswer(EMPTY_PROGRESS, { sessionId: null, current: 0, max: 0 }, answer).xp.total);
  });

  it('starts the combo again in a new session', () => {
    const out = applyGradedAnswer(EMPTY_PROGRESS, { sessionId: 'old', current: 7, max: 7 }, answer);
    expect(out.combo.currentCombo).toBe(1);
    expect(out.combo.comboBreak).toBe(false);
  });
});

describe('time spent per answer (spentSeconds, the same rule everywhere)', () => {
  it('is the claimed answering time, whole seconds, 0 to 5 minutes', () => {
    expect([spentSeconds(9.6), spentSeconds(-3), spentSeconds(299), spentSeconds(301), spentSeconds(13 * 60)]).toEqual([10, 0, 299, 300, 300]);
  });
});
