/** GET /battlepass: the current season and the student's level, XP and premium in it. */
import type { BattlePass } from '@mathquest/contracts';
import { passLevel, passXpNow, PREMIUM_COST_GEMS, seasonAt } from '../domain/battle-pass.js';
import { readPlayer } from '../repositories/wallets-repository.js';
import type { PlayerActionsDeps, Student } from './player-write.js';

export function createGetBattlePass({ store }: Pick<PlayerActionsDeps, 'store'>) {
  return async function battlePass(s: Student): Promise<BattlePass> {
    const p = await readPlayer(store.players, s.id);
    const now = new Date();
    const season = seasonAt(now);
    const lvl = passLevel(passXpNow(p?.pass, now));
    const isPremium = p?.pass?.season === season.number && p.pass.premium === true;
    return { seasonName: season.name, seasonNumber: season.number, currentLevel: lvl.level, currentXp: lvl.xpInLevel, xpForNextLevel: lvl.xpForLevel, isPremium, premiumCost: PREMIUM_COST_GEMS, endsAt: season.endsAt.toISOString() };
  };
}
