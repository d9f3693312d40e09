import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { decAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { decPlain } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Number name for 0..999 ("four hundred six", "thirty-two"). */
function numberName(n: number): string {
  const h = Math.floor(n / 100), rest = n % 100;
  const parts: string[] = [];
  if (h > 0) parts.push(`${ONES[h]} hundred`);
  if (rest > 0 || h === 0) {
    if (rest < 20) parts.push(ONES[rest]!);
    else parts.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  }
  return parts.join(' ');
}

const PLACE = ['1', '1/10', '1/100', '1/1,000'];
const PLACE_NAME = ['ones', 'tenths', 'hundredths', 'thousandths'];
const PLACE_NAME_ES = ['unidades', 'décimos', 'centésimos', 'milésimos'];
const PLACE_ONE_ES = ['unidad', 'décimo', 'centésimo', 'milésimo'];

const UNITS_ES = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve',
  'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const TENS_ES = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS_ES = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];

/**
 * Spanish number name for 0..999 ("cuatrocientos seis", "treinta y dos"); before a masculine noun
 * ("centésimos") "uno" becomes "un" and "veintiuno" "veintiún".
 */
function numberNameEs(n: number, beforeNoun = false): string {
  if (n === 100) return 'cien';
  const h = Math.floor(n / 100), rest = n % 100;
  const parts: string[] = [];
  if (h > 0) parts.push(HUNDREDS_ES[h]!);
  if (rest > 0 || h === 0) {
    if (rest < 30) parts.push(UNITS_ES[rest]!);
    else parts.push(TENS_ES[Math.floor(rest / 10)]! + (rest % 10 ? ` y ${UNITS_ES[rest % 10]}` : ''));
  }
  const name = parts.join(' ');
  return beforeNoun ? name.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un') : name;
}

/** "un centésimo", "treinta y cuatro centésimos". */
const countEs = (n: number, one: string, many: string): string => `${numberNameEs(n, true)} ${n === 1 ? one : many}`;

function expanded(terms: Array<[number, number]>): string {
  return terms.map(([digit, p]) => (p === -1 ? `${digit} × 10` : p === 0 ? `${digit} × 1` : `${digit} × (${PLACE[p]})`)).join(' + ');
}

function value(terms: Array<[number, number]>): Rational {
  return terms.reduce((acc, [digit, p]) => acc.add(p === -1 ? rat(digit * 10) : rat(digit, 10 ** p)), rat(0));
}

export const nbtReadWriteDecimals: SkillGenerator = {
  skillId: 'g5.nbt.read-write-decimals',
  grade: 5,
  domain: 'nbt',
  ccss: ['5.NBT.A.3'],
  topic: 'Decimals',
  subtopic: 'Expanded form & number names',
  prereqs: ['g4.nf.decimal-fractions'],
  estTimeSec: times(20, 60),
  version: '1.1.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    if (difficulty === 1 || difficulty === 2 || difficulty === 4) {
      const terms: Array<[number, number]> = [];
      let skipped: Rational | null = null;
      if (difficulty === 1) {
        if (rng.bool()) terms.push([rng.int(1, 9), -1]);
        terms.push([rng.int(1, 9), 0], [rng.int(1, 9), 1]);
      } else if (difficulty === 2) {
        terms.push([rng.int(1, 9), -1], [rng.int(1, 9), 0]);
        if (rng.bool()) terms.push([rng.int(1, 9), 2]);
        else terms.push([rng.int(1, 9), 1], [rng.int(1, 9), 2]);
      } else {
        const zero = rng.int(1, 2);
        terms.push([rng.int(1, 9), 0]);
        for (const p of [1, 2, 3]) if (p !== zero) terms.push([rng.int(1, 9), p]);
      }
      const places = Math.max(...terms.map(([, p]) => p));
      const hasGap = terms.filter(([, p]) => p > 0).length < places;
      const ans = value(terms);
      const answer = decAnswer(ans);
      // child writes the digits side by side without the zero placeholder
      if (hasGap) {
        const digits = terms.filter(([, p]) => p > 0).map(([dg]) => dg).join('');
        const whole = terms.filter(([, p]) => p <= 0).map(([dg]) => dg).join('');
        skipped = Rational.parse(`${whole}.${digits}`);
      }
      const lastDigit = terms[terms.length - 1]!;
      return {
        question: {
          text: rng.pick(w.es ? [
            `${expanded(terms)} = ?`,
            `Escribe ${expanded(terms)} como número decimal.`,
            `¿Qué número decimal es ${expanded(terms)}?`,
            `${someone(rng, w)} suma ${expanded(terms)}. ¿Qué número decimal obtiene?`,
            `Escribe ${expanded(terms)} como un solo número.`,
          ] : [
            `${expanded(terms)} = ?`,
            `Write ${expanded(terms)} as a decimal.`,
            `What decimal is ${expanded(terms)}?`,
            `${someone(rng)} adds ${expanded(terms)}. What decimal is the sum?`,
            `Write ${expanded(terms)} as one number.`,
          ]),
        },
        answer,
        hints: hints(
          w.t(
            `Each term is one digit times a place value: ${terms.map(([dg, p]) => `${dg} ${p === -1 ? 'tens' : PLACE_NAME[p]}`).join(', ')}.`,
            `Cada término es un dígito por un valor posicional: ${terms.map(([dg, p]) => `${dg} ${p === -1 ? (dg === 1 ? 'decena' : 'decenas') : dg === 1 ? PLACE_ONE_ES[p] : PLACE_NAME_ES[p]}`).join(', ')}.`,
          ),
          hasGap
            ? w.t('A place that is missing from the sum gets the digit 0.', 'Un lugar que falta en la suma lleva el dígito 0.')
            : w.t(`The ${PLACE_NAME[lastDigit[1]]} digit goes ${lastDigit[1]} place${lastDigit[1] === 1 ? '' : 's'} after the decimal point.`, `El dígito de los ${PLACE_NAME_ES[lastDigit[1]]} va ${lastDigit[1]} ${lastDigit[1] === 1 ? 'lugar' : 'lugares'} después del punto decimal.`),
          w.t(`Write each digit in its place, with ${places} digit${places === 1 ? '' : 's'} after the point. What number is that?`, `Escribe cada dígito en su lugar, con ${places} ${places === 1 ? 'dígito' : 'dígitos'} después del punto. ¿Qué número es?`),
        ),
        explanation: [
          terms.map(([dg, p]) => (p === -1 ? `${dg} × 10 = ${dg * 10}` : p === 0 ? `${dg} × 1 = ${dg}` : `${dg} × ${PLACE[p]} = ${decPlain(rat(dg, 10 ** p))}`)).join(', ') + '.',
          w.t(`Adding the parts gives ${answer.canonical}.`, `Al sumar las partes se obtiene ${answer.canonical}.`),
          w.t(`Check: ${answer.canonical} has ${places} decimal place${places === 1 ? '' : 's'}, and each digit matches its place value.`, `Comprueba: ${answer.canonical} tiene ${places} ${places === 1 ? 'lugar decimal' : 'lugares decimales'}, y cada dígito coincide con su valor posicional.`),
        ],
        misconceptions: misconceptions(answer, [
          [skipped ? decPlain(skipped) : null, 'no-placeholder-zero', w.t('A missing place still needs a 0 to hold it.', 'Un lugar que falta necesita un 0 que lo ocupe.')],
          [decPlain(terms.reduce((acc, [dg]) => acc + dg, 0)), 'added-digits', w.t('Each digit stands for a place value; do not add the digits.', 'Cada dígito representa un valor posicional; no sumes los dígitos.')],
        ]),
      };
    }
    if (difficulty === 3) {
      const whole = rng.bool() ? rng.int(1, 99) : rng.int(101, 999);
      const f = rng.int(1, 99);
      const ans = rat(whole).add(rat(f, 100));
      const answer = decAnswer(ans);
      const name = w.t(`${numberName(whole)} and ${numberName(f)} hundredth${f === 1 ? '' : 's'}`, `${countEs(whole, 'entero', 'enteros')} y ${countEs(f, 'centésimo', 'centésimos')}`);
      const fName = w.t(`${numberName(f)} hundredths`, countEs(f, 'centésimo', 'centésimos'));
      return {
        question: { text: w.t(`Write "${name}" as a decimal.`, `Escribe "${name}" como número decimal.`) },
        answer,
        hints: hints(
          w.t('"And" marks the decimal point.', `La palabra "${whole === 1 ? 'entero' : 'enteros'}" marca dónde va el punto decimal.`),
          w.t('Hundredths need two digits after the point.', 'Los centésimos necesitan dos dígitos después del punto.'),
          w.t(`${fName} = ${decPlain(rat(f, 100))}; put the whole number ${whole} in front.`, `${fName} = ${decPlain(rat(f, 100))}; pon el número entero ${whole} adelante.`),
        ),
        explanation: [
          w.t(`The whole-number part is ${whole}.`, `La parte entera es ${whole}.`),
          `${fName} = ${f}/100 = ${decPlain(rat(f, 100))}.`,
          w.t(`So the number is ${answer.canonical}.`, `Entonces el número es ${answer.canonical}.`),
          w.t(`Check: read ${answer.canonical} aloud: "${name}".`, `Comprueba: lee ${answer.canonical} en voz alta: "${name}".`),
        ],
        misconceptions: misconceptions(answer, [
          [f < 10 ? decPlain(Rational.parse(`${whole}.${f}`)) : null, 'no-placeholder-zero', w.t('Hundredths need two digits after the point: use a 0 as a placeholder.', 'Los centésimos necesitan dos dígitos después del punto: usa un 0 para ocupar el lugar.')],
          [decPlain(rat(whole).add(rat(f, 1000))), 'wrong-place', w.t('Hundredths are two places after the point, not three.', 'Los centésimos están dos lugares después del punto, no tres.')],
        ]),
      };
    }
    // d5: zeros in both the whole and decimal parts
    const h = rng.int(1, 9), o = rng.int(1, 9);
    const whole = h * 100 + o;
    const f = rng.bool() ? rng.int(11, 99) : rng.int(1, 9) * 100 + rng.int(1, 9);
    const ans = rat(whole).add(rat(f, 1000));
    const answer = decAnswer(ans);
    const name = w.t(`${numberName(whole)} and ${numberName(f)} thousandths`, `${countEs(whole, 'entero', 'enteros')} y ${countEs(f, 'milésimo', 'milésimos')}`);
    const wName = w.t(numberName(whole), numberNameEs(whole));
    const fName = w.t(`${numberName(f)} thousandths`, countEs(f, 'milésimo', 'milésimos'));
    const fd = String(f);
    return {
      question: { text: w.t(`Write "${name}" as a decimal.`, `Escribe "${name}" como número decimal.`) },
      answer,
      hints: hints(
        w.t('"And" marks the decimal point.', 'La palabra "enteros" marca dónde va el punto decimal.'),
        w.t(`Thousandths need three digits after the point; ${wName} has no tens, so its tens digit is 0.`, `Los milésimos necesitan tres dígitos después del punto; ${wName} no tiene decenas, así que su dígito de las decenas es 0.`),
        w.t(`${fName} = ${decPlain(rat(f, 1000))}; put ${whole} in front of the point.`, `${fName} = ${decPlain(rat(f, 1000))}; pon ${whole} antes del punto.`),
      ),
      explanation: [
        w.t(`${wName} = ${whole} (0 tens).`, `${wName} = ${whole} (0 decenas).`),
        `${fName} = ${f}/1,000 = ${decPlain(rat(f, 1000))}.`,
        `${w.t('Together', 'Juntos')}: ${answer.canonical}.`,
        w.t(`Check: read ${answer.canonical} aloud: "${name}".`, `Comprueba: lee ${answer.canonical} en voz alta: "${name}".`),
      ],
      misconceptions: misconceptions(answer, [
        [decPlain(Rational.parse(`${whole}.${fd.replace(/0/g, '')}`)), 'no-placeholder-zero', w.t('Thousandths need three digits after the point: keep the placeholder zeros.', 'Los milésimos necesitan tres dígitos después del punto: deja los ceros que ocupan lugar.')],
        [decPlain(Rational.parse(`${h}${o}0.${fd.padStart(3, '0')}`)), 'zero-in-wrong-place', w.t(`${wName} has ${o} ones and 0 tens.`, `${wName} tiene ${o} ${o === 1 ? 'unidad' : 'unidades'} y 0 decenas.`)],
        [decPlain(Rational.parse(`${h}0${o}0.${fd.padStart(3, '0')}`)), 'extra-zero', w.t(`${wName} is a three-digit number.`, `${wName} es un número de tres dígitos.`)],
      ]),
    };
  },
};
