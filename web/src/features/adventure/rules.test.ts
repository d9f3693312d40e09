import { describe, expect, it } from 'vitest';
import { daysRemaining, difficultyLabel } from './rules';

describe('adventure screen rules', () => {
  it('labels difficulty: 5+ LEGENDARY, 3-4 EPIC, below 3 RARE', () => {
    expect([1, 2, 3, 4, 5].map(difficultyLabel)).toEqual(['RARE', 'RARE', 'EPIC', 'EPIC', 'LEGENDARY']);
  });
  it('rounds days remaining up, never below 0', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(daysRemaining('2026-11-21T00:00:00Z', now)).toBe(1);
    expect(daysRemaining('2026-11-23T12:00:00Z', now)).toBe(3);
    expect(daysRemaining('2026-11-01T00:00:00Z', now)).toBe(0);
  });
});
