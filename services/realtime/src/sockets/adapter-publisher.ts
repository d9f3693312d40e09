import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The Redis adapter publishes (broadcasts, answers to other instances' requests) without handling
 * a failed PUBLISH, so a publish while Redis is away or while the app shuts down would be an
 * unhandled rejection, which ends a Node process. The adapter gets a client whose publishes
 * are logged on failure instead; the promise it is handed still rejects.
 */
export function publisherForAdapter(pub: Redis, log: FastifyBaseLogger): Redis {
  const publish = pub.publish.bind(pub) as (channel: string | Buffer, message: string | Buffer) => Promise<number>;
  const guarded = (channel: string | Buffer, message: string | Buffer): Promise<number> => {
    const sent = publish(channel, message);
    sent.catch((err: unknown) => log.warn({ err }, 'socket adapter publish failed'));
    return sent;
  };
  // Every other property is the client's own, methods bound to it, so the adapter shares its state.
  const client = new Proxy(pub, {
    get(target, prop) {
      if (prop === 'publish') return guarded;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' && prop !== 'constructor' ? value.bind(target) : value;
    },
  });
  return client;
}
