import { Rational, R } from '../../rational.js';
import { withDiagram } from '../../diagrams/build.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator, UnitId } from '../../types.js';
import { PI_314, PI_LONG } from '../shared/arithmetic.js';
import { fmtDec, fmtDecOrFrac, fmtFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

type Solid = 'cylinder' | 'cone' | 'sphere';
const UNITS: Array<[string, UnitId, UnitId]> = [['cm', 'cm3', 'cm'], ['in', 'in3', 'in'], ['ft', 'ft3', 'ft']];

/** The units as written in Spanish, index for index with UNITS. */
const UNITS_ES = ['cm', 'pulg', 'pies'];
/** What each solid is, in five wordings each, English and Spanish index for index. */
const ARTICLES: Record<Solid, [string[], string[]]> = {
  sphere: [
    ['A sphere', 'A ball (a sphere)', 'A globe shaped like a sphere', 'A round gumball (a sphere)', 'A snow globe shaped like a sphere'],
    ['Una esfera', 'Una pelota (una esfera)', 'Un globo terráqueo en forma de esfera', 'Un chicle redondo (una esfera)', 'Una bola de nieve de cristal en forma de esfera'],
  ],
  cone: [
    ['A cone', 'An ice cream cone (a cone)', 'A party hat shaped like a cone', 'A paper cup shaped like a cone', 'A funnel shaped like a cone'],
    ['Un cono', 'Un cono de helado (un cono)', 'Un gorro de fiesta en forma de cono', 'Un vaso de papel en forma de cono', 'Un embudo en forma de cono'],
  ],
  cylinder: [
    ['A cylinder', 'A can (a cylinder)', 'A cylindrical water tank', 'A candle shaped like a cylinder', 'A round cake tin (a cylinder)'],
    ['Un cilindro', 'Una lata (un cilindro)', 'Un tanque de agua cilíndrico', 'Una vela en forma de cilindro', 'Un molde redondo para pastel (un cilindro)'],
  ],
};
const SOLID_ES: Record<Solid, string> = { cylinder: 'cilindro', cone: 'cono', sphere: 'esfera' };

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
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    const ui = rng.int(0, UNITS.length - 1);
    const [uEn, cubic, lengthUnit] = UNITS[ui]!;
    const u = w.t(uEn, UNITS_ES[ui]!);
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
    const dims = w.es
      ? solid === 'sphere' ? `un radio de ${fmtDecOrFrac(r)} ${u}` : `un radio de ${fmtDecOrFrac(r)} ${u} y una altura de ${fmtDecOrFrac(h)} ${u}`
      : solid === 'sphere' ? `radius ${fmtDecOrFrac(r)} ${u}` : `radius ${fmtDecOrFrac(r)} ${u} and height ${fmtDecOrFrac(h)} ${u}`;
    // What the solid is, drawn after its measures (docs/maths/curriculum.md, "Variety").
    const article = ARTICLES[solid][w.es ? 1 : 0][rng.int(0, 4)]!;

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
      const m: Misconception[] = [mis(fmtDecOrFrac(vci.div(rr)), 'forgot-to-square', w.t(`Use r² = ${fmtDecOrFrac(r2)}, not r = ${fmtDecOrFrac(rr)}.`, `Usa r² = ${fmtDecOrFrac(r2)}, no r = ${fmtDecOrFrac(rr)}.`))];
      if (s2 === 'cone') m.push(mis(fmtFrac(vci.div(r2)), 'forgot-one-third', w.t('A cone is 1/3 of a cylinder: multiply the volume by 3 before dividing by r².', 'Un cono es 1/3 de un cilindro: multiplica el volumen por 3 antes de dividir entre r².')));
      return bodyByFormat(
        w.t(`A ${s2} has a volume of ${piText(vci)} ${u}³ and a radius of ${fmtDecOrFrac(rr)} ${u}. What is its height?`, `Un ${SOLID_ES[s2]} tiene un volumen de ${piText(vci)} ${u}³ y un radio de ${fmtDecOrFrac(rr)} ${u}. ¿Cuál es su altura?`),
        answer,
        [w.t(`Use ${formula(s2)} and solve for h.`, `Usa ${formula(s2)} y despeja h.`), `${piText(vci)} = ${s2 === 'cone' ? '1/3 × ' : ''}π × ${fmtDecOrFrac(rr)}² × h = ${s2 === 'cone' ? '1/3 × ' : ''}${fmtDecOrFrac(r2)}π × h.`, s2 === 'cone' ? w.t(`Multiply ${fmtDecOrFrac(vci)} by 3, then divide by ${fmtDecOrFrac(r2)}.`, `Multiplica ${fmtDecOrFrac(vci)} por 3 y luego divide entre ${fmtDecOrFrac(r2)}.`) : w.t(`Divide ${fmtDecOrFrac(vci)} by ${fmtDecOrFrac(r2)}.`, `Divide ${fmtDecOrFrac(vci)} entre ${fmtDecOrFrac(r2)}.`)],
        [w.t(`${formula(s2)}, with r = ${fmtDecOrFrac(rr)}: r² = ${fmtDecOrFrac(r2)}.`, `${formula(s2)}, con r = ${fmtDecOrFrac(rr)}: r² = ${fmtDecOrFrac(r2)}.`), s2 === 'cone' ? w.t(`${fmtDecOrFrac(vci)} × 3 = ${fmtDecOrFrac(vci.mul(3))}, so ${fmtDecOrFrac(r2)}h = ${fmtDecOrFrac(vci.mul(3))}.`, `${fmtDecOrFrac(vci)} × 3 = ${fmtDecOrFrac(vci.mul(3))}, así que ${fmtDecOrFrac(r2)}h = ${fmtDecOrFrac(vci.mul(3))}.`) : `${fmtDecOrFrac(r2)}h = ${fmtDecOrFrac(vci)}.`, `h = ${fmtDecOrFrac(hAns)} ${u}.`, w.t(`Check: ${s2 === 'cone' ? '1/3 × ' : ''}${fmtDecOrFrac(r2)} × ${fmtDecOrFrac(hAns)} = ${fmtDecOrFrac(vci)}, so V = ${piText(vci)}.`, `Comprueba: ${s2 === 'cone' ? '1/3 × ' : ''}${fmtDecOrFrac(r2)} × ${fmtDecOrFrac(hAns)} = ${fmtDecOrFrac(vci)}, así que V = ${piText(vci)}.`)],
        m,
      );
    }

    if (difficulty <= 3) {
      const answer: AnswerSpec = { format: 'pi-multiple', coefficient: c.toString(), canonical: piText(c), unit: cubic };
      const m: Misconception[] = [
        mis(fmtFrac(c), 'forgot-pi', w.t('Leave π in the answer: write the number followed by π.', 'Deja π en la respuesta: escribe el número seguido de π.')),
        mis(cT(), 'multiplied-out-pi', w.t('The question asks for the answer in terms of π, so keep π instead of multiplying it out.', 'La pregunta pide la respuesta en términos de π, así que deja π en lugar de multiplicarlo.')),
      ];
      if (solid === 'cylinder') m.push(mis(piText(r.mul(2).mul(h)), 'used-2r', w.t(`r² means ${fmtDecOrFrac(r)} × ${fmtDecOrFrac(r)}, not 2 × ${fmtDecOrFrac(r)}.`, `r² quiere decir ${fmtDecOrFrac(r)} × ${fmtDecOrFrac(r)}, no 2 × ${fmtDecOrFrac(r)}.`)), mis(piText(r.mul(h).mul(h)), 'squared-height', w.t('Square the radius, not the height.', 'Eleva al cuadrado el radio, no la altura.')));
      if (solid === 'cone') m.push(mis(piText(r.pow(2).mul(h)), 'forgot-one-third', w.t('A cone holds 1/3 of the matching cylinder: multiply by 1/3.', 'Un cono tiene 1/3 del volumen del cilindro que le corresponde: multiplica por 1/3.')));
      if (solid === 'sphere') m.push(mis(piText(r.pow(3)), 'forgot-four-thirds', w.t('The sphere formula has 4/3 in front: V = 4/3 × π × r³.', 'La fórmula de la esfera lleva 4/3 adelante: V = 4/3 × π × r³.')), mis(piText(r.pow(2).mul(4).div(3)), 'squared-radius', w.t('For a sphere, cube the radius: r³.', 'En una esfera, eleva el radio al cubo: r³.')));
      const pre = solid === 'sphere' ? `${fmtDecOrFrac(r)}³ = ${fmtDecOrFrac(r.pow(3))}` : `${fmtDecOrFrac(r)}² = ${fmtDecOrFrac(r.pow(2))}`;
      return withDiagram(bodyByFormat(
        w.t(`${article} has ${dims}. What is its volume in terms of π?`, `${article} tiene ${dims}. ¿Cuál es su volumen en términos de π?`),
        answer,
        [`${formula(solid)}.`, `${pre}.`, solid === 'cylinder' ? w.t(`Multiply ${fmtDecOrFrac(r.pow(2))} by ${fmtDecOrFrac(h)} and keep π.`, `Multiplica ${fmtDecOrFrac(r.pow(2))} por ${fmtDecOrFrac(h)} y deja π.`) : solid === 'cone' ? w.t(`Work out 1/3 × ${fmtDecOrFrac(r.pow(2))} × ${fmtDecOrFrac(h)} and keep π.`, `Calcula 1/3 × ${fmtDecOrFrac(r.pow(2))} × ${fmtDecOrFrac(h)} y deja π.`) : w.t(`Work out 4/3 × ${fmtDecOrFrac(r.pow(3))} and keep π.`, `Calcula 4/3 × ${fmtDecOrFrac(r.pow(3))} y deja π.`)],
        [`${formula(solid)}.`, `${pre}.`, solid === 'cylinder' ? `V = π × ${fmtDecOrFrac(r.pow(2))} × ${fmtDecOrFrac(h)} = ${piText(c)} ${u}³.` : solid === 'cone' ? `V = 1/3 × π × ${fmtDecOrFrac(r.pow(2))} × ${fmtDecOrFrac(h)} = ${piText(c)} ${u}³.` : `V = 4/3 × π × ${fmtDecOrFrac(r.pow(3))} = ${piText(c)} ${u}³.`, w.t(`Check: ${piText(c)} ≈ ${cT()} ${u}³ (using π ≈ 3.14159…).`, `Comprueba: ${piText(c)} ≈ ${cT()} ${u}³ (con π ≈ 3.14159…).`)],
        m,
        // The solid with its radius (and height) labelled.
      ), { kind: 'solid', shape: solid, labels: solid === 'sphere' ? { radius: `${fmtDecOrFrac(r)} ${u}` } : { radius: `${fmtDecOrFrac(r)} ${u}`, height: `${fmtDecOrFrac(h)} ${u}` } });
    }

    // d4 decimal answer, d5 from a diameter with rounding
    const fromDiameter = difficulty === 5;
    const answer = approxSpec(c, cubic);
    const given = fromDiameter ? (solid === 'sphere' ? w.t(`diameter ${fmtDecOrFrac(r.mul(2))} ${u}`, `un diámetro de ${fmtDecOrFrac(r.mul(2))} ${u}`) : w.t(`diameter ${fmtDecOrFrac(r.mul(2))} ${u} and height ${fmtDecOrFrac(h)} ${u}`, `un diámetro de ${fmtDecOrFrac(r.mul(2))} ${u} y una altura de ${fmtDecOrFrac(h)} ${u}`)) : dims;
    const m: Misconception[] = [];
    if (fromDiameter) m.push(mis(tenth(coefOf(solid, r.mul(2), h)), 'used-diameter-as-radius', w.t(`The radius is half the diameter: ${fmtDecOrFrac(r.mul(2))} ÷ 2 = ${fmtDecOrFrac(r)}.`, `El radio es la mitad del diámetro: ${fmtDecOrFrac(r.mul(2))} ÷ 2 = ${fmtDecOrFrac(r)}.`)));
    if (solid === 'cone') m.push(mis(tenth(r.pow(2).mul(h)), 'forgot-one-third', w.t('A cone holds 1/3 of the matching cylinder.', 'Un cono tiene 1/3 del volumen del cilindro que le corresponde.')));
    if (solid === 'sphere') m.push(mis(tenth(r.pow(3)), 'forgot-four-thirds', w.t('Multiply by 4/3: V = 4/3 × π × r³.', 'Multiplica por 4/3: V = 4/3 × π × r³.')));
    m.push(mis(fmtDecOrFrac(c.round(1)), 'forgot-pi', w.t(`Multiply by π too: ${piText(c)} ≈ ${cT()}.`, `Multiplica también por π: ${piText(c)} ≈ ${cT()}.`)));
    m.push(mis(piText(c), 'left-pi', w.t('The question asks for a decimal rounded to the nearest tenth.', 'La pregunta pide un decimal redondeado a la décima más cercana.')));
    return bodyByFormat(
      w.t(`${article} has ${given}. Find its volume to the nearest tenth. (Use 3.14 or your calculator's π.)`, `${article} tiene ${given}. Encuentra su volumen redondeado a la décima más cercana. (Usa 3.14 o la π de tu calculadora.)`),
      answer,
      [w.t(`${formula(solid)}${fromDiameter ? `, and r = ${fmtDecOrFrac(r.mul(2))} ÷ 2 = ${fmtDecOrFrac(r)}` : ''}.`, `${formula(solid)}${fromDiameter ? `, y r = ${fmtDecOrFrac(r.mul(2))} ÷ 2 = ${fmtDecOrFrac(r)}` : ''}.`), solid === 'sphere' ? `${fmtDecOrFrac(r)}³ = ${fmtDecOrFrac(r.pow(3))}.` : `${fmtDecOrFrac(r)}² = ${fmtDecOrFrac(r.pow(2))}.`, w.t(`So V = ${piText(c)}; multiply ${fmtFrac(c)} by π and round to the nearest tenth.`, `Entonces V = ${piText(c)}; multiplica ${fmtFrac(c)} por π y redondea a la décima más cercana.`)],
      // The power of the radius is the step to fill in before V in terms of π.
      [`${formula(solid)}${fromDiameter ? `; r = ${fmtDecOrFrac(r.mul(2))} ÷ 2 = ${fmtDecOrFrac(r)}` : ''}.`, solid === 'sphere' ? `${fmtDecOrFrac(r)}³ = ${fmtDecOrFrac(r.pow(3))}.` : `${fmtDecOrFrac(r)}² = ${fmtDecOrFrac(r.pow(2))}.`, `V = ${piText(c)} ${u}³.`, w.t(`${piText(c)} ≈ ${cT()} ${u}³ with calculator π (${fmtDec(c.mul(PI_314).round(1), 1)} with π ≈ 3.14).`, `${piText(c)} ≈ ${cT()} ${u}³ con la π de la calculadora (${fmtDec(c.mul(PI_314).round(1), 1)} con π ≈ 3.14).`), w.t(`Check: ${fmtFrac(c)} × 3 = ${fmtDecOrFrac(c.mul(3).round(1))}, a little less than the answer, as π is a bit more than 3.`, `Comprueba: ${fmtFrac(c)} × 3 = ${fmtDecOrFrac(c.mul(3).round(1))}, un poco menos que la respuesta, porque π es un poco más que 3.`)],
      m,
    );
  },
};
