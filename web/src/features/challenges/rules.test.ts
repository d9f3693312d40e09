import { describe, expect, it } from 'vitest';
import { challengeOutcomeFor as outcomeFor } from '@mathquest/contracts';
import { CHALLENGE_TOPICS, DELETED_USER_ID, DELETED_USER_NAME } from '@mathquest/contracts';
import { createIntl } from 'react-intl';
import { amountText, challengeStats, prizePool, topicName, withShownNames } from './rules';
import english from '../../i18n/messages/challenges/en.json';
import spanish from '../../i18n/messages/challenges/es-US.json';

const intl = createIntl({ locale: 'en', messages: english });
const intlEs = createIntl({ locale: 'es-US', messages: spanish });

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
    expect(prizePool(intl, { wagerCoins: 40, wagerGems: 2 })).toBe('80 coins + 4 gems');
    expect(prizePool(intl, { wagerCoins: 0, wagerGems: 0 })).toBe('No prize');
    expect(amountText(intl, 0, 3)).toBe('3 gems');
    expect(amountText(intl, 1, 0)).toBe('1 coin');
    expect(amountText(intl, 0, 0)).toBe('No wager');
    expect(prizePool(intlEs, { wagerCoins: 40, wagerGems: 2 })).toBe('80 monedas + 4 gemas');
  });
  it('names every topic in both languages, the English name as the contract spells it', () => {
    for (const topic of CHALLENGE_TOPICS) {
      expect(topicName(intl, topic)).toBe(topic);
      expect(topicName(intlEs, topic)).not.toBe('');
    }
    expect(topicName(intlEs, 'Fractions')).toBe('Fracciones');
    expect(topicName(intlEs, 'Something new')).toBe('Something new');
  });
  it("names an erased account's side in the reader's language and leaves the other side's name", () => {
    const c = { challengerId: 'u1', challengerName: 'ann', opponentId: DELETED_USER_ID, opponentName: DELETED_USER_NAME };
    expect(withShownNames(intlEs, c)).toEqual({ ...c, opponentName: 'usuario eliminado' });
    const both = { challengerId: 'u1', challengerName: 'ann', opponentId: 'u2', opponentName: 'bob' };
    expect(withShownNames(intlEs, both)).toBe(both);
  });
});
