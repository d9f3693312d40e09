/**
 * The battle pass, boss list and story screens' rules (docs/product/engagement.md#bosses). What
 * the server applies too lives in packages/contracts/src/rules (docs/adr/0184); the battle
 * screen's own rules are in features/practice/boss-rules.ts.
 */
import { bossTier } from '@mathquest/contracts';

/** 5 or more LEGENDARY, 3 to 4 EPIC, below 3 RARE: the boss's tier, the shared rule (a trophy's rarity too). */
export const difficultyLabel = bossTier;

/** Days left in the season, rounded up from endsAt, never below 0. */
export function daysRemaining(endsAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 86_400_000));
}

/** Where a battle is played: the practice screen in boss mode. */
export const battleHref = (battleId: string) => `/game/solo-play?mode=boss&battleId=${encodeURIComponent(battleId)}`;

/** Where a story chapter is played: the practice screen in story mode. */
export const chapterHref = (sessionId: string, chapterId: string) => `/game/solo-play?mode=story&sessionId=${encodeURIComponent(sessionId)}&chapterId=${encodeURIComponent(chapterId)}`;
