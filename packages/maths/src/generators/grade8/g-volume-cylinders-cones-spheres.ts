import { Rational, R } from '../../rational.js';
import { withDiagram } from '../../diagrams/build.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator, UnitId } from '../../types.js';
import { PI_314, PI_LONG } from '../shared/arithmetic.js';
import { fmtDec, fmtDecOrFrac, fmtFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

type Solid = 'cylinder' | 'cone' | 'sphere';
const UNITS: Array<[string, UnitId, UnitId]> = [['cm', 'cm3', 'cm'], ['in', 'in3', 'in'], ['ft', 'ft3', 'ft']];

/** "90π", "256π/3", "π". */
function piText(c: Rational): string {
  const n = c.num < 0n ? -c.num : c.num;
  const head = `${c.num < 0n ? '−' : ''}${n === 1n ? '' : fmtDecOrFrac(R(Number(n)))}π`;
  return c.den === 1n ? head : `${head}/${c.den}`;
}
function formula(s: Solid): string {
  return s === 'cylinder' ? 'V = π × r² × h' : s === 'cone' ? 'V = 1/3 × π × r² × h' : 'V = 4/3 × π × r³';
}
function coefOf(s: Solid, r: Rational, h: Rational): Rational {
  return s === 'cylinder' ? r.pow(2).mul(h) : s === 'cone' ? r.pow(2).mul(h).div(3) : r.pow(3).mul(4).div(3);
}
function approxSpec(c: Rational, unit: UnitId): AnswerSpec {
  const v = c.mul(PI_LONG);
  return { format: 'decimal', mode: 'approx', places: 1, value: v.toString(), alternates: [c.mul(PI_314).toString()], canonical: fmtDec(v.round(1), 1), unit };
}
const tenth = (c: Rational): string => fmtDec(c.mul(PI_LONG).round(1), 1);

export const gVolumeCylindersConesSpheres: SkillGenerator = {
  skillId: 'g8.g.volume-cylinders-cones-spheres',
  grade: 8,
  domain: 'g',
  ccss: ['8.G.C.9'],
  topic: 'Geometry',
  subtopic: 'Volume of round solids',
  prereqs: ['g7.g.circles', 'g6.ee.exponents'],
  estTimeSec: times(30, 150),
  version: '1.3.0',
  generate(difficulty: Difficulty, rng: Rng) {
    const [u, cubic, lengthUnit] = rng.pick(UNITS);
    const solid: Solid = difficulty === 1 ? 'cylinder' : difficulty === 2 ? 'cone' : difficulty === 3 ? 'sphere' : rng.pick(['cylinder', 'cone', 'sphere'] as const);
    let r = R(2);
    let h = R(2);
    let c = R(0);
    // For decimal answers keep the π ≈ 3.14 and calculator-π values either within 0.15 of each other or clearly
    // apart (coefficient ≤ 90 or ≥ 260), so a value 0.3 off can never round onto the 3.14 alternate.
    for (let i = 0; i < 20; i++) {
      // d3 (spheres in terms of π) also takes radius 10.
      r = R(rng.int(2, solid === 'sphere' ? (difficulty === 3 ? 10 : 9) : 8));
      h = R(rng.int(2, 12));
      if (solid === 'cone' && !r.pow(2).mul(h).div(3).isInteger()) h = R(3 * rng.int(1, 4));
      c = coefOf(solid, r, h);
      if (difficulty <= 3 || c.cmp(90) <= 0 || c.cmp(260) >= 0) break;
    }
    let cTenth: string | undefined;
    const cT = (): string => (cTenth ??= tenth(c));
    const dims = solid === 'sphere' ? `radius ${fmtDecOrFrac(r)} ${u}` : `radius ${fmtDecOrFrac(r)} ${u} and height ${fmtDecOrFrac(h)} ${u}`;
    // What the solid is, drawn after its measures (docs/maths/curriculum.md, "Variety").
    const article = rng.pick(
      solid === 'sphere'
        ? ['A sphere', 'A ball (a sphere)', 'A globe shaped like a sphere', 'A round gumball (a sphere)', 'A snow globe shaped like a sphere']
        : solid === 'cone'
          ? ['A cone', 'An ice cream cone (a cone)', 'A party hat shaped like a cone', 'A paper cup shaped like a cone', 'A funnel shaped like a cone']
          : ['A cylinder', 'A can (a cylinder)', 'A cylindrical water tank', 'A candle shaped like a cylinder', 'A round cake tin (a cylinder)'],
    );

    if (difficulty === 5 && rng.bool()) {
      // missing height from a volume in terms of π
      const s2: Solid = rng.bool() ? 'cylinder' : 'cone';
      const hh = R(rng.int(2, 15));
      const rr = R(rng.int(2, 7));
      const vc = coefOf(s2, rr, hh);
      const vci = s2 === 'cone' && !vc.isInteger() ? vc.mul(3) : vc;
      const hAns = s2 === 'cone' && !vc.isInteger() ? hh.mul(3) : hh;
      const answer: AnswerSpec = { format: 'number', value: hAns.toString(), canonical: fmtDecOrFrac(hAns), unit: lengthUnit };
      const r2 = rr.pow(2);
      const m: Misconception[] = [mis(fmtDecOrFrac(vci.div(rr)), 'forgot-to-square', `Use r² = ${fmtDecOrFrac(r2)}, not r = ${fmtDecOrFrac(rr)}.`)];
      if (s2 === 'cone') m.push(mis(fmtFrac(vci.div(r2)), 'forgot-one-third', 'A cone is 1/3 of a cylinder: multiply the volume by 3 before dividing by r².'));
      return bodyByFormat(
        `A ${s2} has a volume of ${piText(vci)} ${u}³ and a radius of ${fmtDecOrFrac(rr)} ${u}. What is its height?`,
        answer,
        [`Use ${formula(s2)} and solve for h.`, `${piText(vci)} = ${s2 === 'cone' ? '1/3 × ' : ''}π × ${fmtDecOrFrac(rr)}² × h = ${s2 === 'cone' ? '1/3 × ' : ''}${fmtDecOrFrac(r2)}π × h.`, s2 === 'cone' ? `Multiply ${fmtDecOrFrac(vci)} by 3, then divide by ${fmtDecOrFrac(r2)}.` : `Divide ${fmtDecOrFrac(vci)} by ${fmtDecOrFrac(r2)}.`],
        [`${formula(s2)}, with r = ${fmtDecOrFrac(rr)}: r² = ${fmtDecOrFrac(r2)}.`, s2 === 'cone' ? `${fmtDecOrFrac(vci)} × 3 = ${fmtDecOrFrac(vci.mul(3))}, so ${fmtDecOrFrac(r2)}h = ${fmtDecOrFrac(vci.mul(3))}.` : `${fmtDecOrFrac(r2)}h = ${fmtDecOrFrac(vci)}.`, `h = ${fmtDecOrFrac(hAns)} ${u}.`, `Check: ${s2 === 'cone' ? '1/3 × ' : ''}${fmtDecOrFrac(r2)} × ${fmtDecOrFrac(hAns)} = ${fmtDecOrFrac(vci)}, so V = ${piText(vci)}.`],
        m,
      );
    }

    if (difficulty <= 3) {
      const answer: AnswerSpec = { format: 'pi-multiple', coefficient: c.toString(), canonical: piText(c), unit: cubic };
      const m: Misconception[] = [
        mis(fmtFrac(c), 'forgot-pi', 'Leave π in the answer: write the number followed by π.'),
        mis(cT(), 'multiplied-out-pi', 'The question asks for the answer in terms of π, so keep π instead of multiplying it out.'),
      ];
      if (solid === 'cylinder') m.push(mis(piText(r.mul(2).mul(h)), 'used-2r', `r² means ${fmtDecOrFrac(r)} × ${fmtDecOrFrac(r)}, not 2 × ${fmtDecOrFrac(r)}.`), mis(piText(r.mul(h).mul(h)), 'squared-height', 'Square the radius, not the height.'));
      if (solid === 'cone') m.push(mis(piText(r.pow(2).mul(h)), 'forgot-one-third', 'A cone holds 1/3 of the matching cylinder: multiply by 1/3.'));
      if (solid === 'sphere') m.push(mis(piText(r.pow(3)), 'forgot-four-thirds', 'The sphere formula has 4/3 in front: V = 4/3 × π × r³.'), mis(piText(r.pow(2).mul(4).div(3)), 'squared-radius', 'For a sphere, cube the radius: r³.'));
      const pre = solid === 'sphere' ? `${fmtDecOrFrac(r)}³ = ${fmtDecOrFrac(r.pow(3))}` : `${fmtDecOrFrac(r)}² = ${fmtDecOrFrac(r.pow(2))}`;
      return withDiagram(bodyByFormat(
        `${article} has ${dims}. What is its volume in terms of π?`,
        answer,
        [`${formula(solid)}.`, `${pre}.`, solid === 'cylinder' ? `Multiply ${fmtDecOrFrac(r.pow(2))} by ${fmtDecOrFrac(h)} and keep π.` : solid === 'cone' ? `Work out 1/3 × ${fmtDecOrFrac(r.pow(2))} × ${fmtDecOrFrac(h)} and keep π.` : `Work out 4/3 × ${fmtDecOrFrac(r.pow(3))} and keep π.`],
        [`${formula(solid)}.`, `${pre}.`, solid === 'cylinder' ? `V = π × ${fmtDecOrFrac(r.pow(2))} × ${fmtDecOrFrac(h)} = ${piText(c)} ${u}³.` : solid === 'cone' ? `V = 1/3 × π × ${fmtDecOrFrac(r.pow(2))} × ${fmtDecOrFrac(h)} = ${piText(c)} ${u}³.` : `V = 4/3 × π × ${fmtDecOrFrac(r.pow(3))} = ${piText(c)} ${u}³.`, `Check: ${piText(c)} ≈ ${cT()} ${u}³ (using π ≈ 3.14159…).`],
        m,
        // The solid with its radius (and height) labelled.
      ), { kind: 'solid', shape: solid, labels: solid === 'sphere' ? { radius: `${fmtDecOrFrac(r)} ${u}` } : { radius: `${fmtDecOrFrac(r)} ${u}`, height: `${fmtDecOrFrac(h)} ${u}` } });
    }

    // d4 decimal answer, d5 from a diameter with rounding
    const fromDiameter = difficulty === 5;
    const answer = approxSpec(c, cubic);
    const given = fromDiameter ? (solid === 'sphere' ? `diameter ${fmtDecOrFrac(r.mul(2))} ${u}` : `diameter ${fmtDecOrFrac(r.mul(2))} ${u} and height ${fmtDecOrFrac(h)} ${u}`) : dims;
    const m: Misconception[] = [];
    if (fromDiameter) m.push(mis(tenth(coefOf(solid, r.mul(2), h)), 'used-diameter-as-radius', `The radius is half the diameter: ${fmtDecOrFrac(r.mul(2))} ÷ 2 = ${fmtDecOrFrac(r)}.`));
    if (solid === 'cone') m.push(mis(tenth(r.pow(2).mul(h)), 'forgot-one-third', 'A cone holds 1/3 of the matching cylinder.'));
    if (solid === 'sphere') m.push(mis(tenth(r.pow(3)), 'forgot-four-thirds', 'Multiply by 4/3: V = 4/3 × π × r³.'));
    m.push(mis(fmtDecOrFrac(c.round(1)), 'forgot-pi', `Multiply by π too: ${piText(c)} ≈ ${cT()}.`));
    m.push(mis(piText(c), 'left-pi', 'The question asks for a decimal rounded to the nearest tenth.'));
    return bodyByFormat(
      `${article} has ${given}. Find its volume to the nearest tenth. (Use 3.14 or your calculator's π.)`,
      answer,
      [`${formula(solid)}${fromDiameter ? `, and r = ${fmtDecOrFrac(r.mul(2))} ÷ 2 = ${fmtDecOrFrac(r)}` : ''}.`, solid === 'sphere' ? `${fmtDecOrFrac(r)}³ = ${fmtDecOrFrac(r.pow(3))}.` : `${fmtDecOrFrac(r)}² = ${fmtDecOrFrac(r.pow(2))}.`, `So V = ${piText(c)}; multiply ${fmtFrac(c)} by π and round to the nearest tenth.`],
      // The power of the radius is the step to fill in before V in terms of π.
      [`${formula(solid)}${fromDiameter ? `; r = ${fmtDecOrFrac(r.mul(2))} ÷ 2 = ${fmtDecOrFrac(r)}` : ''}.`, solid === 'sphere' ? `${fmtDecOrFrac(r)}³ = ${fmtDecOrFrac(r.pow(3))}.` : `${fmtDecOrFrac(r)}² = ${fmtDecOrFrac(r.pow(2))}.`, `V = ${piText(c)} ${u}³.`, `${piText(c)} ≈ ${cT()} ${u}³ with calculator π (${fmtDec(c.mul(PI_314).round(1), 1)} with π ≈ 3.14).`, `Check: ${fmtFrac(c)} × 3 = ${fmtDecOrFrac(c.mul(3).round(1))}, a little less than the answer, as π is a bit more than 3.`],
      m,
    );
  },
};
