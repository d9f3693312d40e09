import rateLimit from '@fastify/rate-limit';
import { tooManyRequests } from '@mathquest/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LocalWindowLimiter } from './limits/local-limiter.js';
import { redisWindowCounts, SharedWindowLimiter } from './limits/shared-limiter.js';

export interface RateLimitsOptions {
  /** Redis key prefix of the counters. */
  namespace: string;
  /** Per IP and minute: writes (POST/PUT/PATCH/DELETE, shared through Redis) and reads (GET/HEAD, in memory). */
  writeMax: number;
  readMax: number;
  /** The clock of the write and read windows (Date.now; tests pin their own). */
  now?: (() => number) | undefined;
  /** Writes with limits of their own, not counted here (the auth POSTs, plugins/auth-limits.ts). */
  exempt?: (request: FastifyRequest) => boolean;
}

const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WINDOW_MS = 60_000;
/** How often each instance adds its write counts to Redis and learns the others' (docs/adr/0054). */
export const WRITE_COUNT_SYNC_MS = 250;

/**
 * The general flood guards, per IP (fastify-plugin: for the whole app, after the body limits).
 * Also registers @fastify/rate-limit with the Redis store, which the strict auth limits build on
 * (`app.createRateLimit`); its hooks are not used, so that every 429 has our envelope.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, { namespace, writeMax, readMax, now = Date.now, exempt = () => false }: RateLimitsOptions) {
    // For the strict auth limits (`app.createRateLimit`, plugins/auth-limits.ts).
    await app.register(rateLimit, { global: false, redis: app.redis, nameSpace: namespace, skipOnError: true });
    // Writes: counted here at once and added up across instances in Redis four times a second,
    // not one Redis round trip per write (docs/adr/0054).
    const writes = new SharedWindowLimiter({ max: writeMax, windowMs: WINDOW_MS, counts: redisWindowCounts(app.redis), prefix: `${namespace}write:ip:`, now });
    const timer = setInterval(() => void writes.sync(), WRITE_COUNT_SYNC_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    // Reads cost no Redis round trip: counted in this process (docs/adr/0011).
    const reads = new LocalWindowLimiter(readMax, WINDOW_MS, now);

    app.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS' || exempt(request)) return;
      const retryAfter = BODYLESS.has(request.method) ? reads.hit(request.ip) : writes.hit(request.ip);
      if (retryAfter > 0) throw tooManyRequests(TOO_MANY_REQUESTS, retryAfter);
    });
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);
