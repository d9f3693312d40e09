/** GET /shop and /shop/featured: the shop's items as this student sees them (owned, charges left, level). */
import type { ShopItem } from '@mathquest/contracts';
import { allShopItems } from '../domain/catalogue/shop-items.js';
import type { Student } from './player-write.js';
import { readOrNew, type ShopActionsDeps } from './shop-deps.js';
import { shopView } from './shop-views.js';

export function createListShopItems({ store }: Pick<ShopActionsDeps, 'store'>) {
  return async function shop(s: Student, featuredOnly = false): Promise<ShopItem[]> {
    const p = await readOrNew(store, s);
    const now = new Date();
    return allShopItems()
      .filter((i) => !featuredOnly || i.isFeatured)
      .map((i) => shopView(p, i, now));
  };
}
