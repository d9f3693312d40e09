import type { SkillGenerator } from '../../types.js';
import { oaMultiplicativeComparison } from './oa-multiplicative-comparison.js';
import { oaMultistepWordProblems } from './oa-multistep-word-problems.js';
import { oaFactorsList } from './oa-factors-list.js';
import { oaPrimeOrComposite } from './oa-prime-or-composite.js';
import { oaNumberPatterns } from './oa-number-patterns.js';
import { nbtPlaceValue } from './nbt-place-value.js';
import { nbtCompareWholeNumbers } from './nbt-compare-whole-numbers.js';
import { nbtRoundWholeNumbers } from './nbt-round-whole-numbers.js';
import { nbtAddSubtract } from './nbt-add-subtract.js';
import { nbtMultiply } from './nbt-multiply.js';
import { nbtDivideRemainders } from './nbt-divide-remainders.js';
import { nfEquivalentFractions } from './nf-equivalent-fractions.js';
import { nfCompareFractions } from './nf-compare-fractions.js';
import { nfAddSubtractLikeDenominators } from './nf-add-subtract-like-denominators.js';
import { nfMultiplyFractionByWhole } from './nf-multiply-fraction-by-whole.js';
import { nfDecimalFractions } from './nf-decimal-fractions.js';
import { nfCompareDecimals } from './nf-compare-decimals.js';
import { mdUnitConversion } from './md-unit-conversion.js';
import { mdAreaPerimeter } from './md-area-perimeter.js';
import { mdLinePlotFractions } from './md-line-plot-fractions.js';
import { mdAngleAddition } from './md-angle-addition.js';
import { mdMeasureAngles } from './md-measure-angles.js';
import { gClassifyAnglesTriangles } from './g-classify-angles-triangles.js';
import { gLinesOfSymmetry } from './g-lines-of-symmetry.js';

/** Grade 4 skill generators (docs/maths/curriculum.md, grade 4), in catalogue order. */
export const grade4Skills: SkillGenerator[] = [
  oaMultiplicativeComparison,
  oaMultistepWordProblems,
  oaFactorsList,
  oaPrimeOrComposite,
  oaNumberPatterns,
  nbtPlaceValue,
  nbtCompareWholeNumbers,
  nbtRoundWholeNumbers,
  nbtAddSubtract,
  nbtMultiply,
  nbtDivideRemainders,
  nfEquivalentFractions,
  nfCompareFractions,
  nfAddSubtractLikeDenominators,
  nfMultiplyFractionByWhole,
  nfDecimalFractions,
  nfCompareDecimals,
  mdUnitConversion,
  mdAreaPerimeter,
  mdLinePlotFractions,
  mdMeasureAngles,
  mdAngleAddition,
  gClassifyAnglesTriangles,
  gLinesOfSymmetry,
];
