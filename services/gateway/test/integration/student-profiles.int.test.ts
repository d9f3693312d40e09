/**
 * A student's profile composed by the gateway from the game and the wallet (docs/adr/0029), and
 * the cost of an answer across the services: real auth, game, engagement, NATS and storage.
 */
import { randomUUID } from 'node:crypto';
import { CHILDREN_GRANT_AUDIENCE, CHILDREN_GRANT_HEADER } from '@mathquest/contracts';
import { testKeys } from '@mathquest/service-kit/testing';
import jwt from 'jsonwebtoken';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolver, type Solver } from '../../../game/test/helpers/solver.js';
import { startPracticeStack, type PracticeStack, type ServiceName } from '../helpers/practice-stack.js';
import { closedPort, gatewayConfig, hex, readyGateway, registerBody } from '../helpers/stack.js';

let stack: PracticeStack;
let gateway: FastifyInstance;
let solver: Solver;

beforeAll(async () => {
  stack = await startPracticeStack();
  gateway = await readyGateway(await gatewayConfig({ AUTH_URL: stack.urls.auth, GAME_URL: stack.urls.game }, { ENGAGEMENT_URL: stack.urls.engagement }));
  solver = createSolver(stack.storage.game);
});
afterAll(async () => {
  await gateway?.close();
  await stack?.close();
});

interface Account {
  id: string;
  email: string;
  password: string;
  auth: { authorization: string };
}

async function signUp(role: 'STUDENT' | 'PARENT' = 'STUDENT'): Promise<Account> {
  const body = registerBody(hex(), role);
  const res = await gateway.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(res.statusCode).toBe(201);
  const data = res.json().data as { user: { id: string }; accessToken: string };
  return { id: data.user.id, email: body.email, password: body.password, auth: { authorization: `Bearer ${data.accessToken}` } };
}

/** A premium session through the gateway (registration makes FREE accounts: three answers a day, enough here). */
async function startSession(s: Account, mode: 'SOLO_PRACTICE' | 'SPEED' = 'SOLO_PRACTICE'): Promise<string> {
  const res = await gateway.inject({ method: 'POST', url: '/api/game/session/start', headers: s.auth, payload: { mode, deviceType: 'web' } });
  expect(res.statusCode).toBe(201);
  return res.json().data.session.id as string;
}

/** One answer as the web sends it: next, then submit (right or wrong). */
async function answer(s: Account, sessionId: string, correct: boolean) {
  const next = await gateway.inject({ method: 'GET', url: `/api/game/problem/next?sessionId=${sessionId}`, headers: s.auth });
  expect(next.statusCode).toBe(200);
  const problemId = next.json().data.id as string;
  const given = correct ? await solver.answer(problemId) : '987654321';
  const send = (key: string) => gateway.inject({ method: 'POST', url: '/api/game/problem/submit', headers: { ...s.auth, 'idempotency-key': key }, payload: { sessionId, problemId, answer: given, timeSpent: 30, hintsUsed: 0 } });
  let submit = await send(problemId);
  // A wrong answer the checker cannot read is nudged a few times, then graded (attempt policy).
  for (let i = 0; i < 4 && submit.json().data.graded === false; i++) submit = await send(`${problemId}-${i}`);
  expect(submit.statusCode).toBe(200);
  expect(submit.json().data.graded).toBe(true);
  return submit.json().data as { graded: boolean; coinsEarned: number; progress: Record<string, number> };
}

const wallet = async (s: Account) => (await gateway.inject({ method: 'GET', url: '/api/engagement/wallet', headers: s.auth })).json().data as { coins: number };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a student’s profile', () => {
  it('shows the game’s progress right after an answer and the wallet’s balance, on /me and at login', async () => {
    const s = await signUp();
    const sessionId = await startSession(s);
    const results = [await answer(s, sessionId, true), await answer(s, sessionId, false)];
    const progress = results[1]!.progress;

    // Progress belongs to the game: /me shows exactly what the last answer credited, with no wait.
    const me = (await gateway.inject({ method: 'GET', url: '/api/auth/me', headers: s.auth })).json().data;
    expect(me.studentProfile).toMatchObject({
      gradeLevel: 7,
      currentLevel: progress.level,
      totalXp: progress.totalXp,
      xpToNextLevel: progress.xpToNextLevel,
      xpForCurrentLevel: progress.xpForCurrentLevel,
      currentStreak: 1,
      longestStreak: 1,
      totalProblems: 2,
      totalCorrect: 1,
      totalTimeSpent: 1,
      averageAccuracy: 50,
    });
    expect(me.studentProfile.totalXp).toBeGreaterThan(0);

    // Coins belong to the wallet, credited from the answer's event (milliseconds later).
    const coins = results.reduce((sum, r) => sum + r.coinsEarned, 0);
    expect(coins).toBeGreaterThan(0);
    await until(() => wallet(s), (w) => w.coins === coins);
    const again = (await gateway.inject({ method: 'GET', url: '/api/auth/me', headers: s.auth })).json().data;
    expect(again.studentProfile).toMatchObject({ coins, gems: 0, totalXp: progress.totalXp });

    const login = await gateway.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password: s.password } });
    expect(login.json().data.user.studentProfile).toEqual(again.studentProfile);
  });

  it('shows a parent each child’s figures, from the game and the wallet, and never hands the grant to the client', async () => {
    const kid = await signUp();
    const parent = await signUp('PARENT');
    const sessionId = await startSession(kid);
    const last = await answer(kid, sessionId, true);
    await until(() => wallet(kid), (w) => w.coins === last.coinsEarned);

    const link = await gateway.inject({ method: 'POST', url: '/api/auth/children/link', headers: parent.auth, payload: { email: kid.email, password: kid.password } });
    expect(link.statusCode).toBe(200);
    expect(link.headers[CHILDREN_GRANT_HEADER]).toBeUndefined();
    const list = await gateway.inject({ method: 'GET', url: '/api/auth/children', headers: parent.auth });
    expect(list.statusCode).toBe(200);
    expect(list.headers[CHILDREN_GRANT_HEADER]).toBeUndefined();
    const expected = { currentLevel: last.progress.level, totalXp: last.progress.totalXp, totalProblems: 1, totalCorrect: 1, currentStreak: 1, averageAccuracy: 100, coins: last.coinsEarned };
    expect(link.json().data.children[0].studentProfile).toMatchObject(expected);
    expect(list.json().data.children).toEqual([{ id: kid.id, profile: expect.any(Object), studentProfile: expect.objectContaining(expected), chatEnabled: true }]);

    // The routes behind it answer with auth's grant for this very parent, which the gateway gets:
    // a grant the client sends is dropped, and only the parent's own children are shown.
    for (const url of ['/api/game/children/progress', '/api/engagement/children/wallets']) {
      for (const headers of [parent.auth, { ...parent.auth, [CHILDREN_GRANT_HEADER]: 'made.up.grant' }]) {
        const read = await gateway.inject({ method: 'GET', url, headers });
        expect(read.statusCode, url).toBe(200);
        expect(read.json().data.children.map((c: { id: string }) => c.id)).toEqual([kid.id]);
      }
      expect((await gateway.inject({ method: 'GET', url, headers: kid.auth })).statusCode).toBe(403);
    }
  });

  it('gives a parent the report on a linked child, with a grant the gateway gets from auth (docs/adr/0073)', async () => {
    const kid = await signUp();
    const stranger = await signUp();
    const parent = await signUp('PARENT');
    const sessionId = await startSession(kid);
    await answer(kid, sessionId, true);
    await answer(kid, sessionId, false);
    const link = await gateway.inject({ method: 'POST', url: '/api/auth/children/link', headers: parent.auth, payload: { email: kid.email, password: kid.password } });
    expect(link.statusCode).toBe(200);

    const res = await gateway.inject({ method: 'GET', url: `/api/game/children/${kid.id}/report`, headers: parent.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers[CHILDREN_GRANT_HEADER]).toBeUndefined();
    const data = res.json().data;
    expect(data.recentSessions).toEqual([expect.objectContaining({ id: sessionId, problemsAnswered: 2, correctAnswers: 1 })]);
    expect(data.topics7.reduce((n: number, t: { attempted: number }) => n + t.attempted, 0)).toBe(2);
    expect(data.timeSpent30).toBeGreaterThan(0);

    // Not this parent's child: 404, even with a grant the client sends along (here one that auth's
    // key signed, as only a leak could give a client): the gateway drops it and gets auth's own.
    const made = jwt.sign({ children: [{ id: stranger.id, tz: 'UTC' }] }, testKeys().privateKeyPem, {
      algorithm: 'ES256',
      expiresIn: 60,
      audience: CHILDREN_GRANT_AUDIENCE,
      issuer: 'mathquest-auth',
      subject: parent.id,
    });
    for (const headers of [parent.auth, { ...parent.auth, [CHILDREN_GRANT_HEADER]: made }]) {
      const foreign = await gateway.inject({ method: 'GET', url: `/api/game/children/${stranger.id}/report`, headers });
      expect(foreign.statusCode).toBe(404);
    }
    // A student is not a parent.
    expect((await gateway.inject({ method: 'GET', url: `/api/game/children/${kid.id}/report`, headers: kid.auth })).statusCode).toBe(403);
  });

  it('keeps /me and login working when the game is down (profile null), and says the children view is unavailable', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const broken = await readyGateway(await gatewayConfig({ AUTH_URL: stack.urls.auth, GAME_URL: down }, { ENGAGEMENT_URL: stack.urls.engagement }));
    try {
      const s = await signUp();
      const parent = await signUp('PARENT');
      const me = await broken.inject({ method: 'GET', url: '/api/auth/me', headers: s.auth });
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ id: s.id, role: 'STUDENT', studentProfile: null });
      const login = await broken.inject({ method: 'POST', url: '/api/auth/login', payload: { email: s.email, password: s.password } });
      expect(login.statusCode).toBe(200);
      expect(login.json().data.user.studentProfile).toBeNull();
      // A parent without children needs no figures; with one, the view cannot be shown without them.
      expect((await broken.inject({ method: 'GET', url: '/api/auth/children', headers: parent.auth })).json()).toEqual({ success: true, data: { children: [] } });
      await broken.inject({ method: 'POST', url: '/api/auth/children/link', headers: parent.auth, payload: { email: s.email, password: s.password } });
      const children = await broken.inject({ method: 'GET', url: '/api/auth/children', headers: parent.auth });
      expect(children.statusCode).toBe(503);
      expect(children.json().error.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await broken.close();
    }
  });
});

describe('the cost of an answer across the services', () => {
  // A Speed Challenge answer (docs/adr/0135) goes the same way and must cost the same: its run's clock travels on the served problem.
  it.each(['SOLO_PRACTICE', 'SPEED'] as const)('is at most 5 storage operations per answer (next + submit + wallet credit + anything else), on average over 6 answers: %s', async (mode) => {
    // A PREMIUM student (no daily count), signed as auth would: the answer path never asks auth.
    const id = randomUUID().replace(/-/g, '').slice(0, 24);
    const token = jwt.sign({ sub: id, role: 'STUDENT', username: `c_${id.slice(0, 8)}`, plan: 'PREMIUM', tz: 'UTC', grade: 6 }, testKeys().privateKeyPem, {
      algorithm: 'ES256',
      audience: 'mathquest',
      issuer: 'mathquest-auth',
      expiresIn: '10m',
    });
    const s: Account = { id, email: '', password: '', auth: { authorization: `Bearer ${token}` } };
    // The wallet as stored, read on the test's own connection (not counted).
    const coinsStored = async () => (await stack.storage.engagement.db!.collection<{ _id: string; coins?: number }>('wallets').findOne({ _id: id }))?.coins ?? 0;

    const sessionId = await startSession(s, mode);
    let coins = (await answer(s, sessionId, true)).coinsEarned; // warm-up: the student's state exists and is cached
    await until(coinsStored, (c) => c === coins);

    const from = Object.fromEntries(Object.entries(stack.commands).map(([k, v]) => [k, v.length])) as Record<ServiceName, number>;
    const answers = 6;
    for (let i = 0; i < answers; i++) coins += (await answer(s, sessionId, true)).coinsEarned;
    expect(await until(coinsStored, (c) => c === coins)).toBe(coins);
    await new Promise((r) => setTimeout(r, 300)); // anything else the answers set off (events, projections)

    const used = (name: ServiceName) => stack.commands[name].slice(from[name]).map((c) => `${c.name} ${c.collection}`);
    // next = the new problem; submit = the problem, the student's one versioned write, the problem marked answered.
    expect(used('game').sort()).toEqual(Array.from({ length: answers }, () => ['find served_problems', 'insert served_problems', 'update served_problems', 'update students']).flat().sort());
    // The player document (the wallet extended, docs/adr/0060): one versioned update per user per batch carries every
    // effect: coins, quests, pet, battle pass, today's counts, combo, chests and notifications; a level-up's notification
    // is folded into the next one; progress and rank go to Redis. Answers one at a time are usually one batch each, but a
    // busy consumer may take two in one batch (one write for both), so the count is at most one per answer.
    // Engagement's commands about this student: the test servers share one NATS, so every stack's
    // engagement also consumes the events of the other test files' students (their answers,
    // erasures), on documents that are not this student's.
    const engagementOps = stack.commands.engagement.slice(from.engagement).filter((c) => c.head.includes(id)).map((c) => `${c.name} ${c.collection}`);
    expect(new Set(engagementOps)).toEqual(new Set(['update wallets']));
    expect(engagementOps.length).toBeLessThanOrEqual(answers);
    const player = await stack.storage.engagement.db!.collection<{ _id: string; today?: { answered: number }; pass?: { xp: number }; quests?: { items: unknown[] } }>('wallets').findOne({ _id: id });
    expect(player?.today?.answered).toBe(answers + 1);
    expect(player?.pass?.xp).toBeGreaterThan(0);
    expect(player?.quests?.items).toHaveLength(3);
    // Auth keeps no copy of progress or coins: an answer makes no auth storage call.
    expect(used('auth')).toEqual([]);
    const perAnswer = (used('game').length + engagementOps.length + used('auth').length) / answers;
    expect(perAnswer).toBeLessThanOrEqual(5);
  });
});
