import type { SkillGenerator } from '../../types.js';

/** Grade 4 skill generators (MATHS.md §1, Grade 4). */
export const grade4Skills: SkillGenerator[] = [];
