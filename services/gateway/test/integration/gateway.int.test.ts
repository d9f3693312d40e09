import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ServiceApp } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildGatewayApp } from '../../src/app.js';
import { RATE_LIMITED_MESSAGE } from '../../src/plugins/auth-limits.js';
import { closedPort, gatewayConfig as configWith, hex, postFrom, registerBody, startAuth, urlOf } from '../helpers/stack.js';

let auth: ServiceApp;
let authUrl: string;
let gateway: FastifyInstance;
let base: string;
const seenByAuth: string[] = [];
/** Extra gateways and stubs built by single tests, closed after all. */
const closers: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  ({ auth, url: authUrl } = await startAuth((app) =>
    app.addHook('onRequest', async (req) => {
      seenByAuth.push(req.id);
    }),
  ));
  const dist = mkdtempSync(join(tmpdir(), 'mq-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>MathQuest</title>');
  writeFileSync(join(dist, 'app.js'), 'console.log(1)');
  // The build's pre-compressed copies (web/vite.config.ts), marked so the test sees which one was sent.
  writeFileSync(join(dist, 'app.js.br'), brotliCompressSync('console.log("br")'));
  writeFileSync(join(dist, 'app.js.gz'), gzipSync('console.log("gz")'));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync('<!doctype html><title>MathQuest</title>'));
  gateway = await buildGatewayApp(await gatewayConfig({ WEB_DIST_DIR: dist, BODY_LIMIT_BYTES: '4096' }));
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = urlOf(gateway);
});
afterAll(async () => {
  await Promise.allSettled(closers.map((close) => close()));
  await gateway?.close();
  await auth?.close();
});

/** Gateway config: real auth, every other upstream down, real Redis with a namespace of its own. */
const gatewayConfig = (env: Record<string, string> = {}) => configWith({ AUTH_URL: authUrl }, env);

const rateLimited = { success: false, error: { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE } };

/** A stand-in upstream: /healthz always 200, /readyz answers with `state.readyz` after `state.delayMs`. */
async function stubUpstream() {
  const state = { readyz: 200, delayMs: 0 };
  const server = createHttpServer((req, res) => {
    const isReadyz = req.url === '/readyz';
    const status = isReadyz ? state.readyz : 200;
    setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ status: status === 200 ? 'ready' : 'unavailable' })), isReadyz ? state.delayMs : 0);
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise((res) => server.close(res));
  });
  return { state, url: urlOf({ server }) };
}

let liveRedis: Redis | undefined;

/** One Redis client, connected, shared by the gateways of this file that are given it. */
async function connectedRedis(): Promise<Redis> {
  if (!liveRedis) {
    const client = new Redis(testInfra().redisUrl);
    closers.push(async () => client.disconnect());
    liveRedis = client;
  }
  await liveRedis.ping(); // queued until the connection is up
  return liveRedis;
}

async function extraGateway(env: Record<string, string>, deps?: Parameters<typeof buildGatewayApp>[1]) {
  const app = await buildGatewayApp(await gatewayConfig(env), deps ?? { redis: await connectedRedis() });
  await app.ready();
  closers.push(() => app.close());
  return app;
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('gateway → auth', () => {
  it('proxies register and me unchanged, passing the request id on', async () => {
    const id = randomBytes(4).toString('hex');
    const reg = await post('/api/auth/register', { email: `gw_${id}@example.com`, password: 'password1', confirmPassword: 'password1', username: `gw_${id}`, displayName: 'G', role: 'STUDENT', gradeLevel: 7 });
    expect(reg.status).toBe(201);
    const { data } = (await reg.json()) as { data: { accessToken: string; user: { id: string } } };

    const requestId = `test-${id}-req`;
    const me = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${data.accessToken}`, 'x-request-id': requestId } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { id: string } }).data.id).toBe(data.user.id);
    expect(me.headers.get('x-request-id')).toBe(requestId);
    expect(seenByAuth).toContain(requestId);

    const generated = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${data.accessToken}` } });
    const gid = generated.headers.get('x-request-id');
    expect(gid).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenByAuth).toContain(gid);
  });

  it('passes auth errors through in the envelope', async () => {
    const res = await post('/api/auth/register', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    // (not /login: its per-IP budget is the subject of the rate-limit test below)
    const bad = await fetch(`${base}/api/auth/refresh-token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad json' });
    expect(bad.status).toBe(400);
  });
});

describe('gateway itself', () => {
  it('answers unknown /api routes with a JSON 404 and serves the SPA elsewhere', async () => {
    const res = await fetch(`${base}/api/nothing/here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: { code: 'ROUTE_NOT_FOUND', message: 'No route GET /api/nothing/here' } });
    const spa = await fetch(`${base}/student/pets`);
    expect(spa.status).toBe(200);
    expect(await spa.text()).toContain('<title>MathQuest</title>');
    const asset = await fetch(`${base}/app.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the build\'s pre-compressed copy the browser accepts, with Vary and the cache rule of the file it stands for', async () => {
    const get = (path: string, acceptEncoding: string) => fetch(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
    const br = await get('/app.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe('console.log("br")');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gz = await get('/app.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe('console.log("gz")');
    const plain = await get('/app.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    // The app shell: its gzip copy for a client route too, and never cached without revalidation.
    for (const path of ['/', '/index.html', '/student/pets']) {
      const shell = await get(path, 'gzip');
      expect(shell.status, path).toBe(200);
      expect(shell.headers.get('content-encoding'), path).toBe('gzip');
      expect(shell.headers.get('cache-control'), path).toBe('no-cache');
      expect(shell.headers.get('vary'), path).toMatch(/accept-encoding/i);
      expect(await shell.text(), path).toContain('<title>MathQuest</title>');
    }
  });

  it('sets security headers and allows the web origin by CORS', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('connect-src');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const pre = await fetch(`${base}/api/auth/login`, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const evil = await fetch(`${base}/healthz`, { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 503 UPSTREAM_UNAVAILABLE when a service is down, and /readyz says which', async () => {
    const res = await fetch(`${base}/api/game/problem/next`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UPSTREAM_UNAVAILABLE');
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { checks: Record<string, string>; notReady: string[] };
    expect(body.checks).toMatchObject({ auth: 'ready', game: 'unreachable', redis: 'ready' });
    expect(body.notReady).toEqual(['game', 'engagement', 'teacher', 'realtime']);
  });

  it('rejects bodies over the limit with 413', async () => {
    const res = await post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('locks sign-in after 10 wrong passwords: the 11th gets 429 with a message that says who can help', async () => {
    const email = `rl_${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post('/api/auth/login', { email, password: 'wrong-password' })).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const eleventh = await post('/api/auth/login', { email, password: 'wrong-password' });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await eleventh.json()).toEqual({
      success: false,
      error: { code: 'RATE_LIMITED', message: 'Too many wrong passwords. Try again in 1 minute, or ask your teacher or parent to unlock your account.' },
    });
  });
});

describe('strict rate limits', () => {
  it('limits sign-ups per IP (here a ceiling of 10): the 11th in a minute gets 429 with the clear message', async () => {
    const gw = await extraGateway({ AUTH_IP_RATE_LIMIT_MAX: '10' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await postFrom(gw, '198.51.100.10', '/api/auth/register', registerBody())).statusCode);
    expect(statuses).toEqual(Array(10).fill(201));
    const eleventh = await postFrom(gw, '198.51.100.10', '/api/auth/register', registerBody());
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(eleventh.json()).toEqual(rateLimited);
    // Another IP is not affected.
    expect((await postFrom(gw, '198.51.100.11', '/api/auth/register', registerBody())).statusCode).toBe(201);
  });

  it('limits login attempts per account and IP on its own (here 5): the same account from another IP is not refused', async () => {
    const gw = await extraGateway({ AUTH_RATE_LIMIT_MAX: '5' });
    const email = `victim_${hex()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await postFrom(gw, '198.51.100.30', '/api/auth/login', { email, password: 'wrong-password' })).statusCode);
    expect(statuses).toEqual(Array(5).fill(401));
    const sixth = await postFrom(gw, '198.51.100.30', '/api/auth/login', { email: email.toUpperCase(), password: 'wrong-password' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(rateLimited);
    expect((await postFrom(gw, '198.51.100.31', '/api/auth/login', { email, password: 'wrong-password' })).statusCode).toBe(401);
  });

  it('limits logins per IP on its own (here a ceiling of 10), across different emails', async () => {
    const gw = await extraGateway({ AUTH_IP_RATE_LIMIT_MAX: '10' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await postFrom(gw, '198.51.100.20', '/api/auth/login', { email: `x_${hex()}@example.com`, password: 'wrong-password' })).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await postFrom(gw, '198.51.100.20', '/api/auth/login', { email: `x_${hex()}@example.com`, password: 'wrong-password' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(rateLimited);
  });

  it('still holds when Redis is unreachable: counted in memory, with one warning instead of one per request', async () => {
    // A client that gives up at once: no reconnects, no offline queue, so every command fails fast.
    const deadRedis = new Redis(`redis://127.0.0.1:${await closedPort()}`, { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    deadRedis.on('error', () => {});
    closers.push(async () => deadRedis.disconnect());
    const gw = await extraGateway({ AUTH_IP_RATE_LIMIT_MAX: '10', AUTH_RATE_LIMIT_MAX: '5' }, { redis: deadRedis });
    const warn = vi.spyOn(gw.log, 'warn');

    const perIp: number[] = [];
    for (let i = 0; i <= 10; i++) perIp.push((await postFrom(gw, '192.0.2.1', '/api/auth/login', { email: `y_${hex()}@example.com`, password: 'wrong-password' })).statusCode);
    expect(perIp).toEqual([...Array(10).fill(401), 429]);

    const email = `z_${hex()}@example.com`;
    const perAccount: number[] = [];
    for (let i = 0; i <= 5; i++) perAccount.push((await postFrom(gw, '192.0.2.10', '/api/auth/login', { email, password: 'wrong-password' })).statusCode);
    expect(perAccount).toEqual([...Array(5).fill(401), 429]);

    const last = await postFrom(gw, '192.0.2.1', '/api/auth/login', { email, password: 'wrong-password' });
    expect(last.json()).toEqual(rateLimited);
    const redisWarnings = warn.mock.calls.filter((args) => String(args[1]).includes('redis unavailable'));
    expect(redisWarnings).toHaveLength(1);
  });
});

describe('/readyz', () => {
  it('asks every upstream’s /readyz: 200 when all are ready; an upstream that answers but is not ready is reported, not fatal', async () => {
    const ready = await stubUpstream();
    const authStub = await stubUpstream();
    const gw = await extraGateway({ AUTH_URL: authStub.url, GAME_URL: ready.url, ENGAGEMENT_URL: ready.url, TEACHER_URL: ready.url, REALTIME_URL: ready.url });
    const readyz = async () => {
      const res = await gw.inject({ method: 'GET', url: '/readyz' });
      return { status: res.statusCode, body: res.json() as { status: string; checks: Record<string, string>; notReady: string[]; degraded: string[] } };
    };

    const allReady = await readyz();
    expect(allReady.status).toBe(200);
    expect(allReady.body).toMatchObject({ status: 'ready', notReady: [], degraded: [], checks: { auth: 'ready', game: 'ready', engagement: 'ready', teacher: 'ready', realtime: 'ready', redis: 'ready' } });

    // Alive (its /healthz still answers 200) but not ready, e.g. auth without its database.
    // The gateway stays in the load balancer (sign-in failing must not take the game down with it).
    authStub.state.readyz = 503;
    const authNotReady = await readyz();
    expect(authNotReady.status).toBe(200);
    expect(authNotReady.body).toMatchObject({ status: 'ready', notReady: [], degraded: ['auth'], checks: { auth: 'not_ready', game: 'ready', redis: 'ready' } });
  });

  it('does not wait for an upstream that is slow to answer', async () => {
    const ready = await stubUpstream();
    const slow = await stubUpstream();
    slow.state.delayMs = 3_000;
    const gw = await extraGateway({ AUTH_URL: ready.url, GAME_URL: slow.url, ENGAGEMENT_URL: ready.url, TEACHER_URL: ready.url, REALTIME_URL: ready.url });
    const started = Date.now();
    const res = await gw.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ notReady: ['game'] });
  });
});
