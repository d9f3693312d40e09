import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementApi } from './engagement-api';
import { useRealtime } from '../../stores/realtime';

/**
 * GET /api/engagement/analytics/dashboard: today's numbers, rank and wallet. The wallet it brings
 * seeds the live store, which the socket's wallet pushes move from then on (docs/adr/0032).
 */
export async function getDashboardStats() {
  const stats = await engagementApi.dashboardStats();
  useRealtime.getState().setWallet({ coins: stats.coins, gems: stats.gems });
  return stats;
}

export const dashboardStatsQueryOptions = () => queryOptions({ queryKey: ['home', 'dashboard-stats'] as const, queryFn: getDashboardStats });

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
