import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { challengesApi } from './challenges-api';

/** GET /api/engagement/challenges/find-opponent: a student online now at about the same level, or none. */
export const findOpponent = () => challengesApi.findOpponent();

/**
 * 'Find opponent': one read per press (whoever is online changes from one moment to the next, so
 * no answer is kept: `staleTime` and `gcTime` 0).
 */
export function useFindOpponent(): () => ReturnType<typeof findOpponent> {
  const client = useQueryClient();
  return useCallback(() => client.fetchQuery({ queryKey: ['challenges-opponent'] as const, queryFn: findOpponent, staleTime: 0, gcTime: 0 }), [client]);
}
