import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chestDrop, chestRewards, RARITY_TABLE, rarityFor, rewardList } from './chests.js';

describe('treasure chests', () => {
  it('drop for about 5 % of correct answers, never for wrong ones, the same for the same event id', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `event-${i}`);
    const drops = ids.filter((id) => chestDrop(id, true)).length;
    expect(drops / ids.length).toBeGreaterThan(0.04);
    expect(drops / ids.length).toBeLessThan(0.06);
    expect(ids.filter((id) => chestDrop(id, false))).toEqual([]);
    const id = ids.find((x) => chestDrop(x, true))!;
    expect(chestDrop(id, true)).toEqual(chestDrop(id, true));
    expect(chestDrop(id, true)!.id).not.toBe(chestDrop(ids.filter((x) => chestDrop(x, true))[1]!, true)!.id);
  });

  it('has rarity odds that sum to 1, in order, with growing rewards', () => {
    expect(RARITY_TABLE.reduce((s, r) => s + r.odds, 0)).toBeCloseTo(1, 9);
    expect(RARITY_TABLE.map((r) => r.rarity)).toEqual(['COMMON', 'UNCOMMON', 'RARE', 'EPIC', 'LEGENDARY', 'MYTHIC']);
    for (let i = 1; i < RARITY_TABLE.length; i++) expect(RARITY_TABLE[i]!.coins).toBeGreaterThan(RARITY_TABLE[i - 1]!.coins);
    expect([0, 0.59, 0.6, 0.849, 0.85, 0.95, 0.99, 0.9995].map(rarityFor)).toEqual(['COMMON', 'COMMON', 'UNCOMMON', 'UNCOMMON', 'RARE', 'EPIC', 'LEGENDARY', 'MYTHIC']);
  });

  it('lists the granted rewards (gems only when there are some)', () => {
    expect(chestRewards('RARE')).toEqual({ coins: 75, xp: 50, gems: 1 });
    expect(rewardList('COMMON', chestRewards('COMMON')).map((r) => r.type)).toEqual(['coins', 'xp']);
    expect(rewardList('EPIC', { coins: 150, xp: 110, gems: 3 })).toContainEqual({ type: 'xp', amount: 110, name: '110 XP', rarity: 'EPIC' });
    // Counted words agree with their number (the shared message helper).
    expect(rewardList('RARE', { coins: 1, xp: 5, gems: 1 }).map((r) => r.name)).toEqual(['1 coin', '5 XP', '1 gem']);
    expect(rewardList('RARE', { coins: 40, xp: 5, gems: 2 }).map((r) => r.name)).toEqual(['40 coins', '5 XP', '2 gems']);
  });

  it('derives the chest id from the event id', () => {
    const id = Array.from({ length: 1000 }, () => randomUUID()).find((x) => chestDrop(x, true))!;
    expect(chestDrop(id, true)!.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
