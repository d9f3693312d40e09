import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';
import { factor, num, quadratic, signed } from './terms.js';

/**
 * Algebra 1 stretch (A-REI.B.4b): the larger solution of a quadratic equation. d1 x² = n²; d2 ax² = k
 * or x² + c = d; d3 (x − h)² = n² by square roots; d4 x² + bx + c = 0 by factoring; d5 x² + bx = c,
 * brought to 0 first.
 */
export const reiSolveQuadratics: SkillGenerator = {
  skillId: 'g9.rei.solve-quadratics',
  grade: 8,
  edge: 'stretch',
  domain: 'rei',
  ccss: ['A-REI.B.4'],
  topic: 'Algebra 1 preview',
  subtopic: 'Solving quadratic equations',
  prereqs: ['g9.sse.factor-quadratics'],
  estTimeSec: times(30, 120),
  version: '1.0.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const who = someone(rng, w);
    const ask = (eq: string): string =>
      w.es
        ? rng.pick([
            `Resuelve ${eq}. Escribe la solución mayor.`,
            `¿Cuál es la solución mayor de ${eq}?`,
            `${eq} tiene dos soluciones. ¿Cuál es la mayor?`,
            `${who} resuelve ${eq}. ¿Cuál es la solución mayor que encuentra?`,
            `Encuentra la solución más grande de ${eq}.`,
          ])
        : rng.pick([
            `Solve ${eq}. Give the larger solution.`,
            `What is the larger solution of ${eq}?`,
            `${eq} has two solutions. Which is the larger one?`,
            `${who} solves ${eq}. What is the larger solution ${who} finds?`,
            `Find the greater solution of ${eq}.`,
          ]);
    if (difficulty <= 3) {
      const n = rng.int(2, 12);
      let eq: string;
      let steps: string[];
      let ans = n;
      if (difficulty === 1) {
        eq = `x² = ${n * n}`;
        steps = [w.t(`Take the square root of both sides: x = √${n * n} or x = −√${n * n}.`, `Saca la raíz cuadrada de ambos lados: x = √${n * n} o x = −√${n * n}.`)];
      } else if (difficulty === 2) {
        const a = rng.int(2, 5);
        const c = rng.int(1, 30);
        if (rng.bool()) {
          eq = `${a}x² = ${a * n * n}`;
          steps = [w.t(`Divide both sides by ${a}: x² = ${n * n}.`, `Divide ambos lados entre ${a}: x² = ${n * n}.`)];
        } else {
          eq = `x² + ${c} = ${n * n + c}`;
          steps = [w.t(`Subtract ${c} from both sides: x² = ${n * n}.`, `Resta ${c} de ambos lados: x² = ${n * n}.`)];
        }
        steps.push(w.t(`Take the square root of both sides: x = √${n * n} or x = −√${n * n}.`, `Saca la raíz cuadrada de ambos lados: x = √${n * n} o x = −√${n * n}.`));
      } else {
        const h = rng.int(-9, 9) || 1;
        ans = h + n;
        eq = `(x${signed(-h)})² = ${n * n}`;
        steps = [
          w.t(`Take the square root of both sides: x${signed(-h)} is √${n * n} or its opposite.`, `Saca la raíz cuadrada de ambos lados: x${signed(-h)} es √${n * n} o su opuesto.`),
          w.t(`The smaller solution: x = ${num(h)} − √${n * n} = ${num(h - n)}.`, `La solución menor: x = ${num(h)} − √${n * n} = ${num(h - n)}.`),
        ];
      }
      const answer = intAnswer(ans);
      const shift = ans - n;
      return {
        question: { text: ask(eq) },
        answer,
        hints: hints(
          difficulty === 1 ? w.t('x² is a square: which numbers squared make it?', 'x² es un cuadrado: ¿qué números al cuadrado lo dan?') : difficulty === 2 ? w.t('Get x² alone on one side first.', 'Primero deja x² sola en un lado.') : w.t('The bracket squared is a square number: take square roots before expanding anything.', 'El paréntesis al cuadrado es un número cuadrado: saca raíces cuadradas antes de desarrollar nada.'),
          w.t('A positive number has two square roots, one positive and one negative.', 'Un número positivo tiene dos raíces cuadradas, una positiva y una negativa.'),
          w.t('Find both solutions, then pick the larger one.', 'Encuentra las dos soluciones y luego elige la mayor.'),
        ),
        explanation: [
          ...steps,
          w.t(`The larger solution = ${num(ans)}.`, `La solución mayor = ${num(ans)}.`),
          w.t(`Check: (${num(ans)}${signed(-shift)})² = ${n * n}.`, `Comprueba: (${num(ans)}${signed(-shift)})² = ${n * n}.`),
        ],
        misconceptions: misconceptions(answer, [
          [difficulty === 3 ? h0(ans, n) : -n, difficulty === 3 ? 'smaller-root' : 'negative-root', w.t('That is the smaller solution. The question asks for the larger one.', 'Esa es la solución menor. La pregunta pide la mayor.')],
          [difficulty === 3 ? null : n * n, 'no-root', w.t('That is x², not x: take the square root.', 'Eso es x², no x: saca la raíz cuadrada.')],
          [difficulty === 3 ? n - shift : null, 'sign-of-shift', w.t('Check the sign inside the bracket: x − h = 0 means x = h.', 'Revisa el signo dentro del paréntesis: x − h = 0 significa x = h.')],
        ]),
      };
    }
    // d4, d5: integer roots r < s of x² − (r + s)x + rs = 0.
    // Neither root 0, so both brackets read x − a.
    const r = rng.int(-9, 8) || -1;
    let s = rng.int(r + 1, 9);
    if (s === 0) s = 1;
    const b = -(r + s);
    const c = r * s;
    const moved = difficulty === 5 && c !== 0;
    const eq = moved ? `${quadratic(1, b, 0)} = ${num(-c)}` : `${quadratic(1, b, c)} = 0`;
    const answer = intAnswer(s);
    // The check puts the solution back in, a negative one in brackets: "(−3)² − 2 × (−3) − 15".
    const S = s < 0 ? `(${num(s)})` : num(s);
    const check = `${S}²${b === 0 ? '' : `${signed(b)} × ${S}`}${signed(c)}`;
    return {
      question: { text: ask(eq) },
      answer,
      hints: hints(
        moved ? w.t('Move every term to one side so the other side is 0.', 'Pasa todos los términos a un lado para que el otro lado sea 0.') : w.t('Factor the left side into two brackets.', 'Factoriza el lado izquierdo en dos paréntesis.'),
        w.t('Look for two numbers that multiply to the constant term and add to the x coefficient.', 'Busca dos números que se multipliquen y den el término constante y que sumen el coeficiente de x.'),
        w.t('A product is 0 when one of its factors is 0: solve each bracket, then pick the larger solution.', 'Un producto es 0 cuando uno de sus factores es 0: resuelve cada paréntesis y elige la solución mayor.'),
      ),
      explanation: [
        ...(moved ? [w.t(`Bring ${num(-c)} to the left: ${quadratic(1, b, c)} = 0.`, `Pasa ${num(-c)} a la izquierda: ${quadratic(1, b, c)} = 0.`)] : []),
        w.t(`Factor: ${quadratic(1, b, c)} = ${factor(1, -r)}${factor(1, -s)}.`, `Factoriza: ${quadratic(1, b, c)} = ${factor(1, -r)}${factor(1, -s)}.`),
        w.t(`One bracket is 0 at the smaller solution, x = ${num(r)}.`, `Un paréntesis es 0 en la solución menor, x = ${num(r)}.`),
        w.t(`The larger solution = ${num(s)}.`, `La solución mayor = ${num(s)}.`),
        w.t(`Check: ${check} = 0.`, `Comprueba: ${check} = 0.`),
      ],
      misconceptions: misconceptions(answer, [
        [r, 'smaller-root', w.t('That is the smaller solution. The question asks for the larger one.', 'Esa es la solución menor. La pregunta pide la mayor.')],
        [-s, 'sign', w.t('If (x − a) = 0, then x = a: the solution has the opposite sign of the number in the bracket.', 'Si (x − a) = 0, entonces x = a: la solución tiene el signo opuesto al número del paréntesis.')],
      ]),
    };
  },
};

/** The smaller solution h − n of (x − h)² = n², from the larger one. */
function h0(larger: number, n: number): number {
  return larger - 2 * n;
}
