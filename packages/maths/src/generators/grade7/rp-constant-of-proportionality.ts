import { R, Rational } from '../../rational.js';
import { axisFor, withDiagram } from '../../diagrams/build.js';
import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDec, fmtDecOrMixed, fmtFrac, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

export const rpConstantOfProportionality: SkillGenerator = {
  skillId: 'g7.rp.constant-of-proportionality',
  grade: 7,
  domain: 'rp',
  ccss: ['7.RP.A.2'],
  topic: 'Proportional relationships',
  subtopic: 'The constant of proportionality',
  prereqs: ['g6.ee.dependent-independent'],
  estTimeSec: times(20, 90),
  version: '1.2.0',
  generate(d: Difficulty, rng: Rng) {
    if (d <= 3) {
      const k: Rational = d === 3 ? rng.pick([rat(1, 2), rat(3, 2), rat(2, 3), rat(3, 4), rat(5, 2), rat(4, 3), rat(2, 5), rat(5, 4)]) : R(rng.int(2, 12));
      const step = Number(k.den);
      const xs = d === 1 ? [rng.int(2, 9) * step] : rng.shuffle([1, 2, 3, 4, 5, 6].map((m) => m * step)).slice(0, 3).sort((a, b) => a - b);
      const ys = xs.map((x) => k.mul(x));
      const who = someone(rng);
      const pair = `x = ${xs[0]}, y = ${fmtDecOrMixed(ys[0]!)}`;
      const table = `x: ${xs.join(', ')} and y: ${ys.map((y) => fmtDecOrMixed(y)).join(', ')}`;
      const text =
        d === 1
          ? rng.pick([
              `y is proportional to x. When x = ${xs[0]}, y = ${fmtDecOrMixed(ys[0]!)}. What is the constant of proportionality?`,
              `${who} knows that y is proportional to x, and that y = ${fmtDecOrMixed(ys[0]!)} when x = ${xs[0]}. What is the constant of proportionality?`,
              `A proportional relationship has the pair ${pair}. What is its constant of proportionality?`,
              `y = kx, and the pair ${pair} fits it. What is k?`,
              `When x is ${xs[0]}, y is ${fmtDecOrMixed(ys[0]!)}, and y is proportional to x. Find the constant of proportionality.`,
            ])
          : rng.pick([
              `y is proportional to x. The table shows ${table}. What is the constant of proportionality (y ÷ x)?`,
              `${who} makes a table of a proportional relationship: ${table}. What is the constant of proportionality (y ÷ x)?`,
              `A table of a proportional relationship shows ${table}. Find the constant of proportionality.`,
              `These pairs fit y = kx: ${table}. What is k?`,
              `In a proportional relationship, ${table}. What is the constant of proportionality (y ÷ x)?`,
            ]);
      const pts: [number, number][] = xs.map((x, i) => [x, ys[i]!.toNumber()]);
      return withDiagram(bodyLoose(
        text,
        A.number(k, undefined, k.isInteger() ? 'num' : 'frac'),
        ['The constant of proportionality is k = y ÷ x for any pair.', `Use the pair x = ${xs[0]}, y = ${fmtDecOrMixed(ys[0]!)}.`, `${fmtDecOrMixed(ys[0]!)} ÷ ${xs[0]} = ?${d > 1 ? ' Check it with another pair.' : ''}`],
        // The division is written first and worked out in the last step, where the child finds k.
        [`k = y ÷ x = ${fmtDecOrMixed(ys[0]!)} ÷ ${xs[0]}.`, `So k = ${fmtFrac(k)}${k.isInteger() ? '' : ' in simplest form'}.`, `Check: ${fmtFrac(k)} × ${xs[xs.length - 1]} = ${fmtDecOrMixed(ys[ys.length - 1]!)}.`],
        [
          mis(val(Rational.ONE.div(k), 'frac'), 'x-over-y', 'You divided x by y. The constant is y ÷ x.'),
          mis(val(ys[0]!.sub(xs[0]!)), 'difference', 'Proportional relationships multiply: divide y by x, do not subtract.'),
        ],
        // The pairs on a graph through the origin: a proportional relationship is a line through (0, 0).
      ), { kind: 'function-graph', title: 'y is proportional to x', x: axisFor([0, ...xs], { minStep: 1, label: 'x' }), y: axisFor([0, ...pts.map((q) => q[1])], { label: 'y' }), series: [{ label: 'y', points: [[0, 0], ...pts], connect: true }] });
    }
    let k: Rational;
    let text: string;
    let pairX: number;
    let pairY: Rational;
    if (d === 4) {
      const price = rng.pick([rat(3, 2), rat(5, 2), rat(7, 4), rat(9, 4), R(3), R(4), rat(13, 4)]);
      const n = rng.int(3, 8) * Number(price.den === 1n ? 1n : price.den);
      const cost = price.mul(n);
      k = price;
      pairX = n;
      pairY = cost;
      const who = someone(rng);
      const c = fmtMoney(cost);
      text = rng.pick([
        `${n} pounds of apples cost ${c}. The cost y is proportional to the weight x in pounds. Write an equation for y in terms of x.`,
        `${who} buys ${n} yards of ribbon for ${c}. The cost y is proportional to the length x in yards. Write an equation for y in terms of x.`,
        `At a farm stand, ${n} pounds of peaches cost ${c}. The cost y is proportional to the weight x in pounds. Write an equation for y in terms of x.`,
        `${n} gallons of juice for a party cost ${c}. The cost y is proportional to the number of gallons x. Write an equation for y in terms of x.`,
        `${who} pays ${c} for ${n} feet of rope. The cost y is proportional to the length x in feet. Write an equation for y in terms of x.`,
      ]);
    } else {
      k = rng.pick([rat(3, 4), rat(5, 4), rat(3, 2), rat(5, 2), rat(1, 4), rat(7, 4), rat(2, 5), rat(6, 5)]);
      const pool = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]).slice(0, 3).sort((a, b) => a - b);
      const xs = pool;
      const ys = xs.map((x) => k.mul(x));
      pairX = xs[0]!;
      pairY = ys[0]!;
      const table = `x: ${xs.join(', ')} and y: ${ys.map((y) => fmtDec(y)).join(', ')}`;
      text = rng.pick([
        `${table}. Write an equation for y in terms of x.`,
        `y is proportional to x, with ${table}. Write an equation for y in terms of x.`,
        `${someone(rng)} records ${table}. The relationship is proportional. Write an equation for y in terms of x.`,
        `A table of a proportional relationship shows ${table}. What equation gives y in terms of x?`,
        `Write the equation y = kx that fits every pair: ${table}.`,
      ]);
    }
    const kText = k.isTerminating() ? fmtDec(k) : fmtFrac(k);
    const answer: AnswerSpec = { format: 'equation', equation: `y = ${k.toString()}*x`, vars: ['x', 'y'], canonical: `y = ${kText}x` };
    return bodyLoose(
      text,
      answer,
      ['For a proportional relationship, y = kx where k = y ÷ x.', `k = ${fmtDec(pairY)} ÷ ${pairX}.`, `${fmtDec(pairY)} ÷ ${pairX} = ${kText}; check another pair, then write y = kx.`],
      // k is the step to fill in; the equation is written out last (a blank there would hold only its coefficient).
      [`k = ${fmtDec(pairY)} ÷ ${pairX} = ${kText}.`, `Put k into y = kx: y = ${kText}x (${kText} times x).`, `Check: ${kText} × ${pairX} = ${fmtDec(pairY)}.`],
      [
        mis(`y = ${val(Rational.ONE.div(k), 'frac')}x`, 'x-over-y', 'You computed x ÷ y. The constant is y ÷ x.'),
        mis(`x = ${val(k)}y`, 'variables-swapped', 'Write y in terms of x: y = kx.'),
      ],
    );
  },
};
