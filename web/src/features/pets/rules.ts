import { PET_CARE_COOLDOWN_MS, PET_FEED_COST_COINS, PET_HAPPINESS_MAX, petFeedRefusal, type Pet, type PetMood } from '@mathquest/contracts';

/**
 * The pets screen's rules (docs/product/engagement.md, pets), built on the server's own
 * (packages/contracts/src/rules/pets.ts, docs/adr/0184): there is no second copy. The mood words
 * every pet card shows are in components/engagement/pet-mood.ts.
 */
export { PET_FEED_COST_COINS, PET_HAPPINESS_MAX };

export const MOOD_EMOJI: Record<PetMood, string> = { happy: '😊', neutral: '😐', sad: '😢' };

export const ABILITY_LABEL: Record<Pet['baseAbility'], string> = {
  coin_boost: 'coins',
  xp_boost: 'XP',
  hint_discount: 'hint discount',
  all_boost: 'all rewards',
};

/**
 * When an action is next possible: the server's canFeedAt/canPlayAt, else one hour after the
 * last time (null: now).
 */
function readyAt(serverReadyAt: string | null, lastAt: string | null): number | null {
  if (serverReadyAt) return Date.parse(serverReadyAt);
  if (lastAt) return Date.parse(lastAt) + PET_CARE_COOLDOWN_MS;
  return null;
}

/** '59m', '1h 5m', '30s': the time left until `at`, or null when it has passed. */
export function timeLeftLabel(at: number | null, now: number): string | null {
  if (at === null || at <= now) return null;
  const totalSeconds = Math.ceil((at - now) / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m`;
  return `${totalSeconds}s`;
}

export type PetActionState = { ready: true } | { ready: false; reason: string };

/** Feeding needs the last feeding more than an hour ago, a pet that is not already at full happiness, and 10 coins. */
export function feedState(pet: Pet, coins: number | null, now: number): PetActionState {
  const at = readyAt(pet.canFeedAt, pet.lastFedAt);
  switch (petFeedRefusal({ happiness: pet.happiness, readyAt: at }, coins, now)) {
    case 'COOLDOWN':
      return { ready: false, reason: `Feed again in ${timeLeftLabel(at, now)!}` }; // refused for a cooldown: it ends after now
    case 'ALREADY_HAPPY':
      // At full happiness feeding would cost coins and change nothing: the server refuses it too.
      return { ready: false, reason: `${pet.name} is full and happy` };
    case 'NOT_ENOUGH_COINS':
      return { ready: false, reason: `Needs ${PET_FEED_COST_COINS} coins` };
    case null:
      return { ready: true };
  }
}

/** Playing needs the last play more than an hour ago. */
export function playState(pet: Pet, now: number): PetActionState {
  const left = timeLeftLabel(readyAt(pet.canPlayAt, pet.lastPlayedAt), now);
  return left ? { ready: false, reason: `Play again in ${left}` } : { ready: true };
}
