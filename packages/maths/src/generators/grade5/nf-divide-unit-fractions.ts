import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { fracAnswer, intAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion, someone } from '../shared/wording.js';

export const nfDivideUnitFractions: SkillGenerator = {
  skillId: 'g5.nf.divide-unit-fractions',
  grade: 5,
  domain: 'nf',
  ccss: ['5.NF.B.7'],
  topic: 'Fractions',
  subtopic: 'Divide with unit fractions',
  prereqs: ['g5.nf.fraction-as-division'],
  estTimeSec: times(20, 75),
  version: '1.1.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const b = rng.int(2, difficulty === 5 ? 8 : 6);
    const n = difficulty === 5 ? rng.int(6, 12) : rng.int(2, 6);
    const unitByWhole = difficulty === 1 || difficulty === 3 || (difficulty === 5 && rng.bool(0.3));
    if (unitByWhole) {
      const answer = fracAnswer(rat(1, b * n), 'required', undefined, difficulty === 3 ? 'lb' : null);
      const who = someone(rng);
      const text =
        difficulty === 1
          ? calcQuestion(rng, `1/${b} ÷ ${n}`)
          : rng.pick([
              `${n} friends share 1/${b} pound of trail mix equally. How many pounds does each friend get?`,
              `${who} splits 1/${b} pound of clay into ${n} equal balls. How many pounds is each ball?`,
              `1/${b} pound of birdseed is shared equally among ${n} feeders. How many pounds go in each feeder?`,
              `A baker divides 1/${b} pound of butter equally into ${n} bowls. How many pounds of butter are in each bowl?`,
              `${n} hamsters share 1/${b} pound of seeds equally. How many pounds does each hamster get?`,
            ]);
      return {
        question: { text },
        answer,
        hints: hints(`Split 1/${b} into ${n} equal parts.`, `Each whole would then be cut into ${b} × ${n} pieces.`, `1/${b} ÷ ${n} = 1/(${b} × ${n}).`),
        explanation: [`Cutting each 1/${b} into ${n} equal parts makes ${b * n} parts in a whole.`, `So 1/${b} ÷ ${n} = 1/${b * n}.`, `Check: ${n} × 1/${b * n} = ${n}/${b * n} = 1/${b}.`],
        misconceptions: misconceptions(answer, [
          [`${n}/${b}`, 'multiplied-instead', `Sharing makes each part smaller: divide, don't multiply.`],
          [`${b}/${n}`, 'flipped', `Each share is a piece of 1/${b}, so it must be smaller than 1/${b}.`],
          [String(b * n), 'whole-number', `Each share is a small part of a pound: 1 out of ${b * n} equal parts.`],
        ]),
      };
    }
    const ans = n * b;
    const answer = intAnswer(ans);
    const who = someone(rng);
    const text =
      difficulty === 2
        ? calcQuestion(rng, `${n} ÷ 1/${b}`)
        : rng.pick([
            `How many 1/${b}-cup servings are in ${n} cups of yogurt?`,
            `${who} has ${n} cups of rice and a 1/${b}-cup scoop. How many scoops of rice is that?`,
            `A jug holds ${n} cups of juice. How many 1/${b}-cup glasses can be filled from it?`,
            `${n} cups of flour are split into bags of 1/${b} cup each. How many bags are there?`,
            `A recipe uses 1/${b} cup of oats for each muffin. How many muffins use up ${n} cups of oats?`,
          ]);
    return {
      question: { text },
      answer,
      hints: hints(`How many 1/${b}s are in 1 whole?`, `There are ${b} pieces of size 1/${b} in every whole.`, `${n} wholes × ${b} = ?`),
      explanation: [`Each whole holds ${b} pieces of 1/${b}.`, `${n} × ${b} = ${ans}, so ${n} ÷ 1/${b} = ${ans}.`, `Check: ${ans} × 1/${b} = ${ans}/${b} = ${n}.`],
      misconceptions: misconceptions(answer, [
        [`${n}/${b}`, 'multiplied-instead', `Dividing by 1/${b} asks how many 1/${b}s fit in ${n}; that is more than ${n}.`],
        [`1/${ans}`, 'inverted', `There are many servings: the answer is a whole number bigger than ${n}.`],
      ]),
    };
  },
};
