/**
 * Test-only: answers to served problems, read from the game's own storage.
 *
 * The game API sends nothing an answer can be derived from (docs/adr/0028): no seed, no stable
 * problem id, no skill id. Tests that must answer correctly therefore do what no client can: read
 * the served problem where the game keeps it (`served_problems`, by its `_id`). There is no
 * product route for this, and there must never be one.
 */
import type { Problem } from '@mathquest/maths';
import type { Connection } from 'mongoose';

export interface Solver {
  /** The canonical answer of a served problem (accepted by the checker as it stands). */
  answer(problemId: string): Promise<string>;
  /** The problem as generated and stored (seed, stable id, answer, hints, explanation). */
  stored(problemId: string): Promise<Problem>;
}

export function createSolver(mongo: Connection): Solver {
  const problems = mongo.db!.collection<{ _id: string; problem: Problem }>('served_problems');
  async function stored(problemId: string): Promise<Problem> {
    const doc = await problems.findOne({ _id: problemId }, { projection: { problem: 1 } });
    if (!doc) throw new Error(`solver: no served problem ${problemId}`);
    return doc.problem;
  }
  return {
    stored,
    answer: async (problemId) => (await stored(problemId)).answer.canonical,
  };
}
