/**
 * The local storage server on disk (as `npm start` runs it) finds documents by their unique
 * indexes, refuses duplicates and keeps both across a restart: its indexes are searched with the
 * key order of tools/local-mongo's IndexKeyOrder (docs/adr/0280), the order the published H2
 * backend always had (a store it wrote reads the same), without serialising every key at every
 * comparison.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Collection } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorageServer } from './local-storage-server.js';

interface Doc {
  _id: string;
  classroom: string;
  seat: number;
  n: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'local-mongo-disk-'));
const storage = localStorageServer();

/** `stock`: the H2 backend as published, for a store written before. */
async function open(backend: 'ours' | 'stock' = 'ours'): Promise<Collection<Doc>> {
  const client = await storage.open(dataDir, { backend });
  return client.db('disk_indexes').collection<Doc>('seats');
}

const close = () => storage.close();

afterAll(async () => {
  await close();
  rmSync(dataDir, { recursive: true, force: true });
});

const COUNT = 3_000;
/** Ids in no particular order, so the index pages split and the searches go through several levels. */
const idOf = (i: number) => `s-${((i * 7_919) % COUNT).toString(36)}-${i}`;
const docOf = (i: number): Doc => ({ _id: idOf(i), classroom: `c${i % 50}`, seat: Math.floor(i / 50), n: i });

async function expectEveryDocumentFound(seats: Collection<Doc>): Promise<void> {
  for (let i = 0; i < COUNT; i += 7) {
    expect((await seats.findOne({ _id: idOf(i) }))?.n).toBe(i);
    expect((await seats.findOne({ classroom: `c${i % 50}`, seat: Math.floor(i / 50) }))?._id).toBe(idOf(i));
  }
  expect(await seats.findOne({ _id: 'nobody' })).toBeNull();
}

describe('the local storage server on disk: unique indexes', () => {
  it('finds every document of a store the published backend wrote, by _id and by a compound unique index, refuses duplicates, and still does after a restart', { timeout: 240_000 }, async () => {
    let seats = await open('stock');
    await seats.createIndex({ classroom: 1, seat: 1 }, { unique: true });
    for (let i = 0; i < COUNT; i += 500) await seats.insertMany(Array.from({ length: 500 }, (_, k) => docOf(i + k)));
    await close();

    seats = await open();
    await expectEveryDocumentFound(seats);
    await expect(seats.insertOne({ ...docOf(12), _id: 'another' })).rejects.toMatchObject({ code: 11000 });
    await expect(seats.insertOne({ ...docOf(13), classroom: 'elsewhere' })).rejects.toMatchObject({ code: 11000 });
    // An update moves a document's key in the compound index: found under the new key only.
    await seats.updateOne({ _id: idOf(40) }, { $set: { seat: 10_000 } });
    expect((await seats.findOne({ classroom: 'c40', seat: 10_000 }))?._id).toBe(idOf(40));
    expect(await seats.findOne({ classroom: 'c40', seat: 0 })).toBeNull();

    await close();
    seats = await open();
    await seats.updateOne({ _id: idOf(40) }, { $set: { seat: 0 } });
    await expectEveryDocumentFound(seats);
    await expect(seats.insertOne({ ...docOf(99), _id: 'again' })).rejects.toMatchObject({ code: 11000 });
    await seats.insertOne({ _id: 'late', classroom: 'c0', seat: -1, n: -1 });
    expect((await seats.findOne({ classroom: 'c0', seat: -1 }))?._id).toBe('late');
    expect(await seats.countDocuments()).toBe(COUNT + 1);
  });
});
