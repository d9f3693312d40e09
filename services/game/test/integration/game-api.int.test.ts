import { BOSS_BATTLE_PREMIUM_MESSAGE } from '@mathquest/contracts';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import type { NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMongo, type ServiceApp } from '@mathquest/service-kit';
import { randomUUID } from 'node:crypto';
import { buildEngagementApp } from '../../../engagement/src/app.js';
import { buildTestGameApp, makeUser, type TestUser } from '../helpers/build-test-app.js';
import { eventsFor, openNats } from '../helpers/events.js';
import { createSolver, type Solver } from '../helpers/solver.js';

let app: ServiceApp;
let engagement: ServiceApp;
let nc: NatsConnection;
let mongo: Awaited<ReturnType<typeof connectMongo>>;
/** Answers read from the game's storage: the API gives nothing to derive them from. */
let solver: Solver;
const keys = testKeys();
const gameDb = uniqueDbName('game_api');

beforeAll(async () => {
  const infra = testInfra();
  app = await buildTestGameApp(infra, keys.publicKeyPem, gameDb);
  mongo = await connectMongo(infra.mongoUrl, gameDb);
  solver = createSolver(mongo);
  engagement = await buildEngagementApp({
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    mongoUrl: infra.mongoUrl,
    mongoDb: uniqueDbName('engagement_game'),
    natsUrl: infra.natsUrl,
    redisUrl: infra.redisUrl,
    publicKeyPem: keys.publicKeyPem,
    durableSuffix: `t${Date.now().toString(36)}`,
  });
  nc = await openNats(infra.natsUrl);
});

afterAll(async () => {
  await mongo?.close();
  await nc?.close();
  await engagement?.close();
  await app?.close();
});

const student = (claims: Parameters<typeof makeUser>[1] = {}) => makeUser(keys.privateKeyPem, { plan: 'PREMIUM', ...claims });

async function start(u: TestUser, mode = 'SOLO_PRACTICE') {
  const r = await app.inject({ method: 'POST', url: '/api/game/session/start', headers: u.auth, payload: { mode, deviceType: 'web', ...(mode === 'BOSS_BATTLE' ? { bossId: 'boss-count-crunch' } : {}) } });
  expect(r.statusCode).toBe(201);
  return r.json().data.session.id as string;
}

async function next(u: TestUser, sessionId?: string) {
  const r = await app.inject({ method: 'GET', url: `/api/game/problem/next${sessionId ? `?sessionId=${sessionId}` : ''}`, headers: u.auth });
  return r;
}

function submit(u: TestUser, body: Record<string, unknown>, key?: string) {
  return app.inject({ method: 'POST', url: '/api/game/problem/submit', headers: key ? { ...u.auth, 'idempotency-key': key } : u.auth, payload: body });
}

describe('game API', () => {
  it('plays a session: start, next (no answer in it), hint, correct and wrong answers, progress, end', async () => {
    const u = student({ tz: 'America/Chicago' });
    const started = await app.inject({ method: 'POST', url: '/api/game/session/start', headers: u.auth, payload: { mode: 'SOLO_PRACTICE', deviceType: 'web' } });
    expect(started.statusCode).toBe(201);
    const { session, currentStreak } = started.json().data;
    expect(session).toMatchObject({ streak: 0, hintsUsed: 0, mode: 'SOLO_PRACTICE', status: 'ACTIVE' });
    expect(currentStreak).toBe(0);

    const r1 = await next(u);
    expect(r1.statusCode).toBe(200);
    const p1 = r1.json().data;
    expect(p1).toMatchObject({ sessionId: session.id, hintsAvailable: 3, hintsUsed: 0 });
    expect(p1.difficulty).toBeGreaterThanOrEqual(1);
    expect(typeof p1.question).toBe('string');
    const raw = r1.body;
    expect(raw).not.toMatch(/"answer"|"canonical"|"hints"|"explanation"/);

    // Reload-safe: the same open problem comes back.
    expect((await next(u)).json().data.id).toBe(p1.id);

    const hint = await app.inject({ method: 'GET', url: `/api/game/problem/hint?problemId=${p1.id}&hintIndex=0`, headers: u.auth });
    expect(hint.statusCode).toBe(200);
    expect(hint.json().data.hint.length).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: `/api/game/problem/hint?problemId=${p1.id}&hintIndex=3`, headers: u.auth })).statusCode).toBe(400);

    // The client claims no hints; the server recorded one.
    const ok = await submit(u, { sessionId: session.id, problemId: p1.id, answer: await solver.answer(p1.id), timeSpent: 1, hintsUsed: 0 });
    expect(ok.statusCode).toBe(200);
    const res = ok.json().data;
    expect(res).toMatchObject({ graded: true, isCorrect: true, hintsUsed: 1, didLevelUp: false, newLevel: 1 });
    expect(res.xpEarned).toBe(res.xpBreakdown.total);
    expect(res.xpBreakdown.hintPenalty).toBeGreaterThan(0);
    expect(res.xpBreakdown.speedBonus).toBeGreaterThan(0);
    expect(res.coinsEarned).toBeGreaterThan(0);
    expect(res.combo).toMatchObject({ currentCombo: 1, maxCombo: 1, multiplier: 1, comboBreak: false });
    expect(res.progress).toMatchObject({ level: 1, totalXp: res.xpEarned, xpToNextLevel: 100, xpForCurrentLevel: 0, currentStreak: 1, totalProblems: 1, totalCorrect: 1 });
    expect(res.correctAnswer).toBeTruthy();
    expect(res.explanation).toBeTruthy();

    const p2 = (await next(u)).json().data;
    expect(p2.id).not.toBe(p1.id);
    // A wrong answer; an unreadable one is nudged at most three times, then graded (attempt policy).
    let wrong = await submit(u, { sessionId: session.id, problemId: p2.id, answer: '987654321', timeSpent: 30, hintsUsed: 2 });
    for (let i = 0; i < 4 && wrong.json().data.graded === false; i++) {
      wrong = await submit(u, { sessionId: session.id, problemId: p2.id, answer: '987654321', timeSpent: 30, hintsUsed: 2 });
    }
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().data).toMatchObject({ graded: true, isCorrect: false, xpEarned: 0, coinsEarned: 0, hintsUsed: 2 });
    expect(wrong.json().data.combo).toMatchObject({ currentCombo: 0, maxCombo: 1, comboBreak: true });
    expect(wrong.json().data.correctAnswer).toBeTruthy();

    const progress = await app.inject({ method: 'GET', url: '/api/game/progress', headers: u.auth });
    expect(progress.json().data).toMatchObject({ totalProblems: 2, totalCorrect: 1, accuracy: 50, totalTimeSpent: 31, currentStreak: 1, dailyLimit: null });

    const got = await app.inject({ method: 'GET', url: `/api/game/session/${session.id}`, headers: u.auth });
    expect(got.json().data.session).toMatchObject({ problemsAnswered: 2, correctAnswers: 1, hintsUsed: 1 });
    const ended = await app.inject({ method: 'POST', url: `/api/game/session/${session.id}/end`, headers: u.auth });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.session).toMatchObject({ status: 'ENDED', problemsAnswered: 2, correctAnswers: 1, xpEarned: res.xpEarned, maxCombo: 1 });
    expect((await next(u, session.id)).statusCode).toBe(409);

    // Each answer carries its progress snapshot; no game.progress.updated of its own (docs/adr/0059).
    const answerEvents = await eventsFor(nc, 'GAME', 'game.answer.submitted', u.id);
    expect(answerEvents.length).toBe(2);
    expect(answerEvents.at(-1)!.data.progress).toMatchObject({ totalProblems: 2, totalCorrect: 1, level: 1 });
    expect(await eventsFor(nc, 'GAME', 'game.progress.updated', u.id)).toHaveLength(0);
    expect((await eventsFor(nc, 'GAME', 'game.session.ended', u.id)).length).toBe(1);
  });

  it('opens a new student’s play with the placement warm-up, flagged for the screen and kept on reload', async () => {
    const u = student({ grade: 6 });
    const sessionId = await start(u);
    const first = (await next(u, sessionId)).json().data;
    expect(first).toMatchObject({ placement: true, grade: 5, difficulty: 3 }); // the previous grade's anchor at d3
    expect((await next(u, sessionId)).json().data).toMatchObject({ id: first.id, placement: true });
    const answered = await submit(u, { sessionId, problemId: first.id, answer: await solver.answer(first.id), timeSpent: 10, hintsUsed: 0 });
    expect(answered.statusCode).toBe(200);
    // Right at d3 on the grade below: the on-grade anchor of the same domain follows, at d2.
    expect((await next(u, sessionId)).json().data).toMatchObject({ placement: true, grade: 6, difficulty: 2 });
  });

  it('publishes exactly one game.answer.submitted per accepted answer, also when retried with the same Idempotency-Key; 409 on a second answer; wallet credited once', async () => {
    const u = student();
    const sid = await start(u);
    const p = (await next(u)).json().data;
    const body = { sessionId: sid, problemId: p.id, answer: await solver.answer(p.id), timeSpent: 5, hintsUsed: 0 };
    const [a, b] = await Promise.all([submit(u, body, 'retry-1'), submit(u, body, 'retry-1')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().data).toEqual(a.json().data);
    const again = await submit(u, body, 'retry-1');
    expect(again.json().data).toEqual(a.json().data);

    const second = await submit(u, body);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('ALREADY_ANSWERED');
    expect((await submit(u, body, 'another-key')).statusCode).toBe(409);

    const events = await eventsFor(nc, 'GAME', 'game.answer.submitted', u.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ problemId: p.id, stableProblemId: (await solver.stored(p.id)).problemId, isCorrect: true, coins: a.json().data.coinsEarned, sessionId: sid, mode: 'SOLO_PRACTICE' });
    // A practice answer publishes nothing on the teacher service's subject (docs/adr/0055).
    expect(await eventsFor(nc, 'GAME', 'game.assignment.answered', u.id)).toEqual([]);

    const coins = a.json().data.coinsEarned as number;
    let wallet = { coins: -1 };
    for (let i = 0; i < 50 && wallet.coins !== coins; i++) {
      await new Promise((r) => setTimeout(r, 100));
      wallet = (await engagement.inject({ method: 'GET', url: '/api/engagement/wallet', headers: u.auth })).json().data;
    }
    expect(wallet.coins).toBe(coins);
    await new Promise((r) => setTimeout(r, 500));
    expect((await engagement.inject({ method: 'GET', url: '/api/engagement/wallet', headers: u.auth })).json().data.coins).toBe(coins);
  });

  it('serves one open problem per student and mode from the pointers: concurrent /next, reloads, the latest session by default', async () => {
    const u = student();
    const first = await start(u);
    const burst = await Promise.all(Array.from({ length: 6 }, () => next(u, first)));
    expect(new Set(burst.map((r) => r.json().data.id)).size).toBe(1);
    const p = burst[0]!.json().data;
    expect((await next(u)).json().data.id).toBe(p.id);

    const second = await start(u);
    const q = (await next(u)).json().data;
    expect(q.sessionId).toBe(second);
    expect(q.id).toBe(p.id); // the unanswered problem followed the student into the new session
    // One open problem per student and mode: the older session asking again takes it back, not a new one.
    expect((await next(u, first)).json().data).toMatchObject({ id: p.id, sessionId: first });
    expect((await next(u, second)).json().data).toMatchObject({ id: p.id, sessionId: second });
    const ok = await submit(u, { sessionId: second, problemId: q.id, answer: await solver.answer(q.id), timeSpent: 5, hintsUsed: 0 }, 'k-q');
    expect(ok.statusCode).toBe(200);
    const fresh = (await next(u)).json().data;
    expect(fresh.id).not.toBe(q.id);
    expect((await next(u, second)).json().data.id).toBe(fresh.id);

    await app.inject({ method: 'POST', url: `/api/game/session/${second}/end`, headers: u.auth });
    const none = await next(u);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('SESSION_NOT_FOUND');
    expect((await next(u, second)).json().error.code).toBe('SESSION_ENDED');
  });

  it('two windows: an answer from the window that lost the open problem takes it back; one answered in the other window first is its result, marked, crediting nothing (200 both)', async () => {
    const u = student();
    const first = await start(u);
    const p = (await next(u, first)).json().data;
    const second = await start(u);
    expect((await next(u, second)).json().data).toMatchObject({ id: p.id, sessionId: second });

    // The first window answers the problem the second one holds: taken back and graded there.
    const answer = await solver.answer(p.id);
    const taken = await submit(u, { sessionId: first, problemId: p.id, answer, timeSpent: 5, hintsUsed: 0 }, 'k-first');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({ isCorrect: true, graded: true });
    expect(taken.json().data.answeredElsewhere).toBeUndefined();
    expect((await mongo.db!.collection<{ _id: string; sessionId: string }>('served_problems').findOne({ _id: p.id }))!.sessionId).toBe(first);

    // The second window's answer to it comes late: the first window's result, marked, nothing credited.
    const before = (await app.inject({ method: 'GET', url: '/api/game/progress', headers: u.auth })).json().data.totalXp;
    const late = await submit(u, { sessionId: second, problemId: p.id, answer, timeSpent: 5, hintsUsed: 0 }, 'k-second');
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data).toMatchObject({ answeredElsewhere: true, problemId: p.id, xpEarned: taken.json().data.xpEarned });
    expect((await app.inject({ method: 'GET', url: '/api/game/progress', headers: u.auth })).json().data.totalXp).toBe(before);
    // In its own session a second answer is still a conflict.
    expect((await submit(u, { sessionId: first, problemId: p.id, answer, timeSpent: 5, hintsUsed: 0 }, 'k-again')).statusCode).toBe(409);
  });

  it('publishes game.session.started/ended exactly once each, from the session outbox; the sweeper republishes what a crash left behind', async () => {
    const u = student();
    const sid = await start(u);
    await app.inject({ method: 'POST', url: `/api/game/session/${sid}/end`, headers: u.auth });
    await app.inject({ method: 'POST', url: `/api/game/session/${sid}/end`, headers: u.auth }); // a retried end publishes nothing new
    expect((await eventsFor(nc, 'GAME', 'game.session.started', u.id)).map((e) => e.data.sessionId)).toEqual([sid]);
    expect((await eventsFor(nc, 'GAME', 'game.session.ended', u.id)).map((e) => e.data.sessionId)).toEqual([sid]);

    // A crash right after the insert: the event is only in the session document's outbox.
    const sessions = mongo.db!.collection<{ _id: string; outbox?: unknown[]; [field: string]: unknown }>('sessions');
    const lost = randomUUID();
    const at = new Date(Date.now() - 60_000);
    const event = { id: randomUUID(), type: 'game.session.started', occurredAt: at.toISOString(), userId: u.id, data: { userId: u.id, sessionId: lost, mode: 'SOLO_PRACTICE', deviceType: 'web', startedAt: at.toISOString() } };
    await sessions.insertOne({ _id: lost, userId: u.id, mode: 'SOLO_PRACTICE', deviceType: 'web', status: 'ACTIVE', startedAt: at, endedAt: null, openProblemId: null, outbox: [{ id: event.id, subject: 'game.session.started', event, createdAt: at }] });
    let outbox: unknown[] = [1];
    for (let i = 0; i < 60 && outbox.length > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      outbox = (await sessions.findOne({ _id: lost }))?.outbox ?? [];
    }
    expect(outbox).toEqual([]);
    expect((await eventsFor(nc, 'GAME', 'game.session.started', u.id)).map((e) => e.data.sessionId).sort()).toEqual([sid, lost].sort());
    expect((await sessions.findOne({ _id: sid }))?.outbox).toEqual([]);
  });

  it('keeps a nudged problem open and grades nothing', async () => {
    const u = student();
    const sid = await start(u);
    const p = (await next(u)).json().data;
    const nudge = await submit(u, { sessionId: sid, problemId: p.id, answer: 'I think maybe ???', timeSpent: 5, hintsUsed: 0 });
    expect(nudge.statusCode).toBe(200);
    expect(nudge.json().data).toMatchObject({ graded: false, verdict: 'nudge', isCorrect: false, xpEarned: 0, correctAnswer: null });
    expect(nudge.json().data.message).toBeTruthy();
    expect((await next(u)).json().data.id).toBe(p.id);
    const ok = await submit(u, { sessionId: sid, problemId: p.id, answer: await solver.answer(p.id), timeSpent: 5, hintsUsed: 0 });
    expect(ok.json().data).toMatchObject({ graded: true, isCorrect: true });
    expect(await eventsFor(nc, 'GAME', 'game.answer.submitted', u.id)).toHaveLength(1);
  });

  it('carries an unanswered problem (with its revealed hints) into the next session of the same mode: leaving or reloading costs a free student nothing', async () => {
    const free = student({ plan: 'FREE' });
    const first = await start(free);
    const p = (await next(free)).json().data;
    await app.inject({ method: 'GET', url: `/api/game/problem/hint?problemId=${p.id}&hintIndex=0`, headers: free.auth });
    await app.inject({ method: 'POST', url: `/api/game/session/${first}/end`, headers: free.auth }); // the page was left
    for (let reload = 0; reload < 3; reload++) {
      const sid = await start(free);
      const again = (await next(free, sid)).json().data;
      expect(again).toMatchObject({ id: p.id, sessionId: sid, hintsUsed: 1 });
    }
    expect((await app.inject({ method: 'GET', url: '/api/game/progress', headers: free.auth })).json().data).toMatchObject({ problemsToday: 1 });
    // Answered in the session it now belongs to; the ended old session cannot take it back.
    const latest = (await next(free)).json().data;
    const fromEnded = await submit(free, { sessionId: first, problemId: p.id, answer: await solver.answer(p.id), timeSpent: 5, hintsUsed: 0 });
    expect([fromEnded.statusCode, fromEnded.json().error.code]).toEqual([409, 'SESSION_ENDED']);
    expect((await submit(free, { sessionId: latest.sessionId, problemId: p.id, answer: await solver.answer(p.id), timeSpent: 5, hintsUsed: 0 })).json().data).toMatchObject({ isCorrect: true, hintsUsed: 1 });

    // Only within a mode: a boss battle does not take over a solo problem.
    const u = student();
    await start(u);
    const solo = (await next(u)).json().data;
    await start(u, 'BOSS_BATTLE');
    const boss = (await next(u)).json().data;
    expect(boss.id).not.toBe(solo.id);
  });

  it('serves the one unanswered problem to whichever session asks, also when two sessions start at once (a page mounted twice, two tabs)', async () => {
    const u = student();
    await start(u);
    const p = (await next(u)).json().data;
    const [a, b] = await Promise.all([start(u), start(u)]);
    for (const sid of [b, a, b]) expect((await next(u, sid)).json().data).toMatchObject({ id: p.id, sessionId: sid });
    const both = await Promise.all([next(u, a), next(u, b)]);
    expect(both.map((r) => [r.statusCode, r.json().data.id])).toEqual([
      [200, p.id],
      [200, p.id],
    ]);
    const holder = (await mongo.db!.collection<{ _id: string; sessionId: string }>('served_problems').findOne({ _id: p.id }))!.sessionId;
    const other = holder === a ? b : a;
    const answer = { problemId: p.id, answer: await solver.answer(p.id), timeSpent: 5, hintsUsed: 0 };
    // The session that does not hold it answers: it takes the problem back and is graded; the
    // holder's answer then comes late and gets that result, marked, crediting nothing.
    expect((await submit(u, { sessionId: other, ...answer })).json().data).toMatchObject({ isCorrect: true });
    expect((await submit(u, { sessionId: holder, ...answer })).json().data).toMatchObject({ isCorrect: true, answeredElsewhere: true });
    // Answered: each session now gets a new problem of its own, never the same one.
    const [na, nb] = await Promise.all([next(u, a), next(u, b)]);
    expect(na.statusCode).toBe(200);
    expect(nb.statusCode).toBe(200);
    expect(new Set([p.id, na.json().data.id, nb.json().data.id]).size).toBe(2);
  });

  it('answers a retried nudged request with the same nudge, counting it once', async () => {
    const u = student();
    const sid = await start(u);
    const p = (await next(u)).json().data;
    const body = { sessionId: sid, problemId: p.id, answer: 'I think maybe ???', timeSpent: 5, hintsUsed: 0 };
    const first = await submit(u, body, 'nudge-1');
    const retried = await submit(u, body, 'nudge-1');
    expect(first.json().data).toMatchObject({ graded: false, verdict: 'nudge' });
    expect(retried.json().data).toEqual(first.json().data);
    const stored = await mongo.db!.collection<{ _id: string; nudges: { unreadable: number } }>('served_problems').findOne({ _id: p.id });
    expect(stored?.nudges.unreadable).toBe(1);
    // A new request (new key) is a new attempt.
    await submit(u, body, 'nudge-2');
    expect((await mongo.db!.collection<{ _id: string; nudges: { unreadable: number } }>('served_problems').findOne({ _id: p.id }))?.nudges.unreadable).toBe(2);
  });

  it('scores speed from the child’s clock but never below what the server saw pass (no speed bonus for timeSpent 0 ten minutes later); time spent counts the answering time, capped per problem', async () => {
    const u = student();
    const sid = await start(u);
    const p = (await next(u)).json().data;
    await mongo.db!.collection<{ _id: string; servedAt: Date }>('served_problems').updateOne({ _id: p.id }, { $set: { servedAt: new Date(Date.now() - 600_000) } });
    const r = (await submit(u, { sessionId: sid, problemId: p.id, answer: await solver.answer(p.id), timeSpent: 0, hintsUsed: 0 })).json().data;
    expect(r).toMatchObject({ isCorrect: true });
    expect(p.estimatedTime).toBeLessThan(595);
    expect(r.xpBreakdown.speedBonus).toBe(0);
    // Time spent is the time spent answering (the child's clock), not the page left open: nothing here.
    expect(r.progress.totalTimeSpent).toBe(0);
    // A claim beyond the cap counts 5 minutes at most (one rule for every time spent).
    const p2 = (await next(u)).json().data;
    const r2 = (await submit(u, { sessionId: sid, problemId: p2.id, answer: await solver.answer(p2.id), timeSpent: 2000, hintsUsed: 0 })).json().data;
    expect(r2.progress.totalTimeSpent).toBe(300);
  });

  it('is for students: parents and teachers get 403 on the game, teachers keep the problem bank', async () => {
    for (const role of ['PARENT', 'TEACHER'] as const) {
      const adult = makeUser(keys.privateKeyPem, { role, plan: 'FREE' });
      const r = await app.inject({ method: 'POST', url: '/api/game/session/start', headers: adult.auth, payload: { mode: 'SOLO_PRACTICE', deviceType: 'web' } });
      expect(r.statusCode).toBe(403);
      expect(r.json().error).toEqual({ code: 'FORBIDDEN', message: 'Practice is for student accounts' });
      expect((await app.inject({ method: 'GET', url: '/api/game/problem/next', headers: adult.auth })).statusCode).toBe(403);
    }
  });

  it('never lets a student read or act on another student’s session or problem (404)', async () => {
    const alice = student();
    const bob = student();
    const sid = await start(alice);
    const p = (await next(alice)).json().data;
    const bobSid = await start(bob);
    expect((await next(bob, sid)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/game/session/${sid}`, headers: bob.auth })).json().error.code).toBe('SESSION_NOT_FOUND');
    expect((await app.inject({ method: 'POST', url: `/api/game/session/${sid}/end`, headers: bob.auth })).statusCode).toBe(404);
    const hint = await app.inject({ method: 'GET', url: `/api/game/problem/hint?problemId=${p.id}&hintIndex=0`, headers: bob.auth });
    expect(hint.statusCode).toBe(404);
    expect(hint.json().error.code).toBe('PROBLEM_NOT_FOUND');
    const steal = await submit(bob, { sessionId: bobSid, problemId: p.id, answer: await solver.answer(p.id), timeSpent: 5, hintsUsed: 0 });
    expect(steal.statusCode).toBe(404);
    expect((await submit(bob, { sessionId: sid, problemId: p.id, answer: '1', timeSpent: 5, hintsUsed: 0 })).statusCode).toBe(404);
    // Alice's own problem with a wrong session id.
    expect((await submit(alice, { sessionId: bobSid, problemId: p.id, answer: '1', timeSpent: 5, hintsUsed: 0 })).json().error.code).toBe('SESSION_NOT_FOUND');
    expect((await app.inject({ method: 'GET', url: '/api/game/session/nope-123', headers: alice.auth })).statusCode).toBe(404);
  });

  it('rejects bad input with 400 and never 500', async () => {
    const u = student();
    const sid = await start(u);
    const p = (await next(u)).json().data;
    const badMode = await app.inject({ method: 'POST', url: '/api/game/session/start', headers: u.auth, payload: { mode: 'DEATHMATCH', deviceType: 'web' } });
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json().error.message).toContain('SOLO_PRACTICE, BOSS_BATTLE');
    const base = { sessionId: sid, problemId: p.id, answer: '1', timeSpent: 5, hintsUsed: 0 };
    for (const patch of [{ answer: 'x'.repeat(101) }, { answer: '   ' }, { answer: 12 }, { timeSpent: -1 }, { timeSpent: 3601 }, { timeSpent: 1.5 }, { hintsUsed: 4 }, { problemId: '../etc' }]) {
      const r = await submit(u, { ...base, ...patch });
      expect(r.statusCode, JSON.stringify(patch)).toBe(400);
    }
    expect((await app.inject({ method: 'POST', url: '/api/game/problem/submit', headers: { ...u.auth, 'content-type': 'application/json' }, payload: '{bad' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/game/problem/next' })).statusCode).toBe(401);
    // The problem is still open after all of that.
    expect((await next(u)).json().data.id).toBe(p.id);
  });

  it('limits FREE students to 3 problems a day (402 on the 4th); PREMIUM is unlimited', async () => {
    const free = student({ plan: 'FREE' });
    const sid = await start(free);
    for (let i = 0; i < 3; i++) {
      const p = (await next(free)).json().data;
      expect(p.id).toBeTruthy();
      expect((await next(free)).json().data.id).toBe(p.id); // a reload does not burn quota
      await submit(free, { sessionId: sid, problemId: p.id, answer: await solver.answer(p.id), timeSpent: 5, hintsUsed: 0 });
    }
    const fourth = await next(free);
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json().error).toEqual({ code: 'PLAN_LIMIT_REACHED', message: 'You have used your 3 free problems today. Upgrade to keep playing!' });
    expect((await app.inject({ method: 'GET', url: '/api/game/progress', headers: free.auth })).json().data).toMatchObject({ problemsToday: 3, dailyLimit: 3 });

    const premium = student({ plan: 'PREMIUM' });
    const psid = await start(premium, 'BOSS_BATTLE');
    for (let i = 0; i < 5; i++) {
      const p = (await next(premium)).json().data;
      const r = await submit(premium, { sessionId: psid, problemId: p.id, answer: await solver.answer(p.id), timeSpent: 5, hintsUsed: 0 });
      expect(r.statusCode).toBe(200);
    }
    const last = (await app.inject({ method: 'GET', url: '/api/game/progress', headers: premium.auth })).json().data;
    expect(last).toMatchObject({ totalProblems: 5, totalCorrect: 5, bestCombo: 5 });
  });

  it('keeps boss battles for Premium: a FREE student starting one gets 402 PLAN_LIMIT_REACHED, solo practice still works', async () => {
    const free = student({ plan: 'FREE' });
    const boss = await app.inject({ method: 'POST', url: '/api/game/session/start', headers: free.auth, payload: { mode: 'BOSS_BATTLE', bossId: 'boss-count-crunch', deviceType: 'web' } });
    expect(boss.statusCode).toBe(402);
    expect(boss.json()).toEqual({ success: false, error: { code: 'PLAN_LIMIT_REACHED', message: BOSS_BATTLE_PREMIUM_MESSAGE } });
    expect(BOSS_BATTLE_PREMIUM_MESSAGE).toBe('Boss battles are part of Premium. Upgrade to play them!');
    // Nothing was started: no default session to serve from, and no session event.
    expect((await next(free)).statusCode).toBe(404);
    expect(await eventsFor(nc, 'GAME', 'game.session.started', free.id)).toEqual([]);
    const sid = await start(free, 'SOLO_PRACTICE');
    expect((await next(free, sid)).statusCode).toBe(200);
    for (const plan of ['PREMIUM', 'FAMILY'] as const) await start(student({ plan }), 'BOSS_BATTLE');
  });

  it('serves the problem bank to teachers only (≥ 300 problems, filters by difficulty and topic)', async () => {
    const s = student();
    const forbidden = await app.inject({ method: 'GET', url: '/api/game/problems', headers: s.auth });
    expect(forbidden.statusCode).toBe(403);
    const t = makeUser(keys.privateKeyPem, { role: 'TEACHER', plan: 'FREE' });
    const all = (await app.inject({ method: 'GET', url: '/api/game/problems?limit=200', headers: t.auth })).json().data;
    expect(all.total).toBeGreaterThanOrEqual(300);
    expect(all.problems).toHaveLength(200);
    expect(all.problems[0]).toMatchObject({ id: expect.stringMatching(/\/d[1-5]\/s0\d$/), question: expect.any(String), topic: expect.any(String), subtopic: expect.any(String) });
    const hard = (await app.inject({ method: 'GET', url: '/api/game/problems?difficulty=HARD&limit=200', headers: t.auth })).json().data;
    expect(hard.total).toBeGreaterThan(0);
    expect(hard.problems.every((p: { difficulty: string; difficultyLevel: number }) => p.difficulty === 'HARD' && p.difficultyLevel >= 4)).toBe(true);
    const topic = all.problems[0].topic as string;
    const byTopic = (await app.inject({ method: 'GET', url: `/api/game/problems?topic=${encodeURIComponent(topic.toUpperCase())}&difficulty=EASY`, headers: t.auth })).json().data;
    expect(byTopic.total).toBeGreaterThan(0);
    expect(byTopic.problems.every((p: { topic: string; difficulty: string }) => p.topic === topic && p.difficulty === 'EASY')).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/game/problems?difficulty=IMPOSSIBLE', headers: t.auth })).statusCode).toBe(400);
  });
});

describe('game API on two replicas (per-process student caches, docs/adr/0043)', () => {
  let other: ServiceApp;
  beforeAll(async () => {
    other = await buildTestGameApp(testInfra(), keys.publicKeyPem, gameDb, { bankSeeds: 0 });
  });
  afterAll(async () => {
    await other?.close();
  });

  const on = (replica: ServiceApp) => ({
    next: (u: TestUser, sid: string) => replica.inject({ method: 'GET', url: `/api/game/problem/next?sessionId=${sid}`, headers: u.auth }),
    submit: (u: TestUser, body: Record<string, unknown>, key: string) =>
      replica.inject({ method: 'POST', url: '/api/game/problem/submit', headers: { ...u.auth, 'idempotency-key': key }, payload: body }),
    progress: (u: TestUser) => replica.inject({ method: 'GET', url: '/api/game/progress', headers: u.auth }),
  });

  it('credits every answer exactly once when requests alternate between replicas with stale caches', async () => {
    const u = student();
    const sid = await start(u);
    const replicas = [on(app), on(other)];
    let xp = 0;
    for (let i = 0; i < 6; i++) {
      // next on one replica, submit on the other: each one's cached copy is one answer behind.
      const p = (await replicas[i % 2]!.next(u, sid)).json().data;
      const r = await replicas[(i + 1) % 2]!.submit(u, { sessionId: sid, problemId: p.id, answer: await solver.answer(p.id), timeSpent: 5, hintsUsed: 0 }, `k${i}`);
      expect(r.statusCode).toBe(200);
      const data = r.json().data;
      xp += data.xpEarned;
      expect(data.progress).toMatchObject({ totalProblems: i + 1, totalCorrect: i + 1, totalXp: xp });
      expect(data.combo.currentCombo).toBe(i + 1);
    }
    for (const replica of replicas) expect((await replica.progress(u)).json().data).toMatchObject({ totalProblems: 6, totalXp: xp });

    const answers = await eventsFor(nc, 'GAME', 'game.answer.submitted', u.id);
    expect(answers).toHaveLength(6);
    const versions = answers.map((e) => (e.data.progress as { version: number }).version);
    expect(versions).toHaveLength(6);
    expect(versions.every((v, i) => i === 0 || v > versions[i - 1]!)).toBe(true);
  });

  it('clears the last answer’s published events from the student document once the student stops, without publishing them twice', async () => {
    const u = student();
    const sid = await start(u);
    const p = (await next(u, sid)).json().data;
    expect((await submit(u, { sessionId: sid, problemId: p.id, answer: await solver.answer(p.id), timeSpent: 5, hintsUsed: 0 }, 'only')).statusCode).toBe(200);
    const students = mongo.db!.collection<{ _id: string; outbox: unknown[] }>('students');
    // Written with the answer (progress + outbox in one write), left for the next answer or the sweeper.
    expect((await students.findOne({ _id: u.id }))?.outbox.length).toBeGreaterThanOrEqual(1);
    let outbox: unknown[] = [1];
    for (let i = 0; i < 80 && outbox.length > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      outbox = (await students.findOne({ _id: u.id }))?.outbox ?? [];
    }
    expect(outbox).toEqual([]);
    expect(await eventsFor(nc, 'GAME', 'game.answer.submitted', u.id)).toHaveLength(1);

    // The sweeper's clear bumped the version: an answer from the (now stale) cached copy re-reads and still counts once.
    const q = (await next(u, sid)).json().data;
    const r = await submit(u, { sessionId: sid, problemId: q.id, answer: await solver.answer(q.id), timeSpent: 5, hintsUsed: 0 }, 'second');
    expect(r.json().data.progress).toMatchObject({ totalProblems: 2, totalCorrect: 2 });
    expect(await eventsFor(nc, 'GAME', 'game.answer.submitted', u.id)).toHaveLength(2);
  });
});
