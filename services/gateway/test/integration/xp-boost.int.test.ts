/**
 * An XP boost in one hop (docs/adr/0186) through the gateway, on real auth, game, engagement,
 * NATS and storage: a boost bought in the shop reaches the game as one engagement.boost.granted;
 * a correct answer uses a charge in its own write, its xpEarned includes the extra XP (the
 * breakdown says how much), the shop's count goes down from the answer's event, redelivered
 * events change nothing, and a boosted answer costs the game the storage operations of any other.
 */
import { randomUUID } from 'node:crypto';
import { testInfra, testKeys } from '@mathquest/service-kit/testing';
import jwt from 'jsonwebtoken';
import { connect, DeliverPolicy, JSONCodec } from 'nats';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPracticeStack, type PracticeStack } from '../helpers/practice-stack.js';
import { gatewayConfig, readyGateway } from '../helpers/stack.js';

let stack: PracticeStack;
let gateway: FastifyInstance;

beforeAll(async () => {
  // Engagement's sweeper on: a purchase's event whose publish was lost under load still reaches the game.
  stack = await startPracticeStack({ engagementOutbox: { sweepMs: 500, staleMs: 2000 } });
  gateway = await readyGateway(await gatewayConfig({ AUTH_URL: stack.urls.auth, GAME_URL: stack.urls.game }, { ENGAGEMENT_URL: stack.urls.engagement }));
});
afterAll(async () => {
  await gateway?.close();
  await stack?.close();
});

type Auth = { authorization: string };
interface XpResult {
  graded: boolean;
  isCorrect: boolean;
  xpEarned: number;
  xpBreakdown: { boostBonus?: number; total: number };
  progress: { totalXp: number };
}

/** A PREMIUM student (no daily count), signed as auth would sign them. */
function student(): { id: string; auth: Auth } {
  const id = randomUUID().replace(/-/g, '').slice(0, 24);
  const token = jwt.sign({ sub: id, role: 'STUDENT', username: `b_${id.slice(0, 8)}`, plan: 'PREMIUM', tz: 'UTC', grade: 6 }, testKeys().privateKeyPem, {
    algorithm: 'ES256',
    audience: 'mathquest',
    issuer: 'mathquest-auth',
    expiresIn: '10m',
  });
  return { id, auth: { authorization: `Bearer ${token}` } };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The canonical answer of a served problem, read where the game keeps it (no client can: docs/adr/0028).
 * The game's canonical answer is accepted by its checker as it stands.
 */
async function answerTo(problemId: string): Promise<string> {
  const doc = await stack.storage.game.db!.collection<{ _id: string; problem: { answer: { canonical: string } } }>('served_problems').findOne({ _id: problemId });
  if (!doc) throw new Error(`no served problem ${problemId}`);
  return doc.problem.answer.canonical;
}

async function correctAnswer(auth: Auth, sessionId: string): Promise<XpResult> {
  const next = await gateway.inject({ method: 'GET', url: `/api/game/problem/next?sessionId=${sessionId}`, headers: auth });
  expect(next.statusCode).toBe(200);
  const problemId = next.json().data.id as string;
  const res = await gateway.inject({ method: 'POST', url: '/api/game/problem/submit', headers: { ...auth, 'idempotency-key': problemId }, payload: { sessionId, problemId, answer: await answerTo(problemId), timeSpent: 30, hintsUsed: 0 } });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as XpResult;
  expect(data.isCorrect).toBe(true);
  return data;
}

type Envelope = { id: string; type: string; data: Record<string, unknown> & { userId: string } };

/**
 * The student's events of a subject published since `since`, read from the ENGAGEMENT stream (an
 * ephemeral consumer starting at that time, so the read stays short however many events other
 * tests publish).
 */
async function eventsOf(subject: string, userId: string, since: Date): Promise<Envelope[]> {
  const nc = await connect({ servers: testInfra().natsUrl });
  try {
    const codec = JSONCodec<Envelope>();
    const consumer = await nc.jetstream().consumers.get('ENGAGEMENT', { filterSubjects: subject, deliver_policy: DeliverPolicy.StartTime, opt_start_time: since.toISOString() });
    const out: Envelope[] = [];
    for await (const m of await consumer.fetch({ max_messages: 10_000, expires: 3000 })) {
      const e = codec.decode(m.data);
      if (e.data.userId === userId) out.push(e);
      if (m.info.pending === 0) break;
    }
    return out;
  } finally {
    await nc.close();
  }
}

/** The same event published again (a new message id, so JetStream delivers it: a re-publish or a replay). */
async function publishAgain(subject: string, event: Envelope): Promise<void> {
  const nc = await connect({ servers: testInfra().natsUrl });
  try {
    await nc.jetstream().publish(subject, JSONCodec<Envelope>().encode(event), { msgID: randomUUID() });
  } finally {
    await nc.close();
  }
}

describe('an XP boost in one hop', () => {
  it('bought in the shop, used by the next correct answer in its own write: the extra XP in xpEarned, the shop count down, redeliveries applied once', async () => {
    const s = student();
    const since = new Date(Date.now() - 1000);
    const start = await gateway.inject({ method: 'POST', url: '/api/game/session/start', headers: s.auth, payload: { mode: 'SOLO_PRACTICE', deviceType: 'web' } });
    expect(start.statusCode).toBe(201);
    const sessionId = start.json().data.session.id as string;
    // A first answer: the student's game document and player document exist.
    const first = await correctAnswer(s.auth, sessionId);
    expect(first.xpBreakdown.boostBonus ?? 0).toBe(0);
    const wallets = stack.storage.engagement.db!.collection<{ _id: string; coins: number; version: number; today?: { answered: number } }>('wallets');
    await until(() => wallets.findOne({ _id: s.id }), (d) => (d?.today?.answered ?? 0) === 1);
    // Coins for two Mini XP Boosts (60 each), as if earned; the version moves so no cached copy writes over them.
    await wallets.updateOne({ _id: s.id }, { $inc: { coins: 120, version: 1 } });

    const buy = () => gateway.inject({ method: 'POST', url: '/api/engagement/shop/purchase', headers: s.auth, payload: { itemId: 'power-xp-boost-5', currency: 'coins' } });
    const bought = await buy();
    expect(bought.statusCode, bought.body).toBe(200);
    const students = stack.storage.game.db!.collection<{ _id: string; boosts?: { xp?: number }; progress: { totalXp: number }; outbox: Array<{ subject: string; event: Envelope }> }>('students');
    const charges = async () => (await students.findOne({ _id: s.id }))?.boosts?.xp ?? 0;
    expect(await until(charges, (n) => n === 5)).toBe(5);
    const granted = await until(() => eventsOf('engagement.boost.granted', s.id, since), (e) => e.length >= 1);
    expect(granted.map((e) => e.data)).toEqual([{ userId: s.id, boost: 'xp-boost', answers: 5 }]);

    // The boosted answer: its xpEarned includes 50 % of its XP, said by the breakdown; the game's storage work is an answer's.
    const gameOpsBefore = stack.commands.game.length;
    const boosted = await correctAnswer(s.auth, sessionId);
    const gameOps = stack.commands.game.slice(gameOpsBefore).map((c) => `${c.name} ${c.collection}`);
    expect(gameOps.sort()).toEqual(['find served_problems', 'insert served_problems', 'update served_problems', 'update students']);
    const bonus = boosted.xpBreakdown.boostBonus ?? 0;
    expect(bonus).toBeGreaterThan(0);
    expect(bonus).toBe(Math.floor(((boosted.xpEarned - bonus) * 50) / 100));
    expect(boosted.xpEarned).toBe(boosted.xpBreakdown.total);
    expect(boosted.progress.totalXp).toBe(first.xpEarned + boosted.xpEarned);
    expect(await charges()).toBe(4);
    const ownedCount = async () => ((await gateway.inject({ method: 'GET', url: '/api/engagement/shop', headers: s.auth })).json().data as Array<{ id: string; ownedCount: number }>).find((i) => i.id === 'power-xp-boost-5')!.ownedCount;
    expect(await until(ownedCount, (n) => n === 4)).toBe(4);
    // Engagement grants no XP for the boost: it came with the answer.
    expect(await eventsOf('engagement.xp.granted', s.id, since)).toEqual([]);

    // Both events delivered again: the boost's grant adds no charges, the answer uses none and credits nothing twice.
    // The answer's event as the game wrote it with the answer (its outbox keeps it until the student's next write).
    const boostedEvent = (await students.findOne({ _id: s.id }))!.outbox.find((e) => e.subject === 'game.answer.submitted')?.event;
    expect(boostedEvent?.data).toMatchObject({ xp: boosted.xpEarned, xpBoostUsed: true });
    await publishAgain('engagement.boost.granted', granted[0]!);
    await publishAgain('game.answer.submitted', boostedEvent!);
    // A second boost, then a third answer: each consumer reads its subject in order, so once these are applied the redeliveries were too.
    expect((await buy()).statusCode).toBe(200);
    expect(await until(charges, (n) => n === 9)).toBe(9);
    const third = await correctAnswer(s.auth, sessionId);
    expect(third.xpBreakdown.boostBonus).toBeGreaterThan(0);
    await until(() => wallets.findOne({ _id: s.id }), (d) => (d?.today?.answered ?? 0) === 3);
    expect(await charges()).toBe(8);
    expect(await until(ownedCount, (n) => n === 8)).toBe(8);
    expect((await students.findOne({ _id: s.id }))!.progress.totalXp).toBe(first.xpEarned + boosted.xpEarned + third.xpEarned);
  });
});
