import type { SkillGenerator } from '../../types.js';
import { eeExponentLaws } from './ee-exponent-laws.js';
import { eeScientificNotation } from './ee-scientific-notation.js';
import { nsEstimateRoots } from './ns-estimate-roots.js';
import { nsRationalOrIrrational } from './ns-rational-or-irrational.js';
import { nsRepeatingToFraction } from './ns-repeating-to-fraction.js';

/** Grade 8 skill generators (MATHS.md §1, Grade 8), in catalogue order. */
export const grade8Skills: SkillGenerator[] = [
  nsRationalOrIrrational,
  nsRepeatingToFraction,
  nsEstimateRoots,
  eeExponentLaws,
  eeScientificNotation,
];
