import { createAdapter } from '@socket.io/redis-adapter';
import { connectEventBus, connectRedis, createService, pingRedis, verifyAccessToken, type ServiceApp } from '@mathquest/service-kit';
import { Server as SocketServer } from 'socket.io';
import type { RealtimeConfig } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Socket.IO server; emits reach every instance through the Redis adapter. */
    io: SocketServer;
  }
}

/**
 * The realtime service: Socket.IO behind the gateway's /socket.io, authenticated with the
 * access token in the handshake; every socket joins `user:{id}`. The Redis adapter lets
 * any instance emit to sockets held by another. Event fan-out arrives with its own issue.
 */
export async function buildRealtimeApp(config: RealtimeConfig): Promise<ServiceApp> {
  const pub = connectRedis(config.redisUrl, 'realtime-pub', (err) => app.log.warn({ err }, 'redis error'));
  // The adapter needs a dedicated subscriber connection. Its ready check (INFO) would race the
  // adapter's SUBSCRIBE and be refused in subscriber mode, so it is off for this connection.
  const sub = pub.duplicate({ connectionName: 'realtime-sub', enableReadyCheck: false });
  sub.on('error', (err) => app.log.warn({ err }, 'redis subscriber error'));
  const bus = await connectEventBus(config.natsUrl, 'realtime');
  const app = createService(
    { name: 'realtime', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem },
    { redis: () => pingRedis(pub), nats: async () => !bus.nc.isClosed() },
  );

  const io = new SocketServer(app.server, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    adapter: createAdapter(pub, sub),
  });
  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token = typeof auth === 'object' && auth !== null && 'token' in auth && typeof auth.token === 'string' ? auth.token : null;
    if (!token) return next(new Error('UNAUTHORIZED'));
    try {
      socket.data.user = verifyAccessToken(token, config.publicKeyPem);
      next();
    } catch {
      next(new Error('UNAUTHORIZED'));
    }
  });
  app.decorate('io', io);
  io.on('connection', (socket) => {
    const user = socket.data.user as { id: string };
    void socket.join(`user:${user.id}`);
  });

  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await bus.close();
    pub.disconnect();
    sub.disconnect();
  });
  return app;
}
