/**
 * Grade 3 review skills (docs/adr/0207-review-and-stretch-skills.md): metadata, and every problem over
 * 300 seeds × 5 difficulties through the plain checks of grades 4–5 (answer well formed and accepted,
 * misconceptions rejected, hints without the answer, a worked solution ending with a check), then each
 * skill's own recomputation of the answer from the question.
 */
import { describe, expect, it } from 'vitest';
import { generateProblem } from '../../registry.js';
import { Rational } from '../../rational.js';
import { DIFFICULTIES, levelGrade, type Problem } from '../../types.js';
import { checkPlainProblem } from '../../testing/plain-band-checks.js';
import { reviewSkills } from './index.js';

const SEEDS = 300;
const numbers = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);
const valueOf = (p: Problem): number => {
  if (p.answer.format !== 'integer') throw new Error(`${p.problemId}: ${p.answer.format}`);
  return Rational.parse(p.answer.value).toNumber();
};

/** Independent recomputations of the answer from the question text. */
const RECOMPUTE: Record<string, (p: Problem) => void> = {
  'g3.oa.multiply-divide-within-100': (p) => {
    const [a, b] = numbers(p.question.text);
    const v = valueOf(p);
    if (p.question.text.includes('×') && p.question.text.includes('☐')) expect(a! * v).toBe(b);
    else if (p.question.text.includes('×')) expect(v).toBe(a! * b!);
    else expect(v * b!).toBe(a);
    expect(v).toBeLessThanOrEqual(100);
  },
};

describe('grade 3 review skills', () => {
  it('are review skills of grade-3 standards, shown under grade 4, each with a recomputation', () => {
    expect(reviewSkills.length).toBeGreaterThan(0);
    for (const s of reviewSkills) {
      expect(s.edge).toBe('review');
      expect(s.grade).toBe(4);
      expect(levelGrade(s)).toBe(3);
      expect(s.skillId).toMatch(new RegExp(`^g3\\.${s.domain}\\.[a-z0-9-]+$`));
      expect(s.languages).toContain('es-US');
      expect(RECOMPUTE[s.skillId], s.skillId).toBeDefined();
    }
  });
  for (const skill of reviewSkills) {
    it(`${skill.skillId}: ${SEEDS} seeds × 5 difficulties`, { timeout: 120_000 }, () => {
      for (const d of DIFFICULTIES) {
        for (let i = 0; i < SEEDS; i++) {
          const p = generateProblem(skill.skillId, d, `s${i}`);
          expect(p.edge).toBe('review');
          checkPlainProblem(p);
          RECOMPUTE[skill.skillId]!(p);
        }
      }
    });
  }
});
