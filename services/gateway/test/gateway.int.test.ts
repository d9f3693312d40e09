import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ServiceApp } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The gateway is tested against the real auth app (in-process, on an ephemeral port).
import { buildAuthApp } from '../../auth/src/app.js';
import { testAuthConfig } from '../../auth/test/helpers/build-test-app.js';
import { buildGatewayApp, RATE_LIMITED_MESSAGE } from '../src/app.js';
import { gatewayConfigFromEnv } from '../src/config.js';

let auth: ServiceApp;
let gateway: FastifyInstance;
let base: string;
const seenByAuth: string[] = [];

async function closedPort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

beforeAll(async () => {
  auth = await buildAuthApp(testAuthConfig(), { background: false });
  auth.addHook('onRequest', async (req) => {
    seenByAuth.push(req.id);
  });
  await auth.listen({ port: 0, host: '127.0.0.1' });
  const authPort = (auth.server.address() as { port: number }).port;
  const dead = `http://127.0.0.1:${await closedPort()}`;
  const dist = mkdtempSync(join(tmpdir(), 'mq-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>MathQuest</title>');
  writeFileSync(join(dist, 'app.js'), 'console.log(1)');
  const config = gatewayConfigFromEnv({
    PORT: '0',
    LOG_LEVEL: 'silent',
    REDIS_URL: testInfra().redisUrl,
    AUTH_URL: `http://127.0.0.1:${authPort}`,
    GAME_URL: dead,
    ENGAGEMENT_URL: dead,
    TEACHER_URL: dead,
    REALTIME_URL: dead,
    WEB_DIST_DIR: dist,
    BODY_LIMIT_BYTES: '4096',
    RATE_LIMIT_NAMESPACE: `gw-test-${randomBytes(4).toString('hex')}:`,
  });
  gateway = await buildGatewayApp(config);
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await gateway?.close();
  await auth?.close();
});

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
    expect(((await ready.json()) as { checks: Record<string, boolean> }).checks).toMatchObject({ auth: true, game: false, redis: true });
  });

  it('rejects bodies over the limit with 413', async () => {
    const res = await post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('limits logins: the 11th attempt in a minute gets 429 with a clear message', async () => {
    const email = `rl_${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post('/api/auth/login', { email, password: 'wrong-password' })).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const eleventh = await post('/api/auth/login', { email, password: 'wrong-password' });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await eleventh.json()).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE } });
  });
});
