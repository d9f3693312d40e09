import { displayedStreak, type ProgressUpdatedEvent, type StudentProfile, type WalletChangedEvent } from '@mathquest/contracts';

/**
 * The student's progress as auth stores it: a projection of game's progress snapshots and
 * engagement's wallet, each guarded by the version of the last snapshot applied so that
 * redelivered or out-of-order events never move it backwards.
 */
export interface StoredStudentProfile {
  gradeLevel: number;
  currentLevel: number;
  totalXp: number;
  xpToNextLevel: number;
  xpForCurrentLevel: number;
  currentStreak: number;
  longestStreak: number;
  /**
   * The local day of the last correct answer (game's event carries it, docs/adr/0022), so the
   * streak can be shown as 0 once the child has missed a day, without waiting for an answer.
   * null before the first correct answer, and on projections written before it was carried.
   */
  lastActiveDay: string | null;
  coins: number;
  gems: number;
  totalProblems: number;
  totalCorrect: number;
  /** Seconds, as game reports it; shown as whole minutes. */
  totalTimeSpentSec: number;
  progressVersion: number;
  walletVersion: number;
}

/** A new student: level 1, 100 XP to reach level 2, nothing else yet. */
export function newStudentProfile(gradeLevel: number): StoredStudentProfile {
  return {
    gradeLevel,
    currentLevel: 1,
    totalXp: 0,
    xpToNextLevel: 100,
    xpForCurrentLevel: 0,
    currentStreak: 0,
    longestStreak: 0,
    lastActiveDay: null,
    coins: 0,
    gems: 0,
    totalProblems: 0,
    totalCorrect: 0,
    totalTimeSpentSec: 0,
    progressVersion: 0,
    walletVersion: 0,
  };
}

/** Percent with one decimal; 0 before the first answer. */
export function averageAccuracy(totalCorrect: number, totalProblems: number): number {
  if (totalProblems <= 0) return 0;
  return Math.round((totalCorrect / totalProblems) * 1000) / 10;
}

/**
 * What /me and a parent's view of a child show. `today` is the student's local day: the stored
 * streak counts only while the last active day is today or yesterday (the same rule game applies).
 */
export function toStudentProfile(p: StoredStudentProfile, today: string): StudentProfile {
  return {
    gradeLevel: p.gradeLevel,
    currentLevel: p.currentLevel,
    totalXp: p.totalXp,
    xpToNextLevel: p.xpToNextLevel,
    xpForCurrentLevel: p.xpForCurrentLevel,
    // Older projections have no lastActiveDay: show what was stored, as before.
    currentStreak: p.lastActiveDay ? displayedStreak(p, today) : p.currentStreak,
    longestStreak: p.longestStreak,
    coins: p.coins,
    gems: p.gems,
    totalProblems: p.totalProblems,
    totalCorrect: p.totalCorrect,
    totalTimeSpent: Math.floor(p.totalTimeSpentSec / 60),
    averageAccuracy: averageAccuracy(p.totalCorrect, p.totalProblems),
  };
}

/** The `$set` a progress snapshot produces (applied only when its version is newer). */
export function progressUpdate(data: ProgressUpdatedEvent['data']): Partial<StoredStudentProfile> {
  return {
    currentLevel: data.level,
    totalXp: data.totalXp,
    xpToNextLevel: data.xpToNextLevel,
    xpForCurrentLevel: data.xpForCurrentLevel,
    currentStreak: data.currentStreak,
    longestStreak: data.longestStreak,
    lastActiveDay: data.lastActiveDay,
    totalProblems: data.totalProblems,
    totalCorrect: data.totalCorrect,
    totalTimeSpentSec: data.totalTimeSpent,
    progressVersion: data.version,
  };
}

export function walletUpdate(data: WalletChangedEvent['data']): Partial<StoredStudentProfile> {
  return { coins: data.coins, gems: data.gems, walletVersion: data.version };
}
