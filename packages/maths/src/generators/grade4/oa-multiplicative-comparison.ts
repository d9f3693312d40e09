import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { intAnswer } from '../shared/answers.js';
import { plainInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

const PEOPLE = ['Sam', 'Mia', 'Leo', 'Ava', 'Noah', 'Zoe', 'Eli', 'Maya', 'Omar', 'Lena', 'Ben', 'Ruby'];
const THINGS = ['stickers', 'marbles', 'cards', 'stamps', 'shells', 'beads', 'books', 'coins'];

function twoNames(rng: Rng): [string, string] {
  const [a, b] = rng.shuffle(PEOPLE);
  return [a!, b!];
}

export const oaMultiplicativeComparison: SkillGenerator = {
  skillId: 'g4.oa.multiplicative-comparison',
  grade: 4,
  domain: 'oa',
  ccss: ['4.OA.A.1', '4.OA.A.2'],
  topic: 'Multiplying & dividing',
  subtopic: '"Times as many" problems',
  prereqs: [],
  estTimeSec: times(25, 90),
  version: '1.1.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const [small, big] = twoNames(rng);
    const thing = rng.pick(THINGS);
    if (difficulty <= 2) {
      const k = difficulty === 1 ? rng.int(2, 5) : rng.int(3, 10);
      const s = difficulty === 1 ? rng.int(2, 5) : rng.int(3, 10);
      const ans = k * s;
      const answer = intAnswer(ans);
      return {
        question: { text: `${small} has ${s} ${thing}. ${big} has ${k} times as many ${thing} as ${small}. How many ${thing} does ${big} have?` },
        answer,
        hints: hints(
          `"${k} times as many" means ${k} groups the size of ${small}'s amount.`,
          `${small} has ${s}, so ${big} has ${k} groups of ${s}.`,
          `Work out ${k} × ${s}.`,
        ),
        explanation: [
          `${big} has ${k} times as many as ${small}: ${k} × ${s}.`,
          `${k} × ${s} = ${ans}.`,
          `Check: ${ans} ÷ ${k} = ${s}, which is ${small}'s amount.`,
        ],
        misconceptions: misconceptions(answer, [
          [s + k, 'times-as-more', `"${k} times as many" is not "${k} more". Multiply: ${k} groups of ${s}.`],
          [s, 'gave-given-amount', `That is ${small}'s amount. ${big} has ${k} times as many.`],
        ]),
      };
    }
    if (difficulty === 3) {
      const k = rng.int(2, 9);
      const s = rng.int(2, Math.floor(100 / k));
      const b = k * s;
      const answer = intAnswer(s);
      return {
        question: { text: `${big} has ${b} ${thing}. That is ${k} times as many ${thing} as ${small} has. How many ${thing} does ${small} have?` },
        answer,
        hints: hints(
          `${big}'s ${b} ${thing} are ${k} equal groups, each the size of ${small}'s amount.`,
          `So ${k} × ? = ${b}.`,
          `Divide ${b} by ${k}.`,
        ),
        explanation: [
          `${b} is ${k} times ${small}'s amount, so ${small}'s amount is ${b} ÷ ${k}.`,
          `${b} ÷ ${k} = ${s}.`,
          `Check: ${k} × ${s} = ${b}.`,
        ],
        misconceptions: misconceptions(answer, [
          [b * k, 'multiplied-instead', `${small} has fewer ${thing}, so the answer must be less than ${b}. Divide ${b} by ${k}.`],
          [b - k, 'subtracted-instead', `"${k} times as many" is about groups, not taking away ${k}. Divide ${b} by ${k}.`],
        ]),
      };
    }
    if (difficulty === 4) {
      const k = rng.int(3, 9);
      const s = rng.int(3, 12);
      const b = k * s;
      const answer = intAnswer(k);
      return {
        question: { text: `${big} has ${b} ${thing}. ${small} has ${s} ${thing}. How many times as many ${thing} as ${small} does ${big} have?` },
        answer,
        hints: hints(
          `Ask: how many groups of ${s} make ${b}?`,
          `? × ${s} = ${b}.`,
          `Divide ${b} by ${s}.`,
        ),
        explanation: [
          `"How many times as many" asks how many groups of ${s} fit into ${b}.`,
          `${b} ÷ ${s} = ${k}.`,
          `Check: ${k} × ${s} = ${b}.`,
        ],
        misconceptions: misconceptions(answer, [
          [b - s, 'found-difference', `${b} − ${s} is how many more, not how many times as many. Divide instead.`],
          [b * s, 'multiplied', `Multiplying makes a much bigger number. Find how many ${s}s make ${b}.`],
        ]),
      };
    }
    // d5: k times as long, and the difference is given
    const k = rng.int(3, 9);
    const s = rng.int(3, 12);
    const diff = (k - 1) * s;
    const answer = rng.bool() ? intAnswer(s, 'cm') : intAnswer(s);
    const ribbon = answer.unit === 'cm';
    const text = ribbon
      ? `A red ribbon is ${k} times as long as a blue ribbon. The red ribbon is ${diff} cm longer than the blue one. How long is the blue ribbon?`
      : `${big} has ${k} times as many ${thing} as ${small}. ${big} has ${diff} more ${thing} than ${small}. How many ${thing} does ${small} have?`;
    const smallName = ribbon ? 'the blue ribbon' : `${small}'s amount`;
    const bigName = ribbon ? 'the red ribbon' : `${big}'s amount`;
    const near = Rational.of(diff, k).round(0).num;
    return {
      question: { text },
      answer,
      estTimeSec: 90,
      hints: hints(
        `Draw one bar for ${smallName}; ${bigName} is ${k} of those bars.`,
        // "k bars minus 1 bar", not the number k − 1: it can be the answer itself (9 times as long, a bar of 8).
        `So the difference of ${diff} is ${k} bars minus 1 bar.`,
        `${k - 1} × ? = ${diff}.`,
      ),
      explanation: [
        `${bigName} is ${k} bars and ${smallName} is 1 bar, so the difference is ${k} bars minus 1 bar.`,
        `${k - 1} bars = ${diff}, so 1 bar = ${diff} ÷ ${k - 1} = ${s}.`,
        `Check: ${k} × ${s} = ${k * s}, and ${k * s} − ${s} = ${diff}.`,
      ],
      misconceptions: misconceptions(answer, [
        [k * s, 'found-larger', `That is ${bigName}. The question asks for ${smallName}.`],
        [plainInt(near), 'divided-by-k', `${diff} ÷ ${k} forgets that ${smallName} is one of the ${k} bars: the difference is only ${k - 1} bars.`],
        [diff, 'gave-difference', `${diff} is the difference, which is ${k - 1} bars, not one bar.`],
      ]),
    };
  },
};
