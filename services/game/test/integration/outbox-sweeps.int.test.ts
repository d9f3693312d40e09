/**
 * The outbox sweeper between its full passes reads only the documents this process wrote events
 * into, by `_id`, and still clears a student who stopped playing (docs/adr/0214).
 */
import { connectMongo, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGameApp, makeUser } from '../helpers/build-test-app.js';
import { gameClient } from '../helpers/game-client.js';
import { createSolver, type Solver } from '../helpers/solver.js';

let app: ServiceApp;
let monitored: Connection;
let mongo: Awaited<ReturnType<typeof connectMongo>>;
let solver: Solver;
let client: ReturnType<typeof gameClient>;
/** The game's `find` commands on the outbox collections, with their filters. */
const finds: Array<{ collection: string; filter: Record<string, unknown> }> = [];
const keys = testKeys();
const db = uniqueDbName('game_sweeps');

beforeAll(async () => {
  const infra = testInfra();
  monitored = await mongoose.createConnection(infra.mongoUrl, { dbName: db, autoIndex: false, maxPoolSize: 50, monitorCommands: true }).asPromise();
  monitored.getClient().on('commandStarted', (e) => {
    const collection = (e.command as { find?: unknown }).find;
    if (e.commandName === 'find' && (collection === 'students' || collection === 'sessions')) {
      finds.push({ collection, filter: (e.command as { filter?: Record<string, unknown> }).filter ?? {} });
    }
  });
  // A pass every 300 ms, entries stale after 1 s; a full scan on the first pass only (the next would be in ten minutes).
  app = await buildTestGameApp(infra, keys.publicKeyPem, db, { bankSeeds: 0, outboxSweepMs: 300, outboxStaleMs: 1000, outboxFullSweepMs: 600_000 }, { mongo: monitored });
  mongo = await connectMongo(infra.mongoUrl, db);
  solver = createSolver(mongo);
  client = gameClient(app);
});

afterAll(async () => {
  await app?.close();
  await monitored?.close();
  await mongo?.close();
});

/** A full pass's read: the documents holding entries older than the cutoff (documentOutboxStore's and the tutor store's `pending`). */
const isSweeperScan = (f: { filter: Record<string, unknown> }): boolean => 'outbox.createdAt' in f.filter || 'tutor.outbox.createdAt' in f.filter;

const students = () => mongo.db!.collection<{ _id: string; outbox: unknown[]; version: number }>('students');

describe('the outbox sweeper between full passes (docs/adr/0214)', () => {
  it('clears a student who stopped playing, reading that student by _id, and scans nothing', async () => {
    // The first pass is a full one: its three scans (students twice, sessions once) come first.
    // Other background work of the game may read these collections too (on a busy machine it has
    // run by now), so the sweeper's reads are told apart by their filters: a scan filters on the
    // entries' age, a targeted read on `_id`.
    const scans = () => finds.filter(isSweeperScan).length;
    for (let i = 0; i < 300 && scans() < 3; i++) await new Promise((r) => setTimeout(r, 100));
    expect(scans()).toBe(3);
    const afterFirstPass = finds.length;

    const u = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    const sessionId = await client.start(u);
    const p = (await client.next(u, sessionId)).json().data as { id: string };
    const answered = await client.submit(u, { sessionId, problemId: p.id, answer: await solver.answer(p.id), timeSpent: 5, hintsUsed: 0 }, 'sweep-1');
    expect(answered.statusCode).toBe(200);
    const written = await students().findOne({ _id: u.id });
    expect(written?.outbox.length).toBeGreaterThan(0); // published, left for the next write or the sweeper

    // The student plays no more: a targeted pass clears the entries (bounded wait, generous for a busy machine).
    let outbox = written!.outbox;
    for (let i = 0; i < 300 && outbox.length > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      outbox = (await students().findOne({ _id: u.id }))?.outbox ?? [];
    }
    expect(outbox).toEqual([]);
    // Cleared by the sweeper's version-checked write (the answer's own write made version 1).
    expect((await students().findOne({ _id: u.id }))?.version).toBeGreaterThan(written!.version);

    // After the first (full) pass the sweeper scanned nothing: it read the student by _id.
    const later = finds.slice(afterFirstPass);
    expect(later.some((f) => Object.keys(f.filter).join() === '_id' && JSON.stringify(f.filter).includes(u.id))).toBe(true);
    expect(later.filter(isSweeperScan)).toEqual([]);
  });

  it('has an index for every scan of a full pass, so that on MongoDB a full pass reads only the owners with old entries', async () => {
    for (let i = 0; i < 300 && finds.filter(isSweeperScan).length < 3; i++) await new Promise((r) => setTimeout(r, 100));
    const scans = finds.filter(isSweeperScan);
    expect(scans.map((f) => `${f.collection} ${Object.keys(f.filter).join()}`).sort()).toEqual(['sessions outbox.createdAt', 'students outbox.createdAt', 'students tutor.outbox.createdAt']);
    for (const scan of scans) {
      const indexes = await mongo.db!.collection(scan.collection).listIndexes().toArray();
      const leading = indexes.map((index) => Object.keys(index.key as object)[0]);
      expect(leading, `${scan.collection}: an index led by ${Object.keys(scan.filter)[0]}`).toContain(Object.keys(scan.filter)[0]);
    }
  });
});
