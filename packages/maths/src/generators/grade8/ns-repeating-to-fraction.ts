import { Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { fmtFrac, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

function twoDigitBlock(rng: Rng, avoidFirst = -1, avoidSecond = -1): string {
  for (let i = 0; i < 20; i++) {
    const a = rng.int(0, 9);
    const b = rng.int(0, 9);
    if (a === b || a === avoidFirst || b === avoidSecond) continue;
    return `${a}${b}`;
  }
  return '27';
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
  version: '1.0.0',
  generate(difficulty: Difficulty, rng: Rng) {
    let w = 0;
    let P = '';
    let B: string;
    if (difficulty === 1) B = String(rng.int(1, 8));
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
    const text = `Write ${shown} (the ${B} repeats) as a fraction in simplest form.`;
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
