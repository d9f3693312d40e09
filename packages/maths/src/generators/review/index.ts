import type { SkillGenerator } from '../../types.js';
import { oaMultiplyDivideWithin100 } from './oa-multiply-divide-within-100.js';
import { nbtAddSubtractWithin1000 } from './nbt-add-subtract-within-1000.js';
import { nfFractionsOnNumberLine } from './nf-fractions-on-number-line.js';
import { mdPerimeter } from './md-perimeter.js';
import { oaTwoStepWordProblems } from './oa-two-step-word-problems.js';

/**
 * Grade 3 review skills (docs/adr/0207-review-and-stretch-skills.md): grade-3 standards that grade 4
 * builds on, shown under grade 4 and served only to students whose answers take the working grade to 3.
 */
export const reviewSkills: SkillGenerator[] = [oaMultiplyDivideWithin100, oaTwoStepWordProblems, nbtAddSubtractWithin1000, nfFractionsOnNumberLine, mdPerimeter];
