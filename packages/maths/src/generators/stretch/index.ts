import type { SkillGenerator } from '../../types.js';
import { sseFactorQuadratics } from './sse-factor-quadratics.js';
import { reiSolveQuadratics } from './rei-solve-quadratics.js';

/**
 * Algebra 1 stretch skills (docs/adr/0207-review-and-stretch-skills.md): high-school standards shown
 * under grade 8, offered as the grade above to grade-8 students whose answers take them past grade 8.
 */
export const stretchSkills: SkillGenerator[] = [sseFactorQuadratics, reiSolveQuadratics];
