import { R, Rational } from '../../rational.js';
import { rectangle, withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDecOrMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

export const gScaleDrawings: SkillGenerator = {
  skillId: 'g7.g.scale-drawings',
  grade: 7,
  domain: 'g',
  ccss: ['7.G.A.1'],
  topic: 'Geometry',
  subtopic: 'Scale drawings',
  prereqs: ['g6.rp.ratio-tables'],
  estTimeSec: times(25, 120),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const [du, ru, unit] = rng.pick([['cm', 'm', 'm'], ['in', 'ft', 'ft']] as const);
    // What is drawn, picked after the numbers (docs/maths/curriculum.md, "Variety"): it never changes them.
    // The Spanish rows carry their article, index for index ("la cocina", "un puente").
    const pickThing = () =>
      rng.pick(
        w.es
          ? d === 5
            ? ['el cuarto', 'el salón de clases', 'la cocina', 'el garaje', 'la recámara']
            : d === 2
              ? ['una pared', 'un librero', 'un autobús', 'un bote', 'una jardinera']
              : d === 4
                ? ['un puente', 'un tren', 'un barco', 'un esqueleto de dinosaurio', 'una alberca']
                : ['un camino', 'un sendero', 'un río', 'un carril para bicicletas', 'una cerca']
          : d === 5 ? ['room', 'classroom', 'kitchen', 'garage', 'bedroom'] : d === 2 ? ['wall', 'bookshelf', 'bus', 'boat', 'garden bed'] : d === 4 ? ['bridge', 'train', 'ship', 'dinosaur skeleton', 'swimming pool'] : ['path', 'hiking trail', 'river', 'bike lane', 'fence'],
      );
    const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
    // Units as US Spanish writes them: "pulg" and "pies"; metric ones stay.
    const duS = w.es && du === 'in' ? 'pulg' : du;
    const ruS = w.es && ru === 'ft' ? 'pies' : ru;
    if (d === 5) {
      const s = ru === 'm' ? rng.pick([2, 3]) : rng.pick([2, 4, 5, 8]);
      const a = rat(rng.int(3, 10), 2);
      const b = rat(rng.int(2, 7), 2);
      const ra = a.mul(s);
      const rb = b.mul(s);
      const area = ra.mul(rb);
      const thing = pickThing();
      if (w.es) {
        const sq = ru === 'm' ? 'metros cuadrados' : 'pies cuadrados';
        return withDiagram(bodyLoose(
          `Un plano usa la escala 1 ${duS} : ${s} ${ruS}. En el plano, ${thing} mide ${fmtDecOrMixed(a)} ${duS} por ${fmtDecOrMixed(b)} ${duS}. ¿Qué área real tiene ${thing}, en ${sq}?`,
          A.number(area, unit === 'm' ? 'm2' : 'ft2'),
          ['Primero convierte cada medida del dibujo en una medida real.', `${fmtDecOrMixed(a)} × ${s} = ${fmtDecOrMixed(ra)} ${ruS} y ${fmtDecOrMixed(b)} × ${s} = ${fmtDecOrMixed(rb)} ${ruS}.`, `Área = ${fmtDecOrMixed(ra)} × ${fmtDecOrMixed(rb)}.`],
          [`Largo real: ${fmtDecOrMixed(a)} × ${s} = ${fmtDecOrMixed(ra)} ${ruS}.`, `Ancho real: ${fmtDecOrMixed(b)} × ${s} = ${fmtDecOrMixed(rb)} ${ruS}.`, `Área: ${fmtDecOrMixed(ra)} × ${fmtDecOrMixed(rb)} = ${fmtDecOrMixed(area)} ${sq}.`, `Comprueba: el área del dibujo ${fmtDecOrMixed(a.mul(b))} × ${s}² (${s * s}) = ${fmtDecOrMixed(area)}.`],
          [mis(val(a.mul(b).mul(s)), 'scaled-area-once', `Las dos medidas cambian con la escala, así que el área crece ${s} × ${s}.`), mis(val(a.mul(b)), 'drawing-area', 'Esa es el área en el dibujo, no el área real.')],
        ), rectangle(a.toNumber(), b.toNumber(), `${fmtDecOrMixed(a)} ${duS}`, `${fmtDecOrMixed(b)} ${duS}`, `rectángulo (${thing} en el plano)`));
      }
      return withDiagram(bodyLoose(
        `A floor plan uses the scale 1 ${du} : ${s} ${ru}. The ${thing} is ${fmtDecOrMixed(a)} ${du} by ${fmtDecOrMixed(b)} ${du} on the plan. What is the real area of the ${thing}, in square ${ru === 'm' ? 'meters' : 'feet'}?`,
        A.number(area, unit === 'm' ? 'm2' : 'ft2'),
        ['Change each drawing length to a real length first.', `${fmtDecOrMixed(a)} × ${s} = ${fmtDecOrMixed(ra)} ${ru} and ${fmtDecOrMixed(b)} × ${s} = ${fmtDecOrMixed(rb)} ${ru}.`, `Area = ${fmtDecOrMixed(ra)} × ${fmtDecOrMixed(rb)}.`],
        [`Real length: ${fmtDecOrMixed(a)} × ${s} = ${fmtDecOrMixed(ra)} ${ru}.`, `Real width: ${fmtDecOrMixed(b)} × ${s} = ${fmtDecOrMixed(rb)} ${ru}.`, `Area: ${fmtDecOrMixed(ra)} × ${fmtDecOrMixed(rb)} = ${fmtDecOrMixed(area)} square ${ru}.`, `Check: the drawing area ${fmtDecOrMixed(a.mul(b))} × ${s}² (${s * s}) = ${fmtDecOrMixed(area)}.`],
        [mis(val(a.mul(b).mul(s)), 'scaled-area-once', `Both lengths are scaled, so the area grows by ${s} × ${s}.`), mis(val(a.mul(b)), 'drawing-area', `That is the area on the drawing, not the real ${thing}.`)],
        // The room as drawn on the plan, with its plan measurements.
      ), rectangle(a.toNumber(), b.toNumber(), `${fmtDecOrMixed(a)} ${du}`, `${fmtDecOrMixed(b)} ${du}`, 'rectangle (the room on the plan)'));
    }
    let s: Rational = R(rng.pick([2, 3, 4, 5, 10, 20, 25]));
    let drawing: Rational = R(rng.int(2, 12));
    if (d === 3) {
      s = rng.pick([rat(5, 2), rat(3, 2), R(rng.int(2, 9))]);
      drawing = s.isInteger() ? rat(rng.int(3, 19), 2) : R(rng.int(2, 12));
      if (drawing.isInteger() && s.isInteger()) drawing = drawing.add(rat(1, 2));
    }
    const real = drawing.mul(s);
    const thing = pickThing();
    if (w.es) {
      const ruWord = ru === 'm' ? 'metros' : 'pies';
      if (d === 1 || d === 3) {
        return bodyLoose(
          `En un mapa, 1 ${duS} representa ${fmtDecOrMixed(s)} ${ruS}. En el mapa, ${thing} mide ${fmtDecOrMixed(drawing)} ${duS} de largo. ¿Cuánto mide de largo en la realidad, en ${ruWord}?`,
          A.number(real, unit),
          [`Cada ${duS} del mapa es ${fmtDecOrMixed(s)} ${ruS} en la vida real.`, `En el mapa mide ${fmtDecOrMixed(drawing)} ${duS}, así que multiplica por ${fmtDecOrMixed(s)}.`, `${fmtDecOrMixed(drawing)} × ${fmtDecOrMixed(s)} = ?`],
          ['Largo real = largo en el mapa × escala.', `${fmtDecOrMixed(drawing)} × ${fmtDecOrMixed(s)} = ${fmtDecOrMixed(real)} ${ruS}.`, `Comprueba: ${fmtDecOrMixed(real)} ÷ ${fmtDecOrMixed(s)} = ${fmtDecOrMixed(drawing)} ${duS} en el mapa.`],
          [mis(val(drawing.div(s)), 'divided', 'Las medidas reales son más grandes que las del mapa: multiplica por la escala.'), mis(val(drawing.add(s)), 'added', 'Usa la multiplicación: cada unidad del mapa representa la misma distancia real.')],
        );
      }
      if (d === 2) {
        return bodyLoose(
          `Un dibujo a escala usa 1 ${duS} por cada ${fmtDecOrMixed(s)} ${ruS}. ${cap(thing)} de verdad mide ${fmtDecOrMixed(real)} ${ruS} de largo. ¿Cuánto mide de largo en el dibujo, en ${du === 'cm' ? 'centímetros' : 'pulgadas'}?`,
          A.number(drawing, du),
          [`Cada ${duS} del dibujo representa ${fmtDecOrMixed(s)} ${ruS}.`, `¿Cuántos grupos de ${fmtDecOrMixed(s)} ${ruS} hay en ${fmtDecOrMixed(real)} ${ruS}?`, `${fmtDecOrMixed(real)} ÷ ${fmtDecOrMixed(s)} = ?`],
          ['Largo en el dibujo = largo real ÷ escala.', `${fmtDecOrMixed(real)} ÷ ${fmtDecOrMixed(s)} = ${fmtDecOrMixed(drawing)} ${duS}.`, `Comprueba: ${fmtDecOrMixed(drawing)} × ${fmtDecOrMixed(s)} = ${fmtDecOrMixed(real)} ${ruS}.`],
          [mis(val(real.mul(s)), 'multiplied', 'El dibujo es más pequeño que el objeto real: divide entre la escala.')],
        );
      }
      return bodyLoose(
        `${cap(thing)} de verdad mide ${fmtDecOrMixed(real)} ${ruS} de largo. En un dibujo mide ${fmtDecOrMixed(drawing)} ${duS}. ¿Cuántos ${ruWord} representa 1 ${duS} del dibujo?`,
        A.number(s, unit),
        ['La escala te dice cuántas unidades reales corresponden a 1 unidad del dibujo.', `Divide el largo real entre el largo del dibujo: ${fmtDecOrMixed(real)} ÷ ${fmtDecOrMixed(drawing)}.`, `¿Cuántas veces cabe ${fmtDecOrMixed(drawing)} en ${fmtDecOrMixed(real)}?`],
        [`Escala = real ÷ dibujo, así que 1 ${duS} del dibujo representa ${fmtDecOrMixed(real)} ÷ ${fmtDecOrMixed(drawing)} ${ruS}.`, `${fmtDecOrMixed(real)} ÷ ${fmtDecOrMixed(drawing)} = ${fmtDecOrMixed(s)} ${ruS}.`, `Comprueba: ${fmtDecOrMixed(drawing)} × ${fmtDecOrMixed(s)} = ${fmtDecOrMixed(real)}.`],
        [mis(val(drawing.div(real)), 'inverted', 'Divide el largo real entre el largo del dibujo.')],
      );
    }
    if (d === 1 || d === 3) {
      return bodyLoose(
        `On a map, 1 ${du} stands for ${fmtDecOrMixed(s)} ${ru}. A ${thing} is ${fmtDecOrMixed(drawing)} ${du} long on the map. How long is the real ${thing}, in ${ru === 'm' ? 'meters' : 'feet'}?`,
        A.number(real, unit),
        [`Each ${du} on the map is ${fmtDecOrMixed(s)} ${ru} in real life.`, `The ${thing} is ${fmtDecOrMixed(drawing)} ${du} on the map, so multiply by ${fmtDecOrMixed(s)}.`, `${fmtDecOrMixed(drawing)} × ${fmtDecOrMixed(s)} = ?`],
        [`Real length = map length × scale.`, `${fmtDecOrMixed(drawing)} × ${fmtDecOrMixed(s)} = ${fmtDecOrMixed(real)} ${ru}.`, `Check: ${fmtDecOrMixed(real)} ÷ ${fmtDecOrMixed(s)} = ${fmtDecOrMixed(drawing)} ${du} on the map.`],
        [mis(val(drawing.div(s)), 'divided', 'Real lengths are bigger than map lengths: multiply by the scale.'), mis(val(drawing.add(s)), 'added', 'Use multiplication: each map unit stands for the same real distance.')],
      );
    }
    if (d === 2) {
      return bodyLoose(
        `A scale drawing uses 1 ${du} for every ${fmtDecOrMixed(s)} ${ru}. A real ${thing} is ${fmtDecOrMixed(real)} ${ru} long. How long is the ${thing} on the drawing, in ${du === 'cm' ? 'centimeters' : 'inches'}?`,
        A.number(drawing, du),
        [`Each ${du} on the drawing stands for ${fmtDecOrMixed(s)} ${ru}.`, `How many groups of ${fmtDecOrMixed(s)} ${ru} are in ${fmtDecOrMixed(real)} ${ru}?`, `${fmtDecOrMixed(real)} ÷ ${fmtDecOrMixed(s)} = ?`],
        [`Drawing length = real length ÷ scale.`, `${fmtDecOrMixed(real)} ÷ ${fmtDecOrMixed(s)} = ${fmtDecOrMixed(drawing)} ${du}.`, `Check: ${fmtDecOrMixed(drawing)} × ${fmtDecOrMixed(s)} = ${fmtDecOrMixed(real)} ${ru}.`],
        [mis(val(real.mul(s)), 'multiplied', `The drawing is smaller than the real ${thing}: divide by the scale.`)],
      );
    }
    // d4: find the scale
    return bodyLoose(
      `A real ${thing} is ${fmtDecOrMixed(real)} ${ru} long. On a drawing it is ${fmtDecOrMixed(drawing)} ${du} long. How many ${ru === 'm' ? 'meters' : 'feet'} does 1 ${du} on the drawing stand for?`,
      A.number(s, unit),
      ['The scale tells you how many real units match 1 drawing unit.', `Divide the real length by the drawing length: ${fmtDecOrMixed(real)} ÷ ${fmtDecOrMixed(drawing)}.`, `How many ${fmtDecOrMixed(drawing)}s make ${fmtDecOrMixed(real)}?`],
      [`Scale = real ÷ drawing, so 1 ${du} on the drawing stands for ${fmtDecOrMixed(real)} ÷ ${fmtDecOrMixed(drawing)} ${ru}.`, `${fmtDecOrMixed(real)} ÷ ${fmtDecOrMixed(drawing)} = ${fmtDecOrMixed(s)} ${ru}.`, `Check: ${fmtDecOrMixed(drawing)} × ${fmtDecOrMixed(s)} = ${fmtDecOrMixed(real)}.`],
      [mis(val(drawing.div(real)), 'inverted', 'Divide the real length by the drawing length.')],
    );
  },
};
