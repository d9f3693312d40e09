import { queryOptions, useQuery } from '@tanstack/react-query';
import { guildApi } from './guild-api';

/** Outside ['guild']: only a student without a guild browses; joining or creating one reads them again. */
export const guildBrowseKeys = { all: ['guild-browse'] as const, search: (search: string) => ['guild-browse', search] as const };

/** GET /api/engagement/guilds?search=…: the guilds ranked by weekly XP, all of them for an empty search. */
export const browseGuilds = (search: string) => guildApi.browse(search || undefined);

export const browseGuildsQueryOptions = (search: string) => queryOptions({ queryKey: guildBrowseKeys.search(search), queryFn: () => browseGuilds(search) });

export function useBrowseGuilds(search: string) {
  return useQuery(browseGuildsQueryOptions(search));
}
