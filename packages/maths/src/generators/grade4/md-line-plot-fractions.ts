import type { DotPlotDiagram } from '../../diagrams/types.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { fracAnswer, intAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtMixed, fmtMixedPlain } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

const SETS = [
  { label: 'Ribbon lengths (in.)', unit: 'in.', plural: 'ribbons', long: 'long' },
  { label: 'Pencil lengths (in.)', unit: 'in.', plural: 'pencils', long: 'long' },
  { label: 'Leaf lengths (in.)', unit: 'in.', plural: 'leaves', long: 'long' },
  { label: 'Worm lengths (in.)', unit: 'in.', plural: 'worms', long: 'long' },
];

/** Sorted numerators (over den) of a data set with at least two different values. */
function data(rng: Rng, den: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(rng.int(1, den));
  if (out.every((k) => k === out[0])) out[0] = out[0] === 1 ? 2 : 1;
  return out.sort((a, b) => a - b);
}

function show(k: number, den: number, sameDen: boolean): string {
  return sameDen ? `${k}/${den}` : fmtMixed(rat(k, den));
}

export const mdLinePlotFractions: SkillGenerator = {
  skillId: 'g4.md.line-plot-fractions',
  grade: 4,
  domain: 'md',
  ccss: ['4.MD.B.4'],
  topic: 'Data',
  subtopic: 'Line plots with fractions',
  prereqs: ['g4.nf.add-subtract-like-denominators'],
  estTimeSec: times(40, 150),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const set = rng.pick(SETS);
    const den = difficulty === 1 ? rng.pick([2, 4]) : difficulty === 2 ? rng.pick([4, 8]) : 8;
    const sameDen = difficulty === 2;
    const ks = data(rng, den, rng.int(6, 9));
    const list = ks.map((k) => show(k, den, sameDen)).join(', ');
    // The data is in the line plot (drawn, and described in words for screen readers); the text
    // alternative keeps it for screens that show no diagram.
    const text0 = `The line plot shows ${set.label.replace(/^./, (c) => c.toLowerCase())}.`;
    const altText = `Line plot. ${set.label}: ${list}.`;
    // The line plot itself: an X above the mark of each value, on a line from 0 to 1 in equal parts.
    const diagram: DotPlotDiagram = {
      kind: 'dot-plot', title: set.label, min: 0, max: 1, parts: den, marker: 'x',
      labels: Array.from({ length: den + 1 }, (_, k) => ({ at: k / den, label: k === 0 ? '0' : show(k, den, sameDen) })),
      values: ks.map((k) => k / den),
    };
    const counts = new Map<number, number>();
    for (const k of ks) counts.set(k, (counts.get(k) ?? 0) + 1);
    if (difficulty === 1) {
      const k = rng.pick(ks);
      const c = counts.get(k)!;
      const v = show(k, den, false);
      const answer = intAnswer(c);
      return {
        question: { text: `${text0} How many ${set.plural} are ${v} ${set.unit} ${set.long}?`, altText },
        diagram,
        answer,
        hints: hints(
          `On a line plot each X is one of the ${set.plural}; in the list each value is one of them.`,
          `Look only for the value ${v}.`,
          `Count how many times ${v} appears in the list.`,
        ),
        explanation: [
          `Look for the value ${v} ${set.unit} on the line plot.`,
          // The count is the answer: the child fills it in as the last step.
          `Xs above that value, counted: ${c}.`,
          `Check: the counts for every value add up to ${ks.length}, the number of ${set.plural}.`,
        ],
        misconceptions: misconceptions(answer, [
          [ks.length, 'counted-all', `That is every one of the ${set.plural}. Count only the ${v} values.`],
          [fmtMixedPlain(rat(k, den)), 'gave-value', `${v} is the length. The question asks how many ${set.plural}.`],
        ]),
      };
    }
    if (difficulty === 2 || difficulty === 3) {
      const lo = ks[0]!, hi = ks[ks.length - 1]!;
      const ans = rat(hi - lo, den);
      const answer = fracAnswer(ans, 'optional');
      const sl = show(lo, den, sameDen), sh = show(hi, den, sameDen);
      return {
        question: { text: `${text0} What is the difference between the longest and the shortest of the ${set.plural}?`, altText },
        diagram,
        answer,
        hints: hints(
          `Find the greatest and the least values in the list.`,
          // Not the two values: the shortest can equal the difference (1 and 1/2).
          `They are the X farthest to the right and the X farthest to the left on the line plot.`,
          `Write both in ${den}ths and subtract: ${hi}/${den} − ${lo}/${den} = ?`,
        ),
        explanation: [
          `Find the longest and the shortest on the line plot, and write both in ${den}ths.`,
          `${hi}/${den} − ${lo}/${den} = ${hi - lo}/${den}${ans.den !== BigInt(den) ? ` = ${answer.canonical}` : ''} ${set.unit}`,
          `Check: ${sl} + ${answer.canonical} = ${sh}.`,
        ],
        misconceptions: misconceptions(answer, [
          [fmtMixedPlain(rat(hi + lo, den)), 'added-instead', 'The difference means subtract the shortest from the longest.'],
          [hi - lo, 'numerators-only', `Subtracting ${hi}/${den} − ${lo}/${den} gives ${den}ths, not wholes.`],
        ]),
      };
    }
    if (difficulty === 4) {
      let best = ks[0]!;
      for (const [k, c] of counts) if (c > counts.get(best)! || (c === counts.get(best)! && rng.bool())) best = k;
      const c = counts.get(best)!;
      const v = show(best, den, false);
      const ans = rat(best * c, den);
      const answer = fracAnswer(ans, 'optional');
      return {
        question: { text: `${text0} What is the total length of all the ${set.plural} that are ${v} ${set.unit} ${set.long}?`, altText },
        diagram,
        answer,
        hints: hints(
          `Count how many of the ${set.plural} are ${v} ${set.unit}.`,
          // Not the count: with lengths of a whole inch the count is the total.
          `Each of them is ${best}/${den} ${set.unit}; count the Xs above that value.`,
          `Multiply the count by ${best}/${den}, or add ${best}/${den} that many times.`,
        ),
        explanation: [
          `${c} of the ${set.plural} are ${v} ${set.unit}.`,
          `${c} × ${best}/${den} = ${best * c}/${den}${ans.den !== BigInt(den) ? ` = ${answer.canonical}` : ''} ${set.unit}`,
          `Check: ${answer.canonical} ÷ ${c} = ${v}.`,
        ],
        misconceptions: misconceptions(answer, [
          [c, 'counted-pieces', `${c} is how many there are. Add their lengths.`],
          [`${best * c}/${den * c}`, 'added-denominators', 'When you add fractions with the same denominator, the denominator stays the same.'],
        ]),
      };
    }
    // d5: total of a filtered set (values longer than a threshold)
    const distinct = [...counts.keys()].sort((a, b) => a - b);
    // At least two values longer than the threshold: a single one would be the total itself.
    const thresholds = distinct.slice(0, -1).filter((t) => ks.filter((k) => k > t).length >= 2);
    const tk = thresholds.length > 0 ? rng.pick(thresholds) : distinct[0]! - 1;
    const chosen = ks.filter((k) => k > tk);
    const sum = chosen.reduce((a, b) => a + b, 0);
    const ans = rat(sum, den);
    const answer = fracAnswer(ans, 'optional');
    const tv = show(tk, den, false);
    const withT = ks.filter((k) => k >= tk).reduce((a, b) => a + b, 0);
    return {
      question: { text: `${text0} What is the total length of the ${set.plural} longer than ${tv} ${set.unit}?`, altText },
        diagram,
      answer,
      estTimeSec: 150,
      hints: hints(
        `Pick out the values greater than ${tv} (${tv} itself is not longer).`,
        `Write them in ${den}ths: ${chosen.map((k) => `${k}/${den}`).join(', ')}.`,
        `Add the ${den}ths: ${chosen.join(' + ')} = ? ${den}ths.`,
      ),
      explanation: [
        `Longer than ${tv}: ${chosen.map((k) => show(k, den, false)).join(', ')}.`,
        `In ${den}ths: ${chosen.join(' + ')} = ${sum}, so the total is ${sum}/${den} = ${answer.canonical} ${set.unit}`,
        `Check: ${chosen.length} ${set.plural}, each at most 1 ${set.unit}, so the total is at most ${chosen.length} ${set.unit}.`,
      ],
      misconceptions: misconceptions(answer, [
        [withT !== sum ? fmtMixedPlain(Rational.of(withT, den)) : null, 'included-threshold', `Only lengths greater than ${tv} count; leave out the ${tv} ones.`],
        [chosen.length, 'counted-pieces', 'That is how many there are. Add their lengths.'],
        [`${sum}/${den * chosen.length}`, 'added-denominators', 'Keep the denominator when adding like fractions.'],
      ]),
    };
  },
};
