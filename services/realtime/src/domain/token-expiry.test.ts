import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, msUntilExpiry } from './token-expiry.js';

describe('msUntilExpiry', () => {
  it('is the time left before the expiry, and 0 once it has passed', () => {
    expect(msUntilExpiry(10_000, 7_500)).toBe(2_500);
    expect(msUntilExpiry(10_000, 10_000)).toBe(0);
    expect(msUntilExpiry(10_000, 12_000)).toBe(0);
  });

  it('never exceeds what a Node timer can hold (a longer delay would fire at once)', () => {
    const now = Date.UTC(2030, 0, 1);
    expect(msUntilExpiry(now + 90 * 24 * 3_600_000, now)).toBe(MAX_TIMER_MS);
  });
});
