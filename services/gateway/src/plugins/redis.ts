import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis, type RedisOptions as IORedisOptions } from 'ioredis';

/**
 * Rate limiting must never stall a request: commands fail fast while Redis is away or slow (the
 * write limit then fails open, the strict auth limits answer from memory).
 */
export const GATEWAY_REDIS_OPTIONS: IORedisOptions = {
  connectionName: 'gateway',
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 500,
};

/**
 * How long the gateway waits at start for its Redis connection. Until it is up every command
 * fails at once (no offline queue), so the limits are counted in memory only, and Redis, once
 * connected, would answer without the attempts made meanwhile: a fresh gateway let a locked IP's
 * next attempt through. After this long it starts anyway, on its in-memory limits (a gateway
 * without Redis is better than none; /readyz reports it).
 */
export const REDIS_STARTUP_WAIT_MS = 5_000;

/** Resolves true once `redis` is ready, false after `ms` or once the client gave up reconnecting. */
export async function waitUntilReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  if (redis.status === 'end') return false;
  let settle: (ready: boolean) => void = () => {};
  const settled = new Promise<boolean>((resolve) => (settle = resolve));
  const onReady = () => settle(true);
  const onEnd = () => settle(false);
  redis.once('ready', onReady);
  redis.once('end', onEnd);
  const timer = setTimeout(() => settle(false), ms);
  const ready = await settled;
  clearTimeout(timer);
  redis.off('ready', onReady);
  redis.off('end', onEnd);
  return ready;
}

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
    if (!(await waitUntilReady(redis, REDIS_STARTUP_WAIT_MS))) {
      app.log.warn({ waitedMs: REDIS_STARTUP_WAIT_MS }, 'redis not reachable at start; strict auth limits count in memory until it is');
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
