import { R, Rational } from '../../rational.js';
import { rectangle, withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDecOrMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

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
  generate(d: Difficulty, rng: Rng) {
    const [du, ru, unit] = rng.pick([['cm', 'm', 'm'], ['in', 'ft', 'ft']] as const);
    // What is drawn, picked after the numbers (docs/maths/curriculum.md, "Variety"): it never changes them.
    const pickThing = () => rng.pick(d === 5 ? ['room', 'classroom', 'kitchen', 'garage', 'bedroom'] : d === 2 ? ['wall', 'bookshelf', 'bus', 'boat', 'garden bed'] : d === 4 ? ['bridge', 'train', 'ship', 'dinosaur skeleton', 'swimming pool'] : ['path', 'hiking trail', 'river', 'bike lane', 'fence']);
    if (d === 5) {
      const s = ru === 'm' ? rng.pick([2, 3]) : rng.pick([2, 4, 5, 8]);
      const a = rat(rng.int(3, 10), 2);
      const b = rat(rng.int(2, 7), 2);
      const ra = a.mul(s);
      const rb = b.mul(s);
      const area = ra.mul(rb);
      const thing = pickThing();
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
