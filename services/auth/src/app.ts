import {
  connectEventBus,
  connectMongo,
  connectRedis,
  createService,
  ensureStream,
  pingMongo,
  RevocationPublisher,
  runConsumer,
  type EventBus,
  type PeerTimings,
  type ServiceApp,
} from '@mathquest/service-kit';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { AuthConfig } from './config.js';
import { randomInt } from 'node:crypto';
import { classroomMembersConsumer } from './events/consumers/classroom-members.js';
import { accountErasedConsumers } from './events/consumers/account-erased.js';
import { unlockRequestedConsumer } from './events/consumers/unlock-requested.js';
import { createOutbox } from './events/outbox.js';
import emptyJsonBody from './plugins/empty-json-body.js';
import { createErasuresRepository } from './repositories/erasures-repository.js';
import { exportPartsClient } from './repositories/export-parts-client.js';
import { createDevicesRepository } from './repositories/devices-repository.js';
import { createLockoutsRepository } from './repositories/lockouts-repository.js';
import { createRostersRepository } from './repositories/rosters-repository.js';
import { createSessionsRepository } from './repositories/sessions-repository.js';
import { createUsersRepository } from './repositories/users-repository.js';
import accountRoutes from './routes/accounts.js';
import childrenRoutes from './routes/children.js';
import classCodeRoutes from './routes/class-code.js';
import privacyRoutes from './routes/privacy.js';
import passwordRoutes from './routes/password.js';
import rosterRoutes from './routes/roster.js';
import sessionRoutes from './routes/sessions.js';
import { createAccessTokenSigner } from './security/access-tokens.js';
import { DEVICE_COOKIE_MAX_AGE_S } from './security/device-cookie.js';
import { createGrantSigners } from './security/grants.js';
import { createPasswordHasher } from './security/password.js';
import { createSecretBox } from './security/secret-box.js';
import type { AuthContext } from './use-cases/context.js';

export interface AuthDeps {
  mongo?: Connection;
  bus?: EventBus;
  redis?: Redis;
  /** Start the outbox sweeper and the event consumers (default true; the CLI turns them off). */
  background?: boolean;
  /** The use cases' clock (tests move it past the refresh grace window). */
  now?: () => Date;
  /** How often this process announces itself and after how long a silent peer is lost (tests shorten them). */
  peerTimings?: PeerTimings;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The use cases' context, for the operator CLI (routes get it as a plugin option). */
    authContext: AuthContext;
  }
}

/**
 * The auth service: sign-up, login, token rotation, session revocation, the session user,
 * parent links. Owns the users, sessions, refresh_tokens, class_rosters and roster_students collections in its
 * own database.
 */
export async function buildAuthApp(config: AuthConfig, deps: AuthDeps = {}): Promise<ServiceApp> {
  const mongo = deps.mongo ?? (await connectMongo(config.mongoUrl, config.mongoDb));
  const bus = deps.bus ?? (await connectEventBus(config.natsUrl, 'auth', { durableSuffix: config.durableSuffix }));
  // Auth checks its own access tokens against the revocations it announces, like every service.
  const app = createService(
    { name: 'auth', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem, sessionRevocation: { redisUrl: config.redisUrl }, description: 'Accounts, sessions and tokens' },
    { mongo: () => pingMongo(mongo), nats: async () => !bus.nc.isClosed() },
  );
  const redis = deps.redis ?? connectRedis(config.redisUrl, 'auth', (err) => app.log.warn({ err }, 'redis error'));

  const users = createUsersRepository(mongo);
  const sessions = createSessionsRepository(mongo);
  const rosters = createRostersRepository(mongo);
  const erasures = createErasuresRepository(mongo);
  await Promise.all([users.init(), sessions.init(), rosters.init(), erasures.init(), ensureStream(bus.jsm, 'AUTH'), ensureStream(bus.jsm, 'TEACHER')]);
  const revocations = new RevocationPublisher(redis, app.log);
  const outbox = createOutbox(bus, users, app.log);
  const grants = createGrantSigners(config.privateKeyPem);
  const ctx: AuthContext = {
    users,
    sessions,
    hasher: await createPasswordHasher(config.argon2),
    accessTokens: createAccessTokenSigner(config.privateKeyPem, config.accessTokenTtlSeconds),
    childrenGrants: grants.children,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    refreshGraceMs: config.refreshGraceMs,
    lockouts: createLockoutsRepository(redis, config.lockout),
    devices: createDevicesRepository(redis, DEVICE_COOKIE_MAX_AGE_S * 1000),
    warn: (err, message) => app.log.warn({ err }, message),
    outbox,
    revocations,
    now: deps.now ?? (() => new Date()),
    rosters,
    secretBox: createSecretBox(config.privateKeyPem),
    randomInt: (n) => randomInt(n),
    erasures,
    exportGrants: grants.accountExport,
    exportParts: exportPartsClient(config.serviceUrls, config.exportPartTimeoutMs),
  };
  app.decorate('authContext', ctx);

  await app.register(emptyJsonBody);
  for (const routes of [accountRoutes, sessionRoutes, passwordRoutes, childrenRoutes, rosterRoutes, classCodeRoutes, privacyRoutes]) {
    await app.register(routes, { prefix: '/api/auth', ctx });
  }

  const stops: Array<() => Promise<void>> = [];
  // Without the sweeper (the CLI), what a failed publish left in the users this process wrote is settled on close.
  let stopSweeper = () => outbox.settle().catch((err: unknown) => app.log.warn({ err }, 'outbox not settled before stopping: left for a full pass'));
  if (deps.background !== false) {
    stopSweeper = outbox.startSweeper({
      nc: bus.nc,
      group: config.mongoDb,
      intervalMs: config.outboxSweepIntervalMs,
      staleMs: config.outboxSweepMinAgeMs,
      ...(deps.peerTimings ? { peerTimings: deps.peerTimings } : {}),
      log: app.log,
    });
    stops.push(await runConsumer(bus, unlockRequestedConsumer(ctx), app.log));
    stops.push(await runConsumer(bus, classroomMembersConsumer(ctx), app.log));
    for (const spec of accountErasedConsumers(ctx)) stops.push(await runConsumer(bus, spec, app.log));
  }

  app.addHook('onClose', async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
    // After the consumers: settles the users this process wrote, then tells the other auth processes it is leaving.
    await stopSweeper();
    await revocations.close();
    if (!deps.redis) redis.disconnect();
    if (!deps.bus) await bus.close();
    if (!deps.mongo) await mongo.close();
  });
  return app;
}
