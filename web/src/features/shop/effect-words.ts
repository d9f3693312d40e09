import type { PurchaseResult } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';
import { petName } from '../../i18n/pet-names';

/**
 * The line a child reads after buying (docs/product/engagement.md#shop--built): what the item did,
 * worded in the reader's language from the purchase's facts (`effects`, docs/adr/0191); the English
 * says what the server's `effect` says. A purchase without facts, or granting a pet whose name is
 * not loaded (English readers read pets' names as the server sends them, ../../i18n/pet-names.ts),
 * shows the server's line. `intl` knows the `shop` scope.
 */
export function purchaseEffectWords(intl: IntlShape, itemName: string, result: Pick<PurchaseResult, 'effect' | 'effects'>): string | null {
  if (result.effects === undefined) return result.effect;
  if (result.effects.length === 0) return null;
  if (result.effects.some((e) => e.kind === 'PET' && !(`pets.name.${e.petId}` in intl.messages))) return result.effect;
  const parts = result.effects.map((e) => {
    switch (e.kind) {
      case 'XP_BOOST':
        return intl.formatMessage({ id: 'shop.effect.XP_BOOST' }, { percent: e.percent, answers: e.answers });
      case 'COIN_BOOST':
        return intl.formatMessage({ id: 'shop.effect.COIN_BOOST' }, { answers: e.answers });
      case 'PET_HAPPINESS':
        return intl.formatMessage({ id: 'shop.effect.PET_HAPPINESS' }, { happiness: e.happiness });
      case 'CHEST':
        return intl.formatMessage({ id: 'shop.effect.CHEST' }, { rarity: e.rarity });
      case 'PET':
        return intl.formatMessage({ id: 'shop.effect.PET' }, { name: petName(intl, e.petId, e.petId) });
    }
  });
  return intl.formatMessage({ id: 'shop.effect.line' }, { item: itemName, effects: intl.formatList(parts, { type: 'unit' }) });
}
