import { expect } from 'vitest';
import { checkAnswer } from '../../checker/index.js';
import { grade8Skills } from './index.js';
import { sameAsAnswerByFormat } from '../shared/misconceptions.js';
import { readNumber } from '../shared/reading.js';
import { Rational } from '../../rational.js';
import type { AnswerSpec, Problem } from '../../types.js';
import { describeGeneratorBand } from '../../testing/generator-band.js';

const RAT = /^-?\d+(\/\d+)?$/;

function ratOk(s: string | undefined): boolean {
  if (s === undefined || !RAT.test(s)) return false;
  return Rational.parse(s).toString() === s;
}

function specWellFormed(a: AnswerSpec): void {
  expect(a.canonical.length).toBeGreaterThan(0);
  expect(a.canonical).not.toMatch(/undefined|NaN/);
  switch (a.format) {
    case 'integer':
      expect(ratOk(a.value) && Rational.parse(a.value).isInteger()).toBe(true);
      break;
    case 'decimal':
      expect(ratOk(a.value)).toBe(true);
      for (const alt of a.alternates ?? []) expect(ratOk(alt)).toBe(true);
      if (a.mode === 'exact') expect(Rational.parse(a.value).isTerminating()).toBe(true);
      break;
    case 'number':
    case 'fraction':
    case 'percent':
    case 'repeating-decimal':
      expect(ratOk(a.value)).toBe(true);
      break;
    case 'scientific': {
      expect(ratOk(a.coefficient)).toBe(true);
      const c = Rational.parse(a.coefficient).abs();
      expect(c.cmp(1) >= 0 && c.cmp(10) < 0).toBe(true);
      expect(Number.isInteger(a.exponent)).toBe(true);
      break;
    }
    case 'coordinate':
      expect(ratOk(a.x) && ratOk(a.y)).toBe(true);
      break;
    case 'pi-multiple':
      expect(ratOk(a.coefficient)).toBe(true);
      break;
    case 'solution':
      if (a.special) expect(a.value).toBeUndefined();
      else expect(ratOk(a.value)).toBe(true);
      break;
    case 'choice':
      expect(Object.keys(a.options)).toContain(a.value);
      expect(a.canonical).toBe(a.value);
      break;
    case 'list':
      for (const v of a.values) expect(ratOk(v)).toBe(true);
      break;
    case 'equation':
      expect(a.equation).toContain('=');
      break;
    default:
      break;
  }
  expect(sameAsAnswerByFormat(a.canonical, a)).toBe(true);
}

/** Independent recomputation of the answer from the question text where cheap. */
const spot: Record<string, (p: Problem) => void> = {
  'g8.ee.roots-equations': (p) => {
    const m = /What is √(\d+)\?/.exec(p.question.text);
    if (m && p.answer.format === 'integer') expect(Number(p.answer.value) ** 2).toBe(Number(m[1]));
  },
  'g8.g.pythagorean-theorem': (p) => {
    const m = /legs of (\d+) and (\d+)\b.*hypotenuse/.exec(p.question.text);
    if (m && p.answer.format === 'number') {
      expect(Number(p.answer.value) ** 2).toBe(Number(m[1]) ** 2 + Number(m[2]) ** 2);
    }
  },
  'g8.ee.slope': (p) => {
    const m = /through \((−?\d+), (−?\d+)\) and \((−?\d+), (−?\d+)\)/.exec(p.question.text);
    if (m && p.answer.format === 'fraction') {
      const n = m.slice(1).map((s) => readNumber(s)!) as Rational[];
      expect(n[3]!.sub(n[1]!).div(n[2]!.sub(n[0]!)).toString()).toBe(p.answer.value);
    }
  },
  'g8.ee.systems': (p) => {
    if (p.answer.format !== 'coordinate') return;
    const x = Rational.parse(p.answer.x);
    const y = Rational.parse(p.answer.y);
    // Every equation "ax + by = c" in the text must hold at (x, y).
    const sys = /system: (.*)\.$/.exec(p.question.text);
    const eqs = sys ? sys[1]!.split(' and ') : [];
    let checked = 0;
    for (const e of eqs) {
      const s = e.replace(/−/g, '-').replace(/\s/g, '');
      const m = /^(-?\d*)x([+-]\d*)y=(-?\d+)$/.exec(s);
      if (m) {
        const a = Rational.parse(m[1] === '' ? '1' : m[1] === '-' ? '-1' : m[1]!);
        const b = Rational.parse(m[2] === '+' ? '1' : m[2] === '-' ? '-1' : m[2]!.replace('+', ''));
        expect(a.mul(x).add(b.mul(y)).eq(Rational.parse(m[3]!)), e).toBe(true);
        checked++;
      }
    }
    if (p.difficulty === 3 || p.difficulty === 4) expect(checked).toBe(2);
    expect(checked).toBeGreaterThanOrEqual(0);
  },
};

/** Checks on one problem of grade 8 (misconceptions filtered by filterMisByFormat). */
function checkGrade8Problem(p: Problem): void {
  const ctx = `${p.problemId}: ${p.question.text} → ${p.answer.canonical}`;
  const texts = [p.question.text, ...p.hints, ...p.explanation, ...p.misconceptions.map((m) => m.feedback)];
  for (const t of texts) {
    expect(t, ctx).not.toMatch(/undefined|NaN|Infinity|\[object/);
    expect(t.length, ctx).toBeGreaterThan(0);
  }
  // true minus in the question: no ASCII hyphen before a digit
  expect(p.question.text, ctx).not.toMatch(/(^|[\s(=,])-\d/);
  // numbers ≥ 1,000 carry commas (ignore exponents, years-like ids are not used)
  for (const t of texts) expect(t.replace(/\^[−-]?\d+/g, ''), `${ctx} :: ${t}`).not.toMatch(/(^|[^\d.,/^])\d{4,}(?![\d/])/);
  expect(p.hints).toHaveLength(3);
  expect(p.explanation.length, ctx).toBeGreaterThanOrEqual(2);
  expect(p.explanation[p.explanation.length - 1]!.toLowerCase(), ctx).toMatch(/check/);
  specWellFormed(p.answer);
  expect(checkAnswer(p.answer.canonical, p.answer).verdict, `${ctx} canonical`).toBe('accept');
  for (const m of p.misconceptions) {
    expect(sameAsAnswerByFormat(m.value, p.answer), `${ctx} mis ${m.value}`).toBe(false);
    expect(checkAnswer(m.value, p.answer).verdict, `${ctx} mis ${m.value}`).not.toBe('accept');
    expect(m.id).toMatch(/^[a-z0-9-]+$/);
  }
  // hints never state the canonical answer as their final token
  for (const h of p.hints) {
    if (p.answer.format !== 'choice' && p.answer.canonical.length >= 3) {
      expect(h.endsWith(`= ${p.answer.canonical}.`), `${ctx} hint ${h}`).toBe(false);
    }
  }
  spot[p.skillId]?.(p);
}

describeGeneratorBand(grade8Skills, {
  grade: 8,
  domains: ['ns', 'ee', 'f', 'g', 'sp'],
  check: checkGrade8Problem,
});
