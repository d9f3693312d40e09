/** POST /treasures/{id}/open: a chest's rewards, once; its coins and gems credited, its XP granted to the game. */
import { openChest as openRule } from '../domain/player-actions.js';
import { xpGrantedEntry } from '../events/player-outbox.js';
import { act, balances, walletEntry, type PlayerActionsDeps, type Student } from './player-write.js';
import { chestView } from './treasure-views.js';

export function createOpenTreasure(deps: Pick<PlayerActionsDeps, 'store' | 'outbox' | 'pending'>) {
  return async function openTreasure(s: Student, chestId: string) {
    const { player, value } = await act(deps, s, 'chest', (p, now) => openRule(p, chestId, now), (r, before, now) => [
      walletEntry(s, `${chestId}:open`, r.player, before, 'chest.open', now),
      ...(r.value.xp > 0 ? [xpGrantedEntry(s.id, `${chestId}:open`, r.value.xp, 'chest', chestId, now)] : []),
    ]);
    return { chest: chestView(value.chest), rewards: { coins: value.coins, gems: value.gems, xp: value.xp }, wallet: balances(player) };
  };
}
