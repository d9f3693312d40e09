import { describe, expect, it } from 'vitest';
import { PET_FEED_COST_COINS, PET_HAPPINESS_MAX, petBonusPercent, petFeedRefusal, petMood } from './pets.js';

/** The documented formula in exact fractions: floor(a × (1 + l × 0.05) × h / 100) = floor(a × (20 + l) × h / 2000). */
function exactBonus(a: number, l: number, h: number): number {
  const numerator = BigInt(a) * BigInt(20 + l) * BigInt(h);
  return Number(numerator / 2000n);
}

describe('pet rules (one copy for engagement and the web app)', () => {
  it('bonus: the documented formula over the whole input range, no percent lost to rounding', () => {
    // Ability values reach 20 + 2 per level gained; levels 1 to 100; happiness 0 to 100.
    const differ: string[] = [];
    for (let level = 1; level <= 100; level++) {
      for (let ability = 0; ability <= 20 + 2 * (level - 1); ability++) {
        for (let happiness = 0; happiness <= PET_HAPPINESS_MAX; happiness++) {
          if (petBonusPercent(ability, level, happiness) !== exactBonus(ability, level, happiness)) differ.push(`${ability}/${level}/${happiness}`);
        }
      }
    }
    expect(differ).toEqual([]);
    // The case that drifted between two copies: 25 × 1.15 × 80 / 100 is exactly 23.
    expect(petBonusPercent(25, 3, 80)).toBe(23);
    expect(petBonusPercent(10, 2, 80)).toBe(8);
  });

  it('mood: 70 and above happy, 40 to 69 neutral, below 40 sad', () => {
    expect([100, 70, 69, 40, 39, 0].map(petMood)).toEqual(['happy', 'happy', 'neutral', 'neutral', 'sad', 'sad']);
  });

  it('feeding: the cooldown first, then full happiness, then the price', () => {
    const now = 1_000_000;
    expect(petFeedRefusal({ happiness: 100, readyAt: now + 1 }, 0, now)).toBe('COOLDOWN');
    expect(petFeedRefusal({ happiness: 100, readyAt: now }, 0, now)).toBe('ALREADY_HAPPY');
    expect(petFeedRefusal({ happiness: 99, readyAt: null }, PET_FEED_COST_COINS - 1, now)).toBe('NOT_ENOUGH_COINS');
    expect(petFeedRefusal({ happiness: 99, readyAt: null }, PET_FEED_COST_COINS, now)).toBeNull();
    expect(petFeedRefusal({ happiness: 50, readyAt: null }, null, now)).toBeNull();
  });
});
