import { HOMEBASE_COLUMNS, HOMEBASE_ROWS, type Rotation } from '../http/shop.js';

/**
 * The home base's placement rules, shared by the engagement service (which enforces them on save)
 * and the web editor (which checks them before placing or turning a piece): a piece covers its
 * size in cells from (x, y), the top-left cell of its footprint; at 90 and 270 degrees width and
 * height swap. It must lie inside the 10×8 grid and overlap no other piece.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function footprint(size: { width: number; height: number }, at: { x: number; y: number; rotation: Rotation }): Rect {
  const turned = at.rotation === 90 || at.rotation === 270;
  return { x: at.x, y: at.y, width: turned ? size.height : size.width, height: turned ? size.width : size.height };
}

export const insideGrid = (r: Rect) => r.x >= 0 && r.y >= 0 && r.x + r.width <= HOMEBASE_COLUMNS && r.y + r.height <= HOMEBASE_ROWS;

export const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The next rotation, 90 degrees clockwise, cyclically. */
export const nextRotation = (r: Rotation): Rotation => ((r + 90) % 360) as Rotation;
