/**
 * Benchmark: GET /api/auth/me directly against auth and through the gateway, in one run.
 *
 *   npm run bench:gateway
 *
 * Starts auth and gateway as separate processes on free ports (infrastructure from MONGO_URL,
 * NATS_URL, REDIS_URL; defaults are the `npm start` ports), or uses running ones when
 * BENCH_AUTH_URL and BENCH_GATEWAY_URL are set. Registers a fresh student, then runs autocannon
 * (50 connections, 10 s, after a 2 s warm-up each) and prints requests/s, p50 and p99 of both and
 * the ratios. Target (issue): gateway keeps >= 40% of direct throughput and adds <= 2 ms at p50.
 * Both services log at `warn` so the figures measure proxying, not log volume.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, waitReady } from './lib/local-servers.js';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);



const children: ChildProcess[] = [];
function start(service: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', `services/${service}/src/server.ts`], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

interface Stats {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, token: string, duration: number): Promise<Stats> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers: { authorization: `Bearer ${token}` } });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

async function main() {
  let authUrl = process.env.BENCH_AUTH_URL;
  let gatewayUrl = process.env.BENCH_GATEWAY_URL;
  if (!authUrl || !gatewayUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'mq-bench-'));
    const { privateKey, publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeFileSync(join(dir, 'k.pem'), privateKey);
    writeFileSync(join(dir, 'kpub.pem'), publicKey);
    const [authPort, gatewayPort] = [await freePort(), await freePort()];
    const common = {
      MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27117',
      NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4322',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6479',
      JWT_PUBLIC_KEY_FILE: join(dir, 'kpub.pem'),
    };
    start('auth', { ...common, PORT: String(authPort), MONGO_DB: `bench_auth_${Date.now().toString(36)}`, JWT_PRIVATE_KEY_FILE: join(dir, 'k.pem'), ARGON2_MEMORY_KIB: '4096', ARGON2_TIME_COST: '1' });
    // The read limit is raised so the benchmark's single IP is never throttled; the limiter still runs.
    start('gateway', { ...common, PORT: String(gatewayPort), AUTH_URL: `http://127.0.0.1:${authPort}`, READ_RATE_LIMIT_MAX: '100000000' });
    authUrl = `http://127.0.0.1:${authPort}`;
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await waitReady(`${authUrl}/healthz`);
    await waitReady(`${gatewayUrl}/healthz`);
  }

  const id = randomBytes(4).toString('hex');
  const password = 'bench-password-1';
  // Directly at auth: the gateway limits sign-ups per IP, and this is not what is measured.
  const res = await fetch(`${authUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench_${id}@example.com`, password, confirmPassword: password, username: `bench_${id}`, displayName: 'Bench', role: 'STUDENT', gradeLevel: 6 }),
  });
  const body = (await res.json()) as { data?: { accessToken: string } };
  if (!body.data) throw new Error(`register failed: ${res.status} ${JSON.stringify(body)}`);
  const token = body.data.accessToken;

  console.log(`GET /api/auth/me, ${CONNECTIONS} connections, ${DURATION_S} s each (2 s warm-up each)`);
  await measure(`${authUrl}/api/auth/me`, token, 2);
  const direct = await measure(`${authUrl}/api/auth/me`, token, DURATION_S);
  await measure(`${gatewayUrl}/api/auth/me`, token, 2);
  const viaGateway = await measure(`${gatewayUrl}/api/auth/me`, token, DURATION_S);

  const row = (name: string, s: Stats) =>
    `${name.padEnd(10)} ${s.rps.toFixed(0).padStart(8)} req/s   p50 ${String(s.p50).padStart(4)} ms   p99 ${String(s.p99).padStart(4)} ms   errors ${s.errors}   non-2xx ${s.non2xx}`;
  console.log(row('direct', direct));
  console.log(row('gateway', viaGateway));
  const ratio = viaGateway.rps / direct.rps;
  const addedP50 = viaGateway.p50 - direct.p50;
  console.log(`throughput ratio (gateway/direct): ${(ratio * 100).toFixed(1)}%  (target >= 40%)`);
  console.log(`added latency at p50: ${addedP50} ms  (target <= 2 ms); p99 ratio ${(viaGateway.p99 / Math.max(1, direct.p99)).toFixed(2)}`);
  const ok = ratio >= 0.4 && addedP50 <= 2 && direct.non2xx === 0 && viaGateway.non2xx === 0;
  console.log(ok ? 'RESULT: within target' : 'RESULT: outside target');
  process.exitCode = ok ? 0 : 1;
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGTERM');
}
