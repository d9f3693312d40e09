import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { lin } from '../shared/expressions.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { choiceAnswerIn } from '../shared/answers.js';
import { EN, type Words } from '../../language/index.js';

type Outcome = 'one solution' | 'no solution' | 'infinitely many';
const OPTIONS: Record<Outcome, string[]> = {
  'one solution': ['one', '1', 'one solution', '1 solution', 'exactly one', 'exactly one solution', 'a single solution'],
  'no solution': ['no solution', 'no solutions', 'none', 'no answer', '0', 'zero', '0 solutions', 'zero solutions', '∅', '{}', 'empty set'],
  'infinitely many': ['infinitely many', 'infinitely many solutions', 'infinite', 'infinite solutions', 'all numbers', 'all real numbers', 'any number', 'every number', 'many', '∞'],
};
const FEEDBACK: Record<Outcome, string> = {
  'one solution': 'When the x terms cancel, there is not exactly one solution: look at what is left.',
  'no solution': 'Check again: after simplifying, compare the x terms first, then the numbers.',
  'infinitely many': 'The x terms cancelling is not enough: the numbers left must also be equal for every x to work.',
};

/** The Spanish forms, the first being the label the child sees. */
const OPTIONS_ES: Record<Outcome, string[]> = {
  'one solution': ['una solución', 'una', '1 solución', 'exactamente una', 'exactamente una solución', 'solo una', 'una sola solución'],
  'no solution': ['ninguna solución', 'ninguna', 'sin solución', 'no tiene solución', 'cero soluciones', '0 soluciones', 'no hay solución'],
  'infinitely many': ['infinitas soluciones', 'infinitas', 'infinito', 'infinitamente muchas', 'todos los números', 'cualquier número', 'muchas'],
};
const FEEDBACK_ES: Record<Outcome, string> = {
  'one solution': 'Cuando los términos con x se cancelan, no hay exactamente una solución: mira lo que queda.',
  'no solution': 'Revisa otra vez: después de simplificar, compara primero los términos con x y luego los números.',
  'infinitely many': 'No basta con que se cancelen los términos con x: los números que quedan también tienen que ser iguales para que sirva cualquier x.',
};

const br = (a: number, b: number): string => `${a}(${lin([[1, 'x']], b)})`;

export const eeNumberOfSolutions: SkillGenerator = {
  skillId: 'g8.ee.number-of-solutions',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.C.7'],
  topic: 'Equations',
  subtopic: 'One, none or infinitely many?',
  prereqs: ['g8.ee.multistep-equations'],
  estTimeSec: times(20, 90),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    const u = rng.next();
    const weights: Record<number, [number, number]> = { 1: [0.55, 0.8], 2: [0.2, 0.8], 3: [0.35, 0.7], 4: [0.35, 0.7], 5: [0.35, 0.7] };
    const [w1, w2] = weights[difficulty]!;
    // d1 favours identities, d2 contradictions
    let outcome: Outcome = difficulty === 2 ? (u < w1 ? 'infinitely many' : u < w2 ? 'no solution' : 'one solution') : u < w1 ? 'infinitely many' : u < w2 ? 'no solution' : 'one solution';
    const a = rng.int(2, 6);
    const b = signedInt(rng, 1, 9);
    let left: string;
    let right: string;
    // reduced sides: A x + B and C x + D
    let A = a, B = 0, C = a, D = 0;
    const steps: string[] = [];
    if (difficulty === 1 || difficulty === 2) {
      B = b;
      D = outcome === 'infinitely many' ? b : outcome === 'no solution' ? b + signedInt(rng, 1, 5) : b;
      if (outcome === 'one solution') C = a + rng.pick([-1, 1]);
      left = lin([[A, 'x']], B);
      right = outcome === 'infinitely many' && difficulty === 1 ? `${fmtDecOrFrac(D)} + ${A}x` : lin([[C, 'x']], D);
    } else if (difficulty === 3) {
      B = a * b;
      D = outcome === 'no solution' ? a * b + signedInt(rng, 1, 6) : a * b;
      if (outcome === 'one solution') C = a + rng.pick([-1, 1, 2]);
      left = br(a, b);
      right = lin([[C, 'x']], D);
      steps.push(w.t(`Distribute: ${br(a, b)} = ${lin([[a, 'x']], a * b)}.`, `Distribuye: ${br(a, b)} = ${lin([[a, 'x']], a * b)}.`));
    } else if (difficulty === 4) {
      const p = rng.int(a + 1, a + 5);
      const q = p - a; // p x − q x = a x
      B = b;
      const e = signedInt(rng, 1, 6);
      D = outcome === 'no solution' ? b + signedInt(rng, 1, 4) : b;
      if (outcome === 'one solution') C = a + rng.pick([-1, 1]);
      const r = rng.int(1, C - 1 > 0 ? C - 1 : 1);
      left = `${lin([[p, 'x']], B)} − ${q}x`;
      right = `${lin([[r, 'x']], D - e)} ${e < 0 ? '−' : '+'} ${Math.abs(e)}${C - r !== 0 ? ` + ${C - r === 1 ? '' : C - r}x` : ''}`;
      steps.push(w.t(`Combine like terms on the left: ${p}x − ${q}x = ${a}x, so the left side is ${lin([[a, 'x']], B)}.`, `Combina términos semejantes a la izquierda: ${p}x − ${q}x = ${a}x, así que el lado izquierdo es ${lin([[a, 'x']], B)}.`));
      steps.push(w.t(`Combine like terms on the right: ${lin([[C, 'x']], D)}.`, `Combina términos semejantes a la derecha: ${lin([[C, 'x']], D)}.`));
    } else {
      // look-alikes: k(x + m) against kx + m, kx + km, or a one-solution trap
      const m = rng.int(1, 6);
      const k = a;
      B = k * m;
      left = br(k, m);
      if (outcome === 'no solution') {
        D = m;
        right = lin([[k, 'x']], m);
      } else if (outcome === 'infinitely many') {
        D = k * m;
        const half = k % 2 === 0 && rng.bool();
        right = half ? `2(${lin([[k / 2, 'x']], (k * m) / 2)})` : lin([[k, 'x']], k * m);
        if (half) steps.push(w.t(`Distribute on the right: 2(${lin([[k / 2, 'x']], (k * m) / 2)}) = ${lin([[k, 'x']], k * m)}.`, `Distribuye a la derecha: 2(${lin([[k / 2, 'x']], (k * m) / 2)}) = ${lin([[k, 'x']], k * m)}.`));
      } else {
        C = k + rng.pick([-1, 1]) * rng.int(1, k - 1);
        D = k * m;
        right = lin([[C, 'x']], D);
      }
      if (rng.bool()) [left, right] = [right, left];
      steps.unshift(w.t(`Distribute: ${br(k, m)} = ${lin([[k, 'x']], k * m)}.`, `Distribuye: ${br(k, m)} = ${lin([[k, 'x']], k * m)}.`));
      // keep the reduced sides in the displayed order
      if (left !== br(k, m)) [A, B, C, D] = [C, D, A, B];
    }
    if (A !== C) outcome = 'one solution';
    else outcome = B === D ? 'infinitely many' : 'no solution';
    const answer: AnswerSpec = w.es ? choiceAnswerIn(w, outcome, OPTIONS, OPTIONS_ES) : { format: 'choice', value: outcome, canonical: outcome, options: OPTIONS };
    const reduced = `${lin([[A, 'x']], B)} = ${lin([[C, 'x']], D)}`;
    const after = A === C ? `${fmtDecOrFrac(B)} = ${fmtDecOrFrac(D)}` : `${lin([[A - C, 'x']], 0)} = ${fmtDecOrFrac(D - B)}`;
    const verdict =
      outcome === 'infinitely many'
        ? w.t(`${fmtDecOrFrac(B)} = ${fmtDecOrFrac(D)} is always true, so every value of x works: infinitely many solutions.`, `${fmtDecOrFrac(B)} = ${fmtDecOrFrac(D)} siempre es cierto, así que sirve cualquier valor de x: infinitas soluciones.`)
        : outcome === 'no solution'
          ? w.t(`${fmtDecOrFrac(B)} = ${fmtDecOrFrac(D)} is never true, so no value of x works: no solution.`, `${fmtDecOrFrac(B)} = ${fmtDecOrFrac(D)} nunca es cierto, así que ningún valor de x sirve: ninguna solución.`)
          : w.t(`x = ${fmtDecOrFrac(D - B)} ÷ ${A - C < 0 ? `(${fmtDecOrFrac(A - C)})` : A - C} gives exactly one value: one solution.`, `x = ${fmtDecOrFrac(D - B)} ÷ ${A - C < 0 ? `(${fmtDecOrFrac(A - C)})` : A - C} da exactamente un valor: una solución.`);
    const checkX = outcome === 'one solution' ? null : 0;
    const check =
      checkX === null
        ? w.t(`Check: only that one x makes both sides equal.`, `Comprueba: solo ese valor de x hace iguales los dos lados.`)
        : w.t(`Check with x = 0: the left side is ${fmtDecOrFrac(B)} and the right side is ${fmtDecOrFrac(D)} — ${B === D ? 'equal, and the same happens for any x' : 'never equal, whatever x is'}.`, `Comprueba con x = 0: el lado izquierdo vale ${fmtDecOrFrac(B)} y el derecho ${fmtDecOrFrac(D)} — ${B === D ? 'iguales, y pasa lo mismo con cualquier x' : 'nunca son iguales, sea cual sea x'}.`);
    const misc = (Object.keys(OPTIONS) as Outcome[]).filter((o) => o !== outcome).map((o) => mis(o, o === 'one solution' ? 'one-because-there-is-an-x' : o === 'infinitely many' ? 'x-terms-cancel-means-infinite' : 'wrong-special-case', w.t(FEEDBACK[o], FEEDBACK_ES[o])));
    if (outcome !== 'one solution') misc.push(mis('x = 0', 'x-equals-zero', w.t(`0x = ${fmtDecOrFrac(D - B)} does not mean x = 0; ${outcome === 'no solution' ? 'no value of x makes it true' : 'every value of x makes it true'}.`, `0x = ${fmtDecOrFrac(D - B)} no quiere decir que x = 0; ${outcome === 'no solution' ? 'ningún valor de x lo hace cierto' : 'cualquier valor de x lo hace cierto'}.`)));
    return bodyByFormat(
      w.es ? `${rng.pick([
        `¿Cuántas soluciones tiene ${left} = ${right}?`,
        `${someone(rng, w)} escribe ${left} = ${right}. ¿Cuántas soluciones tiene?`,
        `¿${left} = ${right} tiene una solución, ninguna solución o infinitas soluciones?`,
        `Mira la ecuación ${left} = ${right}. ¿Cuántos valores de x la hacen cierta?`,
        `¿Cuántas soluciones hay para ${left} = ${right}?`,
      ])} Responde una solución, ninguna solución o infinitas soluciones.` : `${rng.pick([
        `How many solutions does ${left} = ${right} have?`,
        `${someone(rng)} writes ${left} = ${right}. How many solutions does it have?`,
        `Does ${left} = ${right} have one solution, no solution, or infinitely many?`,
        `Look at the equation ${left} = ${right}. How many values of x make it true?`,
        `How many solutions are there to ${left} = ${right}?`,
      ])} Answer one solution, no solution, or infinitely many.`,
      answer,
      [w.t('Simplify both sides completely.', 'Simplifica por completo los dos lados.'), steps[0] ?? w.t(`Compare the x terms: ${A}x on the left and ${C}x on the right.`, `Compara los términos con x: ${A}x a la izquierda y ${C}x a la derecha.`), A === C ? w.t(`Subtract ${A}x from both sides. Can ${fmtDecOrFrac(B)} ever equal ${fmtDecOrFrac(D)}?`, `Resta ${A}x en los dos lados. ¿Puede ${fmtDecOrFrac(B)} ser igual a ${fmtDecOrFrac(D)} alguna vez?`) : w.t(`The x terms are different (${A}x and ${C}x). What happens when you collect them on one side?`, `Los términos con x son distintos (${A}x y ${C}x). ¿Qué pasa cuando los juntas en un lado?`)],
      // The difference of the x coefficients is the step to fill in: the decision rests on whether it is 0.
      [...steps, w.t(`Simplified: ${reduced}.`, `Simplificada: ${reduced}.`), w.t(`The x coefficients, left minus right: ${A} − ${C} = ${A - C}.`, `Los coeficientes de x, izquierda menos derecha: ${A} − ${C} = ${A - C}.`), w.t(`${A === C ? `Subtract ${A}x from both sides` : `Collect the x terms on the left and the numbers on the right`}: ${after}.`, `${A === C ? `Resta ${A}x en los dos lados` : `Junta los términos con x a la izquierda y los números a la derecha`}: ${after}.`), verdict, check],
      misc,
    );
  },
};
