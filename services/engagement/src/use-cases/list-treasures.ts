/** GET /treasures: the student's unopened chests, newest first. */
import type { TreasureChest } from '@mathquest/contracts';
import { readPlayer } from '../repositories/wallets-repository.js';
import type { PlayerActionsDeps, Student } from './player-write.js';
import { chestView, unopened } from './treasure-views.js';

export function createListTreasures({ store }: Pick<PlayerActionsDeps, 'store'>) {
  return async function treasures(s: Student): Promise<TreasureChest[]> {
    const p = await readPlayer(store.players, s.id);
    return p ? unopened(p).map(chestView) : [];
  };
}
