import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { ServiceApp } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import type { FastifyInstance } from 'fastify';
// The gateway is tested against the real auth app (in-process, on an ephemeral port).
import { buildAuthApp, type AuthDeps } from '../../../auth/src/app.js';
import type { UserRecord } from '../../../auth/src/domain/users.js';
import { createAccount, type NewAccount } from '../../../auth/src/use-cases/create-account.js';
import { testAuthConfig } from '../../../auth/test/helpers/build-test-app.js';
import { buildGatewayApp, type GatewayDeps } from '../../src/app.js';
import { gatewayConfigFromEnv } from '../../src/config.js';

export const hex = () => randomBytes(4).toString('hex');

/** A port nothing listens on (an upstream that is down). */
export async function closedPort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

export const urlOf = (app: { server: { address: () => unknown } }) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

/**
 * The real auth service, listening on an ephemeral port (`prepare` runs before it listens).
 * Without its background work (outbox sweeper, event consumers) unless `deps` asks for it.
 */
export async function startAuth(prepare: (auth: ServiceApp) => void = () => {}, deps: AuthDeps = { background: false }): Promise<{ auth: ServiceApp; url: string }> {
  const auth = await buildAuthApp(testAuthConfig(), deps);
  prepare(auth);
  await auth.listen({ port: 0, host: '127.0.0.1' });
  return { auth, url: urlOf(auth) };
}

/** An account stored through auth's own use case: sign-up's path without HTTP, for tests that need hundreds. */
export const createAccountInAuth = (auth: ServiceApp, account: NewAccount): Promise<UserRecord> => createAccount(auth.authContext, account);

/**
 * Gateway config: `upstreams` (every other upstream at a closed port), real Redis with a
 * namespace of its own, then `env`.
 */
export async function gatewayConfig(upstreams: { AUTH_URL?: string; GAME_URL?: string }, env: Record<string, string> = {}) {
  const dead = `http://127.0.0.1:${await closedPort()}`;
  return gatewayConfigFromEnv({
    PORT: '0',
    LOG_LEVEL: 'silent',
    REDIS_URL: testInfra().redisUrl,
    AUTH_URL: dead,
    GAME_URL: dead,
    ENGAGEMENT_URL: dead,
    TEACHER_URL: dead,
    REALTIME_URL: dead,
    RATE_LIMIT_NAMESPACE: `gw-test-${hex()}:`,
    ...upstreams,
    ...env,
  });
}

/** A gateway built and ready (not listening: drive it with inject); closed by `close`. */
export async function readyGateway(config: Awaited<ReturnType<typeof gatewayConfig>>, deps?: GatewayDeps): Promise<FastifyInstance> {
  const app = await buildGatewayApp(config, deps);
  await app.ready();
  return app;
}

/**
 * A POST "from" an IP. The gateway does not trust X-Forwarded-For unless TRUST_PROXY is set, so
 * the client IP is the socket's address; inject sets it, which is how tests come from many IPs.
 */
export const postFrom = (app: FastifyInstance, ip: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: path, payload: body as Record<string, unknown>, remoteAddress: ip, headers });

export const registerBody = (id = hex(), role: 'STUDENT' | 'PARENT' = 'STUDENT') => ({
  email: `r_${id}@example.com`,
  password: 'password1',
  confirmPassword: 'password1',
  username: `r_${id}`,
  displayName: 'R',
  role,
  ...(role === 'STUDENT' ? { gradeLevel: 7 } : {}),
});
