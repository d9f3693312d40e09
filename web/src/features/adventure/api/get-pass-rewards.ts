import { queryOptions, useQuery } from '@tanstack/react-query';
import { adventureApi } from './adventure-api';
import { adventureKeys } from './keys';

/** GET /api/engagement/battlepass/rewards: every level's free and premium rewards. */
export const getPassRewards = () => adventureApi.passRewards();

export const passRewardsQueryOptions = () => queryOptions({ queryKey: adventureKeys.passRewards, queryFn: () => getPassRewards() });

export function usePassRewards() {
  return useQuery(passRewardsQueryOptions());
}
