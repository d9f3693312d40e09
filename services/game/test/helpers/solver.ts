/**
 * Test-only: answers to served problems, read from the game's own storage.
 *
 * The game API sends nothing an answer can be derived from (docs/adr/0028): no seed, no stable
 * problem id, no skill id. Tests that must answer correctly therefore do what no client can: read
 * the served problem where the game keeps it (`served_problems`, by its `_id`). There is no
 * product route for this, and there must never be one.
 */
import { checkAnswer, type Problem } from '@mathquest/maths';
import type { Connection } from 'mongoose';

export interface Solver {
  /** The canonical answer of a served problem (accepted by the checker as it stands). */
  answer(problemId: string): Promise<string>;
  /** The problem as generated and stored (seed, stable id, answer, hints, explanation). */
  stored(problemId: string): Promise<Problem>;
  /**
   * An answer the checker rejects outright: graded wrong, never a nudge (an answer in the wrong
   * form, such as an unsimplified fraction, keeps the problem open instead of grading it).
   */
  wrong(problemId: string): Promise<string>;
}

/** Tried in order until the checker says 'reject': other options of a choice, then plain values of many forms. */
function wrongFor(problem: Problem): string {
  const spec = problem.answer;
  const options = spec.format === 'choice' ? Object.keys(spec.options).filter((k) => k !== spec.value) : [];
  const values = ['7', '0', '1', '-3', '13', '2.5', '1/3', '100', 'x = 7', 'x = 0', '(7, 7)', '7, 9', 'x > 7', '7π', '7 × 10^3', '7 R 1', '7x + 1', 'y = 7x + 1', '1:7'];
  for (const candidate of [...options, ...values]) if (checkAnswer(candidate, spec).verdict === 'reject') return candidate;
  throw new Error(`solver: no outright wrong answer found for ${problem.problemId} (${spec.format})`);
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
    wrong: async (problemId) => wrongFor(await stored(problemId)),
  };
}
