/**
 * The local storage server keeps no data-size statistic (docs/adr/0281): its collections report a
 * `size` of 0 in collStats however much they hold, in memory (the tests) and on disk (`npm start`),
 * so no write pays for BSON-encoding its document. The published H2 backend, started beside it,
 * still counts (the statistic this server gives up), and documents read back as written either way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort, startInfraProcess, type InfraProcess } from '../../src/local-infra/local-infra.js';

const dataDir = mkdtempSync(join(tmpdir(), 'local-mongo-size-'));
let server: InfraProcess | undefined;
let client: MongoClient | undefined;

async function open(storage: 'memory' | 'disk', backend: 'ours' | 'stock' = 'ours'): Promise<Db> {
  // This file runs in its own worker process: the variable reaches only the servers started here.
  if (backend === 'stock') process.env.LOCAL_MONGO_INDEX_ORDER = 'stock';
  else delete process.env.LOCAL_MONGO_INDEX_ORDER;
  server = await startInfraProcess('mongo', await freePort(), join(dataDir, `${storage}-${backend}`), { mongoStorage: storage });
  client = new MongoClient(server.url, { serverSelectionTimeoutMS: 20_000 });
  await client.connect();
  return client.db('data_size');
}

afterEach(async () => {
  await client?.close();
  await server?.stop();
  client = undefined;
  server = undefined;
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Inserts, updates and deletes; returns collStats' size after them. */
async function writeAndMeasure(db: Db): Promise<number> {
  const notes = db.collection<{ _id: number; text: string; edits: number }>('notes');
  await notes.insertMany(Array.from({ length: 200 }, (_, i) => ({ _id: i, text: 'x'.repeat(500), edits: 0 })));
  await notes.updateMany({ _id: { $lt: 100 } }, { $set: { text: 'y'.repeat(900) }, $inc: { edits: 1 } });
  await notes.deleteMany({ _id: { $gte: 150 } });
  expect(await notes.countDocuments()).toBe(150);
  expect(await notes.findOne({ _id: 7 })).toEqual({ _id: 7, text: 'y'.repeat(900), edits: 1 });
  expect(await notes.findOne({ _id: 120 })).toEqual({ _id: 120, text: 'x'.repeat(500), edits: 0 });
  const stats = await db.command({ collStats: 'notes' });
  return Number(stats.size);
}

describe('the local storage server keeps no data-size statistic', () => {
  it('in memory, as the tests run it', { timeout: 60_000 }, async () => {
    expect(await writeAndMeasure(await open('memory'))).toBe(0);
  });

  it('on disk, as `npm start` runs it; the published backend counts the same writes', { timeout: 120_000 }, async () => {
    expect(await writeAndMeasure(await open('disk'))).toBe(0);
    await client?.close();
    await server?.stop();
    expect(await writeAndMeasure(await open('disk', 'stock'))).toBeGreaterThan(100 * 900);
  });
});
