import { Rational, R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { fmtDecOrFrac, sciSup, sciText, sup } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

/** Coefficient with the given number of significant digits, 1 ≤ c < 10, last digit nonzero. */
function coefficient(rng: Rng, sig: number, zeroInside = false): Rational {
  const digits: number[] = [rng.int(1, 9)];
  for (let i = 1; i < sig; i++) digits.push(i === sig - 1 ? rng.int(1, 9) : rng.int(0, 9));
  if (zeroInside && sig >= 3) digits[1] = 0;
  return Rational.of(Number(digits.join('')), 10 ** (sig - 1));
}

export const eeScientificNotation: SkillGenerator = {
  skillId: 'g8.ee.scientific-notation',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.A.3'],
  topic: 'Exponents & roots',
  subtopic: 'Scientific notation',
  prereqs: ['g5.nbt.powers-of-ten', 'g8.ee.exponent-laws'],
  estTimeSec: times(15, 60),
  version: '1.1.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    let coef: Rational;
    let exp: number;
    if (difficulty === 1) {
      coef = coefficient(rng, rng.int(1, 2));
      exp = rng.int(3, 7);
    } else if (difficulty === 2) {
      coef = coefficient(rng, rng.int(3, 4));
      exp = rng.int(4, 9);
    } else if (difficulty === 3) {
      coef = coefficient(rng, rng.int(1, 3));
      exp = -rng.int(2, 6);
    } else if (difficulty === 4) {
      coef = coefficient(rng, rng.int(2, 3));
      exp = rng.bool() ? rng.int(3, 7) : -rng.int(2, 5);
    } else {
      coef = coefficient(rng, 3, true);
      exp = -rng.int(3, 7);
    }
    const value = coef.mul(R(10).pow(exp));
    const standard = fmtDecOrFrac(value);
    const big = exp > 0;
    const coefText = fmtDecOrFrac(coef);

    if (difficulty === 4) {
      const answer: AnswerSpec = { format: 'decimal', mode: 'exact', value: value.toString(), canonical: standard };
      const wrongDir = coef.mul(R(10).pow(-exp));
      const offByOne = coef.mul(R(10).pow(exp + (big ? -1 : 1)));
      return bodyByFormat(
        (() => {
          const n = sciSup(coef, exp);
          const who = someone(rng, w);
          return rng.pick(w.es ? [
            `Escribe ${n} en forma estándar.`,
            `¿Cuánto es ${n} escrito como un número normal?`,
            `${who} lee ${n} en una calculadora. Escríbelo en forma estándar.`,
            `Escribe ${n} sin una potencia de 10.`,
            `Cambia ${n} a forma estándar.`,
          ] : [
            `Write ${n} in standard form.`,
            `What is ${n} written as an ordinary number?`,
            `${who} reads ${n} on a calculator. Write it in standard form.`,
            `Write ${n} without a power of 10.`,
            `Change ${n} to standard form.`,
          ]);
        })(),
        answer,
        [
          w.t(`The power of 10 tells you how many places to move the decimal point, and which way.`, `La potencia de 10 te dice cuántos lugares mover el punto decimal y hacia qué lado.`),
          w.t(`The exponent is ${fmtDecOrFrac(exp)}, so move the decimal point in ${coefText} ${Math.abs(exp)} places to the ${big ? 'right' : 'left'}.`, `El exponente es ${fmtDecOrFrac(exp)}, así que mueve el punto decimal de ${coefText} ${Math.abs(exp)} lugares a la ${big ? 'derecha' : 'izquierda'}.`),
          big
            ? w.t(`Write ${coefText} and move the point ${Math.abs(exp)} places right, filling the gaps with zeros.`, `Escribe ${coefText} y mueve el punto ${Math.abs(exp)} lugares a la derecha, llenando los huecos con ceros.`)
            : w.t(`Moving ${Math.abs(exp)} places left puts ${Math.abs(exp) - 1} zero${Math.abs(exp) - 1 === 1 ? '' : 's'} between the decimal point and the first digit ${coefText[0]}.`, `Al mover ${Math.abs(exp)} lugares a la izquierda quedan ${Math.abs(exp) - 1} cero${Math.abs(exp) - 1 === 1 ? '' : 's'} entre el punto decimal y el primer dígito, ${coefText[0]}.`),
        ],
        [
          `10${sup(exp)} ${big ? `= ${fmtDecOrFrac(R(10).pow(exp))}` : `= 1/${fmtDecOrFrac(R(10).pow(-exp))}`}.`,
          w.t(`Move the decimal point of ${coefText} ${Math.abs(exp)} places to the ${big ? 'right' : 'left'}.`, `Mueve el punto decimal de ${coefText} ${Math.abs(exp)} lugares a la ${big ? 'derecha' : 'izquierda'}.`),
          `${sciSup(coef, exp)} = ${standard}.`,
          w.t(`Check: in ${standard} the decimal point moves ${Math.abs(exp)} places to get back to ${coefText}.`, `Comprueba: en ${standard} el punto decimal se mueve ${Math.abs(exp)} lugares para volver a ${coefText}.`),
        ],
        [
          mis(fmtDecOrFrac(wrongDir), 'moved-wrong-way', w.t(`The exponent is ${fmtDecOrFrac(exp)}, so the number is ${big ? 'large' : 'small'}: move the point to the ${big ? 'right' : 'left'}.`, `El exponente es ${fmtDecOrFrac(exp)}, así que el número es ${big ? 'grande' : 'pequeño'}: mueve el punto a la ${big ? 'derecha' : 'izquierda'}.`)),
          mis(fmtDecOrFrac(offByOne), 'miscounted-places', w.t(`Count the moves carefully: the point moves exactly ${Math.abs(exp)} places.`, `Cuenta los movimientos con cuidado: el punto se mueve exactamente ${Math.abs(exp)} lugares.`)),
        ],
      );
    }

    const answer: AnswerSpec = {
      format: 'scientific',
      coefficient: coef.toString(),
      exponent: exp,
      canonical: sciText(coef, exp),
    };
    const places = Math.abs(exp);
    // count of zeros written in the standard form (a common miscount)
    const zerosOnly = big ? places - (coefText.replace('.', '').length - 1) : places - 1;
    const misc = [
      mis(sciText(coef, -exp), 'wrong-sign-exponent', big ? w.t('A large number uses a positive power of 10.', 'Un número grande lleva una potencia de 10 positiva.') : w.t('A number less than 1 uses a negative power of 10.', 'Un número menor que 1 lleva una potencia de 10 negativa.')),
      mis(sciText(coef, exp + (big ? -1 : 1)), 'miscounted-places', w.t(`Count every place the decimal point moves, not just the zeros: it moves ${places} places.`, `Cuenta cada lugar que se mueve el punto decimal, no solo los ceros: se mueve ${places} lugares.`)),
    ];
    if (zerosOnly !== places && zerosOnly > 0) {
      misc.push(mis(sciText(coef, big ? zerosOnly : -zerosOnly), 'counted-zeros', w.t(`Don't just count the zeros: count how many places the decimal point moves.`, `No cuentes solo los ceros: cuenta cuántos lugares se mueve el punto decimal.`)));
    }
    return bodyByFormat(
      (() => {
        const who = someone(rng, w);
        return rng.pick(w.es ? [
          `Escribe ${standard} en notación científica.`,
          `¿Cómo se escribe ${standard} en notación científica?`,
          `${who} quiere escribir ${standard} en notación científica. ¿Qué debe escribir?`,
          `Expresa ${standard} en notación científica.`,
          `Cambia ${standard} a notación científica.`,
        ] : [
          `Write ${standard} in scientific notation.`,
          `What is ${standard} in scientific notation?`,
          `${who} wants to write ${standard} in scientific notation. What should ${who} write?`,
          `Express ${standard} in scientific notation.`,
          `Change ${standard} into scientific notation.`,
        ]);
      })(),
      answer,
      [
        w.t(`Move the decimal point to get a number from 1 up to (not including) 10: ${coefText}.`, `Mueve el punto decimal para obtener un número desde 1 hasta 10 (sin incluir el 10): ${coefText}.`),
        w.t(`Count how many places you moved it to go from ${standard} to ${coefText}.`, `Cuenta cuántos lugares lo moviste para pasar de ${standard} a ${coefText}.`),
        big ? w.t(`A large number uses a positive power of 10; you moved the point ${places} places.`, `Un número grande lleva una potencia de 10 positiva; moviste el punto ${places} lugares.`) : w.t(`A small number uses a negative power of 10; you moved the point ${places} places.`, `Un número pequeño lleva una potencia de 10 negativa; moviste el punto ${places} lugares.`),
      ],
      [
        w.t(`Keep the digits and put the decimal point after the first nonzero digit: ${coefText} (between 1 and 10).`, `Deja los dígitos y pon el punto decimal después del primer dígito que no es cero: ${coefText} (entre 1 y 10).`),
        w.t(`From ${standard} to ${coefText}, count the places the decimal point moves to the ${big ? 'left' : 'right'}.`, `De ${standard} a ${coefText}, cuenta los lugares que el punto decimal se mueve a la ${big ? 'izquierda' : 'derecha'}.`),
        // The count of places is the step to fill in: the exponent rests on it.
        w.t(`Places it moves: ${places}.`, `Lugares que se mueve: ${places}.`),
        w.t(`So ${standard} = ${sciSup(coef, exp)}.`, `Entonces ${standard} = ${sciSup(coef, exp)}.`),
        w.t(`Check: ${coefText} × 10${sup(exp)} = ${standard}.`, `Comprueba: ${coefText} × 10${sup(exp)} = ${standard}.`),
      ],
      misc,
    );
  },
};
