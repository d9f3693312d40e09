import { describe, expect, it } from 'vitest';
import { EquipRequestSchema, PurchaseRequestSchema, SaveLayoutRequestSchema, UnequipRequestSchema } from './shop.js';
import { nextRotation } from '../rules/homebase.js';

describe('shop requests', () => {
  it('takes an item id and a currency of coins or gems, and nothing else', () => {
    expect(PurchaseRequestSchema.parse({ itemId: 'head-top-hat', currency: 'gems' })).toEqual({ itemId: 'head-top-hat', currency: 'gems' });
    expect(PurchaseRequestSchema.safeParse({ itemId: 'head-top-hat', currency: 'dollars' }).success).toBe(false);
    expect(PurchaseRequestSchema.safeParse({ itemId: 'head top hat', currency: 'coins' }).success).toBe(false);
    expect(PurchaseRequestSchema.safeParse({ itemId: 'x', currency: 'coins', quantity: 2 }).success).toBe(false);
  });

  it('equips by item and category, unequips by category', () => {
    expect(EquipRequestSchema.safeParse({ itemId: 'head-cap', category: 'HEAD' }).success).toBe(true);
    expect(EquipRequestSchema.safeParse({ itemId: 'head-cap', category: 'HAT' }).success).toBe(false);
    expect(UnequipRequestSchema.safeParse({ category: 'TITLE' }).success).toBe(true);
    expect(UnequipRequestSchema.safeParse({}).success).toBe(false);
  });

  it('takes a layout of cells inside the grid and quarter turns only', () => {
    const piece = { itemId: 'furn-bed', x: 9, y: 7, rotation: 270 };
    expect(SaveLayoutRequestSchema.safeParse({ furniture: [piece] }).success).toBe(true);
    expect(SaveLayoutRequestSchema.safeParse({ furniture: [] }).success).toBe(true);
    for (const bad of [{ x: 10 }, { y: 8 }, { x: -1 }, { rotation: 45 }, { rotation: 360 }, { x: 1.5 }, { item: {} }]) {
      expect(SaveLayoutRequestSchema.safeParse({ furniture: [{ ...piece, ...bad }] }).success, JSON.stringify(bad)).toBe(false);
    }
    expect(SaveLayoutRequestSchema.safeParse({ furniture: Array.from({ length: 81 }, () => piece) }).success).toBe(false);
  });

  it('turns a piece by 90 degrees cyclically', () => {
    expect([nextRotation(0), nextRotation(90), nextRotation(180), nextRotation(270)]).toEqual([90, 180, 270, 0]);
  });
});
