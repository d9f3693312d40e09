import { describe, expect, it } from 'vitest';
import { changeStock, grantItems, ownsItem, stockOf } from './inventory.js';
import { emptyPlayer } from './player.js';

describe('inventory', () => {
  it('owns a granted item once, however often it is granted', () => {
    const p = grantItems(grantItems(emptyPlayer('u'), ['hat', 'cape']), ['hat']);
    expect(p.inventory!.owned).toEqual(['hat', 'cape']);
    expect(ownsItem(p, 'hat')).toBe(true);
    expect(ownsItem(p, 'crown')).toBe(false);
  });

  it('returns the same player when nothing is new', () => {
    const p = grantItems(emptyPlayer('u'), ['hat']);
    expect(grantItems(p, ['hat'])).toBe(p);
  });

  it('counts stock up and down, never below zero, dropping an emptied entry', () => {
    let p = changeStock(emptyPlayer('u'), 'hint-token', 3);
    expect(stockOf(p, 'hint-token')).toBe(3);
    p = changeStock(p, 'hint-token', -5);
    expect(stockOf(p, 'hint-token')).toBe(0);
    expect(p.inventory!.stock).toEqual({});
  });
});
