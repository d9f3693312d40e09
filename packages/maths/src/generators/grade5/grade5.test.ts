import { expect } from 'vitest';
import { Rational } from '../../rational.js';
import { runSkillSuite } from '../shared/grade45-testkit.js';
import { grade5Skills } from './index.js';

const nums = (t: string) => (t.match(/\d+(\.\d+)?/g) ?? []).map((s) => Rational.parse(s));

runSkillSuite('grade 5 generators', grade5Skills, {
  'g5.nbt.multiply-whole': (b) => {
    const [x, y] = nums(b.question.text.replace(/,/g, ''));
    if (b.answer.format === 'integer') expect(Rational.parse(b.answer.value).eq(x!.mul(y!))).toBe(true);
  },
  'g5.nbt.decimal-multiply': (b) => {
    const [x, y] = nums(b.question.text);
    if (b.answer.format === 'decimal') expect(Rational.parse(b.answer.value).eq(x!.mul(y!))).toBe(true);
  },
  'g5.nbt.decimal-divide': (b) => {
    const [x, y] = nums(b.question.text.replace(/,/g, ''));
    if (b.answer.format === 'decimal') expect(Rational.parse(b.answer.value).eq(x!.div(y!))).toBe(true);
  },
  'g5.nbt.divide-2digit': (b) => {
    const [x, y] = nums(b.question.text.replace(/,/g, ''));
    if (b.answer.format === 'quotient-remainder') expect(b.answer.quotient * Number(y!.num) + b.answer.remainder).toBe(Number(x!.num));
  },
  'g5.nf.add-unlike-fractions': (b, d) => {
    if (b.answer.format === 'fraction') {
      expect(b.answer.simplify).toBe('required');
      if (d === 1) expect(Rational.parse(b.answer.value).lt(1)).toBe(true);
    }
  },
});
