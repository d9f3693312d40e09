/**
 * The outbox sweeper beside its peers (docs/adr/0278), against real storage and NATS: a full pass
 * (a read of the whole collection) runs first and when a process of the same group went silent,
 * never while every peer beats, for another group's peer, or for one that said it is leaving; a
 * process that stops settles the owners it wrote before it says so.
 */
import { randomUUID } from 'node:crypto';
import { CoreSubjects } from '@mathquest/contracts';
import mongoose, { type Connection } from 'mongoose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEventBus, ensureStream, type EventBus } from '../../src/events/bus.js';
import { newCoreEvent, publishCore } from '../../src/events/core.js';
import { createOutbox, outboxEntry, type StoredOutboxEntry } from '../../src/events/outbox.js';
import { documentOutboxStore } from '../../src/events/outbox-store.js';
import { startPeerSweeper } from '../../src/events/peer-sweeper.js';
import { testInfra, uniqueDbName } from '../../src/testing/index.js';

interface OwnerDoc {
  _id: string;
  outbox: StoredOutboxEntry[];
}

const log = pino({ level: 'silent' });
const SUBJECT = CoreSubjects.TEACHER_INSTANCES; // any announcement subject: each test has its own group
const timings = { beatMs: 200, lostAfterMs: 1_000 };
let conn: Connection;
let bus: EventBus;
beforeAll(async () => {
  conn = await mongoose.createConnection(testInfra().mongoUrl, { dbName: uniqueDbName('kit_peer_sweeper') }).asPromise();
  bus = await connectEventBus(testInfra().natsUrl, 'peer-sweeper-test');
  await ensureStream(bus.jsm, 'GAME');
});
afterAll(async () => {
  await bus?.close();
  await conn?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds, at most `ms` (generous for a busy machine). */
async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}

/** A process's outbox over `owners`, counting its full passes (the reads of the whole collection). */
function processOutbox(owners: mongoose.mongo.Collection<OwnerDoc>) {
  const store = documentOutboxStore(owners);
  const counted = { fullPasses: 0 };
  const pending: typeof store.pending = (before, limit) => {
    counted.fullPasses += 1;
    return store.pending(before, limit);
  };
  const outbox = createOutbox({ bus, stores: { owner: { ...store, pending } }, log });
  return Object.assign(counted, { outbox });
}

const levelUp = (userId: string, at: Date) => outboxEntry('game.level.up', { userId, previousLevel: 1, newLevel: 2, totalXp: 250 }, { userId, at });

/** An owner holding an event a process wrote and never published. */
async function leftBehind(owners: mongoose.mongo.Collection<OwnerDoc>): Promise<string> {
  const id = `u-${randomUUID().slice(0, 8)}`;
  await owners.insertOne({ _id: id, outbox: [levelUp(id, new Date(Date.now() - 60_000))] });
  return id;
}

describe('the outbox sweeper beside its peers (docs/adr/0278)', () => {
  it('scans the collection first and when a peer of its group went silent, and not otherwise', async () => {
    const owners = conn.db!.collection<OwnerDoc>(`owners_${randomUUID().slice(0, 6)}`);
    const group = `group-${randomUUID().slice(0, 8)}`;
    const announce = (instance: string, leaving = false, ofGroup = group) => publishCore(bus.nc, SUBJECT, newCoreEvent(SUBJECT, { instance, group: ofGroup, leaving }));
    const left = await leftBehind(owners);
    const self = processOutbox(owners);
    const stop = startPeerSweeper({ outbox: self.outbox, nc: bus.nc, subject: SUBJECT, group, intervalMs: 200, staleMs: 500, peerTimings: timings, log });
    const outboxOf = async (id: string) => (await owners.findOne({ _id: id }))?.outbox ?? [];
    try {
      // The first pass reads the collection: what a crash of this process left is published.
      expect(await until(async () => (await outboxOf(left)).length === 0, 10_000)).toBe(true);
      expect(self.fullPasses).toBe(1);

      // A peer that beats: its entries are its own, nothing scans for them.
      const peer = `peer-${randomUUID().slice(0, 8)}`;
      const running = await leftBehind(owners);
      const beating = setInterval(() => announce(peer), timings.beatMs);
      try {
        announce(peer);
        await sleep(3 * timings.lostAfterMs);
        expect(await outboxOf(running)).toHaveLength(1);
        expect(self.fullPasses).toBe(1);
      } finally {
        clearInterval(beating);
      }
      // It goes silent: taken as lost, then one full pass publishes what it left.
      expect(await until(async () => (await outboxOf(running)).length === 0, 15_000)).toBe(true);
      expect(self.fullPasses).toBe(2);

      // Another group's silent peer, and a peer that said it is leaving: no pass for either.
      const untouched = await leftBehind(owners);
      announce(`stranger-${randomUUID().slice(0, 8)}`, false, `${group}-other`);
      const leaving = `leaving-${randomUUID().slice(0, 8)}`;
      announce(leaving);
      await sleep(2 * timings.beatMs);
      announce(leaving, true);
      await sleep(3 * timings.lostAfterMs);
      expect(await outboxOf(untouched)).toHaveLength(1);
      expect(self.fullPasses).toBe(2);
    } finally {
      await stop();
    }
  });

  it('settles the owners it wrote when it stops, and its peers do not take it as lost', async () => {
    const owners = conn.db!.collection<OwnerDoc>(`owners_${randomUUID().slice(0, 6)}`);
    const group = `group-${randomUUID().slice(0, 8)}`;
    const staying = processOutbox(owners);
    const stopStaying = startPeerSweeper({ outbox: staying.outbox, nc: bus.nc, subject: SUBJECT, group, intervalMs: 200, staleMs: 500, peerTimings: timings, log });
    const going = processOutbox(owners);
    // Entries stale only after a minute: only the settling at stop can clear them within this test.
    const stopGoing = startPeerSweeper({ outbox: going.outbox, nc: bus.nc, subject: SUBJECT, group, intervalMs: 200, staleMs: 60_000, peerTimings: timings, log });
    try {
      await sleep(3 * timings.beatMs); // each has heard the other
      // Published and left for the owner's next write, as the answer path does.
      const id = `u-${randomUUID().slice(0, 8)}`;
      const entry = levelUp(id, new Date());
      await owners.insertOne({ _id: id, outbox: [entry] });
      expect((await going.outbox.publish([entry], { kind: 'owner', id })).published).toEqual([entry.id]);

      await stopGoing();
      expect((await owners.findOne({ _id: id }))?.outbox).toEqual([]);
      await sleep(3 * timings.lostAfterMs);
      expect(staying.fullPasses).toBe(1); // its own first pass only
    } finally {
      await stopStaying();
    }
  });
});
