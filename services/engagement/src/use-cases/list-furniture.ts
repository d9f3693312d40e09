/** GET /homebase/furniture: the furniture catalogue as this student sees it (owned). */
import type { Furniture } from '@mathquest/contracts';
import { allFurniture } from '../domain/catalogue/furniture.js';
import type { Student } from './player-write.js';
import { readOrNew, type ShopActionsDeps } from './shop-deps.js';
import { furnitureView } from './shop-views.js';

export function createListFurniture({ store }: Pick<ShopActionsDeps, 'store'>) {
  return async function furniture(s: Student): Promise<Furniture[]> {
    const p = await readOrNew(store, s);
    return allFurniture().map((i) => furnitureView(p, i));
  };
}
