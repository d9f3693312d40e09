/** Builds the game app against the test infrastructure and signs access tokens for it. */
import { randomBytes, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Language, Plan, Role } from '@mathquest/contracts';
import { buildGameApp, type GameAppDeps } from '../../src/app.js';
import type { GameConfig } from '../../src/config.js';

export interface TestUser {
  id: string;
  token: string;
  auth: { authorization: string };
}

export function signToken(privateKeyPem: string, claims: { sub: string; role?: Role; plan?: Plan; tz?: string; grade?: number; username?: string; lang?: Language }): string {
  return jwt.sign(
    { role: 'STUDENT', plan: 'PREMIUM', tz: 'UTC', grade: 5, username: `u_${claims.sub.slice(0, 8)}`, ...claims },
    privateKeyPem,
    { algorithm: 'ES256', audience: 'mathquest', issuer: 'mathquest-auth', expiresIn: '1h' },
  );
}

export function makeUser(privateKeyPem: string, claims: { role?: Role; plan?: Plan; tz?: string; grade?: number; lang?: Language } = {}): TestUser {
  const id = randomUUID().replace(/-/g, '').slice(0, 24);
  const token = signToken(privateKeyPem, { sub: id, ...claims });
  return { id, token, auth: { authorization: `Bearer ${token}` } };
}

export async function buildTestGameApp(
  infra: { mongoUrl: string; natsUrl: string },
  publicKeyPem: string,
  mongoDb: string,
  overrides: Partial<GameConfig> = {},
  deps: GameAppDeps = {},
) {
  return buildGameApp({
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    mongoUrl: infra.mongoUrl,
    mongoDb,
    natsUrl: infra.natsUrl,
    publicKeyPem,
    bankSeeds: 4,
    freeDailyProblems: 3,
    outboxSweepMs: 1000,
    outboxStaleMs: 2000,
    // Every pass a full one: tests plant entries as a crash would leave them, outside this process's writes.
    outboxFullSweepMs: 1000,
    studentCacheSize: 5000,
    sessionCacheSize: 20_000,
    // Durable consumers of its own: apps of other test files on the same NATS server do not take its events.
    durableSuffix: `g${randomBytes(4).toString('hex')}`,
    ...overrides,
  }, deps);
}
