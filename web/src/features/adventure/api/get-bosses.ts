import { queryOptions, useQuery } from '@tanstack/react-query';
import { adventureApi } from './adventure-api';
import { adventureKeys } from './keys';

/** GET /api/engagement/bosses/available: the bosses, locked or not. */
export const getBosses = () => adventureApi.bosses();

export const bossesQueryOptions = () => queryOptions({ queryKey: adventureKeys.bosses, queryFn: () => getBosses() });

export function useBosses() {
  return useQuery(bossesQueryOptions());
}
