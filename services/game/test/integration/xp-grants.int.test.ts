/**
 * engagement.xp.granted applied by the game exactly once (docs/adr/0072): two game replicas share
 * the durable consumer and the database, as in production. A grant published again under another
 * message id, redelivered by JetStream after an instance applied it without acknowledging it, or
 * replayed by a new consumer adds its XP once; grants racing a student's answers lose nothing and
 * are not lost; a grant that crosses a level publishes game.level.up once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { EventOf } from '@mathquest/contracts';
import { connectEventBus, connectMongo, newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import type { Connection } from 'mongoose';
import { AckPolicy, DeliverPolicy, JSONCodec } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactId } from '@mathquest/service-kit';
import { createGameOutbox } from '../../src/events/outbox.js';
import { openCollections } from '../../src/repositories/collections.js';
import type { StudentDoc } from '../../src/repositories/students.js';
import { createStudentRepository } from '../../src/repositories/students.js';
import { createApplyXpGrants } from '../../src/use-cases/apply-xp-grants.js';
import { buildTestGameApp, makeUser, type TestUser } from '../helpers/build-test-app.js';
import { eventsFor } from '../helpers/events.js';
import { gameClient } from '../helpers/game-client.js';
import { createSolver, type Solver } from '../helpers/solver.js';

const WAIT_MS = 20_000;
const keys = testKeys();
const db = uniqueDbName('game_xp');
const suffix = `x${randomBytes(4).toString('hex')}`;
const codec = JSONCodec();
const replicas: ServiceApp[] = [];
let mongo: Connection;
let solver: Solver;
let bus: EventBus;

beforeAll(async () => {
  const infra = testInfra();
  for (let i = 0; i < 2; i++) replicas.push(await buildTestGameApp(infra, keys.publicKeyPem, db, { bankSeeds: 0, durableSuffix: suffix }));
  mongo = await connectMongo(infra.mongoUrl, db);
  solver = createSolver(mongo);
  bus = await connectEventBus(infra.natsUrl, 'game-xp-test');
});

afterAll(async () => {
  await Promise.allSettled(replicas.map((r) => r.close()));
  await mongo?.close();
  await bus?.close();
});

type XpGranted = EventOf<'engagement.xp.granted'>;

const student = () => makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
const grant = (userId: string, xp: number, at = new Date()): XpGranted =>
  newEvent('engagement.xp.granted', { userId, xp, reason: 'quest', sourceId: `quest-${randomUUID().slice(0, 8)}` }, userId, randomUUID(), at);

/** Publishes as engagement would; `msgId` other than the event's id gets past JetStream's de-duplication. Returns the stream sequence. */
async function publish(event: XpGranted, msgId = event.id): Promise<number> {
  return (await bus.js.publish('engagement.xp.granted', codec.encode(event), { msgID: msgId })).seq;
}

async function until(what: string, ok: () => Promise<boolean>): Promise<void> {
  const t0 = Date.now();
  while (!(await ok())) {
    if (Date.now() - t0 > WAIT_MS) throw new Error(`${what}: not within ${WAIT_MS} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the durable (the replicas', or `durable`) has acknowledged everything up to `seq`. */
async function acknowledged(seq: number, durable = `game-progress-xp-granted-${suffix}`): Promise<void> {
  await until(`${durable} acknowledged up to ${seq}`, async () => {
    const info = await bus.jsm.consumers.info('ENGAGEMENT', durable);
    return info.ack_floor.stream_seq >= seq;
  });
}

const students = () => mongo.db!.collection<StudentDoc>('students');
const stored = async (userId: string) => {
  const doc = await students().findOne({ _id: userId });
  if (!doc) throw new Error(`no student ${userId}`);
  return doc;
};
const appliedIds = (doc: StudentDoc) => Object.values(doc.xpGrants ?? {}).flat();

/** A student with a game progress (their first session), on replica `r`. */
async function newStudent(r = 0): Promise<{ user: TestUser; sessionId: string }> {
  const user = student();
  return { user, sessionId: await gameClient(replicas[r]!).start(user) };
}

/** Answers the open problem correctly on replica `r`; the XP it earned. */
async function answerCorrectly(r: number, user: TestUser, sessionId: string): Promise<number> {
  const client = gameClient(replicas[r]!);
  const next = await client.next(user, sessionId);
  expect(next.statusCode).toBe(200);
  const problemId = next.json().data.id as string;
  const res = await client.submit(user, { sessionId, problemId, answer: await solver.answer(problemId), timeSpent: 5, hintsUsed: 0 });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.isCorrect).toBe(true);
  return res.json().data.xpEarned as number;
}

describe('engagement.xp.granted', () => {
  it('adds the XP once when the same event is published again under another message id', async () => {
    const { user } = await newStudent();
    const g = grant(user.id, 30);
    await acknowledged(await publish(g));
    const once = await stored(user.id);
    expect(once.progress.totalXp).toBe(30);
    expect(appliedIds(once)).toEqual([compactId(g.id)]);

    // The outbox sweeper of engagement republishing after JetStream's duplicate window, say.
    await acknowledged(await publish(g, `${g.id}:again`));
    const after = await stored(user.id);
    expect(after.progress.totalXp).toBe(30);
    expect(after.version).toBe(once.version);

    const progress = await gameClient(replicas[1]!).progress(user);
    expect(progress.json().data).toMatchObject({ totalXp: 30, level: 1, xpToNextLevel: 100 });
  });

  it('adds the XP once when JetStream redelivers it after an instance applied it and never acknowledged it', async () => {
    const infra = testInfra();
    // A durable of its own, as a deployment that consumed the stream so far left it, while no
    // instance runs (the game's consumer takes an existing durable as it is).
    const own = `n${randomBytes(4).toString('hex')}`;
    const durable = `game-progress-xp-granted-${own}`;
    await bus.jsm.consumers.add('ENGAGEMENT', { durable_name: durable, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.New, filter_subject: 'engagement.xp.granted' });

    const { user } = await newStudent();
    const g = grant(user.id, 40);
    const seq = await publish(g);

    // An instance takes the grant, applies it with the game's own use case, then dies before it
    // acknowledges: the message goes back to JetStream (nak) and is delivered again.
    const conn = await connectMongo(infra.mongoUrl, db);
    try {
      const collections = await openCollections(conn);
      const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
      const apply = createApplyXpGrants({ students: createStudentRepository(collections.students), outbox: createGameOutbox(collections, bus, log), now: () => new Date(), log });
      const consumer = await bus.js.consumers.get('ENGAGEMENT', durable);
      for (let found = false; !found; ) {
        const m = await consumer.next({ expires: 5000 });
        if (!m) throw new Error('the grant was not delivered');
        if (m.seq !== seq) {
          m.ack(); // grants other suites published meanwhile
          continue;
        }
        await apply([m.json<XpGranted>()]);
        m.nak();
        found = true;
      }
    } finally {
      await conn.close();
    }
    expect((await stored(user.id)).progress.totalXp).toBe(40);

    const restarted = await buildTestGameApp(infra, keys.publicKeyPem, db, { bankSeeds: 0, durableSuffix: own });
    try {
      // Acknowledged means delivered again (it was nak'ed), to the restarted instance.
      await acknowledged(seq, durable);
    } finally {
      await restarted.close();
    }
    const doc = await stored(user.id);
    expect(doc.progress.totalXp).toBe(40);
    expect(appliedIds(doc)).toEqual([compactId(g.id)]);
  });

  it('loses no answer and no grant when grants race the same student’s answers on two replicas', async () => {
    const { user, sessionId } = await newStudent();
    const grants = Array.from({ length: 12 }, (_, i) => grant(user.id, 3 + i));
    let answered = 0;
    let earned = 0;
    let last = 0;
    // Answers alternate between the replicas (each with its own cache of the student) while the
    // grants are applied by whichever replica's consumer takes them.
    for (let i = 0; i < grants.length; i++) {
      const [seq, xp] = await Promise.all([publish(grants[i]!), answerCorrectly(i % 2, user, sessionId)]);
      last = seq;
      earned += xp;
      answered++;
    }
    await acknowledged(last);

    const granted = grants.reduce((sum, g) => sum + g.data.xp, 0);
    const doc = await stored(user.id);
    expect(doc.progress.totalXp).toBe(earned + granted);
    expect(doc.progress.totalProblems).toBe(answered);
    expect(doc.progress.totalCorrect).toBe(answered);
    expect(appliedIds(doc).sort()).toEqual(grants.map((g) => compactId(g.id)).sort());
    // Each replica answers from fresh state afterwards (its cache was updated or dropped by every write).
    for (const r of [0, 1]) {
      const progress = (await gameClient(replicas[r]!).progress(user)).json().data;
      expect(progress.totalXp).toBe(earned + granted);
    }
    earned += await answerCorrectly(0, user, sessionId);
    earned += await answerCorrectly(1, user, sessionId);
    expect((await stored(user.id)).progress.totalXp).toBe(earned + granted);
  });

  it('publishes game.level.up once for a grant that crosses a level, and the progress after it', async () => {
    const { user } = await newStudent();
    const big = grant(user.id, 150); // 0 → 150: level 1 → 2 (level 2 starts at 100, level 3 at 250)
    const small = grant(user.id, 10);
    await publish(big);
    await publish(big, `${big.id}:again`);
    await acknowledged(await publish(small));
    expect((await stored(user.id)).progress.totalXp).toBe(160);

    let snapshots: Array<{ data: Record<string, unknown> }> = [];
    await until('the progress snapshot at 160 XP published', async () => {
      snapshots = await eventsFor(bus.nc, 'GAME', 'game.progress.updated', user.id);
      return snapshots.some((e) => e.data.totalXp === 160);
    });
    expect(snapshots.find((e) => e.data.totalXp === 160)?.data).toMatchObject({ level: 2, xpForCurrentLevel: 100, xpToNextLevel: 250, totalProblems: 0 });
    const levelUps = await eventsFor(bus.nc, 'GAME', 'game.level.up', user.id);
    expect(levelUps.map((e) => e.data)).toEqual([{ userId: user.id, previousLevel: 1, newLevel: 2, totalXp: 150 }]);
  });

  it('adds nothing again when a new consumer replays the whole stream, and ignores a grant for someone without a game progress', async () => {
    const before = new Map((await students().find({}).toArray()).map((d) => [d._id, d.progress.totalXp]));
    const stranger = grant(`nobody-${randomUUID().slice(0, 8)}`, 25);
    const seq = await publish(stranger);
    const own = `r${randomBytes(4).toString('hex')}`;
    const replay = await buildTestGameApp(testInfra(), keys.publicKeyPem, db, { bankSeeds: 0, durableSuffix: own });
    try {
      await acknowledged(seq, `game-progress-xp-granted-${own}`);
    } finally {
      await replay.close();
    }
    const after = new Map((await students().find({}).toArray()).map((d) => [d._id, d.progress.totalXp]));
    expect(after).toEqual(before);
    expect(before.size).toBeGreaterThan(0);
    expect(after.has(stranger.data.userId)).toBe(false);
  });
});
