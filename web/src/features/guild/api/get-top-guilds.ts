import { queryOptions, useQuery } from '@tanstack/react-query';
import { guildApi } from './guild-api';

/** GET /api/engagement/guilds/leaderboard: the guilds ranked by weekly XP (the hall's Leaderboard tab). */
export const getTopGuilds = () => guildApi.topGuilds();

/** Outside ['guild']: a change of this guild's members does not re-rank the board on show. */
export const topGuildsQueryOptions = () => queryOptions({ queryKey: ['guild-board'] as const, queryFn: getTopGuilds });

export function useTopGuilds() {
  return useQuery(topGuildsQueryOptions());
}
