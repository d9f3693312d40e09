import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeApi } from './challenge-api';
import { liveKeys } from '../../../lib/query-keys';

/** GET /api/engagement/challenges/{id}: one challenge of either side, in whatever state. */
export const getChallenge = (challengeId: string) => challengeApi.get(challengeId);

/** Under liveKeys.challenges: the result's push reads it again (lib/realtime-events.ts). */
export const challengeQueryOptions = (challengeId: string) =>
  queryOptions({ queryKey: [...liveKeys.challenges, 'one', challengeId] as const, queryFn: () => getChallenge(challengeId), enabled: challengeId !== '' });

export function useChallenge(challengeId: string) {
  return useQuery(challengeQueryOptions(challengeId));
}
