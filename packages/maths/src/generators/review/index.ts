import type { SkillGenerator } from '../../types.js';
import { oaMultiplyDivideWithin100 } from './oa-multiply-divide-within-100.js';
import { nbtAddSubtractWithin1000 } from './nbt-add-subtract-within-1000.js';
import { nfFractionsOnNumberLine } from './nf-fractions-on-number-line.js';
import { mdPerimeter } from './md-perimeter.js';
import { oaTwoStepWordProblems } from './oa-two-step-word-problems.js';
import { oaAddSubtractWithin20 } from './g2-oa-add-subtract-within-20.js';
import { nbtAddSubtractWithin100 } from './g2-nbt-add-subtract-within-100.js';
import { nbtPlaceValueTo1000 } from './g2-nbt-place-value-to-1000.js';

/**
 * Grade 2 review skills (docs/adr/0213-grade-2-review-for-weak-grade-4.md): grade-2 standards that
 * the grade 3 review skills build on, shown under grade 4 and served only to students whose answers
 * take the working grade to 2.
 */
export const grade2ReviewSkills: SkillGenerator[] = [oaAddSubtractWithin20, nbtAddSubtractWithin100, nbtPlaceValueTo1000];

/**
 * Grade 3 review skills (docs/adr/0207-review-and-stretch-skills.md): grade-3 standards that grade 4
 * builds on, shown under grade 4 and served only to students whose answers take the working grade to 3
 * or below.
 */
export const grade3ReviewSkills: SkillGenerator[] = [oaMultiplyDivideWithin100, oaTwoStepWordProblems, nbtAddSubtractWithin1000, nfFractionsOnNumberLine, mdPerimeter];

/** Every review skill, grade 2 first (catalogue order: by the grade of the standards). */
export const reviewSkills: SkillGenerator[] = [...grade2ReviewSkills, ...grade3ReviewSkills];
