import type { SkillGenerator } from '../../types.js';
import { oaMultiplicativeComparison } from './oa-multiplicative-comparison.js';

/** Grade 4 skill generators (MATHS.md §1, Grade 4), in catalogue order. */
export const grade4Skills: SkillGenerator[] = [
  oaMultiplicativeComparison,
];
