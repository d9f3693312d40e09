/**
 * PvP challenges on real storage, NATS and Redis (docs/adr/0125, 0127): the escrow of wagers
 * under concurrent accepts, a win, a draw, a decline, expiries by the sweep, redelivered results,
 * the refusals, and reads by id of ended challenges. Every test checks that the sum of the
 * wallets involved is the same before and after: no coins or gems are created or lost. Each test has its own students; the app's clock is
 * moved forward only by the expiry test, which runs last.
 */
import { createHash, randomUUID } from 'node:crypto';
import { newEvent, connectEventBus, connectMongo, ensureStream, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import type { EventData, EventSubject } from '@mathquest/contracts';
import { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDoc } from '../../src/social/challenges/domain/challenges.js';
import { redisSocialDirectory } from '../../src/social/directory/repositories/social-directory-repository.js';
import { walletCollection } from '../../src/repositories/wallets-repository.js';
import { authHeader, engagementApp, published, publishedWhere, uid, until } from '../helpers/engagement.js';

let app: ServiceApp;
let bus: EventBus;
let conn: Connection;
let redis: Redis;
let clock = new Date();
const HOUR = 3_600_000;

beforeAll(async () => {
  const infra = testInfra();
  const mongoDb = uniqueDbName('challenges');
  bus = await connectEventBus(infra.natsUrl, 'challenges-test');
  await Promise.all((['GAME', 'AUTH', 'ENGAGEMENT'] as const).map((s) => ensureStream(bus.jsm, s)));
  ({ app } = await engagementApp({ mongoDb, config: { challengeSweepMs: 100 }, now: () => clock }));
  conn = await connectMongo(infra.mongoUrl, mongoDb);
  redis = new Redis(infra.redisUrl);
});
afterAll(async () => {
  await app?.close();
  await bus?.close();
  await conn?.close();
  redis?.disconnect();
});

const publish = <S extends EventSubject>(subject: S, data: EventData<S>, id: string = randomUUID()) => bus.publish(subject, newEvent(subject, data, undefined, id));
const players = () => walletCollection(conn);
const stored = (id: string) => conn.db!.collection<ChallengeDoc>('challenges').findOne({ _id: id });

/** A student in the social directory with this balance. */
async function student(coins: number, gems: number): Promise<{ id: string; username: string }> {
  const id = uid();
  const username = `duel_${id.slice(1, 10)}`;
  await players().insertOne({ _id: id, coins, gems, version: 1, walletVersion: 1, credited: {}, updatedAt: new Date() });
  await publish('auth.user.registered', { userId: id, role: 'STUDENT', username, displayName: `Kid ${username}`, plan: 'FREE', gradeLevel: 5, timeZone: 'UTC', schoolName: null });
  const directory = redisSocialDirectory(redis);
  await until(() => directory.idOfUsername(username), (v) => v === id);
  return { id, username };
}
const call = (userId: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: `/api/engagement${url}`, headers: authHeader(userId), ...(payload ? { payload } : {}) });
const balances = async (...ids: string[]) => {
  const docs = await Promise.all(ids.map((id) => players().findOne({ _id: id })));
  return docs.map((d) => ({ coins: d!.coins, gems: d!.gems }));
};
const total = (bs: Array<{ coins: number; gems: number }>) => bs.reduce((a, b) => ({ coins: a.coins + b.coins, gems: a.gems + b.gems }), { coins: 0, gems: 0 });
const send = (from: string, to: string, over: Record<string, unknown> = {}) =>
  call(from, 'POST', '/challenges', { username: to, topic: 'Fractions', problemCount: 3, timeLimit: 30, wagerCoins: 30, wagerGems: 2, ...over });

/** The game's game.challenge.finished for one side, played on the challenge's problems. */
async function finished(challengeId: string, userId: string, score: number, id: string = randomUUID()) {
  const c = (await stored(challengeId))!;
  const seedDigest = createHash('sha256').update(c.seed).digest('hex');
  await publish('game.challenge.finished', { userId, sessionId: randomUUID(), challengeId, seedDigest, topic: c.topic, problemCount: c.problemCount, timeLimit: c.timeLimit, correct: Math.floor(score / 100), score, time: 40, finishedAt: new Date().toISOString() }, id);
}

describe('challenges and their escrow', () => {
  it('ten concurrent accepts: exactly one wins; the winner is paid twice the wager once; no coins created or lost', async () => {
    const a = await student(100, 5);
    const b = await student(100, 5);
    const before = total(await balances(a.id, b.id));
    const sent = await send(a.id, b.username);
    expect(sent.statusCode, sent.body).toBe(201);
    const challenge = sent.json().data;
    expect(challenge).toMatchObject({ status: 'PENDING', challengerId: a.id, opponentId: b.id, wagerCoins: 30, wagerGems: 2, topic: 'Fractions' });
    expect(await balances(a.id)).toEqual([{ coins: 70, gems: 3 }]);
    expect((await call(b.id, 'GET', '/challenges/pending')).json().data.map((c: { id: string }) => c.id)).toContain(challenge.id);

    const accepts = await Promise.all(Array.from({ length: 10 }, () => call(b.id, 'POST', `/challenges/${challenge.id}/accept`)));
    const codes = accepts.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(await balances(a.id, b.id)).toEqual([
      { coins: 70, gems: 3 },
      { coins: 70, gems: 3 },
    ]);
    expect((await call(a.id, 'GET', '/challenges/active')).json().data[0]).toMatchObject({ id: challenge.id, status: 'ACTIVE' });

    await finished(challenge.id, a.id, 250);
    await finished(challenge.id, b.id, 118);
    const done = await until(
      async () => (await call(a.id, 'GET', '/challenges/completed')).json().data as Array<{ id: string; winnerId: string | null }>,
      (list) => list.some((c) => c.id === challenge.id),
    );
    expect(done.find((c) => c.id === challenge.id)).toMatchObject({ winnerId: a.id, challengerScore: 250, opponentScore: 118, challengerAccuracy: 67, opponentAccuracy: 33 });
    await until(() => balances(a.id), (v) => v[0]!.coins === 130);
    expect(await balances(a.id, b.id)).toEqual([
      { coins: 130, gems: 7 },
      { coins: 70, gems: 3 },
    ]);
    // The result delivered again, under its id and under another: nothing moves.
    await finished(challenge.id, b.id, 900);
    await finished(challenge.id, a.id, 0);
    await until(async () => (await stored(challenge.id))!.paid, (p) => p);
    expect(await balances(a.id, b.id)).toEqual([
      { coins: 130, gems: 7 },
      { coins: 70, gems: 3 },
    ]);
    expect(total(await balances(a.id, b.id))).toEqual(before);
    expect((await players().findOne({ _id: a.id }))!.duels?.held).toEqual([]);
    // Each balance change published once, for each student: the wagers and the winner's payout.
    const reasons = async (u: string) => (await published(bus, 'engagement.wallet.changed', u)).map((e) => [e.data.reason, e.data.coinsDelta]);
    expect(await until(() => reasons(a.id), (r) => r.length >= 2)).toEqual([
      ['challenge.wager', -30],
      ['challenge.payout', 60],
    ]);
    expect(await reasons(b.id)).toEqual([['challenge.wager', -30]]);
  });

  it('a draw refunds both wagers; a side not played on the challenge problems does not count', async () => {
    const a = await student(50, 0);
    const b = await student(40, 1);
    const before = await balances(a.id, b.id);
    const challenge = (await send(a.id, b.username, { wagerCoins: 40, wagerGems: 0 })).json().data;
    expect((await call(b.id, 'POST', `/challenges/${challenge.id}/accept`)).statusCode).toBe(200);
    expect(await balances(a.id, b.id)).toEqual([
      { coins: 10, gems: 0 },
      { coins: 0, gems: 1 },
    ]);
    // A side played on other problems (another seed) is ignored: had it counted, b would have won.
    const c0 = (await stored(challenge.id))!;
    await publish('game.challenge.finished', { userId: b.id, sessionId: randomUUID(), challengeId: challenge.id, seedDigest: createHash('sha256').update('f'.repeat(32)).digest('hex'), topic: c0.topic, problemCount: c0.problemCount, timeLimit: c0.timeLimit, correct: 3, score: 999, time: 9, finishedAt: new Date().toISOString() });
    await finished(challenge.id, b.id, 310);
    await finished(challenge.id, a.id, 310);
    const c = await until(() => stored(challenge.id), (d) => d?.paid === true);
    expect(c).toMatchObject({ status: 'COMPLETED', winnerId: null });
    expect(await balances(a.id, b.id)).toEqual(before);
  });

  it('a decline refunds the challenger; the challenger cannot answer their own challenge', async () => {
    const a = await student(20, 0);
    const b = await student(0, 0);
    const sent = (await send(a.id, b.username, { wagerCoins: 20, wagerGems: 0 })).json().data;
    expect(await balances(a.id)).toEqual([{ coins: 0, gems: 0 }]);
    // The state the realtime service checks client notices against (docs/adr/0124, 0195) is published with each change of status.
    const states = async () => (await publishedWhere(bus, 'engagement.challenge.changed', (d) => d.challengeId === sent.id)).map((e) => e.data);
    expect(await states()).toEqual([
      { challengeId: sent.id, version: 1, status: 'PENDING', challengerId: a.id, challengerName: a.username, opponentId: b.id, opponentName: b.username, keepUntil: expect.any(String) },
    ]);
    // The challenger cannot answer their own challenge.
    expect((await call(a.id, 'POST', `/challenges/${sent.id}/accept`)).statusCode).toBe(409);
    expect((await call(b.id, 'POST', `/challenges/${sent.id}/decline`)).json()).toEqual({ success: true, data: { declined: true } });
    await until(() => stored(sent.id), (d) => d?.paid === true);
    const declined = (await states()).find((d) => d.status === 'DECLINED');
    expect(declined).toMatchObject({ version: 2 });
    expect(Date.parse(String(declined?.keepUntil))).toBeGreaterThan(Date.now());
    expect(await balances(a.id, b.id)).toEqual([
      { coins: 20, gems: 0 },
      { coins: 0, gems: 0 },
    ]);
    expect((await call(b.id, 'POST', `/challenges/${sent.id}/accept`)).json().error.code).toBe('CHALLENGE_NOT_PENDING');
    expect((await call(a.id, 'GET', '/challenges/pending')).json().data).toEqual([]);
  });

  it('a declined challenge is read by either side in its state (COMPLETED, no winner, endedAs DECLINED); anyone else is refused', async () => {
    const a = await student(20, 0);
    const b = await student(0, 0);
    const outsider = await student(0, 0);
    const sent = (await send(a.id, b.username, { wagerCoins: 5, wagerGems: 0 })).json().data;
    const pending = await call(b.id, 'GET', `/challenges/${sent.id}`);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().data).toMatchObject({ id: sent.id, status: 'PENDING', challengerId: a.id, opponentId: b.id });
    expect(pending.json().data).not.toHaveProperty('endedAs');
    expect((await call(b.id, 'POST', `/challenges/${sent.id}/decline`)).statusCode).toBe(200);
    for (const side of [a, b]) {
      const read = await call(side.id, 'GET', `/challenges/${sent.id}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data).toMatchObject({ id: sent.id, status: 'COMPLETED', endedAs: 'DECLINED', winnerId: null, wagerCoins: 5, challengerId: a.id, opponentId: b.id, playedByMe: false });
    }
    expect((await call(outsider.id, 'GET', `/challenges/${sent.id}`)).statusCode).toBe(404);
    for (const role of ['PARENT', 'TEACHER'] as const) {
      const refused = await app.inject({ method: 'GET', url: `/api/engagement/challenges/${sent.id}`, headers: authHeader(a.id, { role }) });
      expect(refused.statusCode, role).toBe(403);
    }
  });

  it('refuses bad input with 4xx and a message, moving nothing', async () => {
    const a = await student(10, 0);
    const b = await student(10, 0);
    const c = await student(10, 0);
    const over = await send(a.id, b.username, { wagerCoins: 11, wagerGems: 0 });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'NOT_ENOUGH_COINS', message: 'Not enough coins: the wager is 11 coins and you have 10' });
    expect((await send(a.id, b.username, { wagerCoins: 0, wagerGems: 1 })).json().error.code).toBe('NOT_ENOUGH_GEMS');
    expect((await send(a.id, a.username, { wagerCoins: 1 })).json().error.code).toBe('CHALLENGE_SELF');
    expect((await send(a.id, 'nobody_x9q')).statusCode).toBe(404);
    expect((await send(a.id, b.username, { topic: 'Knitting' })).statusCode).toBe(400);
    expect((await send(a.id, b.username, { problemCount: 100 })).statusCode).toBe(400);
    expect((await call(a.id, 'POST', '/challenges/no-such-challenge/accept')).statusCode).toBe(404);
    // The opponent short of the wager: 409, and the challenge stays pending.
    const sent = (await send(a.id, b.username, { wagerCoins: 10, wagerGems: 0 })).json().data;
    await players().updateOne({ _id: b.id }, { $set: { coins: 5 }, $inc: { version: 1 } });
    const short = await call(b.id, 'POST', `/challenges/${sent.id}/accept`);
    expect(short.statusCode).toBe(409);
    expect(short.json().error.code).toBe('NOT_ENOUGH_COINS');
    expect((await call(b.id, 'GET', '/challenges/pending')).json().data[0]).toMatchObject({ id: sent.id, status: 'PENDING' });
    // Someone else's challenge is not found.
    expect((await call(c.id, 'POST', `/challenges/${sent.id}/accept`)).statusCode).toBe(404);
    expect((await call(c.id, 'POST', `/challenges/${sent.id}/start`)).statusCode).toBe(404);
    expect((await call(a.id, 'POST', `/challenges/${sent.id}/start`)).json().error.code).toBe('CHALLENGE_NOT_ACTIVE');
    expect(await balances(a.id, b.id, c.id)).toEqual([
      { coins: 0, gems: 0 },
      { coins: 5, gems: 0 },
      { coins: 10, gems: 0 },
    ]);
  });

  it('expiry: a challenge not accepted in 24 h, and one accepted but not finished in time, are refunded by the sweep', async () => {
    const a = await student(60, 2);
    const b = await student(60, 2);
    const before = total(await balances(a.id, b.id));
    const pending = (await send(a.id, b.username, { wagerCoins: 10, wagerGems: 1 })).json().data;
    const active = (await send(a.id, b.username, { wagerCoins: 20, wagerGems: 1 })).json().data;
    expect((await call(b.id, 'POST', `/challenges/${active.id}/accept`)).statusCode).toBe(200);
    await finished(active.id, a.id, 200); // only one side plays
    await until(async () => (await stored(active.id))!.challenger.result, (r) => r !== null);
    expect(await balances(a.id, b.id)).toEqual([
      { coins: 30, gems: 0 },
      { coins: 40, gems: 1 },
    ]);
    clock = new Date(Date.now() + 25 * HOUR);
    // No reads: the sweep alone moves them on.
    await until(() => Promise.all([stored(pending.id), stored(active.id)]), ([p, q]) => p?.paid === true && q?.paid === true);
    expect((await stored(pending.id))!.status).toBe('EXPIRED');
    expect((await stored(active.id))!.status).toBe('EXPIRED');
    expect(await balances(a.id, b.id)).toEqual([
      { coins: 60, gems: 2 },
      { coins: 60, gems: 2 },
    ]);
    expect(total(await balances(a.id, b.id))).toEqual(before);
    expect((await call(b.id, 'POST', `/challenges/${pending.id}/accept`)).json().error.code).toBe('CHALLENGE_NOT_PENDING');
    // Read by id, both show how they ended.
    for (const id of [pending.id, active.id]) {
      const read = await call(a.id, 'GET', `/challenges/${id}`);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data).toMatchObject({ id, status: 'COMPLETED', endedAs: 'EXPIRED', winnerId: null });
    }
  });
});
