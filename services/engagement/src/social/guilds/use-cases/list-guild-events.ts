/** GET /guilds/{id}/events: the guild's running events. */
import { type GuildEvent } from '@mathquest/contracts';
import { activeEvents } from '../domain/guilds.js';
import type { Caller, GuildsDeps } from './deps.js';
import type { GuildAccess } from './guild-access.js';

export function createListGuildEvents(_deps: GuildsDeps, g: GuildAccess) {
  const { now, ownGuild, eventView } = g;
  return async function listGuildEvents(me: Caller, guildId: string): Promise<GuildEvent[]> {
    const doc = await ownGuild(me.id, guildId);
    return activeEvents(doc, now()).map((e) => eventView(e, me.id));
  };
}
