import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { choiceAnswerIn } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtFrac, fmtMixed } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const OPTIONS: Record<string, string[]> = {
  'greater than': ['greater', '>', 'bigger', 'more', 'larger', 'greater than it'],
  'less than': ['less', '<', 'smaller', 'fewer', 'less than it'],
  'equal to': ['equal', '=', 'same', 'the same', 'equals'],
};
/** The Spanish forms, the first being the label the child sees. */
const OPTIONS_ES: Record<string, string[]> = {
  'greater than': ['mayor que', 'mayor', 'más grande', 'más', 'es mayor'],
  'less than': ['menor que', 'menor', 'más pequeño', 'más chico', 'menos', 'es menor'],
  'equal to': ['igual a', 'igual', 'lo mismo', 'el mismo', 'es igual'],
};
const KEY_ES: Record<string, string> = { 'greater than': 'mayor que', 'less than': 'menor que', 'equal to': 'igual a' };

export const nfMultiplicationAsScaling: SkillGenerator = {
  skillId: 'g5.nf.multiplication-as-scaling',
  grade: 5,
  domain: 'nf',
  ccss: ['5.NF.B.5'],
  topic: 'Fractions',
  subtopic: 'Bigger or smaller? (scaling)',
  prereqs: ['g5.nf.multiply-fractions'],
  estTimeSec: times(10, 40),
  version: '1.1.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const den = rng.int(3, 9);
    let f: Rational;
    let base: Rational = rat(rng.int(12, 95));
    if (difficulty === 1) f = rat(rng.int(1, den - 2), den);
    else if (difficulty === 2) f = rat(den + rng.int(1, 2 * den), den);
    else if (difficulty === 3) f = rng.bool(0.5) ? rat(1) : rat(rng.bool() ? den - 1 : den + 1, den);
    else if (difficulty === 4) f = rat(rng.bool() ? den - 1 : den + 1, den);
    else {
      f = rat(rng.bool() ? den - 1 : den + 1, den);
      base = rat(rng.int(1, 5)).add(rat(rng.int(1, 3), 4));
    }
    const fText = f.eq(1) ? `${den}/${den}` : `${f.num}/${f.den}`;
    const bText = fmtMixed(base);
    const c = f.cmp(1);
    const key = c > 0 ? 'greater than' : c < 0 ? 'less than' : 'equal to';
    if (difficulty === 4) {
      const g = rat(Number(f.den) * 2 - Number(f.num), Number(f.den)); // the "other side" of 1
      const gText = `${g.num}/${g.den}`;
      const k2 = f.cmp(g) > 0 ? 'greater than' : 'less than';
      const answer = choiceAnswerIn(w, k2, OPTIONS, OPTIONS_ES);
      return {
        question: {
          text: rng.pick(w.es ? [
            `Sin multiplicar: ¿${fText} × ${bText} es mayor que, menor que o igual a ${gText} × ${bText}?`,
            `¿${fText} × ${bText} es mayor que, menor que o igual a ${gText} × ${bText}? Decide sin multiplicar.`,
            `Dos amigos multiplican ${bText}: uno por ${fText} y el otro por ${gText}. ¿El primer resultado es mayor que, menor que o igual al segundo?`,
            `Dos fotos de ${bText} cm de ancho cambian de tamaño, una por ${fText} y la otra por ${gText}. ¿El primer ancho nuevo es mayor que, menor que o igual al segundo?`,
            `${someone(rng, w)} compara ${fText} × ${bText} con ${gText} × ${bText} sin calcularlos. ¿El primero es mayor que, menor que o igual al segundo?`,
          ] : [
            `Without multiplying: is ${fText} × ${bText} greater than, less than, or equal to ${gText} × ${bText}?`,
            `Is ${fText} × ${bText} greater than, less than, or equal to ${gText} × ${bText}? Decide without multiplying.`,
            `Two friends multiply ${bText}: one by ${fText}, the other by ${gText}. Is the first result greater than, less than, or equal to the second?`,
            `Two photos ${bText} cm wide are scaled, one by ${fText} and one by ${gText}. Is the first new width greater than, less than, or equal to the second?`,
            `${someone(rng)} compares ${fText} × ${bText} with ${gText} × ${bText} without working them out. Is the first greater than, less than, or equal to the second?`,
          ]),
        },
        answer,
        hints: hints(
          w.t('Both products use the same number; compare the two fractions.', 'Los dos productos usan el mismo número; compara las dos fracciones.'),
          w.t(`Is each fraction more or less than 1?`, '¿Cada fracción es mayor o menor que 1?'),
          w.t(`${fText} is ${f.gt(1) ? 'more' : 'less'} than 1 and ${gText} is ${g.gt(1) ? 'more' : 'less'} than 1.`, `${fText} es ${f.gt(1) ? 'mayor' : 'menor'} que 1 y ${gText} es ${g.gt(1) ? 'mayor' : 'menor'} que 1.`),
        ),
        explanation: [
          w.t(`Both products multiply ${bText}.`, `Los dos productos multiplican ${bText}.`),
          // How far apart the two fractions are: a step the child fills in before comparing.
          f.gt(g) ? `${fText} − ${gText} = ${fmtFrac(f.sub(g))}.` : `${gText} − ${fText} = ${fmtFrac(g.sub(f))}.`,
          w.t(`${fText} ${f.gt(g) ? '>' : '<'} ${gText}, so ${fText} × ${bText} is ${k2} ${gText} × ${bText}.`, `${fText} ${f.gt(g) ? '>' : '<'} ${gText}, así que ${fText} × ${bText} es ${KEY_ES[k2]} ${gText} × ${bText}.`),
          w.t(`Check: ${fText} × ${bText} = ${fmtMixed(f.mul(base))} and ${gText} × ${bText} = ${fmtMixed(g.mul(base))}.`, `Comprueba: ${fText} × ${bText} = ${fmtMixed(f.mul(base))} y ${gText} × ${bText} = ${fmtMixed(g.mul(base))}.`),
        ],
        misconceptions: misconceptions(answer, [[k2 === 'greater than' ? 'less than' : 'greater than', 'compared-wrong-way', w.t('The bigger fraction of the same number gives the bigger product.', 'La fracción más grande del mismo número da el producto más grande.')]]),
      };
    }
    const answer = choiceAnswerIn(w, key, OPTIONS, OPTIONS_ES);
    return {
      question: {
        text: rng.pick(w.es ? [
          `Sin multiplicar: ¿${fText} × ${bText} es mayor que, menor que o igual a ${bText}?`,
          `Piensa en el tamaño, no en la respuesta exacta: ¿${fText} × ${bText} es mayor que, menor que o igual a ${bText}?`,
          `${someone(rng, w)} multiplica ${bText} por ${fText}. ¿El resultado es mayor que, menor que o igual a ${bText}? (No hace falta calcularlo.)`,
          `Una foto de ${bText} cm de ancho cambia de tamaño por ${fText}. ¿El nuevo ancho es mayor que, menor que o igual a ${bText} cm?`,
          `Un carrito de juguete mide ${bText} cm de largo. Se hace una copia que mide ${fText} veces ese largo. ¿El largo de la copia es mayor que, menor que o igual a ${bText} cm?`,
        ] : [
          `Without multiplying: is ${fText} × ${bText} greater than, less than, or equal to ${bText}?`,
          `Think about size, not the exact answer: is ${fText} × ${bText} greater than, less than, or equal to ${bText}?`,
          `${someone(rng)} multiplies ${bText} by ${fText}. Is the result greater than, less than, or equal to ${bText}? (No need to work it out.)`,
          `A photo ${bText} cm wide is scaled by ${fText}. Is the new width greater than, less than, or equal to ${bText} cm?`,
          `A model car is ${bText} cm long. A copy is made ${fText} times as long. Is the copy's length greater than, less than, or equal to ${bText} cm?`,
        ]),
      },
      answer,
      hints: hints(
        w.t(`Is ${fText} more than, less than, or equal to 1?`, `¿${fText} es mayor que, menor que o igual a 1?`),
        w.t('Multiplying by a number greater than 1 makes the product bigger; by a number less than 1, smaller.', 'Multiplicar por un número mayor que 1 hace el producto más grande; por un número menor que 1, más pequeño.'),
        `${fText} ${c > 0 ? '>' : c < 0 ? '<' : '='} 1${w.t(', so…', ', así que…')}`,
      ),
      explanation: [
        // How far the fraction is from 1: a step the child fills in before deciding.
        c > 0 ? `${fText} − 1 = ${fmtFrac(f.sub(rat(1)))}.` : c < 0 ? `1 − ${fText} = ${fmtFrac(rat(1).sub(f))}.` : `${fText} = 1.`,
        w.t(`${fText} is ${c > 0 ? 'greater than' : c < 0 ? 'less than' : 'equal to'} 1.`, `${fText} es ${KEY_ES[key]} 1.`),
        w.t(`So ${fText} × ${bText} is ${key} ${bText}.`, `Entonces ${fText} × ${bText} es ${KEY_ES[key]} ${bText}.`),
        `${w.t('Check', 'Comprueba')}: ${fText} × ${bText} = ${fmtMixed(f.mul(base))}.`,
      ],
      misconceptions: misconceptions(answer, [
        [c < 0 ? 'greater than' : null, 'multiplying-makes-bigger', w.t(`Multiplying by a fraction less than 1 gives only part of ${bText}, so it is smaller.`, `Multiplicar por una fracción menor que 1 da solo una parte de ${bText}, así que es más pequeño.`)],
        [c === 0 ? 'greater than' : null, 'multiplying-makes-bigger', w.t(`${fText} = 1, and multiplying by 1 keeps the number the same.`, `${fText} = 1, y multiplicar por 1 deja el número igual.`)],
        [c > 0 ? 'less than' : null, 'fractions-make-smaller', w.t(`${fText} is more than 1 whole, so the product is bigger.`, `${fText} es más que 1 entero, así que el producto es más grande.`)],
      ]),
    };
  },
};
