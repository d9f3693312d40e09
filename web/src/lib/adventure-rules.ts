/**
 * The battle pass, boss and story screens' rules (docs/product/engagement.md#bosses,
 * docs/product/practice.md#boss-battles). What the server applies too lives in
 * packages/contracts/src/rules (docs/adr/0184); these are the screens' own.
 */
import { bossTier } from '@mathquest/contracts';

export const BOSS_INTRO_MS = 3000;
export const VICTORY_EXIT_MS = 5000;

/** 5 or more LEGENDARY, 3 to 4 EPIC, below 3 RARE: the boss's tier, the shared rule (a trophy's rarity too). */
export const difficultyLabel = bossTier;

/** 'enraged' below 10 % of its health, 'low' below 30 %, else null. */
export function bossMood(currentHealth: number, maxHealth: number): 'enraged' | 'low' | null {
  if (maxHealth <= 0) return null;
  const share = currentHealth / maxHealth;
  if (share < 0.1) return 'enraged';
  if (share < 0.3) return 'low';
  return null;
}

/** The boss's level label: difficulty × 10. */
export const bossLevel = (difficulty: number) => difficulty * 10;

/** Days left in the season, rounded up from endsAt, never below 0. */
export function daysRemaining(endsAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 86_400_000));
}

/** Where a battle is played: the practice screen in boss mode. */
export const battleHref = (battleId: string) => `/game/solo-play?mode=boss&battleId=${encodeURIComponent(battleId)}`;

/** Where a story chapter is played: the practice screen in story mode. */
export const chapterHref = (sessionId: string, chapterId: string) => `/game/solo-play?mode=story&sessionId=${encodeURIComponent(sessionId)}&chapterId=${encodeURIComponent(chapterId)}`;

/** 0 to 3 stars as ★★☆. */
export const starsText = (stars: number) => '★'.repeat(stars) + '☆'.repeat(3 - stars);
