import type { SkillGenerator } from '../../types.js';
import { oaGroupingSymbols } from './oa-grouping-symbols.js';
import { oaWriteInterpretExpressions } from './oa-write-interpret-expressions.js';
import { oaTwoPatterns } from './oa-two-patterns.js';
import { nbtPowersOfTen } from './nbt-powers-of-ten.js';
import { nbtReadWriteDecimals } from './nbt-read-write-decimals.js';
import { nbtCompareDecimals } from './nbt-compare-decimals.js';
import { nbtRoundDecimals } from './nbt-round-decimals.js';
import { nbtMultiplyWhole } from './nbt-multiply-whole.js';
import { nbtDivide2digit } from './nbt-divide-2digit.js';
import { nbtDecimalAddSubtract } from './nbt-decimal-add-subtract.js';
import { nbtDecimalMultiply } from './nbt-decimal-multiply.js';
import { nbtDecimalDivide } from './nbt-decimal-divide.js';
import { nfAddUnlikeFractions } from './nf-add-unlike-fractions.js';
import { nfFractionWordProblems } from './nf-fraction-word-problems.js';
import { nfFractionAsDivision } from './nf-fraction-as-division.js';
import { nfMultiplyFractions } from './nf-multiply-fractions.js';
import { nfMultiplicationAsScaling } from './nf-multiplication-as-scaling.js';
import { nfDivideUnitFractions } from './nf-divide-unit-fractions.js';
import { mdConvertUnits } from './md-convert-units.js';
import { mdLinePlotFairShare } from './md-line-plot-fair-share.js';
import { mdVolumePrisms } from './md-volume-prisms.js';
import { gCoordinateFirstQuadrant } from './g-coordinate-first-quadrant.js';
import { gClassify2dHierarchy } from './g-classify-2d-hierarchy.js';

/** Grade 5 skill generators (docs/maths/curriculum.md, grade 5), in catalogue order. */
export const grade5Skills: SkillGenerator[] = [
  oaGroupingSymbols,
  oaWriteInterpretExpressions,
  oaTwoPatterns,
  nbtPowersOfTen,
  nbtReadWriteDecimals,
  nbtCompareDecimals,
  nbtRoundDecimals,
  nbtMultiplyWhole,
  nbtDivide2digit,
  nbtDecimalAddSubtract,
  nbtDecimalMultiply,
  nbtDecimalDivide,
  nfAddUnlikeFractions,
  nfFractionWordProblems,
  nfFractionAsDivision,
  nfMultiplyFractions,
  nfMultiplicationAsScaling,
  nfDivideUnitFractions,
  mdConvertUnits,
  mdLinePlotFairShare,
  mdVolumePrisms,
  gCoordinateFirstQuadrant,
  gClassify2dHierarchy,
];
