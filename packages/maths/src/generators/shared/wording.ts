/**
 * Wordings a child notices (docs/maths/curriculum.md, "Variety"): first names for word problems.
 * Generators draw a name or a sentence frame after the numbers, so the wording never changes the maths.
 */
import type { Rng } from '../../types.js';
import { EN, NAMES_EN, type Words } from '../../language/index.js';

export const NAMES = NAMES_EN;

/** A first name for a word problem, in the wording's language (one draw, the same in every language). */
export function someone(rng: Rng, w: Words = EN): string {
  return w.someone(rng);
}

/**
 * A bare calculation ("347 × 6") in one of five wordings, the numbers in the order written so the
 * question still reads left to right; `after` follows the question (an instruction such as how to
 * write a remainder).
 */
export function calcQuestion(rng: Rng, expr: string, after = '', w: Words = EN): string {
  const who = someone(rng, w);
  const tail = after === '' ? '' : ` ${after}`;
  if (w.es) {
    return rng.pick([
      `${expr} = ?${tail}`,
      `Calcula ${expr}.${tail}`,
      `¿Cuánto es ${expr}?${tail}`,
      `Encuentra el valor de ${expr}.${tail}`,
      `${who} calcula ${expr}. ¿Qué resultado debe obtener?${tail}`,
    ]);
  }
  return rng.pick([
    `${expr} = ?${tail}`,
    `Work out ${expr}.${tail}`,
    `What is ${expr}?${tail}`,
    `Find the value of ${expr}.${tail}`,
    `${who} works out ${expr}. What should ${who} get?${tail}`,
  ]);
}

/** "2/3 = ☐/12" (an equation with a drawn box) in one of five wordings. */
export function boxQuestion(rng: Rng, equation: string, w: Words = EN): string {
  const who = someone(rng, w);
  if (w.es) {
    return rng.pick([
      `${equation}. ¿Qué número va en el cuadro?`,
      `Completa el cuadro: ${equation}.`,
      `¿Qué número hace que esto sea cierto? ${equation}`,
      `${who} escribe ${equation}. ¿Qué número va en el cuadro?`,
      `Encuentra el número que falta: ${equation}.`,
    ]);
  }
  return rng.pick([
    `${equation}. What number goes in the box?`,
    `Fill in the box: ${equation}.`,
    `What number makes this true? ${equation}`,
    `${who} writes ${equation}. What number goes in the box?`,
    `Find the missing number: ${equation}.`,
  ]);
}
