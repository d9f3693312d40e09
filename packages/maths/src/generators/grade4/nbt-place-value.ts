import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const PLACE = ['ones', 'tens', 'hundreds', 'thousands', 'ten-thousands', 'hundred-thousands'];
/** "el lugar de las …": every place name is feminine plural. */
const PLACE_ES = ['unidades', 'decenas', 'centenas', 'unidades de millar', 'decenas de millar', 'centenas de millar'];

/** Random number with `len` digits where digit `d` appears exactly at the given places (0 = ones). */
function build(rng: Rng, len: number, d: number, places: number[]): number[] {
  const digits: number[] = [];
  for (let i = 0; i < len; i++) {
    if (places.includes(i)) digits.push(d);
    else {
      let x = rng.int(i === len - 1 ? 1 : 0, 9);
      if (x === d) x = d === 9 ? 8 : d + 1;
      digits.push(x);
    }
  }
  return digits; // digits[i] is the digit in place 10^i
}

const toNum = (digits: number[]) => digits.reduce((acc, x, i) => acc + x * 10 ** i, 0);

export const nbtPlaceValue: SkillGenerator = {
  skillId: 'g4.nbt.place-value',
  grade: 4,
  domain: 'nbt',
  ccss: ['4.NBT.A.1', '4.NBT.A.2'],
  topic: 'Place value',
  subtopic: 'What is a digit worth?',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const d = rng.int(2, 9);
    if (difficulty <= 2) {
      const len = difficulty === 1 ? rng.int(3, 4) : rng.int(5, 6);
      const place = rng.int(1, len - 1);
      const num = toNum(build(rng, len, d, [place]));
      const value = d * 10 ** place;
      const answer = intAnswer(value);
      const who = someone(rng, w);
      if (w.es) {
        const at = PLACE_ES[place]!;
        return {
          question: {
            text: rng.pick([
              `¿Cuál es el valor del ${d} en ${fmtInt(num)}?`,
              `En ${fmtInt(num)}, ¿cuánto vale el ${d}?`,
              `¿Cuánto vale el dígito ${d} en ${fmtInt(num)}?`,
              `Un estadio tiene ${fmtInt(num)} asientos. ¿Cuál es el valor del dígito ${d} en ese número?`,
              `${who} escribe el número ${fmtInt(num)}. ¿Cuál es el valor del ${d}?`,
            ]),
          },
          answer,
          hints: hints('Escribe el nombre del lugar debajo de cada dígito: unidades, decenas, centenas, …', `El ${d} está en el lugar de las ${at}.`, `${d} ${at} = ${d} × ${fmtInt(10 ** place)}.`),
          explanation: [
            `En ${fmtInt(num)}, el ${d} está en el lugar de las ${at}.`,
            `${d} × ${fmtInt(10 ** place)} = ${fmtInt(value)}.`,
            `Comprueba: si escribes ${fmtInt(value)} con ceros en los otros lugares, el ${d} queda en el mismo lugar que en ${fmtInt(num)}.`,
          ],
          misconceptions: misconceptions(answer, [
            [d, 'face-value', `${d} es el dígito solo. Su valor depende de su lugar: las ${at}.`],
            [d * 10 ** (place + 1), 'place-too-high', `Vuelve a contar los lugares desde el dígito de las unidades.`],
            [d * 10 ** (place - 1), 'place-too-low', `Vuelve a contar los lugares desde el dígito de las unidades.`],
          ]),
        };
      }
      return {
        question: {
          text: rng.pick([
            `What is the value of the ${d} in ${fmtInt(num)}?`,
            `In ${fmtInt(num)}, what is the ${d} worth?`,
            `How much is the digit ${d} worth in ${fmtInt(num)}?`,
            `A stadium has ${fmtInt(num)} seats. What is the value of the digit ${d} in that number?`,
            `${who} writes the number ${fmtInt(num)}. What is the value of the ${d}?`,
          ]),
        },
        answer,
        hints: hints(
          'Write the place name under each digit: ones, tens, hundreds, …',
          `The ${d} is in the ${PLACE[place]} place.`,
          `${d} ${PLACE[place]} = ${d} × ${fmtInt(10 ** place)}.`,
        ),
        explanation: [
          `In ${fmtInt(num)}, the ${d} is in the ${PLACE[place]} place.`,
          `${d} × ${fmtInt(10 ** place)} = ${fmtInt(value)}.`,
          `Check: writing ${fmtInt(value)} with zeros in the other places puts the ${d} in the same place as in ${fmtInt(num)}.`,
        ],
        misconceptions: misconceptions(answer, [
          [d, 'face-value', `${d} is the digit itself. Its value depends on its place: ${PLACE[place]}.`],
          [d * 10 ** (place + 1), 'place-too-high', `Count the places again from the ones digit.`],
          [d * 10 ** (place - 1), 'place-too-low', `Count the places again from the ones digit.`],
        ]),
      };
    }
    const gap = difficulty === 3 ? 1 : difficulty === 4 ? 2 : rng.int(3, 5);
    const len = difficulty === 5 ? 6 : rng.int(4, 6);
    const lo = rng.int(0, len - 1 - gap);
    const hi = lo + gap;
    const num = toNum(build(rng, len, d, [lo, hi]));
    const ratio = 10 ** gap;
    const answer = intAnswer(ratio);
    const vHi = d * 10 ** hi;
    const vLo = d * 10 ** lo;
    const who = someone(rng, w);
    if (w.es) {
      return {
        question: {
          text: rng.pick([
            `En ${fmtInt(num)}, ¿el valor del primer ${d} es cuántas veces el valor del segundo ${d}?`,
            `Mira los dos ${d} en ${fmtInt(num)}. ¿Cuántas veces vale el primer ${d} lo que vale el segundo?`,
            `${who} escribe ${fmtInt(num)}. ¿El valor del primer ${d} es cuántas veces el valor del segundo ${d}?`,
            `En el número ${fmtInt(num)}, ¿cuántas veces cabe el valor del segundo ${d} en el valor del primer ${d}?`,
            `Un pueblo tiene ${fmtInt(num)} habitantes. En ese número, ¿cuántas veces vale el primer ${d} lo que vale el segundo ${d}?`,
          ]),
        },
        answer,
        hints: hints(
          'Escribe el nombre del lugar debajo de cada dígito.',
          `El primer ${d} vale ${fmtInt(vHi)} y el segundo ${d} vale ${fmtInt(vLo)}.`,
          `"Cuántas veces" quiere decir dividir: ${fmtInt(vHi)} ÷ ${fmtInt(vLo)}. (Cuenta los lugares de un dígito al otro: cada paso a la izquierda multiplica el valor.)`,
        ),
        explanation: [
          `El primer ${d} está en el lugar de las ${PLACE_ES[hi]}: ${fmtInt(vHi)}.`,
          `El segundo ${d} está en el lugar de las ${PLACE_ES[lo]}: ${fmtInt(vLo)}.`,
          `${fmtInt(vHi)} ÷ ${fmtInt(vLo)} = ${fmtInt(ratio)}.`,
          `Comprueba: ${fmtInt(vLo)} × ${fmtInt(ratio)} = ${fmtInt(vHi)}.`,
        ],
        misconceptions: misconceptions(answer, [
          [10, 'always-ten', `Cada lugar vale 10 veces el de su derecha, pero estos dígitos están a ${gap} lugares de distancia: 10 × 10${gap > 2 ? ' × …' : ''}.`],
          [10 ** (gap + 1), 'miscounted-places', `Vuelve a contar los pasos de un ${d} al otro: ${gap}.`],
          [10 ** (gap - 1), 'miscounted-places-low', `Vuelve a contar los pasos de un ${d} al otro: ${gap}.`],
          [vHi - vLo, 'found-difference', `"Cuántas veces" te pide dividir, no restar.`],
        ]),
      };
    }
    return {
      question: {
        text: rng.pick([
          `In ${fmtInt(num)}, the value of the first ${d} is how many times the value of the second ${d}?`,
          `Look at the two ${d}s in ${fmtInt(num)}. The first ${d} is worth how many times as much as the second?`,
          `${who} writes ${fmtInt(num)}. The value of the first ${d} is how many times the value of the second ${d}?`,
          `In the number ${fmtInt(num)}, how many times as large is the value of the first ${d} as the value of the second ${d}?`,
          `A town has ${fmtInt(num)} people. In that number, the first ${d} is worth how many times the second ${d}?`,
        ]),
      },
      answer,
      hints: hints(
        'Write the place name under each digit.',
        `The first ${d} is worth ${fmtInt(vHi)} and the second ${d} is worth ${fmtInt(vLo)}.`,
        `"How many times" means divide: ${fmtInt(vHi)} ÷ ${fmtInt(vLo)}. (Count the places from one digit to the other: each move left multiplies the value.)`,
      ),
      explanation: [
        `The first ${d} is in the ${PLACE[hi]} place: ${fmtInt(vHi)}.`,
        `The second ${d} is in the ${PLACE[lo]} place: ${fmtInt(vLo)}.`,
        `${fmtInt(vHi)} ÷ ${fmtInt(vLo)} = ${fmtInt(ratio)}.`,
        `Check: ${fmtInt(vLo)} × ${fmtInt(ratio)} = ${fmtInt(vHi)}.`,
      ],
      misconceptions: misconceptions(answer, [
        [10, 'always-ten', `Each single place is 10 times bigger, but these digits are ${gap} places apart: 10 × 10${gap > 2 ? ' × …' : ''}.`],
        [10 ** (gap + 1), 'miscounted-places', `Count the moves from one ${d} to the other again: ${gap}.`],
        [10 ** (gap - 1), 'miscounted-places-low', `Count the moves from one ${d} to the other again: ${gap}.`],
        [vHi - vLo, 'found-difference', `"How many times" asks you to divide, not subtract.`],
      ]),
    };
  },
};
