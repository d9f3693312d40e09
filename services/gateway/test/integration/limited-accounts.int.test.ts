/**
 * Limited accounts through the gateway (docs/adr/0239, docs/product/coppa-ferpa.md): a student who
 * signs up alone and may be under 13 is refused guild chat (socket), friend requests and
 * challenges with PARENT_APPROVAL_REQUIRED, and other students read the boards without the child's
 * name; a linked parent approves, and after a token refresh the same calls succeed. Real auth,
 * game, engagement and realtime on real storage, NATS and Redis.
 *
 * Redis and the streams are shared with other suites: every account is new, names are built from
 * consonants (random hex can read as a phone number to the chat filter), and the board read is a
 * class of this test's own (a classroom id nobody else has).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode, PARENT_APPROVAL_MESSAGES, hiddenPlayerName, type EventData, type EventSubject, type Leaderboard } from '@mathquest/contracts';
import { connectEventBus, ensureStream, newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import jwt from 'jsonwebtoken';
import { Redis } from 'ioredis';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../../src/app.js';
import { startPracticeStack, type PracticeStack } from '../helpers/practice-stack.js';
import { realtimeFacts, scaledName, startScaledRealtime, type ClientSocket } from '../helpers/scaled.js';
import { gatewayConfig, urlOf } from '../helpers/stack.js';

const WAIT_MS = 20_000;
const REALTIME_NAME = 'realtime.limited.test';
let stack: PracticeStack;
let realtime: ServiceApp[];
let gateway: FastifyInstance;
let base: string;
let bus: EventBus;
let redis: Redis;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  const infra = testInfra();
  bus = await connectEventBus(infra.natsUrl, 'limited-accounts-test');
  await Promise.all((['GAME', 'AUTH', 'TEACHER', 'ENGAGEMENT'] as const).map((s) => ensureStream(bus.jsm, s)));
  redis = new Redis(infra.redisUrl);
  // Auth, the game (the gateway fills a parent's child cards from it, docs/adr/0029) and engagement; realtime behind a name of its own.
  stack = await startPracticeStack();
  const rt = await startScaledRealtime();
  realtime = rt.instances;
  gateway = await buildGatewayApp(
    await gatewayConfig({ AUTH_URL: stack.urls.auth, GAME_URL: stack.urls.game }, { ENGAGEMENT_URL: stack.urls.engagement, REALTIME_URL: `http://${REALTIME_NAME}:${rt.port}` }),
    { resolveHost: scaledName(REALTIME_NAME).resolve },
  );
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = urlOf(gateway);
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await gateway?.close();
  await Promise.allSettled((realtime ?? []).map((app) => app.close()));
  await stack?.close();
  await bus?.close();
  redis?.disconnect();
});

const CONSONANTS = 'bcdfghjklmnpqrstvwxz';
/** A name of consonants only: random hex can read as a phone number to the chat and name filters. */
const consonants = (n: number) => [...randomBytes(n)].map((b) => CONSONANTS[b % CONSONANTS.length]).join('');
/** Each call from its own address: the gateway's sign-up and refresh limits count per address. */
const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;
const thisYear = new Date().getUTCFullYear();

interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  user: { limits?: string };
}

async function signUp(role: 'STUDENT' | 'PARENT', extra: Record<string, unknown> = {}): Promise<Account> {
  const username = `lm_${consonants(10)}`;
  const body = { email: `${username}@example.com`, password: 'password1', confirmPassword: 'password1', username, displayName: 'Sam', role, ...(role === 'STUDENT' ? { gradeLevel: 5 } : {}), ...extra };
  const res = await gateway.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: address() });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { user: Account['user'] & { id: string }; accessToken: string; refreshToken: string };
  return { id: data.user.id, username, email: body.email, password: body.password, accessToken: data.accessToken, refreshToken: data.refreshToken, user: data.user };
}

const bearer = (a: { accessToken: string }) => ({ authorization: `Bearer ${a.accessToken}` });
const call = (a: { accessToken: string }, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  gateway.inject({ method, url, headers: bearer(a), remoteAddress: address(), ...(payload ? { payload } : {}) });

async function refresh(a: Account): Promise<Account> {
  const res = await gateway.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken: a.refreshToken }, remoteAddress: address() });
  expect(res.statusCode, res.body).toBe(200);
  const pair = res.json().data as { accessToken: string; refreshToken: string };
  return { ...a, ...pair };
}

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = WAIT_MS): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A socket through the gateway, as the web app opens it. */
function openSocket(token: string): Promise<ClientSocket> {
  const socket: ClientSocket = connectSocket(base, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, timeout: 5000 });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Joins the guild (realtime's copy of the membership is already there) and sends one message; resolves with what came back first. */
async function sendInGuild(token: string, guildId: string, message: string): Promise<{ refused?: { code: string; message: string }; received?: { message: string } }> {
  const socket = await openSocket(token);
  const joined = new Promise((resolve) => socket.once('guild:joined', resolve));
  socket.emit('join:guild', { guildId });
  await joined;
  const outcome = new Promise<{ refused?: { code: string; message: string }; received?: { message: string } }>((resolve) => {
    socket.once('guild:message_refused', (r) => resolve({ refused: r }));
    socket.once('guild:message_received', (m) => resolve({ received: m }));
  });
  socket.emit('guild:message', { guildId, message });
  const result = await outcome;
  socket.disconnect();
  return result;
}

const challengeBody = (username: string) => ({ username, topic: 'Fractions', problemCount: 3, timeLimit: 60, wagerCoins: 0, wagerGems: 0 });
const publish = <S extends EventSubject>(subject: S, data: EventData<S>) => bus.publish(subject, newEvent(subject, data, undefined, randomUUID(), new Date()));

async function linkAndApprove(parent: Account, kid: Account): Promise<void> {
  const link = await call(parent, 'POST', '/api/auth/children/link', { email: kid.email, password: kid.password });
  expect(link.statusCode, link.body).toBe(200);
  expect(link.json().data.children).toEqual([expect.objectContaining({ id: kid.id, limits: 'PENDING_PARENT_APPROVAL' })]);
  const approve = await call(parent, 'POST', `/api/auth/children/${kid.id}/approve`);
  expect(approve.statusCode, approve.body).toBe(200);
  expect(approve.json().data).toEqual({ childId: kid.id, approved: true });
}

describe('a self-registered student who may be under 13', () => {
  it('is refused chat, friends and challenges until a linked parent approves; after a token refresh the same calls succeed', async () => {
    const kid = await signUp('STUDENT', { birthYear: thisYear - 10 });
    const other = await signUp('STUDENT');
    const parent = await signUp('PARENT');
    expect(kid.user.limits).toBe('PENDING_PARENT_APPROVAL');
    expect(jwt.decode(kid.accessToken)).toMatchObject({ limits: 'PENDING_PARENT_APPROVAL' });
    expect(other.user.limits).toBeUndefined(); // no birth year given: not limited

    const refusedWith = (message: string) => ({ success: false, error: { code: ErrorCode.PARENT_APPROVAL_REQUIRED, message } });
    const friendRequest = await call(kid, 'POST', '/api/engagement/friends/requests', { username: other.username });
    expect(friendRequest.statusCode).toBe(403);
    expect(friendRequest.json()).toEqual(refusedWith(PARENT_APPROVAL_MESSAGES.FRIENDS));
    expect((await call(kid, 'POST', `/api/engagement/friends/requests/${other.id}/accept`)).json()).toEqual(refusedWith(PARENT_APPROVAL_MESSAGES.FRIENDS));
    const challenge = await call(kid, 'POST', '/api/engagement/challenges', challengeBody(other.username));
    expect(challenge.statusCode).toBe(403);
    expect(challenge.json()).toEqual(refusedWith(PARENT_APPROVAL_MESSAGES.CHALLENGES));
    expect((await call(kid, 'POST', `/api/engagement/challenges/${randomUUID()}/accept`)).json()).toEqual(refusedWith(PARENT_APPROVAL_MESSAGES.CHALLENGES));

    const guildId = `g-${randomUUID()}`;
    await realtimeFacts(redis).applyMembership(kid.id, guildId, Date.now());
    expect((await sendInGuild(kid.accessToken, guildId, 'Fractions raid at four?')).refused).toEqual({ guildId, code: ErrorCode.PARENT_APPROVAL_REQUIRED, message: PARENT_APPROVAL_MESSAGES.CHAT });

    // Only a linked parent approves: another parent is told the child is not theirs.
    const stranger = await signUp('PARENT');
    expect((await call(stranger, 'POST', `/api/auth/children/${kid.id}/approve`)).statusCode).toBe(404);
    await linkAndApprove(parent, kid);
    // Approving again changes nothing.
    expect((await call(parent, 'POST', `/api/auth/children/${kid.id}/approve`)).statusCode).toBe(200);

    const approved = await refresh(kid);
    expect(jwt.decode(approved.accessToken)).not.toHaveProperty('limits');
    expect((await call(approved, 'GET', '/api/auth/me')).json().data).not.toHaveProperty('limits');

    // Engagement learns the other student's username from auth's events: a 404 until then.
    const requested = await until(() => call(approved, 'POST', '/api/engagement/friends/requests', { username: other.username }), (r) => r.statusCode !== 404);
    expect(requested.statusCode, requested.body).toBe(201);
    const sent = await call(approved, 'POST', '/api/engagement/challenges', challengeBody(other.username));
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await sendInGuild(approved.accessToken, guildId, 'Fractions raid at four?')).received).toMatchObject({ message: 'Fractions raid at four?' });
  });

  it("is on the boards other students read without the child's name, and cannot be found by name, until a parent approves; the child sees their own", async () => {
    const kid = await signUp('STUDENT', { birthYear: thisYear - 9 });
    const other = await signUp('STUDENT');
    const parent = await signUp('PARENT');
    const classroomId = `c${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    await publish('teacher.classroom.members.changed', { classroomId, teacherId: `t${randomUUID().slice(0, 8)}`, name: 'Class 5L', memberIds: [kid.id, other.id], version: 1, deleted: false });
    let version = 1;
    for (const [id, totalXp] of [[kid.id, 400], [other.id, 200]] as const) {
      await publish('game.progress.updated', { userId: id, level: 2, totalXp, xpToNextLevel: 1000, xpForCurrentLevel: 100, currentStreak: 1, longestStreak: 1, lastActiveDay: null, totalProblems: 10, totalCorrect: 5, totalTimeSpent: 100, accuracy: 50, bestCombo: 1, version: version++ });
    }
    const board = async (a: Account) => (await call(a, 'GET', '/api/engagement/leaderboards?type=TOTAL_XP&scope=CLASS')).json().data as Leaderboard;
    const names = (b: Leaderboard) => b.entries.map((e) => [e.studentId, e.username]);

    const seen = await until(() => board(other), (b) => b.entries.length === 2 && b.entries.every((e) => e.username !== 'Student'));
    expect(names(seen)).toEqual([[kid.id, hiddenPlayerName(kid.id)], [other.id, other.username]]);
    expect(JSON.stringify(seen)).not.toContain(kid.username);
    const own = await board(kid);
    expect(names(own)).toEqual([[kid.id, kid.username], [other.id, other.username]]);
    expect(own.myEntry).toMatchObject({ studentId: kid.id, rank: 1, username: kid.username });
    // Known to engagement (on the board), yet nobody finds the child by name for a friend request or a challenge.
    expect((await call(other, 'POST', '/api/engagement/friends/requests', { username: kid.username })).json().error.code).toBe(ErrorCode.USER_NOT_FOUND);
    expect((await call(other, 'POST', '/api/engagement/challenges', challengeBody(kid.username))).json().error.code).toBe(ErrorCode.USER_NOT_FOUND);

    await linkAndApprove(parent, kid);
    const after = await until(() => board(other), (b) => b.entries[0]?.username === kid.username);
    expect(names(after)).toEqual([[kid.id, kid.username], [other.id, other.username]]);
    const asked = await until(() => call(other, 'POST', '/api/engagement/friends/requests', { username: kid.username }), (r) => r.statusCode !== 404);
    expect(asked.statusCode, asked.body).toBe(201);
  });
});
