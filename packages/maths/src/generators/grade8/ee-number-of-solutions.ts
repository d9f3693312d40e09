import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { lin } from '../shared/expressions.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

type Outcome = 'one solution' | 'no solution' | 'infinitely many';
const OPTIONS: Record<Outcome, string[]> = {
  'one solution': ['one', '1', 'one solution', '1 solution', 'exactly one', 'exactly one solution', 'a single solution'],
  'no solution': ['no solution', 'no solutions', 'none', 'no answer', '0', 'zero', '0 solutions', 'zero solutions', '∅', '{}', 'empty set'],
  'infinitely many': ['infinitely many', 'infinitely many solutions', 'infinite', 'infinite solutions', 'all numbers', 'all real numbers', 'any number', 'every number', 'many', '∞'],
};
const FEEDBACK: Record<Outcome, string> = {
  'one solution': 'When the x terms cancel, there is not exactly one solution: look at what is left.',
  'no solution': 'Check again: after simplifying, compare the x terms first, then the numbers.',
  'infinitely many': 'The x terms cancelling is not enough: the numbers left must also be equal for every x to work.',
};

const br = (a: number, b: number): string => `${a}(${lin([[1, 'x']], b)})`;

export const eeNumberOfSolutions: SkillGenerator = {
  skillId: 'g8.ee.number-of-solutions',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.C.7'],
  topic: 'Equations',
  subtopic: 'One, none or infinitely many?',
  prereqs: ['g8.ee.multistep-equations'],
  estTimeSec: times(20, 90),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng) {
    const u = rng.next();
    const weights: Record<number, [number, number]> = { 1: [0.55, 0.8], 2: [0.2, 0.8], 3: [0.35, 0.7], 4: [0.35, 0.7], 5: [0.35, 0.7] };
    const [w1, w2] = weights[difficulty]!;
    // d1 favours identities, d2 contradictions
    let outcome: Outcome = difficulty === 2 ? (u < w1 ? 'infinitely many' : u < w2 ? 'no solution' : 'one solution') : u < w1 ? 'infinitely many' : u < w2 ? 'no solution' : 'one solution';
    const a = rng.int(2, 6);
    const b = signedInt(rng, 1, 9);
    let left: string;
    let right: string;
    // reduced sides: A x + B and C x + D
    let A = a, B = 0, C = a, D = 0;
    const steps: string[] = [];
    if (difficulty === 1 || difficulty === 2) {
      B = b;
      D = outcome === 'infinitely many' ? b : outcome === 'no solution' ? b + signedInt(rng, 1, 5) : b;
      if (outcome === 'one solution') C = a + rng.pick([-1, 1]);
      left = lin([[A, 'x']], B);
      right = outcome === 'infinitely many' && difficulty === 1 ? `${fmtDecOrFrac(D)} + ${A}x` : lin([[C, 'x']], D);
    } else if (difficulty === 3) {
      B = a * b;
      D = outcome === 'no solution' ? a * b + signedInt(rng, 1, 6) : a * b;
      if (outcome === 'one solution') C = a + rng.pick([-1, 1, 2]);
      left = br(a, b);
      right = lin([[C, 'x']], D);
      steps.push(`Distribute: ${br(a, b)} = ${lin([[a, 'x']], a * b)}.`);
    } else if (difficulty === 4) {
      const p = rng.int(a + 1, a + 5);
      const q = p - a; // p x − q x = a x
      B = b;
      const e = signedInt(rng, 1, 6);
      D = outcome === 'no solution' ? b + signedInt(rng, 1, 4) : b;
      if (outcome === 'one solution') C = a + rng.pick([-1, 1]);
      const r = rng.int(1, C - 1 > 0 ? C - 1 : 1);
      left = `${lin([[p, 'x']], B)} − ${q}x`;
      right = `${lin([[r, 'x']], D - e)} ${e < 0 ? '−' : '+'} ${Math.abs(e)}${C - r !== 0 ? ` + ${C - r === 1 ? '' : C - r}x` : ''}`;
      steps.push(`Combine like terms on the left: ${p}x − ${q}x = ${a}x, so the left side is ${lin([[a, 'x']], B)}.`);
      steps.push(`Combine like terms on the right: ${lin([[C, 'x']], D)}.`);
    } else {
      // look-alikes: k(x + m) against kx + m, kx + km, or a one-solution trap
      const m = rng.int(1, 6);
      const k = a;
      B = k * m;
      left = br(k, m);
      if (outcome === 'no solution') {
        D = m;
        right = lin([[k, 'x']], m);
      } else if (outcome === 'infinitely many') {
        D = k * m;
        const half = k % 2 === 0 && rng.bool();
        right = half ? `2(${lin([[k / 2, 'x']], (k * m) / 2)})` : lin([[k, 'x']], k * m);
        if (half) steps.push(`Distribute on the right: 2(${lin([[k / 2, 'x']], (k * m) / 2)}) = ${lin([[k, 'x']], k * m)}.`);
      } else {
        C = k + rng.pick([-1, 1]) * rng.int(1, k - 1);
        D = k * m;
        right = lin([[C, 'x']], D);
      }
      if (rng.bool()) [left, right] = [right, left];
      steps.unshift(`Distribute: ${br(k, m)} = ${lin([[k, 'x']], k * m)}.`);
      // keep the reduced sides in the displayed order
      if (left !== br(k, m)) [A, B, C, D] = [C, D, A, B];
    }
    if (A !== C) outcome = 'one solution';
    else outcome = B === D ? 'infinitely many' : 'no solution';
    const answer: AnswerSpec = { format: 'choice', value: outcome, canonical: outcome, options: OPTIONS };
    const reduced = `${lin([[A, 'x']], B)} = ${lin([[C, 'x']], D)}`;
    const after = A === C ? `${fmtDecOrFrac(B)} = ${fmtDecOrFrac(D)}` : `${lin([[A - C, 'x']], 0)} = ${fmtDecOrFrac(D - B)}`;
    const verdict =
      outcome === 'infinitely many'
        ? `${fmtDecOrFrac(B)} = ${fmtDecOrFrac(D)} is always true, so every value of x works: infinitely many solutions.`
        : outcome === 'no solution'
          ? `${fmtDecOrFrac(B)} = ${fmtDecOrFrac(D)} is never true, so no value of x works: no solution.`
          : `x = ${fmtDecOrFrac(D - B)} ÷ ${A - C < 0 ? `(${fmtDecOrFrac(A - C)})` : A - C} gives exactly one value: one solution.`;
    const checkX = outcome === 'one solution' ? null : 0;
    const check =
      checkX === null
        ? `Check: only that one x makes both sides equal.`
        : `Check with x = 0: the left side is ${fmtDecOrFrac(B)} and the right side is ${fmtDecOrFrac(D)} — ${B === D ? 'equal, and the same happens for any x' : 'never equal, whatever x is'}.`;
    const misc = (Object.keys(OPTIONS) as Outcome[]).filter((o) => o !== outcome).map((o) => mis(o, o === 'one solution' ? 'one-because-there-is-an-x' : o === 'infinitely many' ? 'x-terms-cancel-means-infinite' : 'wrong-special-case', FEEDBACK[o]));
    if (outcome !== 'one solution') misc.push(mis('x = 0', 'x-equals-zero', `0x = ${fmtDecOrFrac(D - B)} does not mean x = 0; ${outcome === 'no solution' ? 'no value of x makes it true' : 'every value of x makes it true'}.`));
    return bodyByFormat(
      `${rng.pick([
        `How many solutions does ${left} = ${right} have?`,
        `${someone(rng)} writes ${left} = ${right}. How many solutions does it have?`,
        `Does ${left} = ${right} have one solution, no solution, or infinitely many?`,
        `Look at the equation ${left} = ${right}. How many values of x make it true?`,
        `How many solutions are there to ${left} = ${right}?`,
      ])} Answer one solution, no solution, or infinitely many.`,
      answer,
      ['Simplify both sides completely.', steps[0] ?? `Compare the x terms: ${A}x on the left and ${C}x on the right.`, A === C ? `Subtract ${A}x from both sides. Can ${fmtDecOrFrac(B)} ever equal ${fmtDecOrFrac(D)}?` : `The x terms are different (${A}x and ${C}x). What happens when you collect them on one side?`],
      // The difference of the x coefficients is the step to fill in: the decision rests on whether it is 0.
      [...steps, `Simplified: ${reduced}.`, `The x coefficients, left minus right: ${A} − ${C} = ${A - C}.`, `${A === C ? `Subtract ${A}x from both sides` : `Collect the x terms on the left and the numbers on the right`}: ${after}.`, verdict, check],
      misc,
    );
  },
};
