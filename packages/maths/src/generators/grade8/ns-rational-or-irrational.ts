import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { choiceAnswerIn } from '../shared/answers.js';
import { EN, type Words } from '../../language/index.js';

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

function rootOfSquare(rng: Rng, w: Words): Item {
  const k = rng.int(2, 12);
  return {
    text: `√${k * k}`,
    kind: 'rational',
    fill: `${k} × ${k} = ${k * k}.`,
    why: w.t(`${k} × ${k} = ${k * k}, so √${k * k} = ${k}, a whole number, which is ${k}/1.`, `${k} × ${k} = ${k * k}, así que √${k * k} = ${k}, un número entero, que es ${k}/1.`),
    trap: w.t(`Not every square root is irrational: √${k * k} is exactly ${k}.`, `No toda raíz cuadrada es irracional: √${k * k} es exactamente ${k}.`),
    trapId: 'every-root-irrational',
    focus: w.t(`Is ${k * k} a perfect square?`, `¿Es ${k * k} un cuadrado perfecto?`),
  };
}
function rootOfNonSquare(rng: Rng, w: Words): Item {
  const n = rng.pick(NON_SQUARES);
  const k = Math.floor(Math.sqrt(n));
  return {
    text: `√${n}`,
    kind: 'irrational',
    fill: w.t(`The perfect square just below ${n}: ${k}² = ${k * k}.`, `El cuadrado perfecto justo debajo de ${n}: ${k}² = ${k * k}.`),
    why: w.t(`${n} is not a perfect square (${k}² = ${k * k} and ${k + 1}² = ${(k + 1) * (k + 1)}), so √${n} is a never-ending, never-repeating decimal.`, `${n} no es un cuadrado perfecto (${k}² = ${k * k} y ${k + 1}² = ${(k + 1) * (k + 1)}), así que √${n} es un decimal que nunca termina y nunca se repite.`),
    trap: w.t(`√${n} is not a whole number or a fraction: ${n} is not a perfect square, so its decimal never ends or repeats.`, `√${n} no es un número entero ni una fracción: ${n} no es un cuadrado perfecto, así que su decimal nunca termina ni se repite.`),
    trapId: 'root-looks-rational',
    focus: w.t(`Is ${n} a perfect square? Compare with ${k}² = ${k * k} and ${k + 1}² = ${(k + 1) * (k + 1)}.`, `¿Es ${n} un cuadrado perfecto? Compara con ${k}² = ${k * k} y ${k + 1}² = ${(k + 1) * (k + 1)}.`),
  };
}
function fractionOrDecimal(rng: Rng, w: Words): Item {
  if (rng.bool()) {
    let a = rng.int(1, 19);
    const b = rng.int(2, 12);
    if (gcdN(a, b) !== 1) a = 1;
    const neg = rng.bool(0.3);
    return {
      text: `${neg ? '−' : ''}${a}/${b}`,
      kind: 'rational',
      fill: w.t(`Denominator: ${b}.`, `Denominador: ${b}.`),
      why: w.t(`It is already a fraction of two integers: ${neg ? '−' : ''}${a} over ${b}.`, `Ya es una fracción de dos enteros: ${neg ? '−' : ''}${a} entre ${b}.`),
      trap: w.t(`A fraction of two integers is rational by definition.`, `Una fracción de dos enteros es racional por definición.`),
      trapId: 'fraction-not-rational',
      focus: w.t(`Is it already written as one integer over another?`, `¿Ya está escrito como un entero entre otro?`),
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
    fill: w.t(`Digits after the decimal point: ${places}.`, `Dígitos después del punto decimal: ${places}.`),
    why: w.t(`The decimal stops, so ${dec} = ${whole * 10 ** places + n}/${10 ** places}.`, `El decimal termina, así que ${dec} = ${whole * 10 ** places + n}/${10 ** places}.`),
    trap: w.t(`A decimal that stops can always be written as a fraction over a power of 10.`, `Un decimal que termina siempre se puede escribir como una fracción sobre una potencia de 10.`),
    trapId: 'decimal-not-rational',
    focus: w.t(`Does the decimal ${dec} stop?`, `¿Termina el decimal ${dec}?`),
  };
}
function repeating(rng: Rng, w: Words): Item {
  if (rng.bool()) {
    const d = rng.int(1, 8);
    return {
      text: w.t(`0.${String(d).repeat(6)}… (the ${d} repeats forever)`, `0.${String(d).repeat(6)}… (el ${d} se repite para siempre)`),
      kind: 'rational',
      fill: w.t('Digits in the repeating block: 1.', 'Dígitos del bloque que se repite: 1.'),
      why: w.t(`A repeating decimal is rational: 0.${String(d).repeat(3)}… = ${d}/9.`, `Un decimal periódico es racional: 0.${String(d).repeat(3)}… = ${d}/9.`),
      trap: w.t(`Never-ending is not the same as irrational: a decimal that repeats the same block is a fraction (${d}/9).`, `Que nunca termine no quiere decir que sea irracional: un decimal que repite el mismo bloque es una fracción (${d}/9).`),
      trapId: 'never-ending-is-irrational',
      focus: w.t(`Does the decimal repeat one fixed block?`, `¿El decimal repite siempre el mismo bloque?`),
    };
  }
  const a = rng.int(1, 9);
  const b = (a + rng.int(1, 8)) % 10;
  const blk = `${a}${b}`;
  return {
    text: w.t(`0.${blk.repeat(3)}… (the ${blk} repeats forever)`, `0.${blk.repeat(3)}… (el ${blk} se repite para siempre)`),
    kind: 'rational',
    fill: w.t('Digits in the repeating block: 2.', 'Dígitos del bloque que se repite: 2.'),
    why: w.t(`The block ${blk} repeats forever, so it equals ${Number(blk)}/99, a fraction.`, `El bloque ${blk} se repite para siempre, así que es igual a ${Number(blk)}/99, una fracción.`),
    trap: w.t(`Never-ending is not the same as irrational: a repeating block means it is a fraction (${Number(blk)}/99).`, `Que nunca termine no quiere decir que sea irracional: un bloque que se repite quiere decir que es una fracción (${Number(blk)}/99).`),
    trapId: 'never-ending-is-irrational',
    focus: w.t(`Does the decimal repeat one fixed block?`, `¿El decimal repite siempre el mismo bloque?`),
  };
}
/** π written as kπ, π/k or π + k: still irrational. */
const PI_FORMS = ['π', ...[2, 3, 4, 5, 6, 7, 8, 9].map((k) => `${k}π`), ...[2, 3, 4, 5, 6].map((k) => `π/${k}`), ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => `π + ${k}`)];
/** Fractions and stopping decimals people use for π: rational. */
const PI_FRACTIONS = ['22/7', '355/113'];
const PI_DECIMALS = ['3.14', '3.1416', '3.14159'];

function piItem(rng: Rng, w: Words): Item {
  const c = rng.int(0, 5);
  if (c === 0 || c === 1) {
    const t = rng.pick(PI_FORMS);
    return {
      text: t,
      kind: 'irrational',
      fill: w.t('The value of π to two decimal places: 3.14.', 'El valor de π con dos decimales: 3.14.'),
      why: w.t(`π is irrational, and ${t === 'π' ? 'it' : t} cannot be written as a fraction of two integers.`, `π es irracional, y ${t === 'π' ? 'no' : `${t} no`} se puede escribir como una fracción de dos enteros.`),
      trap: w.t(`π's decimal never ends and never repeats; 3.14 and 22/7 are only approximations.`, `El decimal de π nunca termina y nunca se repite; 3.14 y 22/7 son solo aproximaciones.`),
      trapId: 'pi-is-3-14',
      focus: w.t(`Is π rational? Multiplying, dividing or adding a whole number does not change that.`, `¿Es π racional? Multiplicar, dividir o sumar un número entero no cambia eso.`),
    };
  }
  if (c === 2 || c === 3) {
    const t = rng.pick(PI_FRACTIONS);
    return {
      text: t,
      kind: 'rational',
      fill: w.t(`Denominator: ${t.split('/')[1]}.`, `Denominador: ${t.split('/')[1]}.`),
      why: w.t(`${t} is a fraction of two integers. It is close to π, but not equal to it.`, `${t} es una fracción de dos enteros. Está cerca de π, pero no es igual.`),
      trap: w.t(`${t} is only an approximation of π. It is a fraction, so it is rational.`, `${t} es solo una aproximación de π. Es una fracción, así que es racional.`),
      trapId: '22-over-7-is-pi',
      focus: w.t(`Is ${t} written as one integer over another?`, `¿Está ${t} escrito como un entero entre otro?`),
    };
  }
  const t = rng.pick(PI_DECIMALS);
  const places = t.length - 2;
  return {
    text: t,
    kind: 'rational',
    fill: w.t(`Digits after the decimal point: ${places}.`, `Dígitos después del punto decimal: ${places}.`),
    why: w.t(`${t} stops, so ${t} = ${t.replace('.', '')}/${10 ** places}.`, `${t} termina, así que ${t} = ${t.replace('.', '')}/${10 ** places}.`),
    trap: w.t(`${t} is a terminating decimal, so it is rational. It is close to π but not equal.`, `${t} es un decimal finito, así que es racional. Está cerca de π, pero no es igual.`),
    trapId: 'pi-is-3-14',
    focus: w.t(`Does the decimal ${t} stop?`, `¿Termina el decimal ${t}?`),
  };
}
function hardItem(rng: Rng, w: Words): Item {
  const c = rng.int(0, 3);
  if (c === 0) {
    const d = rng.pick(['1', '2', '3', '5', '7']);
    const t = `0.${d}0${d}00${d}000${d}…`;
    return {
      text: w.t(`${t} (one more 0 each time)`, `${t} (cada vez con un 0 más)`),
      kind: 'irrational',
      fill: w.t('Zeros after the first nonzero digit: 1.', 'Ceros después del primer dígito no cero: 1.'),
      why: w.t(`The gaps of zeros keep growing, so no fixed block ever repeats: the decimal never ends and never repeats.`, `Los grupos de ceros siguen creciendo, así que ningún bloque fijo se repite: el decimal nunca termina y nunca se repite.`),
      trap: w.t(`There is a pattern, but it is not one fixed block repeating, so it is not a fraction.`, `Hay un patrón, pero no es un mismo bloque que se repite, así que no es una fracción.`),
      trapId: 'pattern-means-repeating',
      focus: w.t(`Does ${t} repeat one fixed block of digits?`, `¿${t} repite siempre el mismo bloque de dígitos?`),
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
      why: w.t(`${a * a} = ${a}² and ${b * b} = ${b}², so √(${a * a}/${b * b}) = ${a}/${b}.`, `${a * a} = ${a}² y ${b * b} = ${b}², así que √(${a * a}/${b * b}) = ${a}/${b}.`),
      trap: w.t(`Not every square root is irrational: ${a}/${b} × ${a}/${b} = ${a * a}/${b * b}.`, `No toda raíz cuadrada es irracional: ${a}/${b} × ${a}/${b} = ${a * a}/${b * b}.`),
      trapId: 'every-root-irrational',
      focus: w.t(`Are the top and bottom both perfect squares?`, `¿El numerador y el denominador son cuadrados perfectos?`),
    };
  }
  if (c === 2) {
    const b = rng.int(2, 7);
    const n = rng.pick([2, 3, 5, 6, 7]);
    return {
      text: `√(${n}/${b * b})`,
      kind: 'irrational',
      fill: `${b} × ${b} = ${b * b}.`,
      why: w.t(`√(${n}/${b * b}) = √${n}/${b}, and √${n} is irrational (${n} is not a perfect square).`, `√(${n}/${b * b}) = √${n}/${b}, y √${n} es irracional (${n} no es un cuadrado perfecto).`),
      trap: w.t(`The bottom ${b * b} is a perfect square, but the top ${n} is not, so the root is irrational.`, `El denominador ${b * b} es un cuadrado perfecto, pero el numerador ${n} no, así que la raíz es irracional.`),
      trapId: 'root-looks-rational',
      focus: w.t(`Are the top and bottom both perfect squares?`, `¿El numerador y el denominador son cuadrados perfectos?`),
    };
  }
  const a = rng.int(1, 9);
  const b = (a + rng.int(1, 8)) % 10;
  const t = `0.${a}${b}${a}${b}${a}${b}…`;
  return {
    text: w.t(`${t} (the block ${a}${b} repeats forever)`, `${t} (el bloque ${a}${b} se repite para siempre)`),
    kind: 'rational',
    fill: w.t('Digits in the repeating block: 2.', 'Dígitos del bloque que se repite: 2.'),
    why: w.t(`The block ${a}${b} repeats forever, so it equals ${a * 10 + b}/99.`, `El bloque ${a}${b} se repite para siempre, así que es igual a ${a * 10 + b}/99.`),
    trap: w.t(`Never-ending is not the same as irrational: a repeating block means it is a fraction.`, `Que nunca termine no quiere decir que sea irracional: un bloque que se repite quiere decir que es una fracción.`),
    trapId: 'never-ending-is-irrational',
    focus: w.t(`Does ${t} repeat one fixed block of digits?`, `¿${t} repite siempre el mismo bloque de dígitos?`),
  };
}

const KIND_OPTIONS: Record<Kind, string[]> = {
  rational: ['rational number', 'a rational number'],
  irrational: ['irrational number', 'an irrational number', 'not rational'],
};
/** The Spanish forms, the first being the label the child sees. */
const KIND_OPTIONS_ES: Record<Kind, string[]> = {
  rational: ['racional', 'número racional', 'un número racional', 'es racional'],
  irrational: ['irracional', 'número irracional', 'un número irracional', 'es irracional', 'no racional', 'no es racional'],
};
const KIND_ES: Record<Kind, string> = { rational: 'racional', irrational: 'irracional' };

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
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    let item: Item;
    if (difficulty === 1) item = rng.bool() ? rootOfSquare(rng, w) : rootOfNonSquare(rng, w);
    else if (difficulty === 2) item = rng.bool(0.65) ? fractionOrDecimal(rng, w) : rootOfNonSquare(rng, w);
    else if (difficulty === 3) item = rng.bool(0.65) ? repeating(rng, w) : rng.bool() ? rootOfNonSquare(rng, w) : rootOfSquare(rng, w);
    else if (difficulty === 4) item = piItem(rng, w);
    else item = hardItem(rng, w);
    const other: Kind = item.kind === 'rational' ? 'irrational' : 'rational';
    const answer: AnswerSpec = w.es ? choiceAnswerIn(w, item.kind, KIND_OPTIONS, KIND_OPTIONS_ES) : {
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
      rng.pick(w.es ? [
        `¿${item.text} es racional o irracional?`,
        `${someone(rng, w)} escribe ${item.text} en el pizarrón. ¿Es racional o irracional?`,
        `Decide si ${item.text} es racional o irracional.`,
        `¿Racional o irracional?: ${item.text}`,
        `¿Qué tipo de número es ${item.text}: racional o irracional?`,
      ] : [
        `Is ${item.text} rational or irrational?`,
        `${someone(rng)} writes ${item.text} on the board. Is it rational or irrational?`,
        `Decide whether ${item.text} is rational or irrational.`,
        `Rational or irrational: ${item.text}?`,
        `Which kind of number is ${item.text}: rational or irrational?`,
      ]),
      answer,
      [
        w.t('Rational numbers can be written as a fraction of two integers.', 'Los números racionales se pueden escribir como una fracción de dos enteros.'),
        w.t('Their decimals either stop or repeat the same block forever.', 'Sus decimales terminan o repiten el mismo bloque para siempre.'),
        item.focus,
      ],
      [
        item.fill,
        item.why,
        w.t(`So ${item.text.replace(/ \(.*\)$/, '')} is ${item.kind}.`, `Entonces ${item.text.replace(/ \(.*\)$/, '')} es ${KIND_ES[item.kind]}.`),
        item.kind === 'rational'
          ? w.t('Check: it can be written as one integer over another.', 'Comprueba: se puede escribir como un entero entre otro.')
          : w.t('Check: no fraction of two integers gives exactly this number.', 'Comprueba: ninguna fracción de dos enteros da exactamente este número.'),
      ],
      [mis(other, item.trapId, item.trap)],
    );
  },
};
