/** POST /shop/purchase: a shop item bought with coins or gems. */
import type { Currency, PurchaseResult } from '@mathquest/contracts';
import { notFound } from '@mathquest/service-kit';
import { shopItemById } from '../domain/catalogue/shop-items.js';
import type { Student } from './player-write.js';
import { purchaseItem } from './purchase-item.js';
import type { ShopActionsDeps } from './shop-deps.js';
import { sellableOfShop } from './shop-views.js';

export function createBuyShopItem(deps: Pick<ShopActionsDeps, 'store' | 'outbox' | 'progress'>) {
  return async function buyShopItem(s: Student, itemId: string, currency: Currency): Promise<PurchaseResult> {
    const item = shopItemById(itemId);
    if (!item) throw notFound('Shop item not found');
    return purchaseItem(deps, s, sellableOfShop(item), currency);
  };
}
