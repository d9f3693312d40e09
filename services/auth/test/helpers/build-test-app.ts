import { randomBytes } from 'node:crypto';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import type { ServiceApp } from '@mathquest/service-kit';
import { buildAuthApp, type AuthDeps } from '../../src/app.js';
import type { AuthConfig } from '../../src/config.js';
import { DEFAULT_LOCKOUT_RULES } from '../../src/domain/lockout.js';

/** Auth config for tests: real infrastructure from the harness, its own database, cheap argon2. */
export function testAuthConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  const infra = testInfra();
  const keys = testKeys();
  return {
    port: 0,
    host: '127.0.0.1',
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    mongoUrl: infra.mongoUrl,
    mongoDb: uniqueDbName('auth'),
    natsUrl: infra.natsUrl,
    redisUrl: infra.redisUrl,
    publicKeyPem: keys.publicKeyPem,
    privateKeyPem: keys.privateKeyPem,
    accessTokenTtlSeconds: 900,
    refreshTokenTtlDays: 30,
    argon2: { memoryCost: 1024, timeCost: 1 },
    outboxSweepIntervalMs: 500,
    outboxSweepMinAgeMs: 500,
    lockout: DEFAULT_LOCKOUT_RULES,
    refreshGraceMs: 5_000,
    // No service listens on port 9: an export in a test that gives no URLs is 503, quickly.
    serviceUrls: { game: 'http://127.0.0.1:9', engagement: 'http://127.0.0.1:9', teacher: 'http://127.0.0.1:9', realtime: 'http://127.0.0.1:9' },
    exportPartTimeoutMs: 10_000,
    durableSuffix: `t${randomBytes(4).toString('hex')}`,
    ...overrides,
  };
}

export async function buildTestAuthApp(overrides: Partial<AuthConfig> = {}, deps: AuthDeps = {}): Promise<ServiceApp> {
  const app = await buildAuthApp(testAuthConfig(overrides), deps);
  await app.ready();
  return app;
}
