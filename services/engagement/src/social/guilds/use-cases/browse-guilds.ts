/** GET /guilds: the guild leaderboard and search (docs/product/social.md#guilds--built). */
import { GUILD_MAX_MEMBERS, guildLevel, type GuildSummary } from '@mathquest/contracts';
import type { GuildsDeps } from './deps.js';
import type { GuildAccess } from './guild-access.js';
import { BROWSE_LIMIT } from './guild-access.js';

/** Every guild ranked by weekly XP (the guild leaderboard); `search` keeps the names containing it. */
export function createBrowseGuilds(deps: GuildsDeps, g: GuildAccess) {
  const { now } = g;
  return async function browseGuilds(search?: string): Promise<GuildSummary[]> {
    const at = now();
    const all = await deps.xp.directory();
    const scores = await deps.xp.scores(
      all.map((g) => g.id),
      at,
    );
    const ranked = all.map((g, i) => ({ g, s: scores[i] ?? { weeklyXp: 0, totalXp: 0 } })).sort((a, b) => b.s.weeklyXp - a.s.weeklyXp || b.s.totalXp - a.s.totalXp || a.g.name.localeCompare(b.g.name));
    const term = search?.trim().toLowerCase() ?? '';
    const out: GuildSummary[] = [];
    let rank = 0;
    ranked.forEach(({ g, s }, i) => {
      if (i === 0 || s.weeklyXp !== ranked[i - 1]!.s.weeklyXp) rank = i + 1;
      if (term && !g.name.toLowerCase().includes(term)) return;
      out.push({ id: g.id, name: g.name, icon: g.icon, description: g.description, level: guildLevel(s.totalXp).level, rank, memberCount: g.memberCount, maxMembers: GUILD_MAX_MEMBERS, weeklyXp: s.weeklyXp, totalXp: s.totalXp });
    });
    return out.slice(0, BROWSE_LIMIT);
  };
}
