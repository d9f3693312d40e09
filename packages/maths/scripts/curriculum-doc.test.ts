import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRICULUM_DOC, curriculumMarkdown } from './curriculum-doc.js';

describe('docs/maths/curriculum.md', () => {
  // Builds an example problem of every skill: a few seconds alone, longer on a shared machine, so not the 5 s default.
  it('lists the skills the registry serves (regenerate: npx tsx packages/maths/scripts/curriculum-doc.ts)', { timeout: 60_000 }, () => {
    expect(readFileSync(CURRICULUM_DOC, 'utf8')).toBe(curriculumMarkdown());
  });
});
