import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionRevocations } from '../auth/session-revocation.js';
import { createService, type ServiceApp } from '../service.js';
import { currentUser, grantedAccountExport, grantedChildren, verifyAccessToken } from './authenticate.js';

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const keys = pair();
const otherKeys = pair();
const claims = { sub: 'u1', role: 'STUDENT', username: 'alex', plan: 'FREE', tz: 'UTC', grade: 5 };
const sign = (payload: object, key = keys.privateKeyPem, opts: jwt.SignOptions = { expiresIn: '15m' }) =>
  jwt.sign(payload, key, { algorithm: 'ES256', audience: 'mathquest', issuer: 'mathquest-auth', ...opts });

describe('authenticate plugin', () => {
  let app: ServiceApp;
  beforeAll(async () => {
    app = createService({ name: 'test', logLevel: 'silent', publicKeyPem: keys.publicKeyPem, sessionRevocation: false });
    app.get('/me', { preHandler: app.authenticate }, async (req) => currentUser(req));
    app.get('/teachers-only', { preHandler: app.requireRole('TEACHER') }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('accepts a valid token and exposes the user', async () => {
    const res = await get('/me', sign(claims));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'u1', role: 'STUDENT', username: 'alex', plan: 'FREE', timeZone: 'UTC', gradeLevel: 5 });
  });

  it("exposes the account's language from the token's lang claim (absent: English)", async () => {
    const res = await get('/me', sign({ ...claims, lang: 'es-US' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'u1', language: 'es-US' });
  });

  it('answers 401 in the envelope without a token', async () => {
    const res = await get('/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Please log in' } });
  });

  it('rejects expired, tampered, wrongly signed and alg:none tokens with 401', async () => {
    const expired = sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, keys.privateKeyPem, {});
    const [h, p, s] = sign(claims).split('.');
    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'TEACHER', aud: 'mathquest', iss: 'mathquest-auth' })).toString('base64url');
    const tampered = `${h}.${tamperedPayload}.${s}`;
    const otherKey = sign(claims, otherKeys.privateKeyPem);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const hmac = jwt.sign(claims, keys.publicKeyPem, { algorithm: 'HS256', audience: 'mathquest', issuer: 'mathquest-auth' });
    const cases = { expired, tampered, otherKey, none, hmac };
    for (const [name, token] of Object.entries(cases)) {
      const res = await get('/me', token);
      expect(res.statusCode, name).toBe(401);
      expect(res.json().error.code, name).toBe(name === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
    }
  });

  it('still rejects a token it verified before once that token has expired', async () => {
    const token = sign(claims, keys.privateKeyPem, { expiresIn: 60 });
    expect((await get('/me', token)).statusCode).toBe(200);
    expect((await get('/me', token)).statusCode).toBe(200); // verified once, served from memory
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const res = await get('/me', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a token without an expiry, which would otherwise never expire', async () => {
    const noExp = sign(claims, keys.privateKeyPem, {});
    expect(JSON.parse(Buffer.from(noExp.split('.')[1]!, 'base64url').toString())).not.toHaveProperty('exp');
    const res = await get('/me', noExp);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid access token' });
    expect(() => verifyAccessToken(noExp, keys.publicKeyPem)).toThrow(expect.objectContaining({ statusCode: 401, code: 'INVALID_TOKEN' }));
  });

  it('rejects tokens for another audience or with missing claims', async () => {
    expect((await get('/me', sign(claims, keys.privateKeyPem, { expiresIn: '15m', audience: 'someone-else' }))).statusCode).toBe(401);
    expect((await get('/me', sign({ sub: 'u1' }))).statusCode).toBe(401);
  });

  it('requireRole answers 403 to other roles and 401 without a token', async () => {
    expect((await get('/teachers-only', sign(claims))).statusCode).toBe(403);
    expect((await get('/teachers-only')).statusCode).toBe(401);
    expect((await get('/teachers-only', sign({ ...claims, role: 'TEACHER' }))).statusCode).toBe(200);
  });
});

describe('grants auth signs into a request header', () => {
  let app: ServiceApp;
  beforeAll(async () => {
    app = createService({ name: 'test', logLevel: 'silent', publicKeyPem: keys.publicKeyPem, sessionRevocation: false });
    app.get('/export/:id', async (req) => grantedAccountExport(req, keys.publicKeyPem, (req.params as { id: string }).id));
    app.get('/children/:id', async (req) => grantedChildren(req, keys.publicKeyPem, (req.params as { id: string }).id));
    await app.ready();
  });
  afterAll(() => app.close());

  const signGrant = (payload: object, audience: string, key = keys.privateKeyPem, expiresIn: number | null = 60) =>
    jwt.sign(payload, key, { algorithm: 'ES256', audience, issuer: 'mathquest-auth', ...(expiresIn === null ? {} : { expiresIn }) });
  const exportGrant = (payload: object, key?: string, audience = 'mathquest-account-export') => signGrant(payload, audience, key);
  const getExport = (id: string, grant?: string) =>
    app.inject({ method: 'GET', url: `/export/${id}`, headers: grant ? { 'x-mathquest-export-grant': grant } : {} });

  it('an export grant opens exactly the account it names', async () => {
    const grant = exportGrant({ sub: 'kid1', requestedBy: 'parent1' });
    const res = await getExport('kid1', grant);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sub: 'kid1', requestedBy: 'parent1' });
    expect((await getExport('kid2', grant)).statusCode).toBe(403);
  });

  it('refuses an export without a grant, with another key, another audience, no expiry or the wrong shape', async () => {
    expect((await getExport('kid1')).json()).toEqual({ success: false, error: { code: 'FORBIDDEN', message: 'No export grant for this account' } });
    expect((await getExport('kid1', exportGrant({ sub: 'kid1', requestedBy: 'p' }, otherKeys.privateKeyPem))).statusCode).toBe(403);
    expect((await getExport('kid1', exportGrant({ sub: 'kid1', requestedBy: 'p' }, undefined, 'mathquest-children'))).statusCode).toBe(403);
    expect((await getExport('kid1', signGrant({ sub: 'kid1', requestedBy: 'p' }, 'mathquest-account-export', keys.privateKeyPem, null))).statusCode).toBe(403);
    expect((await getExport('kid1', exportGrant({ sub: 'kid1' }))).statusCode).toBe(403);
  });

  it('a children grant is no export grant, and the reverse', async () => {
    const children = signGrant({ sub: 'parent1', children: [{ id: 'kid1', tz: 'UTC' }] }, 'mathquest-children');
    const viaChildren = await app.inject({ method: 'GET', url: '/children/parent1', headers: { 'x-mathquest-children-grant': children } });
    expect(viaChildren.json()).toEqual([{ id: 'kid1', tz: 'UTC' }]);
    expect((await getExport('parent1', children)).statusCode).toBe(403);
    const asChildren = await app.inject({ method: 'GET', url: '/children/kid1', headers: { 'x-mathquest-children-grant': exportGrant({ sub: 'kid1', requestedBy: 'kid1' }) } });
    expect(asChildren.statusCode).toBe(403);
  });
});

describe('authenticate with session revocations', () => {
  const revokedIds = new Set<string>();
  /** The interface authentication consults; the Redis-fed list behind it is tested against Redis. */
  const revocations: SessionRevocations = { isRevoked: (sid) => revokedIds.has(sid), onRevoked: () => () => undefined };
  let app: ServiceApp;
  beforeAll(async () => {
    app = createService({ name: 'test', logLevel: 'silent', publicKeyPem: keys.publicKeyPem, sessionRevocation: revocations });
    app.get('/me', { preHandler: app.authenticate }, async (req) => currentUser(req));
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (token: string) => app.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${token}` } });

  it('exposes the session id and the revocations it consults', async () => {
    const res = await get(sign({ ...claims, sid: 's-exposed' }));
    expect(res.json()).toMatchObject({ id: 'u1', sessionId: 's-exposed' });
    expect(app.sessionRevocations).toBe(revocations);
  });

  it('refuses a token of a revoked session with 401 SESSION_REVOKED, also one verified before', async () => {
    const token = sign({ ...claims, sid: 's-revoked' });
    const other = sign({ ...claims, sid: 's-other' });
    expect((await get(token)).statusCode).toBe(200); // verified and cached
    revokedIds.add('s-revoked');
    const res = await get(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: { code: 'SESSION_REVOKED', message: 'This session has ended, please log in again' } });
    expect((await get(other)).statusCode).toBe(200);
    expect(() => verifyAccessToken(token, keys.publicKeyPem, revocations)).toThrow(expect.objectContaining({ code: 'SESSION_REVOKED' }));
    // Without the list (e.g. a caller that does not pass it) the signature alone decides.
    expect(verifyAccessToken(token, keys.publicKeyPem).sessionId).toBe('s-revoked');
  });

  it('has nothing to revoke on a token without a session id', async () => {
    revokedIds.add('undefined');
    expect((await get(sign(claims))).statusCode).toBe(200);
  });

  it('is off when asked, or when nothing is given and the process has no REDIS_URL, and decorates null', async () => {
    const off = createService({ name: 'off', logLevel: 'silent', publicKeyPem: keys.publicKeyPem, sessionRevocation: false });
    expect(off.sessionRevocations).toBeNull();
    await off.close();
    vi.stubEnv('REDIS_URL', '');
    try {
      const unset = createService({ name: 'unset', logLevel: 'silent', publicKeyPem: keys.publicKeyPem });
      expect(unset.sessionRevocations).toBeNull();
      await unset.close();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
