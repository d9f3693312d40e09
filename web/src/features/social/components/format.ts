import type { LeaderboardScope, LeaderboardType } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';

/** The tabs, in the page's order (docs/product/social.md#leaderboards); each named by the `social.scope` / `social.metric` message. */
export const SCOPES: readonly LeaderboardScope[] = ['GLOBAL', 'SCHOOL', 'CLASS', 'GRADE', 'FRIENDS'];
export const METRICS: readonly LeaderboardType[] = ['TOTAL_XP', 'PROBLEMS_SOLVED', 'BEST_STREAK', 'ACCURACY', 'MAX_COMBO', 'SPEED_RUNNER'];

/** Accuracy as a percent with one decimal, speed as average seconds with one decimal, the others as whole numbers, in the reader's language. */
export function formatScore(intl: IntlShape, type: LeaderboardType, score: number): string {
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  if (type === 'ACCURACY') return intl.formatNumber(score / 100, { style: 'percent', ...oneDecimal });
  if (type === 'SPEED_RUNNER') return intl.formatMessage({ id: 'social.seconds' }, { seconds: intl.formatNumber(score, oneDecimal) });
  return intl.formatNumber(score);
}

/** '+n' or '-n'; nothing when unchanged. */
export function formatChange(change: number): string {
  return change > 0 ? `+${change}` : change < 0 ? `${change}` : '';
}
