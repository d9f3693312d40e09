import type { SkillGenerator } from '../../types.js';

/** Grade 5 skill generators (MATHS.md §1, Grade 5). */
export const grade5Skills: SkillGenerator[] = [];
