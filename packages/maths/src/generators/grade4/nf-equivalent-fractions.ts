import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { coprimeNumerator } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';

const DENS = new Set([2, 3, 4, 5, 6, 8, 10, 12, 100]);
/** (b, k) with b·k a grade-4 denominator: friendly ones up to 12, and the halves, quarters and fifths of 100. */
function pairs(ks: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const b of [2, 3, 4, 5, 6]) for (const k of ks) if (DENS.has(b * k)) out.push([b, k]);
  return [...out, [2, 50], [4, 25], [5, 20]];
}
const P1 = pairs([2, 3, 4, 5, 6]);
const P2 = pairs([2, 3, 4, 5, 6]);
// d5: a/b written as (a·k)/(b·k) = ?/(b·m), where neither b·k nor b·m divides the other
const P5: [number, number, number][] = [];
for (const b of [2, 3, 4, 5, 6])
  for (const k of [2, 3, 4, 5, 6, 20, 25, 50])
    for (const m of [2, 3, 4, 5, 6, 20, 25, 50])
      if (k !== m && DENS.has(b * k) && DENS.has(b * m) && (b * k) % (b * m) !== 0 && (b * m) % (b * k) !== 0) P5.push([b, k, m]);
/** Hundredths from tenths, fifths, quarters and halves (d4). */
const TO_HUNDREDTHS = [10, 5, 4, 2];
/** Any numerator below the denominator (d1, d2: "2/4 = ?/8" is as good a problem as "1/2 = ?/4"). */
const numerator = (rng: Rng, b: number) => rng.int(1, b - 1);

export const nfEquivalentFractions: SkillGenerator = {
  skillId: 'g4.nf.equivalent-fractions',
  grade: 4,
  domain: 'nf',
  ccss: ['4.NF.A.1'],
  topic: 'Fractions',
  subtopic: 'Equivalent fractions (missing number)',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.1.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    if (difficulty === 5) {
      const [b, k, m] = rng.pick(P5);
      const a = coprimeNumerator(rng, b, 6);
      const ans = a * m;
      const answer = intAnswer(ans);
      return {
        question: { text: `${a * k}/${b * k} = ☐/${b * m}. What number goes in the box?` },
        answer,
        hints: hints(
          'Equivalent fractions multiply or divide the top and bottom by the same number.',
          `${b * m} is not a multiple of ${b * k}, so first simplify ${a * k}/${b * k}.`,
          `${a * k}/${b * k} = ${a}/${b}; what do you multiply ${b} by to get ${b * m}?`,
        ),
        explanation: [
          `Divide the top and bottom of ${a * k}/${b * k} by ${k}: ${a}/${b}.`,
          `${b} × ${m} = ${b * m}, so multiply the top by ${m} too: ${a} × ${m} = ${ans}.`,
          `${a * k}/${b * k} = ${a}/${b} = ${ans}/${b * m}.`,
          `Check: ${a * k} × ${b * m} = ${a * k * b * m} and ${ans} × ${b * k} = ${ans * b * k}, the same.`,
        ],
        misconceptions: misconceptions(answer, [
          [a * k - (b * k - b * m), 'additive', `Adding or subtracting the same amount does not keep fractions equal. Multiply or divide instead.`],
          [a * k, 'kept-numerator', 'Whatever you do to the bottom, do the same to the top.'],
        ]),
      };
    }
    let a: number;
    let b: number;
    let k: number;
    let text: string;
    let ans: number;
    let h2: string;
    let h3: string;
    let steps: string[];
    let additive: number | null;
    let kept: number | null;
    if (difficulty === 4) {
      b = rng.pick(TO_HUNDREDTHS);
      a = rng.int(1, b - 1);
      k = 100 / b;
      if (rng.bool()) {
        text = `${a}/${b} = ☐/100. What number goes in the box?`;
        ans = a * k;
        h2 = `${b} × ${k} = 100, so the bottom was multiplied by ${k}.`;
        h3 = `Multiply the top, ${a}, by ${k} as well.`;
        steps = [`${b} × ${k} = 100, so multiply the top by ${k} too.`, `${a} × ${k} = ${ans}.`, `Check: ${ans}/100 and ${a}/${b} name the same amount: ${ans} ÷ ${k} = ${a}.`];
        additive = a + (100 - b);
        kept = a;
      } else {
        text = `${a * k}/100 = ☐/${b}. What number goes in the box?`;
        ans = a;
        h2 = `100 ÷ ${k} = ${b}, so the bottom was divided by ${k}.`;
        h3 = `Divide the top, ${a * k}, by ${k} as well.`;
        steps = [`100 ÷ ${k} = ${b}, so divide the top by ${k} too.`, `${a * k} ÷ ${k} = ${a}.`, `Check: ${a} × ${k} = ${a * k}, so ${a}/${b} = ${a * k}/100.`];
        additive = a * k - (100 - b);
        kept = a * k;
      }
    } else {
      [b, k] = rng.pick(difficulty === 1 ? P1 : P2);
      a = difficulty === 3 ? coprimeNumerator(rng, b, 6) : numerator(rng, b);
      const B = b * k;
      const A = a * k;
      if (difficulty === 1) {
        text = `${a}/${b} = ☐/${B}. What number goes in the box?`;
        ans = A;
        h2 = `${b} × ${k} = ${B}, so the bottom was multiplied by ${k}.`;
        h3 = `Multiply the top, ${a}, by ${k} as well.`;
        additive = a + (B - b);
        kept = a;
      } else if (difficulty === 2) {
        text = `${a}/${b} = ${A}/☐. What number goes in the box?`;
        ans = B;
        h2 = `${a} × ${k} = ${A}, so the top was multiplied by ${k}.`;
        h3 = `Multiply the bottom, ${b}, by ${k} as well.`;
        additive = b + (A - a);
        kept = b;
      } else {
        if (rng.bool()) {
          text = `${A}/${B} = ${a}/☐. What number goes in the box?`;
          ans = b;
          h2 = `${A} ÷ ${k} = ${a}, so the top was divided by ${k}.`;
          h3 = `Divide the bottom, ${B}, by ${k} as well.`;
          additive = B - (A - a);
          kept = B;
        } else {
          text = `${A}/${B} = ☐/${b}. What number goes in the box?`;
          ans = a;
          h2 = `${B} ÷ ${k} = ${b}, so the bottom was divided by ${k}.`;
          h3 = `Divide the top, ${A}, by ${k} as well.`;
          additive = A - (B - b);
          kept = A;
        }
      }
      steps = [
        `${a}/${b} and ${A}/${B} are equal: top and bottom are both multiplied (or divided) by ${k}.`,
        `The missing number is ${ans}.`,
        `Check: ${a} × ${k} = ${A} and ${b} × ${k} = ${B}.`,
      ];
    }
    const answer = intAnswer(ans);
    return {
      question: { text },
      answer,
      hints: hints('Equivalent fractions multiply or divide the top and bottom by the same number.', h2, h3),
      explanation: steps,
      misconceptions: misconceptions(answer, [
        [additive !== null && additive > 0 ? additive : null, 'additive', 'Adding the same amount to the top and bottom does not make an equal fraction. Multiply or divide both by the same number.'],
        [kept, 'changed-one-part', 'Whatever you do to the bottom, do the same to the top.'],
      ]),
    };
  },
};
