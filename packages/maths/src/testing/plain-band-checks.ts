/**
 * Checks on one problem of grades 4–5, whose answers are plain numbers, comparisons, lists and
 * quotient-remainder pairs (misconceptions filtered by sameAsAnswerPlain).
 */
import { expect } from 'vitest';
import { checkAnswer } from '../checker/index.js';
import { sameAsAnswerPlain } from '../generators/shared/misconceptions.js';
import { Rational } from '../rational.js';
import type { AnswerSpec, Grade, Problem, SkillGenerator } from '../types.js';
import { describeGeneratorBand } from './generator-band.js';

export const isLowest = (v: string): boolean => Rational.parse(v).toString() === v;

function expectWellFormed(a: AnswerSpec): void {
  expect(a.canonical.length).toBeGreaterThan(0);
  expect(sameAsAnswerPlain(a.canonical, a), `canonical ${a.canonical} matches its spec`).toBe(true);
  switch (a.format) {
    case 'integer':
      expect(a.canonical).toMatch(/^\u2212?\d{1,3}(,\d{3})*$/);
      expect(isLowest(a.value) && Rational.parse(a.value).isInteger()).toBe(true);
      break;
    case 'decimal':
    case 'number':
    case 'money':
      expect(isLowest(a.value)).toBe(true);
      break;
    case 'fraction':
    case 'mixed':
      expect(isLowest(a.value)).toBe(true);
      expect(a.canonical).toMatch(/^(\d{1,3}(,\d{3})*|\d+\/\d+|\d{1,3}(,\d{3})* \d+\/\d+)$/);
      break;
    case 'quotient-remainder':
      expect(a.remainder).toBeLessThan(a.divisor);
      expect(a.remainder).toBeGreaterThanOrEqual(0);
      expect(a.canonical).toMatch(/^\d{1,3}(,\d{3})*( R \d+)?$/);
      break;
    case 'choice':
      expect(Object.keys(a.options)).toContain(a.value);
      break;
    case 'list':
      for (const v of a.values) {
        expect(isLowest(v)).toBe(true);
        expect(Math.abs(Rational.parse(v).toNumber())).toBeLessThan(1000);
      }
      break;
    case 'coordinate':
      expect(isLowest(a.x) && isLowest(a.y)).toBe(true);
      expect(a.canonical).toMatch(/^\(\d+(\/\d+)?, \d+(\/\d+)?\)$/);
      break;
    default:
      break;
  }
}

export function checkPlainProblem(p: Problem): void {
  const where = p.problemId;
  const all = [p.question.text, ...p.hints, ...p.explanation, ...p.misconceptions.map((m) => `${m.value} ${m.feedback}`)].join(' | ');
  expect(all, all).not.toMatch(/undefined|NaN|Infinity|\[object/);
  expect(p.question.text, p.question.text).not.toMatch(/(?<![.\d])\d{4,}/);
  expect(p.hints).toHaveLength(3);
  for (const h of p.hints) expect(h.length).toBeGreaterThan(0);
  if (!p.hints[2].includes('?')) expect(p.hints[2], `hint states answer ${p.answer.canonical}`).not.toContain(`= ${p.answer.canonical}.`);
  expect(p.explanation.length).toBeGreaterThanOrEqual(2);
  expect(p.explanation[p.explanation.length - 1]).toMatch(/^Check/);
  expectWellFormed(p.answer);
  const c = checkAnswer(p.answer.canonical, p.answer);
  expect(c.verdict, `${where}: canonical ${p.answer.canonical} ${JSON.stringify(c)}`).toBe('accept');
  for (const m of p.misconceptions) {
    expect(sameAsAnswerPlain(m.value, p.answer), `${where}: misconception ${m.value} equals answer`).toBe(false);
    expect(m.id).toMatch(/^[a-z0-9-]+$/);
    expect(checkAnswer(m.value, p.answer).verdict, `${where}: misconception ${m.value} accepted by checker`).not.toBe('accept');
  }
}

/** The generator suite of grade 4 or 5: these checks on every problem, then the skill's own recomputation. */
export function describePlainBand(skills: readonly SkillGenerator[], grade: Grade, recompute: Record<string, (p: Problem) => void> = {}): void {
  describeGeneratorBand(skills, {
    grade,
    domains: ['oa', 'nbt', 'nf', 'md', 'g'],
    variety: true,
    check: (p) => {
      checkPlainProblem(p);
      recompute[p.skillId]?.(p);
    },
  });
}
