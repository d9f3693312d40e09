/**
 * Boss battles across the game and engagement on real storage and NATS (docs/adr/0096): the
 * battle is a BOSS_BATTLE game session started through engagement (which calls the game with the
 * student's token); only correct answers graded by the game damage the boss; the victory is
 * recorded once per battle and engagement pays it once, also when its last answer is retried and
 * when the event is delivered again.
 */
import { randomUUID } from 'node:crypto';
import { BossBattleEndedEventSchema, type BossBattleEndedEvent } from '@mathquest/contracts';
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

const student = (): TestUser => stack.student('PREMIUM');
const eng = (u: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  stack.engagement.inject({ method, url: `/api/engagement${url}`, headers: u.auth, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
const next = (u: TestUser, sessionId: string) => stack.game.inject({ method: 'GET', url: `/api/game/problem/next?sessionId=${sessionId}`, headers: u.auth });
const submit = (u: TestUser, body: Record<string, unknown>, key?: string) =>
  stack.game.inject({ method: 'POST', url: '/api/game/problem/submit', headers: key ? { ...u.auth, 'idempotency-key': key } : u.auth, payload: body });
const battleOf = async (userId: string) => (await stack.gameDb.db!.collection<{ _id: string; battle?: { currentHealth: number; status: string } }>('students').findOne({ _id: userId }))?.battle;

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A graded wrong answer (an unreadable one is nudged a few times first, then graded). */
async function answerWrong(u: TestUser, sessionId: string) {
  const p = (await next(u, sessionId)).json().data;
  let r = await submit(u, { sessionId, problemId: p.id, answer: '987654321', timeSpent: 5, hintsUsed: 0 });
  for (let i = 0; i < 4 && r.json().data.graded === false; i++) r = await submit(u, { sessionId, problemId: p.id, answer: '987654321', timeSpent: 5, hintsUsed: 0 });
  expect(r.json().data).toMatchObject({ graded: true, isCorrect: false });
  return r.json().data;
}

describe('boss battles', () => {
  it('starts a battle through engagement; one at a time; the list shows locks; unknown bosses are 404; FREE is 402', async () => {
    const u = student();
    const list = (await eng(u, 'GET', '/bosses/available')).json().data as Array<{ id: string; isLocked: boolean; requiredLevel: number }>;
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.filter((b) => !b.isLocked).map((b) => b.id)).toEqual(['boss-count-crunch']);
    expect((await eng(u, 'GET', '/bosses/active')).json()).toEqual({ success: true, data: null });

    const started = await eng(u, 'POST', '/bosses/boss-count-crunch/start');
    expect(started.statusCode, started.body).toBe(200);
    const { id, battle } = started.json().data;
    expect(battle).toMatchObject({ id, bossId: 'boss-count-crunch', currentHealth: 250, maxHealth: 250, status: 'ACTIVE' });
    expect((await eng(u, 'GET', '/bosses/active')).json().data).toMatchObject({ id, currentHealth: 250 });

    const second = await eng(u, 'POST', '/bosses/boss-count-crunch/start');
    expect([second.statusCode, second.json().error.code]).toEqual([409, 'BATTLE_ALREADY_ACTIVE']);
    const locked = await eng(u, 'POST', '/bosses/boss-times-titan/start');
    expect([locked.statusCode, locked.json().error.code]).toEqual([409, 'LEVEL_LOCKED']);
    expect((await eng(u, 'POST', '/bosses/no-such-boss/start')).statusCode).toBe(404);
    const free = stack.student('FREE');
    const refused = await eng(free, 'POST', '/bosses/boss-count-crunch/start');
    expect([refused.statusCode, refused.json().error.message]).toEqual([402, 'Boss battles are part of Premium. Upgrade to play them!']);

    // Retreat: abandoned, recorded in the history, and a new battle may start.
    const retreat = await eng(u, 'POST', '/bosses/boss-count-crunch/abandon');
    expect(retreat.json().data).toMatchObject({ id, status: 'ABANDONED' });
    expect((await eng(u, 'POST', '/bosses/boss-count-crunch/abandon')).statusCode).toBe(404);
    const history = await until(async () => (await eng(u, 'GET', '/bosses/history')).json().data as unknown[], (h) => h.length > 0);
    expect(history).toEqual([expect.objectContaining({ battleId: id, outcome: 'ABANDONED', damageDealt: 0 })]);
    expect((await eng(u, 'POST', '/bosses/boss-count-crunch/start')).statusCode).toBe(200);
  });

  it('a boss cannot be damaged without correct answers: wrong answers and the damage call leave its health', async () => {
    const u = student();
    const { id } = (await eng(u, 'POST', '/bosses/boss-count-crunch/start')).json().data;
    for (let i = 0; i < 3; i++) expect((await answerWrong(u, id)).battle).toMatchObject({ damage: 0, currentHealth: 250, defeated: false });
    const claimed = await eng(u, 'POST', '/bosses/boss-count-crunch/damage', { damage: 250 });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toMatchObject({ currentHealth: 250, status: 'ACTIVE' });
    expect(await battleOf(u.id)).toMatchObject({ currentHealth: 250, status: 'ACTIVE' });

    // A correct answer deals floor((10 + 5 × difficulty) × multiplier), by the server.
    const p = (await next(u, id)).json().data;
    const r = (await submit(u, { sessionId: id, problemId: p.id, answer: await stack.solver.answer(p.id), timeSpent: 5, hintsUsed: 0 })).json().data;
    const expected = Math.floor((10 + 5 * p.difficulty) * r.combo.multiplier);
    expect(r.battle).toEqual({ battleId: id, bossId: 'boss-count-crunch', damage: expected, currentHealth: 250 - expected, maxHealth: 250, defeated: false });
    expect((await eng(u, 'GET', '/bosses/active')).json().data.currentHealth).toBe(250 - expected);
  });

  it('a victory pays once when its last answer is retried, and when its event is delivered again', async () => {
    const u = student();
    const { id } = (await eng(u, 'POST', '/bosses/boss-count-crunch/start')).json().data;
    // Pinned: one hit from the end (the battle's health as the game stores it).
    await stack.gameDb.db!.collection<{ _id: string }>('students').updateOne({ _id: u.id }, { $set: { 'battle.currentHealth': 1 }, $inc: { version: 1 } });
    const p = (await next(u, id)).json().data;
    const body = { sessionId: id, problemId: p.id, answer: await stack.solver.answer(p.id), timeSpent: 5, hintsUsed: 0 };
    const key = randomUUID();
    const [first, ...retries] = await Promise.all([submit(u, body, key), submit(u, body, key), submit(u, body, key)]);
    expect(first!.json().data.battle).toMatchObject({ damage: 1, currentHealth: 0, defeated: true });
    for (const r of retries) expect(r.statusCode === 200 ? r.json().data.battle : { defeated: true }).toMatchObject({ defeated: true });
    expect((await submit(u, body, key)).json().data.battle).toMatchObject({ defeated: true, currentHealth: 0 });
    expect((await next(u, id)).statusCode).toBe(409); // the battle is over

    const history = await until(async () => (await eng(u, 'GET', '/bosses/history')).json().data as Array<{ outcome: string }>, (h) => h.length > 0);
    expect(history).toEqual([expect.objectContaining({ battleId: id, bossId: 'boss-count-crunch', outcome: 'VICTORY', rewards: { coins: 50, xp: 100, gems: 2, pets: [], avatarItems: ['trophy-count-crunch'] } })]);
    const wallet = (await eng(u, 'GET', '/wallet')).json().data;
    expect(wallet.gems).toBe(2);

    // The game recorded one victory event for the battle; delivered again under another message id, it pays nothing more.
    const js = nc.jetstream();
    const codec = JSONCodec<unknown>();
    const consumer = await js.consumers.get('GAME', { filterSubjects: 'game.boss.battle.ended' });
    const mine: BossBattleEndedEvent[] = [];
    for await (const m of await consumer.fetch({ max_messages: 10_000, expires: 1500 })) {
      const e = BossBattleEndedEventSchema.parse(codec.decode(m.data));
      if (e.data.userId === u.id) mine.push(e);
      if (m.info.pending === 0) break;
    }
    expect(mine.map((e) => e.data.battleId)).toEqual([id]);
    const again = newEvent('game.boss.battle.ended', mine[0]!.data, u.id, mine[0]!.id);
    await js.publish('game.boss.battle.ended', JSONCodec().encode(again), { msgID: randomUUID() });
    const list = await until(async () => (await eng(u, 'GET', '/bosses/available')).json().data as Array<{ id: string; victories: number }>, () => false, 1500);
    expect(list.find((b) => b.id === 'boss-count-crunch')!.victories).toBe(1);
    expect((await eng(u, 'GET', '/wallet')).json().data.gems).toBe(2);
    expect((await eng(u, 'GET', '/bosses/history')).json().data).toHaveLength(1);
  });
});
