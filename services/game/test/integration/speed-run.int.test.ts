/**
 * Speed Challenge in the game on real storage and NATS (docs/adr/0135): a SPEED run served and
 * graded on a pinned clock, answers after its minute (and grace) refused, the result counted by
 * the server, and the run's game.session.ended (mode SPEED, its correct answers) published: the
 * event engagement's Speed Runner board is fed by (services/engagement/test/integration/
 * social.int.test.ts takes it from there; e2e/speed-challenge.e2e.test.ts plays the whole chain).
 */
import { SPEED_PREMIUM_MESSAGE, SPEED_TIME_UP_MESSAGE } from '@mathquest/contracts';
import { connectMongo, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import type { NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGameApp, makeUser, type TestUser } from '../helpers/build-test-app.js';
import { eventsFor, openNats } from '../helpers/events.js';
import { createSolver, type Solver } from '../helpers/solver.js';

let game: ServiceApp;
let nc: NatsConnection;
let mongo: Awaited<ReturnType<typeof connectMongo>>;
let solver: Solver;
const keys = testKeys();
const gameDb = uniqueDbName('game_speed');
/** The game's clock, moved by the tests. */
let clock = Date.now();

beforeAll(async () => {
  const infra = testInfra();
  game = await buildTestGameApp(infra, keys.publicKeyPem, gameDb, {}, { now: () => new Date(clock) });
  mongo = await connectMongo(infra.mongoUrl, gameDb);
  solver = createSolver(mongo);
  nc = await openNats(infra.natsUrl);
});

afterAll(async () => {
  await mongo?.close();
  await nc?.close();
  await game?.close();
});

const student = async (plan: 'PREMIUM' | 'FREE' = 'PREMIUM'): Promise<TestUser> => makeUser(keys.privateKeyPem, { plan });

const startSpeed = (u: TestUser) => game.inject({ method: 'POST', url: '/api/game/session/start', headers: u.auth, payload: { mode: 'SPEED', deviceType: 'web' } });
const next = (u: TestUser, sessionId: string) => game.inject({ method: 'GET', url: `/api/game/problem/next?sessionId=${sessionId}`, headers: u.auth });
const submit = (u: TestUser, sessionId: string, problemId: string, answer: string) =>
  game.inject({ method: 'POST', url: '/api/game/problem/submit', headers: u.auth, payload: { sessionId, problemId, answer, timeSpent: 1, hintsUsed: 0 } });
const finish = (u: TestUser, sessionId: string) => game.inject({ method: 'POST', url: `/api/game/speed/${sessionId}/finish`, headers: u.auth });

/** Serves the run's next problem at `atMs` after the start and answers it at `answerMs`. */
async function play(u: TestUser, sessionId: string, t0: number, atMs: number, answerMs: number, correct: boolean) {
  clock = t0 + atMs;
  const served = await next(u, sessionId);
  expect(served.statusCode, served.body).toBe(200);
  const p = served.json().data as { id: string; difficulty: number };
  const answer = correct ? await solver.answer(p.id) : await solver.wrong(p.id);
  clock = t0 + answerMs;
  return { problem: p, response: await submit(u, sessionId, p.id, answer) };
}

describe('Speed Challenge', () => {
  it('plays a run: easy problems, answers after the minute refused, the result counted by the server and published, the best kept', async () => {
    const u = await student();
    const t0 = Date.now();
    clock = t0;
    const started = await startSpeed(u);
    expect(started.statusCode, started.body).toBe(201);
    const sessionId = started.json().data.session.id as string;
    expect(started.json().data.session.mode).toBe('SPEED');

    const a1 = await play(u, sessionId, t0, 0, 1_500, true); // 1.5 s: 10 + 4
    expect(a1.problem.difficulty).toBe(1);
    expect(a1.response.statusCode, a1.response.body).toBe(200);
    expect(a1.response.json().data.isCorrect).toBe(true);
    const a2 = await play(u, sessionId, t0, 1_500, 4_000, true); // 2.5 s: 10 + 3
    expect(a2.response.json().data.isCorrect).toBe(true);
    const a3 = await play(u, sessionId, t0, 4_000, 5_000, false); // wrong: 0
    expect(a3.response.json().data).toMatchObject({ graded: true, isCorrect: false });
    // Served at 59 s, answered 1.5 s after the end: inside the 2 s grace, counted (2.5 s: 10 + 3).
    const a4 = await play(u, sessionId, t0, 59_000, 61_500, true);
    expect(a4.response.statusCode, a4.response.body).toBe(200);

    // Served in time, answered 2.5 s after the end: refused, nothing credited.
    clock = t0 + 59_500;
    const late = await next(u, sessionId);
    expect(late.statusCode, late.body).toBe(200);
    const lateId = late.json().data.id as string;
    clock = t0 + 62_500;
    const refused = await submit(u, sessionId, lateId, await solver.answer(lateId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: { code: 'SESSION_ENDED', message: SPEED_TIME_UP_MESSAGE } });
    // No problem is served after the minute.
    const after = await next(u, sessionId);
    expect(after.statusCode).toBe(409);
    expect(after.json().error.code).toBe('SESSION_ENDED');

    const done = await finish(u, sessionId);
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json().data.result;
    expect(result).toMatchObject({ sessionId, answered: 4, correct: 3, score: 14 + 13 + 13, best: 40, newBest: true, secondsPerCorrect: 20 });
    expect(result.endsAt).toBe(new Date(new Date(result.startedAt).getTime() + 60_000).toISOString());
    // Finishing again gives the same result.
    expect((await finish(u, sessionId)).json().data.result).toEqual(result);

    // The run's end is published once, with what the server graded: the Speed Runner board's input.
    const ended = await eventsFor(nc, 'GAME', 'game.session.ended', u.id);
    expect(ended.map((e) => e.data)).toEqual([expect.objectContaining({ sessionId, mode: 'SPEED', problemsAnswered: 4, correctAnswers: 3 })]);

    // A weaker second run keeps the best, on the board and in the result.
    clock = Date.now() + 120_000;
    const t1 = clock;
    const second = (await startSpeed(u)).json().data.session.id as string;
    await play(u, second, t1, 0, 2_000, true);
    const weaker = (await finish(u, second)).json().data.result;
    expect(weaker).toMatchObject({ correct: 1, score: 13, best: 40, newBest: false, secondsPerCorrect: 60 });
  });

  it('is Premium: a free student is told so, and another mode’s session is not a speed run', async () => {
    const free = await student('FREE');
    const refused = await startSpeed(free);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ success: false, error: { code: 'PLAN_LIMIT_REACHED', message: SPEED_PREMIUM_MESSAGE } });

    const u = await student();
    clock = Date.now();
    const solo = await game.inject({ method: 'POST', url: '/api/game/session/start', headers: u.auth, payload: { mode: 'SOLO_PRACTICE', deviceType: 'web' } });
    expect((await finish(u, solo.json().data.session.id)).statusCode).toBe(404);
  });
});
