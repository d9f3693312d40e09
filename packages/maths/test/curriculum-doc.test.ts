import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRICULUM_DOC, curriculumMarkdown } from '../scripts/curriculum-doc.js';

describe('docs/maths/curriculum.md', () => {
  it('lists the skills the registry serves (regenerate: npx tsx packages/maths/scripts/curriculum-doc.ts)', () => {
    expect(readFileSync(CURRICULUM_DOC, 'utf8')).toBe(curriculumMarkdown());
  });
});
