/**
 * The pet rules the server applies and the screens show between two server answers
 * (docs/product/engagement.md, pets; docs/adr/0184): one implementation for engagement and the
 * web app. Pure.
 */
import type { PetMood } from '../http/engagement.js';

/** What feeding costs. */
export const PET_FEED_COST_COINS = 10;
/** Happiness a feeding adds (capped at PET_HAPPINESS_MAX). */
export const PET_FEED_HAPPINESS = 10;
/** Happiness a play adds (capped at PET_HAPPINESS_MAX). */
export const PET_PLAY_HAPPINESS = 5;
/** Feeding and playing each wait this long after the last time. */
export const PET_CARE_COOLDOWN_MS = 3_600_000;
/** The most happiness a pet can have: feeding then changes nothing, so it is refused. */
export const PET_HAPPINESS_MAX = 100;

/** 70 and above happy, 40 to 69 neutral, below 40 sad. */
export function petMood(happiness: number): PetMood {
  if (happiness >= 70) return 'happy';
  if (happiness >= 40) return 'neutral';
  return 'sad';
}

/**
 * The bonus percent: floor(abilityValue × (1 + level × 0.05) × happiness / 100), worked out in
 * whole numbers as floor(abilityValue × (20 + level) × happiness / 2000), so no floating-point
 * rounding can take a whole percent away (25 × 1.15 × 80 / 100 is 23, never 22.999…).
 */
export function petBonusPercent(abilityValue: number, level: number, happiness: number): number {
  return Math.floor((abilityValue * (20 + level) * happiness) / 2000);
}

export type PetFeedRefusal = 'COOLDOWN' | 'ALREADY_HAPPY' | 'NOT_ENOUGH_COINS';

/**
 * Why feeding is refused now, in the order the server checks (null: it may be fed): the hour since
 * the last feeding first, then full happiness (coins for nothing), then the price. `readyAt` is
 * when the cooldown ends (ms, null for none); `coins` null when the balance is not known yet.
 */
export function petFeedRefusal(pet: { happiness: number; readyAt: number | null }, coins: number | null, now: number): PetFeedRefusal | null {
  if (pet.readyAt !== null && pet.readyAt > now) return 'COOLDOWN';
  if (pet.happiness >= PET_HAPPINESS_MAX) return 'ALREADY_HAPPY';
  if (coins !== null && coins < PET_FEED_COST_COINS) return 'NOT_ENOUGH_COINS';
  return null;
}
