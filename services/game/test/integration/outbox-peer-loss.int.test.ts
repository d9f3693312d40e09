/**
 * A full outbox pass when another game process was lost (docs/adr/0278): what a process that
 * stopped without a word left in an owner document is published and cleared by the others, and
 * nothing scans the collections while every process is heard from, or after one said it is leaving.
 */
import { randomUUID } from 'node:crypto';
import { CoreSubjects } from '@mathquest/contracts';
import { connectEventBus, connectMongo, newCoreEvent, outboxEntry, publishCore, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGameApp, makeUser } from '../helpers/build-test-app.js';
import { gameClient } from '../helpers/game-client.js';
import { createSolver } from '../helpers/solver.js';

const keys = testKeys();
const db = uniqueDbName('game_peer_loss');
const BEAT_MS = 200;
const LOST_AFTER_MS = 1_000;
let app: ServiceApp;
let bus: EventBus;
let mongo: Awaited<ReturnType<typeof connectMongo>>;

beforeAll(async () => {
  const infra = testInfra();
  // A pass every 200 ms, entries stale after 500 ms; the clock's full pass out of reach (the first pass is full).
  app = await buildTestGameApp(infra, keys.publicKeyPem, db, { bankSeeds: 0, outboxSweepMs: 200, outboxStaleMs: 500, outboxFullSweepMs: 3_600_000 }, { peerTimings: { beatMs: BEAT_MS, lostAfterMs: LOST_AFTER_MS } });
  bus = await connectEventBus(infra.natsUrl, 'peer-loss-test');
  mongo = await connectMongo(infra.mongoUrl, db);
});

afterAll(async () => {
  await app?.close();
  await bus?.close();
  await mongo?.close();
});

const students = () => mongo.db!.collection<{ _id: string; version: number; outbox: unknown[] }>('students');

/** A student document holding an event another process wrote and never published (it stopped first). */
async function leftBehind(): Promise<string> {
  const id = randomUUID().replace(/-/g, '').slice(0, 24);
  const entry = outboxEntry('game.level.up', { userId: id, previousLevel: 1, newLevel: 2, totalXp: 250 }, { userId: id, at: new Date(Date.now() - 60_000) });
  await students().insertOne({ _id: id, version: 1, outbox: [entry] });
  return id;
}

const outboxOf = async (id: string) => (await students().findOne({ _id: id }))?.outbox ?? [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Another game process on the same database saying it runs (or is leaving), as a process does every beat. */
const announce = (instance: string, leaving = false, group = db) => publishCore(bus.nc, CoreSubjects.GAME_INSTANCES, newCoreEvent(CoreSubjects.GAME_INSTANCES, { instance, group, leaving }));

/** Waits until `check` holds, at most `ms` (bounded: generous for a busy machine). */
async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}

describe('a full outbox pass when another game process was lost (docs/adr/0278)', () => {
  it("publishes what a process that went silent left, and scans nothing while it is heard from or after it said it is leaving", async () => {
    await sleep(1_000); // the first (full) pass is done

    // A process that runs: its entries are its own business, the others do not scan for them.
    const running = await leftBehind();
    const peer = `peer-${randomUUID().slice(0, 8)}`;
    const beating = setInterval(() => announce(peer), BEAT_MS);
    try {
      announce(peer);
      await sleep(3 * LOST_AFTER_MS);
      expect(await outboxOf(running)).toHaveLength(1);
    } finally {
      clearInterval(beating);
    }

    // It goes silent (a crash): once it is taken as lost, a full pass publishes and clears its entry.
    expect(await until(async () => (await outboxOf(running)).length === 0, 15_000)).toBe(true);

    // A process of another group (another database) that goes silent is none of this one's business.
    const stranger = `stranger-${randomUUID().slice(0, 8)}`;
    const untouched = await leftBehind();
    announce(stranger, false, `${db}_other`);
    await sleep(3 * LOST_AFTER_MS);
    expect(await outboxOf(untouched)).toHaveLength(1);

    // A process that stops cleanly says so: no full pass for it.
    const leaving = `leaving-${randomUUID().slice(0, 8)}`;
    announce(leaving);
    await sleep(2 * BEAT_MS);
    const after = await leftBehind();
    announce(leaving, true);
    await sleep(3 * LOST_AFTER_MS);
    expect(await outboxOf(after)).toHaveLength(1);
  });

  it('a process that stops cleanly settles the owners it wrote before it goes, without waiting for their stale age', async () => {
    const infra = testInfra();
    // Entries stale only after a minute: only the settling at close can clear them within this test.
    const other = await buildTestGameApp(infra, keys.publicKeyPem, db, { bankSeeds: 0, outboxSweepMs: 200, outboxStaleMs: 60_000, outboxFullSweepMs: 3_600_000 }, { peerTimings: { beatMs: BEAT_MS, lostAfterMs: LOST_AFTER_MS } });
    const client = gameClient(other);
    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const sessionId = await client.start(u);
    const p = (await client.next(u, sessionId)).json().data as { id: string };
    const answered = await client.submit(u, { sessionId, problemId: p.id, answer: await createSolver(mongo).answer(p.id), timeSpent: 5, hintsUsed: 0 }, 'settle-1');
    expect(answered.statusCode).toBe(200);
    expect((await outboxOf(u.id)).length).toBeGreaterThan(0); // published, left for the student's next write

    await other.close();
    expect(await outboxOf(u.id)).toEqual([]);
  });
});
