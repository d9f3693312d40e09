/** Guild XP from members' progress snapshots (docs/adr/0121). */
import type { GuildsDeps } from './deps.js';

/** Guild XP from a batch of progress snapshots (oldest version first per student). */
export function createCreditGuildXp(deps: GuildsDeps) {
  return async function creditGuildXp(snapshots: Array<{ userId: string; version: number; totalXp: number; at: Date }>): Promise<void> {
    const sorted = [...snapshots].sort((a, b) => a.version - b.version);
    for (const s of sorted) await deps.xp.credit(s.userId, { version: s.version, totalXp: s.totalXp }, s.at);
  };
}
