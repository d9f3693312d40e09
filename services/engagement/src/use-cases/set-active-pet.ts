/** POST /pets/{id}/set-active: the pet whose bonus counts from now on. */
import type { Pet } from '@mathquest/contracts';
import { setActivePet as setActiveRule } from '../domain/player-actions.js';
import { petView } from '../domain/pets.js';
import { act, type PlayerActionsDeps, type Student } from './player-write.js';

export function createSetActivePet(deps: Pick<PlayerActionsDeps, 'store' | 'outbox' | 'pending'>) {
  return async function setActivePet(s: Student, petId: string): Promise<Pet> {
    const { value } = await act(deps, s, 'pet', (p) => setActiveRule(p, petId), undefined, petId);
    return petView(value, true, new Date());
  };
}
