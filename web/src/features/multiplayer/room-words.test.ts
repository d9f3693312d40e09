import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { intlNow } from '../../i18n/intl-now';
import { loadAllEnglish } from '../../i18n/scopes';
import spanish from '../../i18n/messages/multiplayer/es-US.json';
import { placeOf, winnerText } from './room-words';

await loadAllEnglish();
const english = intlNow('multiplayer');
const es = createIntl({ locale: 'es-US', messages: spanish });

describe('a room\'s places in words', () => {
  it('says a shared first place is a tie, in English', () => {
    expect(winnerText(english, [{ rank: 1, username: 'ann' }, { rank: 2, username: 'bo' }])).toBe('ann wins.');
    expect(winnerText(english, [{ rank: 1, username: 'ann' }, { rank: 1, username: 'bo' }])).toBe("It's a tie! ann and bo share first place.");
    expect(placeOf(english, 1, [{ rank: 1 }, { rank: 1 }, { rank: 3 }])).toBe('1st (tied)');
    expect(placeOf(english, 3, [{ rank: 1 }, { rank: 1 }, { rank: 3 }])).toBe('3rd');
    expect(placeOf(english, 22, [{ rank: 22 }])).toBe('22nd');
  });

  it('and in US Spanish', () => {
    expect(winnerText(es, [{ rank: 1, username: 'ann' }, { rank: 1, username: 'bo' }, { rank: 1, username: 'cy' }])).toBe('¡Empate! ann, bo y cy comparten el primer lugar.');
    expect(placeOf(es, 2, [{ rank: 2 }, { rank: 2 }])).toBe('2.º (empate)');
  });
});
