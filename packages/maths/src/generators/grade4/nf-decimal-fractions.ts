import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { decAnswer, fracAnswer, intAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { decPlain } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion, someone } from '../shared/wording.js';

export const nfDecimalFractions: SkillGenerator = {
  skillId: 'g4.nf.decimal-fractions',
  grade: 4,
  domain: 'nf',
  ccss: ['4.NF.C.5', '4.NF.C.6'],
  topic: 'Decimals',
  subtopic: 'Tenths & hundredths',
  prereqs: ['g4.nf.equivalent-fractions'],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const who = someone(rng);
    if (difficulty === 1 || difficulty === 2) {
      const den = difficulty === 1 ? 10 : 100;
      let a = difficulty === 1 ? rng.int(1, 39) : rng.bool(0.3) ? rng.int(1, 9) : rng.int(11, 99);
      if (a % 10 === 0) a += 1;
      const v = rat(a, den);
      const answer = decAnswer(v);
      return {
        question: {
          text: rng.pick([
            `Write ${a}/${den} as a decimal.`,
            `What is ${a}/${den} written as a decimal?`,
            `Change ${a}/${den} into a decimal.`,
            `A ribbon is ${a}/${den} m long. Write its length as a decimal.`,
            `${who} ran ${a}/${den} of a mile. Write that distance as a decimal.`,
          ]),
        },
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
        question: {
          text: rng.pick([
            `Write ${shown} as a fraction.`,
            `What fraction is the same as ${shown}?`,
            `Change ${shown} into a fraction.`,
            `A bottle holds ${shown} L of juice. Write that amount as a fraction of a liter.`,
            `${who} walked ${shown} of a mile. Write ${shown} as a fraction.`,
          ]),
        },
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
          question: {
            text: rng.pick([
              `${a}/10 = ☐/100. What number goes in the box?`,
              `Fill in the box: ${a}/10 = ☐/100.`,
              `What number makes this true? ${a}/10 = ☐/100`,
              `${who} writes ${a}/10 = ☐/100. What number goes in the box?`,
              `${a} tenths is the same as how many hundredths? ${a}/10 = ☐/100`,
            ]),
          },
          answer,
          // The hints and steps say "ten" in words: "1 tenth is 10 hundredths" would state the answer for 1/10.
          hints: hints('One tenth is the same as ten hundredths.', 'The denominator goes from 10 to 100, ten times as big: do the same to the numerator.', `${a} tenths = ${a} × 10 hundredths.`),
          explanation: [`Each tenth is ten hundredths, so the numerator is multiplied by ten too.`, `Numerator: ${a} × 10 = ${a * 10}.`, `Check: ${a * 10}/100 = ${a}/10 because ${a * 10} ÷ 10 = ${a}.`],
          misconceptions: misconceptions(answer, [
            [a, 'same-numerator', `${a}/100 is much smaller than ${a}/10. Multiply the top by 10 as well.`],
            [a + 90, 'additive', 'Adding 90 to the top and to the bottom does not keep fractions equal. Multiply both by 10.'],
          ]),
        };
      }
      const answer = intAnswer(a);
      return {
        question: {
          text: rng.pick([
            `${a * 10}/100 = ☐/10. What number goes in the box?`,
            `Fill in the box: ${a * 10}/100 = ☐/10.`,
            `What number makes this true? ${a * 10}/100 = ☐/10`,
            `${who} writes ${a * 10}/100 = ☐/10. What number goes in the box?`,
            `${a * 10} hundredths is the same as how many tenths? ${a * 10}/100 = ☐/10`,
          ]),
        },
        answer,
        hints: hints('Ten hundredths make one tenth.', 'The denominator goes from 100 to 10, ten times smaller: do the same to the numerator.', `${a * 10} hundredths = ${a * 10} ÷ 10 tenths.`),
        explanation: [`Every ten hundredths make one tenth, so the numerator is divided by ten too.`, `Numerator: ${a * 10} ÷ 10 = ${a}.`, `Check: ${a}/10 = ${a * 10}/100 because ${a} × 10 = ${a * 10}.`],
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
      question: { text: calcQuestion(rng, `${t}/10 + ${h}/100`, 'Write your answer as a decimal.') },
      answer,
      hints: hints('Rename the tenths as hundredths.', `${t}/10 = ${t * 10}/100.`, `${t * 10}/100 + ${h}/100 = ?/100 — hundredths use two places after the point.`),
      explanation: [`${t}/10 = ${t * 10}/100.`, `Hundredths: ${t * 10} + ${h} = ${total}.`, `${total}/100 = ${answer.canonical}.`, `Check: 0.${t} + ${decPlain(rat(h, 100))} = ${answer.canonical}.`],
      misconceptions: misconceptions(answer, [
        [`${t + h}/110`, 'added-tops-and-bottoms', 'Fractions need the same denominator before you add; never add the denominators.'],
        [decPlain(rat(t + h, 100)), 'added-numerators', `${t}/10 is ${t * 10} hundredths, not ${t} hundredths.`],
        [`0.${t}${h}`, 'wrote-side-by-side', 'Writing the numbers side by side does not add them. Rename the tenths as hundredths, then add.'],
      ]),
    };
  },
};
