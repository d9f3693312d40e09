import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

/** Two equivalent ratios with one number missing ("3:4 = 12:?") in one of five wordings. */
function ratioQuestion(rng: Rng, equation: string): string {
  const who = someone(rng);
  return rng.pick([
    `${equation} What is the missing number?`,
    `Find the missing number. ${equation}`,
    `What number makes these ratios equivalent? ${equation}`,
    `${who} writes two equivalent ratios and hides one number: ${equation} What is the hidden number?`,
    `Fill in the missing number so the two ratios are equal. ${equation}`,
  ]);
}

const MIXES = [
  { a: 'cups of flour', b: 'cups of sugar', thing: 'A recipe' },
  { a: 'cups of juice', b: 'cups of water', thing: 'A punch recipe' },
  { a: 'cans of blue paint', b: 'cans of white paint', thing: 'A paint mix' },
  { a: 'scoops of seed', b: 'cups of water', thing: 'A plant food mix' },
  { a: 'cups of rice', b: 'cups of water', thing: 'A rice recipe' },
  { a: 'spoons of cocoa', b: 'cups of milk', thing: 'A hot chocolate recipe' },
];

export const rpRatioTables: SkillGenerator = {
  skillId: 'g6.rp.ratio-tables',
  grade: 6,
  domain: 'rp',
  ccss: ['6.RP.A.3'],
  topic: 'Ratios',
  subtopic: 'Equivalent ratios & tables',
  prereqs: ['g6.rp.write-ratios'],
  estTimeSec: times(20, 90),
  version: '1.1.0',
  generate(d: Difficulty, rng: Rng) {
    if (d <= 3) {
      let a = rng.int(2, 9);
      let b = rng.int(2, 9);
      if (a === b) b = a + 1;
      const k = rng.int(2, d === 1 ? 5 : 9);
      const missingFirst = d === 2;
      if (d === 3) {
        // table with two known rows: a:b and a*k1:b*k1 shown, ask a*k:?
        const k1 = rng.int(2, 4);
        const k2 = k1 + rng.int(1, 5);
        const who = someone(rng);
        const text = rng.pick([
          `The table shows equivalent ratios. x: ${a}, ${a * k1}, ${a * k2} and y: ${b}, ${b * k1}, ?. What is the missing y value?`,
          `A ratio table has x values ${a}, ${a * k1}, ${a * k2} and y values ${b}, ${b * k1}, ?. Find the missing y value.`,
          `${who} makes a table of equivalent ratios. Row x: ${a}, ${a * k1}, ${a * k2}. Row y: ${b}, ${b * k1}, ?. What number is missing?`,
          `In a table of equivalent ratios, x = ${a} goes with y = ${b}, and x = ${a * k1} goes with y = ${b * k1}. Which y goes with x = ${a * k2}?`,
          `Complete the ratio table. x: ${a}, ${a * k1}, ${a * k2}; y: ${b}, ${b * k1}, ?. What is the last y value?`,
        ]);
        const ans = R(b * k2);
        return bodyLoose(
          text,
          A.number(ans),
          [
            'In a ratio table, each row multiplies both numbers by the same factor.',
            `From the first row to the last, x goes from ${a} to ${a * k2}: that is × ${k2}.`,
            `Multiply y in the first row by the same factor: ${b} × ${k2}.`,
          ],
          [`${a * k2} ÷ ${a} = ${k2}, so the scale factor is ${k2}.`, `${b} × ${k2} = ${b * k2}.`, `Check: ${a * k2}:${b * k2} simplifies to ${a}:${b}.`],
          [
            mis(String(b + (a * k2 - a)), 'additive', `Ratios grow by multiplying, not adding the same amount.`),
            mis(String(b * k1 + b), 'next-row-pattern', `Use the scale factor from a known row, not the next step of the pattern.`),
          ],
        );
      }
      void a;
      const [x1, y1] = [a, b];
      const text = missingFirst ? `${x1}:${y1} = ?:${y1 * k}` : `${x1}:${y1} = ${x1 * k}:?`;
      const ans = missingFirst ? R(x1 * k) : R(y1 * k);
      const known = missingFirst ? [y1, y1 * k] : [x1, x1 * k];
      const other = missingFirst ? x1 : y1;
      a = 0;
      return bodyLoose(
        ratioQuestion(rng, text),
        A.number(ans),
        [
          'Equivalent ratios multiply both parts by the same number.',
          `${known[0]} × ? = ${known[1]}: the factor is ${k}.`,
          `Multiply the other part, ${other}, by ${k}.`,
        ],
        [`${known[1]} ÷ ${known[0]} = ${k}.`, `${other} × ${k} = ${fmtDecOrMixed(ans)}.`, `Check: ${missingFirst ? `${x1 * k}:${y1 * k}` : `${x1 * k}:${y1 * k}`} ÷ ${k} gives ${x1}:${y1}.`],
        [mis(String(other + (known[1]! - known[0]!)), 'additive', 'You added the same amount. Equivalent ratios multiply both parts by the same factor.')],
      );
    }
    // d4/d5: non-whole scale factor, via a smaller matching pair
    const m = rng.pick(MIXES);
    let p = 0;
    let q = 0;
    for (let i = 0; i < 20; i++) {
      p = rng.int(2, 5);
      q = rng.int(2, 5);
      if (p !== q && gcdN(p, q) === 1) break;
    }
    if (p === q || gcdN(p, q) !== 1) [p, q] = [3, 2];
    const g = rng.int(2, 3);
    const a = p * g;
    const b = q * g;
    let n = q * rng.int(2, 6);
    if (n === b) n = b + q;
    const ans = Rational.of(a * n, b);
    const who = someone(rng);
    const mix = m.thing.toLowerCase();
    const text =
      d === 4
        ? ratioQuestion(rng, `${a}:${b} = ?:${n}`)
        : rng.pick([
            `${m.thing} uses ${a} ${m.a} for every ${b} ${m.b}. How many ${m.a} go with ${n} ${m.b}?`,
            `${who} follows ${mix} that uses ${a} ${m.a} for every ${b} ${m.b}. How many ${m.a} does ${who} need for ${n} ${m.b}?`,
            `The ratio of ${m.a} to ${m.b} in ${mix} is ${a}:${b}. How many ${m.a} go with ${n} ${m.b}?`,
            `${m.thing} mixes ${a} ${m.a} with every ${b} ${m.b}. If ${who} uses ${n} ${m.b}, how many ${m.a} should go in?`,
            `${who} makes a bigger batch of ${mix}: ${a} ${m.a} for every ${b} ${m.b}. With ${n} ${m.b}, how many ${m.a} are needed?`,
          ]);
    return bodyLoose(
      text,
      A.number(ans),
      [
        `Find the amount for 1 part first: ${a} ÷ ${b}, or use a smaller matching pair.`,
        `Divide both parts by ${g}: ${a}:${b} = ${p}:${q}.`,
        `${n} is ${n / q} groups of ${q}, so multiply ${p} by ${n / q}.`,
      ],
      [`${a}:${b} simplifies to ${p}:${q}.`, `${n} ÷ ${q} = ${n / q}.`, `${p} × ${n / q} = ${fmtDecOrMixed(ans)}.`, `Check: ${fmtDecOrMixed(ans)} ÷ ${n} = ${a} ÷ ${b} = ${fmtDecOrMixed(Rational.of(a, b))}.`],
      [
        mis(String(a + n - b), 'additive', `The ${m.b} went up by ${n - b}, but ratios scale by multiplying, not adding.`),
        mis(val(Rational.of(b * n, a), 'mixed'), 'inverted', 'You used the ratio upside down. Keep the first amount matched with the first.'),
      ],
    );
  },
};
