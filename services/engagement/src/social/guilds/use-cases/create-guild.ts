/** POST /guilds: a new guild led by the caller. */
import { randomUUID } from 'node:crypto';
import { conflict } from '@mathquest/service-kit';
import { ErrorCode, type CreateGuildBody, type MyGuild } from '@mathquest/contracts';
import { newGuild } from '../domain/guilds.js';
import type { Caller, GuildsDeps } from './deps.js';
import type { GuildAccess } from './guild-access.js';
import { refuseUnkind, listing, leaderOf } from './guild-access.js';

export function createCreateGuild(deps: GuildsDeps, g: GuildAccess) {
  const { now, entered, refuseIfInAGuild, guildView } = g;
  return async function createGuild(me: Caller, body: CreateGuildBody): Promise<MyGuild> {
    refuseUnkind(body.name, body.description);
    await refuseIfInAGuild(me.id);
    const at = now();
    const doc = newGuild(randomUUID(), { userId: me.id, username: me.username }, { name: body.name.trim(), icon: body.icon, description: body.description.trim() }, at);
    if (!(await deps.guilds.claimName(doc.name, doc._id))) throw conflict(`There is already a guild called ${doc.name}`, ErrorCode.GUILD_NAME_TAKEN);
    if (!(await deps.guilds.claimMembership(me.id, doc._id))) {
      await deps.guilds.releaseName(doc.name, doc._id);
      throw conflict('You are already in a guild. Leave it first to start one.', ErrorCode.ALREADY_IN_GUILD);
    }
    await deps.guilds.insert(doc);
    await deps.xp.list(doc._id, listing(doc), leaderOf(doc));
    await entered(me.id, doc._id);
    return { guild: await guildView(doc, at), role: 'LEADER' };
  };
}
