import { Rational, R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { sqrtApprox } from '../shared/arithmetic.js';
import { fmtDec, fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

function nonSquare(rng: Rng, kMin: number, kMax: number): { n: number; k: number } {
  const k = rng.int(kMin, kMax);
  return { n: k * k + rng.int(1, 2 * k), k };
}

export const nsEstimateRoots: SkillGenerator = {
  skillId: 'g8.ns.estimate-roots',
  grade: 8,
  domain: 'ns',
  ccss: ['8.NS.A.2'],
  topic: 'Number system',
  subtopic: 'Estimate square roots',
  prereqs: ['g8.ee.roots-equations'],
  estTimeSec: times(15, 90),
  version: '1.3.0',
  generate(difficulty: Difficulty, rng: Rng) {
    if (difficulty === 1 || difficulty === 2) {
      const { n, k } = nonSquare(rng, 2, 12);
      const lo = k * k;
      const hi = (k + 1) * (k + 1);
      const nearest = n <= lo + k ? k : k + 1;
      const ans = difficulty === 1 ? k : nearest;
      const answer: AnswerSpec = { format: 'integer', value: String(ans), canonical: String(ans) };
      const m: Misconception[] = [];
      if (n % 2 === 0) m.push(mis(String(n / 2), 'halved', `Taking a square root is not halving: ${n / 2} × ${n / 2} is far more than ${n}.`));
      if (difficulty === 1) m.push(mis(String(k + 1), 'gave-larger', `${k + 1} is the larger of the two whole numbers; the question asks for the smaller one.`));
      else m.push(mis(String(nearest === k ? k + 1 : k), 'wrong-neighbour', `${n} is ${n - lo} above ${lo} and ${hi - n} below ${hi}; which perfect square is closer?`));
      const text =
        difficulty === 1
          ? rng.pick([
              `√${n} is between two consecutive whole numbers. What is the smaller one?`,
              `${someone(rng)} says √${n} lies between two whole numbers next to each other. What is the smaller of the two?`,
              `Which whole number is just below √${n}?`,
              `Between which two consecutive whole numbers is √${n}? Give the smaller one.`,
              `A square has an area of ${n} square cm. Its side is between two consecutive whole numbers of cm. What is the smaller one?`,
            ])
          : rng.pick([
              `What is √${n} to the nearest whole number?`,
              `Round √${n} to the nearest whole number.`,
              `${someone(rng)} estimates √${n}. What is it to the nearest whole number?`,
              `Which whole number is closest to √${n}?`,
              `A square garden has an area of ${n} square meters. To the nearest whole meter, how long is each side?`,
            ]);
      return bodyByFormat(
        text,
        answer,
        [
          'Find the perfect squares just below and just above the number under the root.',
          `Square whole numbers (1², 2², 3², …) until a square passes ${n}.`,
          difficulty === 1
            ? `√${n} lies between the square roots of those two squares: the smaller root is the answer.`
            : `Is ${n} closer to the square below it or to the square above it? (The roots' halfway point squared is the square below plus its root plus 1/4.)`,
        ],
        [
          `The perfect squares around ${n} are ${lo} and ${hi}: ${lo} < ${n} < ${hi}.`,
          ...(difficulty === 2
            ? [
                `${n} − ${lo} is ${nearest === k ? 'less' : 'more'} than ${hi} − ${n}, so ${n} is closer to ${nearest === k ? lo : hi}.`,
                `So √${n} rounds to √${nearest * nearest} = ${nearest}.`,
              ]
            : [`√${lo} < √${n} < √${hi}, so the smaller whole number is √${lo} = ${k}.`]),
          `Check: ${ans}² = ${ans * ans}, which is ${ans * ans < n ? 'just below' : 'just above'} ${n}.`,
        ],
        m,
      );
    }

    if (difficulty === 4) {
      const { n, k } = nonSquare(rng, 3, 12);
      const root = sqrtApprox(R(n), 6);
      let d = root.round(1).add(Rational.of(rng.pick([-2, -1, 1, 2]), 10));
      if (d.isInteger()) d = d.add(Rational.of(1, 10));
      if (d.cmp(k) <= 0) d = Rational.of(10 * k + 1, 10);
      const d2 = d.mul(d);
      const greater = R(n).gt(d2);
      const sym = greater ? '>' : '<';
      const answer: AnswerSpec = {
        format: 'choice',
        value: sym,
        canonical: sym,
        options: { '>': ['greater', 'greater than', 'more', 'bigger'], '<': ['less', 'less than', 'smaller', 'fewer'] },
      };
      return bodyByFormat(
        rng.pick([
          `Compare: √${n} ☐ ${fmtDec(d)}. Type > or <.`,
          `${someone(rng)} compares √${n} with ${fmtDec(d)}. Which sign goes in the box: √${n} ☐ ${fmtDec(d)}? Type > or <.`,
          `Fill in the box with > or <: √${n} ☐ ${fmtDec(d)}.`,
          `Is √${n} greater or less than ${fmtDec(d)}? Complete √${n} ☐ ${fmtDec(d)} with > or <.`,
          `Without a calculator, decide: √${n} ☐ ${fmtDec(d)}. Type > or <.`,
        ]),
        answer,
        [
          'Square both numbers: squaring keeps positive numbers in the same order.',
          `(√${n})² = ${n}. Now square ${fmtDec(d)}.`,
          `${fmtDec(d)}² = ${fmtDec(d2)}. Compare ${n} with ${fmtDec(d2)}.`,
        ],
        [
          `(√${n})² = ${n} and ${fmtDec(d)}² = ${fmtDec(d2)}.`,
          `${n} ${sym} ${fmtDec(d2)}, so √${n} ${sym} ${fmtDec(d)}.`,
          `Check: ${k}² = ${k * k} and ${k + 1}² = ${(k + 1) * (k + 1)}, so √${n} is between ${k} and ${k + 1}, about ${fmtDec(root.round(1), 1)}.`,
        ],
        [mis(greater ? '<' : '>', 'compared-wrong-way', `Square ${fmtDec(d)} to compare: ${fmtDec(d)}² = ${fmtDec(d2)}, and ${n} is ${greater ? 'bigger' : 'smaller'}.`)],
      );
    }

    // d3 close to a perfect square, d5 mid-way between squares
    let n: number;
    let k: number;
    if (difficulty === 3) {
      k = rng.int(4, 15);
      const off = rng.int(1, 3);
      if (rng.bool()) n = k * k + off;
      else {
        n = k * k - off;
        k -= 1;
      }
    } else {
      k = rng.int(6, 15);
      n = k * k + k + rng.int(-3, 3);
    }
    const lo = k * k;
    const hi = (k + 1) * (k + 1);
    const exact = sqrtApprox(R(n), 9);
    const tenth = exact.round(1);
    const answer: AnswerSpec = { format: 'decimal', mode: 'approx', places: 1, value: exact.toString(), canonical: fmtDec(tenth, 1) };
    const frac = Rational.of(n - lo, hi - lo);
    const t1 = tenth.sub(Rational.of(1, 20));
    const t2 = tenth.add(Rational.of(1, 20));
    const m: Misconception[] = [
      mis(String(exact.round(0)), 'nearest-whole', 'The question asks for the nearest tenth, not the nearest whole number.'),
    ];
    if (n - lo <= 9) m.push(mis(`${k}.${n - lo}`, 'difference-as-tenths', `${n} is ${n - lo} more than ${lo}, but that does not make the root ${k}.${n - lo}: the gap to ${hi} is ${hi - lo}, not 10.`));
    if (n % 2 === 0) m.push(mis(String(n / 2), 'halved', 'A square root is not half of the number.'));
    return bodyByFormat(
      rng.pick([
        `Estimate √${n} to the nearest tenth.`,
        `What is √${n} to the nearest tenth?`,
        `${someone(rng)} estimates √${n} without a calculator. What is it to the nearest tenth?`,
        `Round √${n} to the nearest tenth.`,
        `A square rug has an area of ${n} square feet. How long is each side, to the nearest tenth of a foot?`,
      ]),
      answer,
      [
        `${k}² = ${lo} and ${k + 1}² = ${hi}.`,
        `${n} is ${n - lo} above ${lo} out of a gap of ${hi - lo}, so about ${fmtDec(frac.round(1), 1)} of the way from ${k} to ${k + 1}.`,
        'Square a tenth near that point and the tenths on either side of it; the root is the tenth whose square is closest.',
      ],
      [
        `${k}² = ${lo} < ${n} < ${hi} = ${k + 1}², so √${n} is between ${k} and ${k + 1}.`,
        `${n} is ${n - lo}/${hi - lo} of the way from ${lo} to ${hi}: about ${fmtDec(frac.round(1), 1)} of the way from ${k} to ${k + 1}.`,
        `Halfway values: ${fmtDec(t1, 2)}² = ${fmtDec(t1.mul(t1))} and ${fmtDec(t2, 2)}² = ${fmtDec(t2.mul(t2))}, and ${n} is between them.`,
        `The root to the nearest tenth: ${fmtDec(tenth, 1)}.`,
        `Check: ${fmtDec(tenth, 1)} × ${fmtDec(tenth, 1)} = ${fmtDec(tenth.mul(tenth))}, close to ${n}.`,
      ],
      m,
    );
  },
};

/** Exposed for tests: √n rounded to one place. */
export function rootToTenth(n: number): string {
  return fmtDecOrFrac(sqrtApprox(R(n), 9).round(1));
}
