import type { Difficulty, GeneratedBody, Rng, SkillGenerator, UnitId } from '../../types.js';
import { rectangle } from '../../diagrams/build.js';
import { intAnswer } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const UNITS: { len: UnitId; area: UnitId; word: string; sq: string }[] = [
  { len: 'cm', area: 'cm2', word: 'cm', sq: 'square centimeters' },
  { len: 'm', area: 'm2', word: 'm', sq: 'square meters' },
  { len: 'ft', area: 'ft2', word: 'feet', sq: 'square feet' },
  { len: 'in', area: 'in2', word: 'inches', sq: 'square inches' },
];
/** The same units in Spanish, index for index. */
const UNITS_ES: { word: string; sq: string }[] = [
  { word: 'cm', sq: 'centímetros cuadrados' },
  { word: 'm', sq: 'metros cuadrados' },
  { word: 'pies', sq: 'pies cuadrados' },
  { word: 'pulgadas', sq: 'pulgadas cuadradas' },
];

export const mdAreaPerimeter: SkillGenerator = {
  skillId: 'g4.md.area-perimeter',
  grade: 4,
  domain: 'md',
  ccss: ['4.MD.A.3'],
  topic: 'Measurement',
  subtopic: 'Area & perimeter of rectangles',
  prereqs: ['g4.nbt.multiply'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, words: Words = EN): GeneratedBody {
    const unitIndex = rng.int(0, UNITS.length - 1);
    const u = words.es ? { ...UNITS[unitIndex]!, ...UNITS_ES[unitIndex]! } : UNITS[unitIndex]!;
    const t = words.t;
    const max = difficulty === 1 ? 10 : difficulty === 2 ? 20 : 15;
    const l = rng.int(3, max);
    let w = rng.int(2, l - 1);
    if (w === l) w = l - 1;
    const A = l * w;
    const P = 2 * (l + w);
    if (difficulty <= 2) {
      const area = rng.bool();
      const answer = intAnswer(area ? A : P, area ? u.area : u.len);
      return {
        question: { text: t(`A rectangle is ${l} ${u.word} long and ${w} ${u.word} wide. What is its ${area ? 'area' : 'perimeter'}?`, `Un rectángulo mide ${l} ${u.word} de largo y ${w} ${u.word} de ancho. ¿Cuál es su ${area ? 'área' : 'perímetro'}?`) },
        diagram: rectangle(l, w, `${l} ${u.word}`, `${w} ${u.word}`),
        answer,
        hints: area
          ? hints(t('Area counts the unit squares inside: length × width.', 'El área cuenta los cuadrados de unidad que hay adentro: largo × ancho.'), t(`Length ${l}, width ${w}.`, `Largo ${l}, ancho ${w}.`), `${l} × ${w} = ?`)
          : hints(t('Perimeter is the distance all the way around: add all four sides.', 'El perímetro es la distancia alrededor de toda la figura: suma los cuatro lados.'), t(`The sides are ${l}, ${w}, ${l} and ${w}.`, `Los lados miden ${l}, ${w}, ${l} y ${w}.`), `${l} + ${w} + ${l} + ${w} = ?`),
        explanation: area
          ? [t(`Area = length × width.`, `Área = largo × ancho.`), `${l} × ${w} = ${fmtInt(A)} ${u.sq}.`, t(`Check: ${fmtInt(A)} ÷ ${w} = ${l}.`, `Comprueba: ${fmtInt(A)} ÷ ${w} = ${l}.`)]
          : [t(`Perimeter = ${l} + ${w} + ${l} + ${w}.`, `Perímetro = ${l} + ${w} + ${l} + ${w}.`), `= 2 × (${l} + ${w}) = ${P} ${u.word}.`, t(`Check: ${l} + ${l} = ${2 * l} and ${w} + ${w} = ${2 * w}; ${2 * l} + ${2 * w} = ${P}.`, `Comprueba: ${l} + ${l} = ${2 * l} y ${w} + ${w} = ${2 * w}; ${2 * l} + ${2 * w} = ${P}.`)],
        misconceptions: misconceptions(answer, [
          [area ? P : A, area ? 'found-perimeter' : 'found-area', area ? t('That is the perimeter (distance around). Area is length × width.', 'Eso es el perímetro (la distancia alrededor). El área es largo × ancho.') : t('That is the area. Perimeter adds the four sides.', 'Eso es el área. El perímetro suma los cuatro lados.')],
          [l + w, 'added-two-sides', area ? t('Area multiplies length and width.', 'El área multiplica el largo por el ancho.') : t('A rectangle has four sides: add the length and width twice.', 'Un rectángulo tiene cuatro lados: suma el largo y el ancho dos veces.')],
        ]),
      };
    }
    if (difficulty === 3) {
      const answer = intAnswer(w, u.len);
      const who = someone(rng, words);
    return {
        question: {
          text: rng.pick(t([
            `A rectangle has an area of ${fmtInt(A)} ${u.sq}. Its length is ${l} ${u.word}. What is its width?`,
            `The area of a rectangle is ${fmtInt(A)} ${u.sq} and its length is ${l} ${u.word}. How wide is it?`,
            `${who} draws a rectangle with an area of ${fmtInt(A)} ${u.sq}. It is ${l} ${u.word} long. What is its width?`,
            `A rectangle ${l} ${u.word} long covers ${fmtInt(A)} ${u.sq}. Find its width.`,
            `What is the width of a rectangle that is ${l} ${u.word} long and has an area of ${fmtInt(A)} ${u.sq}?`,
          ], [
          `Un rectángulo tiene un área de ${fmtInt(A)} ${u.sq}. Su largo mide ${l} ${u.word}. ¿Cuánto mide de ancho?`,
          `El área de un rectángulo es ${fmtInt(A)} ${u.sq} y su largo es ${l} ${u.word}. ¿Qué tan ancho es?`,
          `${who} dibuja un rectángulo con un área de ${fmtInt(A)} ${u.sq}. Mide ${l} ${u.word} de largo. ¿Cuánto mide de ancho?`,
          `Un rectángulo de ${l} ${u.word} de largo cubre ${fmtInt(A)} ${u.sq}. Encuentra su ancho.`,
          `¿Cuál es el ancho de un rectángulo que mide ${l} ${u.word} de largo y tiene un área de ${fmtInt(A)} ${u.sq}?`,
        ])),
        },
        diagram: rectangle(l, w, `${l} ${u.word}`, '?'),
        answer,
        hints: hints(t('Area = length × width.', 'Área = largo × ancho.'), `${l} × ? = ${fmtInt(A)}.`, t(`Divide ${fmtInt(A)} by ${l}.`, `Divide ${fmtInt(A)} entre ${l}.`)),
        explanation: [t(`Area = length × width, so width = area ÷ length.`, `Área = largo × ancho, así que ancho = área ÷ largo.`), `${fmtInt(A)} ÷ ${l} = ${w} ${u.word}.`, t(`Check: ${l} × ${w} = ${fmtInt(A)}.`, `Comprueba: ${l} × ${w} = ${fmtInt(A)}.`)],
        misconceptions: misconceptions(answer, [
          [A - l, 'subtracted', t('Area is length × width, so divide the area by the length.', 'El área es largo × ancho, así que divide el área entre el largo.')],
          [A * l, 'multiplied', t('The width must be smaller than the area: divide.', 'El ancho debe ser menor que el área: divide.')],
          [(A - 2 * l) / 2 > 0 && Number.isInteger((A - 2 * l) / 2) ? (A - 2 * l) / 2 : null, 'used-perimeter', t('You treated the area as a perimeter. Area = length × width.', 'Tomaste el área como si fuera un perímetro. Área = largo × ancho.')],
        ]),
      };
    }
    if (difficulty === 4) {
      const answer = intAnswer(w, u.len);
      const who = someone(rng, words);
    return {
        question: {
          text: rng.pick(t([
            `A rectangle has a perimeter of ${P} ${u.word}. Its length is ${l} ${u.word}. What is its width?`,
            `The perimeter of a rectangle is ${P} ${u.word} and its length is ${l} ${u.word}. How wide is it?`,
            `${who} puts a border of ${P} ${u.word} all the way around a rectangle that is ${l} ${u.word} long. What is the rectangle's width?`,
            `A rectangle ${l} ${u.word} long has a perimeter of ${P} ${u.word}. Find its width.`,
            `What is the width of a rectangle that is ${l} ${u.word} long with a perimeter of ${P} ${u.word}?`,
          ], [
          `Un rectángulo tiene un perímetro de ${P} ${u.word}. Su largo mide ${l} ${u.word}. ¿Cuánto mide de ancho?`,
          `El perímetro de un rectángulo es ${P} ${u.word} y su largo es ${l} ${u.word}. ¿Qué tan ancho es?`,
          `${who} pone un borde de ${P} ${u.word} alrededor de todo un rectángulo que mide ${l} ${u.word} de largo. ¿Cuál es el ancho del rectángulo?`,
          `Un rectángulo de ${l} ${u.word} de largo tiene un perímetro de ${P} ${u.word}. Encuentra su ancho.`,
          `¿Cuál es el ancho de un rectángulo que mide ${l} ${u.word} de largo y tiene un perímetro de ${P} ${u.word}?`,
        ])),
        },
        diagram: rectangle(l, w, `${l} ${u.word}`, '?'),
        answer,
        hints: hints(t('Perimeter = length + width + length + width.', 'Perímetro = largo + ancho + largo + ancho.'), t(`The two lengths add to ${l} + ${l} = ${2 * l}.`, `Los dos largos suman ${l} + ${l} = ${2 * l}.`), t(`${P} − ${2 * l} = ${P - 2 * l} is two widths. Halve it.`, `${P} − ${2 * l} = ${P - 2 * l} son los dos anchos. Sácale la mitad.`)),
        explanation: [t(`Two lengths: 2 × ${l} = ${2 * l}.`, `Dos largos: 2 × ${l} = ${2 * l}.`), t(`${P} − ${2 * l} = ${P - 2 * l} for the two widths.`, `${P} − ${2 * l} = ${P - 2 * l} para los dos anchos.`), `${P - 2 * l} ÷ 2 = ${w} ${u.word}.`, t(`Check: ${l} + ${w} + ${l} + ${w} = ${P}.`, `Comprueba: ${l} + ${w} + ${l} + ${w} = ${P}.`)],
        misconceptions: misconceptions(answer, [
          [P - l, 'subtracted-one-length', t('There are two lengths to take away, and then two widths are left.', 'Hay que quitar dos largos, y entonces quedan dos anchos.')],
          [P - 2 * l, 'forgot-halve', t(`${P - 2 * l} is both widths together. Halve it.`, `${P - 2 * l} son los dos anchos juntos. Sácale la mitad.`)],
          [Number.isInteger(P / l) ? P / l : null, 'divided-as-area', t('Perimeter is not length × width; add the sides.', 'El perímetro no es largo × ancho; suma los lados.')],
        ]),
      };
    }
    const answer = intAnswer(P, u.len);
    const who = someone(rng, words);
    return {
      question: {
        text: rng.pick(t([
          `A rectangle has an area of ${fmtInt(A)} ${u.sq} and a length of ${l} ${u.word}. What is its perimeter?`,
          `The area of a rectangle is ${fmtInt(A)} ${u.sq} and its length is ${l} ${u.word}. How far is it all the way around?`,
          `${who} draws a rectangle ${l} ${u.word} long with an area of ${fmtInt(A)} ${u.sq}. What is its perimeter?`,
          `A rectangle ${l} ${u.word} long covers ${fmtInt(A)} ${u.sq}. Find its perimeter.`,
          `What is the perimeter of a rectangle that is ${l} ${u.word} long and has an area of ${fmtInt(A)} ${u.sq}?`,
        ], [
          `Un rectángulo tiene un área de ${fmtInt(A)} ${u.sq} y un largo de ${l} ${u.word}. ¿Cuál es su perímetro?`,
          `El área de un rectángulo es ${fmtInt(A)} ${u.sq} y su largo es ${l} ${u.word}. ¿Cuánto mide todo su contorno?`,
          `${who} dibuja un rectángulo de ${l} ${u.word} de largo con un área de ${fmtInt(A)} ${u.sq}. ¿Cuál es su perímetro?`,
          `Un rectángulo de ${l} ${u.word} de largo cubre ${fmtInt(A)} ${u.sq}. Encuentra su perímetro.`,
          `¿Cuál es el perímetro de un rectángulo que mide ${l} ${u.word} de largo y tiene un área de ${fmtInt(A)} ${u.sq}?`,
        ])),
      },
      diagram: rectangle(l, w, `${l} ${u.word}`, null),
      answer,
      hints: hints(t('First find the width: area = length × width.', 'Primero encuentra el ancho: área = largo × ancho.'), t(`Solve ${l} × ? = ${fmtInt(A)} to get the width.`, `Resuelve ${l} × ? = ${fmtInt(A)} para obtener el ancho.`), t('Perimeter = 2 × (length + width).', 'Perímetro = 2 × (largo + ancho).')),
      explanation: [t(`Width = ${fmtInt(A)} ÷ ${l} = ${w} ${u.word}.`, `Ancho = ${fmtInt(A)} ÷ ${l} = ${w} ${u.word}.`), t(`Perimeter = 2 × (${l} + ${w}) = 2 × ${l + w} = ${P} ${u.word}.`, `Perímetro = 2 × (${l} + ${w}) = 2 × ${l + w} = ${P} ${u.word}.`), t(`Check: ${l} × ${w} = ${fmtInt(A)} and ${l} + ${w} + ${l} + ${w} = ${P}.`, `Comprueba: ${l} × ${w} = ${fmtInt(A)} y ${l} + ${w} + ${l} + ${w} = ${P}.`)],
      misconceptions: misconceptions(answer, [
        [l + w, 'added-once', t('Perimeter goes all the way around: two lengths and two widths.', 'El perímetro da toda la vuelta: dos largos y dos anchos.')],
        [w, 'stopped-at-width', t(`${w} is the width. Now use it to find the perimeter.`, `${w} es el ancho. Ahora úsalo para encontrar el perímetro.`)],
        [2 * l + A, 'mixed-area', t('Find the width first; the area is not a side length.', 'Primero encuentra el ancho; el área no es la medida de un lado.')],
      ]),
    };
  },
};
