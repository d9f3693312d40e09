import { R, Rational } from '../../rational.js';
import { integerLine, withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { paren } from '../shared/expressions.js';
import { fmtDecOrMixed, fmtFrac, fmtMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const nsAddSubtractRationals: SkillGenerator = {
  skillId: 'g7.ns.add-subtract-rationals',
  grade: 7,
  domain: 'ns',
  ccss: ['7.NS.A.1'],
  topic: 'Negative numbers',
  subtopic: 'Add & subtract rational numbers',
  prereqs: ['g6.ns.integers-absolute-value', 'g5.nf.add-unlike-fractions'],
  estTimeSec: times(15, 75),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    let a: Rational;
    let b: Rational;
    let op: '+' | '−';
    const style = d === 4 ? 'frac' : d === 5 ? 'mixed' : 'num';
    const show = (r: Rational) => (style === 'frac' ? fmtFrac(r) : style === 'mixed' ? fmtMixed(r) : fmtDecOrMixed(r));
    if (d === 1) {
      a = R(-rng.int(2, 15));
      b = R(rng.int(2, 15));
      if (a.abs().eq(b)) b = b.add(3);
      if (rng.bool()) [a, b] = [b.neg().neg(), a];
      op = '+';
    } else if (d === 2) {
      a = R(rng.int(-12, 12) || 5);
      b = R(-rng.int(2, 12));
      op = '−';
    } else if (d === 3) {
      a = rat(rng.int(-99, 99) || 37, 10);
      b = rat(rng.int(11, 99), 10).mul(rng.bool() ? -1 : 1);
      if (b.isInteger()) b = b.add(rat(1, 10));
      if (a.isInteger()) a = a.add(rat(3, 10));
      op = rng.bool() ? '+' : '−';
    } else if (d === 4) {
      const da = rng.pick([2, 3, 4, 5, 6, 8]);
      let db = rng.pick([2, 3, 4, 5, 6, 8, 10, 12]);
      if (db === da) db = da === 2 ? 3 : 2;
      a = rat(rng.int(1, da - 1), da).mul(rng.bool() ? -1 : 1);
      b = rat(rng.int(1, db - 1), db).mul(rng.bool() ? -1 : 1);
      op = rng.bool() ? '+' : '−';
    } else {
      const da = rng.pick([2, 3, 4]);
      const db = rng.pick([2, 4, 3, 6, 8].filter((x) => x !== da));
      a = R(rng.int(1, 5)).add(rat(rng.int(1, da - 1), da)).neg();
      b = R(rng.int(1, 4)).add(rat(rng.int(1, db - 1), db)).neg();
      op = '−';
    }
    const ans = op === '+' ? a.add(b) : a.sub(b);
    const asAdd = op === '−' ? b.neg() : b;
    const expr = `${show(a)} ${op} ${paren(show(b))}`;
    // The wording is drawn after the numbers (docs/maths/curriculum.md, "Variety").
    const text = calcQuestion(rng, expr, '', w);
    const wrongSub = op === '−' ? a.add(b) : a.sub(b);
    const sizesKeep = a.sign() < 0 ? a.abs().add(b.abs()).neg() : a.abs().add(b.abs());
    const sum = bodyLoose(
      text,
      A.number(ans, undefined, style === 'num' ? 'num' : style),
      [
        op === '−'
          ? w.t(`Subtracting a number is the same as adding its opposite: ${show(a)} + ${paren(show(asAdd))}.`, `Restar un número es lo mismo que sumar su opuesto: ${show(a)} + ${paren(show(asAdd))}.`)
          : w.t('Adding numbers with different signs: subtract their sizes and keep the sign of the larger size.', 'Para sumar números con signos distintos: resta sus valores absolutos y deja el signo del que tiene el valor absoluto mayor.'),
        d >= 4
          ? w.t(`Use a common denominator: ${fmtFrac(a)} and ${fmtFrac(asAdd)} → denominator ${lcd(a, asAdd)}.`, `Usa un denominador común: ${fmtFrac(a)} y ${fmtFrac(asAdd)} → denominador ${lcd(a, asAdd)}.`)
          : w.t(`${show(a)} + ${paren(show(asAdd))}: compare the sizes ${show(a.abs())} and ${show(asAdd.abs())}.`, `${show(a)} + ${paren(show(asAdd))}: compara los valores absolutos ${show(a.abs())} y ${show(asAdd.abs())}.`),
        d >= 4
          ? w.t(`${scale(a, lcd(a, asAdd))} + ${paren(scale(asAdd, lcd(a, asAdd)))}: add the numerators.`, `${scale(a, lcd(a, asAdd))} + ${paren(scale(asAdd, lcd(a, asAdd)))}: suma los numeradores.`)
          : a.sign() === asAdd.sign()
            ? w.t(`Both have the same sign: add the sizes and keep the sign.`, 'Los dos tienen el mismo signo: suma los valores absolutos y deja el signo.')
            : w.t(`The signs differ: subtract the smaller size from the larger and keep the sign of the larger size.`, 'Los signos son distintos: resta el valor absoluto menor del mayor y deja el signo del que tiene el valor absoluto mayor.'),
      ],
      [`${expr} = ${show(a)} + ${paren(show(asAdd))}.`, `= ${show(ans)}.`, `${w.t('Check', 'Comprueba')}: ${show(ans)} ${op === '+' ? '−' : '+'} ${paren(show(b))} = ${show(a)}.`],
      [
        op === '−' ? mis(val(wrongSub, style), 'subtracted-the-negative', w.t(`Subtracting a negative is adding: ${show(a)} − ${paren(show(b))} = ${show(a)} + ${show(b.neg())}.`, `Restar un negativo es sumar: ${show(a)} − ${paren(show(b))} = ${show(a)} + ${show(b.neg())}.`)) : null,
        mis(val(ans.neg(), style), 'sign-lost', w.t('Check the sign: which number has the larger size?', 'Revisa el signo: ¿qué número tiene el valor absoluto mayor?')),
        d === 1 ? mis(val(sizesKeep, style), 'added-sizes', w.t('The signs are different, so subtract the sizes.', 'Los signos son distintos, así que resta los valores absolutos.')) : null,
      ],
    );
    // Whole numbers: a number line from −20 to 20 with the starting number marked (the jump is the child's to make).
    return d === 1 ? withDiagram(sum, integerLine(-20, 20, [{ at: a.toNumber(), label: w.t('start', 'inicio') }], { step: 1, every: 5 })) : sum;
  },
};

function lcd(a: Rational, b: Rational): string {
  const x = a.den;
  const y = b.den;
  let g = x;
  let h = y;
  while (h) [g, h] = [h, g % h];
  return ((x / g) * y).toString();
}
function scale(r: Rational, den: string): string {
  const D = BigInt(den);
  const n = (r.num * D) / r.den;
  return `${n < 0n ? '−' + (-n).toString() : n.toString()}/${den}`;
}
