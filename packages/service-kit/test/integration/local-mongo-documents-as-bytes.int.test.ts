/**
 * The local storage server on disk holds each document of a collection as its BSON bytes and
 * decodes it on every read (tools/local-mongo's BsonBytes and UntrackedH2Collection,
 * docs/adr/0283). One script of writes and reads, run against it and against the H2 backend as
 * published (which holds decoded documents), gives the same results, the same errors and the same
 * documents, from the cache while the server runs and from the file after a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSON, Int32, MongoServerError, type Collection, type Document } from 'mongodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { localStorageServer } from './local-storage-server.js';

/** A stored row, with its own ids (numbers and strings). */
interface Row {
  _id: string | number;
  email?: string;
  name?: string;
  version?: Int32 | number;
  tags?: string[];
  scores?: Array<{ k: string; v: Int32 | number }>;
  count?: Int32 | number;
  group?: string;
  nested?: Document;
  level?: Int32 | number;
  high?: boolean;
  created?: boolean;
}

const dataDir = mkdtempSync(join(tmpdir(), 'local-mongo-bytes-'));
const server = localStorageServer();

afterEach(() => server.close());
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A document as canonical extended JSON (every value's BSON type), a generated ObjectId named so. */
const canonical = (doc: Document | null): string =>
  BSON.EJSON.stringify(doc?._id instanceof BSON.ObjectId ? { ...doc, _id: 'an ObjectId' } : doc, { relaxed: false });

/** What a call gave: its result made comparable, or its error's code and message. */
async function outcome(call: () => Promise<unknown>): Promise<unknown> {
  try {
    const result = await call();
    if (Array.isArray(result)) return result.map((d: Document) => canonical(d));
    if (result && typeof result === 'object' && 'acknowledged' in result) {
      const { acknowledged: _, upsertedId, insertedId, ...counts } = result as Document;
      const numbers = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)]));
      return { ...numbers, id: [upsertedId, insertedId].map((id) => (id instanceof BSON.ObjectId ? 'an ObjectId' : id)) };
    }
    if (result instanceof BSON.Int32 || result instanceof BSON.Long || result instanceof BSON.Double) return Number(result);
    return result && typeof result === 'object' ? canonical(result as Document) : result;
  } catch (err) {
    if (!(err instanceof MongoServerError)) throw err;
    return { code: Number(err.code), message: err.errmsg };
  }
}

const rowsOf = (client: Awaited<ReturnType<typeof server.open>>): Collection<Row> => client.db('documents_as_bytes').collection<Row>('rows');

/** Every document of the collection, in natural order and as a sorted list. */
async function contents(rows: Collection<Row>): Promise<{ natural: string[]; sorted: string[] }> {
  const natural = (await rows.find({}).toArray()).map(canonical);
  return { natural, sorted: [...natural].sort() };
}

/** Runs the script on one backend, on disk; gives every call's outcome and the documents, before and after a restart. */
async function runScript(name: string, backend: 'ours' | 'stock') {
  const dir = join(dataDir, name);
  const rows = rowsOf(await server.open(dir, { backend, client: { promoteValues: false } }));
  await rows.createIndex({ email: 1 }, { unique: true, sparse: true });
  await rows.insertMany([
    { _id: 1, email: 'a@example.org', name: 'Ada', version: new Int32(1), tags: ['x', 'b', 'y'], scores: [{ k: 'm', v: new Int32(1) }, { k: 'n', v: new Int32(2) }], count: new Int32(0) },
    { _id: 2, email: 'b@example.org', name: 'Bo', version: new Int32(1), group: 'g' },
    { _id: 3, name: 'Cy', version: new Int32(1), group: 'g', nested: { deeper: { list: [new Int32(1), 'two', null], empty: {} } } },
    ...Array.from({ length: 30 }, (_, i) => ({ _id: `p-${i}`, name: `Player ${i}`, version: new Int32(1), level: new Int32(i % 7) })),
  ]);
  const o: Record<string, unknown> = {};
  o.insertDuplicateId = await outcome(() => rows.insertOne({ _id: 2, name: 'again' }));
  o.insertDuplicateKey = await outcome(() => rows.insertOne({ _id: 4, email: 'a@example.org' }));
  o.set = await outcome(() => rows.updateOne({ _id: 1 }, { $set: { name: 'Ada L.' }, $inc: { version: 1 } }));
  o.sameValue = await outcome(() => rows.updateOne({ _id: 1 }, { $set: { name: 'Ada L.' } }));
  o.readAfterUpdate = await outcome(() => rows.findOne({ _id: 1 }));
  o.versionMissed = await outcome(() => rows.updateOne({ _id: 1, version: 1 }, { $set: { name: 'stale' } }));
  o.versionHeld = await outcome(() => rows.updateOne({ _id: 1, version: 2 }, { $set: { 'scores.1.v': new Int32(5) }, $inc: { version: 1, count: 2 } }));
  o.upsertById = await outcome(() => rows.updateOne({ _id: 'new' }, { $set: { name: 'New' }, $setOnInsert: { created: true } }, { upsert: true }));
  o.upsertByField = await outcome(() => rows.updateOne({ email: 'c@example.org' }, { $set: { name: 'Cee' } }, { upsert: true }));
  o.positional = await outcome(() => rows.updateOne({ _id: 1, tags: 'b' }, { $set: { 'tags.$': 'B' } }));
  o.pushPullUnset = await outcome(() => rows.updateOne({ _id: 1 }, { $push: { tags: { $each: ['z'], $slice: -3 } }, $pull: { scores: { k: 'm' } }, $unset: { count: '' } }));
  o.duplicateKey = await outcome(() => rows.updateOne({ _id: 2 }, { $set: { email: 'a@example.org' } }));
  o.replace = await outcome(() => rows.replaceOne({ _id: 3 }, { name: 'Cy R.', version: new Int32(9), nested: { deeper: { list: [] } } }));
  o.many = await outcome(() => rows.updateMany({ level: { $gte: 5 } }, { $inc: { version: 1 }, $set: { high: true } }));
  o.findAndModifyAfter = await outcome(() => rows.findOneAndUpdate({ _id: 'p-3' }, { $inc: { version: 5 } }, { returnDocument: 'after' }));
  o.findAndModifyBefore = await outcome(() => rows.findOneAndUpdate({ _id: 'p-4' }, { $set: { name: 'Four' } }, { returnDocument: 'before' }));
  o.findAndDelete = await outcome(() => rows.findOneAndDelete({ _id: 'p-5' }));
  o.deleteOne = await outcome(() => rows.deleteOne({ _id: 'p-6' }));
  o.deleteMany = await outcome(() => rows.deleteMany({ level: 0 }));
  o.deleteNothing = await outcome(() => rows.deleteOne({ _id: 'nobody' }));
  // Reads: by id, through an index, a scan with a filter, sorted, skipped and limited, projected, counted.
  o.byId = await outcome(() => rows.findOne({ _id: 2 }));
  o.byIndex = await outcome(() => rows.findOne({ email: 'c@example.org' }));
  o.scan = await outcome(() => rows.find({ high: true }).toArray());
  o.nested = await outcome(() => rows.find({ 'scores.k': 'n' }).toArray());
  o.naturalDescending = await outcome(() => rows.find({}, { sort: { $natural: -1 } }).toArray());
  o.sortedPage = await outcome(() => rows.find({ level: { $exists: true } }, { sort: { level: -1, _id: 1 }, skip: 3, limit: 5 }).toArray());
  o.projected = await outcome(() => rows.find({ group: 'g' }, { projection: { name: 1, _id: 0 } }).toArray());
  o.count = await outcome(() => rows.countDocuments({ version: { $gte: 2 } }));
  o.estimatedCount = await outcome(() => rows.estimatedDocumentCount());
  o.distinct = await outcome(() => rows.distinct('level'));
  o.aggregate = await outcome(() => rows.aggregate([{ $match: { level: { $exists: true } } }, { $group: { _id: '$level', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]).toArray());
  // An index made over the documents already stored reads every one of them.
  o.indexOverStored = await outcome(() => rows.createIndex({ name: 1 }, { unique: true }));
  o.indexRefusesDuplicate = await outcome(() => rows.insertOne({ _id: 'dup', name: 'Four' }));
  o.byNewIndex = await outcome(() => rows.findOne({ name: 'Four' }));
  const whileRunning = await contents(rows);
  await server.close();

  const reopened = rowsOf(await server.open(dir, { backend, client: { promoteValues: false } }));
  const afterRestart = await contents(reopened);
  o.afterRestartUpdate = await outcome(() => reopened.findOneAndUpdate({ _id: 1 }, { $push: { tags: 'w' } }, { returnDocument: 'after' }));
  return { outcomes: o, whileRunning, afterRestart };
}

describe('the local storage server on disk: documents held as BSON bytes', () => {
  it('gives the results, errors and documents of the published backend, from its cache and after a restart', { timeout: 240_000 }, async () => {
    const library = await runScript('stock', 'stock');
    // The script reaches the cases it names (a guard against a script that proves nothing).
    expect(library.outcomes.insertDuplicateId).toMatchObject({ code: 11000 });
    expect(library.outcomes.duplicateKey).toMatchObject({ code: 11000 });
    expect(library.outcomes.indexRefusesDuplicate).toMatchObject({ code: 11000 });
    expect(library.outcomes.sameValue).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    expect(library.outcomes.readAfterUpdate).toContain('Ada L.');
    expect(library.outcomes.findAndModifyAfter).toContain('"version":{"$numberInt":"6"}');
    expect(library.outcomes.findAndDelete).toContain('p-5');
    expect((library.outcomes.naturalDescending as string[]).length).toBeGreaterThan(20);
    expect(library.outcomes.sortedPage as string[]).toHaveLength(5);
    expect(library.afterRestart.sorted).toEqual(library.whileRunning.sorted);

    const ours = await runScript('ours', 'ours');
    expect(ours.outcomes).toEqual(library.outcomes);
    expect(ours.whileRunning).toEqual(library.whileRunning);
    expect(ours.afterRestart).toEqual(library.afterRestart);
  });
});
