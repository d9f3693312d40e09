/**
 * The working grade: the grade the engine serves from (the next-skill choice offers skills up to one grade above
 * it). It starts at the enrolled grade and follows the evidence, so a child far behind or far ahead of
 * their grade still practises where about 75% success is reachable (ADR 0044, thresholds of ADR 0211):
 *  - one grade down while the skills practised at the current working grade sit, on average, where only
 *    the easiest rung still serves about 75% success (θ < WEAK_THETA), or, with no practice there yet,
 *    while the grade below sits under its own grade prior (θ < READY_THETA, a placement mostly missed);
 *  - one grade up while they sit at Proficient on average (θ ≥ θ_prof), so the grade above starts from its
 *    on-grade prior instead of the "grade above" one.
 * It is derived from the skill states on every choice, never stored, so it follows the child both ways
 * and needs no migration. Bounds: two grades below to one grade above the enrolled grade, within the
 * catalogue's grades (4–8 by default; 2–9 with the grade 2 and 3 review and the stretch skills, docs/adr/0207, 0213).
 */
import { THETA_PROFICIENT } from './model.js';
import type { SkillState } from './state.js';

/** p(d1) ≈ 0.79 and p(d2) ≈ 0.63 at θ = −0.2 with the default ladder: below it only d1 reaches the band. */
export const WEAK_THETA = -0.2;
export const STRONG_THETA = THETA_PROFICIENT;
/**
 * A grade with no evidence yet is too hard when the grade below sits under this θ on average: the grade
 * prior of one grade below (0.8), so placement answers there that came out worse than that guess (a right
 * answer at d3 takes it to 1.3, a miss to −0.3) take the student down.
 */
export const READY_THETA = 0.8;
/** Answers at a grade before its evidence can move the working grade. */
export const WORKING_GRADE_EVIDENCE = 5;
export const LOWEST_GRADE = 4;
export const HIGHEST_GRADE = 8;

/** The lowest and highest grade the working grade may take: the catalogue's (level) grades. */
export interface GradeBounds {
  lowest: number;
  highest: number;
}
export const PRODUCT_GRADES: GradeBounds = { lowest: LOWEST_GRADE, highest: HIGHEST_GRADE };

/** n-weighted mean θ of the practised skills of one grade, or null with too little evidence. */
export function gradeEvidence(states: Iterable<SkillState>, gradeOf: (skillId: string) => number | undefined, grade: number): number | null {
  let answers = 0;
  let weighted = 0;
  for (const s of states) {
    if (s.n === 0 || gradeOf(s.skillId) !== grade) continue;
    answers += s.n;
    weighted += s.n * s.theta;
  }
  return answers >= WORKING_GRADE_EVIDENCE ? weighted / answers : null;
}

/**
 * `startSteps` (a one-sided placement, placement.ts placementShift) moves the grade the search starts
 * from: −2 starts two grades down, +1 one grade up; the evidence rules then apply from there.
 */
export function workingGradeOf(
  states: Iterable<SkillState>,
  gradeOf: (skillId: string) => number | undefined,
  enrolledGrade: number,
  startSteps = 0,
  bounds: GradeBounds = PRODUCT_GRADES,
): number {
  const list = [...states];
  const lowest = Math.max(bounds.lowest, enrolledGrade - 2);
  const highest = Math.min(bounds.highest, enrolledGrade + 1);
  const start = Math.min(highest, Math.max(lowest, enrolledGrade + startSteps));
  const evidence = (grade: number): number | null => gradeEvidence(list, gradeOf, grade);
  // Too weak here, or nothing known here yet and the grade below is not secure (placement probes it).
  const tooHard = (grade: number): boolean => {
    const here = evidence(grade);
    if (here !== null) return here < WEAK_THETA;
    const below = evidence(grade - 1);
    return below !== null && below < READY_THETA;
  };
  let grade = start;
  while (grade > lowest && tooHard(grade)) grade--;
  if (grade < start) return grade;
  for (let e = evidence(grade); grade < highest && e !== null && e >= STRONG_THETA; e = evidence(grade)) grade++;
  return grade;
}
