/**
 * The kit outbox against real storage and NATS: entries written into their owner document are
 * published with their id as the JetStream message id and removed; the sweeper publishes what a
 * crash left behind (JetStream drops the copy of an event already stored), and a versioned owner
 * is cleared only at the version the sweeper read, which it bumps.
 */
import { randomUUID } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import { JSONCodec } from 'nats';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEventBus, ensureStream, type EventBus } from '../../src/events/bus.js';
import { derivedId } from '../../src/events/derived-id.js';
import { createOutbox, outboxEntry, type StoredOutboxEntry } from '../../src/events/outbox.js';
import { documentOutboxStore } from '../../src/events/outbox-store.js';
import { testInfra, uniqueDbName } from '../../src/testing/index.js';

interface OwnerDoc {
  _id: string;
  version: number;
  outbox: StoredOutboxEntry[];
}

let conn: Connection;
let bus: EventBus;
beforeAll(async () => {
  conn = await mongoose.createConnection(testInfra().mongoUrl, { dbName: uniqueDbName('kit_outbox') }).asPromise();
  bus = await connectEventBus(testInfra().natsUrl, 'outbox-test');
  await ensureStream(bus.jsm, 'GAME');
});
afterAll(async () => {
  await bus?.close();
  await conn?.close();
});

/** The stored messages of `subject` whose event belongs to `userId`, with their message ids. */
async function storedFor(userId: string): Promise<Array<{ id: string; msgId: string | undefined }>> {
  const codec = JSONCodec<{ id: string; data: { userId: string } }>();
  const consumer = await bus.js.consumers.get('GAME', { filterSubjects: 'game.level.up' });
  const found: Array<{ id: string; msgId: string | undefined }> = [];
  const msgs = await consumer.fetch({ max_messages: 10_000, expires: 1500 });
  for await (const m of msgs) {
    const e = codec.decode(m.data);
    if (e.data.userId === userId) found.push({ id: e.id, msgId: m.headers?.get('Nats-Msg-Id') });
    if (m.info.pending === 0) break;
  }
  return found;
}

const log = pino({ level: 'silent' });
const levelUp = (userId: string, key: string, at = new Date()) =>
  outboxEntry('game.level.up', { userId, previousLevel: 1, newLevel: 2, totalXp: 250 }, { userId, id: derivedId('game', `${userId}:${key}`), at });

describe('kit outbox on a document collection', () => {
  it('flush publishes with the event id as message id and removes the entry from the document', async () => {
    const owners = conn.db!.collection<OwnerDoc>(`owners_${randomUUID().slice(0, 6)}`);
    const outbox = createOutbox({ bus, stores: { owner: documentOutboxStore(owners) }, log });
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const entry = levelUp(userId, 'a');
    await owners.insertOne({ _id: userId, version: 1, outbox: [entry] });
    expect(await outbox.flush('owner', userId, [entry])).toBe(1);
    expect((await owners.findOne({ _id: userId }))?.outbox).toEqual([]);
    expect(await storedFor(userId)).toEqual([{ id: entry.id, msgId: entry.id }]);
  });

  it('the sweeper publishes what a crash left behind once, and a versioned clear only at the version it read', async () => {
    const owners = conn.db!.collection<OwnerDoc>(`owners_${randomUUID().slice(0, 6)}`);
    const userId = `u-${randomUUID().slice(0, 8)}`;
    const old = new Date(Date.now() - 60_000);
    const published = levelUp(userId, 'published', old); // published before the crash, not yet removed
    const lost = levelUp(userId, 'lost', old); // never published
    const fresh = levelUp(userId, 'fresh'); // its own request is publishing it right now
    await owners.insertOne({ _id: userId, version: 7, outbox: [published, lost, fresh] });
    await bus.publish('game.level.up', published.event);

    // A process that never saw any of them acknowledged (a restart) sweeps.
    const outbox = createOutbox({ bus, stores: { owner: documentOutboxStore(owners, { versioned: true }) }, log });
    const stop = outbox.startSweeper({ intervalMs: 100, staleMs: 30_000 });
    let doc = await owners.findOne({ _id: userId });
    for (let i = 0; i < 50 && doc!.outbox.length > 1; i++) {
      await new Promise((r) => setTimeout(r, 100));
      doc = await owners.findOne({ _id: userId });
    }
    await stop();
    expect(doc!.outbox.map((e) => e.id)).toEqual([fresh.id]);
    expect(doc!.version).toBe(8);
    expect((await storedFor(userId)).map((s) => s.id).sort()).toEqual([published.id, lost.id].sort());

    // A sweep whose read is overtaken by the owner's own write clears nothing.
    const store = documentOutboxStore(owners, { versioned: true });
    const [read] = await store.pending(new Date(Date.now() + 1000), 10);
    await owners.updateOne({ _id: userId }, { $inc: { version: 1 } });
    await store.clearSwept!(read!, [fresh.id]);
    expect((await owners.findOne({ _id: userId }))?.outbox.map((e) => e.id)).toEqual([fresh.id]);
  });
});
