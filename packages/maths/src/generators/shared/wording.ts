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
