import { grade7Skills } from './index.js';
import { Rational } from '../../rational.js';
import type { Problem } from '../../types.js';
import { describeLooseBand } from '../../testing/loose-band-checks.js';

/** Cheap independent recomputations of the answer from the question text. */
const VERIFY: Record<string, (p: Problem) => string | null> = {
  'g7.ns.multiply-divide-rationals': (p) => {
    const m = /^\(?(−?[\d./]+)\)? ([×÷]) \((−?[\d./]+)\)(?: × \((−?[\d./]+)\))? = \?$/.exec(p.question.text);
    if (!m || p.answer.format !== 'number') return null;
    const f = (s: string) => Rational.parse(s.replace('−', '-'));
    let v = f(m[1]!);
    v = m[2] === '×' ? v.mul(f(m[3]!)) : v.div(f(m[3]!));
    if (m[4]) v = v.mul(f(m[4]));
    return v.eq(Rational.parse(p.answer.value)) ? null : `expected ${v}`;
  },
};

describeLooseBand(grade7Skills, 7, VERIFY);
