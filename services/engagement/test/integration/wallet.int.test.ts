import { randomUUID } from 'node:crypto';
import { connectEventBus, connectMongo, ensureStream, newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import jwt from 'jsonwebtoken';
import { JSONCodec } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngagementApp } from '../../src/app.js';
import { creditOnce, walletCollection } from '../../src/repositories/wallets-repository.js';

const keys = testKeys();
let app: ServiceApp;
let bus: EventBus;
let mongoDb: string;

beforeAll(async () => {
  const infra = testInfra();
  mongoDb = uniqueDbName('engagement_wallet');
  app = await buildEngagementApp({
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    mongoUrl: infra.mongoUrl,
    mongoDb,
    natsUrl: infra.natsUrl,
    redisUrl: infra.redisUrl,
    publicKeyPem: keys.publicKeyPem,
    durableSuffix: `w${Date.now().toString(36)}`,
  });
  bus = await connectEventBus(infra.natsUrl, 'wallet-test');
  await ensureStream(bus.jsm, 'GAME');
});

afterAll(async () => {
  await bus?.close();
  await app?.close();
});

function auth(userId: string, role: 'STUDENT' | 'PARENT' | 'TEACHER' = 'STUDENT') {
  const token = jwt.sign({ sub: userId, role, username: 'kid', plan: 'FREE', tz: 'UTC', grade: 5 }, keys.privateKeyPem, {
    algorithm: 'ES256',
    audience: 'mathquest',
    issuer: 'mathquest-auth',
    expiresIn: '10m',
  });
  return { authorization: `Bearer ${token}` };
}

function answerEvent(userId: string, coins: number, id = randomUUID()) {
  return newEvent(
    'game.answer.submitted',
    {
      userId,
      sessionId: 's1',
      mode: 'SOLO_PRACTICE',
      assignmentId: null,
      problemId: randomUUID(),
      stableProblemId: 'g6.ns.gcf-lcm/d2/abc',
      skillId: 'g6.ns.gcf-lcm',
      topic: 'Factors',
      difficulty: 2,
      isCorrect: coins > 0,
      xp: 15,
      coins,
      combo: 1,
      multiplier: 1,
      timeSpent: 4,
      hintsUsed: 0,
      fast: true,
      answeredAt: new Date().toISOString(),
      localDay: new Date().toISOString().slice(0, 10),
      timeZone: 'UTC',
    },
    userId,
    id,
  );
}

async function wallet(userId: string) {
  const r = await app.inject({ method: 'GET', url: '/api/engagement/wallet', headers: auth(userId) });
  expect(r.statusCode).toBe(200);
  return r.json().data as { coins: number; gems: number; version: number };
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 60; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('wallet', () => {
  it("has an index for the outbox sweeper's scan, so that on MongoDB a pass reads only the players with old entries", async () => {
    const mongo = await connectMongo(testInfra().mongoUrl, mongoDb);
    try {
      const indexes = await mongo.db!.collection('wallets').listIndexes().toArray();
      expect(indexes.map((index) => Object.keys(index.key as object).join())).toContain('outbox.createdAt');
    } finally {
      await mongo.close();
    }
  });

  it('needs a student token and starts empty', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/engagement/wallet' })).statusCode).toBe(401);
    for (const role of ['PARENT', 'TEACHER'] as const) {
      const refused = await app.inject({ method: 'GET', url: '/api/engagement/wallet', headers: auth('not-a-student', role) });
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    expect(await wallet('nobody-yet')).toEqual({ coins: 0, gems: 0, version: 0 });
  });

  it('credits the coins of game.answer.submitted once per event and publishes engagement.wallet.changed', async () => {
    const userId = `u${randomUUID().slice(0, 8)}`;
    const e1 = answerEvent(userId, 4);
    await bus.publish('game.answer.submitted', e1);
    await bus.publish('game.answer.submitted', e1); // retried publish: de-duplicated
    await bus.publish('game.answer.submitted', answerEvent(userId, 0)); // wrong answer: nothing to credit
    await bus.publish('game.answer.submitted', answerEvent(userId, 3));
    await until(async () => (await wallet(userId)).coins === 7);
    await new Promise((r) => setTimeout(r, 300));
    expect(await wallet(userId)).toEqual({ coins: 7, gems: 0, version: 2 });

    // The wallet is written before its wallet.changed events are published, and the stream holds
    // other test files' events too: read it, from the start, until this student's two are in it
    // and the stream's end is reached (a third, a double publish, would be read as well).
    const codec = JSONCodec<{ data: { userId: string; coins: number; version: number; coinsDelta: number } }>();
    const consumer = await bus.js.consumers.get('ENGAGEMENT', { filterSubjects: 'engagement.wallet.changed' });
    const seen: Array<{ coins: number; version: number; coinsDelta: number }> = [];
    const deadline = Date.now() + 30_000;
    let atEnd = false;
    while (!(atEnd && seen.length >= 2) && Date.now() < deadline) {
      atEnd = false;
      const msgs = await consumer.fetch({ max_messages: 1000, expires: 1000 });
      for await (const m of msgs) {
        const e = codec.decode(m.data);
        if (e.data.userId === userId) seen.push(e.data);
        if (m.info.pending === 0) {
          atEnd = true;
          break;
        }
      }
    }
    expect(seen.map((s) => [s.coinsDelta, s.coins, s.version])).toEqual([
      [4, 4, 1],
      [3, 7, 2],
    ]);
  });

  it('a redelivered event never credits twice (version-checked write of the credited ids), also under concurrency', async () => {
    const conn = await connectMongo(testInfra().mongoUrl, mongoDb);
    const wallets = walletCollection(conn);
    const userId = `c${randomUUID().slice(0, 8)}`;
    const id = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => creditOnce(wallets, userId, id, 5, 0).catch(() => null)));
    expect(results.filter((r) => r?.applied).length).toBe(1);
    expect((await creditOnce(wallets, userId, id, 5, 0)).applied).toBe(false);
    expect((await creditOnce(wallets, userId, randomUUID(), 2, 1)).wallet).toMatchObject({ coins: 7, gems: 1, version: 2 });
    await conn.close();
  });
});
