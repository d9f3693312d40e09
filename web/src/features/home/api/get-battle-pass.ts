import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementApi } from '../../../components/engagement/engagement-api';
import { useRealtime } from '../../../stores/realtime';

/**
 * GET /api/engagement/battlepass: the student's season progress. It seeds the live store, which
 * the socket's battle pass pushes move (docs/adr/0032).
 */
export async function getBattlePass() {
  const pass = await engagementApi.battlePass();
  useRealtime.getState().setBattlePass(pass);
  return pass;
}

export const battlePassQueryOptions = () => queryOptions({ queryKey: ['home', 'battle-pass'] as const, queryFn: getBattlePass });

export function useBattlePass() {
  return useQuery(battlePassQueryOptions());
}
