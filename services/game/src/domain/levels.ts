/**
 * Level curve (docs/adr/0021-level-curve.md). Reaching level L+1 from L costs 50·L + 50 XP
 * (100, 150, 200, ...), so the cumulative total XP where level L starts is
 *   T(L) = 25·(L − 1)·(L + 2)      T(1)=0, T(2)=100, T(3)=250, T(4)=450, T(5)=700, T(10)=2700.
 */

export const MAX_LEVEL = 1000;

export function xpNeededForLevel(level: number): number {
  return 50 * level + 50;
}

/** Cumulative total XP at which `level` starts. */
export function levelStartXp(level: number): number {
  return 25 * (level - 1) * (level + 2);
}

export function levelForXp(totalXp: number): number {
  const xp = Math.max(0, Math.floor(totalXp));
  // Solve 25(L−1)(L+2) ≤ xp for the largest integer L, then correct any float error.
  let level = Math.max(1, Math.floor((-1 + Math.sqrt(9 + (4 * xp) / 25)) / 2 + 1));
  while (level > 1 && levelStartXp(level) > xp) level -= 1;
  while (level < MAX_LEVEL && levelStartXp(level + 1) <= xp) level += 1;
  return Math.min(level, MAX_LEVEL);
}

export interface LevelInfo {
  level: number;
  /** Cumulative total where the current level started. */
  xpForCurrentLevel: number;
  /** Cumulative total at which the next level is reached. */
  xpToNextLevel: number;
}

export function levelInfo(totalXp: number): LevelInfo {
  const level = levelForXp(totalXp);
  return { level, xpForCurrentLevel: levelStartXp(level), xpToNextLevel: levelStartXp(level + 1) };
}
