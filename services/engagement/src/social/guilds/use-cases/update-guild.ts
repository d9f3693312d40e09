/** PUT /guilds/{id}: the leader's settings. */
import { type MyGuild, type UpdateGuildBody } from '@mathquest/contracts';
import { GuildRefusal, memberOf } from '../domain/guilds.js';
import type { Caller, GuildsDeps } from './deps.js';
import type { GuildAccess } from './guild-access.js';
import { refuseUnkind } from './guild-access.js';

/** Settings: only the leader changes the icon or description. */
export function createUpdateGuild(_deps: GuildsDeps, g: GuildAccess) {
  const { now, update, guildView } = g;
  return async function updateGuild(me: Caller, guildId: string, body: UpdateGuildBody): Promise<MyGuild> {
    refuseUnkind(undefined, body.description);
    const at = now();
    const doc = await update(guildId, me.id, (d) => {
      if (memberOf(d, me.id)?.role !== 'LEADER') throw new GuildRefusal('FORBIDDEN', 'Only the leader can change the guild settings');
      const next = { ...d, icon: body.icon ?? d.icon, description: body.description?.trim() ?? d.description, version: d.version + 1 };
      return { doc: next, out: next };
    });
    return { guild: await guildView(doc, at), role: 'LEADER' };
  };
}
