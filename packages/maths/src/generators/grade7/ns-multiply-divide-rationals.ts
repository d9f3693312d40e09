import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { paren } from '../shared/expressions.js';
import { fmtDecOrMixed, fmtFrac, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const sgn = (rng: Rng) => (rng.bool() ? 1 : -1);

export const nsMultiplyDivideRationals: SkillGenerator = {
  skillId: 'g7.ns.multiply-divide-rationals',
  grade: 7,
  domain: 'ns',
  ccss: ['7.NS.A.2'],
  topic: 'Negative numbers',
  subtopic: 'Multiply & divide rational numbers',
  prereqs: ['g7.ns.add-subtract-rationals', 'g6.ns.divide-fractions'],
  estTimeSec: times(15, 75),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const isFrac = d === 5;
    const show = (r: Rational) => (isFrac ? fmtFrac(r) : fmtDecOrMixed(r));
    let factors: Rational[];
    let op: '×' | '÷';
    if (d === 1) {
      factors = [R(-rng.int(2, 12)), R(rng.int(2, 12))];
      if (rng.bool()) factors.reverse();
      op = '×';
    } else if (d === 2) {
      const q = rng.int(2, 12) * sgn(rng);
      const b = -rng.int(2, 12);
      factors = [R(q * b), R(b)];
      op = '÷';
    } else if (d === 3) {
      factors = [R(rng.int(2, 6) * sgn(rng)), R(rng.int(2, 6) * sgn(rng)), R(-rng.int(2, 5))];
      op = '×';
    } else if (d === 4) {
      op = rng.bool() ? '×' : '÷';
      if (op === '×') factors = [rat(rng.int(11, 99), 10).mul(sgn(rng)), R(-rng.int(2, 9))];
      else {
        const q = rat(rng.int(11, 99), 10).mul(sgn(rng));
        const b = R(-rng.int(2, 9));
        factors = [q.mul(b), b];
      }
      if (factors[0]!.isInteger()) factors[0] = factors[0]!.add(rat(1, 10));
    } else {
      const da = rng.pick([2, 3, 4, 5, 8]);
      const db = rng.pick([3, 4, 5, 6, 8, 9].filter((x) => x !== da));
      const a = rat(-rng.int(1, da - 1), da);
      const b = rat(-rng.int(1, db - 1), db);
      factors = [a.eq(b.neg()) ? a.sub(1) : a, b];
      op = '÷';
    }
    let ans = factors[0]!;
    for (const f of factors.slice(1)) ans = op === '×' ? ans.mul(f) : ans.div(f);
    const sizes = factors.map((f) => f.abs());
    let sizeAns = sizes[0]!;
    for (const f of sizes.slice(1)) sizeAns = op === '×' ? sizeAns.mul(f) : sizeAns.div(f);
    const negs = factors.filter((f) => f.sign() < 0).length;
    // The wording is drawn after the numbers (docs/maths/curriculum.md, "Variety").
    const text = calcQuestion(rng, factors.map((f, i) => (i === 0 && !isFrac ? show(f) : paren(show(f)))).join(` ${op} `), '', w);
    // The count of negatives in words: as a numeral it could read as the answer ("Sign: 2").
    const count = ['no', 'one', 'two', 'three'][negs]!;
    const countEs = ['cero', 'un', 'dos', 'tres'][negs]!;
    const style = isFrac ? 'frac' : 'num';
    return bodyLoose(
      text,
      A.number(ans, undefined, isFrac ? 'frac' : 'num'),
      [
        w.es
          ? `Cuenta los signos negativos. Hay ${negs === 1 ? 'un negativo' : `${countEs} negativos`}: ${negs % 2 ? 'un número impar, así que la respuesta es negativa' : 'un número par, así que la respuesta es positiva'}.`
          : `Count the negative signs. There ${negs === 1 ? 'is one negative' : `are ${count} negatives`} — ${negs % 2 ? 'an odd number, so the answer is negative' : 'an even number, so the answer is positive'}.`,
        isFrac ? `${show(sizes[0]!)} ÷ ${show(sizes[1]!)} = ${show(sizes[0]!)} × ${show(Rational.ONE.div(sizes[1]!))}.` : `${w.t('Work with the sizes', 'Trabaja con los valores absolutos')}: ${sizes.map((s) => show(s)).join(` ${op} `)}.`,
        isFrac
          ? w.t(`Multiply ${show(sizes[0]!)} × ${show(Rational.ONE.div(sizes[1]!))} and simplify; then attach the sign.`, `Multiplica ${show(sizes[0]!)} × ${show(Rational.ONE.div(sizes[1]!))} y simplifica; luego ponle el signo.`)
          : w.t(`${sizes.map((s) => show(s)).join(` ${op} `)} gives the size; now attach the sign.`, `${sizes.map((s) => show(s)).join(` ${op} `)} da el valor absoluto; ahora ponle el signo.`),
      ],
      [
        w.es
          ? `Signo: ${countEs} ${negs === 1 ? 'factor negativo' : 'factores negativos'} → ${ans.sign() < 0 ? 'negativo' : 'positivo'}.`
          : `Sign: ${count} negative ${negs === 1 ? 'factor' : 'factors'} → ${ans.sign() < 0 ? 'negative' : 'positive'}.`,
        `${w.t('With the sign', 'Con el signo')}: ${ans.sign() < 0 ? '−' : ''}(${sizes.map((s) => show(s)).join(` ${op} `)}) = ${show(ans)}.`,
        w.es
          ? `Comprueba: ${op === '÷' ? `${show(ans)} × ${paren(show(factors[1]!))} = ${show(factors[0]!)}` : `la regla de los signos da ${ans.sign() < 0 ? 'negativo' : 'positivo'} y el valor absoluto es ${show(sizeAns)}`}.`
          : `Check: ${op === '÷' ? `${show(ans)} × ${paren(show(factors[1]!))} = ${show(factors[0]!)}` : `the sign rule gives ${ans.sign() < 0 ? 'negative' : 'positive'} and the size is ${show(sizeAns)}`}.`,
      ],
      [
        mis(val(ans.neg(), style), 'sign-rule', negs % 2 ? w.t('An odd number of negative factors gives a negative answer.', 'Un número impar de factores negativos da una respuesta negativa.') : w.t('A negative times or divided by a negative is positive.', 'Un negativo por un negativo, o entre un negativo, da positivo.')),
        isFrac ? mis(val(factors[0]!.mul(factors[1]!), 'frac'), 'multiplied-without-flipping', w.t('To divide, multiply by the reciprocal of the second fraction.', 'Para dividir, multiplica por el recíproco de la segunda fracción.')) : null,
        isFrac ? mis(val(Rational.ONE.div(factors[0]!).mul(factors[1]!), 'frac'), 'flipped-wrong-fraction', w.t('Flip the divisor (the second fraction), not the first.', 'Voltea el divisor (la segunda fracción), no la primera.')) : null,
      ],
    );
  },
};
