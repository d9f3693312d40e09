import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { decAnswer, fracAnswer, intAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { decPlain } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

export const nfDecimalFractions: SkillGenerator = {
  skillId: 'g4.nf.decimal-fractions',
  grade: 4,
  domain: 'nf',
  ccss: ['4.NF.C.5', '4.NF.C.6'],
  topic: 'Decimals',
  subtopic: 'Tenths & hundredths',
  prereqs: ['g4.nf.equivalent-fractions'],
  estTimeSec: times(15, 60),
  version: '1.1.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    if (difficulty === 1 || difficulty === 2) {
      const den = difficulty === 1 ? 10 : 100;
      let a = difficulty === 1 ? rng.int(1, 39) : rng.bool(0.3) ? rng.int(1, 9) : rng.int(11, 99);
      if (a % 10 === 0) a += 1;
      const v = rat(a, den);
      const answer = decAnswer(v);
      return {
        question: { text: `Write ${a}/${den} as a decimal.` },
        answer,
        hints: hints(
          `${den === 10 ? 'Tenths use one place' : 'Hundredths use two places'} after the decimal point.`,
          `${a}/${den} means ${a} ${den === 10 ? 'tenths' : 'hundredths'}.`,
          den === 100 && a < 10 ? `${a} hundredths: the tenths digit is 0.` : `Write the ${den === 10 ? 'tenths' : 'hundredths'} digit in the last place after the point.`,
        ),
        explanation: [
          `${a}/${den} is ${a} ${den === 10 ? 'tenths' : 'hundredths'}.`,
          `${a}/${den} = ${answer.canonical}.`,
          `Check: ${answer.canonical} is read "${a} ${den === 10 ? 'tenths' : 'hundredths'}"${a >= den / 10 && den === 10 ? '' : ''}.`,
        ],
        misconceptions: misconceptions(answer, [
          [den === 100 && a < 10 ? `0.${a}` : null, 'place-confusion', `0.${a} is ${a} tenths. ${a} hundredths needs a 0 in the tenths place.`],
          [den === 10 ? decPlain(rat(a, 100)) : null, 'tenths-as-hundredths', `${a}/10 is tenths: one place after the point.`],
          [den === 100 && a >= 10 ? decPlain(rat(a, 10)) : null, 'hundredths-as-tenths', `${a}/100 is hundredths: two places after the point.`],
        ]),
      };
    }
    if (difficulty === 3) {
      const hund = rng.bool();
      let a = hund ? rng.int(1, 99) : rng.int(1, 9);
      if (hund && a % 10 === 0) a += 1;
      const den = hund ? 100 : 10;
      const shown = hund ? `0.${String(a).padStart(2, '0')}` : `0.${a}`;
      const answer = fracAnswer(rat(a, den), 'optional', `${a}/${den}`);
      return {
        question: { text: `Write ${shown} as a fraction.` },
        answer,
        hints: hints(
          'The last decimal place tells you the denominator: tenths or hundredths.',
          `${shown} has ${hund ? 'two places: hundredths' : 'one place: tenths'}.`,
          `How many ${hund ? 'hundredths' : 'tenths'} is ${shown}? Write that number over ${den}.`,
        ),
        explanation: [`${shown} = ${a} ${hund ? 'hundredths' : 'tenths'}.`, `${shown} = ${a}/${den}.`, `Check: ${a} ÷ ${den} = ${shown}.`],
        misconceptions: misconceptions(answer, [
          [`${a}/${hund ? 10 : 100}`, 'wrong-denominator', `${shown} is ${hund ? 'hundredths' : 'tenths'}, so the denominator is ${den}.`],
          [hund && a < 10 ? `${a}/10` : null, 'ignored-zero', `The 0 in the tenths place matters: ${shown} is ${a} hundredths.`],
        ]),
      };
    }
    if (difficulty === 4) {
      // Tenths as hundredths or back, the missing number in a drawn box (docs/product/web.md, missing numbers); at least 25 problems.
      const a = rng.int(1, 19);
      if (rng.bool()) {
        const answer = intAnswer(a * 10);
        return {
          question: { text: `${a}/10 = ☐/100. What number goes in the box?` },
          answer,
          hints: hints('1 tenth is the same as 10 hundredths.', `10 × 10 = 100, so multiply the numerator by 10 too.`, `${a} tenths = ${a} × 10 hundredths.`),
          explanation: [`Each tenth is 10 hundredths.`, `${a} × 10 = ${a * 10}, so ${a}/10 = ${a * 10}/100.`, `Check: ${a * 10} ÷ 10 = ${a}.`],
          misconceptions: misconceptions(answer, [
            [a, 'same-numerator', `${a}/100 is much smaller than ${a}/10. Multiply the top by 10 as well.`],
            [a + 90, 'additive', 'Adding 90 to the top and to the bottom does not keep fractions equal. Multiply both by 10.'],
          ]),
        };
      }
      const answer = intAnswer(a);
      return {
        question: { text: `${a * 10}/100 = ☐/10. What number goes in the box?` },
        answer,
        hints: hints('10 hundredths make 1 tenth.', `100 ÷ 10 = 10, so divide the numerator by 10 too.`, `${a * 10} hundredths = ${a * 10} ÷ 10 tenths.`),
        explanation: [`Every 10 hundredths make 1 tenth.`, `${a * 10} ÷ 10 = ${a}, so ${a * 10}/100 = ${a}/10.`, `Check: ${a} × 10 = ${a * 10}.`],
        misconceptions: misconceptions(answer, [
          [a * 10, 'same-numerator', `${a * 10}/10 is much bigger than ${a * 10}/100. Divide the top by 10 as well.`],
          [a * 10 - 90 > 0 ? a * 10 - 90 : null, 'additive', 'Subtracting 90 from the top and the bottom does not keep fractions equal. Divide both by 10.'],
        ]),
      };
    }
    const t = rng.int(1, 8);
    let h = rng.int(11, 99 - t * 10);
    if (h % 10 === 0) h += 1;
    const total = t * 10 + h;
    const answer = decAnswer(rat(total, 100));
    return {
      question: { text: `${t}/10 + ${h}/100 = ? Write your answer as a decimal.` },
      answer,
      hints: hints('Rename the tenths as hundredths.', `${t}/10 = ${t * 10}/100.`, `${t * 10}/100 + ${h}/100 = ?/100 — hundredths use two places after the point.`),
      explanation: [`${t}/10 = ${t * 10}/100.`, `${t * 10}/100 + ${h}/100 = ${total}/100.`, `${total}/100 = ${answer.canonical}.`, `Check: 0.${t} + ${decPlain(rat(h, 100))} = ${answer.canonical}.`],
      misconceptions: misconceptions(answer, [
        [`${t + h}/110`, 'added-tops-and-bottoms', 'Fractions need the same denominator before you add; never add the denominators.'],
        [decPlain(rat(t + h, 100)), 'added-numerators', `${t}/10 is ${t * 10} hundredths, not ${t} hundredths.`],
        [`0.${t}${h}`, 'wrote-side-by-side', 'Writing the numbers side by side does not add them. Rename the tenths as hundredths, then add.'],
      ]),
    };
  },
};
