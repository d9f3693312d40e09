import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis, type RedisOptions as IORedisOptions } from 'ioredis';

/**
 * Rate limiting must never stall a request: commands fail fast while Redis is away or slow (the
 * write limit then fails open, the strict auth limits and lockouts answer from memory).
 */
export const GATEWAY_REDIS_OPTIONS: IORedisOptions = {
  connectionName: 'gateway',
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 500,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' Redis (fails fast while away or slow: GATEWAY_REDIS_OPTIONS). */
    redis: Redis;
  }
}

export interface RedisOptions {
  url: string;
  /** A client to use instead of creating one (tests); it is not closed with the app. */
  client?: Redis | undefined;
}

/** `app.redis` for the rate limits and /readyz (fastify-plugin: decorates the whole app). */
export default fp(
  async function redis(app: FastifyInstance, { url, client }: RedisOptions) {
    const redis = client ?? new Redis(url, GATEWAY_REDIS_OPTIONS);
    if (!client) {
      redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis unavailable; write limits fail open, strict auth limits answer from memory'));
      app.addHook('onClose', async () => redis.disconnect());
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
