import { queryOptions, useQuery } from '@tanstack/react-query';
import { guildApi } from './guild-api';

/** Under ['guild']: guild:members_changed reads the events again with the guild and its members. */
export const guildEventsKey = (guildId: string) => ['guild', 'events', guildId] as const;

/** GET /api/engagement/guilds/{id}/events: the guild's active events. */
export const getGuildEvents = (guildId: string) => guildApi.events(guildId);

export const guildEventsQueryOptions = (guildId: string) => queryOptions({ queryKey: guildEventsKey(guildId), queryFn: () => getGuildEvents(guildId) });

export function useGuildEvents(guildId: string) {
  return useQuery(guildEventsQueryOptions(guildId));
}
