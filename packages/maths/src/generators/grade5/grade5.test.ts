import { expect } from 'vitest';
import { grade5Skills } from './index.js';
import { Rational } from '../../rational.js';
import type { Problem } from '../../types.js';
import { describePlainBand } from '../../testing/plain-band-checks.js';

const nums = (t: string) => (t.match(/\d+(\.\d+)?/g) ?? []).map((s) => Rational.parse(s));

/** Independent recomputations of the answer from the question text. */
const RECOMPUTE: Record<string, (p: Problem) => void> = {
  'g5.nbt.multiply-whole': (p) => {
    const [x, y] = nums(p.question.text.replace(/,/g, ''));
    if (p.answer.format === 'integer') expect(Rational.parse(p.answer.value).eq(x!.mul(y!))).toBe(true);
  },
  'g5.nbt.decimal-multiply': (p) => {
    const [x, y] = nums(p.question.text);
    if (p.answer.format === 'decimal') expect(Rational.parse(p.answer.value).eq(x!.mul(y!))).toBe(true);
  },
  'g5.nbt.decimal-divide': (p) => {
    const [x, y] = nums(p.question.text.replace(/,/g, ''));
    if (p.answer.format === 'decimal') expect(Rational.parse(p.answer.value).eq(x!.div(y!))).toBe(true);
  },
  'g5.nbt.divide-2digit': (p) => {
    const [x, y] = nums(p.question.text.replace(/,/g, ''));
    if (p.answer.format === 'quotient-remainder') expect(p.answer.quotient * Number(y!.num) + p.answer.remainder).toBe(Number(x!.num));
  },
  'g5.nf.add-unlike-fractions': (p) => {
    if (p.answer.format === 'fraction') {
      expect(p.answer.simplify).toBe('required');
      if (p.difficulty === 1) expect(Rational.parse(p.answer.value).lt(1)).toBe(true);
    }
  },
};

describePlainBand(grade5Skills, 5, RECOMPUTE);
