import { expect } from 'vitest';
import { grade4Skills } from './index.js';
import { Rational } from '../../rational.js';
import type { Problem } from '../../types.js';
import { describePlainBand } from '../../testing/plain-band-checks.js';

/** Independent recomputations of the answer from the question text. */
const RECOMPUTE: Record<string, (p: Problem) => void> = {
  'g4.oa.multiplicative-comparison': (p) => {
    const n = (p.question.text.match(/\d+/g) ?? []).map(Number);
    if (p.answer.format !== 'integer') throw new Error('format');
    const v = Rational.parse(p.answer.value).toNumber();
    if (p.difficulty === 1) expect(v).toBe(n[0]! * n[1]!);
    if (p.difficulty === 5) expect(v * (n[0]! - 1)).toBe(n[1]!);
  },
};

describePlainBand(grade4Skills, 4, RECOMPUTE);
