import type { Difficulty, GeneratedBody, Rng, SkillGenerator, UnitId } from '../../types.js';
import { fractionBars } from '../../diagrams/build.js';
import { fracAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { mixedWithDen } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';

const DENS = [3, 4, 5, 6, 8, 10, 12];
/** [n, a, b] with n, a ≥ 2 and n × a/b below 1, b from DENS (d2). */
const BELOW_ONE: [number, number, number][] = DENS.flatMap((den) =>
  Array.from({ length: den }, (_, a) => a).flatMap((a) => (a < 2 ? [] : Array.from({ length: den }, (_, n) => n).filter((n) => n >= 2 && n * a < den).map((n): [number, number, number] => [n, a, den]))),
);
const STORIES: { unit: UnitId | null; make: (n: number, f: string) => string; what: string }[] = [
  { unit: 'L', make: (n, f) => `Each runner drinks ${f} liter of water. How much water do ${n} runners drink?`, what: 'liters' },
  { unit: 'mi', make: (n, f) => `Jada walks ${f} mile every day. How far does she walk in ${n} days?`, what: 'miles' },
  { unit: 'cup', make: (n, f) => `A muffin recipe uses ${f} cup of sugar. How much sugar is needed for ${n} batches?`, what: 'cups' },
  { unit: 'yd', make: (n, f) => `Each bow needs ${f} yard of ribbon. How much ribbon do ${n} bows need?`, what: 'yards' },
  { unit: null, make: (n, f) => `Each of ${n} friends eats ${f} of a pizza. How many pizzas do they eat in all?`, what: 'pizzas' },
];

export const nfMultiplyFractionByWhole: SkillGenerator = {
  skillId: 'g4.nf.multiply-fraction-by-whole',
  grade: 4,
  domain: 'nf',
  ccss: ['4.NF.B.4'],
  topic: 'Fractions',
  subtopic: 'Whole number × fraction',
  prereqs: ['g4.nf.add-subtract-like-denominators'],
  estTimeSec: times(20, 90),
  version: '1.4.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    let b = rng.pick(difficulty === 2 ? DENS.slice(1) : DENS);
    let a: number;
    let n: number;
    if (difficulty === 1) {
      a = 1;
      n = rng.int(2, b - 1);
    } else if (difficulty === 2) {
      // Mostly a non-unit fraction whose product stays below 1 (every such one, drawn evenly); else 2 or 3 unit fractions.
      if (rng.bool(0.8)) [n, a, b] = rng.pick(BELOW_ONE);
      else {
        a = 1;
        n = rng.int(2, 3);
      }
    } else {
      a = rng.int(difficulty === 5 ? 2 : 1, b - 1);
      n = rng.int(Math.floor(b / a) + 1, Math.floor(b / a) + 5);
      if (difficulty >= 4 && n > 12) n = 12;
    }
    if (gcdN(a, b) !== 1 && difficulty === 1) a = 1;
    if ((n * a) % b === 0) n = n + 1 === b ? n + 2 : n + 1;
    if ((n * a) % b === 0) n += 1;
    const N = n * a;
    const story = difficulty >= 4 ? rng.pick(STORIES) : null;
    const text = story ? story.make(n, `${a}/${b}`) : calcQuestion(rng, `${n} × ${a}/${b}`);
    const answer = fracAnswer(rat(N, b), 'optional', `${N}/${b}`, story?.unit ?? null);
    return {
      question: { text },
      // n × a/b as n bars of a/b (for the bare products with a few bars).
      ...(!story && n <= 6 ? { diagram: fractionBars(Array.from({ length: n }, () => [b, a, `${a}/${b}`] as [number, number, string])) } : {}),
      answer,
      hints: hints(
        `${n} × ${a}/${b} means ${n} groups of ${a}/${b}.`,
        `That is ${n} × ${a} = ${N} pieces that are each 1/${b}.`,
        N > b ? `Write the number of ${b}ths over ${b}; a fraction above 1 may also be written as a mixed number.` : `Write the number of ${b}ths as a fraction.`,
      ),
      explanation: [
        `${n} × ${a}/${b} = (${n} × ${a})/${b} — multiply only the numerator.`,
        `Numerator: ${n} × ${a} = ${N}.`,
        `${n} × ${a}/${b} = ${N}/${b}${N > b ? ` = ${mixedWithDen(N, b)}` : ''}${story?.unit ? ` ${story.what}` : ''}.`,
        `Check: adding ${a}/${b} ${n} times gives ${N}/${b}.`,
      ],
      misconceptions: misconceptions(answer, [
        [`${N}/${n * b}`, 'multiplied-denominator', `Only the number of pieces is multiplied; the size of each piece (1/${b}) stays the same.`],
        [`${n} ${a}/${b}`, 'added-whole', `${n} × ${a}/${b} means ${n} groups of ${a}/${b}, not ${n} + ${a}/${b}.`],
        [a > 1 ? `${n}/${b}` : null, 'ignored-numerator', `Each group is ${a} pieces, not 1.`],
      ]),
    };
  },
};
