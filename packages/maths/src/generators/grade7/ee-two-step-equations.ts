import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { paren, signed, term } from '../shared/expressions.js';
import { fmtDecOrMixed, fmtFrac, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { solveQuestion } from '../shared/solve-wording.js';
import { EN, type Words } from '../../language/index.js';

export const eeTwoStepEquations: SkillGenerator = {
  skillId: 'g7.ee.two-step-equations',
  grade: 7,
  domain: 'ee',
  ccss: ['7.EE.B.4'],
  topic: 'Equations',
  subtopic: 'Two-step equations',
  prereqs: ['g6.ee.one-step-equations', 'g7.ns.multiply-divide-rationals'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const v = rng.pick(['x', 'x', 'n', 'y']);
    if (d <= 3) {
      let p: Rational;
      let q: Rational;
      let x: Rational;
      if (d === 1) {
        p = R(rng.int(2, 9));
        x = R(rng.int(2, 12));
        q = R(rng.int(2, 20));
      } else if (d === 2) {
        p = R(rng.int(2, 9) * (rng.bool() ? -1 : 1));
        x = R(rng.int(2, 12) * (rng.bool() ? -1 : 1));
        q = R(rng.int(2, 20) * (rng.bool() ? -1 : 1));
      } else {
        p = rng.pick([R(rng.int(2, 6)), rat(rng.int(12, 49), 10)]);
        if (p.isInteger() === false && p.mul(10).num % 10n === 0n) p = p.add(rat(1, 10));
        x = p.isInteger() ? rat(rng.int(11, 99), 10) : R(rng.int(2, 9));
        q = rat(rng.int(11, 99), 10);
        if (q.isInteger()) q = q.add(rat(1, 10));
      }
      const r = p.mul(x).add(q);
      const eq = `${term(p, v)} ${signed(q)} = ${fmtDecOrMixed(r)}`;
      const afterQ = r.sub(q);
      return bodyLoose(
        solveQuestion(rng, v, eq, w),
        A.solution(v, x),
        w.es
          ? [`Primero deshaz la ${q.sign() > 0 ? 'suma' : 'resta'} y luego la multiplicación.`, `${q.sign() > 0 ? 'Resta' : 'Suma'} ${fmtDecOrMixed(q.abs())} en los dos lados: ${term(p, v)} = ${fmtDecOrMixed(afterQ)}.`, `Divide los dos lados entre ${fmtDecOrMixed(p)}.`]
          : [`Undo the ${q.sign() > 0 ? 'addition' : 'subtraction'} first, then the multiplication.`, `${q.sign() > 0 ? 'Subtract' : 'Add'} ${fmtDecOrMixed(q.abs())} ${q.sign() > 0 ? 'from' : 'to'} both sides: ${term(p, v)} = ${fmtDecOrMixed(afterQ)}.`, `Divide both sides by ${fmtDecOrMixed(p)}.`],
        // The equation itself is not restated: its right side may be the solution ("−3y − 12 = −3").
        [`${term(p, v)} = ${fmtDecOrMixed(r)} ${q.sign() > 0 ? '−' : '+'} ${fmtDecOrMixed(q.abs())} = ${fmtDecOrMixed(afterQ)}.`, `${v} = ${fmtDecOrMixed(afterQ)} ÷ ${paren(fmtDecOrMixed(p))} = ${fmtDecOrMixed(x)}.`, `${w.t('Check', 'Comprueba')}: ${fmtDecOrMixed(p)} × ${paren(fmtDecOrMixed(x))} ${signed(q)} = ${fmtDecOrMixed(r)}. ✓`],
        [
          mis(val(r.add(q).div(p)), 'wrong-inverse', w.t(`To undo ${q.sign() > 0 ? '+' : '−'} ${fmtDecOrMixed(q.abs())}, ${q.sign() > 0 ? 'subtract' : 'add'} it.`, `Para deshacer ${q.sign() > 0 ? '+' : '−'} ${fmtDecOrMixed(q.abs())}, ${q.sign() > 0 ? 'réstalo' : 'súmalo'}.`)),
          mis(val(r.div(p).sub(q)), 'divided-first-only', w.t('Dividing first is fine only if you divide every term; undo the addition first.', 'Dividir primero solo funciona si divides todos los términos; primero deshaz la suma.')),
          p.sign() < 0 ? mis(val(x.neg()), 'sign-dropped', w.t(`Dividing by ${fmtDecOrMixed(p)} changes the sign.`, `Dividir entre ${fmtDecOrMixed(p)} cambia el signo.`)) : null,
        ],
      );
    }
    // d4: p(x + q) = r (whole p), d5: fractional negative p with negative solution
    const p = d === 4 ? R(rng.int(2, 9) * (rng.bool() ? 1 : -1)) : rng.pick([rat(-3, 4), rat(-2, 3), rat(-2, 5), rat(-3, 2), rat(-5, 4), rat(-4, 3)]);
    const qv = rng.int(2, 12) * (rng.bool() ? -1 : 1);
    let x: Rational;
    if (d === 4) x = R(rng.int(-10, 12) || 3);
    else {
      // need x + q a multiple of p's denominator and x negative
      const den = Number(p.den);
      const m = rng.int(1, 5) * (rng.bool() ? 1 : -1);
      x = R(den * m - qv);
      if (x.sign() >= 0) x = R(-den * rng.int(1, 4) - Math.abs(qv));
      if (!x.add(qv).div(den).isInteger()) x = R(-den - qv);
    }
    const inner = x.add(qv);
    const r = p.mul(inner);
    const pShow = p.isInteger() ? fmtDecOrMixed(p) : fmtFrac(p);
    const eq = `${p.isInteger() ? pShow : `(${pShow})`}(${v} ${signed(qv)}) = ${fmtDecOrMixed(r)}`;
    const recip = Rational.ONE.div(p);
    return bodyLoose(
      solveQuestion(rng, v, eq, w),
      A.solution(v, x),
      w.es
        ? [
            p.isInteger() ? `Primero deshaz "multiplicar por ${pShow}": divide los dos lados entre ${pShow}.` : `Primero deshaz "multiplicar por ${pShow}": multiplica los dos lados por ${fmtFrac(recip)}.`,
            `${v} ${signed(qv)} = ${fmtDecOrMixed(inner)}.`,
            `${qv > 0 ? 'Resta' : 'Suma'} ${Math.abs(qv)} en los dos lados.`,
          ]
        : [
            p.isInteger() ? `Undo "multiply by ${pShow}" first: divide both sides by ${pShow}.` : `Undo "multiply by ${pShow}" first: multiply both sides by ${fmtFrac(recip)}.`,
            `${v} ${signed(qv)} = ${fmtDecOrMixed(inner)}.`,
            `${qv > 0 ? 'Subtract' : 'Add'} ${Math.abs(qv)} ${qv > 0 ? 'from' : 'to'} both sides.`,
          ],
      [`${p.isInteger() ? w.t(`Divide by ${pShow}`, `Divide entre ${pShow}`) : w.t(`Multiply by ${fmtFrac(recip)}`, `Multiplica por ${fmtFrac(recip)}`)}: ${v} ${signed(qv)} = ${fmtDecOrMixed(inner)}.`, `${v} = ${fmtDecOrMixed(inner)} ${qv > 0 ? '−' : '+'} ${Math.abs(qv)} = ${fmtDecOrMixed(x)}.`, `${w.t('Check', 'Comprueba')}: ${pShow} × (${fmtDecOrMixed(x)} ${signed(qv)}) = ${pShow} × ${paren(fmtDecOrMixed(inner))} = ${fmtDecOrMixed(r)}. ✓`],
      [
        mis(val(inner.add(qv)), 'wrong-inverse', w.t(`To undo ${qv > 0 ? '+' : '−'} ${Math.abs(qv)}, ${qv > 0 ? 'subtract' : 'add'} it.`, `Para deshacer ${qv > 0 ? '+' : '−'} ${Math.abs(qv)}, ${qv > 0 ? 'réstalo' : 'súmalo'}.`)),
        mis(val(inner.neg().sub(qv)), 'dropped-negative', w.t(`Dividing by a negative number changes the sign: ${v} ${signed(qv)} = ${fmtDecOrMixed(inner)}.`, `Dividir entre un número negativo cambia el signo: ${v} ${signed(qv)} = ${fmtDecOrMixed(inner)}.`)),
      ],
    );
  },
};
