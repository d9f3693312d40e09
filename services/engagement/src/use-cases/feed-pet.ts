/** POST /pets/{id}/feed: happiness for coins, once per cooldown; the debit's wallet.changed named after the feed it pays for. */
import { feedPet as feedRule } from '../domain/player-actions.js';
import { petView } from '../domain/pets.js';
import { act, balances, walletEntry, type PlayerActionsDeps, type Student } from './player-write.js';

export function createFeedPet(deps: Pick<PlayerActionsDeps, 'store' | 'outbox' | 'pending'>) {
  return async function feedPet(s: Student, petId: string) {
    const { player, value } = await act(
      deps,
      s,
      'pet',
      (p, now) => feedRule(p, petId, now),
      (r, before, now) => [walletEntry(s, `feed:${petId}:${before.pets?.owned.find((x) => x.id === petId)?.lastFedAt ?? 'never'}`, r.player, before, 'pet.feed', now)],
      petId,
    );
    return { pet: petView(value, player.pets!.activeId === petId, new Date()), wallet: balances(player) };
  };
}
