import type { SkillGenerator } from '../../types.js';

/** Grade 6 skill generators (MATHS.md §1, Grade 6). */
export const grade6Skills: SkillGenerator[] = [];
