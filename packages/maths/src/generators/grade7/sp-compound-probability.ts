import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtFrac, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

export const spCompoundProbability: SkillGenerator = {
  skillId: 'g7.sp.compound-probability',
  grade: 7,
  domain: 'sp',
  ccss: ['7.SP.C.8'],
  topic: 'Probability',
  subtopic: 'Compound events',
  prereqs: ['g7.sp.simple-probability', 'g5.nf.multiply-fractions'],
  estTimeSec: times(30, 150),
  version: '1.0.0',
  generate(d: Difficulty, rng: Rng) {
    if (d === 1) {
      const side = rng.pick(['heads', 'tails']);
      const kind = rng.pick(['a 6', 'an even number', 'a number less than 3', 'a 1']);
      const fav = kind === 'an even number' ? 3 : kind === 'a number less than 3' ? 2 : 1;
      const p = R(fav).div(12);
      return bodyLoose(
        `You flip a coin and roll a number cube (1 to 6). What is the probability of ${side} and ${kind}?`,
        A.probability(p),
        ['The coin and the cube are independent: multiply their probabilities.', `P(${side}) = 1/2 and P(${kind}) = ${fmtFrac(R(fav).div(6))}.`, `1/2 × ${fmtFrac(R(fav).div(6))} = ?`],
        [`P(${side}) = 1/2.`, `P(${kind}) = ${fav}/6.`, `P(both) = 1/2 × ${fav}/6 = ${fav}/12${p.den !== 12n ? ` = ${fmtFrac(p)}` : ''}.`, `Check: 12 equally likely outcomes (2 × 6), ${fav} of them favorable.`],
        [mis(val(R(1).div(2).add(R(fav).div(6)), 'frac'), 'added', 'For "and" with independent events, multiply the probabilities.'), mis(`${fav}/8`, 'added-outcomes', 'There are 2 × 6 = 12 outcomes, not 2 + 6.')],
      );
    }
    if (d === 2) {
      const [a, an, b, bn] = rng.pick([
        ['number cube', 6, 'number cube', 6],
        ['coin', 2, 'number cube', 6],
        ['spinner with 4 equal sections', 4, 'number cube', 6],
        ['coin', 2, 'spinner with 5 equal sections', 5],
        ['spinner with 3 equal sections', 3, 'coin', 2],
      ] as const);
      const ans = an * bn;
      return bodyLoose(
        `You use a ${a} and a ${b} together. How many outcomes are in the sample space?`,
        A.integer(ans),
        ['Each outcome of the first can pair with each outcome of the second.', `The ${a} has ${an} outcomes and the ${b} has ${bn}.`, `Multiply ${an} × ${bn}.`],
        [`${an} × ${bn} = ${ans} outcomes.`, `Check: a table with ${an} rows and ${bn} columns has ${ans} cells.`],
        [mis(String(an + bn), 'added', 'Each outcome of one pairs with every outcome of the other: multiply.')],
      );
    }
    if (d === 3) {
      const sum = rng.int(3, 11);
      const ways = 6 - Math.abs(7 - sum);
      const p = R(ways).div(36);
      const pairs: string[] = [];
      for (let i = 1; i <= 6; i++) if (sum - i >= 1 && sum - i <= 6) pairs.push(`(${i}, ${sum - i})`);
      return bodyLoose(
        `You roll two number cubes. What is the probability that the sum is ${sum}?`,
        A.probability(p),
        ['There are 6 × 6 = 36 equally likely outcomes.', `List the pairs that add to ${sum}, starting with (1, ${sum - 1 >= 1 && sum - 1 <= 6 ? sum - 1 : '…'}).`, 'Count the pairs, put the count over 36, and simplify if you can.'],
        [`Pairs: ${pairs.join(', ')}.`, `${ways} favorable out of 36.`, `P = ${ways}/36${p.den !== 36n ? ` = ${fmtFrac(p)}` : ''}.`, `Check: each pair (a, b) with a + b = ${sum} was counted once, in order.`],
        [mis(`1/11`, 'sums-equally-likely', 'The 11 possible sums are not equally likely; count the 36 outcomes.'), mis(val(R(ways).div(12), 'frac'), 'twelve-outcomes', 'There are 36 outcomes, not 12.')],
      );
    }
    const a = rng.int(2, 6);
    const b = rng.int(3, 8);
    const n = a + b;
    const [ca, cb] = rng.shuffle(['red', 'blue', 'green', 'yellow']);
    const withR = R(a * a).div(n * n);
    const without = R(a * (a - 1)).div(n * (n - 1));
    const p = d === 4 ? withR : without;
    return bodyLoose(
      `A bag has ${a} ${ca} and ${b} ${cb} marbles. You take one marble, ${d === 4 ? 'put it back' : 'do not put it back'}, and take another. What is the probability that both are ${ca}?`,
      A.probability(p),
      [`P(first is ${ca}) = ${a}/${n}.`, d === 4 ? `The marble goes back, so the second draw is also ${a}/${n}.` : `After one ${ca} is taken out, ${a - 1} of the ${n - 1} marbles left are ${ca}.`, d === 4 ? `Multiply: ${a}/${n} × ${a}/${n}, then simplify.` : `Multiply: ${a}/${n} × ${a - 1}/${n - 1}, then simplify.`],
      [`First: ${a}/${n}.`, d === 4 ? `Second (with replacement): ${a}/${n}.` : `Second (without replacement): ${a - 1}/${n - 1}.`, d === 4 ? `${a}/${n} × ${a}/${n} = ${a * a}/${n * n}${p.den !== BigInt(n * n) ? ` = ${fmtFrac(p)}` : ''}.` : `${a}/${n} × ${a - 1}/${n - 1} = ${a * (a - 1)}/${n * (n - 1)}${p.den !== BigInt(n * (n - 1)) ? ` = ${fmtFrac(p)}` : ''}.`, `Check: the answer is less than ${a}/${n} because both draws must be ${ca}.`],
      [
        d === 5 ? mis(val(withR, 'frac'), 'treated-as-with-replacement', 'The first marble is not put back, so the second draw has one fewer marble.') : mis(val(without, 'frac'), 'treated-as-without-replacement', 'The marble goes back, so the second draw is the same as the first.'),
        mis(val(R(a).div(n).add(d === 4 ? R(a).div(n) : R(a - 1).div(n - 1)), 'frac'), 'added', 'For "both", multiply the probabilities.'),
      ],
    );
  },
};
void Rational;
