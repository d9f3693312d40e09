/**
 * PvP challenges across the game and engagement on real storage, NATS and Redis (docs/adr/0125,
 * 0126): sent and accepted through engagement, both sides started through engagement (which calls
 * the game with the student's token), both served the same problems, graded and scored by the
 * game, settled by engagement from the game's events; Free-plan students may play and the
 * answers pay no coins.
 */
import { randomUUID } from 'node:crypto';
import { newEvent } from '@mathquest/service-kit';
import { testInfra } from '@mathquest/service-kit/testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdventureStack, type AdventureStack, type TestUser } from '../helpers/practice-stack.js';

let stack: AdventureStack;
let nc: NatsConnection;

beforeAll(async () => {
  stack = await startAdventureStack();
  nc = await connect({ servers: testInfra().natsUrl });
});
afterAll(async () => {
  await Promise.allSettled([stack?.close(), nc?.close()]);
});

const eng = (u: TestUser, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  stack.engagement.inject({ method, url: `/api/engagement${url}`, headers: u.auth, ...(payload ? { payload } : {}) });
const next = (u: TestUser, sessionId: string) => stack.game.inject({ method: 'GET', url: `/api/game/problem/next?sessionId=${sessionId}`, headers: u.auth });
const submit = (u: TestUser, body: Record<string, unknown>) => stack.game.inject({ method: 'POST', url: '/api/game/problem/submit', headers: u.auth, payload: body });
const coins = async (userId: string) => (await stack.engagementDb.db!.collection<{ _id: string; coins: number }>('wallets').findOne({ _id: userId }))?.coins;

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A FREE student known to the social directory by username, with 100 coins. */
async function student(): Promise<TestUser & { username: string }> {
  const u = stack.student('FREE');
  const username = `cg_${u.id.slice(0, 10)}`;
  await stack.engagementDb.db!.collection<{ _id: string }>('wallets').insertOne({ _id: u.id, coins: 100, gems: 0, version: 1, walletVersion: 1, credited: {}, updatedAt: new Date() } as { _id: string });
  const event = newEvent('auth.user.registered', { userId: u.id, role: 'STUDENT', username, displayName: 'Kid', plan: 'FREE', gradeLevel: 5, timeZone: 'UTC', schoolName: null }, u.id, randomUUID());
  await nc.jetstream().publish('auth.user.registered', JSONCodec().encode(event), { msgID: event.id });
  return { ...u, username };
}

describe('challenges across the game and engagement', () => {
  it('both students are served the same problems; the game scores them; engagement pays the winner twice the wager', async () => {
    const a = await student();
    const b = await student();
    const sent = await until(() => eng(a, 'POST', '/challenges', { username: b.username, topic: 'Fractions', problemCount: 3, timeLimit: 60, wagerCoins: 10, wagerGems: 0 }), (r) => r.statusCode !== 404);
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as string;
    // Not accepted yet: nobody can start it.
    expect((await eng(a, 'POST', `/challenges/${id}/start`)).json().error.code).toBe('CHALLENGE_NOT_ACTIVE');
    expect((await eng(b, 'POST', `/challenges/${id}/accept`)).statusCode).toBe(200);

    const sa = (await eng(a, 'POST', `/challenges/${id}/start`)).json().data.session;
    const sb = (await eng(b, 'POST', `/challenges/${id}/start`)).json().data.session;
    expect(sa.mode).toBe('CHALLENGE');
    // Starting again resumes the same session.
    expect((await eng(a, 'POST', `/challenges/${id}/start`)).json().data.session.id).toBe(sa.id);

    for (let i = 0; i < 3; i++) {
      const pa = (await next(a, sa.id)).json().data;
      const pb = (await next(b, sb.id)).json().data;
      expect(pb.question).toBe(pa.question);
      expect(pa.topic).toBe('Fractions');
      const ra = (await submit(a, { sessionId: sa.id, problemId: pa.id, answer: await stack.solver.answer(pa.id), timeSpent: 5, hintsUsed: 0 })).json().data;
      expect(ra).toMatchObject({ graded: true, isCorrect: true, coinsEarned: 0 });
      expect(ra.challenge).toMatchObject({ challengeId: id, answered: i + 1, problemCount: 3, finished: i === 2 });
      let rb = await submit(b, { sessionId: sb.id, problemId: pb.id, answer: '987654321', timeSpent: 5, hintsUsed: 0 });
      for (let k = 0; k < 4 && rb.json().data.graded === false; k++) rb = await submit(b, { sessionId: sb.id, problemId: pb.id, answer: '987654321', timeSpent: 5, hintsUsed: 0 });
      expect(rb.json().data).toMatchObject({ graded: true, isCorrect: false });
    }
    // Every problem answered: no fourth one.
    expect((await next(a, sa.id)).statusCode).toBe(409);

    const done = await until(async () => (await eng(a, 'GET', '/challenges/completed')).json().data as Array<{ id: string }>, (l) => l.some((c) => c.id === id));
    // 100 + (60 - 5) per correct answer: the server credits the seconds it measured, at most what was sent.
    const result = done.find((c) => c.id === id) as unknown as { winnerId: string; challengerAccuracy: number; opponentAccuracy: number; challengerScore: number; opponentScore: number };
    expect(result).toMatchObject({ winnerId: a.id, challengerAccuracy: 100, opponentAccuracy: 0, opponentScore: 0 });
    expect(result.challengerScore).toBeGreaterThanOrEqual(3 * 155);
    expect(await until(() => coins(a.id), (c) => c === 110)).toBe(110);
    expect(await coins(b.id)).toBe(90);
    expect((await eng(b, 'POST', `/challenges/${id}/start`)).statusCode).toBe(409);
  });
});
