import { R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { par } from '../shared/expressions.js';
import { fmtDecOrFrac, fmtFrac, fmtInt, sup } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

const p = (b: number, e: number): string => `${b}${sup(e)}`;

export const eeExponentLaws: SkillGenerator = {
  skillId: 'g8.ee.exponent-laws',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.A.1'],
  topic: 'Exponents & roots',
  subtopic: 'Integer exponent rules',
  prereqs: ['g6.ee.exponents'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng) {
    const base = rng.int(2, 9);
    if (difficulty === 1 || difficulty === 2 || difficulty === 4) {
      let text: string;
      let ans: number;
      const hints: [string, string, string] = ['', '', ''];
      const expl: string[] = [];
      const m: Misconception[] = [];
      if (difficulty === 1) {
        const a = rng.int(2, 9);
        const b = rng.int(2, 9);
        ans = a + b;
        text = `${p(base, a)} × ${p(base, b)} = ${base}^?  What is the missing exponent?`;
        hints[0] = 'When you multiply powers with the same base, keep the base and add the exponents.';
        hints[1] = `${p(base, a)} means ${a} factors of ${base}; ${p(base, b)} means ${b} more factors.`;
        hints[2] = `Count all the factors of ${base}: ${a} + ${b}.`;
        expl.push(`Same base ${base}, multiplying: add the exponents, so ${p(base, a)} × ${p(base, b)} = ${base}^(${a} + ${b}).`, `The missing exponent is ${a} + ${b} = ${ans}.`);
        expl.push(`Check: ${a} factors of ${base} and ${b} more make ${ans} factors.`);
        m.push(mis(String(a * b), 'multiplied-exponents', 'Multiplying powers with the same base adds the exponents; it does not multiply them.'));
        m.push(mis(String(base * base), 'multiplied-bases', `Keep the base ${base}; only the exponents change.`));
      } else if (difficulty === 2) {
        const b = rng.int(2, 7);
        const a = b + rng.int(2, 8);
        ans = a - b;
        text = `${p(base, a)} ÷ ${p(base, b)} = ${base}^?  What is the missing exponent?`;
        hints[0] = 'When you divide powers with the same base, keep the base and subtract the exponents.';
        hints[1] = `${p(base, a)} has ${a} factors of ${base}; dividing by ${p(base, b)} cancels one of them for each factor of ${p(base, b)}.`;
        hints[2] = `Work out ${a} − ${b}.`;
        expl.push(`Same base ${base}, dividing: subtract the exponents, so ${p(base, a)} ÷ ${p(base, b)} = ${base}^(${a} − ${b}).`, `The missing exponent is ${a} − ${b} = ${ans}.`);
        expl.push(`Check: ${p(base, ans)} × ${p(base, b)} = ${base}^(${ans} + ${b}) = ${p(base, a)}.`);
        if (a % b === 0) m.push(mis(String(a / b), 'divided-exponents', 'Dividing powers subtracts the exponents; it does not divide them.'));
        m.push(mis(String(a + b), 'added-exponents', 'Adding exponents is for multiplying. For dividing, subtract.'));
      } else {
        const a = rng.int(2, 6) * (rng.bool(0.3) ? -1 : 1);
        const b = rng.int(2, 5);
        ans = a * b;
        text = `(${p(base, a)})${sup(b)} = ${base}^?  What is the missing exponent?`;
        hints[0] = 'A power of a power: keep the base and multiply the exponents.';
        hints[1] = `(${p(base, a)})${sup(b)} means ${b} copies of ${p(base, a)} multiplied together.`;
        hints[2] = `Multiply the exponents: ${par(a)} × ${b}.`;
        expl.push(`(${p(base, a)})${sup(b)} = ${Array(b).fill(p(base, a)).join(' × ')}: add ${b} copies of the exponent ${fmtDecOrFrac(a)}.`, `The missing exponent is ${par(a)} × ${b} = ${fmtDecOrFrac(ans)}.`);
        expl.push(`Check: ${b} groups of ${fmtDecOrFrac(a)} is ${fmtDecOrFrac(ans)}.`);
        m.push(mis(fmtDecOrFrac(a + b), 'added-exponents', 'Adding exponents is for multiplying two powers. A power of a power multiplies the exponents.'));
        if (a > 0) m.push(mis(fmtInt(BigInt(a) ** BigInt(b)), 'raised-exponent', `Multiply the exponents ${fmtDecOrFrac(a)} and ${b}; don't raise one to the other.`));
        else m.push(mis(fmtDecOrFrac(-ans), 'lost-negative', `The inner exponent is negative, so the product of the exponents is negative.`));
      }
      const answer: AnswerSpec = { format: 'integer', value: String(ans), canonical: fmtDecOrFrac(ans) };
      return bodyByFormat(text, answer, hints, expl, m);
    }

    if (difficulty === 3) {
      // zero and negative exponents: value of b^-n (or b^0 × b^-n)
      const b = rng.int(2, 5);
      const nMax = b === 2 ? 5 : b === 3 ? 3 : 2;
      const n = rng.int(1, nMax);
      const withZero = rng.bool(0.3);
      const val = R(b).pow(-n);
      const bn = b ** n;
      const text = withZero ? `Evaluate ${rng.int(2, 9)}${sup(0)} × ${p(b, -n)}. Give the exact value.` : `Evaluate ${p(b, -n)}. Give the exact value as a fraction.`;
      const answer: AnswerSpec = { format: 'number', value: val.toString(), simplify: 'required', canonical: fmtFrac(val) };
      return bodyByFormat(
        text,
        answer,
        [
          withZero ? 'Any nonzero number to the power 0 is 1, and a negative exponent means "1 over" the positive power.' : 'A negative exponent means "1 over" the same power with a positive exponent.',
          `${p(b, -n)} = 1 ÷ ${p(b, n)}.`,
          n > 1 ? `${p(b, n)} = ${Array(n).fill(b).join(' × ')} = ${bn}; now write 1 over it.` : `${p(b, 1)} is just ${b}; now write 1 over it.`,
        ],
        [
          ...(withZero ? ['The factor with exponent 0 equals 1.'] : []),
          `${p(b, -n)} = 1/${p(b, n)}.`,
          `${p(b, n)} = ${bn}, so ${p(b, -n)} = 1/${bn}.`,
          `Check: 1/${bn} × ${p(b, n)} = 1, and ${p(b, -n)} × ${p(b, n)} = ${b}${sup(0)} = 1.`,
        ],
        [
          mis(fmtDecOrFrac(-bn), 'negative-exponent-negative-number', 'A negative exponent does not make the number negative; it means 1 over the power.'),
          mis(fmtDecOrFrac(-b * n), 'multiplied-base-by-exponent', `${p(b, -n)} is not ${b} × ${fmtDecOrFrac(-n)}; it means 1 over ${p(b, n)}.`),
          ...(withZero ? [mis('0', 'zero-power-is-zero', 'Any nonzero number to the power 0 is 1, not 0.')] : []),
        ],
      );
    }

    // d5: (b^p × b^q)^r ÷ b^s, result exponent e in [-2, 2]
    const b = rng.int(2, 5);
    const q = rng.int(3, 7);
    const pp = -rng.int(1, q - 1);
    const r = rng.int(2, 3);
    const inner = pp + q;
    const e = Math.min(b === 2 ? rng.int(-2, 2) : rng.int(-1, 1), inner * r - 1);
    const s = inner * r - e;
    const val = R(b).pow(e);
    const sText = s < 0 ? `${b}${sup(s)}` : p(b, s);
    const text = `Evaluate (${p(b, pp)} × ${p(b, q)})${sup(r)} ÷ ${sText}. Give the exact value.`;
    const answer: AnswerSpec = { format: 'number', value: val.toString(), simplify: 'required', canonical: fmtFrac(val) };
    const m: Misconception[] = [];
    const e1 = pp * q * r - s;
    const e2 = inner + r - s;
    if (Math.abs(e1) <= 3) m.push(mis(fmtFrac(R(b).pow(e1)), 'multiplied-inside-exponents', 'Inside the brackets you multiply powers, so add the exponents.'));
    if (Math.abs(e2) <= 3) m.push(mis(fmtFrac(R(b).pow(e2)), 'added-outer-exponent', 'A power of a power multiplies the exponents.'));
    if (e === 0) m.push(mis('0', 'zero-power-is-zero', 'Any nonzero number to the power 0 is 1, not 0.'));
    if (e < 0) m.push(mis(fmtDecOrFrac(-(b ** -e)), 'negative-exponent-negative-number', 'A negative exponent means 1 over the power, not a negative number.'));
    return bodyByFormat(
      text,
      answer,
      [
        `Inside the bracket: ${p(b, pp)} × ${p(b, q)} = ${p(b, inner)} (add the exponents).`,
        `(${p(b, inner)})${sup(r)} = ${p(b, inner * r)} (multiply the exponents).`,
        `${p(b, inner * r)} ÷ ${sText} = ${b}^(${inner * r} − ${par(s)}); then find its value.`,
      ],
      [
        `${p(b, pp)} × ${p(b, q)} = ${b}^(${fmtDecOrFrac(pp)} + ${q}) = ${p(b, inner)}.`,
        `(${p(b, inner)})${sup(r)} = ${b}^(${inner} × ${r}) = ${p(b, inner * r)}.`,
        `${p(b, inner * r)} ÷ ${sText} = ${p(b, e)}.`,
        `${p(b, e)} = ${fmtFrac(val)}.`,
        `Check: ${fmtFrac(val)} × ${sText} = ${p(b, e + s)} = ${p(b, inner * r)}.`,
      ],
      m,
    );
  },
};
