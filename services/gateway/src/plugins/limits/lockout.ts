import type { Redis } from 'ioredis';

/**
 * Lockouts after repeated failures: a growing delay on keys (an IP, an account) whose attempts
 * keep failing. Failures are remembered for `memoryMs` after the last one; from the
 * `afterFailures`-th on, each failure locks the key for `baseMs`, doubled with every further
 * failure, at most `maxMs`. While a key is locked its attempts are refused before they reach
 * auth, so every guess after the threshold costs a wait twice as long as the one before.
 */
export interface LockoutRule {
  afterFailures: number;
  baseMs: number;
  maxMs: number;
  memoryMs: number;
}

/** How long a key is locked after its `failures`-th failure (0: not locked). */
export function lockoutMs(failures: number, rule: LockoutRule): number {
  const over = failures - rule.afterFailures;
  if (over < 0) return 0;
  return Math.min(rule.baseMs * 2 ** Math.min(over, 32), rule.maxMs);
}

export interface LockoutStore {
  /** Milliseconds until the last of these keys' lockouts ends (0 when none is locked). */
  lockedFor(keys: readonly string[]): Promise<number>;
  /** Count one failure for each key, locking the keys that reach the threshold. */
  fail(keys: readonly string[]): Promise<void>;
  /** Forget a key's failures and lockout (after a success). */
  clear(key: string): Promise<void>;
}

interface Entry {
  failures: number;
  forgetAt: number;
  lockedUntil: number;
}

/**
 * The same rule in this process's memory, for while Redis is away. At most `maxKeys` keys are
 * kept; beyond that the least recently failed one is dropped, so a flood from spoofed sources
 * cannot grow memory without bound.
 */
export class MemoryLockouts implements LockoutStore {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly rule: LockoutRule,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.forgetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async lockedFor(keys: readonly string[]): Promise<number> {
    const t = this.now();
    return Math.max(0, ...keys.map((key) => (this.live(key)?.lockedUntil ?? 0) - t));
  }

  async fail(keys: readonly string[]): Promise<void> {
    const t = this.now();
    for (const key of keys) {
      const failures = (this.live(key)?.failures ?? 0) + 1;
      const lock = lockoutMs(failures, this.rule);
      // Delete first so that the Map's order is the order of the last failure (oldest first).
      this.entries.delete(key);
      this.entries.set(key, { failures, forgetAt: t + this.rule.memoryMs, lockedUntil: lock > 0 ? t + lock : 0 });
      if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value as string);
    }
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

/**
 * The rule in Redis, shared by every gateway instance: `<prefix>fail:<key>` counts failures
 * (expiring `memoryMs` after the last), `<prefix>lock:<key>` exists while the key is locked
 * (its TTL is the time left). Commands fail fast while Redis is away (see withFallback).
 */
export class RedisLockouts implements LockoutStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly rule: LockoutRule,
  ) {}

  async lockedFor(keys: readonly string[]): Promise<number> {
    const ttls = await Promise.all(keys.map((key) => this.redis.pttl(`${this.prefix}lock:${key}`)));
    // PTTL: -2 no such key, -1 no expiry (never set by us); both mean "not locked".
    return Math.max(0, ...ttls);
  }

  async fail(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        const counter = `${this.prefix}fail:${key}`;
        const replies = await this.redis.multi().incr(counter).pexpire(counter, this.rule.memoryMs).exec();
        const [err, failures] = replies?.[0] ?? [new Error('redis: no reply to INCR')];
        if (err) throw err;
        const lock = lockoutMs(Number(failures), this.rule);
        if (lock > 0) await this.redis.set(`${this.prefix}lock:${key}`, String(failures), 'PX', lock);
      }),
    );
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}fail:${key}`, `${this.prefix}lock:${key}`);
  }
}

/**
 * Lockouts are a brute-force guard, so they must not fail open: each call goes to `primary`
 * (Redis) and, when that throws, to `fallback` (memory) instead, reporting the error.
 */
export function withFallback(primary: LockoutStore, fallback: LockoutStore, onError: (err: unknown) => void): LockoutStore {
  const guarded =
    <A extends unknown[], R>(call: (store: LockoutStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(primary, ...args);
      } catch (err) {
        onError(err);
        return call(fallback, ...args);
      }
    };
  return {
    lockedFor: guarded((store, keys: readonly string[]) => store.lockedFor(keys)),
    fail: guarded((store, keys: readonly string[]) => store.fail(keys)),
    clear: guarded((store, key: string) => store.clear(key)),
  };
}
