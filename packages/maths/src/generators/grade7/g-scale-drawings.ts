import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A, body, F, fmtNum, mis, times, val } from '../shared/grade67-util.js';

export const gScaleDrawings: SkillGenerator = {
  skillId: 'g7.g.scale-drawings',
  grade: 7,
  domain: 'g',
  ccss: ['7.G.A.1'],
  topic: 'Geometry',
  subtopic: 'Scale drawings',
  prereqs: ['g6.rp.ratio-tables'],
  estTimeSec: times(25, 120),
  version: '1.0.0',
  generate(d: Difficulty, rng: Rng) {
    const [du, ru, unit] = rng.pick([['cm', 'm', 'm'], ['in', 'ft', 'ft']] as const);
    if (d === 5) {
      const s = ru === 'm' ? rng.pick([2, 3]) : rng.pick([2, 4, 5, 8]);
      const a = F(rng.int(3, 10), 2);
      const b = F(rng.int(2, 7), 2);
      const ra = a.mul(s);
      const rb = b.mul(s);
      const area = ra.mul(rb);
      return body(
        `A floor plan uses the scale 1 ${du} : ${s} ${ru}. A room is ${fmtNum(a)} ${du} by ${fmtNum(b)} ${du} on the plan. What is the real area of the room, in square ${ru === 'm' ? 'meters' : 'feet'}?`,
        A.number(area, unit === 'm' ? 'm2' : 'ft2'),
        ['Change each drawing length to a real length first.', `${fmtNum(a)} × ${s} = ${fmtNum(ra)} ${ru} and ${fmtNum(b)} × ${s} = ${fmtNum(rb)} ${ru}.`, `Area = ${fmtNum(ra)} × ${fmtNum(rb)}.`],
        [`Real length: ${fmtNum(a)} × ${s} = ${fmtNum(ra)} ${ru}.`, `Real width: ${fmtNum(b)} × ${s} = ${fmtNum(rb)} ${ru}.`, `Area: ${fmtNum(ra)} × ${fmtNum(rb)} = ${fmtNum(area)} square ${ru}.`, `Check: the drawing area ${fmtNum(a.mul(b))} × ${s}² (${s * s}) = ${fmtNum(area)}.`],
        [mis(val(a.mul(b).mul(s)), 'scaled-area-once', `Both lengths are scaled, so the area grows by ${s} × ${s}.`), mis(val(a.mul(b)), 'drawing-area', 'That is the area on the drawing, not the real room.')],
      );
    }
    let s: Rational = R(rng.pick([2, 3, 4, 5, 10, 20, 25]));
    let drawing: Rational = R(rng.int(2, 12));
    if (d === 3) {
      s = rng.pick([F(5, 2), F(3, 2), R(rng.int(2, 9))]);
      drawing = s.isInteger() ? F(rng.int(3, 19), 2) : R(rng.int(2, 12));
      if (drawing.isInteger() && s.isInteger()) drawing = drawing.add(F(1, 2));
    }
    const real = drawing.mul(s);
    if (d === 1 || d === 3) {
      return body(
        `On a map, 1 ${du} stands for ${fmtNum(s)} ${ru}. A path is ${fmtNum(drawing)} ${du} long on the map. How long is the real path, in ${ru === 'm' ? 'meters' : 'feet'}?`,
        A.number(real, unit),
        [`Each ${du} on the map is ${fmtNum(s)} ${ru} in real life.`, `The path is ${fmtNum(drawing)} ${du}, so multiply by ${fmtNum(s)}.`, `${fmtNum(drawing)} × ${fmtNum(s)} = ?`],
        [`Real length = map length × scale.`, `${fmtNum(drawing)} × ${fmtNum(s)} = ${fmtNum(real)} ${ru}.`, `Check: ${fmtNum(real)} ÷ ${fmtNum(s)} = ${fmtNum(drawing)} ${du} on the map.`],
        [mis(val(drawing.div(s)), 'divided', 'Real lengths are bigger than map lengths: multiply by the scale.'), mis(val(drawing.add(s)), 'added', 'Use multiplication: each map unit stands for the same real distance.')],
      );
    }
    if (d === 2) {
      return body(
        `A scale drawing uses 1 ${du} for every ${fmtNum(s)} ${ru}. A real wall is ${fmtNum(real)} ${ru} long. How long is the wall on the drawing, in ${du === 'cm' ? 'centimeters' : 'inches'}?`,
        A.number(drawing, du),
        [`Each ${du} on the drawing stands for ${fmtNum(s)} ${ru}.`, `How many groups of ${fmtNum(s)} ${ru} are in ${fmtNum(real)} ${ru}?`, `${fmtNum(real)} ÷ ${fmtNum(s)} = ?`],
        [`Drawing length = real length ÷ scale.`, `${fmtNum(real)} ÷ ${fmtNum(s)} = ${fmtNum(drawing)} ${du}.`, `Check: ${fmtNum(drawing)} × ${fmtNum(s)} = ${fmtNum(real)} ${ru}.`],
        [mis(val(real.mul(s)), 'multiplied', 'The drawing is smaller than the real wall: divide by the scale.')],
      );
    }
    // d4: find the scale
    return body(
      `A real bridge is ${fmtNum(real)} ${ru} long. On a drawing it is ${fmtNum(drawing)} ${du} long. How many ${ru === 'm' ? 'meters' : 'feet'} does 1 ${du} on the drawing stand for?`,
      A.number(s, unit),
      ['The scale tells you how many real units match 1 drawing unit.', `Divide the real length by the drawing length: ${fmtNum(real)} ÷ ${fmtNum(drawing)}.`, `How many ${fmtNum(drawing)}s make ${fmtNum(real)}?`],
      [`Scale = real ÷ drawing.`, `${fmtNum(real)} ÷ ${fmtNum(drawing)} = ${fmtNum(s)}.`, `So 1 ${du} : ${fmtNum(s)} ${ru}.`, `Check: ${fmtNum(drawing)} × ${fmtNum(s)} = ${fmtNum(real)}.`],
      [mis(val(drawing.div(real)), 'inverted', 'Divide the real length by the drawing length.')],
    );
  },
};
