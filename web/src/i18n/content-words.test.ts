import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { contentWords, rewardWords, shopItemName } from './content-words';
import english from './messages/content/en.json';
import spanish from './messages/content/es-US.json';

const en = createIntl({ locale: 'en', messages: english });
const es = createIntl({ locale: 'es-US', messages: spanish });

describe('content names and descriptions in the reader’s language', () => {
  it('word a known id from the catalogue, in English as the server says it and in Spanish', () => {
    expect(contentWords(en, 'boss', 'boss-decimal-dragon', 'name', 'Decimal Dragon')).toBe('Decimal Dragon');
    expect(contentWords(es, 'boss', 'boss-decimal-dragon', 'name', 'Decimal Dragon')).toBe('Dragón Decimal');
    expect(contentWords(es, 'world', 'world-fraction-forest', 'description', '')).toBe('Un bosque donde cada árbol está partido en partes iguales.');
    expect(contentWords(es, 'chapter', 'world-number-meadows-ch2', 'name', 'Sum Stream')).toBe('El Arroyo de las Sumas');
  });

  it('show the server’s words for an id the catalogue does not have (new content)', () => {
    expect(contentWords(es, 'boss', 'boss-new-one', 'name', 'The New One')).toBe('The New One');
    expect(contentWords(en, 'item', 'head-new', 'name', 'New Hat')).toBe('New Hat');
  });

  it('name a shop item by its own entry or, an avatar item sold in the shop, by the item’s', () => {
    expect(shopItemName(es, 'bundle-royal', 'Royal Pack')).toBe('Paquete real');
    expect(shopItemName(es, 'head-crown', 'Golden Crown')).toBe('Corona de oro');
    expect(shopItemName(es, 'unknown', 'Mystery')).toBe('Mystery');
  });

  it('word a battle pass reward from its type, amount and picture; the server’s words when the picture tells nothing', () => {
    const coins = { type: 'COINS' as const, name: '1090 Coins', description: '1090 coins for your wallet.', quantity: 1090, imageUrl: '/rewards/coins.png' };
    expect(rewardWords(en, coins)).toEqual({ name: '1090 Coins', description: '1090 coins for your wallet.' });
    expect(rewardWords(es, coins)).toEqual({ name: '1090 monedas', description: '1090 monedas para tu cartera.' });
    const chest = { type: 'CHEST' as const, name: 'Rare Chest', description: 'A treasure chest to open.', quantity: 1, imageUrl: '/rewards/chest-rare.png' };
    expect(rewardWords(es, chest).name).toBe('Cofre raro');
    const title = { type: 'TITLE' as const, name: 'Fraction Hero', description: 'The Fraction Hero title.', quantity: 1, imageUrl: '/items/pass-title-30.png' };
    expect(rewardWords(es, title)).toEqual({ name: 'Héroe de las fracciones', description: 'Título para tu avatar: Héroe de las fracciones.' });
    expect(rewardWords(es, { ...chest, imageUrl: '/elsewhere.png' })).toEqual({ name: 'Rare Chest', description: 'A treasure chest to open.' });
  });
});
