import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { choiceAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtFrac, fmtMixed } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const OPTIONS: Record<string, string[]> = {
  'greater than': ['greater', '>', 'bigger', 'more', 'larger', 'greater than it'],
  'less than': ['less', '<', 'smaller', 'fewer', 'less than it'],
  'equal to': ['equal', '=', 'same', 'the same', 'equals'],
};

export const nfMultiplicationAsScaling: SkillGenerator = {
  skillId: 'g5.nf.multiplication-as-scaling',
  grade: 5,
  domain: 'nf',
  ccss: ['5.NF.B.5'],
  topic: 'Fractions',
  subtopic: 'Bigger or smaller? (scaling)',
  prereqs: ['g5.nf.multiply-fractions'],
  estTimeSec: times(10, 40),
  version: '1.1.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const den = rng.int(3, 9);
    let f: Rational;
    let base: Rational = rat(rng.int(12, 95));
    if (difficulty === 1) f = rat(rng.int(1, den - 2), den);
    else if (difficulty === 2) f = rat(den + rng.int(1, 2 * den), den);
    else if (difficulty === 3) f = rng.bool(0.5) ? rat(1) : rat(rng.bool() ? den - 1 : den + 1, den);
    else if (difficulty === 4) f = rat(rng.bool() ? den - 1 : den + 1, den);
    else {
      f = rat(rng.bool() ? den - 1 : den + 1, den);
      base = rat(rng.int(1, 5)).add(rat(rng.int(1, 3), 4));
    }
    const fText = f.eq(1) ? `${den}/${den}` : `${f.num}/${f.den}`;
    const bText = fmtMixed(base);
    const c = f.cmp(1);
    const key = c > 0 ? 'greater than' : c < 0 ? 'less than' : 'equal to';
    if (difficulty === 4) {
      const g = rat(Number(f.den) * 2 - Number(f.num), Number(f.den)); // the "other side" of 1
      const gText = `${g.num}/${g.den}`;
      const k2 = f.cmp(g) > 0 ? 'greater than' : 'less than';
      const answer = choiceAnswer(k2, OPTIONS);
      return {
        question: {
          text: rng.pick([
            `Without multiplying: is ${fText} × ${bText} greater than, less than, or equal to ${gText} × ${bText}?`,
            `Is ${fText} × ${bText} greater than, less than, or equal to ${gText} × ${bText}? Decide without multiplying.`,
            `Two friends multiply ${bText}: one by ${fText}, the other by ${gText}. Is the first result greater than, less than, or equal to the second?`,
            `Two photos ${bText} cm wide are scaled, one by ${fText} and one by ${gText}. Is the first new width greater than, less than, or equal to the second?`,
            `${someone(rng)} compares ${fText} × ${bText} with ${gText} × ${bText} without working them out. Is the first greater than, less than, or equal to the second?`,
          ]),
        },
        answer,
        hints: hints('Both products use the same number; compare the two fractions.', `Is each fraction more or less than 1?`, `${fText} is ${f.gt(1) ? 'more' : 'less'} than 1 and ${gText} is ${g.gt(1) ? 'more' : 'less'} than 1.`),
        explanation: [
          `Both products multiply ${bText}.`,
          // How far apart the two fractions are: a step the child fills in before comparing.
          f.gt(g) ? `${fText} − ${gText} = ${fmtFrac(f.sub(g))}.` : `${gText} − ${fText} = ${fmtFrac(g.sub(f))}.`,
          `${fText} ${f.gt(g) ? '>' : '<'} ${gText}, so ${fText} × ${bText} is ${k2} ${gText} × ${bText}.`, `Check: ${fText} × ${bText} = ${fmtMixed(f.mul(base))} and ${gText} × ${bText} = ${fmtMixed(g.mul(base))}.`,
        ],
        misconceptions: misconceptions(answer, [[k2 === 'greater than' ? 'less than' : 'greater than', 'compared-wrong-way', 'The bigger fraction of the same number gives the bigger product.']]),
      };
    }
    const answer = choiceAnswer(key, OPTIONS);
    return {
      question: {
        text: rng.pick([
          `Without multiplying: is ${fText} × ${bText} greater than, less than, or equal to ${bText}?`,
          `Think about size, not the exact answer: is ${fText} × ${bText} greater than, less than, or equal to ${bText}?`,
          `${someone(rng)} multiplies ${bText} by ${fText}. Is the result greater than, less than, or equal to ${bText}? (No need to work it out.)`,
          `A photo ${bText} cm wide is scaled by ${fText}. Is the new width greater than, less than, or equal to ${bText} cm?`,
          `A model car is ${bText} cm long. A copy is made ${fText} times as long. Is the copy's length greater than, less than, or equal to ${bText} cm?`,
        ]),
      },
      answer,
      hints: hints(`Is ${fText} more than, less than, or equal to 1?`, 'Multiplying by a number greater than 1 makes the product bigger; by a number less than 1, smaller.', `${fText} ${c > 0 ? '>' : c < 0 ? '<' : '='} 1, so…`),
      explanation: [
        // How far the fraction is from 1: a step the child fills in before deciding.
        c > 0 ? `${fText} − 1 = ${fmtFrac(f.sub(rat(1)))}.` : c < 0 ? `1 − ${fText} = ${fmtFrac(rat(1).sub(f))}.` : `${fText} = 1.`,
        `${fText} is ${c > 0 ? 'greater than' : c < 0 ? 'less than' : 'equal to'} 1.`, `So ${fText} × ${bText} is ${key} ${bText}.`, `Check: ${fText} × ${bText} = ${fmtMixed(f.mul(base))}.`,
      ],
      misconceptions: misconceptions(answer, [
        [c < 0 ? 'greater than' : null, 'multiplying-makes-bigger', `Multiplying by a fraction less than 1 gives only part of ${bText}, so it is smaller.`],
        [c === 0 ? 'greater than' : null, 'multiplying-makes-bigger', `${fText} = 1, and multiplying by 1 keeps the number the same.`],
        [c > 0 ? 'less than' : null, 'fractions-make-smaller', `${fText} is more than 1 whole, so the product is bigger.`],
      ]),
    };
  },
};
