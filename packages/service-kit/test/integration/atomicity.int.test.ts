/**
 * What the services rely on from the MongoDB-compatible server, checked under real concurrency
 * (see docs/adr/0004-local-mongodb-compatible-server.md): single-document updates are atomic,
 * a version-guarded update has exactly one winner, and a unique index holds against concurrent
 * inserts (the guarantees the choice of local server rests on).
 *
 * Each operation runs on its own connection of a large pool, so the server really sees them
 * at the same time.
 */
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testInfra, uniqueDbName } from '../../src/testing/index.js';

describe('MongoDB-compatible server: atomicity under concurrency', () => {
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    client = new MongoClient(testInfra().mongoUrl, { serverSelectionTimeoutMS: 10_000, maxPoolSize: 100, minPoolSize: 20 });
    await client.connect();
    db = client.db(uniqueDbName('atomicity'));
  });

  afterAll(async () => {
    await db?.dropDatabase().catch(() => undefined);
    await client?.close();
  });

  it('100 concurrent $inc on one document all land', async () => {
    const c = db.collection<{ _id: string; n: number }>('counters');
    await c.insertOne({ _id: 'a', n: 0 });
    const results = await Promise.all(Array.from({ length: 100 }, () => c.updateOne({ _id: 'a' }, { $inc: { n: 1 } })));
    expect(results.every((r) => r.modifiedCount === 1)).toBe(true);
    expect((await c.findOne({ _id: 'a' }))?.n).toBe(100);
  });

  it('20 concurrent version-guarded updates have exactly one winner', async () => {
    const c = db.collection<{ _id: string; v: number; by?: number; writes?: number }>('versioned');
    await c.insertOne({ _id: 'a', v: 0 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => c.updateOne({ _id: 'a', v: 0 }, { $set: { v: 1, by: i }, $inc: { writes: 1 } })));
    const winners = results.filter((r) => r.modifiedCount === 1);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.matchedCount === 1)).toHaveLength(1);
    const doc = await c.findOne({ _id: 'a' });
    expect(doc).toMatchObject({ v: 1, writes: 1 });
  });

  it('20 concurrent findOneAndUpdate claims of one document have exactly one winner', async () => {
    const c = db.collection<{ _id: string; claimedBy: number | null }>('claims');
    await c.insertOne({ _id: 'job', claimedBy: null });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => c.findOneAndUpdate({ _id: 'job', claimedBy: null }, { $set: { claimedBy: i } }, { returnDocument: 'after' })),
    );
    const winners = results.filter((r) => r !== null);
    expect(winners).toHaveLength(1);
    expect((await c.findOne({ _id: 'job' }))?.claimedBy).toBe(winners[0]!.claimedBy);
  });

  it('a unique index rejects a concurrent duplicate insert', async () => {
    const c = db.collection<{ email: string; i: number }>('accounts');
    await c.createIndex({ email: 1 }, { unique: true });
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => c.insertOne({ email: 'same@mathquest.test', i })));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(rejected).toHaveLength(19);
    for (const r of rejected) expect((r.reason as { code?: number }).code).toBe(11000);
    expect(await c.countDocuments({ email: 'same@mathquest.test' })).toBe(1);
  });
});
