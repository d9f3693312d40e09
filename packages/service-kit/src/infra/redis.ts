import { Redis } from 'ioredis';

/**
 * ioredis reconnects by itself; errors while it does are logged, not thrown, so a Redis
 * blip degrades the features that need it (readiness reports it) instead of crashing.
 *
 * Auto-pipelining: the commands issued in one turn of the event loop go out in one write (the
 * socket pushes of a batch, a push's several emits through the Socket.IO adapter, a batch's
 * projections). A write on a socket is a large part of what an answer costs (docs/adr/0065).
 */
export function connectRedis(url: string, name: string, onError: (err: Error) => void = () => {}): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
    enableAutoPipelining: true,
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
