import type { StudentProfile } from '@mathquest/contracts';

/** Fallbacks (docs/product/web.md) when student stats are missing: level 1, XP needed 100, counts 0. */
export interface StudentStats {
  level: number;
  totalXp: number;
  xpToNextLevel: number;
  xpForCurrentLevel: number;
  streak: number;
  coins: number;
  gems: number;
}

export function statsOf(profile: Partial<StudentProfile> | null | undefined): StudentStats {
  return {
    level: profile?.currentLevel || 1,
    totalXp: profile?.totalXp ?? 0,
    xpToNextLevel: profile?.xpToNextLevel || 100,
    xpForCurrentLevel: profile?.xpForCurrentLevel ?? 0,
    streak: profile?.currentStreak ?? 0,
    coins: profile?.coins ?? 0,
    gems: profile?.gems ?? 0,
  };
}

/**
 * XP earned inside the current level and the XP the level spans (ADR 0021): the numbers behind
 * the bar, shown beside it so they agree with it (totalXp / xpToNextLevel does not).
 */
export function levelXp(s: Pick<StudentStats, 'totalXp' | 'xpToNextLevel' | 'xpForCurrentLevel'>): { earned: number; needed: number } {
  const needed = Math.max(0, s.xpToNextLevel - s.xpForCurrentLevel);
  const earned = Math.max(0, Math.min(needed, s.totalXp - s.xpForCurrentLevel));
  return { earned, needed };
}

/** Progress within the current level (xpForCurrentLevel..xpToNextLevel) as a whole percentage, 0-100. */
export function levelPercent(s: Pick<StudentStats, 'totalXp' | 'xpToNextLevel' | 'xpForCurrentLevel'>): number {
  const { earned, needed } = levelXp(s);
  return needed === 0 ? 100 : Math.round((earned / needed) * 100);
}
