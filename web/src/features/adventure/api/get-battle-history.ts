import { queryOptions, useQuery } from '@tanstack/react-query';
import { adventureApi } from './adventure-api';
import { adventureKeys } from './keys';

/** GET /api/engagement/bosses/history: the student's past battles. */
export const getBattleHistory = () => adventureApi.history();

export const battleHistoryQueryOptions = () => queryOptions({ queryKey: adventureKeys.battleHistory, queryFn: () => getBattleHistory() });

export function useBattleHistory() {
  return useQuery(battleHistoryQueryOptions());
}
