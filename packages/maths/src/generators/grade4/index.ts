import type { SkillGenerator } from '../../types.js';
import { oaMultiplicativeComparison } from './oa-multiplicative-comparison.js';
import { oaFactorsList } from './oa-factors-list.js';
import { oaPrimeOrComposite } from './oa-prime-or-composite.js';
import { oaNumberPatterns } from './oa-number-patterns.js';
import { nbtPlaceValue } from './nbt-place-value.js';
import { nbtCompareWholeNumbers } from './nbt-compare-whole-numbers.js';
import { nbtRoundWholeNumbers } from './nbt-round-whole-numbers.js';
import { nbtAddSubtract } from './nbt-add-subtract.js';
import { nbtMultiply } from './nbt-multiply.js';
import { nbtDivideRemainders } from './nbt-divide-remainders.js';

/** Grade 4 skill generators (MATHS.md §1, Grade 4), in catalogue order. */
export const grade4Skills: SkillGenerator[] = [
  oaMultiplicativeComparison,
  oaFactorsList,
  oaPrimeOrComposite,
  oaNumberPatterns,
  nbtPlaceValue,
  nbtCompareWholeNumbers,
  nbtRoundWholeNumbers,
  nbtAddSubtract,
  nbtMultiply,
  nbtDivideRemainders,
];
