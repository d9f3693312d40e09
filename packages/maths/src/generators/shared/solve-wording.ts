/**
 * Wordings of "solve this equation" (docs/maths/curriculum.md, "Variety"), drawn after the numbers
 * so the wording never changes the maths.
 */
import type { Rng } from '../../types.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from './wording.js';

/** "Solve for x: …" in one of five wordings, in the wording's language. */
export function solveQuestion(rng: Rng, v: string, eq: string, w: Words = EN): string {
  const who = someone(rng, w);
  if (w.es) {
    return rng.pick([
      `Resuelve para ${v}: ${eq}`,
      `Encuentra ${v}: ${eq}`,
      `¿Qué valor de ${v} hace que esto sea cierto? ${eq}`,
      `${who} escribe la ecuación ${eq}. ¿Cuánto vale ${v}?`,
      `Resuelve la ecuación ${eq} para ${v}.`,
    ]);
  }
  return rng.pick([
    `Solve for ${v}: ${eq}`,
    `Find ${v}: ${eq}`,
    `What value of ${v} makes this true? ${eq}`,
    `${who} writes the equation ${eq}. What is ${v}?`,
    `Solve the equation ${eq} for ${v}.`,
  ]);
}
