/** POST /guilds/{id}/join. */
import { conflict, notFound } from '@mathquest/service-kit';
import { ErrorCode, type MyGuild } from '@mathquest/contracts';
import { join, memberOf, type GuildDoc } from '../domain/guilds.js';
import type { Caller, GuildsDeps } from './deps.js';
import type { GuildAccess } from './guild-access.js';
import { asHttp, listing, leaderOf, ATTEMPTS, NO_SUCH_GUILD } from './guild-access.js';

export function createJoinGuild(deps: GuildsDeps, g: GuildAccess) {
  const { now, membersChanged, entered, refuseIfInAGuild, guildView } = g;
  return async function joinGuild(me: Caller, guildId: string): Promise<MyGuild> {
    await refuseIfInAGuild(me.id);
    if (!(await deps.guilds.get(guildId))) throw notFound(NO_SUCH_GUILD);
    if (!(await deps.guilds.claimMembership(me.id, guildId))) throw conflict('You are already in a guild. Leave it first to join another.', ErrorCode.ALREADY_IN_GUILD);
    try {
      for (let i = 0; i < ATTEMPTS; i++) {
        const doc = await deps.guilds.get(guildId);
        if (!doc) throw notFound(NO_SUCH_GUILD);
        const at = now();
        let next: GuildDoc;
        try {
          next = join(doc, { userId: me.id, username: me.username }, at);
        } catch (err) {
          asHttp(err);
        }
        if (next === doc || (await deps.guilds.replace(next))) {
          await deps.xp.list(guildId, listing(next), leaderOf(next));
          await entered(me.id, guildId);
          if (next !== doc) membersChanged(guildId, `join:${me.id}`, next.members.map((m) => m.userId), me.id);
          return { guild: await guildView(next, at), role: memberOf(next, me.id)?.role ?? 'MEMBER' };
        }
      }
      throw conflict('The guild changed while you were joining: please try again');
    } catch (err) {
      await deps.guilds.releaseMembership(me.id, guildId);
      throw err;
    }
  };
}
