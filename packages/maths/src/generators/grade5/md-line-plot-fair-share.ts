import type { DotPlotDiagram } from '../../diagrams/types.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { fracAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtMixed, fmtMixedPlain } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

const SETS = [
  { label: 'Water in beakers (L)', what: 'beakers', unit: 'liter', units: 'liters' },
  { label: 'Juice in bottles (L)', what: 'bottles', unit: 'liter', units: 'liters' },
  { label: 'Rain in jars (in.)', what: 'jars', unit: 'inch', units: 'inches' },
  { label: 'Sand in buckets (kg)', what: 'buckets', unit: 'kilogram', units: 'kilograms' },
];

/** Sorted numerators over `den`, at least two different values. */
function data(rng: Rng, den: number, n: number, allowed: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(rng.pick(allowed));
  if (out.every((k) => k === out[0])) out[0] = allowed.find((k) => k !== out[0])!;
  return out.sort((a, b) => a - b);
}

const sh = (k: number, den: number) => fmtMixed(rat(k, den));

export const mdLinePlotFairShare: SkillGenerator = {
  skillId: 'g5.md.line-plot-fair-share',
  grade: 5,
  domain: 'md',
  ccss: ['5.MD.B.2'],
  topic: 'Data',
  subtopic: 'Line plots: equal shares',
  prereqs: ['g5.nf.add-unlike-fractions', 'g5.nf.fraction-as-division'],
  estTimeSec: times(40, 180),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const set = rng.pick(SETS);
    const den = difficulty <= 2 ? 4 : 8;
    const allowed = difficulty <= 2 ? [1, 2, 3, 4] : difficulty === 3 ? [1, 2, 3, 4, 5, 6, 7, 8] : [1, 2, 3, 4, 6, 8];
    const n = difficulty === 1 ? rng.int(3, 4) : rng.int(5, 8);
    const ks = data(rng, den, n, allowed);
    const list = ks.map((k) => sh(k, den)).join(', ');
    const text0 = `${set.label}: ${list}.`;
    const altText = `Line plot. ${set.label}: ${list}.`;
    // The line plot itself: an X above the mark of each value, on a line from 0 to 1.
    const diagram: DotPlotDiagram = {
      kind: 'dot-plot', title: set.label, min: 0, max: 1, parts: den, marker: 'x',
      labels: Array.from({ length: den + 1 }, (_, k) => ({ at: k / den, label: k === 0 ? '0' : sh(k, den) })),
      values: ks.map((k) => k / den),
    };
    const total = ks.reduce((a, b) => a + b, 0);
    const sumLine = `${ks.join(' + ')} = ${total}`;
    if (difficulty === 1 || difficulty === 3) {
      const ans = rat(total, den);
      const answer = fracAnswer(ans, 'required');
      return {
        question: { text: `${text0} How much is there altogether in the ${n} ${set.what}?`, altText },
        diagram,
        answer,
        estTimeSec: difficulty === 1 ? 40 : 110,
        hints: hints(
          `Write every value in ${den}ths.`,
          `In ${den}ths: ${ks.map((k) => `${k}/${den}`).join(', ')}.`,
          `Add the numerators: ${ks.join(' + ')} = ? ${den}ths. Then simplify.`,
        ),
        explanation: [
          `In ${den}ths the values are ${ks.map((k) => `${k}/${den}`).join(', ')}.`,
          `${sumLine}, so the total is ${total}/${den} = ${answer.canonical} ${set.units}.`,
          `Check: ${n} ${set.what} of at most 1 ${set.unit} each make at most ${n} ${set.units}, and ${answer.canonical} is within that.`,
        ],
        misconceptions: misconceptions(answer, [
          [`${total}/${den * n}`, 'added-denominators', 'When the pieces are all the same size, keep the denominator: add only the numerators.'],
          [n, 'counted-pieces', `${n} is how many ${set.what} there are. Add the amounts.`],
        ]),
      };
    }
    if (difficulty === 2) {
      const lo = ks[0]!, hi = ks[ks.length - 1]!;
      const ans = rat(hi - lo, den);
      const answer = fracAnswer(ans, 'required');
      return {
        question: { text: `${text0} How much more is in the fullest of the ${set.what} than in the emptiest?`, altText },
        diagram,
        answer,
        hints: hints(
          'Find the greatest and the least values.',
          // Not the least value: it can equal the difference (1/2 and 1/4).
          `They are the X farthest to the right and the X farthest to the left; write both in ${den}ths.`,
          `${hi}/${den} − ${lo}/${den} = ? Then simplify.`,
        ),
        explanation: [
          `Find the greatest and the least values on the line plot, and write both in ${den}ths.`,
          `${hi}/${den} − ${lo}/${den} = ${hi - lo}/${den}${ans.den !== BigInt(den) ? ` = ${answer.canonical}` : ''} ${set.unit === 'inch' ? 'in.' : set.units}.`,
          `Check: ${sh(lo, den)} + ${answer.canonical} = ${sh(hi, den)}.`,
        ],
        misconceptions: misconceptions(answer, [
          [fmtMixedPlain(rat(hi + lo, den)), 'added-instead', '"How much more" means subtract.'],
          [`${hi - lo}/${den}`, 'not-simplified', 'Write the answer in simplest form.'],
        ]),
      };
    }
    if (difficulty === 4) {
      const counts = new Map<number, number>();
      for (const k of ks) counts.set(k, (counts.get(k) ?? 0) + 1);
      let best = ks[0]!;
      for (const [k, c] of counts) if (c > counts.get(best)! || (c === counts.get(best)! && rng.bool())) best = k;
      const c = counts.get(best)!;
      const ans = rat(best * c, den);
      const answer = fracAnswer(ans, 'required');
      const v = sh(best, den);
      return {
        question: { text: `${text0} What is the total amount in the ${set.what} that each hold ${v} ${set.unit === 'inch' ? 'in.' : set.unit}?`, altText },
        diagram,
        answer,
        hints: hints(
          `Count the ${set.what} that hold ${v}.`,
          // Not the count: with amounts of a whole the count is the total.
          `Each of them holds ${best}/${den}; count the Xs above that value.`,
          `Multiply the count by ${best}/${den}, then simplify.`,
        ),
        explanation: [
          `${c} of the ${set.what} hold ${v}.`,
          `${c} × ${best}/${den} = ${best * c}/${den}${`${best * c}/${den}` === answer.canonical ? '' : ` = ${answer.canonical}`}.`,
          `Check: ${answer.canonical} ÷ ${c} = ${v}.`,
        ],
        misconceptions: misconceptions(answer, [
          [c, 'counted-pieces', `${c} is how many ${set.what} there are. Add their amounts.`],
          [`${best * c}/${den * c}`, 'added-denominators', 'Keep the denominator when adding equal-sized pieces.'],
          [fmtMixedPlain(rat(total, den)), 'all-categories', `Only the ${set.what} with ${v} count.`],
        ]),
      };
    }
    // d5: redistribute equally
    const ans = rat(total, den * n);
    const answer = fracAnswer(ans, 'required');
    const distinct = [...new Set(ks)];
    const wrongAvg = rat(distinct.reduce((a, b) => a + b, 0), den * distinct.length);
    return {
      question: { text: `${text0} If all of it were shared equally among the ${n} ${set.what}, how much would each hold?`, altText },
        diagram,
      answer,
      estTimeSec: 180,
      hints: hints(
        `Find the total first, in ${den}ths.`,
        // The total stays an improper fraction: as a mixed number its fraction part can be the answer (2 1/2 shared by 5).
        `${sumLine} ${den}ths.`,
        `Share ${total}/${den} ${set.units} equally among ${n}: divide by ${n}.`,
      ),
      explanation: [
        `Total: ${sumLine} ${den}ths = ${total}/${den} ${set.units}.`,
        `Each: ${total}/${den} ÷ ${n} = ${total}/${den * n}${ans.den !== BigInt(den * n) ? ` = ${answer.canonical}` : ''}.`,
        `Check: ${n} × ${answer.canonical} = ${fmtMixed(rat(total, den))}.`,
      ],
      misconceptions: misconceptions(answer, [
        [fmtMixedPlain(rat(total, den)), 'forgot-to-share', `That is the total. Share it among ${n} ${set.what}.`],
        [distinct.length !== n ? fmtMixedPlain(wrongAvg) : null, 'averaged-distinct-values', `Use all ${n} values, including repeats.`],
        [distinct.length !== n ? fmtMixedPlain(rat(total, den * distinct.length)) : null, 'wrong-count', `There are ${n} ${set.what}; divide by ${n}.`],
      ]),
    };
  },
};
