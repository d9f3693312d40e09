import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createService, type ServiceApp } from '../service.js';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const tokenOf = (role: string) =>
  jwt.sign({ sub: `u-${role}`, role, username: 'alex', plan: 'FREE', tz: 'UTC', grade: 5 }, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
    algorithm: 'ES256',
    audience: 'mathquest',
    issuer: 'mathquest-auth',
    expiresIn: '15m',
  });

describe('route access', () => {
  let app: ServiceApp;
  let handled = 0;
  beforeAll(async () => {
    app = createService({ name: 'test', logLevel: 'silent', publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), sessionRevocation: false });
    const body = z.object({ name: z.string().min(1) });
    app.post('/students', { preHandler: app.requireRole('STUDENT'), schema: { body } }, async () => {
      handled++;
      return { ok: true };
    });
    app.post('/anyone', { preHandler: app.authenticate, schema: { body } }, async () => ({ ok: true }));
    app.get('/items/:id', { preHandler: [app.authenticate, app.requireRole(['PARENT', 'TEACHER'])], schema: { params: z.object({ id: z.string().regex(/^[a-f0-9]{24}$/) }) } }, async () => ({ ok: true }));
    app.post('/open', { schema: { body } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, role: string | null, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: role ? { authorization: `Bearer ${tokenOf(role)}` } : {}, ...(payload ? { payload } : {}) });

  it('refuses a role the route does not admit with 403 before validating its input', async () => {
    for (const role of ['PARENT', 'TEACHER']) {
      const res = await call('POST', '/students', role, { name: '' });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await call('GET', '/items/not-an-id', 'STUDENT')).statusCode).toBe(403);
    expect(handled).toBe(0);
  });

  it('answers 401 without a token before validating, and validates for an admitted role', async () => {
    expect((await call('POST', '/students', null, { name: '' })).statusCode).toBe(401);
    expect((await call('POST', '/anyone', null)).statusCode).toBe(401);
    expect((await call('POST', '/students', 'STUDENT', { name: '' })).statusCode).toBe(400);
    expect((await call('GET', '/items/not-an-id', 'TEACHER')).statusCode).toBe(400);
    expect((await call('POST', '/students', 'STUDENT', { name: 'a' })).statusCode).toBe(200);
    expect((await call('POST', '/anyone', 'PARENT', { name: 'a' })).statusCode).toBe(200);
    expect(handled).toBe(1);
  });

  it('lists every route with the access its guard declares (null: public; HEAD left out)', () => {
    const own = app.declaredRoutes().filter((r) => ['/students', '/anyone', '/items/:id', '/open'].includes(r.url));
    expect(own).toEqual([
      { method: 'POST', url: '/students', access: { roles: ['STUDENT'] }, hidden: false },
      { method: 'POST', url: '/anyone', access: { roles: null }, hidden: false },
      { method: 'GET', url: '/items/:id', access: { roles: ['PARENT', 'TEACHER'] }, hidden: false },
      { method: 'POST', url: '/open', access: null, hidden: false },
    ]);
    expect(app.declaredRoutes().find((r) => r.url === '/healthz')).toMatchObject({ access: null, hidden: true });
  });
});
