import { Redis } from 'ioredis';

/**
 * ioredis reconnects by itself; errors while it does are logged, not thrown, so a Redis
 * blip degrades the features that need it (readiness reports it) instead of crashing.
 *
 * Not auto-pipelined: with it, a connection closing under load left rejected promises nobody
 * could catch (docs/adr/0065).
 */
export function connectRedis(url: string, name: string, onError: (err: Error) => void = () => {}): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  redis.on('error', onError);
  return redis;
}

export async function pingRedis(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
