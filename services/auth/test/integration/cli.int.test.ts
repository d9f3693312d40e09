/**
 * The README's create-teacher command, run as written (npx tsx services/auth/src/cli.ts ... from
 * the repository root) against the test storage: no JWT variable is set, so the CLI must find the
 * keys where `npm run setup` puts them (<DATA_DIR>/keys; here DATA_DIR is a fresh directory).
 */
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectMongo, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, uid } from '../helpers/accounts.js';
import { buildTestAuthApp } from '../helpers/build-test-app.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const mongoDb = uniqueDbName('auth_cli');
let dataDir: string;
let emptyDataDir: string;
let mongo: Connection;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mathquest-cli-'));
  emptyDataDir = mkdtempSync(join(tmpdir(), 'mathquest-cli-empty-'));
  // What `npm run setup` writes: an ES256 pair in <DATA_DIR>/keys.
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  mkdirSync(join(dataDir, 'keys'));
  writeFileSync(join(dataDir, 'keys', 'jwt-private.pem'), keys.privateKey, { mode: 0o600 });
  writeFileSync(join(dataDir, 'keys', 'jwt-public.pem'), keys.publicKey);
  mongo = await connectMongo(testInfra().mongoUrl, mongoDb);
});
afterAll(async () => {
  await mongo?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(emptyDataDir, { recursive: true, force: true });
});

/** The env of a shell on a machine set up with `npm run setup`, pointed at the test storage. */
function cliEnv(over: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, MONGO_URL: testInfra().mongoUrl, MONGO_DB: mongoDb, NATS_URL: testInfra().natsUrl, REDIS_URL: testInfra().redisUrl, ...over };
  for (const name of ['JWT_PUBLIC_KEY', 'JWT_PUBLIC_KEY_FILE', 'JWT_PRIVATE_KEY', 'JWT_PRIVATE_KEY_FILE', 'LOG_LEVEL']) delete env[name];
  return env;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'services/auth/src/cli.ts', ...args], { cwd: REPO_ROOT, env, timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('cli.ts create-teacher', () => {
  it("creates the teacher with the README's command, finding the keys that setup wrote", async () => {
    const username = `ms_${uid()}`;
    const email = `${username}@school.org`;
    const res = await run(['create-teacher', '--email', email, '--username', username, '--display-name', 'Ms. Lee'], cliEnv({ MATHQUEST_NEW_PASSWORD: 'a long passphrase', DATA_DIR: dataDir }));
    expect(res.stderr).not.toMatch(/Invalid configuration/);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(new RegExp(`^Teacher created: ${email} \\(${username}\\), id [0-9a-f]{24}$`, 'm'));

    const stored = await mongo.collection('users').findOne({ email });
    expect(stored).toMatchObject({ role: 'TEACHER', username, displayName: 'Ms. Lee', plan: 'FREE', schoolName: null });
    // The teacher can log in with that password (an auth app on the same database).
    const app: ServiceApp = await buildTestAuthApp({ mongoDb });
    try {
      await logIn(app, email, 'a long passphrase');
    } finally {
      await app.close();
    }
  });

  it("stores a teacher's school with --school", async () => {
    const username = `ms_${uid()}`;
    const email = `${username}@school.org`;
    const res = await run(['create-teacher', '--email', email, '--username', username, '--display-name', 'Ms. Lee', '--school', '  Lincoln Middle School '], cliEnv({ MATHQUEST_NEW_PASSWORD: 'a long passphrase', DATA_DIR: dataDir }));
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain(`Teacher created: ${email} (${username}) at Lincoln Middle School, id `);
    expect(await mongo.collection('users').findOne({ email })).toMatchObject({ role: 'TEACHER', schoolName: 'Lincoln Middle School' });
  });

  it('refuses a password of only spaces and says why', async () => {
    const username = `ms_${uid()}`;
    const res = await run(['create-teacher', '--email', `${username}@school.org`, '--username', username, '--display-name', 'Ms. Lee'], cliEnv({ MATHQUEST_NEW_PASSWORD: '          ', DATA_DIR: dataDir }));
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Password cannot be only spaces');
  });

  it('names the missing keys when there are none where setup puts them', async () => {
    const username = `ms_${uid()}`;
    const res = await run(['create-teacher', '--email', `${username}@school.org`, '--username', username, '--display-name', 'Ms. Lee'], cliEnv({ MATHQUEST_NEW_PASSWORD: 'a long passphrase', DATA_DIR: emptyDataDir }));
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('JWT_PUBLIC_KEY');
    expect(await mongo.collection('users').findOne({ username })).toBeNull();
  });
});
