import { describe, expect, it } from 'vitest';
import { bossLevel, bossMood } from './boss-rules';

describe('boss battle rules', () => {
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
});
