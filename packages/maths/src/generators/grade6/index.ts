import type { SkillGenerator } from '../../types.js';
import { rpWriteRatios } from './rp-write-ratios.js';
import { rpUnitRate } from './rp-unit-rate.js';
import { rpRatioTables } from './rp-ratio-tables.js';
import { rpPercent } from './rp-percent.js';
import { rpConvertUnitsRatio } from './rp-convert-units-ratio.js';
import { nsDivideFractions } from './ns-divide-fractions.js';
import { nsLongDivision } from './ns-long-division.js';
import { nsDecimalFluency } from './ns-decimal-fluency.js';
import { nsGcfLcm } from './ns-gcf-lcm.js';
import { nsIntegersAbsoluteValue } from './ns-integers-absolute-value.js';
import { nsCoordinatePlane } from './ns-coordinate-plane.js';
import { eeExponents } from './ee-exponents.js';
import { eeEvaluateExpressions } from './ee-evaluate-expressions.js';
import { eeWriteExpressions } from './ee-write-expressions.js';
import { eeEquivalentExpressions } from './ee-equivalent-expressions.js';
import { eeOneStepEquations } from './ee-one-step-equations.js';
import { eeInequalities } from './ee-inequalities.js';
import { eeDependentIndependent } from './ee-dependent-independent.js';
import { gAreaPolygons } from './g-area-polygons.js';
import { gVolumeFractionalEdges } from './g-volume-fractional-edges.js';
import { gSurfaceAreaNets } from './g-surface-area-nets.js';
import { gPolygonsCoordinatePlane } from './g-polygons-coordinate-plane.js';
import { spStatisticalQuestions } from './sp-statistical-questions.js';
import { spDescribeDistributions } from './sp-describe-distributions.js';
import { spCenter } from './sp-center.js';
import { spDataDisplays } from './sp-data-displays.js';
import { spVariability } from './sp-variability.js';

/** Grade 6 skill generators (docs/maths/curriculum.md, grade 6), in catalogue order. */
export const grade6Skills: SkillGenerator[] = [
  rpWriteRatios,
  rpUnitRate,
  rpRatioTables,
  rpPercent,
  rpConvertUnitsRatio,
  nsDivideFractions,
  nsLongDivision,
  nsDecimalFluency,
  nsGcfLcm,
  nsIntegersAbsoluteValue,
  nsCoordinatePlane,
  eeExponents,
  eeEvaluateExpressions,
  eeWriteExpressions,
  eeEquivalentExpressions,
  eeOneStepEquations,
  eeInequalities,
  eeDependentIndependent,
  gAreaPolygons,
  gVolumeFractionalEdges,
  gSurfaceAreaNets,
  gPolygonsCoordinatePlane,
  spStatisticalQuestions,
  spDescribeDistributions,
  spCenter,
  spDataDisplays,
  spVariability,
];
