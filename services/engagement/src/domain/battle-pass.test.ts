import { describe, expect, it } from 'vitest';
import { passLevel, passXpFor, passXpNow, seasonAt, xpForPassLevel } from './battle-pass.js';

describe('the battle pass', () => {
  it('has quarterly seasons, Season 1: Math Masters from October 2026', () => {
    expect(seasonAt(new Date('2026-11-25T12:00:00Z'))).toMatchObject({ number: 1, name: 'Season 1: Math Masters', endsAt: new Date('2027-01-01T00:00:00Z') });
    expect(seasonAt(new Date('2027-01-01T00:00:00Z'))).toMatchObject({ number: 2, startsAt: new Date('2027-01-01T00:00:00Z'), endsAt: new Date('2027-04-01T00:00:00Z') });
    expect(seasonAt(new Date('2027-12-31T23:59:59Z'))).toMatchObject({ number: 5, endsAt: new Date('2028-01-01T00:00:00Z') });
  });
  it('gains 50 % of xpEarned and needs 100 + 25 × (L − 1) XP per level, capped at 100', () => {
    expect(passXpFor(31)).toBe(15);
    expect([1, 2, 10].map(xpForPassLevel)).toEqual([100, 125, 325]);
    expect(passLevel(0)).toEqual({ level: 1, xpInLevel: 0, xpForLevel: 100 });
    expect(passLevel(99)).toEqual({ level: 1, xpInLevel: 99, xpForLevel: 100 });
    expect(passLevel(230)).toEqual({ level: 3, xpInLevel: 5, xpForLevel: 150 });
    expect(passLevel(10_000_000)).toMatchObject({ level: 100, xpInLevel: 0 });
  });
  it('starts again in a new season', () => {
    expect(passXpNow({ season: 1, xp: 500 }, new Date('2026-12-01T00:00:00Z'))).toBe(500);
    expect(passXpNow({ season: 1, xp: 500 }, new Date('2027-02-01T00:00:00Z'))).toBe(0);
  });
});
