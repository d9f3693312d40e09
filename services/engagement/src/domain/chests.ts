/**
 * Treasure chests (docs/product/engagement.md#treasure-chests--built): whether a correct answer drops
 * one (5 %), its rarity and its rewards, all decided from a hash of the answer event's id, so a
 * redelivered event decides the same. Pure.
 */
import type { ChestRarity, ChestReward } from '@mathquest/contracts';
import { plural } from '@mathquest/contracts';
import { derivedId } from '@mathquest/service-kit';
import { hashFraction } from './seeded.js';

export const CHEST_CHANCE = 0.05;

/** Rarity odds (sum 1) and rewards, from the most common up. */
export const RARITY_TABLE: ReadonlyArray<{ rarity: ChestRarity; odds: number; coins: number; xp: number; gems: number }> = [
  { rarity: 'COMMON', odds: 0.6, coins: 20, xp: 10, gems: 0 },
  { rarity: 'UNCOMMON', odds: 0.25, coins: 40, xp: 25, gems: 0 },
  { rarity: 'RARE', odds: 0.1, coins: 75, xp: 50, gems: 1 },
  { rarity: 'EPIC', odds: 0.04, coins: 150, xp: 100, gems: 3 },
  { rarity: 'LEGENDARY', odds: 0.009, coins: 300, xp: 200, gems: 10 },
  { rarity: 'MYTHIC', odds: 0.001, coins: 600, xp: 500, gems: 25 },
];

/** The rarity for a fraction in [0, 1). */
export function rarityFor(fraction: number): ChestRarity {
  let edge = 0;
  for (const row of RARITY_TABLE) {
    edge += row.odds;
    if (fraction < edge) return row.rarity;
  }
  return 'MYTHIC';
}

/** The chest a correct answer event drops, or null (95 % of them). */
export function chestDrop(eventId: string, isCorrect: boolean): { id: string; rarity: ChestRarity } | null {
  if (!isCorrect || hashFraction(`chest:${eventId}`) >= CHEST_CHANCE) return null;
  return { id: derivedId('engagement', `${eventId}:chest`), rarity: rarityFor(hashFraction(`rarity:${eventId}`)) };
}

export function chestRewards(rarity: ChestRarity): { coins: number; xp: number; gems: number } {
  const row = RARITY_TABLE.find((r) => r.rarity === rarity)!;
  return { coins: row.coins, xp: row.xp, gems: row.gems };
}

/** The rewards list shown once a chest is opened (xp as granted, after the pet's bonus). */
export function rewardList(rarity: ChestRarity, granted: { coins: number; xp: number; gems: number }): ChestReward[] {
  const list: ChestReward[] = [
    { type: 'coins', amount: granted.coins, name: plural(granted.coins, 'coin'), rarity },
    { type: 'xp', amount: granted.xp, name: `${granted.xp} XP`, rarity },
  ];
  if (granted.gems > 0) list.push({ type: 'gems', amount: granted.gems, name: plural(granted.gems, 'gem'), rarity });
  return list;
}
