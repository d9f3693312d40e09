import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCKOUT_RULES, lockedChangeMessage, lockedSignInMessage, lockoutMs, signInScopes, thresholdOf } from './lockout.js';

const rules = { ...DEFAULT_LOCKOUT_RULES, pairAfterFailures: 3, accountAfterFailures: 6, baseMs: 1_000, maxMs: 8_000 };

describe('the scopes a sign-in is counted in', () => {
  it('an unknown client: the account and the (account, IP) pair', () => {
    expect(signInScopes({ ip: '10.0.0.1', knownDevice: null })).toEqual(['account', 'ip:10.0.0.1']);
  });

  it('a known device of the account: that device alone, so the guessing of others never reaches it', () => {
    expect(signInScopes({ ip: '10.0.0.1', knownDevice: 'd1' })).toEqual(['device:d1']);
  });
});

describe('thresholds', () => {
  it('the account, counted over every address, locks later than one address or one device', () => {
    expect(thresholdOf('account', rules)).toBe(6);
    expect(thresholdOf('ip:10.0.0.1', rules)).toBe(3);
    expect(thresholdOf('device:d1', rules)).toBe(3);
    expect(thresholdOf('change', rules)).toBe(3);
  });

  it('defaults: 10 failures for a pair or a device, 30 for the account, 1 minute doubling to 15', () => {
    expect(DEFAULT_LOCKOUT_RULES).toEqual({ pairAfterFailures: 10, accountAfterFailures: 30, baseMs: 60_000, maxMs: 900_000, memoryMs: 3_600_000 });
    expect([9, 10, 11, 12, 13, 14, 15].map((n) => lockoutMs(n, 10, DEFAULT_LOCKOUT_RULES) / 60_000)).toEqual([0, 1, 2, 4, 8, 15, 15]);
  });
});

describe('lockoutMs', () => {
  it('is 0 before the threshold, then the base, doubled per further failure, at most the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((n) => lockoutMs(n, 3, rules))).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });
});

describe('messages', () => {
  it('say how long in whole minutes, rounded up, and who can help', () => {
    expect(lockedSignInMessage(11 * 60_000 + 1)).toBe('Too many wrong passwords. Try again in 12 minutes, or ask your teacher or parent to unlock your account.');
    expect(lockedSignInMessage(5_000)).toBe('Too many wrong passwords. Try again in 1 minute, or ask your teacher or parent to unlock your account.');
    expect(lockedChangeMessage(120_000)).toBe('Too many wrong passwords. Try again in 2 minutes.');
  });
});
