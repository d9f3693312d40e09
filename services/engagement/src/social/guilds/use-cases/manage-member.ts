/** POST /guilds/{id}/members/{userId}: promote, demote or kick (docs/adr/0122). */
import { type GuildAction, type GuildMember } from '@mathquest/contracts';
import { manage } from '../domain/guilds.js';
import type { Caller, GuildsDeps } from './deps.js';
import type { GuildAccess } from './guild-access.js';
import type { createListMembers } from './list-members.js';

export function createManageMember(deps: GuildsDeps, g: GuildAccess, listMembers: ReturnType<typeof createListMembers>) {
  const { now, membersChanged, update } = g;
  return async function manageMember(me: Caller, guildId: string, targetId: string, action: GuildAction): Promise<GuildMember | null> {
    const at = now();
    const after = await update(guildId, me.id, (d) => {
      const doc = manage(d, me.id, targetId, action, at);
      return { doc, out: doc };
    });
    // The kicked member hears it too: their guild page moves on.
    membersChanged(guildId, `${action}:${targetId}`, [...after.members.map((m) => m.userId), targetId], me.id);
    if (action === 'KICK') {
      await deps.guilds.releaseMembership(targetId, guildId);
      await deps.xp.membershipEnded(targetId, guildId);
      await deps.xp.forgetMember(guildId, targetId);
      return null;
    }
    return (await listMembers(me, guildId)).find((m) => m.id === targetId) ?? null;
  };
}
