/** POST /homebase/purchase: a piece of furniture bought with coins or gems. */
import type { Currency, PurchaseResult } from '@mathquest/contracts';
import { notFound } from '@mathquest/service-kit';
import { furnitureById } from '../domain/catalogue/furniture.js';
import type { Student } from './player-write.js';
import { purchaseItem } from './purchase-item.js';
import type { ShopActionsDeps } from './shop-deps.js';
import { sellableOfThing } from './shop-views.js';

export function createBuyFurniture(deps: Pick<ShopActionsDeps, 'store' | 'outbox' | 'progress'>) {
  return async function buyFurniture(s: Student, itemId: string, currency: Currency): Promise<PurchaseResult> {
    const item = furnitureById(itemId);
    if (!item) throw notFound('Furniture not found');
    return purchaseItem(deps, s, sellableOfThing(item), currency);
  };
}
