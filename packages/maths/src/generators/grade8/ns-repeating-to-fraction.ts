import { Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { fmtFrac, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

function twoDigitBlock(rng: Rng, avoidFirst = -1, avoidSecond = -1): string {
  for (let i = 0; i < 20; i++) {
    const a = rng.int(0, 9);
    const b = rng.int(0, 9);
    if (a === b || a === avoidFirst || b === avoidSecond) continue;
    return `${a}${b}`;
  }
  return '27';
}

/**
 * The friendliest problems (d1) besides 0.ddd… itself: the same decimal negative, or the step the
 * method rests on (10x − x for x = 0.ddd…, where the repeating tails cancel). One repeating digit each.
 */
/** "Write 0.ddd… as a fraction" in one of five wordings, drawn after the digits (docs/maths/curriculum.md, "Variety"). */
function asFractionQuestion(rng: Rng, shown: string, block: string): string {
  const dec = `${shown} (the ${block} repeats)`;
  return rng.pick([
    `Write ${dec} as a fraction in simplest form.`,
    `${someone(rng)} sees ${dec} on a calculator. What fraction in simplest form is it?`,
    `What fraction, in simplest form, equals ${dec}?`,
    `Change the repeating decimal ${dec} into a fraction in simplest form.`,
    `Express ${dec} as a fraction in simplest form.`,
  ]);
}

function firstStep(rng: Rng, negative: boolean) {
  const d = rng.int(1, negative ? 8 : 9);
  const tail = String(d).repeat(4);
  const x = Rational.of(d, 9);
  if (negative) {
    const answer: AnswerSpec = { format: 'fraction', value: x.neg().toString(), canonical: fmtFrac(x.neg()), simplify: 'required', allowMixed: true, allowImproper: true };
    return bodyByFormat(
      asFractionQuestion(rng, `−0.${tail}…`, String(d)),
      answer,
      [`Work with 0.${tail}… first and put the minus sign back at the end.`, `Let x = 0.${tail}…; then 10x = ${d}.${tail}….`, 'Subtract x from 10x: the repeating tails cancel. Divide, then simplify if you can.'],
      [
        `Let x = 0.${tail}…; then 10x = ${d}.${tail}….`,
        `Subtracting removes the repeating tail: 10x − x = ${d}, so 9x = ${d}.`,
        x.den === 9n ? `x = ${d}/9, already in simplest form.` : `x = ${d}/9; divide top and bottom by ${9 / Number(x.den)}: x = ${fmtFrac(x)}.`,
        `Put the sign back: −0.${tail}… = ${fmtFrac(x.neg())}.`,
        `Check: ${fmtInt(x.num)} ÷ ${fmtInt(x.den)} = 0.${tail}…, so ${fmtFrac(x.neg())} = −0.${tail}….`,
      ],
      [
        mis(fmtFrac(x), 'dropped-sign', 'The decimal is negative, so the fraction is negative too.'),
        mis(`−${d}/10`, 'treated-as-terminating', `−0.${tail}… keeps going, so it is not exactly −0.${d}. Use the subtract trick to remove the repeating part.`),
      ],
    );
  }
  const answer: AnswerSpec = { format: 'integer', value: String(d), canonical: String(d) };
  return bodyByFormat(
    `Let x = 0.${tail}… (the ${d} repeats), so 10x = ${d}.${tail}… What is 10x − x?`,
    answer,
    ['Write 10x above x and line up the decimal points.', `After the decimal point, both are ${d}s forever.`, 'Subtract: the repeating tails cancel, so only the whole-number parts are left to subtract.'],
    [
      `10x = ${d}.${tail}… and x = 0.${tail}….`,
      // The difference is the last step, where the child fills it in; x as a fraction is part of the check.
      'The parts after the decimal point are the same, so they cancel when you subtract.',
      `10x − x = ${d}.`,
      `Check: 10x − x = 9x, and 9 × ${fmtFrac(x)} = ${d}, so x = ${fmtFrac(x)}.`,
    ],
    d === 9 ? [] : [mis('9', 'gave-coefficient', 'That is how many x are left (10x − x = 9x); the question asks what 9x equals.')],
  );
}

export const nsRepeatingToFraction: SkillGenerator = {
  skillId: 'g8.ns.repeating-to-fraction',
  grade: 8,
  domain: 'ns',
  ccss: ['8.NS.A.1'],
  topic: 'Number system',
  subtopic: 'Repeating decimals to fractions',
  prereqs: ['g8.ns.rational-or-irrational', 'g6.ns.gcf-lcm'],
  estTimeSec: times(30, 150),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng) {
    let w = 0;
    let P = '';
    let B: string;
    if (difficulty === 1) {
      const variant = rng.int(0, 2);
      if (variant > 0) return firstStep(rng, variant === 1);
      B = String(rng.int(1, 8));
    }
    else if (difficulty === 2) B = twoDigitBlock(rng);
    else if (difficulty === 3) {
      w = rng.int(1, 5);
      B = rng.bool(0.6) ? String(rng.int(1, 8)) : twoDigitBlock(rng);
    } else if (difficulty === 4) {
      P = String(rng.int(1, 9));
      B = String(rng.int(1, 9));
      if (B === P) B = String((Number(P) % 9) + 1);
    } else {
      P = String(rng.int(1, 9));
      B = twoDigitBlock(rng, -1, Number(P));
    }
    const p = P.length;
    const r = B.length;
    const shown = `${w}.${P}${B.repeat(r === 1 ? 4 : 3)}…`;
    const text = asFractionQuestion(rng, shown, B);
    const hi = 10 ** (p + r);
    const lo = 10 ** p;
    const N = Number(`${w}${P}${B}`);
    const M = Number(`${w}${P}`);
    const diffNum = N - M;
    const diffDen = hi - lo;
    const x = Rational.of(diffNum, diffDen);
    const answer: AnswerSpec = {
      format: 'fraction',
      value: x.toString(),
      canonical: fmtFrac(x),
      simplify: 'required',
      allowMixed: true,
      allowImproper: true,
    };
    const xs = (k: number): string => (k === 1 ? 'x' : `${fmtInt(k)}x`);
    const shifted = (k: number): string => {
      // value of k·x as a decimal with repeats, for display
      const digits = `${w}${P}${B.repeat(4)}`;
      const shift = Math.log10(k);
      const whole = digits.slice(0, 1 + shift);
      const rest = digits.slice(1 + shift, 1 + shift + 2 * r + (r === 1 ? 2 : 0));
      return `${fmtInt(Number(whole))}.${rest}…`;
    };
    const first =
      p === 0
        ? `Let x = ${shown}; then ${xs(hi)} = ${shifted(hi)}`
        : `Let x = ${shown}; then ${xs(lo)} = ${shifted(lo)} and ${xs(hi)} = ${shifted(hi)}`;
    const sub = p === 0 ? `${xs(hi)} − x = ${fmtInt(diffNum)}` : `${xs(hi)} − ${xs(lo)} = ${fmtInt(diffNum)}`;
    const m: Misconception[] = [];
    const fracDigits = `${P}${B}`;
    m.push(
      mis(`${Number(fracDigits) + w * 10 ** fracDigits.length}/${10 ** fracDigits.length}`, 'treated-as-terminating', `${shown} keeps going, so it is not exactly ${w}.${fracDigits}. Use the subtract trick to remove the repeating part.`),
    );
    if (p > 0) {
      m.push(mis(`${Number(fracDigits)}/${'9'.repeat(p + r)}`, 'ignored-non-repeating-digit', `Only the ${B} repeats, not the ${P}. Multiply by ${fmtInt(lo)} and by ${fmtInt(hi)} and subtract.`));
      m.push(mis(`${Number(B)}/${'9'.repeat(r)}`, 'repetend-only', `${Number(B)}/${'9'.repeat(r)} = 0.${B}${B}… but your number starts with 0.${P}. Account for the ${P} too.`));
    }
    if (w > 0) {
      const fracPart = x.sub(w);
      m.push(mis(fmtFrac(fracPart), 'forgot-whole-part', `Don't forget the whole number ${w} in front of the decimal point.`));
    }
    if (p === 0 && r === 2 && diffNum % 11 !== 0 && w === 0) {
      m.push(mis(`${Number(B)}/100`, 'over-100', `0.${B}${B}… is not ${Number(B)}/100 (that is 0.${B} exactly). A two-digit block repeating goes over 99.`));
    }
    const g = diffDen / Number(Rational.of(diffNum, diffDen).den);
    return bodyByFormat(
      text,
      answer,
      [`${first}.`, `Subtract: ${sub}.`, `So ${xs(diffDen)} = ${fmtInt(diffNum)}: divide both sides by ${fmtInt(diffDen)}, then simplify if you can.`],
      [
        `${first}.`,
        `Subtracting removes the repeating tail: ${sub}, so ${xs(diffDen)} = ${fmtInt(diffNum)}.`,
        g > 1 ? `x = ${fmtInt(diffNum)}/${fmtInt(diffDen)}; divide top and bottom by ${g}: x = ${fmtFrac(x)}.` : `x = ${fmtFrac(x)}, already in simplest form.`,
        `Check: ${fmtInt(x.num)} ÷ ${fmtInt(x.den)} = ${shown}.`,
      ],
      m,
    );
  },
};
