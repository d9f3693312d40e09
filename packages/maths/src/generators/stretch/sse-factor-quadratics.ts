import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { boxQuestion } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';
import { factor, lead, num, quadratic } from './terms.js';

/** A whole number in [lo, hi] that is not 0. */
function nonZero(rng: Rng, lo: number, hi: number): number {
  const n = rng.int(lo, hi - 1);
  return n >= 0 ? n + 1 : n;
}

/**
 * Algebra 1 stretch (A-SSE.A.2): the missing number of a factorisation, (ax + p)(x + ☐) = ax² + bx + c.
 * d1 both numbers positive; d2 one negative; d3 both negative; d4 a difference of squares; d5 a leading
 * coefficient of 2 or 3.
 */
export const sseFactorQuadratics: SkillGenerator = {
  skillId: 'g9.sse.factor-quadratics',
  grade: 8,
  edge: 'stretch',
  domain: 'sse',
  ccss: ['A-SSE.A.2'],
  topic: 'Algebra 1 preview',
  subtopic: 'Factoring quadratics',
  prereqs: [],
  estTimeSec: times(30, 90),
  version: '1.0.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let a = 1;
    let p: number;
    let q: number;
    if (difficulty === 1) [p, q] = [rng.int(1, 9), rng.int(1, 9)];
    else if (difficulty === 2) {
      p = rng.int(1, 9);
      q = -rng.int(1, 9);
      if (p + q === 0) q -= 1;
      if (rng.bool()) [p, q] = [q, p];
    } else if (difficulty === 3) [p, q] = [-rng.int(1, 9), -rng.int(1, 9)];
    else if (difficulty === 4) {
      a = rng.pick([1, 1, 2, 3]);
      p = rng.int(1, 9);
      q = -p;
      if (rng.bool()) [p, q] = [q, p];
    } else {
      a = rng.pick([2, 3]);
      p = nonZero(rng, -9, 9);
      q = nonZero(rng, -7, 7);
      if (a * q + p === 0) q += q > 0 ? 1 : -1;
    }
    // (ax + p)(x + q) for d5; (ax + p)(ax + q) for a difference of squares.
    const square = difficulty === 4;
    const A = square ? a * a : a;
    const B = square ? a * q + a * p : a * q + p;
    const C = p * q;
    const expanded = quadratic(A, B, C);
    const left = `${factor(a, p)}${square ? `(${a === 1 ? 'x' : `${a}x`} + ☐)` : '(x + ☐)'}`;
    const answer = intAnswer(q);
    return {
      question: { text: boxQuestion(rng, `${left} = ${expanded}`, w) },
      answer,
      hints: hints(
        w.t('Multiply out the brackets in your head: the two constant terms multiply to the constant term.', 'Multiplica los paréntesis mentalmente: los dos términos constantes se multiplican y dan el término constante.'),
        w.t(`So ${num(p)} × ☐ = ${num(C)}; the box may hold a negative number.`, `Entonces ${num(p)} × ☐ = ${num(C)}; el cuadro puede tener un número negativo.`),
        square
          ? w.t('A difference of squares has no x term: the x terms must cancel.', 'Una diferencia de cuadrados no tiene término en x: los términos en x se deben cancelar.')
          : w.t(`Then check the x term: it must come out as ${lead(B, 'x')}.`, `Luego comprueba el término en x: debe dar ${lead(B, 'x')}.`),
      ),
      explanation: [
        w.t(`The box times ${num(p)} makes the constant term, ${num(C)}.`, `El cuadro por ${num(p)} da el término constante, ${num(C)}.`),
        w.t(`The missing number = ${num(C)} ÷ ${num(p)} = ${num(q)}.`, `El número que falta = ${num(C)} ÷ ${num(p)} = ${num(q)}.`),
        w.t(
          `Check: the x terms are ${lead(a * q, 'x')} and ${lead(square ? a * p : p, 'x')}, which add to ${B === 0 ? '0' : lead(B, 'x')}.`,
          `Comprueba: los términos en x son ${lead(a * q, 'x')} y ${lead(square ? a * p : p, 'x')}, que suman ${B === 0 ? '0' : lead(B, 'x')}.`,
        ),
      ],
      misconceptions: misconceptions(answer, [
        [-q, 'sign', w.t(`Check the sign: ${num(p)} times your number must make ${num(C)}.`, `Revisa el signo: ${num(p)} por tu número debe dar ${num(C)}.`)],
        [C, 'constant', w.t('That is the whole constant term. The box holds the number that times the other constant makes it.', 'Ese es todo el término constante. El cuadro lleva el número que, multiplicado por la otra constante, lo da.')],
      ]),
    };
  },
};
