import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limits' Redis (fails fast while away; see the options below). */
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
    const redis =
      client ??
      new Redis(url, {
        connectionName: 'gateway',
        // Rate limiting must never stall a request: fail fast while Redis is away (the write limit
        // fails open, the strict auth limits count in memory).
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: 500,
      });
    if (!client) {
      redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis unavailable; write limits fail open, strict auth limits count in memory'));
      app.addHook('onClose', async () => redis.disconnect());
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
