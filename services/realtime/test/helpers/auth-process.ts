/**
 * The real auth service as a process of its own (its server entry, run as `npm start` runs it),
 * on the harness's storage, NATS and Redis, signing with the test key pair. Realtime tests talk to
 * it over HTTP and learn about the sessions it ends only through Redis, as another process would;
 * nothing of auth is imported (a service never imports another, docs/adr/0048).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import { exited, keepOutput, waitReady } from './child-process.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const STARTUP_TIMEOUT_MS = 120_000;

export interface AuthProcess {
  url: string;
  signUp(): Promise<SignedUp>;
  logIn(email: string, password: string): Promise<{ accessToken: string }>;
  /** POST /api/auth/logout with this access token; resolves with the status. */
  logOut(accessToken: string): Promise<number>;
  stop(): Promise<void>;
}

export interface SignedUp {
  email: string;
  password: string;
  accessToken: string;
}

async function post(url: string, body: unknown, accessToken?: string): Promise<{ status: number; data: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { data?: unknown } | null;
  return { status: res.status, data: json?.data };
}

export async function startAuthProcess(): Promise<AuthProcess> {
  const infra = testInfra();
  const keys = testKeys();
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/auth/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      MONGO_URL: infra.mongoUrl,
      MONGO_DB: uniqueDbName('rt_auth'),
      NATS_URL: infra.natsUrl,
      REDIS_URL: infra.redisUrl,
      JWT_PUBLIC_KEY: keys.publicKeyPem,
      JWT_PRIVATE_KEY: keys.privateKeyPem,
      // Cheap hashes: these tests are about sessions, not passwords.
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepOutput(child);
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const done = exited(child);
    child.kill('SIGTERM');
    const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await done;
    clearTimeout(killLater);
  };
  try {
    await waitReady('auth', url, child, output, STARTUP_TIMEOUT_MS);
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    url,
    async signUp() {
      const id = randomBytes(4).toString('hex');
      const password = 'password1';
      const body = { email: `rt_${id}@example.com`, password, confirmPassword: password, username: `rt_${id}`, displayName: 'Someone', role: 'STUDENT', gradeLevel: 5 };
      const res = await post(`${url}/api/auth/register`, body);
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
      return { email: body.email, password, accessToken: (res.data as { accessToken: string }).accessToken };
    },
    async logIn(email, password) {
      const res = await post(`${url}/api/auth/login`, { email, password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
      return { accessToken: (res.data as { accessToken: string }).accessToken };
    },
    async logOut(accessToken) {
      return (await post(`${url}/api/auth/logout`, undefined, accessToken)).status;
    },
    stop,
  };
}
