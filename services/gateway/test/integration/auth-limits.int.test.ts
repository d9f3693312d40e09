import { request } from 'node:http';
import type { ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys } from '@mathquest/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayDeps } from '../../src/app.js';
import { RATE_LIMITED_MESSAGE } from '../../src/plugins/auth-limits.js';
import { GATEWAY_REDIS_OPTIONS } from '../../src/plugins/redis.js';
import { startProfileSources, type ProfileSources } from '../helpers/practice-stack.js';
import { gatewayConfig, hex, postFrom, readyGateway, registerBody, startAuth, urlOf } from '../helpers/stack.js';

/**
 * The attempt limits of the auth POSTs against the real auth service, with real Redis: per
 * account and IP, and per IP as a ceiling (docs/adr/0165). Most tests lower a limit with its
 * variable to see it at work; auth's lockout after wrong passwords is in auth-lockout.int.test.ts.
 */
let auth: ServiceApp;
let authUrl: string;
/** The game and the wallet, which a successful link's answer takes the children's figures from (docs/adr/0029). */
let sources: ProfileSources;
const gateways: FastifyInstance[] = [];

beforeAll(async () => {
  ({ auth, url: authUrl } = await startAuth());
  sources = await startProfileSources();
});
afterAll(async () => {
  await Promise.allSettled(gateways.map((g) => g.close()));
  await auth?.close();
  await sources?.close();
});

/** A gateway in front of the real auth, with its own Redis namespace and these settings. */
async function gatewayWith(env: Record<string, string> = {}, deps?: GatewayDeps): Promise<FastifyInstance> {
  const gw = await readyGateway(await gatewayConfig({ AUTH_URL: authUrl, GAME_URL: sources.urls.game }, { ENGAGEMENT_URL: sources.urls.engagement, ...env }), deps);
  gateways.push(gw);
  return gw;
}

const rateLimited = { success: false, error: { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE } };
/** A private IP not used before in this file (each test's clients are new to the limits). */
let ipCounter = 0;
const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

/** Signs up through the gateway (each from an IP of its own); returns the email and tokens. */
async function signUp(gw: FastifyInstance, role: 'STUDENT' | 'PARENT' = 'STUDENT') {
  const body = registerBody(hex(), role);
  const res = await postFrom(gw, freshIp(), '/api/auth/register', body);
  expect(res.statusCode).toBe(201);
  const { data } = res.json() as { data: { accessToken: string; refreshToken: string } };
  return { email: body.email, password: body.password, ...data };
}

/** POST with the path exactly as given; resolves with the status. */
function rawPost(base: string, path: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'POST', path, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const wrongLogin = (gw: FastifyInstance, ip: string, email: string, extra: Record<string, unknown> = {}) =>
  postFrom(gw, ip, '/api/auth/login', { email, password: 'wrong-password', ...extra });

const linkChild = (gw: FastifyInstance, ip: string, parentToken: string, email: string, password = 'wrong-password') =>
  postFrom(gw, ip, '/api/auth/children/link', { email, password }, { authorization: `Bearer ${parentToken}` });

describe('children/link', () => {
  it('limits link attempts per student account and IP (here 5), and lets another IP try', async () => {
    const gw = await gatewayWith({ AUTH_RATE_LIMIT_MAX: '5' });
    const parent = await signUp(gw, 'PARENT');
    const student = await signUp(gw);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await linkChild(gw, ip, parent.accessToken, student.email)).statusCode);
    expect(statuses).toEqual(Array(5).fill(400));
    const sixth = await linkChild(gw, ip, parent.accessToken, student.email.toUpperCase(), student.password);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json()).toEqual(rateLimited);
    expect((await linkChild(gw, freshIp(), parent.accessToken, student.email, student.password)).statusCode).toBe(200);
  });

  it('limits links per IP (here a ceiling of 10), across student accounts, and lets another IP link', async () => {
    const gw = await gatewayWith({ AUTH_IP_RATE_LIMIT_MAX: '10' });
    const parent = await signUp(gw, 'PARENT');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await linkChild(gw, ip, parent.accessToken, `nobody_${hex()}@example.com`)).statusCode);
    expect(statuses).toEqual(Array(10).fill(400));
    const student = await signUp(gw);
    const blocked = await linkChild(gw, ip, parent.accessToken, student.email, student.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    const linked = await linkChild(gw, freshIp(), parent.accessToken, student.email, student.password);
    expect(linked.statusCode).toBe(200);
  });
});

describe('login', () => {
  it('refuses a 20 KB body with 413 before anything else: not counted, not forwarded, not rate limited', async () => {
    const gw = await gatewayWith({ AUTH_RATE_LIMIT_MAX: '5' });
    const student = await signUp(gw);
    const ip = freshIp();
    const big = { email: student.email, password: student.password, pad: 'x'.repeat(20 * 1024) };
    for (let i = 0; i < 12; i++) {
      const res = await postFrom(gw, ip, '/api/auth/login', big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ success: false, error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' } });
    }
    // Twelve refusals counted nothing against the IP or the account.
    expect((await postFrom(gw, ip, '/api/auth/login', { email: student.email, password: student.password })).statusCode).toBe(200);
  });

  it('counts every body under its account: padded bodies, a byte order mark, and a 20 KB body after the limit', async () => {
    const gw = await gatewayWith({ AUTH_RATE_LIMIT_MAX: '6' });
    const student = await signUp(gw);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await wrongLogin(gw, ip, student.email, { pad: 'p'.repeat(15 * 1024) })).statusCode);
    for (let i = 0; i < 3; i++) {
      const bom = `\uFEFF${JSON.stringify({ email: student.email, password: 'wrong-password' })}`;
      statuses.push((await gw.inject({ method: 'POST', url: '/api/auth/login', payload: bom, headers: { 'content-type': 'application/json' }, remoteAddress: ip })).statusCode);
    }
    expect(statuses).toEqual(Array(6).fill(401));
    // The right password does not get through any more, whatever the size of the body.
    const right = await postFrom(gw, ip, '/api/auth/login', { email: student.email, password: student.password });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(rateLimited);
    const padded = await postFrom(gw, ip, '/api/auth/login', { email: student.email, password: student.password, pad: 'x'.repeat(20 * 1024) });
    expect(padded.statusCode).toBe(413);
  });

  it('counts a path however it is spelled (sent as it is, as a raw client would)', async () => {
    const gw = await gatewayWith({ AUTH_RATE_LIMIT_MAX: '5' });
    await gw.listen({ port: 0, host: '127.0.0.1' });
    const email = `spelled_${hex()}@example.com`;
    // fetch and inject would tidy these paths up before sending; node:http sends them verbatim.
    const paths = ['/api/auth/login', '/api/auth/./login', '/api/auth/%6Cogin', '/api/auth/%2e/login', '/api/auth/login?x=1'];
    const statuses: number[] = [];
    for (const path of paths) statuses.push(await rawPost(urlOf(gw), path, { email, password: 'wrong-password' }));
    // Auth answered every spelling as its login.
    expect(statuses).toEqual(Array(5).fill(401));
    expect(await rawPost(urlOf(gw), '/api/auth/%6cogin', { email, password: 'wrong-password' })).toBe(429);
  });

  it('keeps a client with a device cookie apart from the others in the count of an account at one IP', async () => {
    const gw = await gatewayWith({ AUTH_RATE_LIMIT_MAX: '5' });
    const student = await signUp(gw);
    const ip = freshIp();
    const first = await postFrom(gw, ip, '/api/auth/login', { email: student.email, password: student.password });
    const cookie = String(([] as string[]).concat(first.headers['set-cookie'] ?? [])[0]).split(';')[0]!;
    expect(cookie).toMatch(/^mq_device=/);
    for (let i = 0; i < 5; i++) await wrongLogin(gw, ip, student.email);
    expect((await wrongLogin(gw, ip, student.email)).statusCode).toBe(429);
    expect((await postFrom(gw, ip, '/api/auth/login', { email: student.email, password: student.password }, { cookie })).statusCode).toBe(200);
  });

  it('with TRUST_PROXY, limits per forwarded client IP', async () => {
    const gw = await gatewayWith({ TRUST_PROXY: 'true', AUTH_IP_RATE_LIMIT_MAX: '10' });
    const proxyIp = freshIp();
    const viaProxy = (client: string, email: string) => postFrom(gw, proxyIp, '/api/auth/login', { email, password: 'wrong-password' }, { 'x-forwarded-for': client });
    // One client, ten accounts; the next client is not affected.
    const perIp: number[] = [];
    for (let i = 0; i < 10; i++) perIp.push((await viaProxy('198.51.100.7', `fwd_${hex()}@example.com`)).statusCode);
    expect(perIp).toEqual(Array(10).fill(401));
    expect((await viaProxy('198.51.100.7', `fwd_${hex()}@example.com`)).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.8', `fwd_${hex()}@example.com`)).statusCode).toBe(401);
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For does not make a new client', async () => {
    const gw = await gatewayWith({ AUTH_IP_RATE_LIMIT_MAX: '10' });
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= 10; i++) {
      const res = await postFrom(gw, ip, '/api/auth/login', { email: `forged_${hex()}@example.com`, password: 'wrong-password' }, { 'x-forwarded-for': `203.0.113.${i + 1}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('keeps a ceiling while Redis answers later than the command time-out (the memory saw the attempts)', async () => {
    const redis = new Redis(testInfra().redisUrl, { ...GATEWAY_REDIS_OPTIONS, connectionName: 'gateway-stall-test' });
    try {
      await new Promise((resolve) => redis.once('ready', resolve));
      const gw = await gatewayWith({ AUTH_IP_RATE_LIMIT_MAX: '3' }, { redis });
      const ip = freshIp();
      for (let i = 0; i < 3; i++) expect((await wrongLogin(gw, ip, `stall_${hex()}@example.com`)).statusCode).toBe(401);
      // The gateway's connection is stalled: its next commands wait behind a 1.5 s BLPOP, three
      // times the command time-out, so the checks of this attempt time out and memory answers.
      const stall = redis.blpop(`stall-${hex()}`, 1.5).catch(() => null);
      expect((await wrongLogin(gw, ip, `stall_${hex()}@example.com`)).statusCode).toBe(429);
      await stall;
    } finally {
      redis.disconnect();
    }
  });

  it('does not refuse sign-ups that fail (a taken email is 409, limited per window only)', async () => {
    const gw = await gatewayWith();
    const student = await signUp(gw);
    const ip = freshIp();
    const taken = { ...registerBody(), email: student.email };
    for (let i = 0; i < 3; i++) expect((await postFrom(gw, ip, '/api/auth/register', taken)).statusCode).toBe(409);
    expect((await postFrom(gw, ip, '/api/auth/register', registerBody())).statusCode).toBe(201);
  });
});

describe('refresh-token', () => {
  it('limits attempts per token (counted by its hash) across IPs, and per IP across tokens', async () => {
    const gw = await gatewayWith({ AUTH_REFRESH_RATE_LIMIT_MAX: '10', AUTH_REFRESH_IP_RATE_LIMIT_MAX: '10' });
    const token = `bogus-${hex()}`;
    const perToken: number[] = [];
    for (let i = 0; i < 10; i++) perToken.push((await postFrom(gw, freshIp(), '/api/auth/refresh-token', { refreshToken: token })).statusCode);
    expect(perToken).toEqual(Array(10).fill(401));
    const eleventh = await postFrom(gw, freshIp(), '/api/auth/refresh-token', { refreshToken: token });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(rateLimited);

    const ip = freshIp();
    const perIp: number[] = [];
    for (let i = 0; i < 10; i++) perIp.push((await postFrom(gw, ip, '/api/auth/refresh-token', { refreshToken: `bogus-${hex()}` })).statusCode);
    expect(perIp).toEqual(Array(10).fill(401));
    expect((await postFrom(gw, ip, '/api/auth/refresh-token', { refreshToken: `bogus-${hex()}` })).statusCode).toBe(429);
  });

  it('draws on limits of its own: refused refreshes never refuse a login from that IP', async () => {
    const gw = await gatewayWith({ AUTH_REFRESH_IP_RATE_LIMIT_MAX: '10' });
    const ip = freshIp();
    for (let i = 0; i < 11; i++) await postFrom(gw, ip, '/api/auth/refresh-token', { refreshToken: `bogus-${hex()}` });
    const student = await signUp(gw);
    expect((await postFrom(gw, ip, '/api/auth/login', { email: student.email, password: student.password })).statusCode).toBe(200);
  });

  it('still rotates a real token', async () => {
    const gw = await gatewayWith();
    const student = await signUp(gw);
    const res = await postFrom(gw, freshIp(), '/api/auth/refresh-token', { refreshToken: student.refreshToken });
    expect(res.statusCode).toBe(200);
  });
});

describe('password', () => {
  /** The gateway given auth's public key, as production and `npm start` give it. */
  const withKey = (env: Record<string, string> = {}) => ({ JWT_PUBLIC_KEY: testKeys().publicKeyPem, ...env });
  const changePassword = (gw: FastifyInstance, ip: string, accessToken: string, currentPassword = 'wrong-password') =>
    postFrom(gw, ip, '/api/auth/password', { currentPassword, newPassword: 'a brand new passphrase' }, { authorization: `Bearer ${accessToken}` });
  const logIn = async (gw: FastifyInstance, email: string, password: string) => {
    const res = await postFrom(gw, freshIp(), '/api/auth/login', { email, password });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { accessToken: string } }).data.accessToken;
  };

  it('limits attempts per account and IP, across the account’s sessions (here 5)', async () => {
    const gw = await gatewayWith(withKey({ AUTH_RATE_LIMIT_MAX: '5' }));
    const student = await signUp(gw);
    const sessions = [student.accessToken, await logIn(gw, student.email, student.password)];
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await changePassword(gw, ip, sessions[i % 2]!)).statusCode);
    expect(statuses).toEqual(Array(5).fill(400));
    const sixth = await changePassword(gw, ip, sessions[0]!, student.password);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json()).toEqual(rateLimited);
    // Another account is not affected.
    const other = await signUp(gw);
    expect((await changePassword(gw, ip, other.accessToken, other.password)).statusCode).toBe(200);
  });

  it('locks password changes (not sign-in) after 10 wrong current passwords, from any IP', async () => {
    const gw = await gatewayWith(withKey());
    const student = await signUp(gw);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await changePassword(gw, freshIp(), student.accessToken)).statusCode);
    expect(statuses).toEqual(Array(10).fill(400));
    const locked = await changePassword(gw, freshIp(), student.accessToken, student.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.json()).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: 'Too many wrong passwords. Try again in 1 minute.' } });
    await logIn(gw, student.email, student.password);
  });

  it('limits attempts per IP (here a ceiling of 10), across accounts, and lets another IP change a password', async () => {
    const gw = await gatewayWith(withKey({ AUTH_IP_RATE_LIMIT_MAX: '10' }));
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await changePassword(gw, ip, (await signUp(gw)).accessToken)).statusCode);
    expect(statuses).toEqual(Array(10).fill(400));
    const student = await signUp(gw);
    const blocked = await changePassword(gw, ip, student.accessToken, student.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(rateLimited);
    expect((await changePassword(gw, freshIp(), student.accessToken, student.password)).statusCode).toBe(200);
  });

  it('without the public key, counts per access token: another session of the account is counted apart', async () => {
    const gw = await gatewayWith({ AUTH_RATE_LIMIT_MAX: '5' });
    const student = await signUp(gw);
    const tablet = await logIn(gw, student.email, student.password);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await changePassword(gw, ip, student.accessToken)).statusCode);
    expect(statuses).toEqual(Array(5).fill(400));
    expect((await changePassword(gw, ip, student.accessToken, student.password)).statusCode).toBe(429);
    expect((await changePassword(gw, ip, tablet)).statusCode).toBe(400);
  });
});
