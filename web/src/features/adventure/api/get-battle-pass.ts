import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementApi } from '../../../components/engagement/engagement-api';
import { adventureKeys } from './keys';

/** GET /api/engagement/battlepass: the student's season progress. */
export const getBattlePass = () => engagementApi.battlePass();

export const battlePassQueryOptions = () => queryOptions({ queryKey: adventureKeys.battlePass, queryFn: () => getBattlePass() });

export function useBattlePass() {
  return useQuery(battlePassQueryOptions());
}
