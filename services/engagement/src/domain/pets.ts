/**
 * Pets (docs/product/engagement.md#pets--built): the catalogue, levels, happiness with its decay, moods,
 * the bonus and the feed and play rules. Pure: every rule takes `now`. The rules the web app shows
 * too (mood, bonus, feeding and its costs) are the shared ones of packages/contracts/src/rules/pets.ts.
 */
import {
  PET_CARE_COOLDOWN_MS,
  PET_FEED_COST_COINS,
  PET_FEED_HAPPINESS,
  PET_HAPPINESS_MAX,
  PET_PLAY_HAPPINESS,
  petBonusPercent,
  petFeedRefusal,
  petMood,
  type Pet,
  type PetAbility,
  type PetMood,
} from '@mathquest/contracts';

export interface PetKind {
  id: string;
  name: string;
  emoji: string;
  imageUrl: string;
  baseAbility: PetAbility;
  /** The ability value at level 1; it rises by ABILITY_PER_LEVEL with every level gained. */
  abilityValue: number;
}

const pet = (id: string, name: string, emoji: string, baseAbility: PetAbility, abilityValue: number): PetKind => ({ id, name, emoji, imageUrl: `/pets/${id}.png`, baseAbility, abilityValue });

export const PET_CATALOGUE: readonly PetKind[] = [
  pet('sparky', 'Sparky', '🐉', 'xp_boost', 10),
  pet('whiskers', 'Whiskers', '🐱', 'coin_boost', 10),
  pet('hoot', 'Professor Hoot', '🦉', 'hint_discount', 15),
  pet('bubbles', 'Bubbles', '🐠', 'coin_boost', 12),
  pet('rex', 'Rex', '🦖', 'xp_boost', 12),
  pet('luna', 'Luna', '🦄', 'all_boost', 8),
  pet('pip', 'Pip', '🐧', 'hint_discount', 12),
  pet('blaze', 'Blaze', '🦊', 'xp_boost', 15),
  pet('coco', 'Coco', '🐵', 'coin_boost', 15),
  pet('shelly', 'Shelly', '🐢', 'all_boost', 10),
  pet('nimbus', 'Nimbus', '🐲', 'all_boost', 12),
  pet('pixel', 'Pixel', '🤖', 'hint_discount', 20),
];
export const STARTER_PET_ID = 'sparky';

export function petKind(id: string): PetKind | undefined {
  return PET_CATALOGUE.find((p) => p.id === id);
}

/** Share of each answer's xpEarned the active pet gains. */
export const PET_XP_SHARE = 0.3;
export const PET_LEVEL_ONE_XP = 100;
export const PET_LEVEL_GROWTH = 1.5;
export const ABILITY_PER_LEVEL = 2;
export const HAPPINESS_MAX = PET_HAPPINESS_MAX;
export const STARTING_HAPPINESS = 80;
/** Happiness lost per hour, computed from the stored timestamp when read (no background job). */
export const HAPPINESS_DECAY_PER_HOUR = 2;
const MS_PER_POINT = 3_600_000 / HAPPINESS_DECAY_PER_HOUR;
export const FEED_COST_COINS = PET_FEED_COST_COINS;
export const FEED_HAPPINESS = PET_FEED_HAPPINESS;
export const PLAY_HAPPINESS = PET_PLAY_HAPPINESS;
export const COOLDOWN_MS = PET_CARE_COOLDOWN_MS;
export const HUNGRY_BELOW = 40;

/** A pet the student owns, as stored. */
export interface StoredPet {
  id: string;
  level: number;
  /** XP inside the current level. */
  xp: number;
  /** Happiness as of `happinessAt`; decays from there. */
  happiness: number;
  happinessAt: string;
  lastFedAt: string | null;
  lastPlayedAt: string | null;
}

export function newPet(id: string, now: Date): StoredPet {
  return { id, level: 1, xp: 0, happiness: STARTING_HAPPINESS, happinessAt: now.toISOString(), lastFedAt: null, lastPlayedAt: null };
}

/** XP level `level` needs in all: 100, then 1.5 times the previous (floored). */
export function xpToNextPetLevel(level: number): number {
  let need = PET_LEVEL_ONE_XP;
  for (let l = 1; l < level; l++) need = Math.floor(need * PET_LEVEL_GROWTH);
  return need;
}

/** The pet after gaining `xp`, with the levels it gained. */
export function gainPetXp(p: StoredPet, xp: number): { pet: StoredPet; levelsGained: number } {
  let { level, xp: inLevel } = p;
  inLevel += xp;
  let levelsGained = 0;
  for (let need = xpToNextPetLevel(level); inLevel >= need; need = xpToNextPetLevel(level)) {
    inLevel -= need;
    level += 1;
    levelsGained += 1;
  }
  return { pet: { ...p, level, xp: inLevel }, levelsGained };
}

/** The pet's XP from an answer's xpEarned. */
export function petXpFor(xpEarned: number): number {
  return Math.floor(Math.max(0, xpEarned) * PET_XP_SHARE);
}

/** Whole points of decay between the stored timestamp and now. */
function decayPoints(p: StoredPet, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(p.happinessAt)) / MS_PER_POINT));
}

/** Happiness as of now. */
export function happinessNow(p: StoredPet, now: Date): number {
  return Math.max(0, p.happiness - decayPoints(p, now));
}

/**
 * The pet with its decay up to now written in: the timestamp moves by the whole points consumed,
 * so the fraction of a point already elapsed is not lost.
 */
export function settleHappiness(p: StoredPet, now: Date): StoredPet {
  const points = decayPoints(p, now);
  if (points === 0) return p;
  return { ...p, happiness: Math.max(0, p.happiness - points), happinessAt: new Date(Date.parse(p.happinessAt) + points * MS_PER_POINT).toISOString() };
}

export function moodOf(happiness: number): PetMood {
  return petMood(happiness);
}

export function abilityValueAt(kind: PetKind, level: number): number {
  return kind.abilityValue + ABILITY_PER_LEVEL * (level - 1);
}

/** floor(abilityValue × (1 + level × 0.05) × happiness / 100), the shared rule. */
export function bonusPercent(abilityValue: number, level: number, happiness: number): number {
  return petBonusPercent(abilityValue, level, happiness);
}

/** The active pet's bonus percent now, and its ability. */
export function petBonus(p: StoredPet | undefined, now: Date): { ability: PetAbility; percent: number } | null {
  const kind = p && petKind(p.id);
  if (!p || !kind) return null;
  return { ability: kind.baseAbility, percent: bonusPercent(abilityValueAt(kind, p.level), p.level, happinessNow(p, now)) };
}

/** XP after an xp_boost or all_boost pet's bonus (claimed quests, opened chests). */
export function boostedXp(xp: number, bonus: { ability: PetAbility; percent: number } | null): number {
  if (!bonus || (bonus.ability !== 'xp_boost' && bonus.ability !== 'all_boost')) return xp;
  return xp + Math.floor((xp * bonus.percent) / 100);
}

/**
 * Bonus coins of an answer, in hundredths of a coin carried between answers so small bonuses add
 * up exactly: coin_boost and all_boost on every paying answer, hint_discount on paying answers
 * that used a hint (it makes up part of what the hint cost).
 */
export function answerBonusCoins(coins: number, hintsUsed: number, bonus: { ability: PetAbility; percent: number } | null, carry: number): { bonus: number; carry: number } {
  if (!bonus || coins <= 0) return { bonus: 0, carry };
  const applies = bonus.ability === 'coin_boost' || bonus.ability === 'all_boost' || (bonus.ability === 'hint_discount' && hintsUsed > 0);
  if (!applies) return { bonus: 0, carry };
  const hundredths = carry + coins * bonus.percent;
  return { bonus: Math.floor(hundredths / 100), carry: hundredths % 100 };
}

export type CareRefusal = { reason: 'COOLDOWN'; availableAt: Date } | { reason: 'NOT_ENOUGH_COINS' } | { reason: 'ALREADY_HAPPY' };

function cooldownUntil(last: string | null, now: Date): Date | null {
  if (!last) return null;
  const at = Date.parse(last) + COOLDOWN_MS;
  return at > now.getTime() ? new Date(at) : null;
}

/** Feed: +10 happiness (capped) for 10 coins, once an hour; refused at full happiness, where it would cost coins for nothing. */
export function feed(p: StoredPet, coins: number, now: Date): { pet: StoredPet } | CareRefusal {
  const wait = cooldownUntil(p.lastFedAt, now);
  const settled = settleHappiness(p, now);
  const refusal = petFeedRefusal({ happiness: happinessNow(settled, now), readyAt: wait?.getTime() ?? null }, coins, now.getTime());
  if (refusal === 'COOLDOWN') return { reason: 'COOLDOWN', availableAt: wait! };
  if (refusal) return { reason: refusal };
  return { pet: { ...settled, happiness: Math.min(HAPPINESS_MAX, happinessNow(settled, now) + FEED_HAPPINESS), lastFedAt: now.toISOString() } };
}

/** Play: +5 happiness (capped), free, once an hour. */
export function play(p: StoredPet, now: Date): { pet: StoredPet } | CareRefusal {
  const wait = cooldownUntil(p.lastPlayedAt, now);
  if (wait) return { reason: 'COOLDOWN', availableAt: wait };
  const settled = settleHappiness(p, now);
  return { pet: { ...settled, happiness: Math.min(HAPPINESS_MAX, happinessNow(settled, now) + PLAY_HAPPINESS), lastPlayedAt: now.toISOString() } };
}

/** The pet as the API shows it, as of now. */
export function petView(p: StoredPet, isActive: boolean, now: Date): Pet {
  const kind = petKind(p.id)!;
  const happiness = happinessNow(p, now);
  const abilityValue = abilityValueAt(kind, p.level);
  return {
    id: p.id,
    name: kind.name,
    emoji: kind.emoji,
    imageUrl: kind.imageUrl,
    level: p.level,
    xp: p.xp,
    xpToNextLevel: xpToNextPetLevel(p.level),
    happiness,
    mood: moodOf(happiness),
    baseAbility: kind.baseAbility,
    abilityValue,
    bonusPercent: bonusPercent(abilityValue, p.level, happiness),
    isActive,
    lastFedAt: p.lastFedAt,
    lastPlayedAt: p.lastPlayedAt,
    canFeedAt: cooldownUntil(p.lastFedAt, now)?.toISOString() ?? null,
    canPlayAt: cooldownUntil(p.lastPlayedAt, now)?.toISOString() ?? null,
  };
}
