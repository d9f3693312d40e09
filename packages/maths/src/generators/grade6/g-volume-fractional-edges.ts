import { R, Rational } from '../../rational.js';
import { withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtFrac, fmtMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

const half = (rng: Rng) => rng.pick([rat(1, 2), rat(1, 4), rat(3, 4), rat(1, 3), rat(2, 3)]);

export const gVolumeFractionalEdges: SkillGenerator = {
  skillId: 'g6.g.volume-fractional-edges',
  grade: 6,
  domain: 'g',
  ccss: ['6.G.A.2'],
  topic: 'Geometry',
  subtopic: 'Volume with fraction edges',
  prereqs: ['g5.md.volume-prisms', 'g5.nf.multiply-fractions'],
  estTimeSec: times(25, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    let e: Rational[];
    if (d === 1) e = [R(rng.int(2, 6)), R(rng.int(2, 6)), half(rng)];
    else if (d === 2) e = [R(rng.int(2, 8)), half(rng), half(rng)];
    else if (d === 3) e = [R(rng.int(1, 4)).add(rat(1, 2)), R(rng.int(2, 5)), R(rng.int(1, 3)).add(half(rng))];
    else if (d === 5) e = [R(rng.int(1, 3)).add(half(rng)), R(rng.int(1, 2)).add(rat(1, 2)), half(rng)];
    else e = [R(rng.int(2, 5)), R(rng.int(1, 3)).add(rat(1, 2)), half(rng)];
    if (d !== 4) e = rng.shuffle(e);
    const vol = e[0]!.mul(e[1]!).mul(e[2]!);
    const show = (r: Rational) => fmtMixed(r);
    const who = someone(rng, w);
    if (d === 4) {
      // missing edge from the volume
      const base = e[0]!.mul(e[1]!);
      return withDiagram(bodyLoose(
        rng.pick(w.es ? [
          `Una caja tiene un volumen de ${show(vol)} pulgadas cúbicas. Mide ${show(e[0]!)} pulg. de largo y ${show(e[1]!)} pulg. de ancho. ¿Cuál es su altura, en pulgadas?`,
          `Una caja tiene capacidad para ${show(vol)} pulgadas cúbicas. Mide ${show(e[0]!)} pulg. de largo y ${show(e[1]!)} pulg. de ancho. ¿Qué tan alta es, en pulgadas?`,
          `El joyero de ${who} tiene un volumen de ${show(vol)} pulgadas cúbicas, ${show(e[0]!)} pulg. de largo y ${show(e[1]!)} pulg. de ancho. ¿Cuál es su altura en pulgadas?`,
          `Un prisma rectangular tiene un volumen de ${show(vol)} pulgadas cúbicas, ${show(e[0]!)} pulg. de largo y ${show(e[1]!)} pulg. de ancho. Encuentra su altura, en pulgadas.`,
          `El volumen de una lata es ${show(vol)} pulgadas cúbicas. Su base mide ${show(e[0]!)} pulg. por ${show(e[1]!)} pulg. ¿Cuál es su altura, en pulgadas?`,
        ] : [
          `A box has a volume of ${show(vol)} cubic inches. Its length is ${show(e[0]!)} in and its width is ${show(e[1]!)} in. What is its height, in inches?`,
          `A box holds ${show(vol)} cubic inches. It is ${show(e[0]!)} in long and ${show(e[1]!)} in wide. How tall is it, in inches?`,
          `${who}'s jewelry box has a volume of ${show(vol)} cubic inches, a length of ${show(e[0]!)} in and a width of ${show(e[1]!)} in. What is its height in inches?`,
          `A rectangular prism has a volume of ${show(vol)} cubic inches, a length of ${show(e[0]!)} in and a width of ${show(e[1]!)} in. Find its height, in inches.`,
          `The volume of a tin is ${show(vol)} cubic inches. Its base is ${show(e[0]!)} in by ${show(e[1]!)} in. What is its height, in inches?`,
        ]),
        A.fraction(e[2]!, { allowDecimal: true }),
        w.t(['Volume = length × width × height, so height = volume ÷ (length × width).', `Length × width = ${show(e[0]!)} × ${show(e[1]!)} = ${show(base)}.`, `Divide ${show(vol)} by ${show(base)}.`], ['Volumen = largo × ancho × altura, así que altura = volumen ÷ (largo × ancho).', `Largo × ancho = ${show(e[0]!)} × ${show(e[1]!)} = ${show(base)}.`, `Divide ${show(vol)} entre ${show(base)}.`]),
        w.t([`Base area: ${show(base)} square inches.`, `Height: ${show(vol)} ÷ ${show(base)} = ${show(e[2]!)} in.`, `Check: ${show(e[0]!)} × ${show(e[1]!)} × ${show(e[2]!)} = ${show(vol)}.`], [`Área de la base: ${show(base)} pulgadas cuadradas.`, `Altura: ${show(vol)} ÷ ${show(base)} = ${show(e[2]!)} pulg.`, `Comprueba: ${show(e[0]!)} × ${show(e[1]!)} × ${show(e[2]!)} = ${show(vol)}.`]),
        [mis(val(vol.mul(base), 'mixed'), 'multiplied', w.t('Divide the volume by the base area to undo the multiplication.', 'Divide el volumen entre el área de la base para deshacer la multiplicación.')), mis(val(vol.sub(e[0]!).sub(e[1]!), 'mixed'), 'subtracted', w.t('Volume multiplies the edges, so divide.', 'El volumen multiplica las aristas, así que divide.'))],
      ), { kind: 'solid', shape: 'rectangular-prism', labels: { length: `${show(e[0]!)} in`, width: `${show(e[1]!)} in`, height: '?' } });
    }
    const impro = e.map((x) => fmtFrac(x));
    const wholeParts = e.map((x) => R(x.floor()));
    return withDiagram(bodyLoose(
      rng.pick(w.es ? [
        `Una caja mide ${show(e[0]!)} pulg. por ${show(e[1]!)} pulg. por ${show(e[2]!)} pulg. ¿Cuál es su volumen, en pulgadas cúbicas?`,
        `Una caja de regalo mide ${show(e[0]!)} pulg. por ${show(e[1]!)} pulg. por ${show(e[2]!)} pulg. ¿Cuántas pulgadas cúbicas le caben?`,
        `${who} corta un bloque de madera de ${show(e[0]!)} pulg. de largo, ${show(e[1]!)} pulg. de ancho y ${show(e[2]!)} pulg. de alto. ¿Cuál es su volumen en pulgadas cúbicas?`,
        `Encuentra el volumen, en pulgadas cúbicas, de un prisma rectangular con aristas de ${show(e[0]!)} pulg., ${show(e[1]!)} pulg. y ${show(e[2]!)} pulg.`,
        `Una barra de jabón mide ${show(e[0]!)} pulg. por ${show(e[1]!)} pulg. por ${show(e[2]!)} pulg. ¿Cuál es su volumen, en pulgadas cúbicas?`,
      ] : [
        `A box is ${show(e[0]!)} in by ${show(e[1]!)} in by ${show(e[2]!)} in. What is its volume, in cubic inches?`,
        `A gift box measures ${show(e[0]!)} in by ${show(e[1]!)} in by ${show(e[2]!)} in. How many cubic inches does it hold?`,
        `${who} cuts a block of wood ${show(e[0]!)} in long, ${show(e[1]!)} in wide and ${show(e[2]!)} in tall. What is its volume in cubic inches?`,
        `Find the volume, in cubic inches, of a rectangular prism with edges of ${show(e[0]!)} in, ${show(e[1]!)} in and ${show(e[2]!)} in.`,
        `A bar of soap is ${show(e[0]!)} in by ${show(e[1]!)} in by ${show(e[2]!)} in. What is its volume, in cubic inches?`,
      ]),
      A.fraction(vol, { allowDecimal: true }),
      w.t(['Volume = length × width × height.', d >= 3 ? `Use improper fractions: ${impro.join(' × ')}.` : `Multiply: ${impro.join(' × ')}.`, `Multiply the tops and the bottoms, then simplify${vol.isInteger() || vol.lt(1) ? '' : ' and write it as a mixed number'}.`], ['Volumen = largo × ancho × altura.', d >= 3 ? `Usa fracciones impropias: ${impro.join(' × ')}.` : `Multiplica: ${impro.join(' × ')}.`, `Multiplica los numeradores y los denominadores, y luego simplifica${vol.isInteger() || vol.lt(1) ? '' : ' y escríbelo como número mixto'}.`]),
      // The product of two edges is a step to fill in (never the volume: the third edge is not 1); the volume is the last step.
      [
        `V = ${impro.join(' × ')}.`,
        `${w.t('First two edges', 'Las dos primeras aristas')}: ${impro[0]} × ${impro[1]} = ${fmtFrac(e[0]!.mul(e[1]!))}.`,
        `${w.t('Times the third', 'Por la tercera')}: ${fmtFrac(e[0]!.mul(e[1]!))} × ${impro[2]} = ${fmtFrac(vol)}${vol.isInteger() || vol.lt(1) ? '' : ` = ${show(vol)}`} ${w.t('cubic inches', 'pulgadas cúbicas')}.`, `${w.t('Check', 'Comprueba')}: ${show(vol)} ÷ ${show(e[2]!)} = ${show(e[0]!.mul(e[1]!))} = ${show(e[0]!)} × ${show(e[1]!)}.`],
      [
        d >= 3 && wholeParts.every((w) => w.sign() > 0) ? mis(val(wholeParts.reduce((p, c) => p.mul(c), R(1))), 'whole-parts-only', w.t('Multiply the whole mixed numbers, not just the whole parts.', 'Multiplica los números mixtos completos, no solo las partes enteras.')) : null,
        mis(val(e[0]!.add(e[1]!).add(e[2]!), 'mixed'), 'added-edges', w.t('Volume multiplies the three edges.', 'El volumen multiplica las tres aristas.')),
      ],
    ), { kind: 'solid', shape: 'rectangular-prism', labels: { length: `${show(e[0]!)} in`, width: `${show(e[1]!)} in`, height: `${show(e[2]!)} in` } });
  },
};
