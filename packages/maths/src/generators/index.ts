import type { SkillGenerator } from '../types.js';
import { reviewSkills } from './review/index.js';
import { grade4Skills } from './grade4/index.js';
import { grade5Skills } from './grade5/index.js';
import { grade6Skills } from './grade6/index.js';
import { grade7Skills } from './grade7/index.js';
import { grade8Skills } from './grade8/index.js';
import { stretchSkills } from './stretch/index.js';

/** Every implemented skill generator, in catalogue order (docs/maths/curriculum.md): grade 2 and grade 3 review first, Algebra 1 stretch last. */
export const ALL_SKILLS: readonly SkillGenerator[] = [
  ...reviewSkills,
  ...grade4Skills,
  ...grade5Skills,
  ...grade6Skills,
  ...grade7Skills,
  ...grade8Skills,
  ...stretchSkills,
];
