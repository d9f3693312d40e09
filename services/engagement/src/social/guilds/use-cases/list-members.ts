/** GET /guilds/{id}/members: online first by role, with levels, looks and contributions. */
import { type GuildMember } from '@mathquest/contracts';
import { looksOf } from '../../looks/looks.js';
import type { Caller, GuildsDeps } from './deps.js';
import type { GuildAccess } from './guild-access.js';

export function createListMembers(deps: GuildsDeps, g: GuildAccess) {
  const { now, ownGuild } = g;
  return async function listMembers(me: Caller, guildId: string): Promise<GuildMember[]> {
    const doc = await ownGuild(me.id, guildId);
    const ids = doc.members.map((m) => m.userId);
    const [online, scores, progress, lookOf] = await Promise.all([deps.presence.of(ids), deps.xp.memberScores(guildId, ids, now()), Promise.all(ids.map((id) => deps.progress.get(id))), looksOf(deps.looks, ids)]);
    const order = { LEADER: 0, OFFICER: 1, MEMBER: 2 } as const;
    return doc.members
      .map((m, i) => ({
        id: m.userId,
        username: m.username,
        avatarUrl: null,
        avatar: lookOf(m.userId),
        level: progress[i]?.level ?? 1,
        role: m.role,
        isOnline: online.has(m.userId),
        weeklyXp: scores[i]?.weeklyXp ?? 0,
        totalContribution: scores[i]?.total ?? 0,
      }))
      .sort((a, b) => order[a.role] - order[b.role] || a.username.localeCompare(b.username));
  };
}
