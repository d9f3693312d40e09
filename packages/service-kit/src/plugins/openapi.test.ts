import { generateKeyPairSync } from 'node:crypto';
import { ErrorEnvelopeSchema } from '@mathquest/contracts';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createService, type ServiceApp } from '../service.js';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const token = jwt.sign({ sub: 'u1', role: 'STUDENT', username: 'alex', plan: 'FREE', tz: 'UTC', grade: 5 }, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
  algorithm: 'ES256',
  audience: 'mathquest',
  issuer: 'mathquest-auth',
  expiresIn: '15m',
});

interface Operation {
  security?: unknown;
  description?: string;
  'x-roles'?: string[];
  responses: Record<string, unknown>;
}

describe('OpenAPI document', () => {
  let app: ServiceApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    app = createService({ name: 'test', logLevel: 'silent', publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() });
    // Declared on the root instance right away, before anything boots (as a service may).
    const shared = { 200: z.object({ ok: z.boolean() }) };
    app.post('/public', { schema: { body: z.object({ name: z.string() }), response: shared } }, async () => ({ ok: true }));
    app.get('/mine', { preHandler: app.authenticate, schema: { response: shared } }, async () => ({ ok: true }));
    app.get('/teachers', { preHandler: app.requireRole('TEACHER'), schema: { response: { 200: z.object({ ok: z.boolean() }), 403: ErrorEnvelopeSchema } } }, async () => ({ ok: true }));
    app.get('/parents', { preHandler: app.requireRole(['PARENT', 'TEACHER']), schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({ ok: true }));
    await app.ready();
    paths = (await app.inject({ method: 'GET', url: '/openapi.json' })).json().paths;
  });
  afterAll(() => app.close());

  it('lists routes declared right after createService and hides the kit routes', () => {
    expect(Object.keys(paths).sort()).toEqual(['/mine', '/parents', '/public', '/teachers']);
  });

  it('documents request bodies closed, since the server refuses __proto__ keys it cannot name', async () => {
    const body = (await app.inject({ method: 'GET', url: '/openapi.json' })).json().paths['/public'].post.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({ type: 'object', properties: { name: { type: 'string' } }, additionalProperties: false });
    const poisoned = await app.inject({ method: 'POST', url: '/public', headers: { 'content-type': 'application/json' }, payload: '{"name": "a", "__proto__": {"x": 1}}' });
    expect(poisoned.statusCode).toBe(400);
    const extra = await app.inject({ method: 'POST', url: '/public', payload: { name: 'a', other: 1 } });
    expect(extra.statusCode).toBe(200);
  });

  it('declares 400 for a route with an input schema, 413 and 415 for one with a body, and nothing about tokens for a public one', async () => {
    const op = paths['/public']!.post!;
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '413', '415']);
    const wrongType = await app.inject({ method: 'POST', url: '/public', headers: { 'content-type': 'text/csv' }, payload: 'name' });
    expect(wrongType.statusCode).toBe(415);
    expect(op.security).toBeUndefined();
  });

  it('declares the bearer scheme, every role and 401 (no 403) for a route any signed-in user may call, without touching a shared response map', () => {
    const op = paths['/mine']!.get!;
    expect(op.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '401']);
    expect(op['x-roles']).toEqual(['STUDENT', 'PARENT', 'TEACHER']);
    expect(paths['/public']!.post!['x-roles']).toBeUndefined();
  });

  it('names the roles of a role-guarded route and declares its 401 and 403', () => {
    const teachers = paths['/teachers']!.get!;
    expect(teachers['x-roles']).toEqual(['TEACHER']);
    expect(teachers.description).toBe('Signed-in TEACHER accounts only.');
    expect(Object.keys(teachers.responses).sort()).toEqual(['200', '401', '403']);
    expect(paths['/parents']!.get!['x-roles']).toEqual(['PARENT', 'TEACHER']);
  });

  it('serialises the added statuses through their schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/parents', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
    expect(ErrorEnvelopeSchema.parse(res.json()).error.code).toBe('FORBIDDEN');
  });
});
