/**
 * Grade 2 and grade 3 review skills (docs/adr/0207-review-and-stretch-skills.md, docs/adr/0213): metadata, and every problem over
 * 300 seeds × 5 difficulties through the plain checks of grades 4–5 (answer well formed and accepted,
 * misconceptions rejected, hints without the answer, a worked solution ending with a check), then each
 * skill's own recomputation of the answer from the question.
 */
import { describe, expect, it } from 'vitest';
import { generateProblem } from '../../registry.js';
import { Rational } from '../../rational.js';
import { DIFFICULTIES, levelGrade, type Problem } from '../../types.js';
import { checkPlainProblem } from '../../testing/plain-band-checks.js';
import { grade2ReviewSkills, reviewSkills } from './index.js';

const SEEDS = 300;
const numbers = (text: string): number[] => (text.match(/\d+/g) ?? []).map(Number);
const valueOf = (p: Problem): number => {
  if (p.answer.format !== 'integer') throw new Error(`${p.problemId}: ${p.answer.format}`);
  return Rational.parse(p.answer.value).toNumber();
};

/** Independent recomputations of the answer from the question text. */
const RECOMPUTE: Record<string, (p: Problem) => void> = {
  'g2.oa.add-subtract-within-20': (p) => {
    const [a, b] = numbers(p.question.text);
    const v = valueOf(p);
    const text = p.question.text;
    if (text.includes('☐')) expect(text.includes('+') ? a! + v : a! - v).toBe(b);
    else expect(v).toBe(text.includes('+') ? a! + b! : a! - b!);
    expect(v).toBeGreaterThan(0);
    expect(Math.max(a!, b!, v)).toBeLessThanOrEqual(20);
    // d3 and d4 go through 10; d1 and d2 stay within 10.
    if (p.difficulty <= 2) expect(Math.max(a!, b!, v)).toBeLessThanOrEqual(10);
    if (p.difficulty === 3) expect(v).toBeGreaterThan(10);
    if (p.difficulty === 4) expect(a! % 10).toBeLessThan(b!);
  },
  'g2.nbt.add-subtract-within-100': (p) => {
    const [a, b] = numbers(p.question.text);
    const v = valueOf(p);
    const add = p.question.text.includes('+');
    expect(v).toBe(add ? a! + b! : a! - b!);
    expect(v).toBeGreaterThan(0);
    expect(v).toBeLessThan(100);
    // d4 makes a new ten, d5 regroups one; the others never regroup.
    const onesRegroup = add ? (a! % 10) + (b! % 10) >= 10 : a! % 10 < b! % 10;
    expect(onesRegroup).toBe(p.difficulty >= 4);
  },
  'g2.nbt.place-value-to-1000': (p) => {
    const v = valueOf(p);
    const en = p.question.text;
    const count = (place: string): number => Number(new RegExp(`(\\d+) ${place}`).exec(en)?.[1] ?? 0);
    if (p.difficulty === 3) {
      const d = numbers(en).find((x) => x < 10)!;
      const digits = String(numbers(en).find((x) => x >= 100));
      expect(digits).toContain(String(d));
      expect(v).toBe(d * 10 ** (digits.length - 1 - digits.indexOf(String(d))));
    } else if (/How many tens|how many tens|groups of ten|boxes of ten|☐ tens/.test(en)) {
      const n = numbers(en)[0]!;
      expect(v * 10).toBe(n);
    } else {
      expect(v).toBe(count('hundreds') * 100 + count('tens') * 10 + count('ones'));
    }
    expect(v).toBeLessThan(1000);
  },
  'g3.oa.multiply-divide-within-100': (p) => {
    const [a, b] = numbers(p.question.text);
    const v = valueOf(p);
    if (p.question.text.includes('×') && p.question.text.includes('☐')) expect(a! * v).toBe(b);
    else if (p.question.text.includes('×')) expect(v).toBe(a! * b!);
    else expect(v * b!).toBe(a);
    expect(v).toBeLessThanOrEqual(100);
  },
  'g3.oa.two-step-word-problems': (p) => {
    const n = numbers(p.question.text);
    const v = valueOf(p);
    const expected = [n[0]! + n[1]! - n[2]!, n[0]! * n[1]! + n[2]!, n[0]! * n[1]! - n[2]!, n[0]! / n[1]! - n[2]!, n[2]! - n[0]! * n[1]!][p.difficulty - 1];
    expect(v).toBe(expected);
    expect(v).toBeGreaterThan(0);
  },
  'g3.nbt.add-subtract-within-1000': (p) => {
    const [a, b] = numbers(p.question.text);
    const v = valueOf(p);
    expect(v).toBe(p.question.text.includes('+') ? a! + b! : a! - b!);
    expect(v).toBeGreaterThanOrEqual(0);
    expect(v).toBeLessThan(1000);
  },
  'g3.nf.fractions-on-number-line': (p) => {
    // The point of the picture, as the fraction of one whole.
    if (p.diagram?.kind !== 'number-line' || p.answer.format !== 'fraction') throw new Error(p.problemId);
    const point = p.diagram.points[0]!.at;
    const perWhole = p.diagram.parts / (p.diagram.max - p.diagram.min);
    expect(Rational.parse(p.answer.value).toNumber()).toBeCloseTo(point);
    expect(p.answer.canonical).toBe(`${Math.round(point * perWhole)}/${perWhole}`);
    expect(p.diagram.labels.every((t) => Number.isInteger(t.at))).toBe(true);
  },
  'g3.md.perimeter': (p) => {
    const n = numbers(p.question.text);
    const v = valueOf(p);
    if (p.difficulty === 1) expect(v).toBe(2 * (n[0]! + n[1]!));
    if (p.difficulty === 2) expect(v).toBe(n.reduce((a, b) => a + b, 0));
    if (p.difficulty === 3) expect(2 * (n[1]! + v)).toBe(n[0]);
    if (p.difficulty === 4) expect(v + n.slice(1).reduce((a, b) => a + b, 0)).toBe(n[0]);
    if (p.difficulty === 5) expect(v).toBe(2 * (n[1]! + n[0]! / n[1]!));
  },
};

describe('grade 2 and grade 3 review skills', () => {
  it('are review skills of grade-2 or grade-3 standards, shown under grade 4, each with a recomputation', () => {
    expect(reviewSkills.length).toBeGreaterThan(0);
    expect(grade2ReviewSkills.map(levelGrade)).toEqual(grade2ReviewSkills.map(() => 2));
    for (const s of reviewSkills) {
      expect(s.edge).toBe('review');
      expect(s.grade).toBe(4);
      expect(levelGrade(s)).toBe(grade2ReviewSkills.includes(s) ? 2 : 3);
      for (const code of s.ccss) expect(code.startsWith(`${levelGrade(s)}.`), code).toBe(true);
      expect(s.skillId).toMatch(new RegExp(`^g${levelGrade(s)}\\.${s.domain}\\.[a-z0-9-]+$`));
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
