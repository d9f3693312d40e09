import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { guildApi, type GuildMessage } from './guild-api';

/**
 * Outside ['guild']: a change of members does not read the chat's history again; the socket's
 * pushes keep the cached list current (features/guild/components/guild-chat.tsx).
 */
export const guildMessagesKey = (guildId: string) => ['guild-chat', guildId] as const;

/** Messages by id, oldest first, the last 100 (a live message may arrive before the history does). */
export function mergeGuildMessages(a: GuildMessage[], b: GuildMessage[]): GuildMessage[] {
  const byId = new Map<string, GuildMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.sentAt.localeCompare(y.sentAt) || x.id.localeCompare(y.id)).slice(-100);
}

/**
 * GET /api/engagement/guilds/{id}/messages: the last 100 messages, merged with those the socket
 * pushed while the read was under way.
 */
export async function getGuildMessages(guildId: string, client: QueryClient): Promise<GuildMessage[]> {
  const history = await guildApi.messages(guildId);
  return mergeGuildMessages(history, client.getQueryData<GuildMessage[]>(guildMessagesKey(guildId)) ?? []);
}

export const guildMessagesQueryOptions = (guildId: string) =>
  queryOptions({ queryKey: guildMessagesKey(guildId), queryFn: ({ client }) => getGuildMessages(guildId, client) });

export function useGuildMessages(guildId: string) {
  return useQuery(guildMessagesQueryOptions(guildId));
}

/** A push's change to the cached chat: `change` gets the list so far (empty before the history answered). */
export function updateGuildMessages(client: QueryClient, guildId: string, change: (list: GuildMessage[]) => GuildMessage[]): void {
  client.setQueryData<GuildMessage[]>(guildMessagesKey(guildId), (list) => change(list ?? []));
}
