import type { Pet, PetMood } from '@mathquest/contracts';

/**
 * The pet rules the screens apply between two server answers (docs/product/engagement.md, pets):
 * a pet:updated event carries level and happiness only, so mood and bonus are worked out here
 * with the same formulas as the server.
 */
export const PET_FEED_COST_COINS = 10;
export const PET_COOLDOWN_MS = 60 * 60 * 1000;
/** The most happiness a pet can have: feeding or a treat then changes nothing. */
export const PET_HAPPINESS_MAX = 100;
/** Below this happiness the pet card pulses a warning. */
export const PET_WARNING_BELOW = 50;

export function moodOf(happiness: number): PetMood {
  if (happiness >= 70) return 'happy';
  if (happiness >= 40) return 'neutral';
  return 'sad';
}

export function bonusPercentOf(pet: Pick<Pet, 'abilityValue' | 'level' | 'happiness'>): number {
  return Math.floor((pet.abilityValue * (1 + pet.level * 0.05) * pet.happiness) / 100);
}

export const MOOD_LABEL: Record<PetMood, string> = { happy: 'Happy', neutral: 'Okay', sad: 'Sad' };
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
  if (lastAt) return Date.parse(lastAt) + PET_COOLDOWN_MS;
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
  const left = timeLeftLabel(readyAt(pet.canFeedAt, pet.lastFedAt), now);
  if (left) return { ready: false, reason: `Feed again in ${left}` };
  // At full happiness feeding would cost coins and change nothing: the server refuses it too.
  if (pet.happiness >= PET_HAPPINESS_MAX) return { ready: false, reason: `${pet.name} is full and happy` };
  if (coins !== null && coins < PET_FEED_COST_COINS) return { ready: false, reason: `Needs ${PET_FEED_COST_COINS} coins` };
  return { ready: true };
}

/** Playing needs the last play more than an hour ago. */
export function playState(pet: Pet, now: number): PetActionState {
  const left = timeLeftLabel(readyAt(pet.canPlayAt, pet.lastPlayedAt), now);
  return left ? { ready: false, reason: `Play again in ${left}` } : { ready: true };
}
