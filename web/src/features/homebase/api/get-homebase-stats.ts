import { queryOptions, useQuery } from '@tanstack/react-query';
import { homebaseApi } from './homebase-api';
import { homebaseKeys } from './keys';

/** GET /api/engagement/analytics/dashboard, for the level that unlocks furniture and the balances. */
export const getHomebaseStats = async () => {
  const s = await homebaseApi.stats();
  return { level: s.level, coins: s.coins, gems: s.gems };
};

export type HomebaseStats = Awaited<ReturnType<typeof getHomebaseStats>>;

export const homebaseStatsQueryOptions = () => queryOptions({ queryKey: homebaseKeys.stats, queryFn: getHomebaseStats });

export function useHomebaseStats() {
  return useQuery(homebaseStatsQueryOptions());
}
