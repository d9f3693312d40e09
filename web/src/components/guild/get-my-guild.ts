import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MyGuild } from '@mathquest/contracts';
import { myGuildApi } from './my-guild-api';
import { liveKeys } from '../../lib/query-keys';

/** GET /api/engagement/guilds/my-guild: the student's guild and role, or `guild: null` without one. */
export const getMyGuild = () => myGuildApi.myGuild();

/** Under liveKeys.myGuild, the key the dashboard's guild card reads too. */
export const myGuildQueryOptions = () => queryOptions({ queryKey: liveKeys.myGuild, queryFn: getMyGuild });

export function useMyGuild() {
  return useQuery(myGuildQueryOptions());
}

/** What a write answered (join, create, settings) or a leave: the cached guild of the student. */
export function setMyGuild(client: QueryClient, mine: MyGuild): void {
  client.setQueryData(liveKeys.myGuild, mine);
}
