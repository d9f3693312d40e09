import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listSkills } from '../registry.js';
import { skillDigest, type SkillDigest } from './problem-digests.js';

const recorded = JSON.parse(readFileSync(new URL('./problem-digests.json', import.meta.url), 'utf8')) as Record<string, SkillDigest>;

describe('generated problems stay the same for a given generator version', () => {
  it('has a recorded digest for every registered skill and none for a removed one', () => {
    expect(Object.keys(recorded).sort()).toEqual(listSkills().map((s) => s.skillId).sort());
  });
  for (const skill of listSkills()) {
    it(skill.skillId, () => {
      const was = recorded[skill.skillId];
      expect(was, 'no digest recorded: run npx tsx packages/maths/src/golden/update-problem-digests.ts').toBeDefined();
      const now = { version: skill.version, sha256: skillDigest(skill.skillId) };
      expect(
        now,
        was!.version === now.version
          ? 'problems changed without a version bump (stored problems are rebuilt from their ids)'
          : 'version bumped: run npx tsx packages/maths/src/golden/update-problem-digests.ts',
      ).toEqual(was);
    });
  }
});
