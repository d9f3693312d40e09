import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LocalWindowLimiter } from './local-limiter.js';

/** What one strict check decided for one key. */
export interface LimitVerdict {
  key: string;
  exceeded: boolean;
  /** Seconds until the window resets (Retry-After); 0 when not exceeded. */
  retryAfterS: number;
}

/** Same shape as what `app.createRateLimit(...)` returns (@fastify/rate-limit). */
export type RedisLimitCheck = (request: FastifyRequest) => Promise<
  { isAllowed: true; key: string } | { isAllowed: false; key: string; ttlInSeconds: number; isExceeded: boolean }
>;

/** The key a strict check counts under, or undefined when it does not apply to this request. */
export type KeyOf = (request: FastifyRequest) => string | undefined;

/** One strict limit: undefined when its key does not apply, else the verdict. */
export type StrictCheck = (request: FastifyRequest) => Promise<LimitVerdict | undefined>;

/** While Redis is away, one warning per this interval, not one per request. */
export const REDIS_WARNING_INTERVAL_MS = 60_000;

/**
 * Calls `emit` at most once per interval and tells it how many calls were swallowed since
 * the last line, so an outage is visible in the logs without flooding them.
 */
export function throttle(intervalMs: number, now: () => number = Date.now): (emit: (suppressed: number) => void) => void {
  let last = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (emit) => {
    const t = now();
    if (t - last < intervalMs) {
      suppressed++;
      return;
    }
    last = t;
    const n = suppressed;
    suppressed = 0;
    emit(n);
  };
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * One strict limit: counted by `viaRedis` (built with skipOnError: false, so a Redis failure
 * throws) and, always, by `memory` under the same key. Redis decides; when its call throws (Redis
 * away, or a reply later than the client's command time-out), the memory count, which has seen
 * every attempt of this process, decides instead.
 */
export function strictCheck(keyOf: KeyOf, viaRedis: RedisLimitCheck, memory: LocalWindowLimiter, onRedisError: (err: unknown) => void): StrictCheck {
  return async (request) => {
    const key = keyOf(request);
    if (key === undefined) return undefined;
    const inMemory = memory.hit(key);
    try {
      const r = await viaRedis(request);
      if (r.isAllowed || !r.isExceeded) return { key, exceeded: false, retryAfterS: 0 };
      return { key, exceeded: true, retryAfterS: r.ttlInSeconds };
    } catch (err) {
      onRedisError(err);
      return { key, exceeded: inMemory > 0, retryAfterS: inMemory };
    }
  };
}

/**
 * What the strict limits call when a Redis command fails: one warning per
 * REDIS_WARNING_INTERVAL_MS with the number of failures since the last line, shared by all
 * of them so that an outage is one line a minute, not one per limit.
 */
export function warnRedisDown(app: FastifyInstance): (err: unknown) => void {
  const warnEvery = throttle(REDIS_WARNING_INTERVAL_MS);
  return (err) =>
    warnEvery((suppressed) => app.log.warn({ err: errorMessage(err), suppressed }, 'redis unavailable; strict auth rate limits counted in this process only'));
}

/**
 * Strict limits (login, child link, refresh, register, password change) are a brute-force guard,
 * so unlike the write limit they must not fail open: counted in Redis (shared by all gateway
 * instances) and in this process's memory, which decides while Redis commands fail
 * (`onRedisError` is told). With N instances the memory count is N times looser, which still
 * bounds guessing; no limit at all would not. Returns a factory: one StrictCheck per key function.
 */
export function createStrictLimits(
  app: FastifyInstance,
  limit: { max: number; windowMs: number },
  onRedisError: (err: unknown) => void,
  now: () => number = Date.now,
): (keyOf: KeyOf) => StrictCheck {
  // One memory count for every strict key: the keys already name route and dimension.
  const memory = new LocalWindowLimiter(limit.max, limit.windowMs, now);
  return (keyOf) => {
    const viaRedis: RedisLimitCheck = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      // Throw instead of allowing: strictCheck then counts in memory.
      skipOnError: false,
      // strictCheck only calls viaRedis once keyOf gave a key, so the '' is never used.
      keyGenerator: (request) => keyOf(request) ?? '',
    });
    return strictCheck(keyOf, viaRedis, memory, onRedisError);
  };
}
