/** GET /pets: the student's pets, the active one first. */
import type { Pet } from '@mathquest/contracts';
import { petView } from '../domain/pets.js';
import { visit, type PlayerActionsDeps, type Student } from './player-write.js';

export function createListPets({ store }: Pick<PlayerActionsDeps, 'store'>) {
  return async function pets(s: Student): Promise<Pet[]> {
    const p = await visit(store, s);
    const now = new Date();
    const active = p.pets!.activeId;
    return [...p.pets!.owned].sort((a, b) => Number(b.id === active) - Number(a.id === active)).map((x) => petView(x, x.id === active, now));
  };
}
