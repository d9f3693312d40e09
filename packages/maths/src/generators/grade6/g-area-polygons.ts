import { R, Rational } from '../../rational.js';
import { withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

export const gAreaPolygons: SkillGenerator = {
  skillId: 'g6.g.area-polygons',
  grade: 6,
  domain: 'g',
  ccss: ['6.G.A.1'],
  topic: 'Geometry',
  subtopic: 'Area of triangles & quadrilaterals',
  prereqs: ['g4.md.area-perimeter'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const u = rng.pick(['cm', 'm', 'in', 'ft'] as const);
    const u2 = `${u === 'in' ? 'in' : u === 'ft' ? 'ft' : u}2` as 'cm2' | 'm2' | 'in2' | 'ft2';
    const sq = `square ${u === 'cm' ? 'centimeters' : u === 'm' ? 'meters' : u === 'in' ? 'inches' : 'feet'}`;
    const who = someone(rng, w);
    // In Spanish: the unit beside a number, and the square unit.
    const ue = w.t<string>(u, { cm: 'cm', m: 'm', in: 'pulgadas', ft: 'pies' }[u]);
    const sqe = { cm: 'centímetros cuadrados', m: 'metros cuadrados', in: 'pulgadas cuadradas', ft: 'pies cuadrados' }[u];
    if (d <= 2) {
      const b = rng.int(3, 20);
      let h = rng.int(3, 16);
      if ((b * h) % 2 === 1) h += 1;
      const area = R(b * h).div(2);
      // Base (or first leg) first, then height: the grade tests read them in that order.
      const text = w.es
        ? d === 1
          ? rng.pick([
              `Un triángulo rectángulo tiene catetos de ${b} ${ue} y ${h} ${ue}. ¿Cuál es su área en ${sqe}?`,
              `Los catetos de un triángulo rectángulo miden ${b} ${ue} y ${h} ${ue}. Encuentra su área en ${sqe}.`,
              `${who} recorta un triángulo rectángulo de cartulina. Sus catetos miden ${b} ${ue} y ${h} ${ue}. ¿Cuál es su área en ${sqe}?`,
              `Una esquina de un jardín es un triángulo rectángulo con catetos de ${b} ${ue} y ${h} ${ue}. ¿Cuántos ${sqe} cubre?`,
              `Un banderín es un triángulo rectángulo con catetos de ${b} ${ue} y ${h} ${ue}. ¿Cuál es su área en ${sqe}?`,
            ])
          : rng.pick([
              `Un triángulo tiene una base de ${b} ${ue}. La altura trazada a esa base mide ${h} ${ue}. ¿Cuál es su área en ${sqe}?`,
              `Encuentra el área, en ${sqe}, de un triángulo con una base de ${b} ${ue} y una altura de ${h} ${ue}.`,
              `${who} dibuja un triángulo con una base de ${b} ${ue} y una altura de ${h} ${ue}. ¿Cuál es su área en ${sqe}?`,
              `Un letrero triangular tiene una base de ${b} ${ue} y una altura de ${h} ${ue}. ¿Cuál es el área de un lado, en ${sqe}?`,
              `El frente de una casa de campaña es un triángulo de ${b} ${ue} de ancho abajo y ${h} ${ue} de alto. ¿Cuál es su área en ${sqe}?`,
            ])
        : d === 1
          ? rng.pick([
              `A right triangle has legs of ${b} ${u} and ${h} ${u}. What is its area in ${sq}?`,
              `The legs of a right triangle are ${b} ${u} and ${h} ${u} long. Find its area in ${sq}.`,
              `${who} cuts a right triangle out of card. Its legs are ${b} ${u} and ${h} ${u}. What is its area in ${sq}?`,
              `A corner of a garden is a right triangle with legs of ${b} ${u} and ${h} ${u}. How many ${sq} does it cover?`,
              `A pennant is a right triangle with legs of ${b} ${u} and ${h} ${u}. What is its area in ${sq}?`,
            ])
          : rng.pick([
              `A triangle has a base of ${b} ${u}. The height drawn to that base is ${h} ${u}. What is its area in ${sq}?`,
              `Find the area, in ${sq}, of a triangle with a base of ${b} ${u} and a height of ${h} ${u}.`,
              `${who} draws a triangle with a base of ${b} ${u} and a height of ${h} ${u}. What is its area in ${sq}?`,
              `A triangular sign has a base of ${b} ${u} and a height of ${h} ${u}. What is the area of one side, in ${sq}?`,
              `The front of a tent is a triangle ${b} ${u} across the bottom and ${h} ${u} tall. What is its area in ${sq}?`,
            ]);
      const triangle = bodyLoose(
        text,
        A.number(area, u2),
        w.t(['The area of a triangle is half of base × height.', `Base × height = ${b} × ${h} = ${b * h}.`, `Take half of ${b * h}.`], ['El área de un triángulo es la mitad de base × altura.', `Base × altura = ${b} × ${h} = ${b * h}.`, `Saca la mitad de ${b * h}.`]),
        [`A = 1/2 × b × h.`, `A = 1/2 × ${b} × ${h} = ${fmtDecOrMixed(area)} ${w.t(sq, sqe)}.`, w.t(`Check: a ${b} by ${h} rectangle has area ${b * h}, and the triangle is half of it.`, `Comprueba: un rectángulo de ${b} por ${h} tiene un área de ${b * h}, y el triángulo es la mitad.`)],
        [mis(String(b * h), 'forgot-half', w.t('A triangle is half of a rectangle with the same base and height: divide by 2.', 'Un triángulo es la mitad de un rectángulo con la misma base y altura: divide entre 2.')), mis(String(b + h), 'added', w.t('Area multiplies base and height.', 'El área multiplica la base por la altura.'))],
      );
      // The right triangle with its legs labelled (the other triangle's height is not one of its sides).
      if (d === 2) return triangle;
      return withDiagram(triangle, { kind: 'polygon', name: 'right triangle', vertices: [{ x: 0, y: 0 }, { x: b, y: 0 }, { x: 0, y: h }], sides: [`${b} ${u}`, null, `${h} ${u}`], angles: [null, null, null], rightAngles: [0] });
    }
    if (d === 3) {
      const b = rng.int(5, 20);
      const h = rng.int(3, 12);
      const slant = h + rng.int(1, 4);
      const off = Math.sqrt(slant * slant - h * h);
      return withDiagram(bodyLoose(
        rng.pick(w.es ? [
          `Un paralelogramo tiene una base de ${b} ${ue} y una altura de ${h} ${ue}. Su lado inclinado mide ${slant} ${ue}. ¿Cuál es su área en ${sqe}?`,
          `Encuentra el área, en ${sqe}, de un paralelogramo con una base de ${b} ${ue}, una altura de ${h} ${ue} y lados inclinados de ${slant} ${ue}.`,
          `${who} dibuja un paralelogramo: base de ${b} ${ue}, altura de ${h} ${ue}, lado inclinado de ${slant} ${ue}. ¿Cuál es su área en ${sqe}?`,
          `Un espacio de estacionamiento es un paralelogramo con una base de ${b} ${ue} y una altura de ${h} ${ue}. Su lado inclinado mide ${slant} ${ue}. ¿Cuál es su área en ${sqe}?`,
          `Un azulejo es un paralelogramo. Su base mide ${b} ${ue}, su altura ${h} ${ue} y su lado inclinado ${slant} ${ue}. ¿Cuántos ${sqe} cubre?`,
        ] : [
          `A parallelogram has a base of ${b} ${u} and a height of ${h} ${u}. Its slanted side is ${slant} ${u} long. What is its area in ${sq}?`,
          `Find the area, in ${sq}, of a parallelogram with a base of ${b} ${u}, a height of ${h} ${u} and slanted sides of ${slant} ${u}.`,
          `${who} draws a parallelogram: base ${b} ${u}, height ${h} ${u}, slanted side ${slant} ${u}. What is its area in ${sq}?`,
          `A parking space is a parallelogram with a base of ${b} ${u} and a height of ${h} ${u}. Its slanted side is ${slant} ${u}. What is its area in ${sq}?`,
          `A tile is a parallelogram. Its base is ${b} ${u}, its height is ${h} ${u} and its slanted side is ${slant} ${u}. How many ${sq} does it cover?`,
        ]),
        A.number(R(b * h), u2),
        w.t(['The area of a parallelogram is base × height.', `The height is the straight-up distance, ${h} ${u}, not the slanted side.`, `Multiply ${b} by ${h}.`], ['El área de un paralelogramo es base × altura.', `La altura es la distancia derecha hacia arriba, ${h} ${ue}, no el lado inclinado.`, `Multiplica ${b} por ${h}.`]),
        [`A = b × h.`, `A = ${b} × ${h} = ${b * h} ${w.t(sq, sqe)}.`, w.t(`Check: cutting off a triangle and moving it makes a ${b} by ${h} rectangle.`, `Comprueba: si cortas un triángulo y lo mueves al otro lado, se forma un rectángulo de ${b} por ${h}.`)],
        [mis(String(b * slant), 'used-slant-side', w.t('The slanted side is not the height. Use the perpendicular height.', 'El lado inclinado no es la altura. Usa la altura perpendicular.')), mis(val(R(b * h).div(2)), 'halved', w.t('Only triangles need the 1/2; a parallelogram is base × height.', 'Solo los triángulos llevan el 1/2; un paralelogramo es base × altura.'))],
      ), { kind: 'polygon', name: 'parallelogram', vertices: [{ x: 0, y: 0 }, { x: b, y: 0 }, { x: b + off, y: h }, { x: off, y: h }], sides: [`${b} ${u}`, `${slant} ${u}`, null, null], angles: [null, null, null, null], rightAngles: [] });
    }
    if (d === 4) {
      // rectangle wd×h with a triangle of the same height on top (house shape): triangle base wd, height t
      const wd = rng.int(4, 14);
      const h = rng.int(3, 10);
      let t = rng.int(2, 8);
      if ((wd * t) % 2 === 1) t += 1;
      const rect = wd * h;
      const tri = (wd * t) / 2;
      return bodyLoose(
        rng.pick(w.es ? [
          `Una figura está formada por un rectángulo de ${wd} ${ue} de ancho y ${h} ${ue} de alto con un triángulo encima. El triángulo tiene una base de ${wd} ${ue} y una altura de ${t} ${ue}. ¿Cuál es el área total en ${sqe}?`,
          `El frente de una casita para pájaros es un rectángulo de ${wd} ${ue} de ancho y ${h} ${ue} de alto con un triángulo encima de ${wd} ${ue} de ancho y ${t} ${ue} de alto. ¿Cuál es su área en ${sqe}?`,
          `${who} dibuja una casa: un rectángulo de ${wd} ${ue} por ${h} ${ue} con un techo triangular de ${wd} ${ue} de base y ${t} ${ue} de altura. ¿Cuál es el área total en ${sqe}?`,
          `Un letrero es un rectángulo de ${wd} ${ue} de ancho y ${h} ${ue} de alto, con un triángulo encima de ${wd} ${ue} de base y ${t} ${ue} de altura. Encuentra el área total en ${sqe}.`,
          `La pared del fondo de un granero es un rectángulo de ${wd} ${ue} por ${h} ${ue} con un triángulo encima de ${wd} ${ue} de base y ${t} ${ue} de altura. ¿Cuál es su área en ${sqe}?`,
        ] : [
          `A shape is made of a rectangle ${wd} ${u} wide and ${h} ${u} tall with a triangle on top. The triangle has a base of ${wd} ${u} and a height of ${t} ${u}. What is the total area in ${sq}?`,
          `The front of a birdhouse is a rectangle ${wd} ${u} wide and ${h} ${u} tall with a triangle on top, ${wd} ${u} across and ${t} ${u} tall. What is its area in ${sq}?`,
          `${who} draws a house: a rectangle ${wd} ${u} by ${h} ${u} with a triangle roof whose base is ${wd} ${u} and height is ${t} ${u}. What is the total area in ${sq}?`,
          `A sign is a rectangle ${wd} ${u} wide and ${h} ${u} tall, topped by a triangle with a base of ${wd} ${u} and a height of ${t} ${u}. Find the total area in ${sq}.`,
          `The end wall of a barn is a ${wd} ${u} by ${h} ${u} rectangle with a triangle on top whose base is ${wd} ${u} and height is ${t} ${u}. What is its area in ${sq}?`,
        ]),
        A.number(R(rect + tri), u2),
        w.t(['Split the shape into the rectangle and the triangle and add their areas.', `Rectangle: ${wd} × ${h} = ${rect}.`, `Triangle: 1/2 × ${wd} × ${t}; add it to ${rect}.`], ['Divide la figura en el rectángulo y el triángulo, y suma sus áreas.', `Rectángulo: ${wd} × ${h} = ${rect}.`, `Triángulo: 1/2 × ${wd} × ${t}; súmalo a ${rect}.`]),
        [`${w.t('Rectangle', 'Rectángulo')}: ${wd} × ${h} = ${rect}.`, `${w.t('Triangle', 'Triángulo')}: 1/2 × ${wd} × ${t} = ${tri}.`, `Total: ${rect} + ${tri} = ${rect + tri} ${w.t(sq, sqe)}.`, w.t(`Check: the total is more than the rectangle alone (${rect}) and less than a ${wd} by ${h + t} rectangle (${wd * (h + t)}).`, `Comprueba: el total es más que el rectángulo solo (${rect}) y menos que un rectángulo de ${wd} por ${h + t} (${wd * (h + t)}).`)],
        [mis(String(rect + wd * t), 'triangle-no-half', w.t('The triangle is half of a rectangle: divide its base × height by 2.', 'El triángulo es la mitad de un rectángulo: divide su base × altura entre 2.')), mis(String(wd * (h + t)), 'whole-rectangle', w.t('The top is a triangle, not a rectangle.', 'La parte de arriba es un triángulo, no un rectángulo.'))],
      );
    }
    const a = rng.int(3, 12);
    let b = rng.int(a + 2, a + 12);
    const h = rng.int(3, 12);
    if (((a + b) * h) % 2 === 1) b += 1;
    const area = Rational.of((a + b) * h, 2);
    const inset = (b - a) / 2;
    return withDiagram(bodyLoose(
      // The parallel sides, then the height, in every wording (the grade tests read them in that order).
      rng.pick(w.es ? [
        `Un trapecio tiene lados paralelos de ${a} ${ue} y ${b} ${ue} y una altura de ${h} ${ue}. ¿Cuál es su área en ${sqe}?`,
        `Encuentra el área, en ${sqe}, de un trapecio cuyos lados paralelos miden ${a} ${ue} y ${b} ${ue} y cuya altura es ${h} ${ue}.`,
        `${who} dibuja un trapecio con lados paralelos de ${a} ${ue} y ${b} ${ue}, separados ${h} ${ue}. ¿Cuál es su área en ${sqe}?`,
        `Un huerto es un trapecio con lados paralelos de ${a} ${ue} y ${b} ${ue} y una altura de ${h} ${ue}. ¿Cuántos ${sqe} cubre?`,
        `La cubierta de una mesa es un trapecio: lados paralelos de ${a} ${ue} y ${b} ${ue}, altura de ${h} ${ue}. ¿Cuál es su área en ${sqe}?`,
      ] : [
        `A trapezoid has parallel sides of ${a} ${u} and ${b} ${u} and a height of ${h} ${u}. What is its area in ${sq}?`,
        `Find the area, in ${sq}, of a trapezoid whose parallel sides are ${a} ${u} and ${b} ${u} and whose height is ${h} ${u}.`,
        `${who} draws a trapezoid with parallel sides of ${a} ${u} and ${b} ${u}, ${h} ${u} apart. What is its area in ${sq}?`,
        `A garden bed is a trapezoid with parallel sides of ${a} ${u} and ${b} ${u} and a height of ${h} ${u}. How many ${sq} does it cover?`,
        `A table top is a trapezoid: parallel sides ${a} ${u} and ${b} ${u}, height ${h} ${u}. What is its area in ${sq}?`,
      ]),
      A.number(area, u2),
      w.t(['Average the parallel sides, or split the trapezoid into two triangles.', `(${a} + ${b}) ÷ 2 = ${fmtDecOrMixed(Rational.of(a + b, 2))}.`, `Multiply ${fmtDecOrMixed(Rational.of(a + b, 2))} by the height, ${h}.`], ['Saca el promedio de los lados paralelos, o divide el trapecio en dos triángulos.', `(${a} + ${b}) ÷ 2 = ${fmtDecOrMixed(Rational.of(a + b, 2))}.`, `Multiplica ${fmtDecOrMixed(Rational.of(a + b, 2))} por la altura, ${h}.`]),
      [`A = (a + b) ÷ 2 × h.`, `(${a} + ${b}) ÷ 2 = ${fmtDecOrMixed(Rational.of(a + b, 2))}.`, `${fmtDecOrMixed(Rational.of(a + b, 2))} × ${h} = ${fmtDecOrMixed(area)} ${w.t(sq, sqe)}.`, w.t(`Check: two triangles, 1/2 × ${a} × ${h} + 1/2 × ${b} × ${h} = ${fmtDecOrMixed(area)}.`, `Comprueba: dos triángulos, 1/2 × ${a} × ${h} + 1/2 × ${b} × ${h} = ${fmtDecOrMixed(area)}.`)],
      [mis(String((a + b) * h), 'forgot-half', w.t('You forgot to divide by 2 (average the parallel sides).', 'Se te olvidó dividir entre 2 (saca el promedio de los lados paralelos).')), mis(String(a * b * h), 'multiplied-all', w.t('Add the parallel sides; do not multiply all three numbers.', 'Suma los lados paralelos; no multipliques los tres números.'))],
    ), { kind: 'polygon', name: 'trapezoid', vertices: [{ x: 0, y: 0 }, { x: b, y: 0 }, { x: b - inset, y: h }, { x: inset, y: h }], sides: [`${b} ${u}`, null, `${a} ${u}`, null], angles: [null, null, null, null], rightAngles: [] });
  },
};
