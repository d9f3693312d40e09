import { PET_CARE_COOLDOWN_MS, PET_FEED_COST_COINS, PET_HAPPINESS_MAX, petFeedRefusal, type Pet, type PetMood } from '@mathquest/contracts';

/**
 * The pets screen's rules (docs/product/engagement.md, pets), built on the server's own
 * (packages/contracts/src/rules/pets.ts, docs/adr/0184): there is no second copy. The mood words
 * every pet card shows are in components/engagement/pet-mood.ts.
 */
export { PET_FEED_COST_COINS, PET_HAPPINESS_MAX };

export const MOOD_EMOJI: Record<PetMood, string> = { happy: '😊', neutral: '😐', sad: '😢' };

/** A pet's ability as a value of the `pets.bonus` message's select. */
export const ABILITY_WORD: Record<Pet['baseAbility'], string> = {
  coin_boost: 'coins',
  xp_boost: 'xp',
  hint_discount: 'hints',
  all_boost: 'all',
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

/** The time left until `at` in whole hours, minutes and seconds (rounded up to the second), or null when it has passed. */
export interface TimeLeft {
  hours: number;
  minutes: number;
  seconds: number;
}

export function timeLeft(at: number | null, now: number): TimeLeft | null {
  if (at === null || at <= now) return null;
  const totalSeconds = Math.ceil((at - now) / 1000);
  return { hours: Math.floor(totalSeconds / 3600), minutes: Math.floor((totalSeconds % 3600) / 60), seconds: totalSeconds % 60 };
}

/** Why an action waits: the screen words it (`pets.feed.cooldown`, `pets.feed.full`, `pets.feed.coins`, `pets.play.cooldown`). */
export type PetActionState = { ready: true } | { ready: false; reason: 'COOLDOWN'; left: TimeLeft } | { ready: false; reason: 'ALREADY_HAPPY' | 'NOT_ENOUGH_COINS' };

/** Feeding needs the last feeding more than an hour ago, a pet that is not already at full happiness, and 10 coins. */
export function feedState(pet: Pet, coins: number | null, now: number): PetActionState {
  const at = readyAt(pet.canFeedAt, pet.lastFedAt);
  switch (petFeedRefusal({ happiness: pet.happiness, readyAt: at }, coins, now)) {
    case 'COOLDOWN':
      return { ready: false, reason: 'COOLDOWN', left: timeLeft(at, now)! }; // refused for a cooldown: it ends after now
    case 'ALREADY_HAPPY':
      // At full happiness feeding would cost coins and change nothing: the server refuses it too.
      return { ready: false, reason: 'ALREADY_HAPPY' };
    case 'NOT_ENOUGH_COINS':
      return { ready: false, reason: 'NOT_ENOUGH_COINS' };
    case null:
      return { ready: true };
  }
}

/** Playing needs the last play more than an hour ago. */
export function playState(pet: Pet, now: number): PetActionState {
  const left = timeLeft(readyAt(pet.canPlayAt, pet.lastPlayedAt), now);
  return left ? { ready: false, reason: 'COOLDOWN', left } : { ready: true };
}
