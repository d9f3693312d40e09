import { createAdapter } from '@socket.io/redis-adapter';
import { connectEventBus, connectRedis, createService, pingRedis, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import type { Redis } from 'ioredis';
import type { RealtimeConfig } from './config.js';
import { DEFAULT_MAX_SOCKETS_PER_USER } from './domain/socket-limit.js';
import { publisherForAdapter } from './sockets/adapter-publisher.js';
import { createSocketServer } from './sockets/server.js';
import { closeSocketsOfEndedSessions } from './sockets/session-revocations.js';
import type { RealtimeServer } from './sockets/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Socket.IO server; emits reach every instance through the Redis adapter. */
    io: RealtimeServer;
  }
}

export interface RealtimeDeps {
  /** Given by the caller (who then closes it), else connected from the config and closed with the app. */
  redis?: Redis;
  bus?: EventBus;
}

/**
 * The realtime service: Socket.IO behind the gateway's /socket.io, authenticated with the
 * access token in the handshake; every socket joins `user:{id}`. The Redis adapter lets
 * any instance emit to sockets held by another. The service kit's revocation list (on the same
 * Redis) refuses the handshakes of ended sessions and closes their sockets (docs/adr/0013).
 * Event fan-out arrives with its own issue.
 */
export async function buildRealtimeApp(config: RealtimeConfig, deps: RealtimeDeps = {}): Promise<ServiceApp> {
  const pub = deps.redis ?? connectRedis(config.redisUrl, 'realtime-pub', (err) => app.log.warn({ err }, 'redis error'));
  // The adapter needs a dedicated subscriber connection. Its ready check (INFO) would race the
  // adapter's SUBSCRIBE and be refused in subscriber mode, so it is off for this connection.
  const sub = pub.duplicate({ connectionName: 'realtime-sub', enableReadyCheck: false });
  sub.on('error', (err) => app.log.warn({ err }, 'redis subscriber error'));
  const bus = deps.bus ?? (await connectEventBus(config.natsUrl, 'realtime'));
  const app = createService(
    // The list of ended sessions follows the Redis of the config (not only REDIS_URL), opened
    // before the app is ready and closed with it.
    { name: 'realtime', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem, sessionRevocation: { redisUrl: config.redisUrl } },
    { redis: () => pingRedis(pub), nats: async () => !bus.nc.isClosed() },
  );

  const io = createSocketServer(app.server, {
    publicKeyPem: config.publicKeyPem,
    revocations: app.sessionRevocations,
    maxSocketsPerUser: config.maxSocketsPerUser ?? DEFAULT_MAX_SOCKETS_PER_USER,
    adapter: createAdapter(publisherForAdapter(pub, app.log), sub, config.adapterKey ? { key: config.adapterKey } : {}),
    log: app.log,
  });
  app.decorate('io', io);
  const stopClosingEndedSessions = app.sessionRevocations ? closeSocketsOfEndedSessions(io, app.sessionRevocations) : () => {};

  app.addHook('onClose', async () => {
    stopClosingEndedSessions();
    await new Promise<void>((resolve) => io.close(() => resolve()));
    // Stop hearing other instances' requests first, then let the replies already sent complete.
    await sub.quit().catch(() => sub.disconnect());
    if (!deps.bus) await bus.close();
    if (!deps.redis) await pub.quit().catch(() => pub.disconnect());
  });
  return app;
}
