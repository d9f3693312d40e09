/**
 * Two game instances behind one host name, as `docker compose up --scale game=2` makes them
 * (docs/adr/0150): the gateway sends consecutive requests to the instances in turn (per request,
 * not per keep-alive connection), so a student's practice runs across both — a problem served by
 * one is re-served or answered on the other — and every count stays what one instance would say
 * (each instance's cached copies are version-checked, docs/adr/0043, 0029).
 */
import type { ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../../src/app.js';
import { createSolver, makeUser, scaledName, startScaledGame, type Received, type Solver, type TestUser } from '../helpers/scaled.js';
import { gatewayConfig } from '../helpers/stack.js';

const NAME = 'game.scaled.test';
const WAIT_MS = 10_000;
let instances: ServiceApp[];
let port: number;
let gateway: FastifyInstance;
let gameDb: Connection;
let solver: Solver;
const keys = testKeys();
/** Every request the instances received: which instance, what, and the user it was for. */
const received: Received[] = [];

beforeAll(async () => {
  const infra = testInfra();
  const dbName = uniqueDbName('gw_scaled_game');
  const started = await startScaledGame(dbName, received);
  instances = started.instances;
  port = started.port;
  gateway = await startGateway();
  gameDb = await mongoose.createConnection(infra.mongoUrl, { dbName }).asPromise();
  solver = createSolver(gameDb);
});

afterAll(async () => {
  await gateway?.close();
  await Promise.allSettled((instances ?? []).map((app) => app.close()));
  await gameDb?.close();
});

const startGateway = async () => {
  const app = await buildGatewayApp(await gatewayConfig({ GAME_URL: `http://${NAME}:${port}` }), { resolveHost: scaledName(NAME).resolve });
  await app.ready();
  return app;
};

/** The game API through the gateway, and which instance answered each call. */
function through(u: TestUser, via = () => gateway) {
  let last = -1;
  const call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const before = received.length;
    const res = await via().inject({ method, url, headers: { ...u.auth, ...headers }, ...(payload ? { payload } : {}) });
    const mine = received.slice(before).filter((r) => r.auth === u.auth.authorization);
    expect(mine).toHaveLength(1);
    last = mine[0]!.instance;
    return { status: res.statusCode, data: res.json().data, instance: mine[0]!.instance };
  };
  return {
    /** The instance that answered the last call. */
    last: () => last,
    start: () => call('POST', '/api/game/session/start', { mode: 'SOLO_PRACTICE', deviceType: 'web' }),
    next: (sessionId: string) => call('GET', `/api/game/problem/next?sessionId=${sessionId}`),
    hint: (problemId: string) => call('GET', `/api/game/problem/hint?problemId=${problemId}&hintIndex=0`),
    submit: (body: Record<string, unknown>, key?: string) => call('POST', '/api/game/problem/submit', body, key ? { 'idempotency-key': key } : {}),
    progress: () => call('GET', '/api/game/progress'),
    session: (sessionId: string) => call('GET', `/api/game/session/${sessionId}`),
    end: (sessionId: string) => call('POST', `/api/game/session/${sessionId}/end`),
  };
}

describe('two game instances behind the gateway', () => {
  it('spreads consecutive requests over both instances, one after the other', async () => {
    const api = through(makeUser(keys.privateKeyPem));
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await api.progress();
      expect(r.status).toBe(200);
      seen.push(r.instance);
    }
    expect(seen.slice(1).every((instance, i) => instance !== seen[i])).toBe(true);
    expect(new Set(seen)).toEqual(new Set([0, 1]));
  });

  it('plays a practice session across both instances with every count right', async () => {
    const api = through(makeUser(keys.privateKeyPem, { plan: 'PREMIUM' }));
    const started = await api.start();
    expect(started.status).toBe(201);
    const sessionId = started.data.session.id as string;

    // Right, right, wrong, right (after a hint), wrong, right.
    const right = [true, true, false, true, false, true];
    const crossings = new Set<string>();
    let rights = 0;
    let combo = 0;
    let xp = 0;
    for (let i = 0; i < right.length; i++) {
      // Problem i is served by instance i % 2: requests take the instances in turn (the test
      // above), so one more read first when the last request went to that instance.
      if (api.last() === i % 2) expect((await api.progress()).status).toBe(200);
      const served = await api.next(sessionId);
      expect(served.instance).toBe(i % 2);
      expect(served.status).toBe(200);
      const problemId = served.data.id as string;
      if (i === 1 || i === 4) {
        // A reload lands on the other instance: the same open problem comes back, not a new one.
        const again = await api.next(sessionId);
        expect(again.instance).not.toBe(served.instance);
        expect(again.data.id).toBe(problemId);
        crossings.add(`re-served ${served.instance}->${again.instance}`);
      }
      let hinted = false;
      if (i === 3) {
        const hint = await api.hint(problemId);
        expect(hint.status).toBe(200);
        hinted = true;
      }
      const answer = right[i] ? await solver.answer(problemId) : await solver.wrong(problemId);
      const body = { sessionId, problemId, answer, timeSpent: 5, hintsUsed: 0 };
      const submitted = await api.submit(body, `answer-${i}`);
      expect(submitted.status).toBe(200);
      crossings.add(`answered ${served.instance}->${submitted.instance}`);
      if (i === 2) {
        // The client's retry of the same answer lands on the other instance: the same result, counted once.
        const retried = await api.submit(body, `answer-${i}`);
        expect(retried.instance).not.toBe(submitted.instance);
        expect(retried.data).toEqual(submitted.data);
      }

      rights += right[i] ? 1 : 0;
      combo = right[i] ? combo + 1 : 0;
      xp += submitted.data.xpEarned as number;
      // The hint recorded by whichever instance served it is charged by the one that grades.
      expect(submitted.data).toMatchObject({ graded: true, isCorrect: right[i], hintsUsed: hinted ? 1 : 0 });
      expect(submitted.data.combo.currentCombo).toBe(combo);
      expect(submitted.data.progress).toMatchObject({ totalProblems: i + 1, totalCorrect: rights, totalXp: xp });
      if (i % 2 === 0) expect((await api.progress()).data).toMatchObject({ totalProblems: i + 1, totalCorrect: rights, totalXp: xp });
    }
    // Problems were answered on the instance that did not serve them, both ways round, and re-served across both.
    for (const needed of ['answered 0->1', 'answered 1->0', 're-served 0->1', 're-served 1->0']) expect(crossings).toContain(needed);

    // Both instances say the same about the session and the student.
    const views = [await api.session(sessionId), await api.session(sessionId)];
    expect(new Set(views.map((v) => v.instance))).toEqual(new Set([0, 1]));
    for (const v of views) expect(v.data.session).toMatchObject({ status: 'ACTIVE', problemsAnswered: 6, correctAnswers: 4, hintsUsed: 1 });
    const progress = [await api.progress(), await api.progress()];
    expect(new Set(progress.map((p) => p.instance))).toEqual(new Set([0, 1]));
    for (const p of progress) expect(p.data).toMatchObject({ totalProblems: 6, totalCorrect: 4, totalXp: xp, accuracy: 66.7 });

    // Ended on one instance, the session is ended on the other as soon as it hears game.session.ended.
    const ended = await api.end(sessionId);
    expect(ended.data.session).toMatchObject({ status: 'ENDED', problemsAnswered: 6, correctAnswers: 4, xpEarned: xp });
    const deadline = Date.now() + WAIT_MS;
    let refusals = new Set<number>();
    while (refusals.size < 2 && Date.now() < deadline) {
      const r = await api.next(sessionId);
      if (r.status === 409) refusals.add(r.instance);
      else {
        refusals = new Set();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect(refusals).toEqual(new Set([0, 1]));
  });

  it("counts a free student's daily problems across both instances", async () => {
    const api = through(makeUser(keys.privateKeyPem, { plan: 'FREE' }));
    const sessionId = (await api.start()).data.session.id as string;
    const instancesUsed = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const served = await api.next(sessionId);
      expect(served.status).toBe(200);
      const submitted = await api.submit({ sessionId, problemId: served.data.id, answer: await solver.answer(served.data.id), timeSpent: 5, hintsUsed: 0 });
      expect(submitted.status).toBe(200);
      instancesUsed.add(served.instance).add(submitted.instance);
    }
    expect(instancesUsed).toEqual(new Set([0, 1]));
    const refused = [await api.next(sessionId), await api.next(sessionId)];
    expect(new Set(refused.map((r) => r.instance))).toEqual(new Set([0, 1]));
    for (const r of refused) expect(r.status).toBe(402);
    for (const p of [await api.progress(), await api.progress()]) expect(p.data).toMatchObject({ problemsToday: 3, dailyLimit: 3, totalProblems: 3 });
  });

  it('answers every request on the live instance when the other has gone away (its address refuses)', async () => {
    await instances[1]!.close();
    // A gateway started now (no keep-alive connection left from before): its turn would give
    // every other request to the closed instance; they connect to the live one instead.
    const fresh = await startGateway();
    try {
      const api = through(makeUser(keys.privateKeyPem), () => fresh);
      const sessionId = (await api.start()).data.session.id as string;
      const served = await api.next(sessionId);
      expect(served.status).toBe(200);
      const submitted = await api.submit({ sessionId, problemId: served.data.id, answer: await solver.answer(served.data.id), timeSpent: 5, hintsUsed: 0 });
      expect(submitted.status).toBe(200);
      expect(submitted.data.progress).toMatchObject({ totalProblems: 1, totalCorrect: 1 });
      const reads = [await api.progress(), await api.progress(), await api.progress()];
      expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
      expect([served, submitted, ...reads].map((r) => r.instance)).toEqual([0, 0, 0, 0, 0]);
    } finally {
      await fresh.close();
    }
  });
});
