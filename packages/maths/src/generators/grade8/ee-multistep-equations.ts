import { Rational, R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { lin, par } from '../shared/expressions.js';
import { fmtDecOrFrac, fmtFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { solveQuestion } from '../shared/solve-wording.js';
import { EN, type Words } from '../../language/index.js';

const coefText = (r: Rational): string => (r.isInteger() || r.isTerminating() ? fmtDecOrFrac(r) : fmtFrac(r));
const xTerm = (r: Rational): string => lin([[r, 'x']], 0);
/** "a(x + b)" with a possibly fractional coefficient. */
const bracket = (a: Rational, b: number, asFraction = false): string => `${a.eq(1) ? '' : asFraction ? fmtFrac(a) : coefText(a)}(${lin([[1, 'x']], b)})`;
/** Coefficient pairs p/q and r/s (lowest terms, different denominators, different values) for d5. */
const FRACTION_PAIRS: Array<[number, number, number, number]> = [];
for (const q of [2, 3, 4, 5, 6]) for (const s of [2, 3, 4, 5, 6]) if (q !== s) for (const p of [1, 2, 3, 5]) for (const r of [1, 2, 3]) if (gcdN(p, q) === 1 && gcdN(r, s) === 1 && p * s !== r * q) FRACTION_PAIRS.push([p, q, r, s]);
const solText = (r: Rational): string => `x = ${fmtFrac(r)}`;

export const eeMultistepEquations: SkillGenerator = {
  skillId: 'g8.ee.multistep-equations',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.C.7'],
  topic: 'Equations',
  subtopic: 'Multi-step linear equations',
  prereqs: ['g7.ee.two-step-equations', 'g7.ee.simplify-expressions'],
  estTimeSec: times(30, 150),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    const x0 = signedInt(rng, 1, 9);
    // Reduced form: A x + B = C x + D (after expanding / clearing)
    let A: Rational, B: Rational, C: Rational, D: Rational;
    let left: string, right: string;
    const pre: string[] = [];
    let scale = 1;
    const m: Misconception[] = [];
    if (difficulty === 1 || difficulty === 4) {
      if (difficulty === 1) {
        A = R(rng.int(2, 9));
        C = R(rng.int(1, 8));
        if (C.eq(A)) C = A.sub(1);
        B = R(signedInt(rng, 1, 12));
      } else {
        A = Rational.of(rng.int(2, 19), 10);
        C = Rational.of(rng.int(1, 18), 10);
        if (C.eq(A)) C = A.add(Rational.of(1, 10));
        B = Rational.of(signedInt(rng, 1, 50), 10);
      }
      D = A.sub(C).mul(x0).add(B);
      left = lin([[A, 'x']], B);
      right = lin([[C, 'x']], D);
      if (!A.add(C).eq(0)) m.push(mis(solText(D.sub(B).div(A.add(C))), 'sign-when-moving', w.t(`When you move ${coefText(C)}x to the other side, subtract it: ${coefText(A)}x − ${coefText(C)}x.`, `Cuando pasas ${coefText(C)}x al otro lado, lo restas: ${coefText(A)}x − ${coefText(C)}x.`)));
      if (!A.sub(C).eq(0)) m.push(mis(solText(D.add(B).div(A.sub(C))), 'sign-when-moving', w.t(`Undo ${B.sign() < 0 ? '−' : '+'} ${fmtDecOrFrac(B.abs())} by doing the opposite on both sides.`, `Deshaz el ${B.sign() < 0 ? '−' : '+'} ${fmtDecOrFrac(B.abs())} haciendo la operación contraria en los dos lados.`)));
      if (difficulty === 4) m.push(mis(solText(R(x0).mul(10)), 'decimal-slip', w.t('Keep track of the decimal point: check your answer by substituting.', 'Fíjate bien en el punto decimal: comprueba tu respuesta sustituyéndola.')));
    } else if (difficulty === 2) {
      const a = rng.int(2, 6);
      const b = signedInt(rng, 1, 9);
      const e = signedInt(rng, 1, 9);
      let c = rng.int(1, 7);
      if (c === a) c = a + 1;
      A = R(a);
      B = R(a * b + e);
      C = R(c);
      D = R(a * (x0 + b) + e - c * x0);
      left = `${bracket(A, b)} ${e < 0 ? '−' : '+'} ${Math.abs(e)}`;
      right = lin([[c, 'x']], D);
      pre.push(w.t(`Distribute: ${a}(${lin([[1, 'x']], b)}) = ${lin([[a, 'x']], a * b)}, so the left side is ${lin([[a, 'x']], a * b + e)}.`, `Distribuye: ${a}(${lin([[1, 'x']], b)}) = ${lin([[a, 'x']], a * b)}, así que el lado izquierdo es ${lin([[a, 'x']], a * b + e)}.`));
      m.push(mis(solText(D.sub(b + e).div(a - c)), 'distributed-first-term-only', w.t(`Multiply ${a} by both terms in the brackets: ${a} × ${par(b)} = ${fmtDecOrFrac(a * b)}.`, `Multiplica ${a} por los dos términos del paréntesis: ${a} × ${par(b)} = ${fmtDecOrFrac(a * b)}.`)));
    } else if (difficulty === 3) {
      let a = 0, b = 0, c = 0, d = 0;
      let ok = false;
      for (let i = 0; i < 20 && !ok; i++) {
        a = rng.int(2, 7);
        c = rng.int(2, 7);
        b = signedInt(rng, 1, 8);
        const k = a * (x0 + b) - c * x0;
        if (a !== c && k % c === 0 && k !== 0) {
          d = k / c;
          ok = true;
        }
      }
      if (!ok) {
        a = 3;
        c = 2;
        b = x0 % 2 === 0 ? 2 : 1;
        if (x0 + 3 * b === 0) b += 2;
        d = (x0 + 3 * b) / 2;
      }
      A = R(a);
      B = R(a * b);
      C = R(c);
      D = R(c * d);
      left = bracket(A, b);
      right = bracket(C, d);
      pre.push(w.t(`Distribute on both sides: ${lin([[a, 'x']], a * b)} = ${lin([[c, 'x']], c * d)}.`, `Distribuye en los dos lados: ${lin([[a, 'x']], a * b)} = ${lin([[c, 'x']], c * d)}.`));
      if (a !== c) m.push(mis(solText(R(d - b).div(a - c)), 'distributed-first-term-only', w.t('Multiply the number outside each bracket by both terms inside.', 'Multiplica el número de afuera de cada paréntesis por los dos términos de adentro.')));
    } else {
      // p/q(x − a) + b = r/s(x + c)
      const [p, q, r, s] = rng.pick(FRACTION_PAIRS);
      let k1 = 1, k2 = 2, bb = 0, aa = 0, cc = 0;
      for (let i = 0; i < 30; i++) {
        k1 = signedInt(rng, 1, 3);
        k2 = signedInt(rng, 1, 3);
        bb = r * k2 - p * k1;
        aa = x0 - q * k1;
        cc = s * k2 - x0;
        if (bb !== 0 && aa !== 0 && cc !== 0) break;
      }
      if (bb === 0 || aa === 0 || cc === 0) {
        // x0 + q and x0 - s are nonzero unless x0 = -q or x0 = s; shift k's far enough
        k1 = -5;
        k2 = 5;
        bb = r * k2 - p * k1;
        aa = x0 - q * k1;
        cc = s * k2 - x0;
      }
      const P = Rational.of(p, q);
      const Q = Rational.of(r, s);
      A = P;
      B = P.mul(-aa).add(bb);
      C = Q;
      D = Q.mul(cc);
      left = `${bracket(P, -aa, true)} ${bb < 0 ? '−' : '+'} ${Math.abs(bb)}`;
      right = bracket(Q, cc, true);
      const L = (q * s) / gcdN(q, s);
      pre.push(w.t(`Multiply every term by ${L} to clear the fractions: ${(L / q) * p}(${lin([[1, 'x']], -aa)}) ${bb < 0 ? '−' : '+'} ${Math.abs(bb * L)} = ${(L / s) * r}(${lin([[1, 'x']], cc)}).`, `Multiplica cada término por ${L} para quitar las fracciones: ${(L / q) * p}(${lin([[1, 'x']], -aa)}) ${bb < 0 ? '−' : '+'} ${Math.abs(bb * L)} = ${(L / s) * r}(${lin([[1, 'x']], cc)}).`));
      // forgot to multiply the constant b by L
      const Lp = (L / q) * p;
      const Lr = (L / s) * r;
      scale = L;
      pre.push(w.t(`Distribute: ${lin([[Lp, 'x']], -Lp * aa + bb * L)} = ${lin([[Lr, 'x']], Lr * cc)}.`, `Distribuye: ${lin([[Lp, 'x']], -Lp * aa + bb * L)} = ${lin([[Lr, 'x']], Lr * cc)}.`));
      if (Lp !== Lr) m.push(mis(solText(R(Lr * cc + Lp * aa - bb).div(Lp - Lr)), 'did-not-multiply-constant', w.t(`When you multiply by ${L}, multiply every term, including the ${fmtDecOrFrac(bb)}.`, `Cuando multipliques por ${L}, multiplica todos los términos, también el ${fmtDecOrFrac(bb)}.`)));
    }
    const sol = D.sub(B).div(A.sub(C));
    const leftVal = A.mul(sol).add(B);
    if (scale !== 1) {
      A = A.mul(scale);
      B = B.mul(scale);
      C = C.mul(scale);
      D = D.mul(scale);
    }
    const coef = A.sub(C);
    const rhs = D.sub(B);
    const answer: AnswerSpec = { format: 'solution', variable: 'x', value: sol.toString(), canonical: solText(sol) };
    const collected = `${xTerm(coef)} = ${fmtDecOrFrac(rhs)}`;
    const moveStep = w.t(`${C.sign() < 0 ? 'Add' : 'Subtract'} ${coefText(C.abs())}x on both sides and ${B.sign() < 0 ? 'add' : 'subtract'} ${fmtDecOrFrac(B.abs())}: ${collected}.`, `${C.sign() < 0 ? 'Suma' : 'Resta'} ${coefText(C.abs())}x en los dos lados y ${B.sign() < 0 ? 'suma' : 'resta'} ${fmtDecOrFrac(B.abs())}: ${collected}.`);
    return bodyByFormat(
      solveQuestion(rng, 'x', `${left} = ${right}`, w),
      answer,
      [
        difficulty === 5 ? w.t(`Clear the fractions first: multiply every term by the LCD of the denominators.`, `Primero quita las fracciones: multiplica cada término por el mínimo común denominador.`) : difficulty === 1 || difficulty === 4 ? w.t('Get the x terms on one side and the numbers on the other, doing the same to both sides.', 'Deja los términos con x en un lado y los números en el otro, haciendo lo mismo en los dos lados.') : w.t('Distribute first, then collect the x terms on one side.', 'Primero distribuye y luego junta los términos con x en un lado.'),
        pre[0] ?? w.t(`Start with ${lin([[A, 'x']], B)} = ${lin([[C, 'x']], D)}.`, `Empieza con ${lin([[A, 'x']], B)} = ${lin([[C, 'x']], D)}.`),
        coef.eq(1) ? w.t(`${C.sign() < 0 ? 'Add' : 'Subtract'} ${coefText(C.abs())}x on both sides: ${lin([[coef, 'x']], B)} = ${fmtDecOrFrac(D)}. Now ${B.sign() < 0 ? 'add' : 'subtract'} ${fmtDecOrFrac(B.abs())} on both sides.`, `${C.sign() < 0 ? 'Suma' : 'Resta'} ${coefText(C.abs())}x en los dos lados: ${lin([[coef, 'x']], B)} = ${fmtDecOrFrac(D)}. Ahora ${B.sign() < 0 ? 'suma' : 'resta'} ${fmtDecOrFrac(B.abs())} en los dos lados.`) : w.t(`${moveStep.replace(/: .*$/, '')}, so ${collected}; now divide.`, `${moveStep.replace(/: .*$/, '')}, así que ${collected}; ahora divide.`),
      ],
      [...pre.filter((t, i) => i === 0 || scale !== 1), ...(difficulty !== 2 ? [] : [`${lin([[A, 'x']], B)} = ${lin([[C, 'x']], D)}.`]), // With one x left the move step already gives x: it is the last step.
        ...(coef.eq(1) ? [moveStep] : [moveStep, `x = ${fmtDecOrFrac(rhs)} ÷ ${par(coef, coefText)} = ${fmtFrac(sol)}.`]), w.t(`Check: with x = ${fmtFrac(sol)} both sides equal ${fmtDecOrFrac(leftVal)}.`, `Comprueba: con x = ${fmtFrac(sol)}, los dos lados valen ${fmtDecOrFrac(leftVal)}.`)],
      m,
    );
  },
};
