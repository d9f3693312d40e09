/**
 * How the benchmarks find the answer to a served problem. The API sends nothing an answer can be
 * derived from (docs/adr/0028), so a benchmark does what no client can: it runs on the machine of
 * the stack and reads the answer from the game's own storage (the `served_problems` collection of
 * the game's database), outside the timed requests and outside the services' counts: on the same
 * storage server, one read for the lookups of one turn of the event loop (`batchedAnswers`).
 */
import { MongoClient, type Collection } from 'mongodb';
import type { Answerer } from './players.js';

export type ServedProblems = Collection<{ _id: string; problem: { answer: { canonical: string } } }>;

/**
 * Answers looked up together: every lookup asked for in one turn of the event loop goes out as one
 * `find` by `_id` (`$in`). The lookups are the benchmark's own work, not the stack's, on the same
 * two cores: one read for several simulated students leaves the stack a little more of them (the
 * client's CPU per answer went from 2.0–2.3 to 1.8 ms, docs/benchmarks.md "The floor of an answer").
 */
export function batchedAnswers(served: ServedProblems): (problemId: string) => Promise<string> {
  let waiting = new Map<string, Array<{ resolve: (answer: string) => void; reject: (err: unknown) => void }>>();
  const flush = async () => {
    const batch = waiting;
    waiting = new Map();
    try {
      const docs = await served.find({ _id: { $in: [...batch.keys()] } }, { projection: { 'problem.answer.canonical': 1 } }).toArray();
      const found = new Map(docs.map((d) => [d._id, d.problem.answer.canonical]));
      for (const [id, callers] of batch) {
        const answer = found.get(id);
        for (const c of callers) {
          if (answer === undefined) c.reject(new Error(`no served problem ${id}`));
          else c.resolve(answer);
        }
      }
    } catch (err) {
      for (const callers of batch.values()) for (const c of callers) c.reject(err);
    }
  };
  return (problemId) =>
    new Promise<string>((resolve, reject) => {
      if (waiting.size === 0) setImmediate(() => void flush());
      const callers = waiting.get(problemId) ?? [];
      callers.push({ resolve, reject });
      waiting.set(problemId, callers);
    });
}

/** The game's storage of a local `npm start` stack: BENCH_MONGO_URL, else MONGO_URL, else its local server. */
export function localGameStorage(offset: number): { url: string; db: string } {
  return { url: process.env.BENCH_MONGO_URL || process.env.MONGO_URL || `mongodb://127.0.0.1:${27117 + offset}`, db: 'mathquest_game' };
}

/** An answerer reading from the game's storage, and how to close its connection. */
export async function storageAnswerer(storage: { url: string; db: string }): Promise<{ answer: Answerer; close(): Promise<void> }> {
  const client = await new MongoClient(storage.url, { serverSelectionTimeoutMS: 5000 }).connect();
  const answerOf = batchedAnswers(client.db(storage.db).collection('served_problems'));
  return { answer: (problem) => answerOf(problem.id), close: () => client.close() };
}
