import type { LeaderboardScope, LeaderboardType } from '@mathquest/contracts';

/** Tab labels, in the page's order (docs/product/social.md#leaderboards). */
export const SCOPES: ReadonlyArray<{ value: LeaderboardScope; label: string }> = [
  { value: 'GLOBAL', label: 'Global' },
  { value: 'SCHOOL', label: 'My School' },
  { value: 'CLASS', label: 'My Class' },
  { value: 'GRADE', label: 'My Grade' },
  { value: 'FRIENDS', label: 'Friends' },
];
export const METRICS: ReadonlyArray<{ value: LeaderboardType; label: string }> = [
  { value: 'TOTAL_XP', label: 'Total XP' },
  { value: 'PROBLEMS_SOLVED', label: 'Problems Solved' },
  { value: 'BEST_STREAK', label: 'Best Streak' },
  { value: 'ACCURACY', label: 'Accuracy' },
  { value: 'MAX_COMBO', label: 'Max Combo' },
  { value: 'SPEED_RUNNER', label: 'Speed Runner' },
];

/** Accuracy as a percent with one decimal, speed as average seconds with one decimal, the others as localized numbers. */
export function formatScore(type: LeaderboardType, score: number): string {
  if (type === 'ACCURACY') return `${score.toFixed(1)}%`;
  if (type === 'SPEED_RUNNER') return `${score.toFixed(1)}s`;
  return score.toLocaleString();
}

/** '+n' or '-n'; nothing when unchanged. */
export function formatChange(change: number): string {
  return change > 0 ? `+${change}` : change < 0 ? `${change}` : '';
}

/** Why a scope has no board for this student. */
export const UNAVAILABLE_TEXT = {
  NO_SCHOOL: 'Join a class from your teacher to see your school.',
  NO_CLASS: 'Join a class with its class code to see your class.',
  NO_GRADE: 'Your grade is not set on your account.',
} as const;
