/**
 * The local storage server on disk (as `npm start` runs it) writes its documents as BSON
 * (tools/local-mongo's BsonDocumentType, docs/adr/0282) and still reads a store whose documents
 * the published H2 backend wrote with Java serialisation: every value keeps its BSON type across
 * writes, updates and restarts, and a store written afresh holds no Java-serialised document.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Binary, BSON, Decimal128, Double, Int32, Long, ObjectId, type Collection, type Document } from 'mongodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { localStorageServer } from './local-storage-server.js';

/** A stored record: string ids, any other field. */
type StoredRecord = Document & { _id: string };

const storage = localStorageServer();
const dataDirs: string[] = [];

/** `stock`: the H2 backend as published, for a store written before. */
async function open(dataDir: string, backend: 'ours' | 'stock' = 'ours'): Promise<Collection<StoredRecord>> {
  // promoteValues off: numbers come back as Int32, Double and Long, so a changed type shows.
  const client = await storage.open(dataDir, { backend, client: { promoteValues: false } });
  return client.db('disk_documents').collection<StoredRecord>('records');
}

const close = () => storage.close();

function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'local-mongo-documents-'));
  dataDirs.push(dir);
  return dir;
}

afterEach(close);
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A document with every BSON type the product's services store, nested. */
function recordOf(i: number): StoredRecord {
  return {
    _id: `r-${i}`,
    count: new Int32(i),
    big: Long.fromString(`${9_000_000_000 + i}`),
    ratio: new Double(i + 0.5),
    whole: new Double(i),
    name: `record ${i} ✓`,
    at: new Date(Date.UTC(2026, 11, 1, 8, 0, i % 60)),
    done: i % 2 === 0,
    missing: null,
    ref: ObjectId.createFromHexString(i.toString(16).padStart(24, '0')),
    bytes: new Binary(Buffer.from([i % 256, 0, 255])),
    amount: Decimal128.fromString(`${i}.10`),
    skills: [{ id: `s${i}`, level: new Int32(3), history: [new Int32(1), new Double(0.25), 'x'] }],
    nested: { deeper: { list: [], empty: {} } },
  };
}

/** The canonical extended JSON of a document: every value's BSON type included. */
const canonical = (doc: Document | null): string => BSON.EJSON.stringify(doc, { relaxed: false });

const JAVA_SERIALISED_DOCUMENT = 'de.bwaldvogel.mongo.bson.Document';
const holdsJavaSerialisedDocuments = (dataDir: string): boolean => readFileSync(join(dataDir, 'mathquest.mv')).includes(JAVA_SERIALISED_DOCUMENT);

describe('the local storage server on disk: documents', () => {
  it('reads a store the published backend wrote, keeps every BSON type across its own writes and a restart', { timeout: 240_000 }, async () => {
    const dataDir = freshDataDir();
    let records = await open(dataDir, 'stock');
    await records.insertMany(Array.from({ length: 40 }, (_, i) => recordOf(i)));
    await close();
    // The published backend's documents are Java-serialised: the check below can see them.
    expect(holdsJavaSerialisedDocuments(dataDir)).toBe(true);

    records = await open(dataDir);
    for (let i = 0; i < 40; i += 1) expect(canonical(await records.findOne({ _id: `r-${i}` }))).toBe(canonical(recordOf(i)));
    await records.updateOne({ _id: 'r-3' }, { $set: { name: 'renamed', 'skills.0.level': new Int32(4) }, $inc: { big: Long.fromNumber(1) } });
    await records.insertOne(recordOf(100));
    await close();

    records = await open(dataDir);
    const expected3: StoredRecord = { ...recordOf(3), name: 'renamed', big: Long.fromString('9000000004') };
    expected3.skills[0].level = new Int32(4);
    expect(canonical(await records.findOne({ _id: 'r-3' }))).toBe(canonical(expected3));
    expect(canonical(await records.findOne({ _id: 'r-100' }))).toBe(canonical(recordOf(100)));
    for (let i = 0; i < 40; i += 1) if (i !== 3) expect(canonical(await records.findOne({ _id: `r-${i}` }))).toBe(canonical(recordOf(i)));
    expect(Number(await records.countDocuments({ done: true }))).toBe(21);
    expect(canonical(await records.findOne({ 'skills.id': 's7' }, { projection: { _id: 1 } }))).toBe(canonical({ _id: 'r-7' }));
  });

  it('writes a fresh store with no Java-serialised document, and reads it back after a restart', { timeout: 120_000 }, async () => {
    const dataDir = freshDataDir();
    let records = await open(dataDir);
    await records.insertMany(Array.from({ length: 40 }, (_, i) => recordOf(i)));
    await records.createIndex({ name: 1 });
    await close();
    expect(holdsJavaSerialisedDocuments(dataDir)).toBe(false);

    records = await open(dataDir);
    const all = await records.find({}, { sort: { _id: 1 } }).toArray();
    expect(all.map(canonical).sort()).toEqual(Array.from({ length: 40 }, (_, i) => canonical(recordOf(i))).sort());
  });
});
