/**
 * Every effect of a game event applied exactly once (docs/adr/0060): a redelivered batch, two
 * engagement instances sharing the durable consumers, and an instance that dies in the middle of
 * a burst (its writes done, its acks never sent) and is replaced.
 */
import { connectEventBus, connectMongo, ensureStream, type EventBus } from '@mathquest/service-kit';
import { testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import type { Connection } from 'mongoose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAnswerEvents } from '../../src/use-cases/apply-game-events.js';
import { ensureWalletIndexes, newPlayerCache, walletCollection, type PlayerDoc } from '../../src/repositories/wallets-repository.js';
import { answerEvent, authHeader, engagementApp, uid, until } from '../helpers/engagement.js';

let bus: EventBus;
const conns: Connection[] = [];

beforeAll(async () => {
  bus = await connectEventBus(testInfra().natsUrl, 'exactly-once-test');
  await ensureStream(bus.jsm, 'GAME');
});
afterAll(async () => {
  await bus?.close();
  await Promise.all(conns.map((c) => c.close()));
});

async function storage(mongoDb: string) {
  const conn = await connectMongo(testInfra().mongoUrl, mongoDb);
  conns.push(conn);
  return walletCollection(conn);
}

/** What the answers of a burst must leave, per student: n answers of 3 coins and 20 XP each. */
function expectApplied(doc: PlayerDoc | null, n: number) {
  expect(doc).not.toBeNull();
  expect(doc!.coins).toBe(3 * n);
  expect(doc!.walletVersion).toBe(n);
  expect(doc!.today!.answered).toBe(n);
  expect(doc!.today!.correct).toBe(n);
  expect(doc!.pass!.xp).toBe(10 * n);
  expect(Object.values(doc!.credited ?? {}).flat()).toHaveLength(n);
  const pet = doc!.pets!.owned[0]!;
  // 6 pet XP per answer: level 1 needs 100, level 2 150, ...
  let xp = 6 * n;
  let level = 1;
  for (let need = 100; xp >= need; need = Math.floor(need * 1.5)) {
    xp -= need;
    level += 1;
  }
  expect([pet.level, pet.xp]).toEqual([level, xp]);
  const solved = doc!.quests!.items.find((q) => q.kind === 'PROBLEMS_ANSWERED' || q.kind === 'PROBLEMS_SOLVED');
  if (solved) expect(solved.currentProgress).toBe(Math.min(n, solved.targetValue));
}

const burst = (users: string[], perUser: number) => users.flatMap((u) => Array.from({ length: perUser }, () => answerEvent(u)));

async function publishAll(events: ReturnType<typeof burst>) {
  for (let i = 0; i < events.length; i += 20) await Promise.all(events.slice(i, i + 20).map((e) => bus.publish('game.answer.submitted', e)));
}

describe('exactly once', () => {
  it('a redelivered batch (whole or in part, or racing itself) changes nothing more', async () => {
    const players = await storage(uniqueDbName('eng_redeliver'));
    await ensureWalletIndexes(players);
    const pushes: unknown[] = [];
    const handler = () =>
      applyAnswerEvents({ store: { players, cache: newPlayerCache() }, publishWalletChanged: async () => undefined, publishSocketPush: (_ids, _u, events) => void pushes.push(...events), log: pino({ level: 'silent' }) });
    const u = uid();
    const events = burst([u], 12);
    await handler()(events);
    const once = await players.findOne({ _id: u });
    expectApplied(once, 12);
    const pushed = pushes.length;
    await handler()(events);
    await Promise.all([handler()(events.slice(3, 9)), handler()(events.slice(0, 6)), handler()(events)]);
    const after = await players.findOne({ _id: u });
    expect({ ...after, updatedAt: null }).toEqual({ ...once, updatedAt: null });
    expect(pushes).toHaveLength(pushed); // nothing applied, nothing pushed
  });

  it('two engagement instances side by side apply each event once', async () => {
    const mongoDb = uniqueDbName('eng_two');
    const a = await engagementApp({ mongoDb });
    const b = await engagementApp({ mongoDb, durableSuffix: a.durableSuffix });
    try {
      const players = await storage(mongoDb);
      const users = [uid(), uid(), uid(), uid()];
      await publishAll(burst(users, 30));
      for (const u of users) expectApplied(await until(() => players.findOne({ _id: u }), (d) => (d?.today?.answered ?? 0) >= 30, 60_000), 30);
      // Both serve the same figures.
      const [ra, rb] = await Promise.all([a.app, b.app].map((app) => app.inject({ method: 'GET', url: '/api/engagement/wallet', headers: authHeader(users[0]!) })));
      expect(ra!.json()).toEqual(rb!.json());
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
  });

  it('an instance that dies in the middle of a burst (written, never acknowledged) and is replaced leaves every effect applied once', { timeout: 150_000 }, async () => {
    const mongoDb = uniqueDbName('eng_crash');
    const players = await storage(mongoDb);
    const durableSuffix = `crash${Date.now().toString(36)}`;
    const realBus = await connectEventBus(testInfra().natsUrl, 'engagement-doomed', { durableSuffix });
    let dead = false;
    // After the crash this instance's writes still land, but nothing it sends afterwards (publishes, hence acks) does.
    const doomedBus: EventBus = {
      ...realBus,
      publish: async (subject, event) => {
        if (dead) throw new Error('the process died');
        return realBus.publish(subject, event);
      },
    };
    const doomed = await engagementApp({ mongoDb, durableSuffix, bus: doomedBus });
    const users = [uid(), uid(), uid()];
    const events = burst(users, 40);
    const publishing = publishAll(events);
    const applied = async () => (await players.find({ _id: { $in: users } }).toArray()).reduce((s, d) => s + (d.today?.answered ?? 0), 0);
    await until(applied, (n) => n >= 10);
    dead = true;
    await publishing;
    await until(applied, (n) => n >= 20, 5_000); // writes go on while the acks fail
    await doomed.app.close();
    await realBus.nc.close(); // no drain: what it holds unacknowledged stays so

    const replacement = await engagementApp({ mongoDb, durableSuffix });
    try {
      for (const u of users) expectApplied(await until(() => players.findOne({ _id: u }), (d) => (d?.today?.answered ?? 0) >= 40, 120_000), 40);
    } finally {
      await replacement.app.close();
    }
  });
});
