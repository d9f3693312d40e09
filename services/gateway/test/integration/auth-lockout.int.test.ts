/**
 * Sign-in limits and the lockout as a school meets them (docs/adr/0165), through the real gateway
 * and the real auth and teacher services, with real Redis, NATS and storage: a class or a whole
 * school signing in from one address, tabs refreshing together, a guesser aiming at one child,
 * and the parent's and the teacher's unlock.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addresses, bearer, eventually, inBatches, useSchoolStack } from '../helpers/school-stack.js';
import { createAccountInAuth, hex, postFrom, registerBody } from '../helpers/stack.js';

/** How far auth's clock is ahead of the real one (a refresh replay is moved past the grace window). */
let clockAheadMs = 0;
const stack = useSchoolStack('gw_lockout', { now: () => new Date(Date.now() + clockAheadMs) });

/** A private address not used before in this file: each test is a school of its own. */
const freshIp = addresses('10.77');

const HELPFUL = /^Too many wrong passwords\. Try again in \d+ minutes?, or ask your teacher or parent to unlock your account\.$/;

interface Tokens {
  accessToken: string;
  refreshToken: string;
}
const tokensOf = (res: LightMyRequestResponse) => (res.json() as { data: Tokens }).data;

/** The device cookie a successful login set (`mq_device=…`), ready for a Cookie header. */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = set.find((c) => c.startsWith('mq_device='));
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(set)}`);
  expect(cookie).toMatch(/; HttpOnly; SameSite=Strict/);
  return cookie.split(';')[0]!;
}

const login = (ip: string, email: string, password: string, cookie?: string) => postFrom(stack.gw, ip, '/api/auth/login', { email, password }, cookie ? { cookie } : {});

/** A student signed up through the gateway from its own address. */
async function signUp(role: 'STUDENT' | 'PARENT' = 'STUDENT') {
  const body = registerBody(hex(), role);
  const res = await postFrom(stack.gw, freshIp(), '/api/auth/register', body);
  expect(res.statusCode).toBe(201);
  return { email: body.email, password: body.password, username: body.username, id: (res.json() as { data: { user: { id: string } } }).data.user.id, ...tokensOf(res) };
}

/** Ten wrong passwords for the account from `ip`, each one an ordinary 401. */
async function tenWrongPasswords(ip: string, email: string): Promise<void> {
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push((await login(ip, email, 'wrong-password')).statusCode);
  expect(statuses).toEqual(Array(10).fill(401));
}

describe('a school behind one address', () => {
  it('lets a class of 30 sign up and then sign in from one IP within a minute: none refused', async () => {
    const school = freshIp();
    const bodies = Array.from({ length: 30 }, () => registerBody(hex()));
    const signUps = await Promise.all(bodies.map((b) => postFrom(stack.gw, school, '/api/auth/register', b)));
    expect(signUps.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const logins = await Promise.all(bodies.map((b) => login(school, b.email, b.password)));
    expect(logins.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
  });

  it('lets 500 students sign in from one IP, 25 of them after one typo: none refused, none locked out', async () => {
    const school = freshIp();
    const password = 'password1';
    const run = hex();
    // Created through auth's own use case (sign-up's path without HTTP); tests hash with argon2 at a low cost.
    const students = await inBatches(Array.from({ length: 500 }, (_, i) => i), 25, async (i) => {
      const email = `school_${run}_${i}@example.com`;
      await createAccountInAuth(stack.auth, { email, username: `s_${run}_${i}`, displayName: 'Student', password, role: 'STUDENT', plan: 'FREE', timeZone: 'UTC', gradeLevel: 6 });
      return email;
    });
    const typos = new Set(students.filter((_, i) => i % 20 === 0));
    expect(typos.size).toBe(25);
    const answers = await inBatches(students, 25, async (email) => {
      const typo = typos.has(email) ? (await login(school, email, 'passwrod1')).statusCode : null;
      return { typo, right: (await login(school, email, password)).statusCode };
    });
    expect(answers.filter((a) => a.typo !== null).map((a) => a.typo)).toEqual(Array(25).fill(401));
    expect(answers.map((a) => a.right)).toEqual(Array(500).fill(200));
  }, 240_000);
});

describe('tabs refreshing together', () => {
  it('20 concurrent refreshes of one session: every one gets a pair, the user stays signed in, and sign-in from that IP is not refused', async () => {
    const school = freshIp();
    const student = await signUp();
    const signedIn = await login(school, student.email, student.password);
    expect(signedIn.statusCode).toBe(200);
    const { refreshToken } = tokensOf(signedIn);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postFrom(stack.gw, school, '/api/auth/refresh-token', { refreshToken })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    // The pair the client keeps (whichever answer it stored last) works, and goes on refreshing.
    const kept = tokensOf(answers[19]!);
    expect((await stack.gw.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(kept.accessToken), remoteAddress: school })).statusCode).toBe(200);
    expect((await postFrom(stack.gw, school, '/api/auth/refresh-token', { refreshToken: kept.refreshToken })).statusCode).toBe(200);
    const other = await signUp();
    expect((await login(school, other.email, other.password)).statusCode).toBe(200);
    expect((await login(school, student.email, student.password)).statusCode).toBe(200);
  });

  it('a refresh token replayed after the grace window still ends the whole session', async () => {
    const school = freshIp();
    const student = await signUp();
    const rotated = await postFrom(stack.gw, school, '/api/auth/refresh-token', { refreshToken: student.refreshToken });
    expect(rotated.statusCode).toBe(200);
    clockAheadMs += 6_000; // past the 5 s grace window
    const replay = await postFrom(stack.gw, freshIp(), '/api/auth/refresh-token', { refreshToken: student.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect((replay.json() as { error: { code: string } }).error.code).toBe('REFRESH_TOKEN_REUSED');
    const newest = await postFrom(stack.gw, school, '/api/auth/refresh-token', { refreshToken: tokensOf(rotated).refreshToken });
    expect(newest.statusCode).toBe(401);
    // Refusals of refresh tokens are not wrong passwords: sign-in from that IP is untouched.
    expect((await login(school, student.email, student.password)).statusCode).toBe(200);
  });
});

describe('a guesser aiming at one child', () => {
  it('10 wrong passwords: the child’s known device still signs in, a new client is refused with the helpful 429, other accounts at that IP are not touched', async () => {
    const school = freshIp();
    const child = await signUp();
    const first = await login(school, child.email, child.password);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);

    await tenWrongPasswords(school, child.email);

    const known = await login(school, child.email, child.password, device);
    expect(known.statusCode).toBe(200);

    const stranger = await login(school, child.email, child.password);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    const body = stranger.json() as { success: boolean; error: { code: string; message: string } };
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(HELPFUL);

    const classmate = await signUp();
    expect((await login(school, classmate.email, classmate.password)).statusCode).toBe(200);
    expect((await login(school, classmate.email, 'one typo')).statusCode).toBe(401);
    expect((await login(school, classmate.email, classmate.password)).statusCode).toBe(200);
  });

  it('a device cookie of another account does not open a locked one', async () => {
    const school = freshIp();
    const [child, sibling] = [await signUp(), await signUp()];
    const siblingDevice = deviceCookieOf(await login(school, sibling.email, sibling.password));
    await tenWrongPasswords(school, child.email);
    expect((await login(school, child.email, child.password, siblingDevice)).statusCode).toBe(429);
  });

  it('wrong passwords with a parent’s child link count like wrong logins', async () => {
    const school = freshIp();
    const [parent, child] = [await signUp('PARENT'), await signUp()];
    const link = (password: string) => postFrom(stack.gw, school, '/api/auth/children/link', { email: child.email, password }, bearer(parent.accessToken));
    for (let i = 0; i < 5; i++) expect((await link('wrong-password')).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await login(school, child.email, 'wrong-password')).statusCode).toBe(401);
    const locked = await link(child.password);
    expect(locked.statusCode).toBe(429);
    expect((locked.json() as { error: { message: string } }).error.message).toMatch(HELPFUL);
  });

  it('a success forgets the failures before it', async () => {
    const school = freshIp();
    const child = await signUp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await login(school, child.email, 'wrong-password')).statusCode).toBe(401);
      expect((await login(school, child.email, child.password)).statusCode).toBe(200);
    }
  });
});

describe('unlocking', () => {
  it('a parent unlocks a linked child; not a child of someone else', async () => {
    const school = freshIp();
    const [parent, child, stranger] = [await signUp('PARENT'), await signUp(), await signUp()];
    const linked = await postFrom(stack.gw, freshIp(), '/api/auth/children/link', { email: child.email, password: child.password }, bearer(parent.accessToken));
    expect(linked.statusCode).toBe(200);
    await tenWrongPasswords(school, child.email);
    expect((await login(school, child.email, child.password)).statusCode).toBe(429);

    const unlock = (id: string) => postFrom(stack.gw, freshIp(), `/api/auth/children/${id}/unlock`, {}, bearer(parent.accessToken));
    const notMine = await unlock(stranger.id);
    expect(notMine.statusCode).toBe(404);
    const res = await unlock(child.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { unlocked: true } });
    expect((await login(school, child.email, child.password)).statusCode).toBe(200);
    // A student cannot unlock anyone (the parents' route).
    expect((await postFrom(stack.gw, freshIp(), `/api/auth/children/${child.id}/unlock`, {}, bearer(child.accessToken))).statusCode).toBe(403);
  });

  it('a teacher unlocks a student of their class; not a student outside their classes', async () => {
    const school = freshIp();
    const run = hex();
    const t = await createAccountInAuth(stack.auth, { email: `t_${run}@example.com`, username: `t_${run}`, displayName: 'Ms T', password: 'password1', role: 'TEACHER', plan: 'FREE', timeZone: 'UTC', gradeLevel: null });
    const teacherToken = tokensOf(await login(freshIp(), t.email, 'password1')).accessToken;
    const [pupil, outsider] = [await signUp(), await signUp()];
    await eventually(async () => (await stack.teacher.knows(t.id)) && (await stack.teacher.knows(pupil.id)) && (await stack.teacher.knows(outsider.id)), 'the teacher service knows the accounts');

    const call = (method: 'POST', url: string, body: Record<string, unknown> = {}) => stack.gw.inject({ method, url, payload: body, headers: bearer(teacherToken), remoteAddress: freshIp() });
    const created = await call('POST', '/api/teacher/classrooms', { name: 'Unlock class', gradeLevel: 6, subject: 'Math' });
    expect(created.statusCode).toBe(201);
    const classroomId = (created.json() as { data: { id: string } }).data.id;
    expect((await call('POST', `/api/teacher/classrooms/${classroomId}/students`, { username: pupil.username })).statusCode).toBe(201);

    await tenWrongPasswords(school, pupil.email);
    await tenWrongPasswords(school, outsider.email);

    expect((await call('POST', `/api/teacher/classrooms/${classroomId}/students/${outsider.id}/unlock`)).statusCode).toBe(404);
    const res = await call('POST', `/api/teacher/classrooms/${classroomId}/students/${pupil.id}/unlock`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, data: { unlockRequested: true } });

    // Auth applies the teacher's event within seconds (the gateway's attempt limit per account and
    // IP is raised in this file, so the polling itself is never what refuses).
    await eventually(async () => (await login(school, pupil.email, pupil.password)).statusCode === 200, 'the pupil signs in again');
    expect((await login(school, outsider.email, outsider.password)).statusCode).toBe(429);
  });
});
