import type { CreateGuildEventBody } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guildEventsKey } from './get-guild-events';
import { guildApi, type GuildEvent } from './guild-api';

/**
 * POST /guilds/{id}/events/{eventId}/join: the answer replaces the event in the cached list; after a
 * refusal the list is read again (the event may be full or gone).
 */
export function useJoinGuildEvent(guildId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => guildApi.joinEvent(guildId, eventId),
    onSuccess: (joined) => client.setQueryData<GuildEvent[]>(guildEventsKey(guildId), (list) => list?.map((x) => (x.id === joined.id ? joined : x))),
    onError: () => void client.invalidateQueries({ queryKey: guildEventsKey(guildId) }),
  });
}

/** POST /guilds/{id}/events: the new event joins the end of the cached list. */
export function useCreateGuildEvent(guildId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGuildEventBody) => guildApi.createEvent(guildId, body),
    onSuccess: (created) => client.setQueryData<GuildEvent[]>(guildEventsKey(guildId), (list) => [...(list ?? []), created]),
  });
}
