/**
 * Digests of generated problems, one per skill: a stored problem is rebuilt from its id
 * (skill/difficulty/seed) and the generator version, so a generator must give the same problem,
 * to the byte, for as long as its version stays the same.
 */
import { createHash } from 'node:crypto';
import { generateProblem, listSkills } from '../registry.js';
import { DIFFICULTIES } from '../types.js';

export const SEEDS_PER_DIFFICULTY = 20;

export interface SkillDigest {
  version: string;
  sha256: string;
}

/** sha256 of the JSON of every problem for d1–d5 × seeds g0…g19, one per line. */
export function skillDigest(skillId: string): string {
  const hash = createHash('sha256');
  for (const d of DIFFICULTIES) {
    for (let i = 0; i < SEEDS_PER_DIFFICULTY; i++) hash.update(`${JSON.stringify(generateProblem(skillId, d, `g${i}`))}\n`);
  }
  return hash.digest('hex');
}

export function currentDigests(): Record<string, SkillDigest> {
  return Object.fromEntries(listSkills().map((s) => [s.skillId, { version: s.version, sha256: skillDigest(s.skillId) }]));
}
