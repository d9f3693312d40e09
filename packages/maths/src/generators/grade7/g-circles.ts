import { R, Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { fmtDec, fmtDecOrMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const PI314 = Rational.of(314, 100);
/** π to 20 decimals, exact enough for the calculator-π alternate. */
const PI = Rational.parse('3.14159265358979323846');

function approx(coef: Rational, places: number, unit: AnswerSpec['unit']): AnswerSpec {
  const v314 = coef.mul(PI314);
  return {
    format: 'decimal',
    mode: 'approx',
    places,
    value: v314.toString(),
    alternates: [coef.mul(PI).round(places + 4).toString()],
    canonical: fmtDec(v314.round(places), places),
    unit,
  };
}

/**
 * The 3.14 product as the last step, or, when rounding changes it, the product and then its rounding
 * as the last step: the rounded answer appears first where the child fills it in.
 */
function resultSteps(lhs: string, coef: Rational, unit: string): string[] {
  const v = coef.mul(PI314);
  if (v.round(1).eq(v)) return [`${lhs} = ${fmtDec(v)} ${unit}.`];
  return [`${lhs} = ${fmtDec(v)} ${unit}.`, `To the nearest tenth: ${fmtDec(v.round(1), 1)} ${unit}.`];
}

/** What the circle is, drawn after the numbers (docs/maths/curriculum.md, "Variety"). */
function circleThing(rng: Rng): string {
  return rng.pick(['A circle has', `${someone(rng)} draws a circle with`, 'A circular garden has', 'A circular pond has', 'A round fountain has']);
}

export const gCircles: SkillGenerator = {
  skillId: 'g7.g.circles',
  grade: 7,
  domain: 'g',
  ccss: ['7.G.B.4'],
  topic: 'Geometry',
  subtopic: 'Circle area & circumference',
  prereqs: ['g5.nbt.decimal-multiply'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  generate(d: Difficulty, rng: Rng) {
    const u = rng.pick(['cm', 'm', 'in', 'ft'] as const);
    const u2 = `${u}2` as 'cm2' | 'm2' | 'in2' | 'ft2';
    const W = { cm: 'centimeters', m: 'meters', in: 'inches', ft: 'feet' }[u];
    const note = 'Use 3.14 for π and round to the nearest tenth.';
    if (d <= 2) {
      const r = rng.int(2, 14);
      const dia = 2 * r;
      const coef = R(dia);
      const given = d === 1 ? `a diameter of ${dia} ${u}` : `a radius of ${r} ${u}`;
      return bodyLoose(
        `${circleThing(rng)} ${given}. Find its circumference, in ${W}. ${note}`,
        approx(coef, 1, u),
        ['Circumference C = π × d (or 2 × π × r).', d === 1 ? `d = ${dia}, so C = 3.14 × ${dia}.` : `d = 2 × ${r} = ${dia}, so C = 3.14 × ${dia}.`, `Multiply 3.14 × ${dia}.`],
        [`C = π × d = 3.14 × ${dia}.`, ...resultSteps('C', coef, u), `Check: C is a bit more than 3 × ${dia} = ${3 * dia}.`],
        [
          mis(val(coef.mul(PI314).div(2)), d === 1 ? 'used-diameter-as-2r' : 'used-radius', d === 1 ? 'Circumference uses the whole diameter: C = π × d.' : 'Double the radius first: C = 2πr.'),
          mis(val(R(r * r).mul(PI314)), 'area-instead', 'That is the area. Circumference is the distance around.'),
        ],
      );
    }
    if (d === 3 || d === 4) {
      const r = rng.int(2, 10);
      const dia = 2 * r;
      const coef = R(r * r);
      const given = d === 3 ? `a radius of ${r} ${u}` : `a diameter of ${dia} ${u}`;
      return bodyLoose(
        `${circleThing(rng)} ${given}. Find its area, in square ${W}. ${note}`,
        approx(coef, 1, u2),
        ['Area A = π × r × r.', d === 4 ? `The radius is half the diameter: ${dia} ÷ 2 = ${r}.` : `r = ${r}, so r × r = ${r * r}.`, `A = 3.14 × ${r * r}.`],
        [d === 4 ? `r = ${dia} ÷ 2 = ${r}.` : `r = ${r}.`, ...resultSteps(`A = 3.14 × ${r} × ${r} = 3.14 × ${r * r}`, coef, `square ${u}`), `Check: A is a bit more than 3 × ${r * r} = ${3 * r * r}.`],
        [
          mis(val(R(dia * dia).mul(PI314)), 'used-diameter-as-radius', 'Use the radius (half the diameter) in A = πr².'),
          mis(val(R(dia).mul(PI314)), 'circumference-instead', 'That is the circumference. Area uses r × r.'),
          mis(val(R(2 * r).mul(PI314)), 'r-times-2', 'r² means r × r, not r × 2.'),
        ],
      );
    }
    // d5: area from the circumference (3.14 exact)
    const r = rng.int(2, 10);
    const C = R(2 * r).mul(PI314);
    const coef = R(r * r);
    const spec: AnswerSpec = { format: 'decimal', mode: 'approx', places: 1, value: coef.mul(PI314).toString(), alternates: [coef.mul(PI).round(6).toString()], canonical: fmtDec(coef.mul(PI314).round(1), 1), unit: u2 };
    return bodyLoose(
      `${circleThing(rng)} a circumference of ${fmtDec(C)} ${u}. Find its area, in square ${W}. ${note}`,
      spec,
      [`C = π × d, so d = ${fmtDec(C)} ÷ 3.14.`, `d = ${2 * r} ${u}, so r = ${r} ${u}.`, `A = π × r² = 3.14 × ${r * r}.`],
      [`d = ${fmtDec(C)} ÷ 3.14 = ${2 * r}.`, `r = ${2 * r} ÷ 2 = ${r}.`, ...resultSteps(`A = 3.14 × ${r}²`, coef, `square ${u}`), `Check: with r = ${r}, C = 2 × 3.14 × ${r} = ${fmtDec(C)}, as given.`],
      [mis(val(R(4 * r * r).mul(PI314)), 'diameter-as-radius', 'Halve the diameter to get the radius.'), mis(String(r), 'stopped-at-radius', 'That is the radius; now find the area.'), mis(fmtDecOrMixed(C), 'circumference-again', 'That is the circumference you were given.')],
    );
  },
};
