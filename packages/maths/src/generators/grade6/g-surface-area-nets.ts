import type { Diagram } from '../../diagrams/types.js';
import { withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

export const gSurfaceAreaNets: SkillGenerator = {
  skillId: 'g6.g.surface-area-nets',
  grade: 6,
  domain: 'g',
  ccss: ['6.G.A.4'],
  topic: 'Geometry',
  subtopic: 'Surface area from nets',
  prereqs: ['g4.md.area-perimeter'],
  estTimeSec: times(30, 120),
  version: '1.3.0',
  generate(d: Difficulty, rng: Rng) {
    const u = rng.pick(['cm', 'in', 'm', 'ft'] as const);
    const u2 = `${u}2` as 'cm2' | 'in2' | 'm2' | 'ft2';
    const who = someone(rng);
    if (d === 1) {
      const e = rng.int(2, 12);
      const sa = 6 * e * e;
      return withDiagram(bodyLoose(
        rng.pick([
          `What is the surface area of a cube with ${e} ${u} edges, in square ${u}?`,
          `A cube has edges of ${e} ${u}. Find its surface area in square ${u}.`,
          `${who} wraps a cube-shaped gift with ${e} ${u} edges. How many square ${u} of paper cover it exactly?`,
          `A wooden block is a cube with ${e} ${u} edges. What is its surface area, in square ${u}?`,
          `How many square ${u} is the whole surface of a cube with ${e} ${u} edges?`,
        ]),
        A.integer(sa, u2),
        ['A cube has 6 faces, all the same square.', `One face is ${e} × ${e} = ${e * e} square ${u}.`, `There are 6 faces: 6 × ${e * e}.`],
        [`One face: ${e} × ${e} = ${e * e}.`, `6 faces: 6 × ${e * e} = ${fmtInt(sa)} square ${u}.`, `Check: the net of a cube is 6 squares of ${e * e} each.`],
        [mis(String(e ** 3), 'volume', 'That is the volume. Surface area adds the areas of the faces.'), mis(String(4 * e * e), 'four-faces', 'A cube has 6 faces, not 4.'), mis(String(e * e), 'one-face', 'That is only one face; add all 6.')],
      ), { kind: 'solid', shape: 'cube', labels: { length: `${e} ${u}`, width: `${e} ${u}`, height: `${e} ${u}` } });
    }
    if (d === 4) {
      // triangular prism with right-triangle ends (3-4-5 family) and length L
      const [a, b, c] = rng.pick([[3, 4, 5], [6, 8, 10], [5, 12, 13], [9, 12, 15], [8, 15, 17]] as const);
      const L = rng.int(4, 15);
      const tri = (a * b) / 2;
      const sa = 2 * tri + (a + b + c) * L;
      return bodyLoose(
        `A net of ${rng.pick(['a triangular prism', 'a tent (a triangular prism)', 'a ramp shaped like a triangular prism', 'a triangular chocolate box', 'a wedge-shaped doorstop (a triangular prism)'])} shows two right-triangle faces with sides ${a} ${u}, ${b} ${u} and ${c} ${u}, and three rectangles that are each ${L} ${u} long. What is the surface area, in square ${u}?`,
        A.integer(sa, u2),
        ['Add the areas of all five faces in the net: 2 triangles and 3 rectangles.', `Each triangle: 1/2 × ${a} × ${b} = ${tri}.`, `Rectangles: ${a} × ${L}, ${b} × ${L} and ${c} × ${L}; add them to 2 × ${tri}.`],
        [`Triangles: 2 × (1/2 × ${a} × ${b}) = ${2 * tri}.`, `Rectangles: (${a} + ${b} + ${c}) × ${L} = ${(a + b + c) * L}.`, `Total: ${2 * tri} + ${(a + b + c) * L} = ${fmtInt(sa)} square ${u}.`, `Check: 5 faces counted — 2 triangles and 3 rectangles.`],
        [mis(String(tri + (a + b + c) * L), 'one-triangle', 'The net has two triangle faces.'), mis(String(a * b + a * b + (a + b + c) * L), 'triangle-no-half', 'A triangle is half of base × height.'), mis(String(tri * L), 'volume', 'That is the volume, not the surface area.')],
      );
    }
    let l = rng.int(2, 12);
    const w = rng.int(2, 10);
    let h = rng.int(2, 9);
    if (l === w) l += 1;
    if (h === w || h === l) h = Math.max(l, w) + 1;
    const pair = l * w + l * h + w * h;
    const sa = 2 * pair;
    if (d === 5) {
      // missing edge: given volume and two edges
      const vol = l * w * h;
      return bodyLoose(
        `${rng.pick(['A rectangular prism', 'A box', 'A solid block', 'A closed container', 'A package'])} has a volume of ${fmtInt(vol)} cubic ${u}. Its length is ${l} ${u} and its width is ${w} ${u}. What is its surface area, in square ${u}?`,
        A.integer(sa, u2),
        [`First find the missing height: volume ÷ (length × width).`, `${fmtInt(vol)} ÷ (${l} × ${w}) = ${fmtInt(vol)} ÷ ${l * w}.`, `The height is ${h}; now add the faces ${l} × ${w}, ${l} × ${h} and ${w} × ${h}, and double the sum.`],
        [`Height: ${fmtInt(vol)} ÷ ${l * w} = ${h}.`, `Face areas: ${l * w}, ${l * h}, ${w * h}; sum ${pair}.`, `Surface area: 2 × ${pair} = ${fmtInt(sa)} square ${u}.`, `Check: ${l} × ${w} × ${h} = ${fmtInt(vol)}, the given volume.`],
        [mis(String(pair), 'one-of-each-pair', 'A box has two of each face; double the sum.'), mis(String(vol), 'volume', 'That is the volume.')],
      );
    }
    const text =
      d === 2
        ? `A net of ${rng.pick(['a box', 'a closed box', 'a carton', 'a package', 'a box-shaped container'])} has two ${l} ${u} by ${w} ${u} rectangles, two ${l} ${u} by ${h} ${u} rectangles and two ${w} ${u} by ${h} ${u} rectangles. What is the surface area, in square ${u}?`
        : `What is the surface area of ${rng.pick(['a rectangular prism', 'a box', 'a solid block', 'a closed container', 'a package'])} ${l} ${u} by ${w} ${u} by ${h} ${u}, in square ${u}?`;
    return withDiagram(bodyLoose(
      text,
      A.integer(sa, u2),
      ['A box has 3 pairs of matching faces.', `The face areas are ${l} × ${w}, ${l} × ${h} and ${w} × ${h}.`, `${l * w} + ${l * h} + ${w * h} = ${pair}; now double it.`],
      [`Face areas: ${l} × ${w} = ${l * w}, ${l} × ${h} = ${l * h}, ${w} × ${h} = ${w * h}.`, `Sum: ${pair}.`, `Two of each: 2 × ${pair} = ${fmtInt(sa)} square ${u}.`, `Check: 6 faces were counted, two of each size.`],
      [mis(String(l * w * h), 'volume', 'That is the volume. Surface area adds the areas of all 6 faces.'), mis(String(pair), 'one-of-each-pair', 'Each face has a matching face on the opposite side; double the sum.')],
    ), d === 2 ? boxNet(l, w, h, u) : { kind: 'solid', shape: 'rectangular-prism', labels: { length: `${l} ${u}`, width: `${w} ${u}`, height: `${h} ${u}` } });
  },
};

/** The net of an l × w × h box: a band of four faces with the two l × h faces above and below it. */
function boxNet(l: number, w: number, h: number, u: string): Diagram {
  const f = (x: number, y: number, fw: number, fh: number, a: number, b: number) => ({ x, y, w: fw, h: fh, label: `${a} ${u} by ${b} ${u}` });
  return {
    kind: 'net',
    name: 'rectangular prism',
    faces: [f(h, 0, l, h, l, h), f(0, h, h, w, w, h), f(h, h, l, w, l, w), f(h + l, h, h, w, w, h), f(2 * h + l, h, l, w, l, w), f(h, h + w, l, h, l, h)],
  };
}
