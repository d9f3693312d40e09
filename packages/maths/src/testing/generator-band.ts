/**
 * The suite each grade's generator test runs: catalogue metadata for the grade, then every skill over
 * `seeds` seeds × difficulties 1–5, each problem generated twice (it must be reproducible) and handed to
 * the grade's own checks. Shared by src/generators/grade4/grade4.test.ts … grade8/grade8.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { generateProblem } from '../registry.js';
import { DIFFICULTIES, type Difficulty, type Grade, type Problem, type SkillGenerator } from '../types.js';

export interface BandOptions {
  grade: Grade;
  /** The catalogue's domains for the grade; each must have a skill. */
  domains: readonly string[];
  /** Assertions on one problem. */
  check: (p: Problem) => void;
  /** Also require more than one question text per skill and difficulty. */
  variety?: boolean;
  seeds?: number;
}

export const SEEDS = 1000;
const MIN_SKILLS_PER_GRADE = 12;

export function describeGeneratorBand(skills: readonly SkillGenerator[], options: BandOptions): void {
  const { grade, domains } = options;
  const seeds = options.seeds ?? SEEDS;
  describe(`grade ${grade} generators`, () => {
    it(`has at least ${MIN_SKILLS_PER_GRADE} skills, unique ids, across all ${domains.length} domains`, () => {
      expect(skills.length).toBeGreaterThanOrEqual(MIN_SKILLS_PER_GRADE);
      const ids = skills.map((s) => s.skillId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(skills.map((s) => s.domain))).toEqual(new Set(domains));
    });
    for (const skill of skills) {
      it(`${skill.skillId}: metadata`, () => {
        expect(skill.skillId).toMatch(new RegExp(`^g${grade}\\.(${domains.join('|')})\\.[a-z0-9-]+$`));
        expect(skill.skillId.split('.')[1]).toBe(skill.domain);
        expect(skill.grade).toBe(grade);
        expect(skill.estTimeSec).toHaveLength(5);
        expect(skill.version).toMatch(/^\d+\.\d+\.\d+$/);
        expect(skill.ccss.length).toBeGreaterThan(0);
      });
      it(`${skill.skillId}: ${seeds} seeds × 5 difficulties`, { timeout: 120_000 }, () => {
        for (const d of DIFFICULTIES as Difficulty[]) {
          const questions = new Set<string>();
          for (let i = 0; i < seeds; i++) {
            const p = generateProblem(skill.skillId, d, `s${i}`);
            expect(JSON.stringify(generateProblem(skill.skillId, d, `s${i}`)), `${p.problemId} reproducible`).toBe(JSON.stringify(p));
            options.check(p);
            questions.add(p.question.text);
          }
          if (options.variety) expect(questions.size, `${skill.skillId} d${d} variety`).toBeGreaterThan(1);
        }
      });
    }
  });
}
