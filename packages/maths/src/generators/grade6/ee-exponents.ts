import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDecOrMixed, fmtFrac, fmtInt, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { calcQuestion } from '../shared/wording.js';

const SUP = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
const sup = (n: number) => String(n).split('').map((c) => SUP[Number(c)]).join('');
const showBase = (b: Rational) => (b.isInteger() ? fmtInt(b.num) : b.isTerminating() && b.den === 10n ? fmtDecOrMixed(b) : `(${fmtFrac(b)})`);

export const eeExponents: SkillGenerator = {
  skillId: 'g6.ee.exponents',
  grade: 6,
  domain: 'ee',
  ccss: ['6.EE.A.1'],
  topic: 'Expressions',
  subtopic: 'Whole-number exponents',
  prereqs: ['g5.oa.grouping-symbols'],
  estTimeSec: times(15, 60),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d === 1 || d === 2 || d === 4) {
      let base: Rational;
      let e: number;
      if (d === 1) {
        [base, e] = rng.pick([[R(2), 3], [R(2), 4], [R(2), 5], [R(3), 2], [R(3), 3], [R(4), 2], [R(4), 3], [R(5), 2], [R(5), 3], [R(6), 2], [R(7), 2], [R(8), 2], [R(9), 2], [R(10), 2], [R(10), 3], [R(11), 2], [R(12), 2], [R(3), 4], [R(6), 3], [R(13), 2], [R(14), 2], [R(2), 6], [R(15), 2], [R(20), 2], [R(25), 2], [R(20), 3]] as const);
      } else if (d === 2) {
        // Powers of 10 and of other tens and hundreds (at least 25 problems).
        base = R(rng.pick([10, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]));
        e = base.eq(10) ? rng.int(2, 9) : rng.int(2, 3);
      } else {
        // Fractions squared or cubed; decimals in tenths (lowest terms, so they print as decimals) squared, 0.1 and 0.3 also cubed.
        base = rng.bool()
          ? rng.pick([rat(1, 2), rat(2, 3), rat(3, 4), rat(1, 3), rat(2, 5), rat(3, 5), rat(1, 4), rat(1, 5), rat(4, 5), rat(1, 6), rat(5, 6)])
          : rng.pick([rat(1, 10), rat(3, 10), rat(7, 10), rat(9, 10), rat(11, 10), rat(13, 10)]);
        e = base.den !== 10n || base.num <= 3n ? rng.int(2, 3) : 2;
      }
      const ans = base.pow(e);
      const bs = showBase(base);
      const expanded = Array(e).fill(bs).join(' × ');
      return bodyLoose(
        calcQuestion(rng, `${bs}${sup(e)}`, '', w),
        A.number(ans, undefined, base.isInteger() || base.den === 10n ? 'num' : 'frac'),
        w.es ? [
          `El exponente ${e} te dice cuántas veces usar ${bs} como factor.`,
          `${bs}${sup(e)} = ${expanded}.`,
          e > 2 ? `${bs} × ${bs} = ${fmtDecOrMixed(base.pow(2))}; multiplica por ${bs} ${e === 3 ? 'una vez más' : `${e - 2} veces más`}.` : `Multiplica ${bs} por sí mismo.`,
        ] : [
          `The exponent ${e} tells you how many times to use ${bs} as a factor.`,
          `${bs}${sup(e)} = ${expanded}.`,
          e > 2 ? `${bs} × ${bs} = ${fmtDecOrMixed(base.pow(2))}; multiply by ${bs} ${e === 3 ? 'once more' : `${e - 2} more times`}.` : `Multiply ${bs} by itself.`,
        ],
        [`${bs}${sup(e)} = ${expanded}.`, `= ${fmtDecOrMixed(ans)}.`, `${w.t('Check', 'Comprueba')}: ${fmtDecOrMixed(ans)} ÷ ${bs} = ${fmtDecOrMixed(base.pow(e - 1))} = ${bs}${sup(e - 1)}.`],
        [
          mis(val(base.mul(e)), 'multiplied-base-by-exponent', w.t(`${bs}${sup(e)} means ${bs} used as a factor ${e} times, not ${bs} × ${e}.`, `${bs}${sup(e)} quiere decir ${bs} usado como factor ${e} veces, no ${bs} × ${e}.`)),
          d === 2 && base.eq(10) ? mis('1' + '0'.repeat(e + 1), 'extra-zero', w.t(`10${sup(e)} has exactly ${e} zeros.`, `10${sup(e)} tiene exactamente ${e} ceros.`)) : null,
          base.isInteger() ? null : mis(val(rat(Number(base.num) ** e, Number(base.den))), 'only-top-powered', w.t('Raise both the numerator and the denominator to the power.', 'Eleva a la potencia tanto el numerador como el denominador.')),
        ],
      );
    }
    // d3: a + b^e × c ; d5: a + b^e × (p/q)^2
    const a = rng.int(2, 9);
    const b = rng.int(2, d === 3 ? 5 : 4);
    const e = b <= 3 ? rng.int(2, 4) : 2;
    let c: Rational = R(rng.int(2, 5));
    if (d === 5) {
      // pick fraction with den dividing b^e's square root style so that the result is whole
      const cands = [rat(1, 2), rat(1, 3), rat(1, 4), rat(3, 2), rat(2, 3)].filter((f) => R(b).pow(e).mul(f.pow(2)).isInteger());
      c = cands.length ? rng.pick(cands) : rat(1, 2);
    }
    const be = R(b).pow(e);
    const cPart = d === 5 ? c.pow(2) : c;
    const cShow = d === 5 ? `(${fmtFrac(c)})²` : fmtInt(c.num);
    const prod = be.mul(cPart);
    const ans = prod.add(a);
    return bodyLoose(
      calcQuestion(rng, `${a} + ${b}${sup(e)} × ${cShow}`, '', w),
      A.number(ans),
      [
        w.t('Do exponents first, then multiply, then add.', 'Primero resuelve los exponentes, luego multiplica y después suma.'),
        d === 5 ? `${b}${sup(e)} = ${fmtDecOrMixed(be)} ${w.t('and', 'y')} (${fmtFrac(c)})² = ${fmtFrac(cPart)}.` : `${b}${sup(e)} = ${fmtDecOrMixed(be)}.`,
        `${fmtDecOrMixed(be)} × ${d === 5 ? fmtFrac(cPart) : fmtDecOrMixed(c)} = ${fmtDecOrMixed(prod)}; ${w.t(`then add ${a}.`, `luego suma ${a}.`)}`,
      ],
      [`${w.t('Exponents first', 'Primero los exponentes')}: ${b}${sup(e)} = ${fmtDecOrMixed(be)}${d === 5 ? ` ${w.t('and', 'y')} (${fmtFrac(c)})² = ${fmtFrac(cPart)}` : ''}.`, `${w.t('Multiply', 'Multiplica')}: ${fmtDecOrMixed(be)} × ${d === 5 ? fmtFrac(cPart) : fmtDecOrMixed(c)} = ${fmtDecOrMixed(prod)}.`, `${w.t('Add', 'Suma')}: ${a} + ${fmtDecOrMixed(prod)} = ${fmtDecOrMixed(ans)}.`, `${w.t('Check', 'Comprueba')}: ${fmtDecOrMixed(ans)} − ${a} = ${fmtDecOrMixed(prod)}.`],
      [
        mis(val(be.add(a).mul(cPart)), 'added-first', w.t('Multiply before you add.', 'Multiplica antes de sumar.')),
        mis(val(R(b * e).mul(cPart).add(a)), 'exponent-as-multiplication', w.t(`${b}${sup(e)} means ${Array(e).fill(b).join(' × ')}, not ${b} × ${e}.`, `${b}${sup(e)} quiere decir ${Array(e).fill(b).join(' × ')}, no ${b} × ${e}.`)),
        d === 5 ? mis(val(be.mul(c).mul(2).add(a)), 'squared-as-times-2', w.t(`(${fmtFrac(c)})² means ${fmtFrac(c)} × ${fmtFrac(c)}, not ${fmtFrac(c)} × 2.`, `(${fmtFrac(c)})² quiere decir ${fmtFrac(c)} × ${fmtFrac(c)}, no ${fmtFrac(c)} × 2.`)) : null,
      ],
    );
  },
};
