import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createService, SERVICE_BODY_LIMIT_BYTES, type ServiceApp } from '@mathquest/service-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../../src/app.js';
import { gatewayConfig, readyGateway, urlOf } from '../helpers/stack.js';

/**
 * The gateway's edge rules with a real service behind it (a service-kit app standing in for
 * the game service): body limits, caching of authenticated answers, framing, source maps.
 */
let game: ServiceApp;
let gameUrl: string;
let dist: string;
const closers: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  game = createService({ name: 'game', logLevel: 'silent' });
  game.post('/api/game/echo', async (request) => ({ success: true, data: { bytes: JSON.stringify(request.body).length } }));
  game.get('/api/game/plain', async () => ({ success: true, data: {} }));
  game.get('/api/game/cached', async (_request, reply) => reply.header('cache-control', 'private, max-age=60').send({ success: true, data: {} }));
  await game.listen({ port: 0, host: '127.0.0.1' });
  gameUrl = urlOf(game);
  dist = mkdtempSync(join(tmpdir(), 'mq-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>MathQuest</title>');
  writeFileSync(join(dist, 'app.js'), 'console.log(1)\n//# sourceMappingURL=app.js.map');
  writeFileSync(join(dist, 'app.js.map'), '{"version":3,"sources":["../src/secret-source.ts"]}');
});
afterAll(async () => {
  await Promise.allSettled(closers.map((close) => close()));
  await game?.close();
});

async function gatewayWith(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const gw = await readyGateway(await gatewayConfig({ GAME_URL: gameUrl }, { WEB_DIST_DIR: dist, ...env }));
  closers.push(() => gw.close());
  return gw;
}

describe('body limits', () => {
  it('answers a body over the limit with 413, never 503, whatever its size (the gateway’s limit is the services’ at most)', async () => {
    // Over the network: the 503 came from the upstream closing the socket while the gateway still sent.
    const gw = await buildGatewayApp(await gatewayConfig({ GAME_URL: gameUrl }));
    closers.push(() => gw.close());
    await gw.listen({ port: 0, host: '127.0.0.1' });
    const post = (bytes: number) =>
      fetch(`${urlOf(gw)}/api/game/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pad: 'x'.repeat(bytes - 10) }) });

    const fits = await post(SERVICE_BODY_LIMIT_BYTES);
    expect(fits.status).toBe(200);
    for (const bytes of [SERVICE_BODY_LIMIT_BYTES + 1, 100_000, 200_000, 1_000_000]) {
      const res = await post(bytes);
      expect(res.status, `${bytes} bytes`).toBe(413);
      expect(await res.json()).toEqual({ success: false, error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' } });
    }
  });

  it('requires a Content-Length for bodies (411), so the limit holds for streamed ones too', async () => {
    const gw = await gatewayWith();
    await gw.listen({ port: 0, host: '127.0.0.1' });
    // node:http streams a body written in parts without a length (chunked).
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${urlOf(gw)}/api/game/echo`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.write('{"pad":');
      req.end('"x"}');
    });
    expect(status).toBe(411);
    expect(JSON.parse(body)).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'A Content-Length header is required' } });
  });
});

describe('headers', () => {
  it('marks authenticated API answers no-store, unless the service chose its own caching', async () => {
    const gw = await gatewayWith();
    const bearer = { authorization: 'Bearer some.access.token' };
    const authed = await gw.inject({ method: 'GET', url: '/api/game/plain', headers: bearer });
    expect(authed.statusCode).toBe(200);
    expect(authed.headers['cache-control']).toBe('no-store');
    // Gateway answers to authenticated API requests (here a 404) too.
    expect((await gw.inject({ method: 'GET', url: '/api/nothing', headers: bearer })).headers['cache-control']).toBe('no-store');
    expect((await gw.inject({ method: 'GET', url: '/api/game/cached', headers: bearer })).headers['cache-control']).toBe('private, max-age=60');
    expect((await gw.inject({ method: 'GET', url: '/api/game/plain' })).headers['cache-control']).toBeUndefined();
    // Not the web app's files: their caching is their own.
    expect((await gw.inject({ method: 'GET', url: '/app.js', headers: bearer })).headers['cache-control']).toContain('immutable');
  });

  it('forbids framing in the CSP and in X-Frame-Options alike', async () => {
    const gw = await gatewayWith();
    for (const url of ['/healthz', '/student/pets', '/api/game/plain']) {
      const res = await gw.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

describe('source maps', () => {
  it('are never served in production, neither as files nor as the app shell', async () => {
    const gw = await gatewayWith({ NODE_ENV: 'production' });
    const map = await gw.inject({ method: 'GET', url: '/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.json()).toEqual({ success: false, error: { code: 'ROUTE_NOT_FOUND', message: 'No route GET /app.js.map' } });
    expect(map.body).not.toContain('secret-source');
    const missing = await gw.inject({ method: 'GET', url: '/assets/other.js.map' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
    // The app itself is still served.
    expect((await gw.inject({ method: 'GET', url: '/app.js' })).statusCode).toBe(200);
    expect((await gw.inject({ method: 'GET', url: '/student/pets' })).body).toContain('<title>MathQuest</title>');
  });

  it('are served outside production, for debugging a local build', async () => {
    const gw = await gatewayWith();
    const map = await gw.inject({ method: 'GET', url: '/app.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('secret-source');
  });
});
