import { describe, expect, it, vi } from 'vitest';
import { lockoutMs, MemoryLockouts, withFallback, type LockoutStore } from './lockout.js';

const rule = { afterFailures: 3, baseMs: 1_000, maxMs: 8_000, memoryMs: 60_000 };

describe('lockoutMs', () => {
  it('is 0 before the threshold, then the base, doubled per further failure, at most the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((n) => lockoutMs(n, rule))).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });
});

describe('MemoryLockouts', () => {
  it('locks a key from its threshold on, for a growing time, and not its neighbours', async () => {
    let t = 0;
    const store = new MemoryLockouts(rule, () => t);
    await store.fail(['ip:1', 'email:a']);
    await store.fail(['ip:1', 'email:a']);
    expect(await store.lockedFor(['ip:1', 'email:a'])).toBe(0);
    await store.fail(['ip:1']);
    expect(await store.lockedFor(['ip:1'])).toBe(1_000);
    expect(await store.lockedFor(['email:a', 'ip:2'])).toBe(0);
    t = 1_000;
    await store.fail(['ip:1']);
    expect(await store.lockedFor(['ip:2', 'ip:1'])).toBe(2_000);
  });

  it('forgets failures after the memory time, and on clear', async () => {
    let t = 0;
    const store = new MemoryLockouts(rule, () => t);
    for (let i = 0; i < 3; i++) await store.fail(['email:a', 'email:b']);
    await store.clear('email:a');
    expect(await store.lockedFor(['email:a'])).toBe(0);
    t = 60_000;
    await store.fail(['email:b']);
    expect(await store.lockedFor(['email:b'])).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the one that failed longest ago', async () => {
    const store = new MemoryLockouts({ ...rule, afterFailures: 1 }, () => 0, 2);
    await store.fail(['a']);
    await store.fail(['b']);
    await store.fail(['a']);
    await store.fail(['c']);
    expect(await store.lockedFor(['b'])).toBe(0);
    expect(await store.lockedFor(['a'])).toBe(2_000);
    expect(await store.lockedFor(['c'])).toBe(1_000);
  });
});

describe('withFallback', () => {
  it('uses the fallback, and says so, when the primary store throws', async () => {
    const broken: LockoutStore = {
      lockedFor: () => Promise.reject(new Error('Connection is closed.')),
      fail: () => Promise.reject(new Error('Connection is closed.')),
      clear: () => Promise.reject(new Error('Connection is closed.')),
    };
    const onError = vi.fn();
    const store = withFallback(broken, new MemoryLockouts(rule, () => 0), onError);
    for (let i = 0; i < 3; i++) await store.fail(['ip:1']);
    expect(await store.lockedFor(['ip:1'])).toBe(1_000);
    await store.clear('ip:1');
    expect(await store.lockedFor(['ip:1'])).toBe(0);
    expect(onError).toHaveBeenCalledTimes(6);
  });
});
