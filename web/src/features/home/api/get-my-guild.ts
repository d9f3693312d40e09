import { queryOptions, useQuery } from '@tanstack/react-query';
import { guildApi } from '../../guild/api/guild-api';
import { liveKeys } from '../../../lib/query-keys';

/** GET /api/engagement/guilds/my-guild: the student's guild, or `guild: null` without one. */
export const getMyGuild = () => guildApi.myGuild();

export const myGuildQueryOptions = () => queryOptions({ queryKey: liveKeys.myGuild, queryFn: getMyGuild });

export function useMyGuild() {
  return useQuery(myGuildQueryOptions());
}
