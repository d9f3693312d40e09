import { describe, expect, it } from 'vitest';
import { levelForXp, levelInfo, levelStartXp, xpNeededForLevel } from './levels.js';

describe('level curve', () => {
  it('level 1 needs 100 XP and each level needs 50 more than the one before', () => {
    expect([1, 2, 3, 4].map(xpNeededForLevel)).toEqual([100, 150, 200, 250]);
    expect([1, 2, 3, 4, 5, 10].map(levelStartXp)).toEqual([0, 100, 250, 450, 700, 2700]);
  });

  it('thresholds are cumulative totals', () => {
    expect(levelInfo(0)).toEqual({ level: 1, xpForCurrentLevel: 0, xpToNextLevel: 100 });
    expect(levelInfo(99)).toEqual({ level: 1, xpForCurrentLevel: 0, xpToNextLevel: 100 });
    expect(levelInfo(100)).toEqual({ level: 2, xpForCurrentLevel: 100, xpToNextLevel: 250 });
    expect(levelInfo(249)).toEqual({ level: 2, xpForCurrentLevel: 100, xpToNextLevel: 250 });
    expect(levelInfo(250).level).toBe(3);
  });

  it('levelForXp is exact at every boundary up to level 300', () => {
    for (let level = 1; level <= 300; level++) {
      const start = levelStartXp(level);
      expect(levelForXp(start)).toBe(level);
      if (level > 1) expect(levelForXp(start - 1)).toBe(level - 1);
    }
    expect(levelForXp(-5)).toBe(1);
  });
});
