/**
 * Challenge wagers in the player document (docs/product/social.md#challenges--built, docs/adr/0125).
 * Pure. A wager is debited into the player document under the challenge's id (`duels.held`), so a
 * retried hold changes nothing; a release takes the hold out, records the id in `duels.released`
 * (so a hold arriving after it is refused) and credits the payout. Coins and gems only move
 * between wallets and holds. The social module asks for holds and releases through
 * ports/wallet.ts (docs/adr/0220).
 */
import type { HoldRefusal, Payout, StakeHold } from '../ports/wallet.js';
import type { DuelsState, PlayerState } from './player-state.js';

export type { DuelsState } from './player-state.js';
export const RELEASED_KEPT = 200;

/** Debit the stake under the challenge's id. Already held: no change. Released before: refused. */
export function holdStake(p: PlayerState, hold: StakeHold): { player: PlayerState; changed: boolean } | HoldRefusal {
  const duels = p.duels ?? { held: [], released: [] };
  if (duels.held.some((h) => h.challengeId === hold.challengeId)) return { player: p, changed: false };
  if (duels.released.includes(hold.challengeId)) return { refusal: 'CLOSED' };
  if (p.coins < hold.coins) return { refusal: 'NOT_ENOUGH_COINS', cost: hold.coins, balance: p.coins };
  if (p.gems < hold.gems) return { refusal: 'NOT_ENOUGH_GEMS', cost: hold.gems, balance: p.gems };
  return { player: { ...p, coins: p.coins - hold.coins, gems: p.gems - hold.gems, duels: { ...duels, held: [...duels.held, { ...hold }] } }, changed: true };
}

/**
 * Take the challenge's hold out and credit the payout. Not held: nothing credited, but the id is
 * recorded as released so a hold arriving later is refused. Released already: no change.
 */
export function releaseStake(p: PlayerState, challengeId: string, payout: Payout): { player: PlayerState; changed: boolean; credited: { coins: number; gems: number } } {
  const duels = p.duels ?? { held: [], released: [] };
  if (duels.released.includes(challengeId)) return { player: p, changed: false, credited: { coins: 0, gems: 0 } };
  const hold = duels.held.find((h) => h.challengeId === challengeId);
  const credited = !hold || payout === 'NOTHING' ? { coins: 0, gems: 0 } : payout === 'OWN' ? { coins: hold.coins, gems: hold.gems } : payout;
  const next: DuelsState = { held: duels.held.filter((h) => h.challengeId !== challengeId), released: [...duels.released, challengeId].slice(-RELEASED_KEPT) };
  return { player: { ...p, coins: p.coins + credited.coins, gems: p.gems + credited.gems, duels: next }, changed: true, credited };
}
