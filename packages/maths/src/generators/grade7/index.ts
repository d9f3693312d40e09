import type { SkillGenerator } from '../../types.js';
import { rpUnitRateFractions } from './rp-unit-rate-fractions.js';
import { rpConstantOfProportionality } from './rp-constant-of-proportionality.js';
import { rpIsProportional } from './rp-is-proportional.js';
import { rpPercentMultistep } from './rp-percent-multistep.js';
import { rpPercentChangeError } from './rp-percent-change-error.js';
import { nsAddSubtractRationals } from './ns-add-subtract-rationals.js';
import { nsMultiplyDivideRationals } from './ns-multiply-divide-rationals.js';
import { nsFractionToDecimal } from './ns-fraction-to-decimal.js';
import { nsRationalWordProblems } from './ns-rational-word-problems.js';
import { eeSimplifyExpressions } from './ee-simplify-expressions.js';
import { eeExpandFactor } from './ee-expand-factor.js';
import { eeTwoStepEquations } from './ee-two-step-equations.js';
import { eeTwoStepInequalities } from './ee-two-step-inequalities.js';
import { eeEquationWordProblems } from './ee-equation-word-problems.js';
import { gScaleDrawings } from './g-scale-drawings.js';
import { gTriangleConditions } from './g-triangle-conditions.js';
import { gCrossSections } from './g-cross-sections.js';
import { gCircles } from './g-circles.js';
import { gAngleRelationships } from './g-angle-relationships.js';
import { gAreaVolumeSurface } from './g-area-volume-surface.js';
import { spSamplingInference } from './sp-sampling-inference.js';
import { spComparePopulations } from './sp-compare-populations.js';
import { spSimpleProbability } from './sp-simple-probability.js';
import { spCompoundProbability } from './sp-compound-probability.js';

/** Grade 7 skill generators (docs/maths/curriculum.md, grade 7), in catalogue order. */
export const grade7Skills: SkillGenerator[] = [
  rpUnitRateFractions,
  rpConstantOfProportionality,
  rpIsProportional,
  rpPercentMultistep,
  rpPercentChangeError,
  nsAddSubtractRationals,
  nsMultiplyDivideRationals,
  nsFractionToDecimal,
  nsRationalWordProblems,
  eeSimplifyExpressions,
  eeExpandFactor,
  eeTwoStepEquations,
  eeTwoStepInequalities,
  eeEquationWordProblems,
  gScaleDrawings,
  gTriangleConditions,
  gCrossSections,
  gCircles,
  gAngleRelationships,
  gAreaVolumeSurface,
  spSamplingInference,
  spComparePopulations,
  spSimpleProbability,
  spCompoundProbability,
];
