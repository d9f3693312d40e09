import { queryOptions, useQueries } from '@tanstack/react-query';
import { challengesApi, type Challenge, type ChallengeStatus } from './challenges-api';
import { liveKeys } from '../../../lib/query-keys';

export const CHALLENGE_STATUSES: readonly ChallengeStatus[] = ['ACTIVE', 'PENDING', 'COMPLETED'];

/** GET /api/engagement/challenges/{status}: one list of the student's challenges. */
export const getChallenges = (status: ChallengeStatus) => challengesApi.list(status);

/** Under liveKeys.challenges: a challenge push invalidates every list (lib/realtime-events.ts). */
export const challengesQueryOptions = (status: ChallengeStatus) =>
  queryOptions({ queryKey: [...liveKeys.challenges, 'list', status] as const, queryFn: () => getChallenges(status) });

export type ChallengeLists = Record<ChallengeStatus, Challenge[]>;

/** The three lists of the Challenge Arena, one query each; `lists` is null until all three are read. */
export function useChallengeLists(): { lists: ChallengeLists | null; error: unknown; refetch: () => void } {
  return useQueries({
    queries: CHALLENGE_STATUSES.map((status) => challengesQueryOptions(status)),
    combine: (results) => {
      const [active, pending, completed] = results;
      const error = results.find((r) => r.error)?.error ?? null;
      const lists = active?.data && pending?.data && completed?.data ? { ACTIVE: active.data, PENDING: pending.data, COMPLETED: completed.data } : null;
      return {
        lists,
        error,
        refetch: () => {
          for (const r of results) if (r.error || r.data === undefined) void r.refetch();
        },
      };
    },
  });
}
