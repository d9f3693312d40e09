/** GET /guilds/mine: the caller's guild and role. */
import { type MyGuild } from '@mathquest/contracts';
import { memberOf } from '../domain/guilds.js';
import type { Caller, GuildsDeps } from './deps.js';
import type { GuildAccess } from './guild-access.js';

export function createGetMyGuild(_deps: GuildsDeps, g: GuildAccess) {
  const { now, myGuildDoc, guildView } = g;
  return async function getMyGuild(me: Caller): Promise<MyGuild> {
    const doc = await myGuildDoc(me.id);
    if (!doc) return { guild: null, role: null };
    return { guild: await guildView(doc, now()), role: memberOf(doc, me.id)?.role ?? 'MEMBER' };
  };
}
