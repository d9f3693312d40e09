import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { coprimeNumerator } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';

const DENS = new Set([2, 3, 4, 5, 6, 8, 10, 12, 100]);
function pairs(ks: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const b of [2, 3, 4, 5, 6]) for (const k of ks) if (DENS.has(b * k)) out.push([b, k]);
  return out;
}
const P1 = pairs([2, 3]);
const P2 = pairs([2, 3, 4, 5, 6]);
// d5: a/b written as (a·k)/(b·k) = ?/(b·m), where neither b·k nor b·m divides the other
const P5: [number, number, number][] = [[2, 2, 3], [2, 3, 2], [2, 3, 4], [2, 4, 3], [4, 2, 3], [4, 3, 2]];

export const nfEquivalentFractions: SkillGenerator = {
  skillId: 'g4.nf.equivalent-fractions',
  grade: 4,
  domain: 'nf',
  ccss: ['4.NF.A.1'],
  topic: 'Fractions',
  subtopic: 'Equivalent fractions (missing number)',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.0.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    if (difficulty === 5) {
      const [b, k, m] = rng.pick(P5);
      const a = coprimeNumerator(rng, b, 6);
      const ans = a * m;
      const answer = intAnswer(ans);
      return {
        question: { text: `${a * k}/${b * k} = ?/${b * m}. What number goes in the box?` },
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
      b = 10;
      a = rng.int(1, 9);
      k = 10;
      if (rng.bool()) {
        text = `${a}/10 = ?/100. What number goes in the box?`;
        ans = a * 10;
        h2 = '10 × 10 = 100, so the bottom was multiplied by 10.';
        h3 = `Multiply the top, ${a}, by 10 as well.`;
        steps = [`10 × 10 = 100, so multiply the top by 10 too.`, `${a} × 10 = ${ans}.`, `Check: ${ans}/100 and ${a}/10 both mean ${a} tenths (${ans} hundredths).`];
        additive = a + 90;
        kept = a;
      } else {
        text = `${a * 10}/100 = ?/10. What number goes in the box?`;
        ans = a;
        h2 = '100 ÷ 10 = 10, so the bottom was divided by 10.';
        h3 = `Divide the top, ${a * 10}, by 10 as well.`;
        steps = [`100 ÷ 10 = 10, so divide the top by 10 too.`, `${a * 10} ÷ 10 = ${a}.`, `Check: ${a} × 10 = ${a * 10}, so ${a}/10 = ${a * 10}/100.`];
        additive = a * 10 - 90;
        kept = a * 10;
      }
    } else {
      [b, k] = rng.pick(difficulty === 1 ? P1 : P2);
      a = coprimeNumerator(rng, b, 6);
      const B = b * k;
      const A = a * k;
      if (difficulty === 1) {
        text = `${a}/${b} = ?/${B}. What number goes in the box?`;
        ans = A;
        h2 = `${b} × ${k} = ${B}, so the bottom was multiplied by ${k}.`;
        h3 = `Multiply the top, ${a}, by ${k} as well.`;
        additive = a + (B - b);
        kept = a;
      } else if (difficulty === 2) {
        text = `${a}/${b} = ${A}/?. What number goes in the box?`;
        ans = B;
        h2 = `${a} × ${k} = ${A}, so the top was multiplied by ${k}.`;
        h3 = `Multiply the bottom, ${b}, by ${k} as well.`;
        additive = b + (A - a);
        kept = b;
      } else {
        if (rng.bool()) {
          text = `${A}/${B} = ${a}/?. What number goes in the box?`;
          ans = b;
          h2 = `${A} ÷ ${k} = ${a}, so the top was divided by ${k}.`;
          h3 = `Divide the bottom, ${B}, by ${k} as well.`;
          additive = B - (A - a);
          kept = B;
        } else {
          text = `${A}/${B} = ?/${b}. What number goes in the box?`;
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
