import { queryOptions, useQuery } from '@tanstack/react-query';
import { guildApi } from './guild-api';

/** Under ['guild']: guild:members_changed invalidates the guild and its members together. */
export const guildMembersKey = (guildId: string) => ['guild', 'members', guildId] as const;

/** GET /api/engagement/guilds/{id}/members. */
export const getGuildMembers = (guildId: string) => guildApi.members(guildId);

export const guildMembersQueryOptions = (guildId: string) => queryOptions({ queryKey: guildMembersKey(guildId), queryFn: () => getGuildMembers(guildId) });

export function useGuildMembers(guildId: string) {
  return useQuery(guildMembersQueryOptions(guildId));
}
