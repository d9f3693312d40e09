import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { choiceAnswer, intAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const M = '\u2212';

function sameForm(expression: string): AnswerSpec {
  return { format: 'expression-same-form', expression, canonical: expression };
}

const CHOICE_OPTIONS: Record<string, string[]> = {
  A: ['a', 'expression a', 'first', 'the first one'],
  B: ['b', 'expression b', 'second', 'the second one'],
  same: ['equal', 'they are equal', 'the same', 'neither'],
};

export const oaWriteInterpretExpressions: SkillGenerator = {
  skillId: 'g5.oa.write-interpret-expressions',
  grade: 5,
  domain: 'oa',
  ccss: ['5.OA.A.2'],
  topic: 'Order of operations',
  subtopic: 'Words ↔ expressions',
  prereqs: ['g5.oa.grouping-symbols'],
  estTimeSec: times(20, 90),
  version: '1.1.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const who = someone(rng);
    const plus = rng.bool();
    let a = rng.int(12, 49), b = rng.int(5, 39);
    if (!plus && a <= b) [a, b] = [b + 10, a];
    const inner = `${a} ${plus ? '+' : M} ${b}`;
    const innerV = plus ? a + b : a - b;
    if (difficulty === 1) {
      const k = rng.int(2, 9);
      const front = rng.bool();
      const big = front ? `${k} × (${inner})` : `(${inner}) × ${k}`;
      const answer = intAnswer(k);
      return {
        question: {
          text: rng.pick([
            `Without calculating: ${big} is how many times as large as ${inner}?`,
            `How many times as large as ${inner} is ${big}? Answer without calculating.`,
            `${who} says ${big} is some number of times as large as ${inner}. How many times? (No need to calculate.)`,
            `Compare ${big} with ${inner} without working them out. The first is how many times as large as the second?`,
            `Look at ${big} and ${inner}. Without working out either value, how many times as large is the first?`,
          ]),
        },
        answer,
        hints: hints(
          `Look at what is inside the brackets: ${inner}.`,
          `${big} means ${k} groups of (${inner}).`,
          'How many groups of the bracket are there?',
        ),
        explanation: [
          `${big} is ${inner} multiplied by ${k}.`,
          // The count of groups is the answer, filled in by the child as the last step.
          `Number of groups of the bracket: ${k}.`,
          `Check: ${inner} = ${innerV}, and ${k} × ${innerV} = ${fmtInt(k * innerV)}, which is ${k} times ${innerV}.`,
        ],
        misconceptions: misconceptions(answer, [
          [k * innerV, 'calculated-value', 'The question asks how many times as large, not the value of the expression.'],
          [innerV, 'bracket-value', `${innerV} is the value of ${inner}. Look at the factor outside the brackets.`],
        ]),
      };
    }
    if (difficulty === 2 || difficulty === 3) {
      const k = rng.int(2, 9);
      let m = rng.int(2, 9);
      if (k === m) m = k === 9 ? 8 : k + 1;
      const A = `${k} × (${inner})`, B = `${m} × (${inner})`;
      if (difficulty === 2) {
        const key = k > m ? 'A' : 'B';
        const answer = choiceAnswer(key, CHOICE_OPTIONS);
        return {
          question: {
            text: rng.pick([
              `Without calculating, which is greater? A = ${A} or B = ${B}. Answer A or B.`,
              `Which expression has the greater value, A = ${A} or B = ${B}? Answer A or B without calculating.`,
              `${who} compares A = ${A} and B = ${B} without working them out. Which is greater? Answer A or B.`,
              `A = ${A} and B = ${B}. Which is greater? Answer A or B (no calculating needed).`,
              `Look at A = ${A} and B = ${B}. Without calculating, which one is greater? Answer A or B.`,
            ]),
          },
          answer,
          hints: hints(
            `Both expressions contain the same bracket: (${inner}).`,
            `A is ${k} groups of it and B is ${m} groups of it.`,
            `Which has more groups of (${inner}), ${k} or ${m}?`,
          ),
          explanation: [
            `A = ${k} × (${inner}) and B = ${m} × (${inner}) multiply the same number.`,
            // The two counts of groups are steps to fill in before choosing.
            `Groups of the bracket in A: ${k}.`,
            `Groups of the bracket in B: ${m}.`,
            `${Math.max(k, m)} groups are more than ${Math.min(k, m)} groups, so ${key} is greater.`,
            `Check: ${inner} = ${innerV}; A = ${fmtInt(k * innerV)} and B = ${fmtInt(m * innerV)}.`,
          ],
          misconceptions: misconceptions(answer, [
            [key === 'A' ? 'B' : 'A', 'chose-smaller', 'Count the groups of the bracket: more groups make a greater value.'],
            ['same', 'same-bracket-same-value', `The brackets match, but the numbers of groups (${k} and ${m}) do not.`],
          ]),
        };
      }
      const lo = rng.int(2, 7), hi = rng.int(lo + 2, 9);
      const Ahi = `${hi} × (${inner})`, Alo = `${lo} × (${inner})`;
      const ans = (hi - lo) * innerV;
      const answer = intAnswer(ans);
      return {
        question: {
          text: rng.pick([
            `${Ahi} is larger than ${Alo}. By how much is it larger?`,
            `How much larger is ${Ahi} than ${Alo}?`,
            `${who} works out ${Ahi} and ${Alo}. What is the difference between them?`,
            `Find the difference between ${Ahi} and ${Alo}.`,
            `By how much is ${Ahi} greater than ${Alo}?`,
          ]),
        },
        answer,
        hints: hints(
          `Both have the same bracket (${inner}); one has ${hi} groups of it, the other ${lo}.`,
          `The difference is ${hi} − ${lo} = ${hi - lo} groups of (${inner}), each worth the value of the bracket.`,
          `${inner} = ${innerV}. Now work out ${hi - lo} × ${innerV}.`,
        ),
        explanation: [
          `${hi} groups minus ${lo} groups leaves ${hi - lo} groups of (${inner}).`,
          `(${inner}) = ${innerV}, so the difference is ${hi - lo} × ${innerV} = ${fmtInt(ans)}.`,
          `Check: ${fmtInt(hi * innerV)} − ${fmtInt(lo * innerV)} = ${fmtInt(ans)}.`,
        ],
        misconceptions: misconceptions(answer, [
          [hi - lo, 'gave-groups', `${hi - lo} is how many more groups. Each group is worth ${innerV}.`],
          [hi * innerV, 'larger-value', `That is the value of ${Ahi}. Subtract the value of ${Alo}.`],
        ]),
      };
    }
    // d4 / d5: write the expression
    const k = rng.int(2, 9);
    const variant = rng.int(0, 2);
    let words: string, expr: string, noBr: string, value: Rational, noBrValue: Rational, reversed: string | null = null;
    let step1: string, rest: string;
    /** The first step's calculation and its value: a step the child fills in (the answer itself is an expression). */
    let bracket: [string, number];
    if (variant === 0) {
      // divide
      const q = rng.int(2, 12);
      const total = q * k;
      const bb = rng.int(2, Math.max(2, total - 2));
      const aa = total - bb;
      if (plus || aa <= bb) {
        words = `add ${aa} and ${bb}, then divide the result by ${k}`;
        expr = `(${aa} + ${bb}) ÷ ${k}`; noBr = `${aa} + ${bb} ÷ ${k}`;
        noBrValue = rat(aa).add(rat(bb, k)); step1 = `"Add ${aa} and ${bb}" is (${aa} + ${bb}).`; rest = `Then ÷ ${k}`;
        bracket = [`${aa} + ${bb}`, total];
      } else {
        const big2 = total + bb;
        words = `subtract ${bb} from ${big2}, then divide the result by ${k}`;
        expr = `(${big2} ${M} ${bb}) ÷ ${k}`; noBr = `${big2} ${M} ${bb} ÷ ${k}`;
        noBrValue = rat(big2).sub(rat(bb, k)); step1 = `"Subtract ${bb} from ${big2}" is (${big2} ${M} ${bb}).`; rest = `Then ÷ ${k}`;
        reversed = `(${bb} ${M} ${big2}) ÷ ${k}`;
        bracket = [`${big2} ${M} ${bb}`, total];
      }
      value = rat(q);
    } else if (variant === 1) {
      words = `${plus ? `add ${a} and ${b}` : `subtract ${b} from ${a}`}, then multiply the result by ${k}`;
      expr = `(${inner}) × ${k}`; noBr = `${inner} × ${k}`;
      value = rat(innerV * k); noBrValue = plus ? rat(a + b * k) : rat(a - b * k);
      step1 = `"${plus ? `Add ${a} and ${b}` : `Subtract ${b} from ${a}`}" is (${inner}).`; rest = `Then × ${k}`;
      if (!plus) reversed = `(${b} ${M} ${a}) × ${k}`;
      bracket = [inner, innerV];
    } else {
      words = `multiply ${k} by the sum of ${a} and ${b}`;
      expr = `${k} × (${a} + ${b})`; noBr = `${k} × ${a} + ${b}`;
      value = rat(k * (a + b)); noBrValue = rat(k * a + b);
      step1 = `"The sum of ${a} and ${b}" is (${a} + ${b}).`; rest = `Then multiply it by ${k}`;
      bracket = [`${a} + ${b}`, a + b];
    }
    let third = '';
    if (difficulty === 5) {
      const c = rng.int(2, 20);
      const add = rng.bool() || value.lt(c + 1);
      words += `, then ${add ? `add ${c}` : `subtract ${c}`}`;
      expr = `${expr} ${add ? '+' : M} ${c}`;
      noBr = `${noBr} ${add ? '+' : M} ${c}`;
      if (reversed) reversed = `${reversed} ${add ? '+' : M} ${c}`;
      value = add ? value.add(c) : value.sub(c);
      noBrValue = add ? noBrValue.add(c) : noBrValue.sub(c);
      third = `, and then ${add ? '+' : M} ${c} at the end`;
    }
    const answer = sameForm(expr);
    const valueText = value.isInteger() ? fmtInt(value.num) : value.toString();
    return {
      question: {
        text: rng.pick([
          `Write an expression (do not work it out): ${words}.`,
          `Write this as an expression, without working it out: ${words}.`,
          `${who} wants to ${words}. Write an expression for it (do not work it out).`,
        ]),
      },
      answer,
      hints: hints(
        'The first step in the words goes inside brackets.',
        step1,
        `${rest}${third}.`,
      ),
      explanation: [
        `${step1} That step is done first, so it goes in brackets.`,
        `Inside the brackets: ${bracket[0]} = ${fmtInt(bracket[1])}.`,
        `Following the words in order gives ${expr}.`,
        `Check: ${expr} has the value ${valueText}, the same as doing the steps one by one; without the brackets, ${noBr} would be ${noBrValue.isInteger() ? fmtInt(noBrValue.num) : noBrValue.toString()}.`,
      ],
      misconceptions: misconceptions(answer, [
        [!noBrValue.eq(value) ? noBr : null, 'missing-brackets', 'Without brackets the operations happen in a different order. Put the first step in brackets.'],
        [reversed, 'reversed-subtraction', '"Subtract b from a" means a − b: start with the number you subtract from.'],
        [valueText.replace(M, '-'), 'typed-value', 'Write the expression, not its value.'],
      ]),
    };
  },
};
