/**
 * Power-ups at work (docs/adr/0091, 0186): each correct answer uses one charge of each boost the
 * student holds (inventory stock `coin-boost`, `xp-boost`). A coin boost doubles the answer's
 * coins in the same write of the player document. An XP boost's charges are the game's: it uses
 * one in the answer's own write, its extra XP in the answer's XP, and the answer's event says so
 * (`xpBoostUsed`); the stock here follows that event, so the shop shows what is left. Pure.
 */
import { COIN_BOOST, XP_BOOST } from './catalogue/shop-items.js';
import { changeStock, stockOf } from './inventory.js';
import type { Inventory } from './inventory.js';

/** The boosts a correct answer uses (one charge each) and the coins they add. Pure. */
export function boostAnswer<P extends { inventory?: Inventory }>(p: P, a: { isCorrect: boolean; coins: number; xpBoostUsed?: boolean }): { player: P; extraCoins: number } {
  let next = p;
  let extraCoins = 0;
  if (a.isCorrect && a.coins > 0 && stockOf(next, COIN_BOOST) > 0) {
    extraCoins = a.coins;
    next = changeStock(next, COIN_BOOST, -1);
  }
  if (a.xpBoostUsed) next = changeStock(next, XP_BOOST, -1);
  return { player: next, extraCoins };
}
