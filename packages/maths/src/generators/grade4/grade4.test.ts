import { expect } from 'vitest';
import { Rational } from '../../rational.js';
import { runSkillSuite } from '../shared/grade45-testkit.js';
import { grade4Skills } from './index.js';

const num = (s: string) => Rational.parse(s);

runSkillSuite('grade 4 generators', grade4Skills, {
  'g4.oa.multiplicative-comparison': (b, d) => {
    const n = (b.question.text.match(/\d+/g) ?? []).map(Number);
    if (b.answer.format !== 'integer') throw new Error('format');
    const v = num(b.answer.value).toNumber();
    if (d === 1) expect(v).toBe(n[0]! * n[1]!);
    if (d === 5) expect(v * (n[0]! - 1)).toBe(n[1]!);
  },
});
