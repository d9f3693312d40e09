import type { SkillGenerator } from '../../types.js';
import { eeExponentLaws } from './ee-exponent-laws.js';
import { eeScientificNotation } from './ee-scientific-notation.js';

/** Grade 8 skill generators (MATHS.md §1, Grade 8), in catalogue order. */
export const grade8Skills: SkillGenerator[] = [
  eeExponentLaws,
  eeScientificNotation,
];
