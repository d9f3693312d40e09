import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import spanishPets from '../../i18n/messages/pets/es-US.json';
import { scopeIntl } from '../../testing/scope-intl';
import { purchaseEffectWords } from './effect-words';

/** A purchase's effect line from its facts (docs/adr/0191), against the server's English lines (services/engagement/src/domain/shop.ts, effectLine). */
describe('a purchase’s effect line', () => {
  const bundle = { effect: 'Pet Lover Pack: Whiskers joined your pets, +50 happiness for your active pet', effects: [{ kind: 'PET' as const, petId: 'whiskers' }, { kind: 'PET_HAPPINESS' as const, happiness: 50 }] };

  // A Spanish reader's formatter: pets' names come with the core catalogue (../../i18n/catalogues.ts).
  const spanish = createIntl({ locale: 'es-US', messages: { ...scopeIntl('shop', 'es-US').messages, ...spanishPets } as Record<string, string> });

  it('reads in English as the server says it', () => {
    expect(purchaseEffectWords(scopeIntl('shop'), 'Pet Lover Pack', bundle)).toBe(bundle.effect);
    expect(purchaseEffectWords(scopeIntl('shop'), 'XP Boost', { effect: 'XP Boost: +50% XP on your next 10 correct answers', effects: [{ kind: 'XP_BOOST', percent: 50, answers: 10 }] })).toBe('XP Boost: +50% XP on your next 10 correct answers');
    // The server's lines (services/engagement/src/domain/shop.ts, effectLine), each kind once.
    const english = [
      { effect: 'Boost Pack: +50% XP on your next 10 correct answers, double coins on your next 10 correct answers', effects: [{ kind: 'XP_BOOST' as const, percent: 50, answers: 10 }, { kind: 'COIN_BOOST' as const, answers: 10 }] },
      { effect: 'Pet Snack: +20 happiness for your active pet', effects: [{ kind: 'PET_HAPPINESS' as const, happiness: 20 }] },
      { effect: 'Rare Chest: a rare treasure chest is waiting to be opened', effects: [{ kind: 'CHEST' as const, rarity: 'RARE' as const }] },
      { effect: 'Epic Chest: an epic treasure chest is waiting to be opened', effects: [{ kind: 'CHEST' as const, rarity: 'EPIC' as const }] },
    ];
    for (const r of english) expect(purchaseEffectWords(scopeIntl('shop'), r.effect.split(':')[0]!, r)).toBe(r.effect);
  });

  it('reads in Spanish from the facts, the pet named by its id', () => {
    expect(purchaseEffectWords(spanish, 'Paquete amigo de las mascotas', bundle)).toBe('Paquete amigo de las mascotas: Bigotes ya es parte de tus mascotas y +50 de felicidad para tu mascota activa');
    expect(purchaseEffectWords(scopeIntl('shop', 'es-US'), 'Cofre épico', { effect: 'Epic Chest: an epic treasure chest is waiting to be opened', effects: [{ kind: 'CHEST', rarity: 'EPIC' }] })).toBe('Cofre épico: un cofre del tesoro épico te espera para que lo abras');
  });

  it('is the server’s line for a purchase without facts, and nothing for an item that does nothing more', () => {
    expect(purchaseEffectWords(scopeIntl('shop', 'es-US'), 'XP Boost', { effect: 'XP Boost: something new' })).toBe('XP Boost: something new');
    expect(purchaseEffectWords(scopeIntl('shop', 'es-US'), 'Sombrero', { effect: null, effects: [] })).toBeNull();
  });
});
