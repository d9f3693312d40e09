/**
 * The local storage server keeps no data-size statistic (docs/adr/0281): its collections report a
 * `size` of 0 in collStats however much they hold, in memory (the tests) and on disk (`npm start`),
 * so no write pays for BSON-encoding its document. The published H2 backend, started beside it,
 * still counts (the statistic this server gives up), and documents read back as written either way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from 'mongodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { localStorageServer } from './local-storage-server.js';

const dataDir = mkdtempSync(join(tmpdir(), 'local-mongo-size-'));
const server = localStorageServer();

async function open(storage: 'memory' | 'disk', backend: 'ours' | 'stock' = 'ours'): Promise<Db> {
  const client = await server.open(join(dataDir, `${storage}-${backend}`), { storage, backend });
  return client.db('data_size');
}

afterEach(() => server.close());

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
    expect(await writeAndMeasure(await open('disk', 'stock'))).toBeGreaterThan(100 * 900);
  });
});
