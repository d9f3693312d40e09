import { grade6Skills } from './index.js';
import { Rational } from '../../rational.js';
import type { Problem } from '../../types.js';
import { describeLooseBand, numbersIn } from '../../testing/loose-band-checks.js';

/** Cheap independent recomputations of the answer from the question text. */
const VERIFY: Record<string, (p: Problem) => string | null> = {
  'g6.ns.gcf-lcm': (p) => {
    const m = /(greatest common factor|least common multiple) of (\d+) and (\d+)/.exec(p.question.text);
    if (!m) return null;
    const a = Number(m[2]);
    const b = Number(m[3]);
    let g = 1;
    for (let k = 1; k <= Math.min(a, b); k++) if (a % k === 0 && b % k === 0) g = k;
    const want = m[1] === 'greatest common factor' ? g : (a * b) / g;
    return p.answer.format === 'integer' && Number(p.answer.value) === want ? null : `expected ${want}`;
  },
  'g6.sp.center': (p) => {
    const m = /(median|mean) of ([\d, ]+)\?/.exec(p.question.text);
    if (!m || p.answer.format !== 'number') return null;
    const xs = m[2]!.split(',').map((s) => Number(s.trim())).sort((a, b) => a - b);
    const n = xs.length;
    const want =
      m[1] === 'mean'
        ? Rational.of(xs.reduce((a, b) => a + b, 0), n)
        : n % 2
          ? Rational.of(xs[(n - 1) / 2]!)
          : Rational.of(xs[n / 2 - 1]! + xs[n / 2]!, 2);
    return want.eq(Rational.parse(p.answer.value)) ? null : `expected ${want}`;
  },
  'g6.ns.divide-fractions': (p) => {
    const m = /^(\d+(?:\/\d+)?) ÷ (\d+(?:\/\d+)?) = \?$/.exec(p.question.text);
    if (!m || p.answer.format !== 'fraction') return null;
    const want = Rational.parse(m[1]!).div(Rational.parse(m[2]!));
    return want.eq(Rational.parse(p.answer.value)) ? null : `expected ${want}`;
  },
  'g6.g.area-polygons': (p) => {
    const nums = numbersIn(p.question.text);
    if (p.answer.format !== 'number') return null;
    const v = Rational.parse(p.answer.value);
    if (/trapezoid/.test(p.question.text)) {
      const [a, b, h] = nums as [Rational, Rational, Rational];
      return a.add(b).mul(h).div(2).eq(v) ? null : 'trapezoid';
    }
    if (/^(A triangle has|A right triangle)/.test(p.question.text)) {
      const [b, h] = nums as [Rational, Rational];
      return b.mul(h).div(2).eq(v) ? null : 'triangle';
    }
    return null;
  },
  'g6.ns.coordinate-plane': (p) => {
    const m = /distance between \((−?\d+), (−?\d+)\) and \((−?\d+), (−?\d+)\)/.exec(p.question.text);
    if (!m || p.answer.format !== 'integer') return null;
    const n = m.slice(1).map((s) => Number(s.replace('−', '-')));
    const want = Math.abs(n[0]! - n[2]!) + Math.abs(n[1]! - n[3]!);
    return Number(p.answer.value) === want ? null : `expected ${want}`;
  },
};

describeLooseBand(grade6Skills, 6, VERIFY);
