import type { SkillGenerator } from '../../types.js';
import { eeCompareProportional } from './ee-compare-proportional.js';
import { eeExponentLaws } from './ee-exponent-laws.js';
import { eeMultistepEquations } from './ee-multistep-equations.js';
import { eeNumberOfSolutions } from './ee-number-of-solutions.js';
import { eeRootsEquations } from './ee-roots-equations.js';
import { eeScientificNotation } from './ee-scientific-notation.js';
import { eeScientificNotationOperations } from './ee-scientific-notation-operations.js';
import { eeSlope } from './ee-slope.js';
import { eeSystems } from './ee-systems.js';
import { fEvaluateFunctions } from './f-evaluate-functions.js';
import { fIsFunction } from './f-is-function.js';
import { fLinearOrNonlinear } from './f-linear-or-nonlinear.js';
import { fRateInitialValue } from './f-rate-initial-value.js';
import { fDescribeGraphs } from './f-describe-graphs.js';
import { gAnglesParallelTriangles } from './g-angles-parallel-triangles.js';
import { gDistanceCoordinates } from './g-distance-coordinates.js';
import { gPythagoreanTheorem } from './g-pythagorean-theorem.js';
import { gSimilarityDilations } from './g-similarity-dilations.js';
import { gTransformations } from './g-transformations.js';
import { gCongruenceSequences } from './g-congruence-sequences.js';
import { gVolumeCylindersConesSpheres } from './g-volume-cylinders-cones-spheres.js';
import { nsEstimateRoots } from './ns-estimate-roots.js';
import { nsRationalOrIrrational } from './ns-rational-or-irrational.js';
import { nsRepeatingToFraction } from './ns-repeating-to-fraction.js';
import { spScatterPatterns } from './sp-scatter-patterns.js';
import { spLinearModels } from './sp-linear-models.js';
import { spTwoWayTables } from './sp-two-way-tables.js';

/** Grade 8 skill generators (docs/maths/curriculum.md, grade 8), in catalogue order. */
export const grade8Skills: SkillGenerator[] = [
  nsRationalOrIrrational,
  nsRepeatingToFraction,
  nsEstimateRoots,
  eeExponentLaws,
  eeRootsEquations,
  eeScientificNotation,
  eeScientificNotationOperations,
  eeSlope,
  eeCompareProportional,
  eeMultistepEquations,
  eeNumberOfSolutions,
  eeSystems,
  fEvaluateFunctions,
  fIsFunction,
  fLinearOrNonlinear,
  fRateInitialValue,
  fDescribeGraphs,
  gTransformations,
  gCongruenceSequences,
  gSimilarityDilations,
  gAnglesParallelTriangles,
  gPythagoreanTheorem,
  gDistanceCoordinates,
  gVolumeCylindersConesSpheres,
  spScatterPatterns,
  spLinearModels,
  spTwoWayTables,
];
