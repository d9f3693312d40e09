import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { boxQuestion, calcQuestion } from '../shared/wording.js';

/** d1: a sum within 10, counting on from the bigger number. */
function sumWithin10(rng: Rng, w: Words): GeneratedBody {
  const a = rng.int(1, 8);
  const b = rng.int(1, 10 - a);
  const [big, small] = a >= b ? [a, b] : [b, a];
  const ans = a + b;
  const answer = intAnswer(ans);
  return {
    question: { text: calcQuestion(rng, `${a} + ${b}`, '', w) },
    answer,
    hints: hints(
      w.t(`Start from the bigger number, ${big}.`, `Empieza por el número mayor, ${big}.`),
      w.t(`Count on ${small} more, one at a time.`, `Cuenta ${small} más, de uno en uno.`),
      w.t(`Or use a ten frame: fill ${big} squares, then ${small} more, and count them all.`, `O usa un marco de diez: llena ${big} cuadros, luego ${small} más, y cuéntalos todos.`),
    ),
    explanation: [
      w.t(`Start at the bigger number, ${big}.`, `Empieza en el número mayor, ${big}.`),
      w.t(`Count on ${small} more, one number at a time.`, `Cuenta ${small} más, de uno en uno.`),
      `${a} + ${b} = ${ans}.`,
      w.t(`Check: ${ans} − ${b} = ${a}.`, `Comprueba: ${ans} − ${b} = ${a}.`),
    ],
    misconceptions: misconceptions(answer, [
      [ans - 1, 'counted-start', w.t('When you count on, do not count the number you start from.', 'Cuando cuentas hacia adelante, no cuentes el número del que partes.')],
      [ans + 1, 'counted-one-more', w.t('Count on again: that is one too many.', 'Vuelve a contar: es uno de más.')],
      [big - small > 0 ? big - small : null, 'wrong-operation', w.t('Check the sign: this is addition.', 'Revisa el signo: esto es una suma.')],
    ]),
  };
}

/** d2: a difference within 10, counting back or thinking of the addition fact. */
function differenceWithin10(rng: Rng, w: Words): GeneratedBody {
  const a = rng.int(3, 10);
  const b = rng.int(1, a - 1);
  const ans = a - b;
  const answer = intAnswer(ans);
  return {
    question: { text: calcQuestion(rng, `${a} − ${b}`, '', w) },
    answer,
    hints: hints(
      w.t(`Subtraction takes ${b} away from ${a}.`, `Restar quita ${b} de ${a}.`),
      w.t(`Count back ${b} from ${a}, one at a time.`, `Cuenta ${b} hacia atrás desde ${a}, de uno en uno.`),
      w.t(`Or think of the addition fact ${b} + ? = ${a}.`, `O piensa en la suma ${b} + ? = ${a}.`),
    ),
    explanation: [
      w.t(`Think of the addition fact: ${b} plus what makes ${a}?`, `Piensa en la suma: ¿${b} más cuánto da ${a}?`),
      w.t(`Or count back ${b} from ${a}, one number at a time.`, `O cuenta ${b} hacia atrás desde ${a}, de uno en uno.`),
      `${a} − ${b} = ${ans}.`,
      w.t(`Check: ${ans} + ${b} = ${a}.`, `Comprueba: ${ans} + ${b} = ${a}.`),
    ],
    misconceptions: misconceptions(answer, [
      [a + b, 'added', w.t('You added. The sign − means take away.', 'Sumaste. El signo − significa quitar.')],
      [ans + 1, 'counted-start', w.t('When you count back, do not count the number you start from.', 'Cuando cuentas hacia atrás, no cuentes el número del que partes.')],
      [ans - 1, 'counted-one-more', w.t('Count back again: that is one step too many.', 'Vuelve a contar hacia atrás: es un paso de más.')],
    ]),
  };
}

/** d3: a sum from 11 to 18, making a ten first. */
function sumThroughTen(rng: Rng, w: Words): GeneratedBody {
  const a = rng.int(2, 9);
  const b = rng.int(Math.max(2, 11 - a), 9);
  const [big, small] = a >= b ? [a, b] : [b, a];
  const need = 10 - big;
  const ans = a + b;
  const answer = intAnswer(ans);
  return {
    question: { text: calcQuestion(rng, `${a} + ${b}`, '', w) },
    answer,
    hints: hints(
      w.t(`Make a ten first: how many more does ${big} need to make 10?`, `Forma primero una decena: ¿cuánto le falta a ${big} para llegar a 10?`),
      w.t(`Split ${small} into that many and the rest.`, `Separa ${small} en esa cantidad y lo que sobra.`),
      w.t('Then add the rest to 10.', 'Luego suma lo que sobra a 10.'),
    ),
    explanation: [
      w.t(`${big} needs ${need} more to make 10.`, `A ${big} le ${need === 1 ? 'falta' : 'faltan'} ${need} para llegar a 10.`),
      `${big} + ${need} = 10.`,
      w.t(`Take those ${need} from ${small}; the other part of ${small} goes on top of 10.`, `Toma esos ${need} de ${small}; la otra parte de ${small} se suma a 10.`),
      `${a} + ${b} = ${ans}.`,
      w.t(`Check: ${ans} − ${b} = ${a}.`, `Comprueba: ${ans} − ${b} = ${a}.`),
    ],
    misconceptions: misconceptions(answer, [
      [ans - 10, 'lost-the-ten', w.t('You left out the ten you made. Add it back.', 'Olvidaste la decena que formaste. Súmala.')],
      [ans - 1, 'counted-start', w.t('Count on again: that is one too few.', 'Vuelve a contar: es uno de menos.')],
      [ans + 1, 'counted-one-more', w.t('Count on again: that is one too many.', 'Vuelve a contar: es uno de más.')],
    ]),
  };
}

/** d4: a teen number minus a one-digit number, going down through 10. */
function differenceThroughTen(rng: Rng, w: Words): GeneratedBody {
  const a = rng.int(11, 18);
  const ones = a - 10;
  const b = rng.int(ones + 1, 9);
  const ans = a - b;
  const answer = intAnswer(ans);
  return {
    question: { text: calcQuestion(rng, `${a} − ${b}`, '', w) },
    answer,
    hints: hints(
      w.t(`Take away ${ones} first, to get down to 10.`, `Quita primero ${ones}, para bajar a 10.`),
      w.t(`Then take away the rest of the ${b} from 10.`, `Luego quita de 10 lo que falta de ${b}.`),
      w.t(`Or think of the addition fact ${b} + ? = ${a}.`, `O piensa en la suma ${b} + ? = ${a}.`),
    ),
    explanation: [
      w.t(`Split ${b} into two parts: ${ones} to get down to 10, and the rest.`, `Separa ${b} en dos partes: ${ones} para bajar a 10, y el resto.`),
      `${a} − ${ones} = 10.`,
      w.t(`Then take the other part of ${b} away from 10.`, `Luego quita de 10 la otra parte de ${b}.`),
      `${a} − ${b} = ${ans}.`,
      w.t(`Check: ${ans} + ${b} = ${a}.`, `Comprueba: ${ans} + ${b} = ${a}.`),
    ],
    misconceptions: misconceptions(answer, [
      [10 + b - ones, 'smaller-from-larger', w.t(`You took ${ones} from ${b}. Go down to 10 first, then take away the rest.`, `Le quitaste ${ones} a ${b}. Baja primero a 10 y luego quita el resto.`)],
      [a + b, 'added', w.t('You added. The sign − means take away.', 'Sumaste. El signo − significa quitar.')],
      [ans + 1, 'counted-start', w.t('Count back again: that is one too few taken away.', 'Vuelve a contar hacia atrás: quitaste uno de menos.')],
    ]),
  };
}

/** d5: the missing number of an addition or a subtraction within 20. */
function missingNumber(rng: Rng, w: Words): GeneratedBody {
  const total = rng.int(11, 20);
  if (rng.bool()) {
    const a = rng.int(2, total - 2);
    const ans = total - a;
    const answer = intAnswer(ans);
    return {
      question: { text: boxQuestion(rng, `${a} + ☐ = ${total}`, w) },
      answer,
      hints: hints(
        w.t(`Which number added to ${a} makes ${total}?`, `¿Qué número sumado a ${a} da ${total}?`),
        w.t(`Count on from ${a} up to ${total}, and count the steps.`, `Cuenta desde ${a} hasta ${total} y cuenta los saltos.`),
        w.t(`Or take ${a} away from ${total}.`, `O quita ${a} de ${total}.`),
      ),
      explanation: [
        w.t(`The box is the number that takes ${a} up to ${total}.`, `El cuadro es el número que lleva ${a} hasta ${total}.`),
        w.t(`Count on from ${a} to ${total}, or work out ${total} − ${a}.`, `Cuenta desde ${a} hasta ${total}, o calcula ${total} − ${a}.`),
        `${total} − ${a} = ${ans}.`,
        w.t(`Check: ${a} + ${ans} = ${total}.`, `Comprueba: ${a} + ${ans} = ${total}.`),
      ],
      misconceptions: misconceptions(answer, [
        [a + total, 'added', w.t(`The box is what you add to ${a}, not the total of both numbers.`, `El cuadro es lo que le sumas a ${a}, no el total de los dos números.`)],
        [ans + 1, 'counted-start', w.t('When you count on, do not count the number you start from.', 'Cuando cuentas hacia adelante, no cuentes el número del que partes.')],
      ]),
    };
  }
  const left = rng.int(2, total - 2);
  const ans = total - left;
  const answer = intAnswer(ans);
  return {
    question: { text: boxQuestion(rng, `${total} − ☐ = ${left}`, w) },
    answer,
    hints: hints(
      w.t(`Which number taken away from ${total} leaves ${left}?`, `¿Qué número quitado de ${total} deja ${left}?`),
      w.t(`Count up from ${left} to ${total}, and count the steps.`, `Cuenta desde ${left} hasta ${total} y cuenta los saltos.`),
      w.t(`Or take ${left} away from ${total}.`, `O quita ${left} de ${total}.`),
    ),
    explanation: [
      w.t(`The box is the number taken away from ${total} to leave ${left}.`, `El cuadro es el número que se quita de ${total} para que queden ${left}.`),
      w.t(`Count up from ${left} to ${total}, or work out ${total} − ${left}.`, `Cuenta desde ${left} hasta ${total}, o calcula ${total} − ${left}.`),
      `${total} − ${left} = ${ans}.`,
      w.t(`Check: ${total} − ${ans} = ${left}.`, `Comprueba: ${total} − ${ans} = ${left}.`),
    ],
    misconceptions: misconceptions(answer, [
      [total + left, 'added', w.t(`The box is what you take away from ${total}, not the total of both numbers.`, `El cuadro es lo que le quitas a ${total}, no el total de los dos números.`)],
      [ans + 1, 'counted-start', w.t('When you count up, do not count the number you start from.', 'Cuando cuentas hacia adelante, no cuentes el número del que partes.')],
    ]),
  };
}

const RUNGS: Record<Difficulty, (rng: Rng, w: Words) => GeneratedBody> = {
  1: sumWithin10,
  2: differenceWithin10,
  3: sumThroughTen,
  4: differenceThroughTen,
  5: missingNumber,
};

/**
 * Grade 2 review (2.OA.B.2, docs/adr/0213): adding and subtracting within 20. d1 sums within 10, d2
 * differences within 10, d3 sums through 10 (make a ten), d4 teen differences through 10, d5 the missing
 * number of an addition or a subtraction.
 */
export const oaAddSubtractWithin20: SkillGenerator = {
  skillId: 'g2.oa.add-subtract-within-20',
  grade: 4,
  edge: 'review',
  domain: 'oa',
  ccss: ['2.OA.B.2'],
  topic: 'Adding & subtracting',
  subtopic: 'Within 20',
  prereqs: [],
  estTimeSec: times(6, 20),
  version: '1.0.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    return RUNGS[difficulty](rng, w);
  },
};
