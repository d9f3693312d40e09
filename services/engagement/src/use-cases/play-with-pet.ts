/** POST /pets/{id}/play: free happiness, once per cooldown. */
import type { Pet } from '@mathquest/contracts';
import { playWithPet as playRule } from '../domain/player-actions.js';
import { petView } from '../domain/pets.js';
import { act, type PlayerActionsDeps, type Student } from './player-write.js';

export function createPlayWithPet(deps: Pick<PlayerActionsDeps, 'store' | 'outbox' | 'pending'>) {
  return async function playWithPet(s: Student, petId: string): Promise<Pet> {
    const { player, value } = await act(deps, s, 'pet', (p, now) => playRule(p, petId, now), undefined, petId);
    return petView(value, player.pets!.activeId === petId, new Date());
  };
}
