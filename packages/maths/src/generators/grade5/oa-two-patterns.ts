import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { axisFor } from '../../diagrams/build.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const ORD = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];

export const oaTwoPatterns: SkillGenerator = {
  skillId: 'g5.oa.two-patterns',
  grade: 5,
  domain: 'oa',
  ccss: ['5.OA.B.3'],
  topic: 'Patterns',
  subtopic: 'Two patterns side by side',
  prereqs: ['g4.oa.number-patterns'],
  estTimeSec: times(30, 120),
  version: '1.3.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    // d3 asks only how the two rules compare, so its first rule may add up to 10.
    const p = difficulty === 3 ? rng.int(2, 10) : rng.int(2, 6);
    const k = rng.int(2, 5);
    const q = p * k;
    /** The two rules in one of five wordings (drawn when the question is written, after the numbers). */
    const rulesText = (): string =>
      rng.pick([
        `Pattern A starts at 0 and adds ${p}. Pattern B starts at 0 and adds ${q}.`,
        `Two patterns start at 0. Pattern A adds ${p} each time and pattern B adds ${q} each time.`,
        `${someone(rng)} makes two patterns from 0: pattern A goes up by ${p} and pattern B goes up by ${q}.`,
        `Pattern A: start at 0, add ${p}. Pattern B: start at 0, add ${q}.`,
        `Both patterns begin at 0. The rule for pattern A is "add ${p}" and the rule for pattern B is "add ${q}".`,
      ]);
    const listA = (n: number) => Array.from({ length: n }, (_, i) => i * p).join(', ');
    if (difficulty <= 3) {
      const i = rng.int(3, 7); // term index (0-based steps)
      const A = i * p;
      const B = i * q;
      let text: string, ans: number, h2: string, h3: string;
      if (difficulty === 1) {
        text = `${rulesText()} When A is ${A}, what is the matching term in B?`;
        ans = B;
        h2 = `A: ${listA(i + 1)} — ${A} is A's ${ORD[i + 1]} term.`;
        h3 = `Find B's ${ORD[i + 1]} term: 0, ${q}, ${2 * q}, … for ${i + 1} terms.`;
      } else if (difficulty === 2) {
        text = `${rulesText()} When B is ${B}, what is the matching term in A?`;
        ans = A;
        // Not B's list: its terms can be A's answer (B: 0, 10, 20 when A's term is 20).
        h2 = `B counts up in ${q}s from 0: how many steps does it take to reach ${B}?`;
        h3 = `Take that many steps of ${p} in pattern A, starting at 0.`;
      } else {
        text = `${rulesText()} Each term in B is how many times the matching term in A?`;
        ans = k;
        h2 = `Pair them up: (${p}, ${q}), (${2 * p}, ${2 * q}), (${3 * p}, ${3 * q}).`;
        h3 = `${q} ÷ ${p} = ?`;
      }
      const answer = intAnswer(ans);
      // The first three pairs (A, B) as points: the asked term is further along.
      const pairs: [number, number][] = [0, 1, 2].map((j) => [j * p, j * q]);
      return {
        question: { text },
        diagram: { kind: 'function-graph', title: 'Pairs (A, B)', x: axisFor([0, 2 * p], { minStep: 1, label: 'A' }), y: axisFor([0, 2 * q], { minStep: 1, label: 'B' }), series: [{ label: 'First three pairs', points: pairs, connect: false }] },
        answer,
        hints: hints('Write the two patterns in two rows and line up the matching terms.', h2, h3),
        // Counting the steps from 0 is the step to fill in; the matching term (or the ratio) comes last.
        explanation:
          difficulty === 1
            ? [`Steps from 0 to ${A} in A: ${A} ÷ ${p} = ${i}.`, `B after ${i} steps: ${i} × ${q} = ${B}.`, `Check: ${A} × ${k} = ${B}.`]
            : difficulty === 2
              ? [`Steps from 0 to ${B} in B: ${B} ÷ ${q} = ${i}.`, `A after ${i} steps: ${i} × ${p} = ${A}.`, `Check: ${A} × ${k} = ${B}.`]
              : [`Pair the terms: (${p}, ${q}), (${2 * p}, ${2 * q}), (${3 * p}, ${3 * q}).`, `B ÷ A for any pair: ${q} ÷ ${p} = ${k}.`, `Check: ${A} × ${k} = ${B}.`],
        misconceptions: misconceptions(answer, [
          [difficulty === 1 ? A + (q - p) : difficulty === 2 ? B - (q - p) : q - p, 'additive', `The patterns grow by different amounts each step, so the gap is not fixed. Compare them by multiplying.`],
          [difficulty === 1 ? (i + 1) * q : difficulty === 2 ? (i - 1) * p : null, 'off-by-one', 'Count the terms again: the starting 0 is the 1st term.'],
        ]),
      };
    }
    const n = difficulty === 4 ? rng.int(3, 5) : rng.int(6, 9);
    const A = (n - 1) * p;
    const B = (n - 1) * q;
    const answer: AnswerSpec = { format: 'coordinate', x: String(A), y: String(B), canonical: `(${A}, ${B})` };
    return {
      question: { text: `${rulesText()} Write the ${ORD[n]} terms as an ordered pair (A, B).` },
      answer,
      hints: hints('The starting 0 is the 1st term.', `A: ${listA(Math.min(n, 4))}${n > 4 ? ', …' : ''}`, `Each term of B is ${k} times the matching term of A.`),
      explanation: [`A's ${ORD[n]} term: ${n - 1} × ${p} = ${A}.`, `B's ${ORD[n]} term: ${n - 1} × ${q} = ${B}.`, `The pair is (${A}, ${B}).`, `Check: ${B} = ${k} × ${A}.`],
      misconceptions: misconceptions(answer, [
        [`(${n * p}, ${n * q})`, 'zero-as-zeroth', 'The starting 0 is the 1st term, so you went one step too far.'],
        [`(${B}, ${A})`, 'swapped-order', 'Write A first, then B: (A, B).'],
        [`(${A}, ${A + p})`, 'added-not-multiplied', `B is not A plus ${p}; each B term is ${k} times the A term.`],
      ]),
    };
  },
};
