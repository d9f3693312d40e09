import { expect } from 'vitest';
import { grade4Skills } from '../../src/generators/grade4/index.js';
import { Rational } from '../../src/rational.js';
import { describeGeneratorBand } from '../kit/generator-band.js';
import { checkPlainProblem } from '../kit/plain-band-checks.js';

describeGeneratorBand(grade4Skills, {
  grade: 4,
  domains: ['oa', 'nbt', 'nf', 'md', 'g'],
  variety: true,
  check: (p) => {
    checkPlainProblem(p);
    if (p.skillId === 'g4.oa.multiplicative-comparison') {
      const n = (p.question.text.match(/\d+/g) ?? []).map(Number);
      if (p.answer.format !== 'integer') throw new Error('format');
      const v = Rational.parse(p.answer.value).toNumber();
      if (p.difficulty === 1) expect(v).toBe(n[0]! * n[1]!);
      if (p.difficulty === 5) expect(v * (n[0]! - 1)).toBe(n[1]!);
    }
  },
});
