/** POST /guilds/leave: the leader hands over, the last member dissolves the guild. */
import { conflict, notFound } from '@mathquest/service-kit';
import { ErrorCode } from '@mathquest/contracts';
import { leave } from '../domain/guilds.js';
import type { Caller, GuildsDeps } from './deps.js';
import type { GuildAccess } from './guild-access.js';
import { listing, leaderOf, ATTEMPTS, NOT_IN_GUILD } from './guild-access.js';

/** Leaves the caller's guild; the leader hands over; the last member dissolves it. */
export function createLeaveGuild(deps: GuildsDeps, g: GuildAccess) {
  const { now, membersChanged, myGuildDoc } = g;
  return async function leaveGuild(me: Caller): Promise<{ left: true; dissolved: boolean }> {
    for (let i = 0; i < ATTEMPTS; i++) {
      const doc = await myGuildDoc(me.id);
      if (!doc) throw notFound(NOT_IN_GUILD, ErrorCode.NOT_IN_GUILD);
      const at = now();
      const { doc: next } = leave(doc, me.id, at);
      if (next === null) {
        if (!(await deps.guilds.remove(doc._id, doc.version))) continue;
        await deps.guilds.releaseName(doc.name, doc._id);
        await deps.xp.unlist(doc._id, at);
      } else {
        if (!(await deps.guilds.replace(next))) continue;
        await deps.xp.list(doc._id, listing(next), leaderOf(next));
      }
      await deps.guilds.releaseMembership(me.id, doc._id);
      await deps.xp.membershipEnded(me.id, doc._id);
      await deps.xp.forgetMember(doc._id, me.id);
      if (next) membersChanged(doc._id, `leave:${me.id}`, next.members.map((m) => m.userId), me.id);
      return { left: true, dissolved: next === null };
    }
    throw conflict('Your guild changed while you were leaving: please try again');
  };
}
