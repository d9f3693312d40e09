/**
 * Power-ups at work (docs/adr/0091): each correct answer uses one charge of each boost the student
 * holds (inventory stock `coin-boost`, `xp-boost`). A coin boost doubles the answer's coins in the
 * same write of the player document; an XP boost's extra XP is granted through
 * engagement.xp.granted, which the game applies once. Pure.
 */
import { COIN_BOOST, XP_BOOST, XP_BOOST_PERCENT } from './catalogue/shop-items.js';
import { changeStock, stockOf } from './inventory.js';
import type { Inventory } from './inventory.js';

/** The boosts a correct answer uses (one charge each) and the extra they give. Pure. */
export function boostAnswer<P extends { inventory?: Inventory }>(p: P, a: { isCorrect: boolean; coins: number; xp: number }): { player: P; extraCoins: number; extraXp: number } {
  if (!a.isCorrect) return { player: p, extraCoins: 0, extraXp: 0 };
  let next = p;
  let extraCoins = 0;
  let extraXp = 0;
  if (a.coins > 0 && stockOf(next, COIN_BOOST) > 0) {
    extraCoins = a.coins;
    next = changeStock(next, COIN_BOOST, -1);
  }
  if (a.xp > 0 && stockOf(next, XP_BOOST) > 0) {
    extraXp = Math.floor((a.xp * XP_BOOST_PERCENT) / 100);
    next = changeStock(next, XP_BOOST, -1);
  }
  return { player: next, extraCoins, extraXp };
}
