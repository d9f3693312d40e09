/** POST /homebase/save: the home base's layout, checked piece by piece (owned, on the grid, no overlap). */
import { ErrorCode, type PlacedFurniture, type Placement } from '@mathquest/contracts';
import { AppError } from '@mathquest/service-kit';
import { furnitureById } from '../domain/catalogue/furniture.js';
import { checkLayout, isLayoutError } from '../domain/homebase.js';
import type { PlayerState } from '../domain/player.js';
import { changePlayer } from './change-player.js';
import type { Student } from './player-write.js';
import type { ShopActionsDeps } from './shop-deps.js';
import { placedView } from './shop-views.js';

export function createSaveLayout(deps: Pick<ShopActionsDeps, 'store'>) {
  return async function saveLayout(s: Student, pieces: readonly Placement[]): Promise<PlacedFurniture[]> {
    return changePlayer(deps, s, (p) => {
      const r = checkLayout(p, pieces, furnitureById);
      if (isLayoutError(r)) return new AppError(400, ErrorCode.INVALID_LAYOUT, r.message, { field: `furniture.${r.index}` });
      const next: PlayerState = { ...p, inventory: { ...p.inventory, owned: p.inventory?.owned ?? [], layout: r } };
      return { next, value: placedView(next, r) };
    });
  };
}
