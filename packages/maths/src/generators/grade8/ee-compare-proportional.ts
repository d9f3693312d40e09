import { Rational, R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { fmtDecOrFrac, fmtFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const RATES = [Rational.of(3, 2), R(2), Rational.of(5, 2), R(3), Rational.of(7, 2), R(4), Rational.of(1, 2), Rational.of(5, 4), Rational.of(3, 4), R(6), Rational.of(9, 2)];

interface Ctx {
  a: string;
  b: string;
  x: string;
  y: string;
  xs: string;
  per: string;
  letters: [string, string];
  scale: number;
  /** Plausible whole multipliers of `scale` for rates (d3–d4) and table rates (d2). */
  lo: number;
  hi: number;
  tableRates: Rational[];
}
const CONTEXTS: Ctx[] = [
  { a: 'Car A', b: 'Car B', x: 'hours', y: 'miles', xs: 'hour', per: 'miles per hour', letters: ['d', 't'], scale: 10, lo: 4, hi: 7, tableRates: [R(4), R(5), Rational.of(11, 2), R(6)] },
  { a: 'Pump A', b: 'Pump B', x: 'minutes', y: 'gallons', xs: 'minute', per: 'gallons per minute', letters: ['g', 'm'], scale: 1, lo: 2, hi: 9, tableRates: RATES },
  { a: 'Printer A', b: 'Printer B', x: 'minutes', y: 'pages', xs: 'minute', per: 'pages per minute', letters: ['p', 'm'], scale: 4, lo: 2, hi: 9, tableRates: RATES },
  { a: 'Runner A', b: 'Runner B', x: 'minutes', y: 'meters', xs: 'minute', per: 'meters per minute', letters: ['d', 't'], scale: 50, lo: 3, hi: 5, tableRates: [Rational.of(3, 2), R(2), Rational.of(5, 2), R(3), Rational.of(7, 2), R(4)] },
  { a: 'Baker A', b: 'Baker B', x: 'hours', y: 'loaves', xs: 'hour', per: 'loaves per hour', letters: ['b', 'h'], scale: 4, lo: 2, hi: 9, tableRates: RATES },
];

export const eeCompareProportional: SkillGenerator = {
  skillId: 'g8.ee.compare-proportional',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.B.5', '8.F.A.2'],
  topic: 'Linear relationships',
  subtopic: 'Compare rates (graph, table, equation)',
  prereqs: ['g7.rp.constant-of-proportionality'],
  estTimeSec: times(20, 90),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng) {
    if (difficulty <= 2) {
      const c = rng.pick(CONTEXTS);
      const r = difficulty === 1 ? rng.pick(RATES) : rng.pick(c.tableRates);
      const x = Number(r.den) * rng.int(2, 4);
      const y = r.mul(x);
      const answer: AnswerSpec = { format: 'number', value: r.toString(), canonical: fmtDecOrFrac(r) };
      const wrong = [mis(fmtDecOrFrac(Rational.of(x).div(y)), 'x-over-y', 'The unit rate is y for each 1 of x, so divide y by x.')];
      if (difficulty === 1) {
        return bodyByFormat(
          // The wording is drawn after the numbers (docs/maths/curriculum.md, "Variety").
          rng.pick([
            `A proportional graph passes through (0, 0) and (${x}, ${fmtDecOrFrac(y)}). What is the unit rate (the change in y for each 1 unit of x)?`,
            `${someone(rng)} graphs a proportional relationship: a line from (0, 0) through (${x}, ${fmtDecOrFrac(y)}). What is the unit rate (the change in y for each 1 unit of x)?`,
            `The graph of a proportional relationship goes through the origin and the point (${x}, ${fmtDecOrFrac(y)}). Find the unit rate (the change in y for each 1 unit of x).`,
            `A straight line through (0, 0) and (${x}, ${fmtDecOrFrac(y)}) shows a proportional relationship. What is its unit rate (the change in y for each 1 unit of x)?`,
            `The point (${x}, ${fmtDecOrFrac(y)}) is on the graph of a proportional relationship. What is the unit rate (the change in y for each 1 unit of x)?`,
          ]),
          answer,
          ['In a proportional relationship, y ÷ x is the same for every point.', `Use the point (${x}, ${fmtDecOrFrac(y)}): divide y by x.`, `Work out ${fmtDecOrFrac(y)} ÷ ${x}.`],
          [`Unit rate = y ÷ x.`, `${fmtDecOrFrac(y)} ÷ ${x} = ${fmtDecOrFrac(r)}.`, `Check: ${fmtDecOrFrac(r)} × ${x} = ${fmtDecOrFrac(y)}, so (${x}, ${fmtDecOrFrac(y)}) is on y = ${fmtDecOrFrac(r)}x.`],
          wrong,
        );
      }
      const xs = [x, 2 * x, 3 * x].map((v) => R(v));
      const rows = xs.map((v) => `${fmtDecOrFrac(v)} ${c.x}: ${fmtDecOrFrac(r.mul(v).mul(c.scale))} ${c.y}`).join('; ');
      const rate = r.mul(c.scale);
      const ans2: AnswerSpec = { format: 'number', value: rate.toString(), canonical: fmtDecOrFrac(rate) };
      return bodyByFormat(
        `${c.a}'s table is proportional. ${rows}. How many ${c.per} is that (the unit rate)?`,
        ans2,
        [`The unit rate is ${c.y} for 1 ${c.xs}.`, `Pick a row: ${fmtDecOrFrac(r.mul(x).mul(c.scale))} ${c.y} in ${x} ${c.x}.`, `Divide: ${fmtDecOrFrac(r.mul(x).mul(c.scale))} ÷ ${x}.`],
        [`Unit rate = ${c.y} ÷ ${c.x}.`, `${fmtDecOrFrac(r.mul(x).mul(c.scale))} ÷ ${x} = ${fmtDecOrFrac(rate)} ${c.per}.`, `Check another row: ${fmtDecOrFrac(rate.mul(3 * x))} ÷ ${3 * x} = ${fmtDecOrFrac(rate)}.`],
        [
          mis(fmtDecOrFrac(R(x).div(rate)), 'x-over-y', `The unit rate asked is ${c.per}, so divide ${c.y} by ${c.x}.`),
          mis(fmtDecOrFrac(rate.mul(x)), 'total-not-rate', `${fmtDecOrFrac(rate.mul(x))} is the total for ${x} ${c.x}; divide by ${x} to get the amount for 1 ${c.xs}.`),
        ],
      );
    }
    const c = rng.pick(CONTEXTS);
    // rates for A and B (B's may be non-whole at d5)
    let ra = R(rng.int(c.lo, c.hi)).mul(c.scale);
    let rb = ra.add(R(rng.pick([-2, -1, 1, 2])).mul(c.scale).div(2));
    if (difficulty === 5) {
      ra = R(rng.int(c.lo, c.hi)).mul(c.scale).add(rng.int(0, Math.max(0, c.scale - 1)));
      const hrs = rng.pick([3, 6, 7]);
      const total = ra.mul(hrs).add(rng.pick([-2, -1, 1, 2]));
      rb = total.div(hrs);
    }
    const [yv, xv] = c.letters;
    const eqA = `${yv} = ${fmtDecOrFrac(ra)}${xv}`;
    let descB: string;
    let stepB: string;
    if (difficulty === 3) {
      descB = `${c.b}: ${yv} = ${rb.isInteger() || rb.isTerminating() ? fmtDecOrFrac(rb) : fmtFrac(rb)}${xv}`;
      stepB = `${c.b}'s rate is the coefficient ${fmtDecOrFrac(rb)}.`;
    } else if (difficulty === 4) {
      const t1 = rng.int(2, 4);
      descB = `${c.b}'s table: ${t1} ${c.x} → ${fmtDecOrFrac(rb.mul(t1))} ${c.y}; ${2 * t1} ${c.x} → ${fmtDecOrFrac(rb.mul(2 * t1))} ${c.y}`;
      stepB = `${c.b}'s rate is ${fmtDecOrFrac(rb.mul(t1))} ÷ ${t1} = ${fmtDecOrFrac(rb)} ${c.per}.`;
    } else {
      const hrs = Number(rb.den) === 1 ? 3 : Number(rb.den);
      descB = `${c.b} covers ${fmtDecOrFrac(rb.mul(hrs))} ${c.y} in ${hrs} ${c.x}`;
      stepB = `${c.b}'s rate is ${fmtDecOrFrac(rb.mul(hrs))} ÷ ${hrs} ${rb.isTerminating() ? '=' : '≈'} ${rb.isTerminating() ? fmtDecOrFrac(rb) : fmtDecOrFrac(rb.round(1))} ${c.per}.`;
    }
    const bigger = ra.gt(rb) ? 'A' : 'B';
    const other = bigger === 'A' ? 'B' : 'A';
    const answer: AnswerSpec = {
      format: 'choice',
      value: bigger,
      canonical: bigger,
      options: { A: [c.a.toLowerCase(), 'a'], B: [c.b.toLowerCase(), 'b'] },
    };
    return bodyByFormat(
      `${c.a}: ${eqA}, where ${yv} is ${c.y} and ${xv} is ${c.x}. ${descB}. Which has the greater rate, A or B?`,
      answer,
      [`${c.a}'s rate is the number multiplying ${xv}: ${fmtDecOrFrac(ra)} ${c.per}.`, `Find ${c.b}'s rate in ${c.per}.`, `${stepB} Which is more?`],
      [`${c.a}: ${fmtDecOrFrac(ra)} ${c.per}.`, stepB, `${fmtDecOrFrac(ra)} ${bigger === 'A' ? '>' : '<'} ${rb.isInteger() || rb.isTerminating() ? fmtDecOrFrac(rb) : fmtDecOrFrac(rb.round(2))}, so ${bigger} has the greater rate.`, `Check: in 1 ${c.xs}, A makes ${fmtDecOrFrac(ra)} and B makes ${rb.isInteger() || rb.isTerminating() ? fmtDecOrFrac(rb) : '≈ ' + fmtDecOrFrac(rb.round(2))} ${c.y}.`],
      [mis(other, 'compared-totals', 'Compare the amounts for 1 unit (the rates), not the totals.')],
    );
  },
};
