import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict, payloadTooLarge, tooManyRequests } from '../errors.js';
import { createService, type ServiceApp } from '../service.js';
import { errorHandlerPlugin, sendRouteNotFound } from './error-handler.js';

describe('error envelope', () => {
  let app: ServiceApp;
  beforeAll(async () => {
    app = createService({ name: 'test', logLevel: 'silent', bodyLimit: 1024 });
    app.post(
      '/things',
      { schema: { body: z.object({ name: z.string().max(5), mode: z.enum(['A', 'B']), count: z.number().int() }) } },
      async (req) => ({ success: true, data: req.body }),
    );
    app.get('/things/:id', async (req) => ({ success: true, data: req.params }));
    app.get('/conflict', async () => {
      throw conflict('Already there');
    });
    app.get('/slow-down', async () => {
      throw tooManyRequests('Too many attempts. Please wait 2 minutes and try again.', 120);
    });
    app.get('/too-big', async () => {
      throw payloadTooLarge();
    });
    app.get('/boom', async () => {
      throw new Error('secret internals at /srv/app.js:12');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: string) => app.inject({ method: 'POST', url: '/things', headers: { 'content-type': 'application/json' }, payload });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await post('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_JSON');
  });

  it('names the field for wrong types, unknown enum values and over-long strings', async () => {
    const wrongType = await post(JSON.stringify({ name: 'a', mode: 'A', count: 'x' }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'count' });
    expect(wrongType.json().error.message).toMatch(/^count: /);

    const badEnum = await post(JSON.stringify({ name: 'a', mode: 'C', count: 1 }));
    expect(badEnum.json().error.field).toBe('mode');
    expect(badEnum.json().error.message).toContain('"A"');

    const tooLong = await post(JSON.stringify({ name: 'abcdefgh', mode: 'A', count: 1 }));
    expect(tooLong.json().error.field).toBe('name');
  });

  it('passes AppErrors through with their status and code', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: { code: 'CONFLICT', message: 'Already there' } });
  });

  it('answers rate limits with 429 RATE_LIMITED, their message and Retry-After', async () => {
    const res = await app.inject({ method: 'GET', url: '/slow-down' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('120');
    expect(res.json()).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 2 minutes and try again.' } });
  });

  it('answers bodies over the limit with 413 PAYLOAD_TOO_LARGE, thrown or found by Fastify', async () => {
    const thrown = await app.inject({ method: 'GET', url: '/too-big' });
    expect(thrown.statusCode).toBe(413);
    expect(thrown.json()).toEqual({ success: false, error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' } });
    const large = await post(JSON.stringify({ name: 'a', mode: 'A', count: 1, pad: 'x'.repeat(2000) }));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual(thrown.json());
    expect(large.headers['retry-after']).toBeUndefined();
  });

  it('hides internals of unexpected errors', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
  });

  it('answers unknown routes with a JSON 404 and echoes a request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/nowhere?x=1', headers: { 'x-request-id': 'req-12345678' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
    expect(res.headers['x-request-id']).toBe('req-12345678');
  });

  it('answers a known path under another method with 405, the methods it answers to in Allow', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/things' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({ success: false, error: { code: 'METHOD_NOT_ALLOWED', message: 'DELETE is not allowed on /things; use POST' } });
  });

  it('matches parameters and query strings as the router does, and lists HEAD beside GET', async () => {
    const put = await app.inject({ method: 'PUT', url: '/things/42?x=1' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    const healthz = await app.inject({ method: 'POST', url: '/healthz' });
    expect(healthz.statusCode).toBe(405);
    expect(healthz.headers.allow).toBe('GET, HEAD');
  });

  it('answers 405 before reading the body: a QUERY without Content-Type, a malformed JSON body', async () => {
    const query = await app.inject({ method: 'QUERY', url: '/things' });
    expect(query.statusCode).toBe(405);
    expect(query.headers.allow).toBe('POST');
    const badBody = await app.inject({ method: 'PATCH', url: '/things/1', headers: { 'content-type': 'application/json' }, payload: '{"oops' });
    expect(badBody.statusCode).toBe(405);
    const unknown = await app.inject({ method: 'POST', url: '/nowhere', headers: { 'content-type': 'text/x-unknown' }, payload: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('keeps 404 for a path no method answers to', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/things/42/parts' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
    expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('judges a long path parameter by its schema and answers a path that does not decode in the envelope', async () => {
    const long = await app.inject({ method: 'GET', url: `/things/${'x'.repeat(500)}` });
    expect(long.statusCode).toBe(200);
    expect(long.json().data.id).toHaveLength(500);
    const longWrongMethod = await app.inject({ method: 'DELETE', url: `/things/${'x'.repeat(500)}` });
    expect(longWrongMethod.statusCode).toBe(405);
    const undecodable = await app.inject({ method: 'GET', url: '/things/%E0%A4%A' });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'The URL is not valid' } });
  });
});

describe('error handler without the not-found handler', () => {
  it('leaves unknown routes to the app, which can still answer the JSON 404', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin, { notFound: false });
    app.setNotFoundHandler((request, reply) => (request.url === '/spa' ? reply.send('app shell') : sendRouteNotFound(request, reply)));
    app.get('/boom', async () => {
      throw conflict('Already there');
    });
    const spa = await app.inject({ method: 'GET', url: '/spa' });
    expect(spa.body).toBe('app shell');
    const missing = await app.inject({ method: 'GET', url: '/nowhere?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: { code: 'ROUTE_NOT_FOUND', message: 'No route GET /nowhere' } });
    // The error handler itself is installed on the app (fastify-plugin).
    expect((await app.inject({ method: 'GET', url: '/boom' })).json().error.code).toBe('CONFLICT');
    await app.close();
  });
});
