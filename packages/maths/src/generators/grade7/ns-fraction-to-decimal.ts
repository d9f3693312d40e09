import { R, Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDec, fmtMixed } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

/** Decimal expansion with the repeating block in brackets, e.g. 0.(45), 0.1(6), 2.(3). */
export function repeatingText(r: Rational): string {
  const neg = r.sign() < 0;
  const a = r.abs();
  const whole = a.num / a.den;
  let rem = a.num % a.den;
  const digits: string[] = [];
  const seen = new Map<string, number>();
  while (rem !== 0n && !seen.has(rem.toString())) {
    seen.set(rem.toString(), digits.length);
    rem *= 10n;
    digits.push((rem / a.den).toString());
    rem %= a.den;
  }
  let frac = digits.join('');
  if (rem !== 0n) {
    const start = seen.get(rem.toString())!;
    frac = `${frac.slice(0, start)}(${frac.slice(start)})`;
  }
  return `${neg ? '−' : ''}${whole}${frac ? '.' + frac : ''}`;
}

export const nsFractionToDecimal: SkillGenerator = {
  skillId: 'g7.ns.fraction-to-decimal',
  grade: 7,
  domain: 'ns',
  ccss: ['7.NS.A.2'],
  topic: 'Decimals',
  subtopic: 'Fractions to decimals (terminating & repeating)',
  prereqs: ['g5.nbt.decimal-divide'],
  estTimeSec: times(20, 90),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    // d1 also writes fractions between 1 and 2 (5/4 = 1.25); the others are below 1, d4 adds a whole number.
    const den = d === 1 ? rng.pick([2, 4, 5, 8, 10]) : d === 2 ? rng.pick([5, 20, 25]) : d === 3 ? rng.pick([3, 6, 9, 12, 15, 18]) : d === 4 ? rng.pick([3, 4, 6, 8, 9]) : rng.pick([11, 7, 13]);
    const top = d === 1 ? 2 * den - 1 : den - 1;
    let num = rng.int(1, top);
    for (let i = 0; i < 10 && rat(num, den).den !== BigInt(den); i++) num = rng.int(1, top);
    let frac = rat(num, den);
    if (frac.den === 1n || (d >= 3 && d !== 4 && frac.isTerminating())) frac = rat(1, den);
    const whole = d === 4 ? rng.int(1, 5) : 0;
    const v = frac.add(whole);
    const shown = whole ? fmtMixed(v) : `${frac.num}/${frac.den}`;
    const term = v.isTerminating();
    const answer: AnswerSpec = term ? A.decimal(v) : { format: 'repeating-decimal', value: v.toString(), canonical: repeatingText(v) };
    const n = frac.num;
    const dd = frac.den;
    const r1 = (n * 10n) % dd;
    const q1 = (n * 10n) / dd;
    const who = someone(rng, w);
    const ask = w.es ? rng.pick([
      `Escribe ${shown} como decimal.`,
      `¿Cuánto es ${shown} como decimal?`,
      `${who} quiere escribir ${shown} como decimal. ¿Qué debe escribir ${who}?`,
      `Convierte ${shown} en un decimal.`,
      `¿Qué decimal es igual a ${shown}?`,
    ]) : rng.pick([
      `Write ${shown} as a decimal.`,
      `What is ${shown} as a decimal?`,
      `${who} wants to write ${shown} as a decimal. What should ${who} write?`,
      `Change ${shown} into a decimal.`,
      `What decimal is equal to ${shown}?`,
    ]);
    return bodyLoose(
      `${ask}${term ? '' : w.t(' Show the repeating digits in brackets, like 0.(3) for 0.333….', ' Escribe entre paréntesis las cifras que se repiten, como 0.(3) para 0.333….')}`,
      answer,
      w.es
        ? [
            `Divide ${n} entre ${dd} con división larga${whole ? `, y luego pon ${whole} antes del punto decimal` : ''}.`,
            n > dd ? `${n} ÷ ${dd} = ${n / dd} residuo ${n % dd}: ${n / dd} va antes del punto decimal. Luego baja un cero: ${n % dd}0 ÷ ${dd}.` : `${n}0 ÷ ${dd} = ${q1} residuo ${r1}.`,
            term ? 'Sigue bajando ceros hasta que el residuo sea 0.' : 'Sigue hasta que se repita un residuo; desde ahí las cifras se repiten.',
          ]
        : [
            `Divide ${n} by ${dd} with long division${whole ? `, then put ${whole} in front of the decimal point` : ''}.`,
            n > dd ? `${n} ÷ ${dd} = ${n / dd} remainder ${n % dd}: ${n / dd} goes before the decimal point. Then bring down a zero: ${n % dd}0 ÷ ${dd}.` : `${n}0 ÷ ${dd} = ${q1} remainder ${r1}.`,
            term ? 'Keep bringing down zeros until the remainder is 0.' : 'Keep going until a remainder comes back; from there the digits repeat.',
          ],
      w.es
        ? [
            n > dd ? `Antes del punto decimal: ${n} − ${n / dd} × ${dd} = ${n % dd} de residuo.` : `El primer residuo: ${n}0 − ${q1} × ${dd} = ${r1}.`,
            term ? 'Sigue bajando ceros: la división termina cuando el residuo es 0, así que el decimal es finito.' : 'Sigue bajando ceros: cuando se repite un residuo, las cifras se repiten para siempre desde ahí.',
            `${n} ÷ ${dd} = ${term ? fmtDec(frac) : repeatingText(frac)}.`,
            ...(whole ? [`Suma el número entero: ${fmtDec(R(whole))} + eso = ${term ? fmtDec(v) : repeatingText(v)}.`] : []),
            `Comprueba: ${term ? `${fmtDec(v)} = ${fmtDec(v.mul(Number(dd)))}/${dd}` : 'el bloque que se repite viene del residuo que se repite'}, que es igual a ${shown}.`,
          ]
        : [
            n > dd ? `Before the decimal point: ${n} − ${n / dd} × ${dd} = ${n % dd} left over.` : `The first remainder: ${n}0 − ${q1} × ${dd} = ${r1}.`,
            term ? 'Keep bringing down zeros: the division ends when the remainder is 0, so the decimal terminates.' : 'Keep bringing down zeros: when a remainder comes back, the digits repeat forever from there.',
            `${n} ÷ ${dd} = ${term ? fmtDec(frac) : repeatingText(frac)}.`,
            ...(whole ? [`Add the whole number: ${fmtDec(R(whole))} + that = ${term ? fmtDec(v) : repeatingText(v)}.`] : []),
            `Check: ${term ? `${fmtDec(v)} = ${fmtDec(v.mul(Number(dd)))}/${dd}` : `the repeating block comes from the repeating remainder`}, which equals ${shown}.`,
          ],
      [
        mis(`${whole ? whole : 0}.${n}${dd}`, 'digits-of-fraction', w.t('A fraction bar means divide; the decimal is not the digits of the numerator and denominator.', 'La barra de fracción quiere decir dividir; el decimal no son las cifras del numerador y del denominador.')),
        term ? null : mis(fmtDec(v.round(2)), 'stopped-early', w.t('Those digits keep repeating; a rounded decimal is not exact.', 'Esas cifras se siguen repitiendo; un decimal redondeado no es exacto.')),
        mis(fmtDec(Rational.of(dd, n).round(3)), 'divided-wrong-way', w.t(`Divide the numerator by the denominator: ${n} ÷ ${dd}.`, `Divide el numerador entre el denominador: ${n} ÷ ${dd}.`)),
      ],
    );
  },
};
