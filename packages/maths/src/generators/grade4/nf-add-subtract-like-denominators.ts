import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { fractionBars } from '../../diagrams/build.js';
import { fracAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { mixedWithDen } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';

const DENS = [3, 4, 5, 6, 8, 10, 12];

export const nfAddSubtractLikeDenominators: SkillGenerator = {
  skillId: 'g4.nf.add-subtract-like-denominators',
  grade: 4,
  domain: 'nf',
  ccss: ['4.NF.B.3'],
  topic: 'Fractions',
  subtopic: 'Add & subtract (same denominator)',
  prereqs: ['g4.nf.equivalent-fractions'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const b = rng.pick(DENS);
    if (difficulty <= 3) {
      let a: number, c: number;
      const add = difficulty !== 2;
      if (difficulty === 1) {
        a = rng.int(1, b - 2);
        c = rng.int(1, b - 1 - a);
      } else if (difficulty === 2) {
        a = rng.int(2, b - 1);
        c = rng.int(1, a - 1);
      } else {
        a = rng.int(2, b - 1);
        c = rng.int(Math.max(b - a + 1, 1), b - 1);
        if ((a + c) % b === 0) c = c === b - 1 ? c - 1 : c + 1;
        if (a + c <= b) c = b - a + 1;
      }
      const n = add ? a + c : a - c;
      const op = add ? '+' : '−';
      const answer = fracAnswer(rat(n, b), 'optional', `${n}/${b}`);
      return {
        question: { text: calcQuestion(rng, `${a}/${b} ${op} ${c}/${b}`) },
        // Both fractions as bars cut into the same parts (the sum or difference is left to find).
        ...(b <= 24 ? { diagram: fractionBars([[b, a, `${a}/${b}`], [b, c, `${c}/${b}`]]) } : {}),
        answer,
        hints: hints(
          `The denominators are the same, so the pieces are all ${b}ths.`,
          `${add ? 'Add' : 'Subtract'} the numerators: ${a} ${op} ${c}. Keep the denominator ${b}.`,
          `${a} ${b}ths ${op} ${c} ${b}ths = ? ${b}ths.`,
        ),
        explanation: [
          `Both fractions count ${b}ths.`,
          `Numerators: ${a} ${op} ${c} = ${n}.`,
          `${a}/${b} ${op} ${c}/${b} = ${n}/${b}${n > b ? ` = ${mixedWithDen(n, b)}` : ''}.`,
          add ? `Check: ${n}/${b} − ${c}/${b} = ${a}/${b}.` : `Check: ${n}/${b} + ${c}/${b} = ${a}/${b}.`,
        ],
        misconceptions: misconceptions(answer, [
          [add ? `${a + c}/${2 * b}` : null, 'added-denominators', `The denominator names the size of the pieces; it stays ${b}.`],
          [!add ? `${a - c}/0` : null, 'subtracted-denominators', `The denominator stays ${b}; only the numerators are subtracted.`],
          [`${add ? Math.abs(a - c) : a + c}/${b}`, 'wrong-operation', `Check the sign: this is ${add ? 'addition' : 'subtraction'}.`],
        ]),
      };
    }
    // mixed numbers
    const W1 = rng.int(2, 6);
    const W2 = rng.int(1, W1 - 1);
    let f1: number, f2: number;
    let add = difficulty === 4 && rng.bool();
    if (difficulty === 4) {
      if (add) {
        f1 = rng.int(1, b - 2);
        f2 = rng.int(1, b - 1 - f1);
      } else {
        f1 = rng.int(2, b - 1);
        f2 = rng.int(1, f1 - 1);
      }
    } else {
      add = false;
      f1 = rng.int(1, b - 2);
      f2 = rng.int(f1 + 1, b - 1);
    }
    const total = add ? (W1 * b + f1) + (W2 * b + f2) : (W1 * b + f1) - (W2 * b + f2);
    const op = add ? '+' : '−';
    const canonical = mixedWithDen(total, b);
    const answer = fracAnswer(rat(total, b), 'optional', canonical);
    const regroup = !add && f1 < f2;
    const wholes = regroup ? W1 - 1 - W2 : add ? W1 + W2 : W1 - W2;
    const parts = regroup ? f1 + b - f2 : add ? f1 + f2 : f1 - f2;
    return {
      question: { text: calcQuestion(rng, `${W1} ${f1}/${b} ${op} ${W2} ${f2}/${b}`) },
      answer,
      hints: regroup
        ? hints(
            `You can't take ${f2}/${b} from ${f1}/${b} — trade 1 whole for ${b}/${b}.`,
            `${W1} ${f1}/${b} = ${W1 - 1} ${f1 + b}/${b}.`,
            `Now do ${W1 - 1} ${f1 + b}/${b} − ${W2} ${f2}/${b}: wholes, then ${b}ths.`,
          )
        : hints(
            `Work with the whole numbers and the ${b}ths separately.`,
            `Wholes: ${W1} ${op} ${W2} = ${add ? W1 + W2 : W1 - W2}.`,
            `${b}ths: ${f1}/${b} ${op} ${f2}/${b}. Put the two parts together.`,
          ),
      explanation: [
        ...(regroup ? [`Trade 1 whole for ${b}/${b}: ${W1} ${f1}/${b} = ${W1 - 1} ${f1 + b}/${b}.`] : []),
        // Wholes and parts are found apart; when no whole is left the parts are the answer, so they come last.
        `Wholes: ${regroup ? `${W1 - 1} − ${W2}` : `${W1} ${op} ${W2}`} = ${wholes}.`,
        `${b}ths: ${regroup ? `${f1 + b}/${b} − ${f2}/${b}` : `${f1}/${b} ${op} ${f2}/${b}`} = ${parts}/${b}.`,
        ...(wholes > 0 ? [`Together: ${wholes} + ${parts}/${b} = ${canonical}.`] : []),
        add ? `Check: ${canonical} − ${W2} ${f2}/${b} = ${W1} ${f1}/${b}.` : `Check: ${canonical} + ${W2} ${f2}/${b} = ${W1} ${f1}/${b}.`,
      ],
      misconceptions: misconceptions(answer, [
        [regroup ? `${W1 - W2} ${f2 - f1}/${b}` : null, 'smaller-from-larger', `You took ${f1}/${b} from ${f2}/${b}. Trade a whole for ${b}/${b} first.`],
        [regroup ? `${W1 - W2} ${f1 + b - f2}/${b}` : null, 'regroup-no-decrement', `When you trade 1 whole for ${b}/${b}, the whole number goes down by 1.`],
        [add ? `${W1 + W2} ${f1 + f2}/${2 * b}` : null, 'added-denominators', `The denominator names the size of the pieces; it stays ${b}.`],
      ]),
    };
  },
};
