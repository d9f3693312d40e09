import { describe, expect, it } from 'vitest';
import { furnitureById } from './catalogue/furniture.js';
import { checkLayout, footprint, insideGrid, isLayoutError, layoutOf, overlaps, STARTER_LAYOUT } from './homebase.js';
import { grantItems } from './inventory.js';
import { emptyPlayer } from './player.js';

const p = grantItems(emptyPlayer('u'), ['furn-sofa', 'floor-carpet', 'deco-plant']);
const check = (pieces: Parameters<typeof checkLayout>[1], who = p) => checkLayout(who, pieces, furnitureById);

describe('footprints', () => {
  it('swaps width and height at 90 and 270 degrees only', () => {
    const size = { width: 3, height: 1 };
    expect(footprint(size, { x: 2, y: 4, rotation: 0 })).toEqual({ x: 2, y: 4, width: 3, height: 1 });
    expect(footprint(size, { x: 2, y: 4, rotation: 90 })).toEqual({ x: 2, y: 4, width: 1, height: 3 });
    expect(footprint(size, { x: 2, y: 4, rotation: 180 })).toEqual({ x: 2, y: 4, width: 3, height: 1 });
    expect(footprint(size, { x: 2, y: 4, rotation: 270 })).toEqual({ x: 2, y: 4, width: 1, height: 3 });
  });

  it('lies inside the 10×8 grid only when every cell does', () => {
    expect(insideGrid({ x: 7, y: 7, width: 3, height: 1 })).toBe(true);
    expect(insideGrid({ x: 8, y: 7, width: 3, height: 1 })).toBe(false);
    expect(insideGrid({ x: 9, y: 5, width: 1, height: 3 })).toBe(true);
    expect(insideGrid({ x: 9, y: 6, width: 1, height: 3 })).toBe(false);
    expect(insideGrid({ x: -1, y: 0, width: 1, height: 1 })).toBe(false);
  });

  it('overlaps when any cell is shared, not when pieces only touch', () => {
    const a = { x: 0, y: 0, width: 2, height: 2 };
    expect(overlaps(a, { x: 1, y: 1, width: 2, height: 2 })).toBe(true);
    expect(overlaps(a, { x: 2, y: 0, width: 1, height: 1 })).toBe(false);
    expect(overlaps(a, { x: 0, y: 2, width: 3, height: 1 })).toBe(false);
    expect(overlaps({ x: 3, y: 0, width: 1, height: 3 }, { x: 2, y: 2, width: 3, height: 1 })).toBe(true);
  });
});

describe('saving a layout', () => {
  it('keeps a valid layout with rotated pieces, one id per piece', () => {
    const r = check([
      { itemId: 'furn-sofa', x: 9, y: 0, rotation: 90 }, // 1×3 at column 9
      { itemId: 'furn-bed', x: 0, y: 0, rotation: 180 }, // free starter, 2×3
      { itemId: 'floor-carpet', x: 7, y: 6, rotation: 0 }, // 3×2 in the corner
    ]);
    expect(isLayoutError(r)).toBe(false);
    expect(r).toEqual([
      { id: 'placed-furn-sofa', itemId: 'furn-sofa', x: 9, y: 0, rotation: 90 },
      { id: 'placed-furn-bed', itemId: 'furn-bed', x: 0, y: 0, rotation: 180 },
      { id: 'placed-floor-carpet', itemId: 'floor-carpet', x: 7, y: 6, rotation: 0 },
    ]);
  });

  it('refuses a piece whose rotated footprint leaves the grid, naming it', () => {
    expect(check([{ itemId: 'furn-sofa', x: 8, y: 0, rotation: 0 }])).toMatchObject({ index: 0, itemId: 'furn-sofa', message: expect.stringContaining('Sofa') });
    expect(check([{ itemId: 'furn-sofa', x: 9, y: 6, rotation: 270 }])).toMatchObject({ index: 0, message: expect.stringContaining('does not fit') });
    expect(isLayoutError(check([{ itemId: 'furn-sofa', x: 9, y: 5, rotation: 270 }]))).toBe(false);
  });

  it('refuses overlaps that appear only after rotation', () => {
    const sofaDown = { itemId: 'furn-sofa', x: 4, y: 0, rotation: 90 as const }; // column 4, rows 0-2
    expect(isLayoutError(check([sofaDown, { itemId: 'deco-plant', x: 5, y: 1, rotation: 0 }]))).toBe(false);
    expect(check([sofaDown, { itemId: 'deco-plant', x: 4, y: 2, rotation: 0 }])).toMatchObject({ index: 1, itemId: 'deco-plant', message: expect.stringContaining('overlaps the Sofa') });
    expect(isLayoutError(check([{ ...sofaDown, rotation: 0 }, { itemId: 'deco-plant', x: 4, y: 2, rotation: 0 }]))).toBe(false);
  });

  it('refuses unknown, unowned and twice-placed pieces', () => {
    expect(check([{ itemId: 'nope', x: 0, y: 0, rotation: 0 }])).toMatchObject({ index: 0, message: expect.stringContaining("'nope'") });
    expect(check([{ itemId: 'special-portal', x: 0, y: 0, rotation: 0 }])).toMatchObject({ index: 0, message: expect.stringContaining('do not own the Number Portal') });
    expect(check([
      { itemId: 'deco-plant', x: 0, y: 0, rotation: 0 },
      { itemId: 'deco-plant', x: 5, y: 5, rotation: 0 },
    ])).toMatchObject({ index: 1, message: expect.stringContaining('placed twice') });
  });

  it('accepts an empty room, and shows the starter room until the first save', () => {
    expect(check([])).toEqual([]);
    expect(layoutOf(emptyPlayer('u'))).toBe(STARTER_LAYOUT);
    expect(isLayoutError(check(STARTER_LAYOUT, emptyPlayer('u')))).toBe(false);
  });
});
