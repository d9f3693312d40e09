import type { Difficulty, GeneratedBody, Rng, SkillGenerator, UnitId } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

/** Each unit with its Spanish length, square and cubic names (index for index, so the draw is the same). */
const U: { id: UnitId; w: string; sq: string; es: string; sqEs: string; cubicEs: string }[] = [
  { id: 'cm3', w: 'cm', sq: 'square centimeters', es: 'cm', sqEs: 'centímetros cuadrados', cubicEs: 'centímetros cúbicos' },
  { id: 'in3', w: 'in', sq: 'square inches', es: 'pulgadas', sqEs: 'pulgadas cuadradas', cubicEs: 'pulgadas cúbicas' },
  { id: 'ft3', w: 'ft', sq: 'square feet', es: 'pies', sqEs: 'pies cuadrados', cubicEs: 'pies cúbicos' },
];

export const mdVolumePrisms: SkillGenerator = {
  skillId: 'g5.md.volume-prisms',
  grade: 5,
  domain: 'md',
  ccss: ['5.MD.C.3', '5.MD.C.4', '5.MD.C.5'],
  topic: 'Measurement',
  subtopic: 'Volume of boxes',
  prereqs: ['g4.nbt.multiply'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const u = rng.pick(U);
    const max = difficulty === 1 ? 5 : 10;
    const l = rng.int(2, max), wd = rng.int(2, max), h = rng.int(2, max);
    const V = l * wd * h;
    const L = u.es, SQ = u.sqEs;
    if (difficulty <= 2) {
      const answer = intAnswer(V, u.id);
      const who = someone(rng, w);
      const text = w.es
        ? difficulty === 1
          ? rng.pick([
              `Una caja está hecha de cubos de una unidad: mide ${l} cubos de largo, ${wd} cubos de ancho y ${h} cubos de alto. ¿Cuántos cubos de una unidad hay en la caja?`,
              `${who} construye una caja con cubos de una unidad: ${l} cubos de largo, ${wd} de ancho y ${h} de alto. ¿Cuántos cubos de una unidad usa?`,
              `Una pila de cubos de una unidad mide ${l} cubos de largo, ${wd} cubos de ancho y ${h} cubos de alto. ¿Cuántos cubos hay en la pila?`,
              `¿Cuántos cubos de una unidad llenan una caja de ${l} cubos de largo, ${wd} cubos de ancho y ${h} cubos de alto?`,
              `En una caja se acomodan cubos de azúcar: ${l} de largo, ${wd} de ancho y ${h} de alto. ¿Cuántos cubos de azúcar hay en la caja?`,
            ])
          : rng.pick([
              `Una caja mide ${l} ${L} de largo, ${wd} ${L} de ancho y ${h} ${L} de alto. ¿Cuál es su volumen?`,
              `Una pecera mide ${l} ${L} por ${wd} ${L} por ${h} ${L}. ¿Cuál es su volumen?`,
              `El baúl de juguetes de ${who} mide ${l} ${L} de largo, ${wd} ${L} de ancho y ${h} ${L} de alto. ¿Cuál es su volumen?`,
              `Encuentra el volumen de un prisma rectangular de ${l} ${L} de largo, ${wd} ${L} de ancho y ${h} ${L} de alto.`,
              `¿Cuál es el volumen de una caja de cereal de ${l} ${L} de largo, ${wd} ${L} de ancho y ${h} ${L} de alto?`,
            ])
        : difficulty === 1
          ? rng.pick([
              `A box is built from unit cubes: ${l} cubes long, ${wd} cubes wide and ${h} cubes high. How many unit cubes are in the box?`,
              `${who} builds a box from unit cubes: ${l} cubes long, ${wd} cubes wide and ${h} cubes high. How many unit cubes does ${who} use?`,
              `A stack of unit cubes is ${l} cubes long, ${wd} cubes wide and ${h} cubes tall. How many cubes are in the stack?`,
              `How many unit cubes fill a box that is ${l} cubes long, ${wd} cubes wide and ${h} cubes high?`,
              `Sugar cubes are packed ${l} long, ${wd} wide and ${h} high in a box. How many sugar cubes are in the box?`,
            ])
          : rng.pick([
              `A box is ${l} ${u.w} long, ${wd} ${u.w} wide and ${h} ${u.w} high. What is its volume?`,
              `A fish tank measures ${l} ${u.w} by ${wd} ${u.w} by ${h} ${u.w}. What is its volume?`,
              `${who}'s toy chest is ${l} ${u.w} long, ${wd} ${u.w} wide and ${h} ${u.w} high. What is its volume?`,
              `Find the volume of a rectangular prism ${l} ${u.w} long, ${wd} ${u.w} wide and ${h} ${u.w} high.`,
              `What is the volume of a cereal box that is ${l} ${u.w} long, ${wd} ${u.w} wide and ${h} ${u.w} high?`,
            ]);
      const answerFinal = difficulty === 1 ? intAnswer(V) : answer;
      const unit = difficulty === 1 ? w.t('cubes', 'cubos') : w.t(u.w, L);
      return {
        question: { text },
        diagram: { kind: 'solid', shape: 'rectangular-prism', labels: { length: `${l} ${unit}`, width: `${wd} ${unit}`, height: `${h} ${unit}` } },
        answer: answerFinal,
        hints: hints(
          w.t('Volume = length × width × height.', 'Volumen = largo × ancho × alto.'),
          w.t(`One layer has ${l} × ${wd} = ${l * wd} cubes.`, `Una capa tiene ${l} × ${wd} = ${l * wd} cubos.`),
          w.t(`There are ${h} layers: ${l * wd} × ${h} = ?`, `Hay ${h} capas: ${l * wd} × ${h} = ?`),
        ),
        explanation: [
          `${w.t('One layer', 'Una capa')}: ${l} × ${wd} = ${l * wd}.`,
          `${h} ${w.t('layers', 'capas')}: ${l * wd} × ${h} = ${fmtInt(V)}.`,
          w.t(`Check: ${wd} × ${h} = ${wd * h}, and ${wd * h} × ${l} = ${fmtInt(V)}.`, `Comprueba: ${wd} × ${h} = ${wd * h}, y ${wd * h} × ${l} = ${fmtInt(V)}.`),
        ],
        misconceptions: misconceptions(answerFinal, [
          [l + wd + h, 'added-edges', w.t('Volume multiplies the edges; adding them gives a length, not a volume.', 'El volumen multiplica las aristas; si las sumas, obtienes una longitud, no un volumen.')],
          [2 * (l * wd + l * h + wd * h), 'surface-area', w.t('That counts the outside faces (surface area), not the cubes inside.', 'Eso cuenta las caras de afuera (el área superficial), no los cubos de adentro.')],
          [l * wd, 'one-layer', w.t(`That is one layer. There are ${h} layers.`, `Esa es una sola capa. Hay ${h} capas.`)],
        ]),
      };
    }
    if (difficulty === 3) {
      const B = l * wd;
      const answer = intAnswer(V, u.id);
      return {
        question: {
          text: rng.pick(w.es ? [
            `Un prisma tiene una base con un área de ${B} ${SQ} y una altura de ${h} ${L}. ¿Cuál es su volumen?`,
            `La base de un prisma tiene un área de ${B} ${SQ}. El prisma mide ${h} ${L} de alto. ¿Cuál es su volumen?`,
            `${someone(rng, w)} tiene una caja cuyo fondo cubre ${B} ${SQ}. La caja mide ${h} ${L} de alto. ¿Cuál es su volumen?`,
            `Encuentra el volumen de un prisma con un área de la base de ${B} ${SQ} y una altura de ${h} ${L}.`,
            `La base de un tanque tiene un área de ${B} ${SQ}, y el tanque mide ${h} ${L} de profundidad. ¿Cuál es su volumen?`,
          ] : [
            `A prism has a base with an area of ${B} ${u.sq} and a height of ${h} ${u.w}. What is its volume?`,
            `The base of a prism has an area of ${B} ${u.sq}. The prism is ${h} ${u.w} tall. What is its volume?`,
            `${someone(rng)} has a box whose bottom covers ${B} ${u.sq}. The box is ${h} ${u.w} high. What is its volume?`,
            `Find the volume of a prism with a base area of ${B} ${u.sq} and a height of ${h} ${u.w}.`,
            `A tank's base has an area of ${B} ${u.sq}, and the tank is ${h} ${u.w} deep. What is its volume?`,
          ]),
        },
        answer,
        hints: hints(w.t('Volume = base area × height.', 'Volumen = área de la base × altura.'), w.t(`Base area ${B}, height ${h}.`, `Área de la base ${B}, altura ${h}.`), `${B} × ${h} = ?`),
        explanation: [`V = B × h.`, `${B} × ${h} = ${fmtInt(V)}.`, `${w.t('Check', 'Comprueba')}: ${fmtInt(V)} ÷ ${h} = ${B}.`],
        misconceptions: misconceptions(answer, [[B + h, 'added', w.t('Multiply the base area by the height.', 'Multiplica el área de la base por la altura.')]]),
      };
    }
    if (difficulty === 4) {
      const B = l * wd;
      const answer = intAnswer(h, u.w === 'cm' ? 'cm' : u.w === 'in' ? 'in' : 'ft');
      const cubic = u.w === 'ft' ? 'feet' : u.w === 'in' ? 'inches' : 'centimeters';
      return {
        question: {
          text: rng.pick(w.es ? [
            `Una caja tiene un volumen de ${fmtInt(V)} ${u.cubicEs}. Su base tiene un área de ${B} ${SQ}. ¿Cuánto mide de alto la caja?`,
            `El volumen de una caja es de ${fmtInt(V)} ${u.cubicEs}, y su base cubre ${B} ${SQ}. ¿Cuál es su altura?`,
            `${someone(rng, w)} llena una caja que tiene un volumen de ${fmtInt(V)} ${u.cubicEs}. La base de la caja tiene un área de ${B} ${SQ}. ¿Cuánto mide de alto la caja?`,
            `Una pecera tiene un volumen de ${fmtInt(V)} ${u.cubicEs}, y su base tiene un área de ${B} ${SQ}. ¿Qué profundidad tiene la pecera?`,
            `Encuentra la altura de un prisma con un volumen de ${fmtInt(V)} ${u.cubicEs} y un área de la base de ${B} ${SQ}.`,
          ] : [
            `A box has a volume of ${fmtInt(V)} cubic ${cubic}. Its base has an area of ${B} ${u.sq}. How tall is the box?`,
            `The volume of a box is ${fmtInt(V)} cubic ${cubic}, and its base covers ${B} ${u.sq}. What is its height?`,
            `${someone(rng)} packs a box with a volume of ${fmtInt(V)} cubic ${cubic}. The base of the box has an area of ${B} ${u.sq}. How tall is the box?`,
            `A fish tank holds ${fmtInt(V)} cubic ${cubic}, and its base has an area of ${B} ${u.sq}. How deep is the tank?`,
            `Find the height of a prism with a volume of ${fmtInt(V)} cubic ${cubic} and a base area of ${B} ${u.sq}.`,
          ]),
        },
        answer,
        hints: hints(w.t('Volume = base area × height.', 'Volumen = área de la base × altura.'), `${B} × ? = ${fmtInt(V)}.`, w.t(`Divide ${fmtInt(V)} by ${B}.`, `Divide ${fmtInt(V)} entre ${B}.`)),
        explanation: [w.t(`Height = volume ÷ base area.`, 'Altura = volumen ÷ área de la base.'), `${fmtInt(V)} ÷ ${B} = ${h}.`, `${w.t('Check', 'Comprueba')}: ${B} × ${h} = ${fmtInt(V)}.`],
        misconceptions: misconceptions(answer, [[V * B, 'multiplied', w.t('The height is smaller than the volume: divide.', 'La altura es menor que el volumen: divide.')], [V - B, 'subtracted', w.t('Volume = base × height, so divide.', 'Volumen = base × altura, así que divide.')]]),
      };
    }
    const l2 = rng.int(2, 6);
    const V2 = l2 * wd * h;
    const answer = intAnswer(V + V2, u.id);
    return {
      question: {
        text: rng.pick(w.es ? [
          `Un sólido en forma de L está hecho de un prisma de ${l} × ${wd} × ${h} y un prisma de ${l2} × ${wd} × ${h} (en ${L}) que no se superponen. ¿Cuál es su volumen total?`,
          `Dos cajas, de ${l} × ${wd} × ${h} y de ${l2} × ${wd} × ${h} (en ${L}), se ponen una al lado de la otra sin superponerse. ¿Cuál es su volumen total?`,
          `${someone(rng, w)} arma una figura con dos prismas que no se superponen: ${l} × ${wd} × ${h} y ${l2} × ${wd} × ${h} (en ${L}). ¿Cuál es el volumen total?`,
          `Encuentra el volumen total de un sólido hecho de un prisma de ${l} × ${wd} × ${h} y un prisma de ${l2} × ${wd} × ${h} (en ${L}) que no se superponen.`,
          `Un bloque en forma de escalón está hecho de dos prismas rectangulares, de ${l} × ${wd} × ${h} y de ${l2} × ${wd} × ${h} (en ${L}), que no se superponen. ¿Cuál es su volumen?`,
        ] : [
          `An L-shaped solid is made of a ${l} × ${wd} × ${h} prism and a ${l2} × ${wd} × ${h} prism (in ${u.w}) that do not overlap. What is its total volume?`,
          `Two boxes, ${l} × ${wd} × ${h} and ${l2} × ${wd} × ${h} (in ${u.w}), are placed side by side without overlapping. What is their total volume?`,
          `${someone(rng)} builds a shape from two prisms that do not overlap: ${l} × ${wd} × ${h} and ${l2} × ${wd} × ${h} (in ${u.w}). What is the total volume?`,
          `Find the total volume of a solid made of a ${l} × ${wd} × ${h} prism and a ${l2} × ${wd} × ${h} prism (in ${u.w}) that do not overlap.`,
          `A step-shaped block is made of two rectangular prisms, ${l} × ${wd} × ${h} and ${l2} × ${wd} × ${h} (in ${u.w}), that do not overlap. What is its volume?`,
        ]),
      },
      answer,
      hints: hints(
        w.t('Find the volume of each prism separately.', 'Encuentra el volumen de cada prisma por separado.'),
        `${l} × ${wd} × ${h} = ${fmtInt(V)}.`,
        w.t(`${l2} × ${wd} × ${h} = ?, then add.`, `${l2} × ${wd} × ${h} = ?; luego suma.`),
      ),
      explanation: [
        `${w.t('First prism', 'Primer prisma')}: ${l} × ${wd} × ${h} = ${fmtInt(V)}.`,
        `${w.t('Second prism', 'Segundo prisma')}: ${l2} × ${wd} × ${h} = ${fmtInt(V2)}.`,
        `Total: ${fmtInt(V)} + ${fmtInt(V2)} = ${fmtInt(V + V2)}.`,
        `${w.t('Check', 'Comprueba')}: (${l} + ${l2}) × ${wd} × ${h} = ${fmtInt(V + V2)}.`,
      ],
      misconceptions: misconceptions(answer, [[V, 'one-prism-only', w.t('Add the volume of the second prism too.', 'Suma también el volumen del segundo prisma.')], [V2, 'one-prism-only', w.t('Add the volume of the first prism too.', 'Suma también el volumen del primer prisma.')]]),
    };
  },
};
