/**
 * A student's progress and combo, and how one graded answer changes them. Pure: the
 * repository loads the state, this computes the next one, the repository CAS-writes it.
 */
import { NEW_STUDENT_PROGRESS, type ProgressSnapshot, type StudentProgress } from '@mathquest/contracts';
import { levelInfo } from './levels.js';
import { boostXp, type BoostCharges, type BoostedXp } from './boosts.js';
import { coinsFor, computeXp, isFast, nextCombo, type ComboAfter } from './scoring.js';
import { applyCorrectAnswer, displayedStreak } from './streak.js';

/**
 * What the game stores of a student's progress (totalTimeSpent in seconds); level, XP to the next
 * level and accuracy are derived from it when it is shown.
 */
const STORED_PROGRESS_FIELDS = ['totalXp', 'currentStreak', 'longestStreak', 'lastActiveDay', 'totalProblems', 'totalCorrect', 'totalTimeSpent', 'bestCombo'] as const;
export type ProgressState = Pick<StudentProgress, (typeof STORED_PROGRESS_FIELDS)[number]>;

/** Combo runs inside one game session; a new session starts from 0. */
export interface ComboStateDoc {
  sessionId: string | null;
  current: number;
  max: number;
}

/** A new student's stored progress: the stored fields of the contracts' NEW_STUDENT_PROGRESS. */
export const EMPTY_PROGRESS = Object.fromEntries(STORED_PROGRESS_FIELDS.map((field) => [field, NEW_STUDENT_PROGRESS[field]])) as ProgressState;

export interface GradedAnswer {
  sessionId: string;
  isCorrect: boolean;
  difficulty: number;
  hintsUsed: number;
  /** Seconds as scored (the speed bonus). */
  timeSpent: number;
  /** Seconds added to time spent (spentSeconds of the contracts); timeSpent when not given. */
  spentSeconds?: number;
  estimatedTime: number;
  /** The student's local day of the answer (YYYY-MM-DD). */
  today: string;
  /** False: the answer earns no coins (a PvP challenge's coins are its wager, docs/adr/0126). */
  paysCoins?: boolean;
  /** The XP-boost charges the student holds (docs/adr/0186): a correct answer uses one. */
  boosts?: BoostCharges;
}

export interface AnswerOutcome {
  progress: ProgressState;
  comboDoc: ComboStateDoc;
  combo: ComboAfter;
  /** The answer's XP, an XP boost's share included (`boostBonus`). */
  xp: BoostedXp['xp'];
  /** Whether the answer used an XP-boost charge, and the charges after it. */
  boost: Omit<BoostedXp, 'xp'>;
  coins: number;
  fast: boolean;
  levelBefore: number;
  levelAfter: number;
}

export function applyGradedAnswer(progress: ProgressState, comboDoc: ComboStateDoc, answer: GradedAnswer): AnswerOutcome {
  const sameSession = comboDoc.sessionId === answer.sessionId;
  const before = sameSession ? { current: comboDoc.current, max: comboDoc.max } : { current: 0, max: 0 };
  const combo = nextCombo(before, answer.isCorrect);
  const boosted = boostXp(
    computeXp({
      difficulty: answer.difficulty,
      isCorrect: answer.isCorrect,
      hintsUsed: answer.hintsUsed,
      timeSpent: answer.timeSpent,
      estimatedTime: answer.estimatedTime,
      combo: combo.currentCombo,
    }),
    answer.isCorrect,
    answer.boosts,
  );
  const xp = boosted.xp;
  const coins = answer.paysCoins === false ? 0 : coinsFor(answer.difficulty, answer.isCorrect);
  const streak = answer.isCorrect ? applyCorrectAnswer(progress, answer.today) : progress;
  const next: ProgressState = {
    totalXp: progress.totalXp + xp.total,
    currentStreak: streak.currentStreak,
    longestStreak: streak.longestStreak,
    lastActiveDay: streak.lastActiveDay,
    totalProblems: progress.totalProblems + 1,
    totalCorrect: progress.totalCorrect + (answer.isCorrect ? 1 : 0),
    totalTimeSpent: progress.totalTimeSpent + (answer.spentSeconds ?? answer.timeSpent),
    bestCombo: Math.max(progress.bestCombo, combo.currentCombo),
  };
  return {
    progress: next,
    comboDoc: { sessionId: answer.sessionId, current: combo.currentCombo, max: combo.maxCombo },
    combo,
    xp,
    boost: { used: boosted.used, charges: boosted.charges },
    coins,
    fast: answer.isCorrect && isFast(answer.timeSpent, answer.estimatedTime),
    levelBefore: levelInfo(progress.totalXp).level,
    levelAfter: levelInfo(next.totalXp).level,
  };
}

export function accuracy(progress: Pick<ProgressState, 'totalProblems' | 'totalCorrect'>): number {
  if (progress.totalProblems === 0) return 0;
  return Math.round((1000 * progress.totalCorrect) / progress.totalProblems) / 10;
}

/** The contract's student progress on `today` (streak shown as 0 after a missed day). */
export function progressView(progress: ProgressState, today: string): StudentProgress {
  const info = levelInfo(progress.totalXp);
  return {
    level: info.level,
    totalXp: progress.totalXp,
    xpToNextLevel: info.xpToNextLevel,
    xpForCurrentLevel: info.xpForCurrentLevel,
    currentStreak: displayedStreak(progress, today),
    longestStreak: progress.longestStreak,
    lastActiveDay: progress.lastActiveDay,
    totalProblems: progress.totalProblems,
    totalCorrect: progress.totalCorrect,
    totalTimeSpent: progress.totalTimeSpent,
    accuracy: accuracy(progress),
    bestCombo: progress.bestCombo,
  };
}

/** The event snapshot: the same view with the student document's version; lastActiveDay lets readers re-apply the streak rule later. */
export function progressSnapshot(progress: ProgressState, version: number, today: string): ProgressSnapshot {
  return { version, ...progressView(progress, today) };
}

export function difficultyBand(d: number): 'EASY' | 'MEDIUM' | 'HARD' {
  return d <= 2 ? 'EASY' : d === 3 ? 'MEDIUM' : 'HARD';
}
