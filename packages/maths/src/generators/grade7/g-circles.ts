import { R, Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { fmtDec, fmtDecOrMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

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
function resultSteps(lhs: string, coef: Rational, unit: string, w: Words): string[] {
  const v = coef.mul(PI314);
  if (v.round(1).eq(v)) return [`${lhs} = ${fmtDec(v)} ${unit}.`];
  return [`${lhs} = ${fmtDec(v)} ${unit}.`, `${w.t('To the nearest tenth', 'A la décima más cercana')}: ${fmtDec(v.round(1), 1)} ${unit}.`];
}

/** What the circle is, drawn after the numbers (docs/maths/curriculum.md, "Variety"). */
function circleThing(rng: Rng, w: Words): string {
  if (w.es) return rng.pick(['Un círculo tiene', `${someone(rng, w)} dibuja un círculo con`, 'Un jardín circular tiene', 'Un estanque circular tiene', 'Una fuente redonda tiene']);
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
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const u = rng.pick(['cm', 'm', 'in', 'ft'] as const);
    const u2 = `${u}2` as 'cm2' | 'm2' | 'in2' | 'ft2';
    const W = w.t({ cm: 'centimeters', m: 'meters', in: 'inches', ft: 'feet' }, { cm: 'centímetros', m: 'metros', in: 'pulgadas', ft: 'pies' })[u];
    const note = w.t('Use 3.14 for π and round to the nearest tenth.', 'Usa 3.14 para π y redondea a la décima más cercana.');
    // The unit as written after a number, and the square units, in the problem's language.
    const uS = w.es ? { cm: 'cm', m: 'm', in: 'pulg', ft: 'pies' }[u] : u;
    const sqW = w.t(`square ${W}`, { cm: 'centímetros cuadrados', m: 'metros cuadrados', in: 'pulgadas cuadradas', ft: 'pies cuadrados' }[u]);
    const sqU = w.t(`square ${u}`, sqW);
    if (d <= 2) {
      const r = rng.int(2, 14);
      const dia = 2 * r;
      const coef = R(dia);
      const given = w.es ? (d === 1 ? `un diámetro de ${dia} ${uS}` : `un radio de ${r} ${uS}`) : d === 1 ? `a diameter of ${dia} ${u}` : `a radius of ${r} ${u}`;
      return bodyLoose(
        w.t(`${circleThing(rng, w)} ${given}. Find its circumference, in ${W}. ${note}`, `${circleThing(rng, w)} ${given}. Encuentra su circunferencia, en ${W}. ${note}`),
        approx(coef, 1, u),
        w.es
          ? ['La circunferencia es C = π × d (o 2 × π × r).', d === 1 ? `d = ${dia}, así que C = 3.14 × ${dia}.` : `d = 2 × ${r} = ${dia}, así que C = 3.14 × ${dia}.`, `Multiplica 3.14 × ${dia}.`]
          : ['Circumference C = π × d (or 2 × π × r).', d === 1 ? `d = ${dia}, so C = 3.14 × ${dia}.` : `d = 2 × ${r} = ${dia}, so C = 3.14 × ${dia}.`, `Multiply 3.14 × ${dia}.`],
        [`C = π × d = 3.14 × ${dia}.`, ...resultSteps('C', coef, uS, w), w.t(`Check: C is a bit more than 3 × ${dia} = ${3 * dia}.`, `Comprueba: C es un poco más que 3 × ${dia} = ${3 * dia}.`)],
        [
          mis(val(coef.mul(PI314).div(2)), d === 1 ? 'used-diameter-as-2r' : 'used-radius', d === 1 ? w.t('Circumference uses the whole diameter: C = π × d.', 'La circunferencia usa el diámetro completo: C = π × d.') : w.t('Double the radius first: C = 2πr.', 'Primero duplica el radio: C = 2πr.')),
          mis(val(R(r * r).mul(PI314)), 'area-instead', w.t('That is the area. Circumference is the distance around.', 'Esa es el área. La circunferencia es la distancia alrededor.')),
        ],
      );
    }
    if (d === 3 || d === 4) {
      const r = rng.int(2, 10);
      const dia = 2 * r;
      const coef = R(r * r);
      const given = w.es ? (d === 3 ? `un radio de ${r} ${uS}` : `un diámetro de ${dia} ${uS}`) : d === 3 ? `a radius of ${r} ${u}` : `a diameter of ${dia} ${u}`;
      return bodyLoose(
        w.t(`${circleThing(rng, w)} ${given}. Find its area, in ${sqW}. ${note}`, `${circleThing(rng, w)} ${given}. Encuentra su área, en ${sqW}. ${note}`),
        approx(coef, 1, u2),
        w.es
          ? ['El área es A = π × r × r.', d === 4 ? `El radio es la mitad del diámetro: ${dia} ÷ 2 = ${r}.` : `r = ${r}, así que r × r = ${r * r}.`, `A = 3.14 × ${r * r}.`]
          : ['Area A = π × r × r.', d === 4 ? `The radius is half the diameter: ${dia} ÷ 2 = ${r}.` : `r = ${r}, so r × r = ${r * r}.`, `A = 3.14 × ${r * r}.`],
        [d === 4 ? `r = ${dia} ÷ 2 = ${r}.` : `r = ${r}.`, ...resultSteps(`A = 3.14 × ${r} × ${r} = 3.14 × ${r * r}`, coef, sqU, w), w.t(`Check: A is a bit more than 3 × ${r * r} = ${3 * r * r}.`, `Comprueba: A es un poco más que 3 × ${r * r} = ${3 * r * r}.`)],
        [
          mis(val(R(dia * dia).mul(PI314)), 'used-diameter-as-radius', w.t('Use the radius (half the diameter) in A = πr².', 'Usa el radio (la mitad del diámetro) en A = πr².')),
          mis(val(R(dia).mul(PI314)), 'circumference-instead', w.t('That is the circumference. Area uses r × r.', 'Esa es la circunferencia. El área usa r × r.')),
          mis(val(R(2 * r).mul(PI314)), 'r-times-2', w.t('r² means r × r, not r × 2.', 'r² quiere decir r × r, no r × 2.')),
        ],
      );
    }
    // d5: area from the circumference (3.14 exact)
    const r = rng.int(2, 10);
    const C = R(2 * r).mul(PI314);
    const coef = R(r * r);
    const spec: AnswerSpec = { format: 'decimal', mode: 'approx', places: 1, value: coef.mul(PI314).toString(), alternates: [coef.mul(PI).round(6).toString()], canonical: fmtDec(coef.mul(PI314).round(1), 1), unit: u2 };
    return bodyLoose(
      w.t(
        `${circleThing(rng, w)} a circumference of ${fmtDec(C)} ${u}. Find its area, in ${sqW}. ${note}`,
        `${circleThing(rng, w)} una circunferencia de ${fmtDec(C)} ${uS}. Encuentra su área, en ${sqW}. ${note}`,
      ),
      spec,
      w.es
        ? [`C = π × d, así que d = ${fmtDec(C)} ÷ 3.14.`, `d = ${2 * r} ${uS}, así que r = ${r} ${uS}.`, `A = π × r² = 3.14 × ${r * r}.`]
        : [`C = π × d, so d = ${fmtDec(C)} ÷ 3.14.`, `d = ${2 * r} ${u}, so r = ${r} ${u}.`, `A = π × r² = 3.14 × ${r * r}.`],
      [`d = ${fmtDec(C)} ÷ 3.14 = ${2 * r}.`, `r = ${2 * r} ÷ 2 = ${r}.`, ...resultSteps(`A = 3.14 × ${r}²`, coef, sqU, w), w.t(`Check: with r = ${r}, C = 2 × 3.14 × ${r} = ${fmtDec(C)}, as given.`, `Comprueba: con r = ${r}, C = 2 × 3.14 × ${r} = ${fmtDec(C)}, como dice el problema.`)],
      [mis(val(R(4 * r * r).mul(PI314)), 'diameter-as-radius', w.t('Halve the diameter to get the radius.', 'Divide el diámetro entre 2 para obtener el radio.')), mis(String(r), 'stopped-at-radius', w.t('That is the radius; now find the area.', 'Ese es el radio; ahora encuentra el área.')), mis(fmtDecOrMixed(C), 'circumference-again', w.t('That is the circumference you were given.', 'Esa es la circunferencia que te dieron.'))],
    );
  },
};
