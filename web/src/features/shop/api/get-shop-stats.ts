import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopApi } from './shop-api';
import { shopKeys } from './keys';

/** GET /api/engagement/analytics/dashboard, for the level that unlocks items and the balances. */
export const getShopStats = async () => {
  const s = await shopApi.stats();
  return { level: s.level, coins: s.coins, gems: s.gems };
};

export type ShopStats = Awaited<ReturnType<typeof getShopStats>>;

export const shopStatsQueryOptions = () => queryOptions({ queryKey: shopKeys.stats, queryFn: getShopStats });

export function useShopStats() {
  return useQuery(shopStatsQueryOptions());
}
