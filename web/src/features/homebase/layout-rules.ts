import { footprint, insideGrid, overlaps, type Furniture } from '@mathquest/contracts';
import type { PlacementInput } from './api/homebase-api';

/** Cell size in pixels (docs/product/engagement.md#home-base--built). */
export const CELL_PX = 60;

/** Whether `piece` can stand at its place among `others` (inside the grid, overlapping nothing). */
export function fits(piece: PlacementInput, others: readonly PlacementInput[], byId: ReadonlyMap<string, Furniture>): boolean {
  const item = byId.get(piece.itemId);
  if (!item) return false;
  const rect = footprint(item.size, piece);
  if (!insideGrid(rect)) return false;
  return others.every((o) => {
    const other = byId.get(o.itemId);
    return o.itemId === piece.itemId || !other || !overlaps(rect, footprint(other.size, o));
  });
}
