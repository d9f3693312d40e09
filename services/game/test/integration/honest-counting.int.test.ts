/**
 * Counting stays honest under concurrency: identical retries of a nudged answer count one nudge,
 * a free student's daily problems are spent only on problems actually served, and the storage
 * operations of an answer do not grow (docs/adr/0024, 0026, 0046).
 */
import { problemFingerprint, type Problem } from '@mathquest/maths';
import { connectMongo, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGameApp, makeUser, type TestUser } from '../helpers/build-test-app.js';
import { gameClient } from '../helpers/game-client.js';
import { createSolver, type Solver } from '../helpers/solver.js';

let app: ServiceApp;
/** The game's own connection, handed to the app, with its driver commands counted. */
let monitored: Connection;
let mongo: Awaited<ReturnType<typeof connectMongo>>;
let solver: Solver;
let client: ReturnType<typeof gameClient>;
const commands: Array<{ name: string; collection: string; text: string }> = [];
const keys = testKeys();
const db = uniqueDbName('game_counting');

beforeAll(async () => {
  const infra = testInfra();
  monitored = await mongoose.createConnection(infra.mongoUrl, { dbName: db, autoIndex: false, maxPoolSize: 50, monitorCommands: true }).asPromise();
  monitored.getClient().on('commandStarted', (e) => {
    const collection = (e.command as Record<string, unknown>)[e.commandName];
    commands.push({ name: e.commandName, collection: typeof collection === 'string' ? collection : '', text: JSON.stringify(e.command) });
  });
  // No outbox sweep during the tests: its scans are not part of an answer.
  app = await buildTestGameApp(infra, keys.publicKeyPem, db, { bankSeeds: 0, outboxSweepMs: 600_000 }, { mongo: monitored });
  mongo = await connectMongo(infra.mongoUrl, db);
  solver = createSolver(mongo);
  client = gameClient(app);
});

afterAll(async () => {
  await app?.close();
  await monitored?.close();
  await mongo?.close();
});

const student = (plan: 'FREE' | 'PREMIUM') => makeUser(keys.privateKeyPem, { plan });
const served = (db: Connection) => db.db!.collection<{ _id: string; userId: string; sessionId: string; nudges: { value: number; unreadable: number } }>('served_problems');

/**
 * Driver commands sent while `f` runs that name one of `about` (the student, the problem), by
 * command and collection (e.g. "update served_problems"). The test servers share one NATS, so
 * the game's consumers meanwhile also apply other test files' events (a classroom's members, XP
 * granted to their students) to documents that are not this answer's.
 */
async function commandsDuring(about: readonly string[], f: () => Promise<void>): Promise<Record<string, number>> {
  const from = commands.length;
  await f();
  const counts: Record<string, number> = {};
  for (const c of commands.slice(from)) {
    if (!about.some((id) => c.text.includes(id))) continue;
    const key = `${c.name} ${c.collection}`.trim();
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('nudges', () => {
  it('counts simultaneous identical retries of a nudged answer once, and answers each with the same nudge', async () => {
    const u = student('PREMIUM');
    const sessionId = await client.start(u);
    const p = (await client.next(u, sessionId)).json().data as { id: string };
    const body = { sessionId, problemId: p.id, answer: 'I think maybe ???', timeSpent: 5, hintsUsed: 0 };
    const retries = await Promise.all(Array.from({ length: 8 }, () => client.submit(u, body, 'same-nudge')));
    expect(retries.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    for (const r of retries) expect(r.json().data).toEqual(retries[0]!.json().data);
    expect(retries[0]!.json().data).toMatchObject({ graded: false, verdict: 'nudge' });
    expect((await served(mongo).findOne({ _id: p.id }))?.nudges).toEqual({ value: 0, unreadable: 1 });

    // Different requests (new keys) at once are different attempts: each counts, up to the policy's three.
    const distinct = await Promise.all(['n-a', 'n-b'].map((key) => client.submit(u, body, key)));
    expect(distinct.map((r) => r.json().data.graded)).toEqual([false, false]);
    expect((await served(mongo).findOne({ _id: p.id }))?.nudges).toEqual({ value: 0, unreadable: 3 });
    // Three unreadable nudges given: the next attempt is graded (a reject), the retry of a nudge still replays.
    expect((await client.submit(u, body, 'n-c')).json().data).toMatchObject({ graded: true, isCorrect: false });
    expect((await client.submit(u, body, 'same-nudge')).statusCode).toBe(409);
  });
});

describe('the free plan', () => {
  /** Twenty /next at once, from as many tabs (sessions) as there are and from a page that names none. */
  async function burst(u: TestUser, sessions: string[]) {
    return Promise.all(Array.from({ length: 20 }, (_, i) => client.next(u, i % 10 === 9 ? undefined : sessions[i % sessions.length])));
  }

  it('20 parallel /next on a free account still serve 3 problems', async () => {
    const u = student('FREE');
    const sessions: string[] = [];
    for (let i = 0; i < 10; i++) sessions.push(await client.start(u));
    const problems = new Set<string>();
    const statuses: number[] = [];
    let quiet = 0;
    for (let round = 0; round < 12 && quiet < 2; round++) {
      const responses = await burst(u, sessions);
      statuses.push(...responses.map((r) => r.statusCode));
      const ok = responses.filter((r) => r.statusCode === 200).map((r) => r.json().data as { id: string });
      if (ok.length === 0) {
        quiet++;
        continue;
      }
      quiet = 0;
      // One open problem at a time: every 200 of a round is the same problem.
      expect(new Set(ok.map((p) => p.id)).size).toBe(1);
      const id = ok[0]!.id;
      problems.add(id);
      // Answer it in the session that holds it now (tabs hand it to each other).
      const holder = (await served(mongo).findOne({ _id: id }))!;
      const answered = await client.submit(u, { sessionId: holder.sessionId, problemId: id, answer: await solver.answer(id), timeSpent: 5, hintsUsed: 0 });
      expect(answered.statusCode).toBe(200);
    }
    expect(problems.size).toBe(3);
    // Nothing failed for any other reason than the limit or a tab losing the problem to another.
    expect(statuses.filter((s) => s !== 200 && s !== 402 && s !== 409)).toEqual([]);
    const last = await burst(u, sessions);
    expect(last.map((r) => r.statusCode)).toEqual(Array(20).fill(402));
    expect(last[0]!.json().error.message).toBe('You have used your 3 free problems today. Upgrade to keep playing!');
    // Usage ends at exactly what was served.
    expect((await client.progress(u)).json().data).toMatchObject({ problemsToday: 3, dailyLimit: 3 });
    expect(await served(mongo).countDocuments({ userId: u.id })).toBe(3);
  });
});

describe('storage operations per answer', () => {
  it('stay at the hot path’s budget: next is one insert, submit three operations by _id, with warm caches', async () => {
    for (const plan of ['PREMIUM', 'FREE'] as const) {
      const u = student(plan);
      const sessionId = await client.start(u);
      // Warm-up: the student document exists and is cached once the first answer is credited.
      const first = (await client.next(u, sessionId)).json().data as { id: string };
      await client.submit(u, { sessionId, problemId: first.id, answer: await solver.answer(first.id), timeSpent: 5, hintsUsed: 0 }, 'warm');

      const next = await commandsDuring([u.id], async () => {
        expect((await client.next(u, sessionId)).statusCode).toBe(200);
      });
      const p = (await client.next(u, sessionId)).json().data as { id: string };
      const answer = await solver.answer(p.id);
      const submit = await commandsDuring([u.id, p.id], async () => {
        expect((await client.submit(u, { sessionId, problemId: p.id, answer, timeSpent: 5, hintsUsed: 0 }, 'timed')).statusCode).toBe(200);
      });
      // next: the day's count (free plan) and the new problem; the session and the student come
      // from this process's caches and the reload pointer is kept in memory (docs/adr/0029).
      expect(next, plan).toEqual({
        ...(plan === 'FREE' ? { 'findAndModify daily_usage': 1 } : {}),
        'insert served_problems': 1,
      });
      // submit: the problem by _id, the student's one versioned write, the problem marked answered.
      expect(submit, plan).toEqual({ 'find served_problems': 1, 'update students': 1, 'update served_problems': 1 });

      // A nudge: the problem, the student's credited state for the view (fresh), the conditional count.
      const q = (await client.next(u, sessionId)).json().data as { id: string };
      const nudge = await commandsDuring([u.id, q.id], async () => {
        expect((await client.submit(u, { sessionId, problemId: q.id, answer: 'I think maybe ???', timeSpent: 5, hintsUsed: 0 }, 'nudged')).json().data.graded).toBe(false);
      });
      expect(nudge, plan).toEqual({ 'find served_problems': 1, 'find students': 1, 'update served_problems': 1 });
    }
  });
});

describe('no repeats: the memory of last problems (docs/adr/0111)', () => {
  it('is written by the answer\'s own write of the student document, newest last', async () => {
    const u = student('PREMIUM');
    const sessionId = await client.start(u);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const p = (await client.next(u, sessionId)).json().data as { id: string };
      const answer = await solver.answer(p.id);
      expect((await client.submit(u, { sessionId, problemId: p.id, answer, timeSpent: 5, hintsUsed: 0 }, `memory-${i}`)).statusCode).toBe(200);
      ids.push(p.id);
    }
    const docs = await mongo.db!.collection<{ _id: string; problem: Problem }>('served_problems').find({ _id: { $in: ids } }).toArray();
    const fingerprints = ids.map((id) => problemFingerprint(docs.find((d) => d._id === id)!.problem));
    const stored = await mongo.db!.collection<{ _id: string; recentProblems?: string[] }>('students').findOne({ _id: u.id });
    expect(stored?.recentProblems).toEqual(fingerprints);
  });
});
