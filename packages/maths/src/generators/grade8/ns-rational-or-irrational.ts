import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

type Kind = 'rational' | 'irrational';
interface Item {
  text: string;
  kind: Kind;
  /** A step with a number to fill in that the decision rests on (a square, a denominator, a count of digits). */
  fill: string;
  why: string;
  /** Feedback when the child picks the other option. */
  trap: string;
  trapId: string;
  focus: string;
}

const NON_SQUARES = [2, 3, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27, 28, 29, 30, 31, 32, 33, 35, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 50];

function rootOfSquare(rng: Rng): Item {
  const k = rng.int(2, 12);
  return {
    text: `√${k * k}`,
    kind: 'rational',
    fill: `${k} × ${k} = ${k * k}.`,
    why: `${k} × ${k} = ${k * k}, so √${k * k} = ${k}, a whole number, which is ${k}/1.`,
    trap: `Not every square root is irrational: √${k * k} is exactly ${k}.`,
    trapId: 'every-root-irrational',
    focus: `Is ${k * k} a perfect square?`,
  };
}
function rootOfNonSquare(rng: Rng): Item {
  const n = rng.pick(NON_SQUARES);
  const k = Math.floor(Math.sqrt(n));
  return {
    text: `√${n}`,
    kind: 'irrational',
    fill: `The perfect square just below ${n}: ${k}² = ${k * k}.`,
    why: `${n} is not a perfect square (${k}² = ${k * k} and ${k + 1}² = ${(k + 1) * (k + 1)}), so √${n} is a never-ending, never-repeating decimal.`,
    trap: `√${n} is not a whole number or a fraction: ${n} is not a perfect square, so its decimal never ends or repeats.`,
    trapId: 'root-looks-rational',
    focus: `Is ${n} a perfect square? Compare with ${k}² = ${k * k} and ${k + 1}² = ${(k + 1) * (k + 1)}.`,
  };
}
function fractionOrDecimal(rng: Rng): Item {
  if (rng.bool()) {
    let a = rng.int(1, 19);
    const b = rng.int(2, 12);
    if (gcdN(a, b) !== 1) a = 1;
    const neg = rng.bool(0.3);
    return {
      text: `${neg ? '−' : ''}${a}/${b}`,
      kind: 'rational',
      fill: `Denominator: ${b}.`,
      why: `It is already a fraction of two integers: ${neg ? '−' : ''}${a} over ${b}.`,
      trap: `A fraction of two integers is rational by definition.`,
      trapId: 'fraction-not-rational',
      focus: `Is it already written as one integer over another?`,
    };
  }
  const places = rng.int(2, 4);
  const n = rng.int(10 ** (places - 1) + 1, 10 ** places - 1);
  const whole = rng.int(0, 9);
  const digits = String(n).padStart(places, '0');
  const dec = `${whole}.${digits}`;
  return {
    text: dec,
    kind: 'rational',
    fill: `Digits after the decimal point: ${places}.`,
    why: `The decimal stops, so ${dec} = ${whole * 10 ** places + n}/${10 ** places}.`,
    trap: `A decimal that stops can always be written as a fraction over a power of 10.`,
    trapId: 'decimal-not-rational',
    focus: `Does the decimal ${dec} stop?`,
  };
}
function repeating(rng: Rng): Item {
  if (rng.bool()) {
    const d = rng.int(1, 8);
    return {
      text: `0.${String(d).repeat(6)}… (the ${d} repeats forever)`,
      kind: 'rational',
      fill: 'Digits in the repeating block: 1.',
      why: `A repeating decimal is rational: 0.${String(d).repeat(3)}… = ${d}/9.`,
      trap: `Never-ending is not the same as irrational: a decimal that repeats the same block is a fraction (${d}/9).`,
      trapId: 'never-ending-is-irrational',
      focus: `Does the decimal repeat one fixed block?`,
    };
  }
  const a = rng.int(1, 9);
  const b = (a + rng.int(1, 8)) % 10;
  const blk = `${a}${b}`;
  return {
    text: `0.${blk.repeat(3)}… (the ${blk} repeats forever)`,
    kind: 'rational',
    fill: 'Digits in the repeating block: 2.',
    why: `The block ${blk} repeats forever, so it equals ${Number(blk)}/99, a fraction.`,
    trap: `Never-ending is not the same as irrational: a repeating block means it is a fraction (${Number(blk)}/99).`,
    trapId: 'never-ending-is-irrational',
    focus: `Does the decimal repeat one fixed block?`,
  };
}
/** π written as kπ, π/k or π + k: still irrational. */
const PI_FORMS = ['π', ...[2, 3, 4, 5, 6, 7, 8, 9].map((k) => `${k}π`), ...[2, 3, 4, 5, 6].map((k) => `π/${k}`), ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => `π + ${k}`)];
/** Fractions and stopping decimals people use for π: rational. */
const PI_FRACTIONS = ['22/7', '355/113'];
const PI_DECIMALS = ['3.14', '3.1416', '3.14159'];

function piItem(rng: Rng): Item {
  const c = rng.int(0, 5);
  if (c === 0 || c === 1) {
    const t = rng.pick(PI_FORMS);
    return {
      text: t,
      kind: 'irrational',
      fill: 'The value of π to two decimal places: 3.14.',
      why: `π is irrational, and ${t === 'π' ? 'it' : t} cannot be written as a fraction of two integers.`,
      trap: `π's decimal never ends and never repeats; 3.14 and 22/7 are only approximations.`,
      trapId: 'pi-is-3-14',
      focus: `Is π rational? Multiplying, dividing or adding a whole number does not change that.`,
    };
  }
  if (c === 2 || c === 3) {
    const t = rng.pick(PI_FRACTIONS);
    return {
      text: t,
      kind: 'rational',
      fill: `Denominator: ${t.split('/')[1]}.`,
      why: `${t} is a fraction of two integers. It is close to π, but not equal to it.`,
      trap: `${t} is only an approximation of π. It is a fraction, so it is rational.`,
      trapId: '22-over-7-is-pi',
      focus: `Is ${t} written as one integer over another?`,
    };
  }
  const t = rng.pick(PI_DECIMALS);
  const places = t.length - 2;
  return {
    text: t,
    kind: 'rational',
    fill: `Digits after the decimal point: ${places}.`,
    why: `${t} stops, so ${t} = ${t.replace('.', '')}/${10 ** places}.`,
    trap: `${t} is a terminating decimal, so it is rational. It is close to π but not equal.`,
    trapId: 'pi-is-3-14',
    focus: `Does the decimal ${t} stop?`,
  };
}
function hardItem(rng: Rng): Item {
  const c = rng.int(0, 3);
  if (c === 0) {
    const d = rng.pick(['1', '2', '3', '5', '7']);
    const t = `0.${d}0${d}00${d}000${d}…`;
    return {
      text: `${t} (one more 0 each time)`,
      kind: 'irrational',
      fill: 'Zeros after the first nonzero digit: 1.',
      why: `The gaps of zeros keep growing, so no fixed block ever repeats: the decimal never ends and never repeats.`,
      trap: `There is a pattern, but it is not one fixed block repeating, so it is not a fraction.`,
      trapId: 'pattern-means-repeating',
      focus: `Does ${t} repeat one fixed block of digits?`,
    };
  }
  if (c === 1) {
    const a = rng.int(1, 9);
    let b = rng.int(2, 10);
    if (gcdN(a, b) !== 1) b = a + 1;
    return {
      text: `√(${a * a}/${b * b})`,
      kind: 'rational',
      fill: `${b} × ${b} = ${b * b}.`,
      why: `${a * a} = ${a}² and ${b * b} = ${b}², so √(${a * a}/${b * b}) = ${a}/${b}.`,
      trap: `Not every square root is irrational: ${a}/${b} × ${a}/${b} = ${a * a}/${b * b}.`,
      trapId: 'every-root-irrational',
      focus: `Are the top and bottom both perfect squares?`,
    };
  }
  if (c === 2) {
    const b = rng.int(2, 7);
    const n = rng.pick([2, 3, 5, 6, 7]);
    return {
      text: `√(${n}/${b * b})`,
      kind: 'irrational',
      fill: `${b} × ${b} = ${b * b}.`,
      why: `√(${n}/${b * b}) = √${n}/${b}, and √${n} is irrational (${n} is not a perfect square).`,
      trap: `The bottom ${b * b} is a perfect square, but the top ${n} is not, so the root is irrational.`,
      trapId: 'root-looks-rational',
      focus: `Are the top and bottom both perfect squares?`,
    };
  }
  const a = rng.int(1, 9);
  const b = (a + rng.int(1, 8)) % 10;
  const t = `0.${a}${b}${a}${b}${a}${b}…`;
  return {
    text: `${t} (the block ${a}${b} repeats forever)`,
    kind: 'rational',
    fill: 'Digits in the repeating block: 2.',
    why: `The block ${a}${b} repeats forever, so it equals ${a * 10 + b}/99.`,
    trap: `Never-ending is not the same as irrational: a repeating block means it is a fraction.`,
    trapId: 'never-ending-is-irrational',
    focus: `Does ${t} repeat one fixed block of digits?`,
  };
}

export const nsRationalOrIrrational: SkillGenerator = {
  skillId: 'g8.ns.rational-or-irrational',
  grade: 8,
  domain: 'ns',
  ccss: ['8.NS.A.1'],
  topic: 'Number system',
  subtopic: 'Rational or irrational?',
  prereqs: ['g7.ns.fraction-to-decimal'],
  estTimeSec: times(10, 45),
  version: '1.3.0',
  generate(difficulty: Difficulty, rng: Rng) {
    let item: Item;
    if (difficulty === 1) item = rng.bool() ? rootOfSquare(rng) : rootOfNonSquare(rng);
    else if (difficulty === 2) item = rng.bool(0.65) ? fractionOrDecimal(rng) : rootOfNonSquare(rng);
    else if (difficulty === 3) item = rng.bool(0.65) ? repeating(rng) : rng.bool() ? rootOfNonSquare(rng) : rootOfSquare(rng);
    else if (difficulty === 4) item = piItem(rng);
    else item = hardItem(rng);
    const other: Kind = item.kind === 'rational' ? 'irrational' : 'rational';
    const answer: AnswerSpec = {
      format: 'choice',
      value: item.kind,
      canonical: item.kind,
      options: {
        rational: ['rational number', 'a rational number'],
        irrational: ['irrational number', 'an irrational number', 'not rational'],
      },
    };
    return bodyByFormat(
      // The wording is drawn after the number (docs/maths/curriculum.md, "Variety").
      rng.pick([
        `Is ${item.text} rational or irrational?`,
        `${someone(rng)} writes ${item.text} on the board. Is it rational or irrational?`,
        `Decide whether ${item.text} is rational or irrational.`,
        `Rational or irrational: ${item.text}?`,
        `Which kind of number is ${item.text}: rational or irrational?`,
      ]),
      answer,
      [
        'Rational numbers can be written as a fraction of two integers.',
        'Their decimals either stop or repeat the same block forever.',
        item.focus,
      ],
      [
        item.fill,
        item.why,
        `So ${item.text.replace(/ \(.*\)$/, '')} is ${item.kind}.`,
        item.kind === 'rational'
          ? 'Check: it can be written as one integer over another.'
          : 'Check: no fraction of two integers gives exactly this number.',
      ],
      [mis(other, item.trapId, item.trap)],
    );
  },
};
