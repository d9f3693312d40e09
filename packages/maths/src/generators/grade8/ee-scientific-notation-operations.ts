import { Rational, R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { normSci } from '../shared/arithmetic.js';
import { par } from '../shared/expressions.js';
import { fmtDecOrFrac, fmtInt, sciSup, sciText } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

const tenths = (n: number): Rational => Rational.of(n, 10);
const okCoef = (c: Rational): boolean => c.cmp(1) >= 0 && c.cmp(10) < 0 && 100n % c.den === 0n;

export const eeScientificNotationOperations: SkillGenerator = {
  skillId: 'g8.ee.scientific-notation-operations',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.A.3', '8.EE.A.4'],
  topic: 'Exponents & roots',
  subtopic: 'Calculate in scientific notation',
  prereqs: ['g8.ee.scientific-notation'],
  estTimeSec: times(30, 120),
  version: '1.0.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    if (difficulty === 3) {
      const c2 = rng.int(1, 4);
      const q = rng.int(2, Math.floor(9 / c2));
      const c1 = q * c2;
      const n = rng.int(2, 6);
      const m = n + rng.int(2, 5);
      const ratio = R(q).mul(R(10).pow(m - n));
      const A = sciSup(R(c1), m);
      const B = sciSup(R(c2), n);
      const answer: AnswerSpec = { format: 'number', value: ratio.toString(), canonical: fmtDecOrFrac(ratio) };
      const misc: Misconception[] = [
        mis(fmtInt(q * (m - n)), 'multiplied-by-exponent-difference', w.t(`10${'^'}${m - n} means ${m - n} factors of 10, not × ${m - n}.`, `10${'^'}${m - n} quiere decir ${m - n} factores de 10, no × ${m - n}.`)),
        mis(fmtDecOrFrac(R(q).mul(R(10).pow(m + n))), 'added-exponents', w.t('To compare by dividing, subtract the exponents.', 'Para comparar dividiendo, resta los exponentes.')),
        mis(fmtDecOrFrac(R(10).pow(m - n)), 'ignored-coefficients', w.t(`Divide the coefficients too: ${c1} ÷ ${c2}.`, `Divide también los coeficientes: ${c1} ÷ ${c2}.`)),
      ];
      return bodyByFormat(
        w.t(`How many times as large is ${A} as ${B}?`, `¿Cuántas veces más grande que ${B} es ${A}?`),
        answer,
        [w.t('"How many times as large" means divide the larger number by the smaller.', '"Cuántas veces más grande" quiere decir dividir el número mayor entre el menor.'), w.t(`Divide the coefficients: ${c1} ÷ ${c2} = ${q}.`, `Divide los coeficientes: ${c1} ÷ ${c2} = ${q}.`), w.t(`Divide the powers of 10: 10^${m} ÷ 10^${n} = 10^${m - n}; now multiply by ${q}.`, `Divide las potencias de 10: 10^${m} ÷ 10^${n} = 10^${m - n}; ahora multiplica por ${q}.`)],
        [`(${A}) ÷ (${B}) = (${c1} ÷ ${c2}) × (10^${m} ÷ 10^${n}).`, w.t(`${c1} ÷ ${c2} = ${q} and 10^${m} ÷ 10^${n} = 10^${m - n} = ${fmtDecOrFrac(R(10).pow(m - n))}.`, `${c1} ÷ ${c2} = ${q} y 10^${m} ÷ 10^${n} = 10^${m - n} = ${fmtDecOrFrac(R(10).pow(m - n))}.`), `${q} × ${fmtDecOrFrac(R(10).pow(m - n))} = ${fmtDecOrFrac(ratio)}.`, w.t(`Check: ${fmtDecOrFrac(ratio)} × ${B} = ${A}.`, `Comprueba: ${fmtDecOrFrac(ratio)} × ${B} = ${A}.`)],
        misc,
      );
    }
    const multiply = difficulty <= 2;
    let a: Rational = R(2);
    let b: Rational = R(3);
    for (let i = 0; i < 30; i++) {
      if (difficulty === 1) {
        a = rng.bool(0.6) ? R(rng.int(1, 4)) : tenths(rng.int(11, 40));
        b = R(rng.int(2, 4));
        if (okCoef(a) && a.mul(b).cmp(10) < 0 && !a.eq(1)) break;
      } else if (difficulty === 2) {
        a = rng.bool(0.5) ? R(rng.int(2, 9)) : tenths(rng.int(12, 95));
        b = R(rng.int(2, 9));
        if (okCoef(a) && a.mul(b).cmp(10) >= 0 && okCoef(normSci(a.mul(b)).coef)) break;
      } else {
        b = rng.pick([tenths(12), tenths(15), R(2), tenths(25), R(3), R(4), tenths(16), R(5), R(8)]);
        const q = rng.pick([tenths(15), R(2), tenths(25), R(3), tenths(35), R(4), R(5), R(6), tenths(4), tenths(5), tenths(8), tenths(25).div(10)]);
        a = q.mul(b);
        if (okCoef(a) && !q.eq(1)) break;
        a = R(6);
        b = R(2);
      }
    }
    let m: number;
    let n: number;
    if (difficulty === 1 || difficulty === 2) {
      m = rng.int(2, 9) * (difficulty === 2 && rng.bool(0.3) ? -1 : 1);
      n = rng.int(2, 9);
    } else if (difficulty === 4) {
      n = rng.int(2, 6);
      m = n + rng.int(1, 8);
    } else {
      m = rng.int(3, 12) * (rng.bool(0.3) ? -1 : 1);
      n = -rng.int(2, 9);
    }
    const raw = multiply ? a.mul(b) : a.div(b);
    const rawExp = multiply ? m + n : m - n;
    const { coef, exp: shift } = normSci(raw);
    const exp = rawExp + shift;
    const A = sciSup(a, m);
    const B = sciSup(b, n);
    const op = multiply ? '×' : '÷';
    const answer: AnswerSpec = { format: 'scientific', coefficient: coef.toString(), exponent: exp, canonical: sciText(coef, exp) };
    const misc: Misconception[] = [];
    if (multiply) {
      misc.push(mis(sciText(coef, m * n + shift), 'multiplied-exponents', w.t('When you multiply powers of 10, add the exponents.', 'Cuando multiplicas potencias de 10, sumas los exponentes.')));
      if (shift !== 0) misc.push(mis(sciText(coef, rawExp), 'renormalised-without-exponent', w.t(`${fmtDecOrFrac(raw)} = ${fmtDecOrFrac(coef)} × 10, so the exponent goes up by 1.`, `${fmtDecOrFrac(raw)} = ${fmtDecOrFrac(coef)} × 10, así que el exponente sube 1.`)));
      const sum = a.add(b);
      if (sum.cmp(10) < 0) misc.push(mis(sciText(sum, rawExp), 'added-coefficients', w.t('Multiply the coefficients; do not add them.', 'Multiplica los coeficientes; no los sumes.')));
    } else {
      if (n < 0) misc.push(mis(sciText(coef, m + n + shift), 'subtracting-negative', w.t(`Subtracting a negative adds: ${fmtDecOrFrac(m)} − ${par(n)} = ${fmtDecOrFrac(m)} + ${fmtDecOrFrac(-n)}.`, `Restar un negativo es sumar: ${fmtDecOrFrac(m)} − ${par(n)} = ${fmtDecOrFrac(m)} + ${fmtDecOrFrac(-n)}.`)));
      else misc.push(mis(sciText(coef, m + n + shift), 'added-exponents', w.t('When you divide powers of 10, subtract the exponents.', 'Cuando divides potencias de 10, restas los exponentes.')));
      misc.push(mis(sciText(coef, m * n + shift), 'multiplied-exponents', w.t('When you divide powers of 10, subtract the exponents.', 'Cuando divides potencias de 10, restas los exponentes.')));
      if (shift !== 0) misc.push(mis(sciText(coef, rawExp), 'renormalised-without-exponent', w.t(`${fmtDecOrFrac(raw)} = ${fmtDecOrFrac(coef)} × 10${shift < 0 ? '⁻¹' : ''}, so the exponent changes by ${fmtDecOrFrac(shift)}.`, `${fmtDecOrFrac(raw)} = ${fmtDecOrFrac(coef)} × 10${shift < 0 ? '⁻¹' : ''}, así que el exponente cambia ${fmtDecOrFrac(shift)}.`)));
    }
    const expStep = multiply ? `${fmtDecOrFrac(m)} + ${fmtDecOrFrac(n)}` : `${fmtDecOrFrac(m)} − ${par(n)}`;
    const hints: [string, string, string] = multiply
      ? [w.t(`Multiply the coefficients: ${fmtDecOrFrac(a)} × ${fmtDecOrFrac(b)}. Then add the exponents: ${expStep}.`, `Multiplica los coeficientes: ${fmtDecOrFrac(a)} × ${fmtDecOrFrac(b)}. Luego suma los exponentes: ${expStep}.`), w.t(`${fmtDecOrFrac(a)} × ${fmtDecOrFrac(b)} = ${fmtDecOrFrac(raw)} and 10^${fmtDecOrFrac(m)} × 10^${fmtDecOrFrac(n)} = 10^${fmtDecOrFrac(rawExp)}.`, `${fmtDecOrFrac(a)} × ${fmtDecOrFrac(b)} = ${fmtDecOrFrac(raw)} y 10^${fmtDecOrFrac(m)} × 10^${fmtDecOrFrac(n)} = 10^${fmtDecOrFrac(rawExp)}.`), shift !== 0 ? w.t(`${fmtDecOrFrac(raw)} is not between 1 and 10: write it as ${fmtDecOrFrac(coef)} × 10${shift === 1 ? '' : '^' + fmtDecOrFrac(shift)} and adjust the exponent.`, `${fmtDecOrFrac(raw)} no está entre 1 y 10: escríbelo como ${fmtDecOrFrac(coef)} × 10${shift === 1 ? '' : '^' + fmtDecOrFrac(shift)} y ajusta el exponente.`) : w.t(`Put the two parts together: ${fmtDecOrFrac(raw)} × 10 to the power ${fmtDecOrFrac(rawExp)}; is ${fmtDecOrFrac(raw)} between 1 and 10?`, `Junta las dos partes: ${fmtDecOrFrac(raw)} × 10 a la potencia ${fmtDecOrFrac(rawExp)}; ¿está ${fmtDecOrFrac(raw)} entre 1 y 10?`)]
      : [w.t(`Divide the coefficients: ${fmtDecOrFrac(a)} ÷ ${fmtDecOrFrac(b)}.`, `Divide los coeficientes: ${fmtDecOrFrac(a)} ÷ ${fmtDecOrFrac(b)}.`), w.t(`Subtract the exponents: ${expStep}.`, `Resta los exponentes: ${expStep}.`), n < 0 ? w.t(`${fmtDecOrFrac(m)} − ${par(n)} = ${fmtDecOrFrac(m)} + ${fmtDecOrFrac(-n)}. Check the coefficient is between 1 and 10.`, `${fmtDecOrFrac(m)} − ${par(n)} = ${fmtDecOrFrac(m)} + ${fmtDecOrFrac(-n)}. Revisa que el coeficiente esté entre 1 y 10.`) : w.t(`${fmtDecOrFrac(a)} ÷ ${fmtDecOrFrac(b)} = ${fmtDecOrFrac(raw)}; make sure the coefficient is between 1 and 10.`, `${fmtDecOrFrac(a)} ÷ ${fmtDecOrFrac(b)} = ${fmtDecOrFrac(raw)}; asegúrate de que el coeficiente esté entre 1 y 10.`)];
    const expl = [
      w.t(`Group the parts: (${fmtDecOrFrac(a)} ${op} ${fmtDecOrFrac(b)}) × (10^${fmtDecOrFrac(m)} ${op} 10^${fmtDecOrFrac(n)}).`, `Agrupa las partes: (${fmtDecOrFrac(a)} ${op} ${fmtDecOrFrac(b)}) × (10^${fmtDecOrFrac(m)} ${op} 10^${fmtDecOrFrac(n)}).`),
      `${fmtDecOrFrac(a)} ${op} ${fmtDecOrFrac(b)} = ${fmtDecOrFrac(raw)}; ${expStep} = ${fmtDecOrFrac(rawExp)}.`,
    ];
    if (shift !== 0) expl.push(w.t(`${fmtDecOrFrac(raw)} × 10^${fmtDecOrFrac(rawExp)} = ${fmtDecOrFrac(coef)} × 10^${fmtDecOrFrac(exp)} (coefficient between 1 and 10).`, `${fmtDecOrFrac(raw)} × 10^${fmtDecOrFrac(rawExp)} = ${fmtDecOrFrac(coef)} × 10^${fmtDecOrFrac(exp)} (coeficiente entre 1 y 10).`));
    expl.push(w.t(`Answer: ${sciText(coef, exp)}.`, `Respuesta: ${sciText(coef, exp)}.`));
    expl.push(
      multiply
        ? w.t(`Check: ${sciText(coef, exp)} ÷ (${sciText(b, n)}) = ${sciText(a, m)}.`, `Comprueba: ${sciText(coef, exp)} ÷ (${sciText(b, n)}) = ${sciText(a, m)}.`)
        : w.t(`Check: ${sciText(coef, exp)} × ${sciText(b, n)} = ${sciText(a, m)}.`, `Comprueba: ${sciText(coef, exp)} × ${sciText(b, n)} = ${sciText(a, m)}.`),
    );
    return bodyByFormat(w.t(`(${A}) ${op} (${B}) = ?  Give the answer in scientific notation.`, `(${A}) ${op} (${B}) = ?  Da la respuesta en notación científica.`), answer, hints, expl, misc);
  },
};
