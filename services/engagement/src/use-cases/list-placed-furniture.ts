/** GET /homebase/placed: the home base's furniture as last saved (the starter room before). */
import type { PlacedFurniture } from '@mathquest/contracts';
import { layoutOf } from '../domain/homebase.js';
import type { Student } from './player-write.js';
import { readOrNew, type ShopActionsDeps } from './shop-deps.js';
import { placedView } from './shop-views.js';

export function createListPlacedFurniture({ store }: Pick<ShopActionsDeps, 'store'>) {
  return async function placed(s: Student): Promise<PlacedFurniture[]> {
    const p = await readOrNew(store, s);
    return placedView(p, layoutOf(p));
  };
}
