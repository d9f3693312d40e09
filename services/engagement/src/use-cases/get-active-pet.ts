/** GET /pets/active: the student's active pet (the starter pet on a first visit). */
import type { Pet } from '@mathquest/contracts';
import { petView } from '../domain/pets.js';
import { activePet } from '../domain/player.js';
import { visit, type PlayerActionsDeps, type Student } from './player-write.js';

export function createGetActivePet({ store }: Pick<PlayerActionsDeps, 'store'>) {
  return async function getActivePet(s: Student): Promise<Pet> {
    const p = await visit(store, s);
    return petView(activePet(p)!, true, new Date());
  };
}
