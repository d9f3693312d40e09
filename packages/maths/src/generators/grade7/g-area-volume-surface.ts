import { R } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, fmtInt, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

const TRIPLES = [[3, 4, 5], [6, 8, 10], [5, 12, 13], [9, 12, 15], [8, 15, 17]] as const;

export const gAreaVolumeSurface: SkillGenerator = {
  skillId: 'g7.g.area-volume-surface',
  grade: 7,
  domain: 'g',
  ccss: ['7.G.B.6'],
  topic: 'Geometry',
  subtopic: 'Volume & surface area of prisms',
  prereqs: ['g6.g.area-polygons', 'g6.g.surface-area-nets'],
  estTimeSec: times(30, 180),
  version: '1.1.0',
  generate(d: Difficulty, rng: Rng) {
    const u = rng.pick(['cm', 'in', 'm', 'ft'] as const);
    const UW = { cm: 'centimeters', in: 'inches', m: 'meters', ft: 'feet' }[u];
    if (d === 1) {
      const B = rng.int(4, 40);
      const h = rng.int(3, 15);
      return bodyLoose(
        `${rng.pick(['A prism', 'A fish tank shaped like a prism', 'A block of wood shaped like a prism', 'A storage bin shaped like a prism', 'A candle shaped like a prism'])} has a base area of ${B} square ${u} and a height of ${h} ${u}. What is its volume, in cubic ${UW}?`,
        A.number(R(B * h), u === 'cm' ? 'cm3' : u === 'in' ? 'in3' : u === 'ft' ? 'ft3' : null),
        ['The volume of any prism is base area × height.', `V = ${B} × ${h}.`, `Multiply ${B} by ${h}.`],
        [`V = B × h.`, `V = ${B} × ${h} = ${fmtInt(B * h)} cubic ${u}.`, `Check: ${fmtInt(B * h)} ÷ ${h} = ${B}, the base area.`],
        [mis(String(B + h), 'added', 'Multiply the base area by the height.'), mis(val(R(B * h).div(2)), 'halved', 'Only a triangle area uses 1/2; the prism volume is B × h.')],
      );
    }
    if (d === 2) {
      // L-shape: big rectangle minus a corner rectangle
      const W = rng.int(8, 20);
      const H = rng.int(6, 16);
      const w = rng.int(2, W - 3);
      const h = rng.int(2, H - 3);
      const area = W * H - w * h;
      return bodyLoose(
        `An L-shaped ${rng.pick(['floor', 'patio', 'garden', 'rug', 'deck'])} is a rectangle, ${W} ${u} by ${H} ${u}, with a ${w} ${u} by ${h} ${u} piece cut out of one corner. What is its area, in square ${UW}?`,
        A.number(R(area)),
        ['Find the area of the whole rectangle, then subtract the cut-out part.', `Whole rectangle: ${W} × ${H} = ${W * H}.`, `Cut-out: ${w} × ${h} = ${w * h}; subtract it from ${W * H}.`],
        [`Whole: ${W} × ${H} = ${W * H}.`, `Cut-out: ${w} × ${h} = ${w * h}.`, `Area: ${W * H} − ${w * h} = ${area} square ${u}.`, `Check: split the L into two rectangles, ${W} × ${H - h} = ${W * (H - h)} and ${W - w} × ${h} = ${(W - w) * h}; ${W * (H - h)} + ${(W - w) * h} = ${area}.`],
        [mis(String(W * H), 'forgot-cutout', 'Subtract the part that was cut out.'), mis(String(W * H + w * h), 'added-cutout', 'The corner was removed, so subtract its area.')],
      );
    }
    if (d === 3) {
      const b = rng.int(3, 12);
      let h = rng.int(2, 10);
      if ((b * h) % 2) h += 1;
      const L = rng.int(4, 20);
      const vol = (b * h * L) / 2;
      return bodyLoose(
        `A ${rng.pick(['triangular prism', 'tent shaped like a triangular prism', 'doorstop shaped like a triangular prism', 'chocolate bar shaped like a triangular prism', 'ramp shaped like a triangular prism'])} has triangle ends with a base of ${b} ${u} and a height of ${h} ${u}. It is ${L} ${u} long. What is its volume, in cubic ${UW}?`,
        A.number(R(vol)),
        ['V = (area of the triangle end) × length.', `Triangle area: 1/2 × ${b} × ${h} = ${(b * h) / 2}.`, `Multiply ${(b * h) / 2} by ${L}.`],
        [`Triangle: 1/2 × ${b} × ${h} = ${(b * h) / 2}.`, `V = ${(b * h) / 2} × ${L} = ${fmtInt(vol)} cubic ${u}.`, `Check: a box ${b} × ${h} × ${L} = ${fmtInt(b * h * L)}, and the prism is half of it.`],
        [mis(String(b * h * L), 'forgot-half', 'The end is a triangle: use 1/2 × base × height.'), mis(String(b + h + L), 'added', 'Multiply, do not add.')],
      );
    }
    if (d === 4) {
      const l = rng.int(3, 12);
      let w = rng.int(2, 10);
      if (w === l) w += 1;
      const h = rng.int(2, 9);
      const V = l * w * h;
      const sa = 2 * (l * w + l * h + w * h);
      return bodyLoose(
        `${rng.pick(['A rectangular prism', 'A gift box (a rectangular prism)', 'A wooden block shaped like a rectangular prism', 'A cereal box (a rectangular prism)', 'A brick shaped like a rectangular prism'])} has a volume of ${fmtInt(V)} cubic ${u}. It is ${l} ${u} long and ${w} ${u} wide. What is its surface area, in square ${UW}?`,
        A.number(R(sa)),
        [`First find the height: ${fmtInt(V)} ÷ (${l} × ${w}).`, `The height is ${fmtInt(V)} ÷ ${l * w} = ${h} ${u}.`, `Add the faces: 2 × (${l} × ${w} + ${l} × ${h} + ${w} × ${h}).`],
        [`Height: ${fmtInt(V)} ÷ ${l * w} = ${h}.`, `Faces: ${l * w}, ${l * h}, ${w * h} (two of each).`, `SA = 2 × ${l * w + l * h + w * h} = ${fmtInt(sa)} square ${u}.`, `Check: ${l} × ${w} × ${h} = ${fmtInt(V)}.`],
        [mis(String(l * w + l * h + w * h), 'one-of-each', 'There are two faces of each size.'), mis(String(V), 'volume', 'That is the volume.')],
      );
    }
    const [a, b, c] = rng.pick(TRIPLES);
    const L = rng.int(4, 20);
    const tri = (a * b) / 2;
    const sa = 2 * tri + (a + b + c) * L;
    return bodyLoose(
      `A ${rng.pick(['triangular prism', 'ramp shaped like a triangular prism', 'cheese wedge shaped like a triangular prism', 'bookend shaped like a triangular prism', 'roof section shaped like a triangular prism'])} has right-triangle ends with sides ${a}, ${b} and ${c} ${u} and is ${L} ${u} long. What is its total surface area, in square ${UW}?`,
      A.number(R(sa)),
      [`The two triangle ends each have area 1/2 × ${a} × ${b}.`, `The three rectangles are ${a} × ${L}, ${b} × ${L} and ${c} × ${L}.`, 'Add all five faces.'],
      [`Ends: 2 × ${fmtDecOrMixed(R(tri))} = ${2 * tri}.`, `Rectangles: (${a} + ${b} + ${c}) × ${L} = ${(a + b + c) * L}.`, `SA = ${2 * tri} + ${(a + b + c) * L} = ${fmtInt(sa)} square ${u}.`, `Check: five faces counted, two triangles and three rectangles.`],
      [mis(String(tri * L), 'volume', 'That is the volume.'), mis(String(tri + (a + b + c) * L), 'one-end', 'There are two triangle ends.'), mis(String(2 * a * b + (a + b + c) * L), 'no-half', 'A right triangle is half of a rectangle.')],
    );
  },
};
