/**
 * Day streak (docs/adr/0022-streak-rule.md): consecutive local calendar days (the student's
 * IANA time zone) with at least one correct answer. Shown as 0 once the last active day is
 * before yesterday.
 */

import { dayDiff } from '@mathquest/contracts';

// The calendar helpers and the display rule are shared with auth's projection (packages/contracts).
export { dayDiff, displayedStreak, localDay } from '@mathquest/contracts';

export interface StreakState {
  currentStreak: number;
  longestStreak: number;
  lastActiveDay: string | null;
}

/** Apply a correct answer given on `today` (local day). */
export function applyCorrectAnswer(state: StreakState, today: string): StreakState {
  if (state.lastActiveDay === today) return state;
  const gap = state.lastActiveDay === null ? Infinity : dayDiff(state.lastActiveDay, today);
  // A correct answer stamped earlier than the last active day (clock skew, zone change) keeps the streak.
  if (gap < 0) return state;
  const currentStreak = gap === 1 ? state.currentStreak + 1 : 1;
  return { currentStreak, longestStreak: Math.max(state.longestStreak, currentStreak), lastActiveDay: today };
}
