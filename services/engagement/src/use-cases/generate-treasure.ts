/** POST /treasures/generate: never creates a chest: the most recent unopened one the student earned, or null. */
import type { TreasureChest } from '@mathquest/contracts';
import { readPlayer } from '../repositories/wallets-repository.js';
import type { PlayerActionsDeps, Student } from './player-write.js';
import { chestView, unopened } from './treasure-views.js';

export function createGenerateTreasure({ store }: Pick<PlayerActionsDeps, 'store'>) {
  return async function generateTreasure(s: Student): Promise<TreasureChest | null> {
    const p = await readPlayer(store.players, s.id);
    const newest = p ? unopened(p)[0] : undefined;
    return newest ? chestView(newest) : null;
  };
}
