/**
 * How the benchmarks find the answer to a served problem. The API sends nothing an answer can be
 * derived from (docs/adr/0028), so a benchmark does what no client can: it runs on the machine of
 * the stack and reads the answer from the game's own storage (the `served_problems` collection of
 * the game's database). That read is one more storage operation per answer on the same storage
 * server, outside the timed requests and outside the services' counts.
 */
import { MongoClient, type Collection } from 'mongodb';
import type { Answerer } from './players.js';

export type ServedProblems = Collection<{ _id: string; problem: { answer: { canonical: string } } }>;

/** The answer to a served problem, from the game's storage. */
export async function answerOf(served: ServedProblems, problemId: string): Promise<string> {
  const doc = await served.findOne({ _id: problemId }, { projection: { 'problem.answer.canonical': 1 } });
  if (!doc) throw new Error(`no served problem ${problemId}`);
  return doc.problem.answer.canonical;
}

/** The game's storage of a local `npm start` stack: BENCH_MONGO_URL, else MONGO_URL, else its local server. */
export function localGameStorage(offset: number): { url: string; db: string } {
  return { url: process.env.BENCH_MONGO_URL || process.env.MONGO_URL || `mongodb://127.0.0.1:${27117 + offset}`, db: 'mathquest_game' };
}

/** An answerer reading from the game's storage, and how to close its connection. */
export async function storageAnswerer(storage: { url: string; db: string }): Promise<{ answer: Answerer; close(): Promise<void> }> {
  const client = await new MongoClient(storage.url, { serverSelectionTimeoutMS: 5000 }).connect();
  const served: ServedProblems = client.db(storage.db).collection('served_problems');
  return { answer: (problem) => answerOf(served, problem.id), close: () => client.close() };
}
