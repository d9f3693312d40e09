import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { AuthSubjects, CHILDREN_GRANT_AUDIENCE, CHILDREN_GRANT_HEADER, type EventEnvelope } from '@mathquest/contracts';
import { connectEventBus, connectMongo, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import jwt from 'jsonwebtoken';
import type { Connection } from 'mongoose';
import { AckPolicy, DeliverPolicy, JSONCodec } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAuthApp } from '../helpers/build-test-app.js';

let app: ServiceApp;
let bus: EventBus;
/** A second connection to the app's database, to check what was stored. */
let mongo: Connection;

/** How far the app's clock is ahead of the real one (a replay is moved past the refresh grace window). */
let clockAheadMs = 0;
const GRACE_MS = 5_000;

beforeAll(async () => {
  const mongoDb = uniqueDbName('auth');
  app = await buildTestAuthApp({ mongoDb, refreshGraceMs: GRACE_MS }, { now: () => new Date(Date.now() + clockAheadMs) });
  bus = await connectEventBus(testInfra().natsUrl, 'auth-test');
  mongo = await connectMongo(testInfra().mongoUrl, mongoDb);
});
afterAll(async () => {
  await app?.close();
  await bus?.close();
  await mongo?.close();
});

const usersCollection = () => mongo.collection<{ email: string; username: string }>('users');

const uid = () => randomBytes(4).toString('hex');

function studentBody(over: Record<string, unknown> = {}) {
  const id = uid();
  return { email: `kid_${id}@example.com`, password: 'password1', confirmPassword: 'password1', username: `kid_${id}`, displayName: 'Kid', role: 'STUDENT', gradeLevel: 5, ...over };
}

async function register(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
}

async function registered(over: Record<string, unknown> = {}) {
  const body = studentBody(over);
  const res = await register(body);
  expect(res.statusCode).toBe(201);
  return { body, data: res.json().data as { user: { id: string }; accessToken: string; refreshToken: string } };
}

const me = (token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const refresh = (refreshToken: string) => app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });

describe('register, login, me', () => {
  it('registers a student with the default studentProfile and returns tokens', async () => {
    const body = studentBody({ email: 'Mixed.Case@Example.com' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.user).toMatchObject({
      email: 'mixed.case@example.com',
      role: 'STUDENT',
      plan: 'FREE',
      timeZone: 'UTC',
      profile: { displayName: 'Kid', username: body.username },
      studentProfile: { gradeLevel: 5, currentLevel: 1, totalXp: 0, xpToNextLevel: 100, xpForCurrentLevel: 0, currentStreak: 0, coins: 0, averageAccuracy: 0, totalTimeSpent: 0 },
      childIds: [],
    });
    expect(data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = jwt.decode(data.accessToken) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: data.user.id, role: 'STUDENT', username: body.username, plan: 'FREE', tz: 'UTC', grade: 5, aud: 'mathquest', iss: 'mathquest-auth' });
    expect(typeof claims.sid).toBe('string');
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);

    const meRes = await me(data.accessToken);
    expect(meRes.statusCode).toBe(200);
    expect(meRes.json().data).toEqual(data.user);
  });

  it('registers a parent without a studentProfile', async () => {
    const res = await register(studentBody({ role: 'PARENT', gradeLevel: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ role: 'PARENT', studentProfile: null });
  });

  it('logs in with the right password and rejects a wrong one or an unknown email alike', async () => {
    const { body } = await registered();
    const ok = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email.toUpperCase(), password: body.password } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.email).toBe(body.email);
    for (const payload of [{ email: body.email, password: 'wrong-password' }, { email: `nobody_${uid()}@example.com`, password: 'password1' }]) {
      const bad = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual({ success: false, error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
    }
  });

  it('rejects a taken email or username with 409, also when two sign-ups race', async () => {
    const { body } = await registered();
    const sameEmail = await register(studentBody({ email: body.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
    const sameUsername = await register(studentBody({ username: body.username }));
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().error).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is already taken' });
  });

  // Email and username are each unique, not the pair: when the request with the same email but
  // another username wins, the request with the same username but another email clashes with
  // nothing stored and succeeds too. Which requests win therefore varies from run to run (on
  // MongoDB as well); what must hold is that the stored accounts stay unique, that every loser
  // gets 409 naming a field that really is taken, and that nothing answers 500.
  it('never stores two accounts with the same email or username when sign-ups race', async () => {
    const ROUNDS = 8;
    const TAKEN: Record<string, 'email' | 'username'> = { EMAIL_TAKEN: 'email', USERNAME_TAKEN: 'username' };
    for (let round = 0; round < ROUNDS; round++) {
      const base = studentBody();
      const bodies = [
        base,
        { ...base, username: `r_${uid()}` },
        { ...base, email: `r_${uid()}@example.com` },
        { ...base, email: base.email.toUpperCase(), username: `r_${uid()}` },
      ];
      const results = await Promise.all(bodies.map((b) => register(b)));
      const emails = [...new Set(bodies.map((b) => b.email.toLowerCase()))];
      const usernames = [...new Set(bodies.map((b) => b.username))];
      const stored = await usersCollection()
        .find({ $or: [{ email: { $in: emails } }, { username: { $in: usernames } }] }, { projection: { email: 1, username: 1 } })
        .toArray();

      const context = `round ${round}: ${results.map((r) => r.statusCode).join(', ')}`;
      expect(new Set(stored.map((u) => u.email)).size, context).toBe(stored.length);
      expect(new Set(stored.map((u) => u.username)).size, context).toBe(stored.length);
      expect(results.filter((r) => r.statusCode === 201).length, context).toBe(stored.length);
      expect(stored.length, context).toBeGreaterThanOrEqual(1);

      results.forEach((res, i) => {
        const body = bodies[i]!;
        expect([201, 409], context).toContain(res.statusCode);
        if (res.statusCode === 201) {
          const user = res.json().data.user as { id: string; email: string; profile: { username: string } };
          expect(stored.map((u) => String(u._id)), context).toContain(user.id);
          expect(user.email).toBe(body.email.toLowerCase());
          expect(user.profile.username).toBe(body.username);
          return;
        }
        const { code } = res.json().error as { code: string };
        expect(Object.keys(TAKEN), context).toContain(code);
        // The field named in the answer really is held by a stored account.
        const field = TAKEN[code]!;
        const value = field === 'email' ? body.email.toLowerCase() : body.username;
        expect(stored.map((u) => u[field]), `${context}: ${code}`).toContain(value);
      });
    }
  });
});

describe('validation', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['passwords differ', { confirmPassword: 'password2' }, 'confirmPassword', 'Passwords do not match'],
    ['short password', { password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    ['missing email', { email: undefined }, 'email', 'Email is required'],
    ['bad email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['over-long email', { email: `${'a'.repeat(250)}@example.com` }, 'email', 'Email must be at most 254 characters'],
    ['over-long password', { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    ['over-long display name', { displayName: 'x'.repeat(41) }, 'displayName', 'Display name must be at most 40 characters'],
    ['bad username', { username: 'no spaces!' }, 'username', 'Username must be 3 to 20 characters: letters, digits or _'],
    ['teacher sign-up', { role: 'TEACHER' }, 'role', 'Role must be STUDENT or PARENT'],
    ['grade out of range', { gradeLevel: 9 }, 'gradeLevel', 'Grade level must be from 4 to 8'],
    ['grade of wrong type', { gradeLevel: 'five' }, 'gradeLevel', 'Grade level must be a number from 4 to 8'],
    ['student without grade', { gradeLevel: undefined }, 'gradeLevel', 'Grade level is required for students (4 to 8)'],
    ['parent with grade', { role: 'PARENT' }, 'gradeLevel', 'Only students choose a grade level'],
    ['display name of wrong type', { displayName: 42 }, 'displayName', 'Display name is required'],
    ['missing username', { username: undefined }, 'username', 'Username is required'],
    ['missing password', { password: undefined }, 'password', 'Password is required'],
    ['missing confirmPassword', { confirmPassword: undefined }, 'confirmPassword', 'Please confirm your password'],
    ['empty display name', { displayName: '' }, 'displayName', 'Display name is required'],
    ['too-short username', { username: 'ab' }, 'username', 'Username must be 3 to 20 characters: letters, digits or _'],
    ['too-long username', { username: 'a'.repeat(21) }, 'username', 'Username must be 3 to 20 characters: letters, digits or _'],
  ];
  it.each(cases)('register: %s → 400 naming the field', async (_name, over, field, message) => {
    const res = await register(studentBody(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message, field } });
  });

  it('answers malformed JSON, a non-object body and a missing body with 400, never 500', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.c",' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('INVALID_JSON');
    expect(bad.body).not.toMatch(/at .*\.(ts|js)/);
    const arr = await app.inject({ method: 'POST', url: '/api/auth/login', payload: [1, 2] });
    expect(arr.statusCode).toBe(400);
    const none = await app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(none.statusCode).toBe(400);
    const proto = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"x": 1}, "email": "a@b.co", "password": "x"}' });
    expect(proto.statusCode).toBe(400);
    const longToken = await refresh('x'.repeat(5000));
    expect(longToken.statusCode).toBe(400);
    expect(longToken.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'refreshToken' });
  });
});

describe('OpenAPI', () => {
  it('describes the auth routes under their public /api/auth paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/auth/register', 'post'],
      ['/api/auth/login', 'post'],
      ['/api/auth/refresh-token', 'post'],
      ['/api/auth/logout', 'post'],
      ['/api/auth/me', 'get'],
      ['/api/auth/children', 'get'],
      ['/api/auth/children/link', 'post'],
      ['/api/auth/children/{childId}/chat', 'post'],
    ] as const) {
      expect(doc.paths[path], path).toHaveProperty(method);
    }
    // Probes and the document itself are hidden.
    for (const hidden of ['/healthz', '/readyz', '/openapi.json']) expect(doc.paths).not.toHaveProperty([hidden]);
  });
});

describe('access tokens', () => {
  it('rejects missing, tampered, expired, alg none and wrongly signed tokens with 401', async () => {
    const { data } = await registered();
    const [h, p, s] = data.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'TEACHER' })).toString('base64url')}.${s}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const base = { role: 'STUDENT', username: claims.username, plan: 'FREE', tz: 'UTC' };
    const otherKey = jwt.sign(base, other.privateKey, { algorithm: 'ES256', subject: claims.sub, audience: 'mathquest', issuer: 'mathquest-auth', expiresIn: 900 });
    const expired = jwt.sign({ ...base, exp: Math.floor(Date.now() / 1000) - 60 }, testKeys().privateKeyPem, { algorithm: 'ES256', subject: claims.sub, audience: 'mathquest', issuer: 'mathquest-auth' });
    const wrongAudience = jwt.sign(base, testKeys().privateKeyPem, { algorithm: 'ES256', subject: claims.sub, audience: 'elsewhere', issuer: 'mathquest-auth', expiresIn: 900 });

    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    for (const token of [tampered, none, otherKey, wrongAudience, 'garbage']) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('INVALID_TOKEN');
    }
    const exp = await me(expired);
    expect(exp.statusCode).toBe(401);
    expect(exp.json().error.code).toBe('TOKEN_EXPIRED');
  });
});

describe('refresh tokens', () => {
  it('rotates on every use; re-using a rotated token revokes the whole family', async () => {
    const { data } = await registered();
    const first = await refresh(data.refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = first.json().data as { accessToken: string; refreshToken: string };
    expect(pair.refreshToken).not.toBe(data.refreshToken);
    expect((await me(pair.accessToken)).statusCode).toBe(200);
    expect((jwt.decode(pair.accessToken) as { sid: string }).sid).toBe((jwt.decode(data.accessToken) as { sid: string }).sid);

    clockAheadMs += GRACE_MS;
    const reused = await refresh(data.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.code).toBe('REFRESH_TOKEN_REUSED');
    // The family is gone: the newest token of it no longer works either.
    const after = await refresh(pair.refreshToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('INVALID_TOKEN');
  });

  it('gives every one of 20 concurrent uses of one token (tabs refreshing together) a working pair of the same session', async () => {
    const { data } = await registered();
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(data.refreshToken)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const sid = (jwt.decode(data.accessToken) as { sid: string }).sid;
    for (const r of results) {
      const pair = r.json().data as { accessToken: string; refreshToken: string };
      expect((jwt.decode(pair.accessToken) as { sid: string }).sid).toBe(sid);
    }
    // Each pair goes on working: the session was not ended.
    const last = results[19]!.json().data as { accessToken: string; refreshToken: string };
    expect((await me(last.accessToken)).statusCode).toBe(200);
    expect((await refresh(last.refreshToken)).statusCode).toBe(200);
  });

  it('still ends the session when a used token comes back after the grace window', async () => {
    const { data } = await registered();
    const first = (await refresh(data.refreshToken)).json().data as { accessToken: string; refreshToken: string };
    expect((await refresh(data.refreshToken)).statusCode).toBe(200); // a racing tab, within the window
    clockAheadMs += GRACE_MS;
    const replay = await refresh(data.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('REFRESH_TOKEN_REUSED');
    expect((await refresh(first.refreshToken)).json().error.code).toBe('INVALID_TOKEN');
  });

  it('rejects unknown tokens as INVALID_TOKEN and keeps other sessions alive', async () => {
    const unknown = await refresh(randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('INVALID_TOKEN');
  });

  it('logout revokes the family of this session only', async () => {
    const { body, data } = await registered();
    const other = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } })).json().data;
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${data.accessToken}`, 'content-type': 'application/json' } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, data: { loggedOut: true } });
    expect((await refresh(data.refreshToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('events', () => {
  it('publishes auth.user.registered on JetStream with the event id as message id', async () => {
    const { data } = await registered();
    const consumer = await bus.jsm.consumers.add('AUTH', { ack_policy: AckPolicy.None, deliver_policy: DeliverPolicy.All, filter_subject: AuthSubjects.USER_REGISTERED, inactive_threshold: 30_000_000_000 });
    const c = await bus.js.consumers.get('AUTH', consumer.name);
    const codec = JSONCodec<EventEnvelope<string, { userId: string; role: string }>>();
    let found: { event: EventEnvelope<string, { userId: string; role: string }>; msgId: string | undefined } | undefined;
    const deadline = Date.now() + 10_000;
    while (!found && Date.now() < deadline) {
      const batch = await c.fetch({ max_messages: 500, expires: 1000 });
      for await (const m of batch) {
        const event = codec.decode(m.data);
        if (event.data.userId === data.user.id) found = { event, msgId: m.headers?.get('Nats-Msg-Id') };
      }
    }
    expect(found?.event).toMatchObject({ type: 'auth.user.registered', userId: data.user.id, data: { role: 'STUDENT', gradeLevel: 5, plan: 'FREE' } });
    expect(found?.msgId).toBe(found?.event.id);
  });
});

describe('parents', () => {
  it('links a student by the student’s credentials (idempotent) and lists children with progress', async () => {
    const kid = await registered();
    const parent = (await register(studentBody({ role: 'PARENT', gradeLevel: undefined }))).json().data;
    const auth = { authorization: `Bearer ${parent.accessToken}` };

    const wrong = await app.inject({ method: 'POST', url: '/api/auth/children/link', headers: auth, payload: { email: kid.body.email, password: 'not-the-password' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');

    for (let i = 0; i < 2; i++) {
      const ok = await app.inject({ method: 'POST', url: '/api/auth/children/link', headers: auth, payload: { email: kid.body.email, password: kid.body.password } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.children).toHaveLength(1);
    }
    const list = await app.inject({ method: 'GET', url: '/api/auth/children', headers: auth });
    expect(list.json().data.children).toEqual([{ id: kid.data.user.id, profile: { displayName: 'Kid', username: kid.body.username }, studentProfile: expect.objectContaining({ gradeLevel: 5, currentLevel: 1, totalXp: 0 }), chatEnabled: true }]);
    // The grant for the gateway (docs/adr/0029): signed by auth's key, for this parent, naming the children with their zones.
    const grant = jwt.verify(String(list.headers[CHILDREN_GRANT_HEADER]), testKeys().publicKeyPem, { algorithms: ['ES256'], audience: CHILDREN_GRANT_AUDIENCE, issuer: 'mathquest-auth' });
    expect(grant).toMatchObject({ sub: parent.user.id, children: [{ id: kid.data.user.id, tz: 'UTC' }] });
    expect(jwt.decode(String(list.headers[CHILDREN_GRANT_HEADER])) as { exp: number; iat: number }).toSatisfy((g: { exp: number; iat: number }) => g.exp - g.iat === 60);
    const parentMe = await me(parent.accessToken);
    expect(parentMe.json().data.childIds).toEqual([kid.data.user.id]);

    const asStudent = await app.inject({ method: 'GET', url: '/api/auth/children', headers: { authorization: `Bearer ${kid.data.accessToken}` } });
    expect(asStudent.statusCode).toBe(403);
  });
});
