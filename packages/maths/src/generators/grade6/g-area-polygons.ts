import { R, Rational } from '../../rational.js';
import { withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
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
  generate(d: Difficulty, rng: Rng) {
    const u = rng.pick(['cm', 'm', 'in', 'ft'] as const);
    const u2 = `${u === 'in' ? 'in' : u === 'ft' ? 'ft' : u}2` as 'cm2' | 'm2' | 'in2' | 'ft2';
    const sq = `square ${u === 'cm' ? 'centimeters' : u === 'm' ? 'meters' : u === 'in' ? 'inches' : 'feet'}`;
    const who = someone(rng);
    if (d <= 2) {
      const b = rng.int(3, 20);
      let h = rng.int(3, 16);
      if ((b * h) % 2 === 1) h += 1;
      const area = R(b * h).div(2);
      // Base (or first leg) first, then height: the grade tests read them in that order.
      const text =
        d === 1
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
        ['The area of a triangle is half of base × height.', `Base × height = ${b} × ${h} = ${b * h}.`, `Take half of ${b * h}.`],
        [`A = 1/2 × b × h.`, `A = 1/2 × ${b} × ${h} = ${fmtDecOrMixed(area)} ${sq}.`, `Check: a ${b} by ${h} rectangle has area ${b * h}, and the triangle is half of it.`],
        [mis(String(b * h), 'forgot-half', 'A triangle is half of a rectangle with the same base and height: divide by 2.'), mis(String(b + h), 'added', 'Area multiplies base and height.')],
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
        rng.pick([
          `A parallelogram has a base of ${b} ${u} and a height of ${h} ${u}. Its slanted side is ${slant} ${u} long. What is its area in ${sq}?`,
          `Find the area, in ${sq}, of a parallelogram with a base of ${b} ${u}, a height of ${h} ${u} and slanted sides of ${slant} ${u}.`,
          `${who} draws a parallelogram: base ${b} ${u}, height ${h} ${u}, slanted side ${slant} ${u}. What is its area in ${sq}?`,
          `A parking space is a parallelogram with a base of ${b} ${u} and a height of ${h} ${u}. Its slanted side is ${slant} ${u}. What is its area in ${sq}?`,
          `A tile is a parallelogram. Its base is ${b} ${u}, its height is ${h} ${u} and its slanted side is ${slant} ${u}. How many ${sq} does it cover?`,
        ]),
        A.number(R(b * h), u2),
        ['The area of a parallelogram is base × height.', `The height is the straight-up distance, ${h} ${u}, not the slanted side.`, `Multiply ${b} by ${h}.`],
        [`A = b × h.`, `A = ${b} × ${h} = ${b * h} ${sq}.`, `Check: cutting off a triangle and moving it makes a ${b} by ${h} rectangle.`],
        [mis(String(b * slant), 'used-slant-side', 'The slanted side is not the height. Use the perpendicular height.'), mis(val(R(b * h).div(2)), 'halved', 'Only triangles need the 1/2; a parallelogram is base × height.')],
      ), { kind: 'polygon', name: 'parallelogram', vertices: [{ x: 0, y: 0 }, { x: b, y: 0 }, { x: b + off, y: h }, { x: off, y: h }], sides: [`${b} ${u}`, `${slant} ${u}`, null, null], angles: [null, null, null, null], rightAngles: [] });
    }
    if (d === 4) {
      // rectangle w×h with a triangle of the same height on top (house shape): triangle base w, height t
      const w = rng.int(4, 14);
      const h = rng.int(3, 10);
      let t = rng.int(2, 8);
      if ((w * t) % 2 === 1) t += 1;
      const rect = w * h;
      const tri = (w * t) / 2;
      return bodyLoose(
        rng.pick([
          `A shape is made of a rectangle ${w} ${u} wide and ${h} ${u} tall with a triangle on top. The triangle has a base of ${w} ${u} and a height of ${t} ${u}. What is the total area in ${sq}?`,
          `The front of a birdhouse is a rectangle ${w} ${u} wide and ${h} ${u} tall with a triangle on top, ${w} ${u} across and ${t} ${u} tall. What is its area in ${sq}?`,
          `${who} draws a house: a rectangle ${w} ${u} by ${h} ${u} with a triangle roof whose base is ${w} ${u} and height is ${t} ${u}. What is the total area in ${sq}?`,
          `A sign is a rectangle ${w} ${u} wide and ${h} ${u} tall, topped by a triangle with a base of ${w} ${u} and a height of ${t} ${u}. Find the total area in ${sq}.`,
          `The end wall of a barn is a ${w} ${u} by ${h} ${u} rectangle with a triangle on top whose base is ${w} ${u} and height is ${t} ${u}. What is its area in ${sq}?`,
        ]),
        A.number(R(rect + tri), u2),
        ['Split the shape into the rectangle and the triangle and add their areas.', `Rectangle: ${w} × ${h} = ${rect}.`, `Triangle: 1/2 × ${w} × ${t}; add it to ${rect}.`],
        [`Rectangle: ${w} × ${h} = ${rect}.`, `Triangle: 1/2 × ${w} × ${t} = ${tri}.`, `Total: ${rect} + ${tri} = ${rect + tri} ${sq}.`, `Check: the total is more than the rectangle alone (${rect}) and less than a ${w} by ${h + t} rectangle (${w * (h + t)}).`],
        [mis(String(rect + w * t), 'triangle-no-half', 'The triangle is half of a rectangle: divide its base × height by 2.'), mis(String(w * (h + t)), 'whole-rectangle', 'The top is a triangle, not a rectangle.')],
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
      rng.pick([
        `A trapezoid has parallel sides of ${a} ${u} and ${b} ${u} and a height of ${h} ${u}. What is its area in ${sq}?`,
        `Find the area, in ${sq}, of a trapezoid whose parallel sides are ${a} ${u} and ${b} ${u} and whose height is ${h} ${u}.`,
        `${who} draws a trapezoid with parallel sides of ${a} ${u} and ${b} ${u}, ${h} ${u} apart. What is its area in ${sq}?`,
        `A garden bed is a trapezoid with parallel sides of ${a} ${u} and ${b} ${u} and a height of ${h} ${u}. How many ${sq} does it cover?`,
        `A table top is a trapezoid: parallel sides ${a} ${u} and ${b} ${u}, height ${h} ${u}. What is its area in ${sq}?`,
      ]),
      A.number(area, u2),
      ['Average the parallel sides, or split the trapezoid into two triangles.', `(${a} + ${b}) ÷ 2 = ${fmtDecOrMixed(Rational.of(a + b, 2))}.`, `Multiply ${fmtDecOrMixed(Rational.of(a + b, 2))} by the height, ${h}.`],
      [`A = (a + b) ÷ 2 × h.`, `(${a} + ${b}) ÷ 2 = ${fmtDecOrMixed(Rational.of(a + b, 2))}.`, `${fmtDecOrMixed(Rational.of(a + b, 2))} × ${h} = ${fmtDecOrMixed(area)} ${sq}.`, `Check: two triangles, 1/2 × ${a} × ${h} + 1/2 × ${b} × ${h} = ${fmtDecOrMixed(area)}.`],
      [mis(String((a + b) * h), 'forgot-half', 'You forgot to divide by 2 (average the parallel sides).'), mis(String(a * b * h), 'multiplied-all', 'Add the parallel sides; do not multiply all three numbers.')],
    ), { kind: 'polygon', name: 'trapezoid', vertices: [{ x: 0, y: 0 }, { x: b, y: 0 }, { x: b - inset, y: h }, { x: inset, y: h }], sides: [`${b} ${u}`, null, `${a} ${u}`, null], angles: [null, null, null, null], rightAngles: [] });
  },
};
