import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import securityHeaders, { helmetHeaders, helmetOptions } from './security-headers.js';

const ORIGIN = 'http://localhost:8080';

/** The headers helmet itself puts on a real Node response. */
function helmetOnARealResponse(): Record<string, unknown> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  res.setHeader('X-Powered-By', 'something');
  helmet(helmetOptions(ORIGIN))(req, res, () => undefined);
  return res.getHeaders();
}

async function app() {
  const a = Fastify();
  await a.register(securityHeaders, { publicOrigin: ORIGIN });
  a.get('/api/thing', async () => ({ ok: true }));
  a.get('/api/cached', async (_req, reply) => reply.header('cache-control', 'max-age=60').send({ ok: true }));
  a.get('/page', async () => 'page');
  return a;
}

describe('security headers', () => {
  it('are exactly the ones helmet sets with these options, on every answer', async () => {
    const expected = helmetOnARealResponse();
    expect(expected['x-powered-by']).toBeUndefined();
    const a = await app();
    for (const url of ['/api/thing', '/page', '/nowhere']) {
      const res = await a.inject({ url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy'], url).toContain('ws://localhost:8080');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    expect(helmetHeaders(helmetOptions(ORIGIN)).set.length).toBe(Object.keys(expected).length);
    await a.close();
  });

  it('mark API answers to requests with credentials no-store, unless the route chose its caching', async () => {
    const a = await app();
    const auth = { authorization: 'Bearer x' };
    expect((await a.inject({ url: '/api/thing', headers: auth })).headers['cache-control']).toBe('no-store');
    expect((await a.inject({ url: '/api/thing' })).headers['cache-control']).toBeUndefined();
    expect((await a.inject({ url: '/api/cached', headers: auth })).headers['cache-control']).toBe('max-age=60');
    expect((await a.inject({ url: '/page', headers: auth })).headers['cache-control']).toBeUndefined();
    await a.close();
  });
});
