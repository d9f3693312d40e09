/**
 * How the benchmarks find the answer to a served problem: regenerate it with the maths engine
 * from its stable id (skill / difficulty / seed).
 */
import { generateProblem, parseProblemId } from '@mathquest/maths';
import type { Answerer } from './players.js';

export const answerFromStableId: Answerer = (problem) => {
  const p = parseProblemId(problem.stableProblemId);
  if (!p) throw new Error(`not a stable problem id: ${problem.stableProblemId}`);
  return generateProblem(p.skillId, p.difficulty, p.seed).answer.canonical;
};
