import { describe, expect, it } from 'vitest';
import { bossLevel, bossMood, daysRemaining, difficultyLabel } from './adventure-rules';

describe('boss rules', () => {
  it('labels difficulty: 5+ LEGENDARY, 3-4 EPIC, below 3 RARE', () => {
    expect([1, 2, 3, 4, 5].map(difficultyLabel)).toEqual(['RARE', 'RARE', 'EPIC', 'EPIC', 'LEGENDARY']);
  });
  it("is 'low' below 30 % and 'enraged' below 10 %", () => {
    expect(bossMood(100, 100)).toBeNull();
    expect(bossMood(30, 100)).toBeNull();
    expect(bossMood(29, 100)).toBe('low');
    expect(bossMood(10, 100)).toBe('low');
    expect(bossMood(9, 100)).toBe('enraged');
    expect(bossMood(0, 100)).toBe('enraged');
  });
  it('shows the level as difficulty × 10', () => {
    expect(bossLevel(3)).toBe(30);
  });
  it('rounds days remaining up, never below 0', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(daysRemaining('2026-11-21T00:00:00Z', now)).toBe(1);
    expect(daysRemaining('2026-11-23T12:00:00Z', now)).toBe(3);
    expect(daysRemaining('2026-11-01T00:00:00Z', now)).toBe(0);
  });
});
