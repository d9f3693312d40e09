import { describe, expect, it } from 'vitest';
import { isFreshPush, PUSH_MAX_AGE_MS } from './push-freshness.js';

describe('isFreshPush', () => {
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);
  const iso = (ms: number) => new Date(ms).toISOString();

  it('keeps a push up to PUSH_MAX_AGE_MS old, and drops an older one', () => {
    expect(isFreshPush(iso(now), now)).toBe(true);
    expect(isFreshPush(iso(now - PUSH_MAX_AGE_MS), now)).toBe(true);
    expect(isFreshPush(iso(now - PUSH_MAX_AGE_MS - 1), now)).toBe(false);
    expect(isFreshPush(iso(now - 86_400_000), now)).toBe(false);
  });

  it('keeps a push stamped ahead of this clock (another host running fast)', () => {
    expect(isFreshPush(iso(now + 5_000), now)).toBe(true);
  });

  it('keeps a push whose time cannot be read rather than guess', () => {
    expect(isFreshPush('not a date', now)).toBe(true);
  });

  it('takes another limit when given one', () => {
    expect(isFreshPush(iso(now - 1_001), now, 1_000)).toBe(false);
  });
});
