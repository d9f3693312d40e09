/**
 * Guilds (docs/product/social.md#guilds--built, docs/adr/0120-0122): browse and search, create,
 * join, leave with the leader's hand-over, role management, events, and the guild XP credited from members' progress snapshots, one use case per file over the same
 * dependencies. The guild's document decides (version-checked writes, retried on a race); the
 * membership document makes one guild per student hold; Redis holds the directory, the XP sets and
 * the mirror of who is in which guild that the realtime service projects (docs/adr/0195).
 */
import { createBrowseGuilds } from './browse-guilds.js';
import { createCreateGuild } from './create-guild.js';
import { createCreateGuildEvent } from './create-guild-event.js';
import { createCreditGuildXp } from './credit-guild-xp.js';
import type { GuildsDeps } from './deps.js';
import { createGetMyGuild } from './get-my-guild.js';
import { guildAccess } from './guild-access.js';
import { createJoinGuild } from './join-guild.js';
import { createJoinGuildEvent } from './join-guild-event.js';
import { createLeaveGuild } from './leave-guild.js';
import { createListGuildEvents } from './list-guild-events.js';
import { createListMembers } from './list-members.js';
import { createManageMember } from './manage-member.js';
import { createUpdateGuild } from './update-guild.js';

export type { Caller, GuildsDeps } from './deps.js';
export { BROWSE_LIMIT, NO_SUCH_GUILD, NOT_IN_GUILD } from './guild-access.js';

export function guilds(deps: GuildsDeps) {
  const g = guildAccess(deps);
  const members = createListMembers(deps, g);
  return {
    browse: createBrowseGuilds(deps, g),
    myGuild: createGetMyGuild(deps, g),
    create: createCreateGuild(deps, g),
    join: createJoinGuild(deps, g),
    leave: createLeaveGuild(deps, g),
    update: createUpdateGuild(deps, g),
    members,
    manage: createManageMember(deps, g, members),
    events: createListGuildEvents(deps, g),
    createEvent: createCreateGuildEvent(deps, g),
    joinEvent: createJoinGuildEvent(deps, g),
    creditXp: createCreditGuildXp(deps),
  };
}
export type Guilds = ReturnType<typeof guilds>;
