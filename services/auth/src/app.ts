import { connectEventBus, connectMongo, createService, ensureStream, pingMongo, runConsumer, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { createAccounts, type Accounts } from './accounts.js';
import type { AuthConfig } from './config.js';
import { progressUpdatedConsumer } from './events/consumers/progress-updated.js';
import { walletChangedConsumer } from './events/consumers/wallet-changed.js';
import { createOutbox } from './events/outbox.js';
import { createSessionsRepository } from './repositories/sessions-repository.js';
import { createUsersRepository, type UsersRepository } from './repositories/users-repository.js';
import { authRoutes } from './routes/auth.js';
import { childrenRoutes } from './routes/children.js';
import { createPasswordHasher } from './security/password.js';
import { createTokenService } from './security/tokens.js';

export interface AuthDeps {
  mongo?: Connection;
  bus?: EventBus;
  /** Start the projection consumers and the outbox sweeper (default true; the CLI turns them off). */
  background?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
    users: UsersRepository;
  }
}

/**
 * The auth service: sign-up, login, token rotation, the session user, parent links.
 * Owns the users, sessions and refresh_tokens collections in its own database.
 */
export async function buildAuthApp(config: AuthConfig, deps: AuthDeps = {}): Promise<ServiceApp> {
  const mongo = deps.mongo ?? (await connectMongo(config.mongoUrl, config.mongoDb));
  const bus = deps.bus ?? (await connectEventBus(config.natsUrl, 'auth', { durableSuffix: config.durableSuffix }));
  const app = createService(
    { name: 'auth', logLevel: config.logLevel, publicKeyPem: config.publicKeyPem, description: 'Accounts, sessions and tokens' },
    { mongo: () => pingMongo(mongo), nats: async () => !bus.nc.isClosed() },
  );

  // An empty JSON body (POST /logout from clients that always send the header) is "no body";
  // everything else goes through Fastify's safe parser (prototype-poisoning protection).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return jsonParser(request, body as string, done);
  });

  const users = createUsersRepository(mongo);
  const sessions = createSessionsRepository(mongo);
  await Promise.all([users.init(), sessions.init(), ensureStream(bus.jsm, 'AUTH')]);
  const hasher = await createPasswordHasher(config.argon2);
  const tokens = createTokenService({
    privateKeyPem: config.privateKeyPem,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    sessions,
    users,
  });
  const outbox = createOutbox(bus, users, app.log);
  const accounts = createAccounts({ users, hasher, tokens, outbox });
  app.decorate('accounts', accounts);
  app.decorate('users', users);

  await app.register(authRoutes({ accounts, tokens, users }), { prefix: '/api/auth' });
  await app.register(childrenRoutes({ accounts, users }), { prefix: '/api/auth' });

  const stops: Array<() => Promise<void>> = [];
  if (deps.background !== false) {
    const log = app.log as unknown as Logger;
    stops.push(await runConsumer(bus, progressUpdatedConsumer(users), log));
    stops.push(await runConsumer(bus, walletChangedConsumer(users), log));
    stops.push(outbox.startSweeper(config.outboxSweepIntervalMs, config.outboxSweepMinAgeMs));
  }

  app.addHook('onClose', async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
    if (!deps.bus) await bus.close();
    if (!deps.mongo) await mongo.close();
  });
  return app;
}
