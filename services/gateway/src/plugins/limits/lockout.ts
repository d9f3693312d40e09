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
 * The same rule in this process's memory: the mirror that answers while Redis does not (see
 * mirroredInMemory). At most `maxKeys` keys are kept; beyond that the least recently failed one is dropped, so a flood from spoofed sources
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
 * Only a lock that is later than the one stored replaces it: two failures counted at once by two
 * instances never shorten a lockout.
 */
const EXTEND_LOCK = `
local current = tonumber(redis.call('HGET', KEYS[1], 'lockedUntil') or '0')
if tonumber(ARGV[1]) > current then redis.call('HSET', KEYS[1], 'lockedUntil', ARGV[1]) end
return 1`;

/**
 * The rule in Redis, shared by every gateway instance: one hash per key, `<prefix><key>`, holding
 * `failures` and `lockedUntil` (ms since the epoch), forgotten `memoryMs` after the last failure.
 * Whether a key is locked is decided against `now()` (the gateway's clock), not by a TTL running
 * in Redis: the same clock as the memory mirror's, and one tests can drive. Gateway instances are
 * expected to keep their clocks in step (NTP); a skew of a few ms moves a lockout's end by as much.
 * Commands fail fast while Redis is away (see mirroredInMemory).
 */
export class RedisLockouts implements LockoutStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly rule: LockoutRule,
    private readonly now: () => number = Date.now,
  ) {}

  async lockedFor(keys: readonly string[]): Promise<number> {
    const until = await Promise.all(keys.map((key) => this.redis.hget(`${this.prefix}${key}`, 'lockedUntil')));
    const t = this.now();
    return Math.max(0, ...until.map((u) => Number(u ?? 0) - t));
  }

  async fail(keys: readonly string[]): Promise<void> {
    const t = this.now();
    await Promise.all(
      keys.map(async (key) => {
        const record = `${this.prefix}${key}`;
        const replies = await this.redis.multi().hincrby(record, 'failures', 1).pexpire(record, this.rule.memoryMs).exec();
        const [err, failures] = replies?.[0] ?? [new Error('redis: no reply to HINCRBY')];
        if (err) throw err;
        const lock = lockoutMs(Number(failures), this.rule);
        if (lock > 0) await this.redis.eval(EXTEND_LOCK, 1, record, String(t + lock));
      }),
    );
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}${key}`);
  }
}

/**
 * Lockouts are a brute-force guard, so they must not fail open. Every failure and every clear is
 * recorded in `memory` (this process) as well as in `primary` (Redis, shared by the instances);
 * `primary` answers, and when one of its calls throws (Redis away, or an answer later than the
 * client's command time-out) `memory` answers instead, knowing every attempt this process has
 * seen. A fallback that only counted from the failure on would have forgotten the failures
 * before it, and let a locked key through during a single slow Redis reply.
 */
export function mirroredInMemory(primary: LockoutStore, memory: LockoutStore, onError: (err: unknown) => void): LockoutStore {
  const orMemory = async <R>(call: () => Promise<R>, fromMemory: () => Promise<R>): Promise<R> => {
    try {
      return await call();
    } catch (err) {
      onError(err);
      return fromMemory();
    }
  };
  return {
    lockedFor: (keys) => orMemory(() => primary.lockedFor(keys), () => memory.lockedFor(keys)),
    async fail(keys) {
      await memory.fail(keys);
      await orMemory(() => primary.fail(keys), async () => {});
    },
    async clear(key) {
      await memory.clear(key);
      await orMemory(() => primary.clear(key), async () => {});
    },
  };
}
