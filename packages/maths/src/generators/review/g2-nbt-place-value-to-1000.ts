import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

/** A place: its value, and its name in English and in Spanish (every Spanish place name is feminine plural). */
const PLACES = [
  { value: 1, en: 'ones', es: 'unidades' },
  { value: 10, en: 'tens', es: 'decenas' },
  { value: 100, en: 'hundreds', es: 'centenas' },
] as const;

/** "4 hundreds, 3 tens and 7 ones": counts with their place names, in the order given. */
function parts(counts: readonly [count: number, place: 0 | 1 | 2][], w: Words): string {
  return w.list(counts.map(([n, place]) => `${n} ${w.es ? PLACES[place].es : PLACES[place].en}`));
}

/** "4 hundreds, 0 tens and 8 ones": every digit of a two- or three-digit number with its place. */
function digitsOf(n: number, w: Words): string {
  const counts: [number, 0 | 1 | 2][] = [[Math.floor(n / 10) % 10, 1], [n % 10, 0]];
  if (n >= 100) counts.unshift([Math.floor(n / 100), 2]);
  return parts(counts, w);
}

/** "What number is …?" in one of five wordings; `desc` names the parts. */
function partsQuestion(rng: Rng, desc: string, w: Words): string {
  const who = someone(rng, w);
  if (w.es) {
    return rng.pick([
      `¿Qué número es ${desc}?`,
      `Escribe el número que tiene ${desc}.`,
      `${who} forma un número con bloques de base diez: ${desc}. ¿Qué número forma?`,
      `Un número tiene ${desc}. ¿Cuál es el número?`,
      `¿Qué número forman ${desc}?`,
    ]);
  }
  return rng.pick([
    `What number is ${desc}?`,
    `Write the number that has ${desc}.`,
    `${who} builds a number with base-ten blocks: ${desc}. What number does ${who} build?`,
    `A number has ${desc}. What is the number?`,
    `Which number do ${desc} make?`,
  ]);
}

/** d1: tens and ones; d2: hundreds, tens and ones; d4: one place empty or the places out of order. */
function fromParts(difficulty: Difficulty, rng: Rng, w: Words): GeneratedBody {
  const h = difficulty === 1 ? 0 : rng.int(2, 9);
  const t = rng.int(2, 9);
  const o = rng.int(2, 9);
  // d4: no tens, no ones, or the places named ones first.
  const shape = difficulty === 4 ? rng.pick(['no-tens', 'no-ones', 'shuffled'] as const) : 'plain';
  const tens = shape === 'no-tens' ? 0 : t;
  const ones = shape === 'no-ones' ? 0 : o;
  const ans = h * 100 + tens * 10 + ones;
  const named: [number, 0 | 1 | 2][] = [];
  if (h > 0) named.push([h, 2]);
  if (tens > 0) named.push([tens, 1]);
  if (ones > 0) named.push([ones, 0]);
  if (shape === 'shuffled') named.reverse();
  const answer = intAnswer(ans);
  const values = named.map(([n, place]) => n * PLACES[place].value).sort((x, y) => y - x);
  const place = (p: 0 | 1 | 2): string => (w.es ? PLACES[p].es : PLACES[p].en);
  const each = named
    .filter(([, p]) => p > 0)
    .sort((x, y) => y[1] - x[1])
    .map(([n, p]) => `${n} ${place(p)} = ${n * PLACES[p].value}`);
  const emptyPlace = shape === 'no-tens' ? 1 : shape === 'no-ones' ? 0 : null;
  return {
    question: { text: partsQuestion(rng, parts(named, w), w) },
    answer,
    hints: hints(
      w.t('Each hundred is 100, each ten is 10 and each one is 1.', 'Cada centena es 100, cada decena es 10 y cada unidad es 1.'),
      emptyPlace !== null
        ? w.t(`There are no ${place(emptyPlace)}: that place still needs a digit.`, `No hay ${place(emptyPlace)}: ese lugar necesita un dígito de todos modos.`)
        : w.t('Write the digits in order: hundreds, tens, then ones.', 'Escribe los dígitos en orden: centenas, decenas y luego unidades.'),
      w.t('Add the value of each place.', 'Suma el valor de cada lugar.'),
    ),
    explanation: [
      ...(shape === 'shuffled' ? [w.t('Put the places in order: hundreds, tens, ones.', 'Ordena los lugares: centenas, decenas, unidades.')] : []),
      `${w.list(each)}.`,
      ...(emptyPlace !== null ? [w.t(`There are no ${place(emptyPlace)}, so that digit is 0.`, `No hay ${place(emptyPlace)}, así que ese dígito es 0.`)] : []),
      `${values.join(' + ')} = ${ans}.`,
      w.t(`Check: ${ans} has ${digitsOf(ans, w)}.`, `Comprueba: ${ans} tiene ${digitsOf(ans, w)}.`),
    ],
    misconceptions: misconceptions(answer, [
      [h > 0 && emptyPlace !== null ? h * 10 + (tens || ones) : null, 'no-zero', w.t('A place with nothing in it still needs a 0.', 'Un lugar vacío necesita un 0.')],
      [shape === 'shuffled' ? o * 100 + t * 10 + h : null, 'order-as-written', w.t('Put the hundreds first, then the tens, then the ones.', 'Pon primero las centenas, luego las decenas y luego las unidades.')],
      [h + tens + ones, 'added-digits', w.t('Each digit stands for its place: hundreds, tens, ones. Do not add the digits.', 'Cada dígito vale según su lugar: centenas, decenas, unidades. No sumes los dígitos.')],
    ]),
  };
}

/** d3: the value of one digit of a three-digit number (its tens or its hundreds digit). */
function digitValue(rng: Rng, w: Words): GeneratedBody {
  const digits = rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 3) as [number, number, number];
  const [h, t, o] = digits;
  const n = h * 100 + t * 10 + o;
  const p = rng.pick([1, 2] as const);
  const d = p === 2 ? h : t;
  const at = w.es ? PLACES[p].es : PLACES[p].en;
  const ans = d * PLACES[p].value;
  const answer = intAnswer(ans);
  const who = someone(rng, w);
  const text = w.es
    ? rng.pick([
        `¿Cuál es el valor del dígito ${d} en ${n}?`,
        `En ${n}, ¿cuánto vale el ${d}?`,
        `¿Cuánto vale el ${d} en el número ${n}?`,
        `${who} escribe el número ${n}. ¿Cuál es el valor del ${d}?`,
        `Una caja tiene ${n} crayones. ¿Cuánto vale el dígito ${d} en ese número?`,
      ])
    : rng.pick([
        `What is the value of the digit ${d} in ${n}?`,
        `In ${n}, what is the ${d} worth?`,
        `What is the ${d} in the number ${n} worth?`,
        `${who} writes the number ${n}. What is the value of the ${d}?`,
        `A box holds ${n} crayons. What is the digit ${d} worth in that number?`,
      ]);
  return {
    question: { text },
    answer,
    hints: hints(
      w.t('Name the place of each digit: hundreds, tens, ones.', 'Nombra el lugar de cada dígito: centenas, decenas, unidades.'),
      w.t(`The ${d} is in the ${at} place.`, `El ${d} está en el lugar de las ${at}.`),
      w.t(`${d} ${at} means ${d} groups of ${PLACES[p].value}.`, `${d} ${at} significa ${d} grupos de ${PLACES[p].value}.`),
    ),
    explanation: [
      w.t(`In ${n}, the ${d} is in the ${at} place.`, `En ${n}, el ${d} está en el lugar de las ${at}.`),
      w.t(`${d} ${at} = ${d} × ${PLACES[p].value} = ${ans}.`, `${d} ${at} = ${d} × ${PLACES[p].value} = ${ans}.`),
      w.t(`Check: ${n} = ${h * 100} + ${t * 10} + ${o}.`, `Comprueba: ${n} = ${h * 100} + ${t * 10} + ${o}.`),
    ],
    misconceptions: misconceptions(answer, [
      [d, 'face-value', w.t(`${d} is the digit alone. Its value depends on its place.`, `${d} es solo el dígito. Su valor depende de su lugar.`)],
      [p === 1 ? d * 100 : d * 10, p === 1 ? 'place-too-high' : 'place-too-low', w.t('Count the places again from the ones digit.', 'Vuelve a contar los lugares desde el dígito de las unidades.')],
      [n, 'whole-number', w.t(`That is the whole number. The question asks what the ${d} alone is worth.`, `Ese es el número entero. La pregunta es cuánto vale solo el ${d}.`)],
    ]),
  };
}

/** d5: regrouped tens ("3 hundreds, 14 tens and 6 ones") or the tens in a multiple of ten ("How many tens are in 340?"). */
function regrouped(rng: Rng, w: Words): GeneratedBody {
  if (rng.bool()) {
    const h = rng.int(2, 7);
    const t = rng.int(12, 19);
    const o = rng.int(2, 9);
    const ans = h * 100 + t * 10 + o;
    const answer = intAnswer(ans);
    return {
      question: { text: partsQuestion(rng, parts([[h, 2], [t, 1], [o, 0]], w), w) },
      answer,
      hints: hints(
        w.t('10 tens make 1 hundred.', '10 decenas forman 1 centena.'),
        w.t(`Split the ${t} tens into 10 tens and the rest.`, `Separa las ${t} decenas en 10 decenas y el resto.`),
        w.t('Add the value of each place.', 'Suma el valor de cada lugar.'),
      ),
      explanation: [
        w.t(`${h} hundreds = ${h * 100}.`, `${h} centenas = ${h * 100}.`),
        w.t(`${t} tens = ${t * 10}, more than 1 hundred.`, `${t} decenas = ${t * 10}, más de 1 centena.`),
        `${h * 100} + ${t * 10} + ${o} = ${ans}.`,
        w.t(`Check: ${ans} has ${h + 1} hundreds, ${t - 10} tens and ${o} ones.`, `Comprueba: ${ans} tiene ${h + 1} centenas, ${t - 10} decenas y ${o} unidades.`),
      ],
      misconceptions: misconceptions(answer, [
        [Number(`${h}${t}${o}`), 'digits-side-by-side', w.t(`${t} tens is more than 9 tens: regroup 10 tens as 1 hundred.`, `${t} decenas son más de 9 decenas: reagrupa 10 decenas como 1 centena.`)],
        [h * 100 + (t - 10) * 10 + o, 'lost-the-hundred', w.t('The 10 tens you regrouped make 1 more hundred.', 'Las 10 decenas que reagrupaste forman 1 centena más.')],
      ]),
    };
  }
  // 22–99 without a 0 or a 1 in the ones: 2 or more hundreds and 2 or more tens ("1 tens" never reads).
  const k = rng.int(2, 9) * 10 + rng.int(2, 9);
  const n = k * 10;
  const [h, t] = [Math.floor(k / 10), k % 10];
  const answer = intAnswer(k);
  const who = someone(rng, w);
  const text = w.es
    ? rng.pick([
        `¿Cuántas decenas hay en ${n}?`,
        `¿${n} son cuántas decenas?`,
        `${who} guarda ${n} lápices en cajas de diez. ¿Cuántas cajas llena?`,
        `¿Cuántos grupos de diez forman ${n}?`,
        `${n} = ☐ decenas. ¿Qué número va en el cuadro?`,
      ])
    : rng.pick([
        `How many tens are in ${n}?`,
        `${n} is how many tens?`,
        `${who} packs ${n} pencils in boxes of ten. How many boxes does ${who} fill?`,
        `How many groups of ten make ${n}?`,
        `${n} = ☐ tens. What number goes in the box?`,
      ]);
  return {
    question: { text },
    answer,
    hints: hints(
      w.t('Each hundred is 10 tens.', 'Cada centena son 10 decenas.'),
      w.t(`Count the tens in the ${h} hundreds first.`, `Cuenta primero las decenas de las ${h} centenas.`),
      w.t('Then add the tens from the tens place.', 'Luego suma las decenas del lugar de las decenas.'),
    ),
    explanation: [
      w.t(`${n} is ${h} hundreds and ${t} tens.`, `${n} tiene ${h} centenas y ${t} decenas.`),
      w.t(`${h} hundreds = ${h * 10} tens.`, `${h} centenas = ${h * 10} decenas.`),
      w.t(`${h * 10} tens + ${t} tens = ${k} tens.`, `${h * 10} decenas + ${t} decenas = ${k} decenas.`),
      w.t(`Check: ${k} tens = ${k} × 10 = ${n}.`, `Comprueba: ${k} decenas = ${k} × 10 = ${n}.`),
    ],
    misconceptions: misconceptions(answer, [
      [t, 'tens-digit-only', w.t('That is only the tens digit. The hundreds are tens too: each hundred is 10 tens.', 'Ese es solo el dígito de las decenas. Las centenas también son decenas: cada centena son 10 decenas.')],
      [n, 'whole-number', w.t('That is the number itself. Count how many groups of ten it makes.', 'Ese es el número mismo. Cuenta cuántos grupos de diez forma.')],
      [h, 'hundreds-digit', w.t('That is the hundreds digit. Count the tens.', 'Ese es el dígito de las centenas. Cuenta las decenas.')],
    ]),
  };
}

/**
 * Grade 2 review (2.NBT.A.1, docs/adr/0213): three-digit numbers as hundreds, tens and ones. d1 tens and
 * ones, d2 hundreds, tens and ones, d3 the value of a digit, d4 an empty place or the places out of order,
 * d5 regrouped tens (10 tens make a hundred) or the tens in a multiple of ten.
 */
export const nbtPlaceValueTo1000: SkillGenerator = {
  skillId: 'g2.nbt.place-value-to-1000',
  grade: 4,
  edge: 'review',
  domain: 'nbt',
  ccss: ['2.NBT.A.1'],
  topic: 'Place value',
  subtopic: 'Hundreds, tens and ones',
  prereqs: [],
  estTimeSec: times(10, 30),
  version: '1.0.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    if (difficulty === 3) return digitValue(rng, w);
    if (difficulty === 5) return regrouped(rng, w);
    return fromParts(difficulty, rng, w);
  },
};
