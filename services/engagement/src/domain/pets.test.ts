import { describe, expect, it } from 'vitest';
import {
  answerBonusCoins,
  bonusPercent,
  boostedXp,
  feed,
  gainPetXp,
  happinessNow,
  moodOf,
  newPet,
  PET_CATALOGUE,
  petView,
  petXpFor,
  play,
  settleHappiness,
  xpToNextPetLevel,
  type StoredPet,
} from './pets.js';

const t0 = new Date('2026-11-25T10:00:00Z');
const hours = (h: number) => new Date(t0.getTime() + h * 3_600_000);
const pet = (over: Partial<StoredPet> = {}): StoredPet => ({ ...newPet('sparky', t0), happiness: 80, ...over });

describe('the pet catalogue', () => {
  it('has at least 12 pets with distinct ids, every ability among them', () => {
    expect(PET_CATALOGUE.length).toBeGreaterThanOrEqual(12);
    expect(new Set(PET_CATALOGUE.map((p) => p.id)).size).toBe(PET_CATALOGUE.length);
    expect(new Set(PET_CATALOGUE.map((p) => p.baseAbility))).toEqual(new Set(['coin_boost', 'xp_boost', 'hint_discount', 'all_boost']));
  });
});

describe('pet levels', () => {
  it('needs 100 XP for level 1, then 1.5 times the last', () => {
    expect([1, 2, 3, 4].map(xpToNextPetLevel)).toEqual([100, 150, 225, 337]);
  });
  it('gains 30 % of xpEarned and may level up more than once', () => {
    expect(petXpFor(25)).toBe(7);
    expect(gainPetXp(pet({ xp: 90 }), 20)).toMatchObject({ pet: { level: 2, xp: 10 }, levelsGained: 1 });
    expect(gainPetXp(pet(), 260)).toMatchObject({ pet: { level: 3, xp: 10 }, levelsGained: 2 });
  });
});

describe('happiness', () => {
  it('decays 2 points an hour from the stored timestamp, never below 0, without losing part-hours', () => {
    expect(happinessNow(pet(), hours(0.4))).toBe(80);
    expect(happinessNow(pet(), hours(1))).toBe(78);
    expect(happinessNow(pet(), hours(100))).toBe(0);
    const settled = settleHappiness(pet(), hours(0.75)); // one point consumed, a quarter of an hour carried
    expect(settled.happiness).toBe(79);
    expect(happinessNow(settled, hours(1))).toBe(78);
  });
  it('gives moods at 70 and 40', () => {
    expect([100, 70, 69, 40, 39, 0].map(moodOf)).toEqual(['happy', 'happy', 'neutral', 'neutral', 'sad', 'sad']);
  });
});

describe('the bonus', () => {
  it('is floor(abilityValue × (1 + level × 0.05) × happiness / 100)', () => {
    expect(bonusPercent(10, 1, 100)).toBe(10);
    expect(bonusPercent(10, 2, 80)).toBe(8);
    expect(bonusPercent(14, 5, 50)).toBe(8);
    expect(bonusPercent(10, 1, 0)).toBe(0);
  });
  it('raises quest and chest XP only for xp_boost and all_boost', () => {
    expect(boostedXp(80, { ability: 'xp_boost', percent: 10 })).toBe(88);
    expect(boostedXp(80, { ability: 'all_boost', percent: 5 })).toBe(84);
    expect(boostedXp(80, { ability: 'coin_boost', percent: 10 })).toBe(80);
    expect(boostedXp(80, null)).toBe(80);
  });
  it('adds answer coins through a carry of hundredths: coin and all boosts always, hint discount on hinted answers', () => {
    let carry = 0;
    let bonus = 0;
    for (let i = 0; i < 10; i++) {
      const r = answerBonusCoins(3, 0, { ability: 'coin_boost', percent: 10 }, carry);
      carry = r.carry;
      bonus += r.bonus;
    }
    expect([bonus, carry]).toEqual([3, 0]); // 10 % of 30 coins
    expect(answerBonusCoins(3, 0, { ability: 'all_boost', percent: 50 }, 0).bonus).toBe(1);
    expect(answerBonusCoins(3, 0, { ability: 'hint_discount', percent: 50 }, 0)).toEqual({ bonus: 0, carry: 0 });
    expect(answerBonusCoins(3, 1, { ability: 'hint_discount', percent: 50 }, 0)).toEqual({ bonus: 1, carry: 50 });
    expect(answerBonusCoins(3, 0, { ability: 'xp_boost', percent: 50 }, 0)).toEqual({ bonus: 0, carry: 0 });
    expect(answerBonusCoins(0, 0, { ability: 'coin_boost', percent: 50 }, 20)).toEqual({ bonus: 0, carry: 20 });
  });
});

describe('feeding and playing', () => {
  it('feeding costs 10 coins worth of balance, adds 10 happiness (capped at 100) and waits an hour', () => {
    const fed = feed(pet({ happiness: 95 }), 10, t0);
    expect(fed).toMatchObject({ pet: { happiness: 100, lastFedAt: t0.toISOString() } });
    if (!('pet' in fed)) throw new Error('fed');
    expect(feed(fed.pet, 100, hours(0.5))).toEqual({ reason: 'COOLDOWN', availableAt: hours(1) });
    expect('pet' in feed(fed.pet, 100, hours(1))).toBe(true);
    expect(feed(pet(), 9, t0)).toEqual({ reason: 'NOT_ENOUGH_COINS' });
  });
  it('playing is free, adds 5 from the decayed happiness, and waits an hour', () => {
    const played = play(pet({ happiness: 50 }), hours(2));
    expect(played).toMatchObject({ pet: { happiness: 51, lastPlayedAt: hours(2).toISOString() } });
    if (!('pet' in played)) throw new Error('played');
    expect(play(played.pet, hours(2.9))).toMatchObject({ reason: 'COOLDOWN' });
  });
  it('shows the cooldowns, mood and bonus in the view', () => {
    const v = petView({ ...pet({ happiness: 30 }), lastFedAt: t0.toISOString() }, true, hours(0.5));
    expect(v).toMatchObject({ id: 'sparky', mood: 'sad', happiness: 29, canFeedAt: hours(1).toISOString(), canPlayAt: null, isActive: true, bonusPercent: bonusPercent(10, 1, 29) });
  });
});
