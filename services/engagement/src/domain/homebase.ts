/**
 * The home base (docs/product/engagement.md#home-base--built): furniture placed on a grid of 10
 * columns by 8 rows. A piece covers its size in cells from its (x, y), the top-left cell of its
 * footprint; rotated by 90 or 270 degrees, width and height swap. A layout is saved whole and only
 * if every piece is known, owned, placed once, inside the grid and overlapping nothing.
 * Pure rules, no I/O.
 */
import { footprint, insideGrid, overlaps, type Rect, type Rotation } from '@mathquest/contracts';
import type { FurnitureItem } from './catalogue/furniture.js';
import { ownsItem } from './inventory.js';
import type { PlayerState } from './player.js';
import { isFree } from './shop.js';

export interface StoredPlacement {
  id: string;
  itemId: string;
  x: number;
  y: number;
  rotation: Rotation;
}

export { footprint, insideGrid, overlaps, type Rect };

export const ownsFurniture = (p: Pick<PlayerState, 'inventory'>, item: FurnitureItem) => isFree(item) || ownsItem(p, item.id);

/** The id of a placed piece: one per furniture item (each is one-of-a-kind). */
export const placementId = (itemId: string) => `placed-${itemId}`;

/** A new student's room: the free bed and rug in place; the desk and poster wait to be placed. */
export const STARTER_LAYOUT: readonly StoredPlacement[] = [
  { id: placementId('furn-bed'), itemId: 'furn-bed', x: 0, y: 0, rotation: 0 },
  { id: placementId('floor-rug'), itemId: 'floor-rug', x: 4, y: 3, rotation: 0 },
];

export function layoutOf(p: Pick<PlayerState, 'inventory'>): readonly StoredPlacement[] {
  return p.inventory?.layout ?? STARTER_LAYOUT;
}

export interface LayoutError {
  /** Index of the offending piece in the request. */
  index: number;
  itemId: string;
  message: string;
}

/** The layout to store, or the first piece that breaks a rule (named in the message). */
export function checkLayout(
  p: Pick<PlayerState, 'inventory'>,
  pieces: ReadonlyArray<{ itemId: string; x: number; y: number; rotation: Rotation }>,
  lookup: (id: string) => FurnitureItem | undefined,
): StoredPlacement[] | LayoutError {
  const placed: Array<{ rect: Rect; name: string; itemId: string }> = [];
  const out: StoredPlacement[] = [];
  for (const [index, piece] of pieces.entries()) {
    const item = lookup(piece.itemId);
    if (!item) return { index, itemId: piece.itemId, message: `Piece ${index + 1}: there is no furniture '${piece.itemId}'` };
    if (!ownsFurniture(p, item)) return { index, itemId: item.id, message: `Piece ${index + 1}: you do not own the ${item.name} yet` };
    if (placed.some((x) => x.itemId === item.id)) return { index, itemId: item.id, message: `Piece ${index + 1}: the ${item.name} is placed twice` };
    const rect = footprint(item.size, piece);
    if (!insideGrid(rect)) return { index, itemId: item.id, message: `Piece ${index + 1}: the ${item.name} does not fit inside the room at (${piece.x}, ${piece.y})` };
    const hit = placed.find((x) => overlaps(x.rect, rect));
    if (hit) return { index, itemId: item.id, message: `Piece ${index + 1}: the ${item.name} overlaps the ${hit.name}` };
    placed.push({ rect, name: item.name, itemId: item.id });
    out.push({ id: placementId(item.id), itemId: item.id, x: piece.x, y: piece.y, rotation: piece.rotation });
  }
  return out;
}

export const isLayoutError = (r: StoredPlacement[] | LayoutError): r is LayoutError => !Array.isArray(r);
