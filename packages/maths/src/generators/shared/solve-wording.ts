/**
 * Wordings of "solve this equation" (docs/maths/curriculum.md, "Variety"), drawn after the numbers
 * so the wording never changes the maths.
 */
import type { Rng } from '../../types.js';
import { someone } from './wording.js';

/** "Solve for x: …" in one of five wordings. */
export function solveQuestion(rng: Rng, v: string, eq: string): string {
  const who = someone(rng);
  return rng.pick([
    `Solve for ${v}: ${eq}`,
    `Find ${v}: ${eq}`,
    `What value of ${v} makes this true? ${eq}`,
    `${who} writes the equation ${eq}. What is ${v}?`,
    `Solve the equation ${eq} for ${v}.`,
  ]);
}
