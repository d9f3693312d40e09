/**
 * Algebra 1 stretch skills (docs/adr/0207-review-and-stretch-skills.md): metadata, and every problem over
 * 300 seeds × 5 difficulties through the plain checks (answer well formed and accepted, misconceptions
 * rejected, hints without the answer, a worked solution ending with a check), then each skill's own
 * recomputation of the answer from the question.
 */
import { describe, expect, it } from 'vitest';
import { generateProblem } from '../../registry.js';
import { Rational } from '../../rational.js';
import { DIFFICULTIES, levelGrade, type Problem } from '../../types.js';
import { checkPlainProblem } from '../../testing/plain-band-checks.js';
import { stretchSkills } from './index.js';

const SEEDS = 300;
const valueOf = (p: Problem): number => {
  if (p.answer.format !== 'integer') throw new Error(`${p.problemId}: ${p.answer.format}`);
  return Rational.parse(p.answer.value).toNumber();
};

/** The equation of the question: the first run of polynomial characters around an "=". */
function equation(text: string): [string, string] {
  const m = /([()x\d²☐ +−]+)=([()x\d²☐ +−]+)/.exec(text);
  if (!m) throw new Error(text);
  return [m[1]!.replace(/−/g, '-').trim(), m[2]!.replace(/−/g, '-').trim()];
}

/** Evaluates a printed polynomial side ("2x² - 3x + 1", "(x - 3)²", "(2x + 1)(x + 4)") at x. */
function evaluate(side: string, x: number, box = 0): number {
  const js = side
    .replace(/☐/g, `(${box})`)
    .replace(/²/g, '**2')
    .replace(/(\d)\s*(x|\()/g, '$1*$2')
    .replace(/\)\s*\(/g, ')*(')
    .replace(/\)\s*x/g, ')*x')
    .replace(/x/g, `(${x})`);
  // Only digits, operators and brackets reach this: the question's own polynomial.
  if (!/^[\d\s+\-*()]+$/.test(js)) throw new Error(`not a polynomial: ${side}`);
  return (Function(`return ${js};`)() as number) + 0;
}

const RECOMPUTE: Record<string, (p: Problem) => void> = {
  'g9.sse.factor-quadratics': (p) => {
    const [left, right] = equation(p.question.text);
    const v = valueOf(p);
    for (const x of [-2, 0, 1, 3]) expect(evaluate(left, x, v), p.question.text).toBe(evaluate(right, x));
  },
  'g9.rei.solve-quadratics': (p) => {
    const [left, right] = equation(p.question.text);
    const v = valueOf(p);
    expect(evaluate(left, v), p.question.text).toBe(evaluate(right, v));
    // No larger solution: the other root is below it.
    const f = (x: number): number => evaluate(left, x) - evaluate(right, x);
    for (let x = v + 1; x <= v + 30; x++) expect(f(x), `${p.question.text} at ${x}`).not.toBe(0);
  },
};

describe('Algebra 1 stretch skills', () => {
  it('are stretch skills of high-school standards, shown under grade 8, each with a recomputation', () => {
    expect(stretchSkills.length).toBeGreaterThan(0);
    for (const s of stretchSkills) {
      expect(s.edge).toBe('stretch');
      expect(s.grade).toBe(8);
      expect(levelGrade(s)).toBe(9);
      expect(s.skillId).toMatch(new RegExp(`^g9\\.${s.domain}\\.[a-z0-9-]+$`));
      for (const code of s.ccss) expect(code).toMatch(/^[AFGNS]-[A-Z]{2,3}\./);
      expect(s.languages).toContain('es-US');
      expect(RECOMPUTE[s.skillId], s.skillId).toBeDefined();
    }
  });
  for (const skill of stretchSkills) {
    it(`${skill.skillId}: ${SEEDS} seeds × 5 difficulties`, { timeout: 120_000 }, () => {
      for (const d of DIFFICULTIES) {
        for (let i = 0; i < SEEDS; i++) {
          const p = generateProblem(skill.skillId, d, `s${i}`);
          expect(p.edge).toBe('stretch');
          checkPlainProblem(p);
          RECOMPUTE[skill.skillId]!(p);
        }
      }
    });
  }
});
