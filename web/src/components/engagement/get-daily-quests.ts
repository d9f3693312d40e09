import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementApi } from './engagement-api';
import { useRealtime } from '../../stores/realtime';

/**
 * GET /api/engagement/quests/daily. The list seeds the live store, which quest pushes and claims
 * move field by field (docs/adr/0032); screens show the store's quests.
 */
export async function getDailyQuests() {
  const quests = await engagementApi.dailyQuests();
  useRealtime.getState().setQuests(quests);
  return quests;
}

export const dailyQuestsQueryOptions = () => queryOptions({ queryKey: ['engagement', 'daily-quests'] as const, queryFn: getDailyQuests });

export function useDailyQuests() {
  return useQuery(dailyQuestsQueryOptions());
}
