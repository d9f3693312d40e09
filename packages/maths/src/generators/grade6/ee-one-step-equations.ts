import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDecOrMixed, fmtFrac, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

/** "Solve for x: x + 3 = 9" in one of five wordings. */
function solveQuestion(rng: Rng, v: string, eq: string, w: Words): string {
  const who = someone(rng, w);
  if (w.es) {
    return rng.pick([
      `Resuelve para ${v}: ${eq}`,
      `Encuentra ${v} si ${eq}.`,
      `¿Qué valor de ${v} hace que ${eq} sea cierto?`,
      `${who} escribe la ecuación ${eq}. ¿Cuánto vale ${v}?`,
      `Resuelve la ecuación ${eq}.`,
    ]);
  }
  return rng.pick([
    `Solve for ${v}: ${eq}`,
    `Find ${v} if ${eq}.`,
    `What value of ${v} makes ${eq} true?`,
    `${who} writes the equation ${eq}. What is ${v}?`,
    `Solve the equation ${eq}.`,
  ]);
}

export const eeOneStepEquations: SkillGenerator = {
  skillId: 'g6.ee.one-step-equations',
  grade: 6,
  domain: 'ee',
  ccss: ['6.EE.B.5', '6.EE.B.7'],
  topic: 'Equations',
  subtopic: 'One-step equations',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.1.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const v = rng.pick(['x', 'x', 'n', 'y', 'm']);
    if (d === 1 || d === 3 || d === 4) {
      let x: Rational;
      let p: Rational;
      if (d === 1) {
        x = R(rng.int(2, 30));
        p = R(rng.int(2, 20));
      } else if (d === 3) {
        x = rat(rng.int(11, 99), 10);
        p = rat(rng.int(11, 99), 10);
        if (x.isInteger()) x = x.add(rat(1, 10));
        if (p.isInteger()) p = p.add(rat(3, 10));
      } else {
        const dx = rng.pick([2, 3, 4, 6]);
        const dp = rng.pick([2, 3, 4, 5, 6].filter((k) => k !== dx));
        x = rat(rng.int(1, 2 * dx - 1), dx);
        p = rat(rng.int(1, dp - 1), dp);
      }
      const minus = d === 4 || (d !== 1 && rng.bool(0.4));
      // x + p = q  or  x − p = q (q positive)
      const q = minus ? x.sub(p) : x.add(p);
      if (q.sign() <= 0) {
        // fall back to addition form
        return build(false, x, p, x.add(p));
      }
      return build(minus, x, p, q);
      function build(isMinus: boolean, xv: Rational, pv: Rational, qv: Rational) {
        const show = (r: Rational) => (d === 4 ? fmtFrac(r) : fmtDecOrMixed(r));
        const eq = `${v} ${isMinus ? '−' : '+'} ${show(pv)} = ${show(qv)}`;
        const inverse = isMinus ? 'add' : 'subtract';
        return bodyLoose(
          solveQuestion(rng, v, eq, w),
          A.solution(v, xv, d === 4 ? 'frac' : 'num'),
          w.es ? [
            `Deshaz "${isMinus ? 'restar' : 'sumar'} ${show(pv)}" haciendo lo contrario.`,
            `${inverse === 'add' ? 'Suma' : 'Resta'} ${show(pv)} ${inverse === 'add' ? 'a' : 'de'} los dos lados.`,
            `${v} = ${show(qv)} ${isMinus ? '+' : '−'} ${show(pv)}${d === 4 ? ' (usa un denominador común)' : ''}.`,
          ] : [
            `Undo "${isMinus ? 'subtract' : 'add'} ${show(pv)}" by doing the opposite.`,
            `${inverse === 'add' ? 'Add' : 'Subtract'} ${show(pv)} ${inverse === 'add' ? 'to' : 'from'} both sides.`,
            `${v} = ${show(qv)} ${isMinus ? '+' : '−'} ${show(pv)}${d === 4 ? ' — use a common denominator' : ''}.`,
          ],
          [`${eq}.`, `${w.t(`${inverse === 'add' ? 'Add' : 'Subtract'} ${show(pv)} on both sides`, `${inverse === 'add' ? 'Suma' : 'Resta'} ${show(pv)} en los dos lados`)}: ${v} = ${show(qv)} ${isMinus ? '+' : '−'} ${show(pv)} = ${show(xv)}.`, `${w.t('Check', 'Comprueba')}: ${show(xv)} ${isMinus ? '−' : '+'} ${show(pv)} = ${show(qv)}. ✓`],
          [mis(val(isMinus ? qv.sub(pv) : qv.add(pv), d === 4 ? 'frac' : 'num'), isMinus ? 'subtracted-instead' : 'added-instead', w.t(`To undo ${isMinus ? 'subtracting' : 'adding'} ${show(pv)}, ${inverse} it.`, `Para deshacer ${isMinus ? 'la resta' : 'la suma'} de ${show(pv)}, ${inverse === 'add' ? 'súmalo' : 'réstalo'}.`))],
        );
      }
    }
    // d2: p·x = q (whole);  d5: (a/b)x = q
    if (d === 2) {
      const p = rng.int(2, 12);
      const x = rng.int(2, 15);
      const q = p * x;
      return bodyLoose(
        solveQuestion(rng, v, `${p}${v} = ${q}`, w),
        A.solution(v, R(x)),
        w.t([`${p}${v} means ${p} × ${v}. Undo the multiplication.`, `Divide both sides by ${p}.`, `${v} = ${q} ÷ ${p}.`], [`${p}${v} quiere decir ${p} × ${v}. Deshaz la multiplicación.`, `Divide los dos lados entre ${p}.`, `${v} = ${q} ÷ ${p}.`]),
        [`${p}${v} = ${q}.`, `${w.t(`Divide both sides by ${p}`, `Divide los dos lados entre ${p}`)}: ${v} = ${q} ÷ ${p} = ${x}.`, `${w.t('Check', 'Comprueba')}: ${p} × ${x} = ${q}. ✓`],
        [mis(String(q - p), 'subtracted', w.t(`${p}${v} is a multiplication, so divide by ${p}.`, `${p}${v} es una multiplicación, así que divide entre ${p}.`)), mis(String(q * p), 'multiplied', w.t(`Undo multiplying by dividing, not multiplying again.`, 'Una multiplicación se deshace dividiendo, no multiplicando otra vez.'))],
      );
    }
    const coef = rng.pick([rat(3, 4), rat(2, 3), rat(2, 5), rat(3, 5), rat(5, 6), rat(3, 8), rat(4, 5), rat(5, 4), rat(3, 2)]);
    const x = R(Number(coef.den) * rng.int(2, 8));
    const q = coef.mul(x);
    const recip = Rational.ONE.div(coef);
    return bodyLoose(
      solveQuestion(rng, v, `(${fmtFrac(coef)})${v} = ${fmtDecOrMixed(q)}`, w),
      A.solution(v, x),
      w.t([`Undo "multiply by ${fmtFrac(coef)}".`, `Divide both sides by ${fmtFrac(coef)}, which is the same as multiplying by ${fmtFrac(recip)}.`, `${fmtDecOrMixed(q)} × ${fmtFrac(recip)} = ?`], [`Deshaz "multiplicar por ${fmtFrac(coef)}".`, `Divide los dos lados entre ${fmtFrac(coef)}, que es lo mismo que multiplicar por ${fmtFrac(recip)}.`, `${fmtDecOrMixed(q)} × ${fmtFrac(recip)} = ?`]),
      [`(${fmtFrac(coef)})${v} = ${fmtDecOrMixed(q)}.`, `${w.t(`Multiply both sides by ${fmtFrac(recip)}`, `Multiplica los dos lados por ${fmtFrac(recip)}`)}: ${v} = ${fmtDecOrMixed(q)} × ${fmtFrac(recip)} = ${fmtDecOrMixed(x)}.`, `${w.t('Check', 'Comprueba')}: ${fmtFrac(coef)} × ${fmtDecOrMixed(x)} = ${fmtDecOrMixed(q)}. ✓`],
      [
        mis(val(q.mul(coef)), 'multiplied-by-coefficient', w.t(`Multiplying by ${fmtFrac(coef)} again does not undo it; multiply by ${fmtFrac(recip)}.`, `Multiplicar otra vez por ${fmtFrac(coef)} no lo deshace; multiplica por ${fmtFrac(recip)}.`)),
        mis(val(q.add(coef), 'mixed'), 'added-coefficient', w.t('The fraction multiplies the variable; undo it by dividing.', 'La fracción multiplica a la variable; deshazlo dividiendo.')),
      ],
    );
  },
};
