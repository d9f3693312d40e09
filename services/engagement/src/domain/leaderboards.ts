/**
 * The ranking rules of the leaderboards (docs/product/social.md#leaderboards, docs/adr/0100): what
 * each metric scores from a student's progress snapshot, who is ranked, and how a place and its
 * change are read. Pure: the sorted sets live in Redis (repositories/leaderboards-repository.ts).
 */
import { LEADERBOARD_MIN_ANSWERS, LEADERBOARD_TYPES, SPEED_RUN_SECONDS, type LeaderboardType } from '@mathquest/contracts';

/** The figures of a progress snapshot the metrics read. */
export interface RankedFigures {
  totalXp: number;
  totalCorrect: number;
  totalProblems: number;
  longestStreak: number;
  accuracy: number;
  bestCombo: number;
  /** Seconds. */
  totalTimeSpent: number;
}

/** A board the progress snapshot does not feed: its value is left as it is. */
export const NOT_FROM_SNAPSHOT = 'keep';

/**
 * The value kept in a board's sorted set (higher ranks first), or null when the student is not
 * ranked on it, from a progress snapshot. Speed Runner is fed by finished speed runs instead
 * (`speedRunValue`, docs/adr/0135): the snapshot leaves it as it is.
 */
export function boardValue(type: LeaderboardType, f: RankedFigures): number | null | typeof NOT_FROM_SNAPSHOT {
  switch (type) {
    case 'TOTAL_XP':
      return f.totalXp > 0 ? f.totalXp : null;
    case 'PROBLEMS_SOLVED':
      return f.totalCorrect > 0 ? f.totalCorrect : null;
    case 'BEST_STREAK':
      return f.longestStreak > 0 ? f.longestStreak : null;
    case 'ACCURACY':
      return f.totalProblems >= LEADERBOARD_MIN_ANSWERS ? Math.round(f.accuracy * 10) / 10 : null;
    case 'MAX_COMBO':
      return f.bestCombo > 0 ? f.bestCombo : null;
    case 'SPEED_RUNNER':
      return NOT_FROM_SNAPSHOT;
  }
}

/** Every metric's value for one snapshot, in LEADERBOARD_TYPES order. */
export const boardValues = (f: RankedFigures): Array<number | null | typeof NOT_FROM_SNAPSHOT> => LEADERBOARD_TYPES.map((t) => boardValue(t, f));

/**
 * The Speed Runner value of a finished speed run (docs/adr/0135): the run's seconds per correct
 * answer, the whole SPEED_RUN_SECONDS over its correct answers (a run always counts its full
 * minute, so stopping early never helps), negated so the fastest is highest; null without a
 * correct answer. The board keeps each student's best run: a value replaces the stored one only
 * when it is higher.
 */
export function speedRunValue(correctAnswers: number): number | null {
  return correctAnswers > 0 ? -(Math.round((SPEED_RUN_SECONDS / correctAnswers) * 1000) / 1000) : null;
}

/** The score shown for a stored value: counts as they are, accuracy and speed with one decimal (speed positive again). */
export function shownScore(type: LeaderboardType, stored: number): number {
  if (type === 'SPEED_RUNNER') return Math.round(-stored * 10) / 10;
  if (type === 'ACCURACY') return Math.round(stored * 10) / 10;
  return Math.round(stored);
}

/** Places gained since the day's snapshot: positive moved up; 0 when unchanged or not ranked then. */
export function rankChange(previousRank: number | null, rank: number): number {
  return previousRank === null ? 0 : previousRank - rank;
}

/** The rule of each metric, as the page shows it under the tabs. */
export const BOARD_RULES: Record<LeaderboardType, string> = {
  TOTAL_XP: 'All the XP you have earned.',
  PROBLEMS_SOLVED: 'Problems answered correctly.',
  BEST_STREAK: 'Your longest run of practice days in a row.',
  ACCURACY: `Correct answers out of all answers. Counts after ${LEADERBOARD_MIN_ANSWERS} answers.`,
  MAX_COMBO: 'Your best run of correct answers in a row.',
  SPEED_RUNNER: `Your best Speed Challenge: ${SPEED_RUN_SECONDS} seconds divided by its correct answers, fastest first.`,
};

/** Schools are matched by name in any case and spacing: the key of the School board. */
export function schoolKey(schoolName: string | null | undefined): string | null {
  const k = (schoolName ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return k ? k : null;
}

/** The UTC day a board's previous-day snapshot belongs to. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * A student's class for the Class board (and, through its teacher, the School board): of the
 * classes they are in, the one they joined last (ties: the greater id, so the choice is stable).
 */
export function currentClass(classes: Record<string, number>): string | null {
  let best: string | null = null;
  let bestAt = -Infinity;
  for (const [id, at] of Object.entries(classes)) {
    if (at > bestAt || (at === bestAt && best !== null && id > best)) {
      best = id;
      bestAt = at;
    }
  }
  return best;
}
