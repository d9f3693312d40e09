/** POST /avatar/purchase: an avatar item bought with coins or gems. */
import type { Currency, PurchaseResult } from '@mathquest/contracts';
import { notFound } from '@mathquest/service-kit';
import type { Student } from './player-write.js';
import { purchaseItem } from './purchase-item.js';
import type { AvatarCatalogue, ShopActionsDeps } from './shop-deps.js';
import { sellableOfThing } from './shop-views.js';

export function createBuyAvatarItem(deps: Pick<ShopActionsDeps, 'store' | 'outbox' | 'progress'>, catalogue: AvatarCatalogue) {
  return async function buyAvatarItem(s: Student, itemId: string, currency: Currency): Promise<PurchaseResult> {
    const item = catalogue.byId(itemId);
    if (!item) throw notFound('Avatar item not found');
    return purchaseItem(deps, s, sellableOfThing(item), currency);
  };
}
