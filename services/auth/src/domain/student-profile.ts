import type { ProgressUpdatedEvent, StudentProfile, WalletChangedEvent } from '@mathquest/contracts';

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

export function toStudentProfile(p: StoredStudentProfile): StudentProfile {
  return {
    gradeLevel: p.gradeLevel,
    currentLevel: p.currentLevel,
    totalXp: p.totalXp,
    xpToNextLevel: p.xpToNextLevel,
    xpForCurrentLevel: p.xpForCurrentLevel,
    currentStreak: p.currentStreak,
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
    currentLevel: data.currentLevel,
    totalXp: data.totalXp,
    xpToNextLevel: data.xpToNextLevel,
    xpForCurrentLevel: data.xpForCurrentLevel,
    currentStreak: data.currentStreak,
    longestStreak: data.longestStreak,
    totalProblems: data.totalProblems,
    totalCorrect: data.totalCorrect,
    totalTimeSpentSec: data.totalTimeSpent,
    progressVersion: data.version,
  };
}

export function walletUpdate(data: WalletChangedEvent['data']): Partial<StoredStudentProfile> {
  return { coins: data.coins, gems: data.gems, walletVersion: data.version };
}
