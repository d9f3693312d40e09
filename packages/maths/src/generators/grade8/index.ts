import type { SkillGenerator } from '../../types.js';

/** Grade 8 skill generators (MATHS.md §1, Grade 8). */
export const grade8Skills: SkillGenerator[] = [];
