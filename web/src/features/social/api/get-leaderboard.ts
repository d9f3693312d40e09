import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveKeys } from '../../../lib/query-keys';
import { socialApi, type LeaderboardScope, type LeaderboardType } from '../../../components/social/social-api';

/** Under liveKeys.leaderboards: a change of friends invalidates every board (the Friends ones). */
export const leaderboardKey = (type: LeaderboardType, scope: LeaderboardScope) => [...liveKeys.leaderboards, type, scope] as const;

/** GET /api/engagement/leaderboards?type=&scope=: one board with the student's own entry. */
export const getLeaderboard = (type: LeaderboardType, scope: LeaderboardScope) => socialApi.leaderboard(type, scope);

export const leaderboardQueryOptions = (type: LeaderboardType, scope: LeaderboardScope) =>
  queryOptions({ queryKey: leaderboardKey(type, scope), queryFn: () => getLeaderboard(type, scope) });

export function useLeaderboard(type: LeaderboardType, scope: LeaderboardScope) {
  return useQuery(leaderboardQueryOptions(type, scope));
}
