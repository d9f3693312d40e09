import { describe, expect, it } from 'vitest';
import { challengeOutcomeFor as outcomeFor } from '@mathquest/contracts';
import { amountText, challengeStats, prizePool } from './rules';

describe('challenge screen rules', () => {
  it('reads the outcome from winnerId; no winner is a draw', () => {
    expect(outcomeFor({ winnerId: 'me' }, 'me')).toBe('VICTORY');
    expect(outcomeFor({ winnerId: 'them' }, 'me')).toBe('DEFEAT');
    expect(outcomeFor({ winnerId: null }, 'me')).toBe('DRAW');
  });
  it('win rate is wins over completed, rounded, in percent', () => {
    expect(challengeStats([{ winnerId: 'me' }, { winnerId: null }, { winnerId: 'x' }], 'me')).toEqual({ wins: 1, total: 3, winRate: 33 });
    expect(challengeStats([], 'me')).toEqual({ wins: 0, total: 0, winRate: 0 });
  });
  it('the prize pool is twice the wager in each currency', () => {
    expect(prizePool({ wagerCoins: 40, wagerGems: 2 })).toBe('80 coins + 4 gems');
    expect(prizePool({ wagerCoins: 0, wagerGems: 0 })).toBe('No prize');
    expect(amountText(0, 3)).toBe('3 gems');
  });
});
