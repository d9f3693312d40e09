import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementApi } from './engagement-api';
import { useRealtime } from '../../stores/realtime';

/**
 * GET /api/engagement/treasures: the student's unopened chests. They seed the live store, which
 * treasure:found adds to and opening a chest takes from (docs/adr/0032).
 */
export async function getUnopenedChests() {
  const chests = await engagementApi.unopenedChests();
  useRealtime.getState().loadedChests(chests.map((c) => ({ id: c.id, rarity: c.rarity })));
  return chests;
}

export const unopenedChestsQueryOptions = () => queryOptions({ queryKey: ['engagement', 'unopened-chests'] as const, queryFn: getUnopenedChests });

export function useUnopenedChests() {
  return useQuery(unopenedChestsQueryOptions());
}
