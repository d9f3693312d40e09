/**
 * What the gateway's sign-in tests of a school share (auth-lockout, class-sign-in,
 * roster-language): the real auth service with its background work (it consumes the teacher
 * service's classrooms and unlock requests), the teacher service, the profile sources, and a
 * gateway in front of them with the default limits but for the attempts per account and IP
 * (raised, so a test polling a sign-in is never refused by it; auth-limits.int.test.ts tests that
 * limit); and the steps those tests repeat: fresh client addresses, a teacher signed in, a
 * classroom auth's roster knows, bounded polling.
 */
import type { ServiceApp } from '@mathquest/service-kit';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { startProfileSources, startTeacherService, type ProfileSources } from './practice-stack.js';
import { createAccountInAuth, gatewayConfig, postFrom, readyGateway, startAuth } from './stack.js';

/** Auth's dependencies, as startAuth takes them. */
type AuthDeps = NonNullable<Parameters<typeof startAuth>[1]>;

export interface SchoolStack {
  auth: ServiceApp;
  teacher: Awaited<ReturnType<typeof startTeacherService>>;
  gw: FastifyInstance;
}

/**
 * Call at the top of a test file: starts the stack before its tests and stops it after them. The
 * fields are set by the beforeAll, so read them inside tests and hooks. `prefix` names the
 * teacher service's database; `authDeps` adds to auth's dependencies (a clock, say).
 */
export function useSchoolStack(prefix: string, authDeps: AuthDeps = {}): SchoolStack {
  const stack: Partial<SchoolStack> = {};
  let sources: ProfileSources | undefined;
  beforeAll(async () => {
    const started = await startAuth(() => {}, authDeps);
    stack.auth = started.auth;
    sources = await startProfileSources();
    stack.teacher = await startTeacherService(prefix);
    stack.gw = await readyGateway(
      await gatewayConfig({ AUTH_URL: started.url, GAME_URL: sources.urls.game }, { ENGAGEMENT_URL: sources.urls.engagement, TEACHER_URL: stack.teacher.url, AUTH_RATE_LIMIT_MAX: '1000' }),
    );
  }, 60_000);
  afterAll(async () => {
    await stack.gw?.close();
    await stack.teacher?.close();
    await sources?.close();
    await stack.auth?.close();
  });
  return stack as SchoolStack;
}

/**
 * Private client addresses under `prefix` (`'10.78'`), a new one at each call: each test is a
 * school of its own, since the gateway and auth count per address. Each file takes a prefix of
 * its own.
 */
export function addresses(prefix: string): () => string {
  let next = 0;
  return () => `${prefix}.${(next >> 8) & 255}.${next++ & 255}`;
}

/** Letters only: random hex can read as a phone number to the name filter. */
export const LETTERS = 'bcdfghjklmnprstvwz';
export const tag = (n = 6) => Array.from({ length: n }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const dataOf = <T>(res: LightMyRequestResponse) => (res.json() as { data: T }).data;

/** Polls `check` every 100 ms until it holds, for at most `withinMs`. */
export async function eventually(check: () => Promise<boolean>, what: string, withinMs = 20_000): Promise<void> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > withinMs) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Runs `work` over `items`, `limit` at a time. */
export async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += limit) out.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return out;
}

/** A teacher signed in through the gateway, and the address their calls come from. */
export interface SchoolTeacher {
  token: string;
  ip: string;
}

/** A teacher account (teachers cannot sign up: stored through auth's use case), signed in from `ip`. */
export async function newTeacher(stack: SchoolStack, ip: string, timeZone = 'UTC'): Promise<SchoolTeacher> {
  const t = tag();
  const email = `teacher_${t}@school.example`;
  await createAccountInAuth(stack.auth, { email, username: `t_${t}`, displayName: `Ms ${t}`, password: 'password1', role: 'TEACHER', plan: 'FREE', timeZone, gradeLevel: null });
  const res = await postFrom(stack.gw, ip, '/api/auth/login', { email, password: 'password1' });
  expect(res.statusCode).toBe(200);
  return { token: dataOf<{ accessToken: string }>(res).accessToken, ip };
}

/** A teacher's GET and POST through the gateway, from the teacher's address. */
export function teacherCalls(stack: SchoolStack) {
  return {
    get: (who: SchoolTeacher, url: string) => stack.gw.inject({ method: 'GET', url, headers: bearer(who.token), remoteAddress: who.ip }),
    post: (who: SchoolTeacher, url: string, body: unknown) => postFrom(stack.gw, who.ip, url, body, bearer(who.token)),
  };
}

/**
 * A classroom of the teacher (with `extra` fields such as `language`), once auth's projection
 * knows it: the roster answers 200 (auth learns classrooms from the teacher service's event).
 */
export async function newClassroom(stack: SchoolStack, who: SchoolTeacher, extra: Record<string, unknown> = {}): Promise<{ id: string; language: string }> {
  const { get, post } = teacherCalls(stack);
  const res = await post(who, '/api/teacher/classrooms', { name: `Class ${tag(4)}`, gradeLevel: 5, subject: 'Math', ...extra });
  expect(res.statusCode).toBe(201);
  const classroom = dataOf<{ id: string; language: string }>(res);
  await eventually(async () => (await get(who, `/api/auth/classrooms/${classroom.id}/roster`)).statusCode === 200, 'auth knows the classroom');
  return classroom;
}
