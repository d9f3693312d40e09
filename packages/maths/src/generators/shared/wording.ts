/**
 * Wordings a child notices (docs/maths/curriculum.md, "Variety"): first names for word problems.
 * Generators draw a name or a sentence frame after the numbers, so the wording never changes the maths.
 */
import type { Rng } from '../../types.js';

export const NAMES = ['Maya', 'Leo', 'Ava', 'Noah', 'Zara', 'Omar', 'Lily', 'Ben', 'Priya', 'Diego', 'Mia', 'Sam', 'Hana', 'Kofi', 'Ella', 'Finn'] as const;

/** A first name for a word problem. */
export function someone(rng: Rng): string {
  return rng.pick(NAMES);
}

/**
 * A bare calculation ("347 × 6") in one of five wordings, the numbers in the order written so the
 * question still reads left to right; `after` follows the question (an instruction such as how to
 * write a remainder).
 */
export function calcQuestion(rng: Rng, expr: string, after = ''): string {
  const who = someone(rng);
  const tail = after === '' ? '' : ` ${after}`;
  return rng.pick([
    `${expr} = ?${tail}`,
    `Work out ${expr}.${tail}`,
    `What is ${expr}?${tail}`,
    `Find the value of ${expr}.${tail}`,
    `${who} works out ${expr}. What should ${who} get?${tail}`,
  ]);
}

/** "2/3 = ☐/12" (an equation with a drawn box) in one of five wordings. */
export function boxQuestion(rng: Rng, equation: string): string {
  const who = someone(rng);
  return rng.pick([
    `${equation}. What number goes in the box?`,
    `Fill in the box: ${equation}.`,
    `What number makes this true? ${equation}`,
    `${who} writes ${equation}. What number goes in the box?`,
    `Find the missing number: ${equation}.`,
  ]);
}
