import rateLimit from '@fastify/rate-limit';
import { tooManyRequests } from '@mathquest/service-kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LocalWindowLimiter } from './limits/local-limiter.js';

export interface RateLimitsOptions {
  /** Redis key prefix of the counters. */
  namespace: string;
  /** Per IP and minute: writes (POST/PUT/PATCH/DELETE, in Redis) and reads (GET/HEAD, in memory). */
  writeMax: number;
  readMax: number;
}

const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The general flood guards, per IP (fastify-plugin: for the whole app, after the body limits).
 * Also registers @fastify/rate-limit with the Redis store, which the strict auth limits build on
 * (`app.createRateLimit`); its hooks are not used, so that every 429 has our envelope.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, { namespace, writeMax, readMax }: RateLimitsOptions) {
    // skipOnError: the write limit fails open while Redis is away (the strict limits override it).
    await app.register(rateLimit, { global: false, redis: app.redis, nameSpace: namespace, skipOnError: true });
    const writes = app.createRateLimit({ max: writeMax, timeWindow: 60_000, keyGenerator: (request) => `write:ip:${request.ip}` });
    // Reads cost no Redis round trip: counted in this process (docs/adr/0011).
    const reads = new LocalWindowLimiter(readMax, 60_000);

    app.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS') return;
      if (!BODYLESS.has(request.method)) {
        const r = await writes(request);
        if (!r.isAllowed && r.isExceeded) throw tooManyRequests(TOO_MANY_REQUESTS, r.ttlInSeconds);
        return;
      }
      const retryAfter = reads.hit(request.ip);
      if (retryAfter > 0) throw tooManyRequests(TOO_MANY_REQUESTS, retryAfter);
    });
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);
