import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengesApi, type SendChallengeRequest } from './challenges-api';
import { liveKeys } from '../../../lib/query-keys';

/** Every challenge write changes the lists: each mutation invalidates every challenge read. */
function useChallengeMutation<A, R>(call: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.challenges }) });
}

/** POST /challenges: send a challenge. */
export const useSendChallenge = () => useChallengeMutation((body: SendChallengeRequest) => challengesApi.send(body));
/** POST /challenges/{id}/accept. */
export const useAcceptChallenge = () => useChallengeMutation((challengeId: string) => challengesApi.accept(challengeId));
/** POST /challenges/{id}/decline. */
export const useDeclineChallenge = () => useChallengeMutation((challengeId: string) => challengesApi.decline(challengeId));
/** POST /challenges/{id}/start: this side's session of an accepted challenge, to play on the practice screen. */
export const useStartChallenge = () => useChallengeMutation((challengeId: string) => challengesApi.start(challengeId));
