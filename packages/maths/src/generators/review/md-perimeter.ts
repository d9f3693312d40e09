import type { Difficulty, GeneratedBody, Rng, SkillGenerator, UnitId } from '../../types.js';
import type { PolygonDiagram } from '../../diagrams/types.js';
import { rectangle } from '../../diagrams/build.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const UNITS: { id: UnitId; en: string; es: string; sqEn: string; sqEs: string }[] = [
  { id: 'cm', en: 'cm', es: 'cm', sqEn: 'square centimeters', sqEs: 'centímetros cuadrados' },
  { id: 'm', en: 'm', es: 'm', sqEn: 'square meters', sqEs: 'metros cuadrados' },
  { id: 'in', en: 'inches', es: 'pulgadas', sqEn: 'square inches', sqEs: 'pulgadas cuadradas' },
  { id: 'ft', en: 'feet', es: 'pies', sqEn: 'square feet', sqEs: 'pies cuadrados' },
];

/** Corners of a polygon with `n` sides (3–6), drawn around a circle: a picture, not to scale. */
function polygon(sides: string[], name: string): PolygonDiagram {
  const n = sides.length;
  const vertices = sides.map((_, i) => ({ x: Math.round(10 * Math.cos((2 * Math.PI * i) / n - Math.PI / 2) * 100) / 100, y: Math.round(10 * Math.sin((2 * Math.PI * i) / n - Math.PI / 2) * 100) / 100 }));
  return { kind: 'polygon', vertices, sides, angles: sides.map(() => null), rightAngles: [], name };
}

const SHAPE_NAMES: Record<number, string> = { 3: 'triangle', 4: 'quadrilateral', 5: 'pentagon', 6: 'hexagon' };
const SHAPE_ES: Record<number, string> = { 3: 'un triángulo', 4: 'un cuadrilátero', 5: 'un pentágono', 6: 'un hexágono' };

/**
 * Grade 3 review (3.MD.D.8): perimeter. d1 a rectangle's two sides; d2 a polygon with every side
 * labelled; d3 a rectangle's missing side from its perimeter; d4 a polygon's unknown side from its
 * perimeter; d5 a rectangle's perimeter from its area and one side.
 */
export const mdPerimeter: SkillGenerator = {
  skillId: 'g3.md.perimeter',
  grade: 4,
  edge: 'review',
  domain: 'md',
  ccss: ['3.MD.D.8'],
  topic: 'Measurement',
  subtopic: 'Perimeter',
  prereqs: [],
  estTimeSec: times(20, 75),
  version: '1.0.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const unit = rng.pick(UNITS);
    const u = w.es ? unit.es : unit.en;
    const who = someone(rng, w);
    const l = rng.int(4, difficulty === 1 ? 10 : 15);
    const wd = rng.int(2, l - 1);
    const P = 2 * (l + wd);
    if (difficulty === 1) {
      const answer = intAnswer(P, unit.id);
      const thing = rng.pick([['garden', 'jardín'], ['rug', 'tapete'], ['poster', 'póster'], ['table top', 'tablero de mesa'], ['picture frame', 'marco']] as const);
      return {
        question: { text: w.t(`${who}'s ${thing[0]} is a rectangle ${l} ${u} long and ${wd} ${u} wide. What is its perimeter?`, `El ${thing[1]} de ${who} es un rectángulo de ${l} ${u} de largo y ${wd} ${u} de ancho. ¿Cuál es su perímetro?`) },
        diagram: rectangle(l, wd, `${l} ${u}`, `${wd} ${u}`),
        answer,
        hints: hints(
          w.t('Perimeter is the distance all the way around the shape.', 'El perímetro es la distancia alrededor de toda la figura.'),
          w.t(`A rectangle has two sides of ${l} and two sides of ${wd}.`, `Un rectángulo tiene dos lados de ${l} y dos lados de ${wd}.`),
          w.t('Add all four sides.', 'Suma los cuatro lados.'),
        ),
        explanation: [
          w.t(`The four sides are ${l}, ${wd}, ${l} and ${wd} ${u}.`, `Los cuatro lados miden ${l}, ${wd}, ${l} y ${wd} ${u}.`),
          w.t(`Perimeter = ${l} + ${wd} + ${l} + ${wd} = ${P} ${u}.`, `Perímetro = ${l} + ${wd} + ${l} + ${wd} = ${P} ${u}.`),
          w.t(`Check: 2 × ${l} + 2 × ${wd} = ${P}.`, `Comprueba: 2 × ${l} + 2 × ${wd} = ${P}.`),
        ],
        misconceptions: misconceptions(answer, [
          [l + wd, 'two-sides', w.t('That is only two sides. Perimeter goes all the way around: four sides.', 'Eso son solo dos lados. El perímetro da toda la vuelta: cuatro lados.')],
          [l * wd, 'found-area', w.t('That is the area. Perimeter adds the lengths of the sides.', 'Eso es el área. El perímetro suma las longitudes de los lados.')],
        ]),
      };
    }
    if (difficulty === 2 || difficulty === 4) {
      const n = rng.int(3, 6);
      const sides = Array.from({ length: n }, () => rng.int(2, difficulty === 2 ? 12 : 20));
      const total = sides.reduce((s, x) => s + x, 0);
      const name = SHAPE_NAMES[n]!;
      if (difficulty === 2) {
        const answer = intAnswer(total, unit.id);
        return {
          question: { text: w.t(`${who} walks around the edge of a ${name} with sides ${sides.join(', ')} ${u}. How far is it all the way around?`, `${who} camina por el borde de ${SHAPE_ES[n]} con lados de ${sides.join(', ')} ${u}. ¿Cuánto mide la vuelta completa?`) },
          diagram: polygon(sides.map((s) => `${s} ${u}`), name),
          answer,
          hints: hints(
            w.t('All the way around is the perimeter.', 'La vuelta completa es el perímetro.'),
            w.t(`Add the ${n} side lengths.`, `Suma las ${n} longitudes de los lados.`),
            w.t('Add two at a time and keep a running total.', 'Suma de dos en dos y lleva la cuenta.'),
          ),
          explanation: [
            w.t(`The perimeter is the sum of the ${n} sides.`, `El perímetro es la suma de los ${n} lados.`),
            `${sides.join(' + ')} = ${total} ${u}.`,
            w.t(`Check: add them in the other order, ${[...sides].reverse().join(' + ')}, and you get the same.`, `Comprueba: súmalos en el otro orden, ${[...sides].reverse().join(' + ')}, y obtienes lo mismo.`),
          ],
          misconceptions: misconceptions(answer, [
            [total - sides[n - 1]!, 'missed-side', w.t('One side is missing from your sum. Count the sides as you add them.', 'Te falta un lado en la suma. Cuenta los lados mientras los sumas.')],
          ]),
        };
      }
      const hidden = rng.int(0, n - 1);
      const answer = intAnswer(sides[hidden]!, unit.id);
      const known = sides.filter((_, i) => i !== hidden);
      const knownSum = total - sides[hidden]!;
      return {
        question: { text: w.t(`A ${name} has a perimeter of ${total} ${u}. The other sides are ${known.join(', ')} ${u}. How long is the side marked ?`, `${SHAPE_ES[n]!.replace(/^un/, 'Un')} tiene un perímetro de ${total} ${u}. Los otros lados miden ${known.join(', ')} ${u}. ¿Cuánto mide el lado marcado con ?`) },
        diagram: polygon(sides.map((s, i) => (i === hidden ? '?' : `${s} ${u}`)), name),
        answer,
        hints: hints(
          w.t('The perimeter is all the sides added together, the unknown one too.', 'El perímetro es la suma de todos los lados, también el desconocido.'),
          w.t('Add the sides you know.', 'Suma los lados que conoces.'),
          w.t('Take that sum away from the perimeter.', 'Resta esa suma del perímetro.'),
        ),
        explanation: [
          w.t(`Sides you know: ${known.join(' + ')} = ${knownSum}.`, `Lados conocidos: ${known.join(' + ')} = ${knownSum}.`),
          w.t(`Missing side = ${total} − ${knownSum} = ${sides[hidden]} ${u}.`, `Lado que falta = ${total} − ${knownSum} = ${sides[hidden]} ${u}.`),
          w.t(`Check: ${knownSum} + ${sides[hidden]} = ${total}.`, `Comprueba: ${knownSum} + ${sides[hidden]} = ${total}.`),
        ],
        misconceptions: misconceptions(answer, [
          [knownSum, 'known-sides', w.t('That is the sum of the sides you know. Take it away from the perimeter.', 'Esa es la suma de los lados que conoces. Réstala del perímetro.')],
          [total + knownSum, 'added', w.t('The missing side is part of the perimeter, so it is smaller than it: subtract.', 'El lado que falta es parte del perímetro, así que es menor: resta.')],
        ]),
      };
    }
    if (difficulty === 3) {
      const answer = intAnswer(wd, unit.id);
      return {
        question: { text: w.t(`${who} puts a fence of ${P} ${u} all the way around a rectangular pen. The pen is ${l} ${u} long. How wide is it?`, `${who} pone una cerca de ${P} ${u} alrededor de un corral rectangular. El corral mide ${l} ${u} de largo. ¿Cuánto mide de ancho?`) },
        diagram: rectangle(l, wd, `${l} ${u}`, '?'),
        answer,
        hints: hints(
          w.t('The fence goes around: it is the perimeter, two lengths and two widths.', 'La cerca da la vuelta: es el perímetro, dos largos y dos anchos.'),
          w.t(`Take away the two lengths of ${l}.`, `Quita los dos largos de ${l}.`),
          w.t('What is left is two widths: halve it.', 'Lo que queda son dos anchos: divídelo entre 2.'),
        ),
        explanation: [
          w.t(`Two lengths: 2 × ${l} = ${2 * l}.`, `Dos largos: 2 × ${l} = ${2 * l}.`),
          w.t(`Two widths: ${P} − ${2 * l} = ${2 * wd}.`, `Dos anchos: ${P} − ${2 * l} = ${2 * wd}.`),
          w.t(`One width = ${2 * wd} ÷ 2 = ${wd} ${u}.`, `Un ancho = ${2 * wd} ÷ 2 = ${wd} ${u}.`),
          w.t(`Check: ${l} + ${wd} + ${l} + ${wd} = ${P}.`, `Comprueba: ${l} + ${wd} + ${l} + ${wd} = ${P}.`),
        ],
        misconceptions: misconceptions(answer, [
          [P - l, 'one-length', w.t('Both lengths are part of the fence: take away two lengths, then halve.', 'Los dos largos son parte de la cerca: quita dos largos y luego divide entre 2.')],
          [2 * wd, 'not-halved', w.t('That is both widths together. Halve it for one width.', 'Eso son los dos anchos juntos. Divide entre 2 para tener un ancho.')],
        ]),
      };
    }
    // d5: the rectangle's area and one side give the other side, then the perimeter.
    const A = l * wd;
    const thing = rng.pick([
      ['rug', 'Un tapete', 'l tapete'],
      ['garden bed', 'Un huerto', 'l huerto'],
      ['poster', 'Un póster', 'l póster'],
      ['playground', 'Un patio de juegos', 'l patio'],
      ['tablecloth', 'Un mantel', 'l mantel'],
    ] as const);
    const answer = intAnswer(P, unit.id);
    return {
      question: { text: w.t(`A rectangular ${thing[0]} covers ${A} ${unit.sqEn}. One side is ${l} ${u} long. What is the perimeter of the ${thing[0]}?`, `${thing[1]} rectangular cubre ${A} ${unit.sqEs}. Un lado mide ${l} ${u}. ¿Cuál es el perímetro de${thing[2]}?`) },
      diagram: rectangle(l, wd, `${l} ${u}`, null),
      answer,
      hints: hints(
        w.t('First find the other side: area = length × width.', 'Primero busca el otro lado: área = largo × ancho.'),
        w.t(`Which number times ${l} makes ${A}?`, `¿Qué número por ${l} da ${A}?`),
        w.t('Then add all four sides.', 'Luego suma los cuatro lados.'),
      ),
      explanation: [
        w.t(`Other side: ${A} ÷ ${l} = ${wd} ${u}.`, `Otro lado: ${A} ÷ ${l} = ${wd} ${u}.`),
        w.t(`Perimeter = ${l} + ${wd} + ${l} + ${wd} = ${P} ${u}.`, `Perímetro = ${l} + ${wd} + ${l} + ${wd} = ${P} ${u}.`),
        w.t(`Check: ${l} × ${wd} = ${A}.`, `Comprueba: ${l} × ${wd} = ${A}.`),
      ],
      misconceptions: misconceptions(answer, [
        [l + wd, 'two-sides', w.t('That is only two sides. Perimeter goes all the way around: four sides.', 'Eso son solo dos lados. El perímetro da toda la vuelta: cuatro lados.')],
        [A, 'gave-area', w.t('That is the area. The question asks for the distance around.', 'Eso es el área. La pregunta pide la distancia alrededor.')],
        [2 * (l + A), 'area-as-side', w.t(`The area is not a side: the other side is the number that times ${l} makes the area.`, `El área no es un lado: el otro lado es el número que por ${l} da el área.`)],
      ]),
    };
  },
};
