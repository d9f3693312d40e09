/**
 * The statistics skills that read a display (6.SP.A.2, 6.SP.B.4, 8.SP.A.1): every answer is worked
 * out again from the diagram's own data and the question's words, independently of the generator,
 * on 300 seeds per difficulty. A generator whose picture and answer disagree fails here.
 */
import { describe, expect, it } from 'vitest';
import { generateProblem } from '../registry.js';
import { Rational } from '../rational.js';
import type { Diagram, XY } from '../diagrams/types.js';
import { DIFFICULTIES, type Difficulty, type Problem } from '../types.js';

const SEEDS = 300;

function problems(skillId: string, d: Difficulty): Problem[] {
  return Array.from({ length: SEEDS }, (_, i) => generateProblem(skillId, d, `sd${i.toString(36)}`));
}

function answerNumber(p: Problem): number {
  if (p.answer.format === 'choice') throw new Error(`${p.problemId} has a choice answer`);
  return Rational.parse((p.answer as { value: string }).value).toNumber();
}

function answerChoice(p: Problem): string {
  if (p.answer.format !== 'choice') throw new Error(`${p.problemId} has no choice answer`);
  return p.answer.value;
}

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

function medianOf(xs: readonly number[]): number {
  const s = sorted(xs);
  const h = Math.floor(s.length / 2);
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
}

/** Where the bulk of a display's values lies against its middle: the shape a teacher would name. */
function shapeOfCounts(counts: readonly number[]): string {
  // The tallest stack (leftmost when tied) and how far the data reach on each side of it.
  let peak = 0;
  counts.forEach((c, i) => {
    if (c > counts[peak]!) peak = i;
  });
  const left = peak, right = counts.length - 1 - peak;
  if (left === right) return 'symmetric';
  return right > left ? 'skewed right' : 'skewed left';
}

function dotCounts(d: Extract<Diagram, { kind: 'dot-plot' }>): number[] {
  const lo = Math.min(...d.values), hi = Math.max(...d.values);
  return Array.from({ length: hi - lo + 1 }, (_, i) => d.values.filter((v) => v === lo + i).length);
}

/** The sign of the least-squares slope of the points (0 when it is small against the spread). */
function trend(points: readonly XY[]): number {
  const n = points.length;
  const mx = points.reduce((a, p) => a + p[0], 0) / n, my = points.reduce((a, p) => a + p[1], 0) / n;
  const sxy = points.reduce((a, p) => a + (p[0] - mx) * (p[1] - my), 0);
  const sxx = points.reduce((a, p) => a + (p[0] - mx) ** 2, 0);
  const syy = points.reduce((a, p) => a + (p[1] - my) ** 2, 0);
  const r = sxy / Math.sqrt(sxx * syy);
  return Math.abs(r) < 0.5 ? 0 : Math.sign(r);
}

describe('g6.sp.describe-distributions: answers read again from the picture', () => {
  for (const d of DIFFICULTIES) {
    it(`d${d}`, () => {
      for (const p of problems('g6.sp.describe-distributions', d)) {
        const g = p.diagram!;
        const where = `${p.problemId}: ${p.question.text}`;
        if (g.kind === 'dot-plot' && p.answer.format === 'choice') expect(answerChoice(p), where).toBe(shapeOfCounts(dotCounts(g)));
        else if (g.kind === 'dot-plot' && /median/.test(p.question.text)) expect(answerNumber(p), where).toBe(medianOf(g.values));
        else if (g.kind === 'dot-plot' && /range/.test(p.question.text)) expect(answerNumber(p), where).toBe(Math.max(...g.values) - Math.min(...g.values));
        else if (g.kind === 'histogram') expect(answerChoice(p), where).toBe(shapeOfCounts(g.bins.map((b) => b.count)));
        else if (g.kind === 'box-plot') {
          const b = g.plots[0]!;
          const left = b.median - b.min, right = b.max - b.median;
          expect(answerChoice(p), where).toBe(left === right ? 'symmetric' : right > left ? 'skewed right' : 'skewed left');
        } else throw new Error(`unexpected ${where}`);
      }
    });
  }
});

describe('g6.sp.data-displays: answers read again from the picture', () => {
  for (const d of DIFFICULTIES) {
    it(`d${d}`, () => {
      for (const p of problems('g6.sp.data-displays', d)) {
        const g = p.diagram!;
        const q = p.question.text;
        const where = `${p.problemId}: ${q}`;
        const n = answerNumber(p);
        if (g.kind === 'dot-plot') {
          const cut = /(more than|fewer than|greater than|less than) (\d+)/.exec(q);
          if (cut) {
            const c = Number(cut[2]);
            const above = /more|greater/.test(cut[1]!);
            expect(n, where).toBe(g.values.filter((v) => (above ? v > c : v < c)).length);
          } else {
            const v = Number(/(?:have|read|had|visited|spent) (\d+)/.exec(q)![1]);
            expect(n, where).toBe(g.values.filter((x) => x === v).length);
          }
        } else if (g.kind === 'histogram') {
          const one = /interval from (\d+) to (\d+)\?/.exec(q);
          const two = /two intervals from (\d+) to (\d+)\?/.exec(q);
          const atLeast = /at (\d+) or above\?/.exec(q);
          const inRange = (from: number, to: number) => g.bins.filter((b) => b.from >= from && b.to <= to).reduce((a, b) => a + b.count, 0);
          if (two) expect(n, where).toBe(inRange(Number(two[1]), Number(two[2])));
          else if (one) expect(n, where).toBe(inRange(Number(one[1]), Number(one[2])));
          else if (atLeast) expect(n, where).toBe(inRange(Number(atLeast[1]), Infinity));
          else throw new Error(`unexpected ${where}`);
        } else if (g.kind === 'box-plot') {
          const b = g.plots[0]!;
          const total = /: (\d+) \w+ in all/.exec(q);
          if (total) {
            // Each of the four parts holds a quarter of the values.
            const all = Number(total[1]);
            const m = /are (above|below|between) (\d+)(?: and (\d+))?\?/.exec(q)!;
            const [lo, hi] = m[1] === 'between' ? [Number(m[2]), Number(m[3])] : m[1] === 'above' ? [Number(m[2]), b.max] : [b.min, Number(m[2])];
            const marks = [b.min, b.q1, b.median, b.q3, b.max];
            const parts = marks.filter((v, i) => i > 0 && v <= hi && marks[i - 1]! >= lo).length;
            expect(n, where).toBe((parts * all) / 4);
          } else if (/interquartile/.test(q)) expect(n, where).toBe(b.q3 - b.q1);
          else if (/the range/.test(q)) expect(n, where).toBe(b.max - b.min);
          else if (/median/.test(q)) expect(n, where).toBe(b.median);
          else if (/lower quartile/.test(q)) expect(n, where).toBe(b.q1);
          else if (/upper quartile/.test(q)) expect(n, where).toBe(b.q3);
          else throw new Error(`unexpected ${where}`);
        } else throw new Error(`unexpected ${where}`);
      }
    });
  }
});

describe('g8.sp.scatter-patterns: answers read again from the picture', () => {
  for (const d of DIFFICULTIES) {
    it(`d${d}`, () => {
      for (const p of problems('g8.sp.scatter-patterns', d)) {
        const g = p.diagram!;
        if (g.kind !== 'scatter-plot') throw new Error(`${p.problemId} has no scatter plot`);
        const where = `${p.problemId}: ${p.question.text} ${JSON.stringify(g.points)}`;
        const pts = g.points;
        // No point hides another.
        expect(new Set(pts.map((q) => q.join())).size, where).toBe(pts.length);
        if (d === 1) expect(answerChoice(p), where).toBe(['negative', 'none', 'positive'][trend(pts) + 1]);
        if (d === 2 || (d === 5 && answerChoice(p) === 'nonlinear')) {
          // Nonlinear: the change over the last three points is far from the change over the first three.
          const first = pts[2]![1] - pts[0]![1], last = pts[pts.length - 1]![1] - pts[pts.length - 3]![1];
          const curved = Math.abs(last - first) > Math.max(Math.abs(first), Math.abs(last)) / 2;
          expect(answerChoice(p), where).toBe(curved ? 'nonlinear' : 'linear');
        }
        if (d === 3) {
          // The outlier is the point farthest from the line through the others' ends.
          // The answer is a letter; its first synonym is the point's coordinates.
          const options = (p.answer as Extract<Problem['answer'], { format: 'choice' }>).options;
          expect(Object.keys(options), where).toEqual(['A', 'B', 'C']);
          const answer = options[answerChoice(p)]![0]!;
          const [ox, oy] = answer.slice(1, -1).split(', ').map(Number) as [number, number];
          const rest = pts.filter((q) => q[0] !== ox);
          const fit = (x: number) => {
            const [a, b] = [rest[0]!, rest[rest.length - 1]!];
            return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);
          };
          const off = Math.abs(oy - fit(ox));
          for (const q of rest) expect(Math.abs(q[1] - fit(q[0])), where).toBeLessThan(off);
        }
        if (d === 4) {
          // Two clusters: the widest gap in x splits them.
          const xs = sorted([...new Set(pts.map((q) => q[0]))]);
          let gapAt = 0;
          for (let i = 1; i < xs.length; i++) if (xs[i]! - xs[i - 1]! > xs[gapAt + 1]! - xs[gapAt]!) gapAt = i - 1;
          const split = xs[gapAt]!;
          const left = pts.filter((q) => q[0] <= split).length;
          expect(answerNumber(p), where).toBe(/on the left|left group/.test(p.question.text) ? left : pts.length - left);
        }
        if (d === 5) {
          const a = answerChoice(p);
          const sign = trend(pts);
          if (a === 'none') expect(sign, where).toBe(0);
          if (a === 'positive linear') expect(sign, where).toBe(1);
          if (a === 'negative linear') expect(sign, where).toBe(-1);
        }
      }
    });
  }
});
