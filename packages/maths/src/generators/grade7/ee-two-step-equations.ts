import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A, body, F, fmtFrac, fmtNum, mis, paren, signed, term, times, val } from '../shared/grade67-util.js';

export const eeTwoStepEquations: SkillGenerator = {
  skillId: 'g7.ee.two-step-equations',
  grade: 7,
  domain: 'ee',
  ccss: ['7.EE.B.4'],
  topic: 'Equations',
  subtopic: 'Two-step equations',
  prereqs: ['g6.ee.one-step-equations', 'g7.ns.multiply-divide-rationals'],
  estTimeSec: times(20, 120),
  version: '1.0.0',
  generate(d: Difficulty, rng: Rng) {
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
        p = rng.pick([R(rng.int(2, 6)), F(rng.int(12, 49), 10)]);
        if (p.isInteger() === false && p.mul(10).num % 10n === 0n) p = p.add(F(1, 10));
        x = p.isInteger() ? F(rng.int(11, 99), 10) : R(rng.int(2, 9));
        q = F(rng.int(11, 99), 10);
        if (q.isInteger()) q = q.add(F(1, 10));
      }
      const r = p.mul(x).add(q);
      const eq = `${term(p, v)} ${signed(q)} = ${fmtNum(r)}`;
      const afterQ = r.sub(q);
      return body(
        `Solve for ${v}: ${eq}`,
        A.solution(v, x),
        [`Undo the ${q.sign() > 0 ? 'addition' : 'subtraction'} first, then the multiplication.`, `${q.sign() > 0 ? 'Subtract' : 'Add'} ${fmtNum(q.abs())} ${q.sign() > 0 ? 'from' : 'to'} both sides: ${term(p, v)} = ${fmtNum(afterQ)}.`, `Divide both sides by ${fmtNum(p)}.`],
        [`${eq}.`, `${term(p, v)} = ${fmtNum(r)} ${q.sign() > 0 ? '−' : '+'} ${fmtNum(q.abs())} = ${fmtNum(afterQ)}.`, `${v} = ${fmtNum(afterQ)} ÷ ${paren(fmtNum(p))} = ${fmtNum(x)}.`, `Check: ${fmtNum(p)} × ${paren(fmtNum(x))} ${signed(q)} = ${fmtNum(r)}. ✓`],
        [
          mis(val(r.add(q).div(p)), 'wrong-inverse', `To undo ${q.sign() > 0 ? '+' : '−'} ${fmtNum(q.abs())}, ${q.sign() > 0 ? 'subtract' : 'add'} it.`),
          mis(val(r.div(p).sub(q)), 'divided-first-only', 'Dividing first is fine only if you divide every term; undo the addition first.'),
          p.sign() < 0 ? mis(val(x.neg()), 'sign-dropped', `Dividing by ${fmtNum(p)} changes the sign.`) : null,
        ],
      );
    }
    // d4: p(x + q) = r (whole p), d5: fractional negative p with negative solution
    const p = d === 4 ? R(rng.int(2, 9) * (rng.bool() ? 1 : -1)) : rng.pick([F(-3, 4), F(-2, 3), F(-2, 5), F(-3, 2), F(-5, 4), F(-4, 3)]);
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
    const pShow = p.isInteger() ? fmtNum(p) : fmtFrac(p);
    const eq = `${p.isInteger() ? pShow : `${pShow}`}(${v} ${signed(qv)}) = ${fmtNum(r)}`;
    const recip = Rational.ONE.div(p);
    return body(
      `Solve for ${v}: ${eq}`,
      A.solution(v, x),
      [
        p.isInteger() ? `Undo "multiply by ${pShow}" first: divide both sides by ${pShow}.` : `Undo "multiply by ${pShow}" first: multiply both sides by ${fmtFrac(recip)}.`,
        `${v} ${signed(qv)} = ${fmtNum(inner)}.`,
        `${qv > 0 ? 'Subtract' : 'Add'} ${Math.abs(qv)} ${qv > 0 ? 'from' : 'to'} both sides.`,
      ],
      [`${eq}.`, `${p.isInteger() ? `Divide by ${pShow}` : `Multiply by ${fmtFrac(recip)}`}: ${v} ${signed(qv)} = ${fmtNum(inner)}.`, `${v} = ${fmtNum(inner)} ${qv > 0 ? '−' : '+'} ${Math.abs(qv)} = ${fmtNum(x)}.`, `Check: ${pShow} × (${fmtNum(x)} ${signed(qv)}) = ${pShow} × ${paren(fmtNum(inner))} = ${fmtNum(r)}. ✓`],
      [
        mis(val(inner.add(qv)), 'wrong-inverse', `To undo ${qv > 0 ? '+' : '−'} ${Math.abs(qv)}, ${qv > 0 ? 'subtract' : 'add'} it.`),
        mis(val(inner.neg().sub(qv)), 'dropped-negative', `Dividing by a negative number changes the sign: ${v} ${signed(qv)} = ${fmtNum(inner)}.`),
      ],
    );
  },
};
