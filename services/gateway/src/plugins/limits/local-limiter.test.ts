import { describe, expect, it } from 'vitest';
import { LocalWindowLimiter } from './local-limiter.js';

describe('LocalWindowLimiter', () => {
  it('allows max hits per window per key, then reports seconds to wait, and resets', () => {
    let t = 0;
    const l = new LocalWindowLimiter(2, 60_000, () => t);
    expect([l.hit('a'), l.hit('a'), l.hit('b')]).toEqual([0, 0, 0]);
    expect(l.hit('a')).toBe(60);
    t = 60_000;
    expect(l.hit('a')).toBe(0);
  });
});
