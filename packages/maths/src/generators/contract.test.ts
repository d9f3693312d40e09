/**
 * Generic generator suite: every registered skill, 1,000 seeds spread over difficulties 1–5,
 * checked against the generator contract (see ../testing/generator-contract.ts). Plus catalogue coverage.
 */
import { describe, expect, it } from 'vitest';
import { generateProblem, listSkills } from '../registry.js';
import { levelGrade } from '../types.js';
import { buildFixtureProblem, fixtureSkill } from '../testing/fixture-skill.js';
import { checkProblemContract, hintStatesAnswer, seedPlan } from '../testing/generator-contract.js';

const SEEDS_PER_SKILL = 1000;
const PLAN = seedPlan(SEEDS_PER_SKILL);

describe('generator contract (fixture, proves the suite itself works)', () => {
  it(`${fixtureSkill.skillId}: ${SEEDS_PER_SKILL} seeds`, { timeout: 60_000 }, () => {
    for (const { difficulty, seed } of PLAN) checkProblemContract(fixtureSkill.skillId, buildFixtureProblem, difficulty, seed);
  });

  it('flags hints that end by stating the answer, not hints that mention an operand', () => {
    expect(hintStatesAnswer('So 2/3 + 3/4 = 17/12', '17/12')).toBe(true);
    expect(hintStatesAnswer('Multiply: 3 × 4 = 12.', '12')).toBe(true);
    expect(hintStatesAnswer('Height: from y = 2 to y = 14.', '14')).toBe(false);
    expect(hintStatesAnswer('Change in y: 2 − 0 = 2.', '2')).toBe(false);
    expect(hintStatesAnswer('Multiply 12 by 3, then add 4.', '12')).toBe(false);
    expect(hintStatesAnswer('Rewrite over 12: 8/12 + 9/12 = ?', '12')).toBe(false);
  });
});

describe('generator contract (every registered skill)', () => {
  const skills = listSkills();
  it('has registered skills', () => {
    expect(skills.length).toBeGreaterThan(0);
  });
  for (const skill of skills) {
    it(`${skill.skillId}: ${SEEDS_PER_SKILL} seeds`, { timeout: 60_000 }, () => {
      const build = (d: Parameters<typeof generateProblem>[1], seed: string) => generateProblem(skill.skillId, d, seed);
      for (const { difficulty, seed } of PLAN) checkProblemContract(skill.skillId, build, difficulty, seed);
    });
  }
});

/** The 25 grade × domain pairs of the catalogue (docs/maths/curriculum.md). */
const CATALOGUE_DOMAINS = [
  '4.OA', '4.NBT', '4.NF', '4.MD', '4.G',
  '5.OA', '5.NBT', '5.NF', '5.MD', '5.G',
  '6.RP', '6.NS', '6.EE', '6.G', '6.SP',
  '7.RP', '7.NS', '7.EE', '7.G', '7.SP',
  '8.NS', '8.EE', '8.F', '8.G', '8.SP',
] as const;
const MIN_SKILLS = 60;

describe('catalogue coverage (fails until all generator folders are filled)', () => {
  it(`has at least ${MIN_SKILLS} skills`, () => {
    expect(listSkills().length).toBeGreaterThanOrEqual(MIN_SKILLS);
  });
  it('has at least one skill for every grade/domain pair of the catalogue', () => {
    const present = new Set(listSkills().map((s) => `${s.grade}.${s.domain.toUpperCase()}`));
    const missing = CATALOGUE_DOMAINS.filter((pair) => !present.has(pair));
    expect(missing).toEqual([]);
  });
  it('skill ids follow g{grade}.{domain}.{name} (the grade of its standards: 2 or 3 for review, 9 for stretch) and are unique', () => {
    const ids = listSkills().map((s) => s.skillId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of listSkills()) expect(s.skillId.startsWith(`g${levelGrade(s)}.${s.domain}.`), s.skillId).toBe(true);
  });
  it('review skills are shown under grade 4 and practise grade-2 or grade-3 standards; stretch skills under grade 8 (docs/adr/0207, 0213)', () => {
    for (const s of listSkills().filter((x) => x.edge === 'review')) {
      expect(s.grade, s.skillId).toBe(4);
      for (const code of s.ccss) expect(code, s.skillId).toMatch(levelGrade(s) === 2 ? /^2\./ : /^3\./);
    }
    for (const s of listSkills().filter((x) => x.edge === 'stretch')) expect(s.grade, s.skillId).toBe(8);
  });
});
