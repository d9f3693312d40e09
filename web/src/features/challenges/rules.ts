/** The Challenge Arena's rules (docs/product/social.md#challenges--built); the shared ones are in packages/contracts/src/rules/challenges.ts. */
import { challengePrizePool, type Challenge } from '@mathquest/contracts';

/** Wins, total battles (completed), win rate = wins ÷ completed, rounded, in percent. */
export function challengeStats(completed: ReadonlyArray<Pick<Challenge, 'winnerId'>>, me: string): { wins: number; total: number; winRate: number } {
  const wins = completed.filter((c) => c.winnerId === me).length;
  const total = completed.length;
  return { wins, total, winRate: total ? Math.round((wins / total) * 100) : 0 };
}

/** A wager or prize in words: "40 coins + 2 gems", "No wager" for none. */
export function amountText(coins: number, gems: number, none = 'No wager'): string {
  const parts = [coins ? `${coins} coins` : '', gems ? `${gems} gems` : ''].filter(Boolean);
  return parts.length ? parts.join(' + ') : none;
}

/** The active prize pool: what the winner is paid, the shared rule (twice the wager in each currency). */
export function prizePool(c: Pick<Challenge, 'wagerCoins' | 'wagerGems'>): string {
  const pot = challengePrizePool(c);
  return amountText(pot.coins, pot.gems, 'No prize');
}
