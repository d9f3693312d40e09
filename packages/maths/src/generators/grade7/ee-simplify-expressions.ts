import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { par } from '../shared/expressions.js';
import { fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';

/** "ax + b" text with true minus signs (display) or ASCII (typed). */
function lin(a: number, b: number, v: string, ascii = false): string {
  const M = ascii ? '-' : '−';
  const parts: string[] = [];
  if (a !== 0) parts.push(`${a < 0 ? M : ''}${Math.abs(a) === 1 ? '' : Math.abs(a)}${v}`);
  if (b !== 0 || parts.length === 0) parts.push(parts.length ? `${b < 0 ? M : '+'} ${Math.abs(b)}` : `${b < 0 ? M : ''}${Math.abs(b)}`);
  return parts.join(' ');
}

export const eeSimplifyExpressions: SkillGenerator = {
  skillId: 'g7.ee.simplify-expressions',
  grade: 7,
  domain: 'ee',
  ccss: ['7.EE.A.1'],
  topic: 'Expressions',
  subtopic: 'Combine like terms & distribute',
  prereqs: ['g6.ee.equivalent-expressions', 'g7.ns.multiply-divide-rationals'],
  estTimeSec: times(20, 120),
  version: '1.1.0',
  generate(d: Difficulty, rng: Rng) {
    const v = rng.pick(['x', 'x', 'y', 'n']);
    let text: string;
    let A1: number;
    let B1: number;
    let hints: [string, string, string];
    let steps: string[];
    const wrong: { value: string; id: string; feedback: string }[] = [];
    if (d === 1) {
      const a = rng.int(2, 9);
      let b = signedInt(rng, 2, 9);
      if (a + b === 0) b = b - 1;
      text = `Simplify ${a}${v} ${b < 0 ? '−' : '+'} ${Math.abs(b)}${v}.`;
      A1 = a + b;
      B1 = 0;
      hints = [`${a}${v} and ${Math.abs(b)}${v} are like terms: they have the same variable.`, `Combine the coefficients: ${a} ${b < 0 ? '−' : '+'} ${Math.abs(b)}.`, `Write that number in front of ${v}.`];
      steps = [`${a} ${b < 0 ? '−' : '+'} ${Math.abs(b)} = ${fmtInt(A1)}.`, `So the expression is ${lin(A1, 0, v)}.`];
      wrong.push(mis(lin(a * b, 0, v, true), 'multiplied-coefficients', 'Like terms are added, not multiplied.'));
    } else if (d === 2) {
      const a = rng.int(2, 9);
      let c = signedInt(rng, 2, 9);
      const b = signedInt(rng, 2, 12);
      let e = signedInt(rng, 2, 12);
      if (a + c === 0) c += 1;
      if (b + e === 0) e += 1;
      A1 = a + c;
      B1 = b + e;
      const c2 = A1 - a;
      text = `Simplify ${lin(a, b, v)} ${c2 < 0 ? '−' : '+'} ${Math.abs(c2) === 1 ? '' : Math.abs(c2)}${v} ${e < 0 ? '−' : '+'} ${Math.abs(e)}.`;
      hints = ['Group the terms with the variable and the number terms.', `Variable terms: ${a}${v} and ${c2 < 0 ? '−' : ''}${Math.abs(c2)}${v}. Numbers: ${fmtInt(b)} and ${fmtInt(e)}.`, `Combine ${a} ${c2 < 0 ? '−' : '+'} ${Math.abs(c2)} and ${fmtInt(b)} ${e < 0 ? '−' : '+'} ${Math.abs(e)}.`];
      steps = [`${v}-terms: ${a} ${c2 < 0 ? '−' : '+'} ${Math.abs(c2)} = ${fmtInt(A1)}.`, `Numbers: ${fmtInt(b)} ${e < 0 ? '−' : '+'} ${Math.abs(e)} = ${fmtInt(B1)}.`, `Result: ${lin(A1, B1, v)}.`];
      wrong.push(mis(lin(A1 + B1, 0, v, true), 'combined-unlike', `${v}-terms and number terms are not like terms.`));
    } else if (d === 3 || d === 4) {
      const k = d === 3 ? rng.int(2, 6) : -rng.int(2, 6);
      const a = rng.int(1, 5);
      const b = signedInt(rng, 2, 9);
      let c = signedInt(rng, 2, 9);
      const e = signedInt(rng, 2, 12);
      if (k * a + c === 0) c += 1;
      A1 = k * a + c;
      B1 = k * b + e;
      const c2 = A1 - k * a;
      text = `Simplify ${k < 0 ? '−' : ''}${Math.abs(k)}(${lin(a, b, v)}) ${c2 < 0 ? '−' : '+'} ${Math.abs(c2) === 1 ? '' : Math.abs(c2)}${v} ${e < 0 ? '−' : '+'} ${Math.abs(e)}.`;
      hints = [`Distribute ${fmtInt(k)} to both terms inside the brackets first.`, `${fmtInt(k)}(${lin(a, b, v)}) = ${lin(k * a, k * b, v)}.`, `Now combine ${lin(k * a, 0, v)} with ${lin(c2, 0, v)}, and ${fmtInt(k * b)} with ${fmtInt(e)}.`];
      steps = [`Distribute: ${lin(k * a, k * b, v)}.`, `${v}-terms: ${fmtInt(k * a)} ${c2 < 0 ? '−' : '+'} ${Math.abs(c2)} = ${fmtInt(A1)}.`, `Numbers: ${fmtInt(k * b)} ${e < 0 ? '−' : '+'} ${Math.abs(e)} = ${fmtInt(B1)}.`, `Result: ${lin(A1, B1, v)}.`];
      wrong.push(mis(lin(A1, b + e, v, true), 'distributed-first-term-only', `Multiply both terms in the brackets by ${fmtInt(k)}.`));
      if (k < 0) wrong.push(mis(lin(A1, -k * b + e, v, true), 'sign-error-distributing', 'A negative times a negative is positive; a negative times a positive is negative.'));
    } else {
      const k1 = rng.int(2, 6);
      const k2 = -rng.int(2, 5);
      const a1 = rng.int(1, 4);
      const a2 = rng.int(1, 3);
      const b1 = signedInt(rng, 2, 9);
      const b2 = -rng.int(2, 9);
      A1 = k1 * a1 + k2 * a2;
      if (A1 === 0) {
        A1 = k1 * a1;
      }
      const a2b = A1 === k1 * a1 ? a2 + 1 : a2;
      A1 = k1 * a1 + k2 * a2b;
      B1 = k1 * b1 + k2 * b2;
      text = `Simplify ${k1}(${lin(a1, b1, v)}) − ${Math.abs(k2)}(${lin(a2b, b2, v)}).`;
      hints = [`Distribute each bracket: ${k1}(${lin(a1, b1, v)}) = ${lin(k1 * a1, k1 * b1, v)}.`, `−${Math.abs(k2)}(${lin(a2b, b2, v)}) = ${lin(k2 * a2b, k2 * b2, v)} (negative × negative = positive).`, `Combine ${fmtInt(k1 * a1)}${v} with ${fmtInt(k2 * a2b)}${v}, and ${fmtInt(k1 * b1)} with ${fmtInt(k2 * b2)}.`];
      steps = [`${lin(k1 * a1, k1 * b1, v)} ${lin(k2 * a2b, k2 * b2, v).startsWith('−') ? lin(k2 * a2b, k2 * b2, v).replace(/^−/, '− ') : '+ ' + lin(k2 * a2b, k2 * b2, v)}.`, `${v}-terms: ${fmtInt(A1)}${v}; numbers: ${fmtInt(B1)}.`, `Result: ${lin(A1, B1, v)}.`];
      wrong.push(mis(lin(A1, k1 * b1 - k2 * b2, v, true), 'negative-times-negative', `${fmtInt(k2)} × ${par(b2)} is positive.`));
      wrong.push(mis(lin(A1, k1 * b1 + b2 * -1, v, true), 'distributed-first-term-only', `Multiply both terms in the second bracket by ${fmtInt(k2)}.`));
    }
    const canonical = lin(A1, B1, v);
    const expression = lin(A1, B1, v, true).replace(/ /g, '');
    const answer: AnswerSpec = { format: 'expression', expression, vars: [v], form: 'simplified', canonical };
    return bodyLoose(text, answer, hints, [...steps, `Check: put ${v} = 1 into both: ${text.replace(/^Simplify /, '').replace(/\.$/, '')} gives ${fmtInt(A1 + B1)}, and ${canonical} gives ${fmtInt(A1 + B1)}.`], wrong);
  },
};

