/** Builds the teacher app against the test infrastructure, signs tokens for it and feeds it auth's user events. */
import { randomBytes, randomUUID } from 'node:crypto';
import { AuthSubjects, type Role } from '@mathquest/contracts';
import { connectEventBus, ensureStream, newEvent, type EventBus } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import jwt from 'jsonwebtoken';
import { buildTeacherApp, type TeacherAppDeps } from '../../src/app.js';

export interface TestUser {
  id: string;
  username: string;
  role: Role;
  auth: { authorization: string };
}

export async function buildTestTeacherApp(prefix: string, deps: TeacherAppDeps = {}) {
  const infra = testInfra();
  const keys = testKeys();
  const durableSuffix = `${prefix}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const mongoDb = uniqueDbName(prefix);
  const app = await buildTeacherApp(
    {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      mongoUrl: infra.mongoUrl,
      mongoDb,
      natsUrl: infra.natsUrl,
      publicKeyPem: keys.publicKeyPem,
      bankSeeds: 4,
      outboxSweepMs: 500,
      outboxStaleMs: 1000,
      durableSuffix,
    },
    deps,
  );
  const bus = await connectEventBus(infra.natsUrl, `${prefix}-test`);
  await Promise.all([ensureStream(bus.jsm, 'AUTH'), ensureStream(bus.jsm, 'GAME')]);
  return { app, bus, keys, durableSuffix, mongoDb };
}

export function tokenFor(privateKeyPem: string, user: { id: string; role: Role; username: string }): string {
  return jwt.sign({ sub: user.id, role: user.role, username: user.username, plan: 'PREMIUM', tz: 'UTC', grade: 6 }, privateKeyPem, {
    algorithm: 'ES256',
    audience: 'mathquest',
    issuer: 'mathquest-auth',
    expiresIn: '1h',
  });
}

/** A user known to auth: its auth.user.registered published (the teacher service learns it from there). */
export async function registerUser(bus: EventBus, privateKeyPem: string, role: Role, name = role.toLowerCase()): Promise<TestUser> {
  const id = randomUUID().replace(/-/g, '').slice(0, 24);
  const username = `${name.slice(0, 8)}_${randomBytes(4).toString('hex')}`;
  await bus.publish(
    AuthSubjects.USER_REGISTERED,
    newEvent(AuthSubjects.USER_REGISTERED, { userId: id, role, username, displayName: `${name} ${username.slice(-4)}`, plan: 'PREMIUM', gradeLevel: role === 'STUDENT' ? 6 : null, timeZone: 'UTC', schoolName: null }, id),
  );
  return { id, username, role, auth: { authorization: `Bearer ${tokenFor(privateKeyPem, { id, role, username })}` } };
}

/**
 * Poll `check` until it returns a value (not undefined) or the deadline passes. The default bound
 * is generous: a new test app's consumers read the shared streams from their start, which every
 * other test file of a full run has filled, on a machine those files keep busy.
 */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
