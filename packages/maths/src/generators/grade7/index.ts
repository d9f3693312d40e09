import type { SkillGenerator } from '../../types.js';

/** Grade 7 skill generators (MATHS.md §1, Grade 7). */
export const grade7Skills: SkillGenerator[] = [];
