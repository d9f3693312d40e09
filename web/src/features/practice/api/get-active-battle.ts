import { queryOptions, useQuery } from '@tanstack/react-query';
import { bossBattleApi } from './boss-battle-api';

/** GET /api/engagement/bosses/active: the battle being fought, or null when there is none. */
export const getActiveBattle = () => bossBattleApi.activeBattle();

export const activeBattleKey = ['boss-battle', 'active'] as const;

/**
 * Not kept once the boss screen has gone (`gcTime: 0`): a battle is fought once, so each visit
 * starts from the server's battle, never from a finished one still in the cache.
 */
export const activeBattleQueryOptions = () => queryOptions({ queryKey: activeBattleKey, queryFn: getActiveBattle, gcTime: 0 });

export function useActiveBattle() {
  return useQuery(activeBattleQueryOptions());
}
