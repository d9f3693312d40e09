import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { boxQuestion, calcQuestion } from '../shared/wording.js';

/** The facts of each rung: the factor that is not 1–10 at random. */
const FACTORS: Record<Difficulty, readonly number[]> = {
  1: [2, 5, 10],
  2: [3, 4],
  3: [6, 7, 8, 9],
  4: [2, 3, 4, 5],
  5: [6, 7, 8, 9],
};

/**
 * Grade 3 review (3.OA.C.7): multiplication facts within 100 (d1–d3, from the easy tables to the hard
 * ones), division facts (d4) and a missing factor or a division by 6–9 (d5).
 */
export const oaMultiplyDivideWithin100: SkillGenerator = {
  skillId: 'g3.oa.multiply-divide-within-100',
  grade: 4,
  edge: 'review',
  domain: 'oa',
  ccss: ['3.OA.C.7'],
  topic: 'Multiplying & dividing',
  subtopic: 'Times tables',
  prereqs: [],
  estTimeSec: times(10, 30),
  version: '1.0.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const f = rng.pick(FACTORS[difficulty]);
    const g = rng.int(2, 10);
    const product = f * g;
    if (difficulty <= 3) {
      // Either order: 7 × 8 or 8 × 7.
      const [a, b] = rng.bool() ? [f, g] : [g, f];
      const answer = intAnswer(product);
      return {
        question: { text: calcQuestion(rng, `${a} × ${b}`, '', w) },
        answer,
        hints: hints(
          w.t(`${a} × ${b} means ${a} groups of ${b}.`, `${a} × ${b} significa ${a} grupos de ${b}.`),
          w.t(`Skip-count by ${b}, ${a} times.`, `Cuenta de ${b} en ${b}, ${a} veces.`),
          w.t(`Or start from a fact you know, such as ${a - 1} × ${b}, and add one more ${b}.`, `O empieza con una multiplicación que ya sepas, como ${a - 1} × ${b}, y suma un ${b} más.`),
        ),
        explanation: [
          w.t(`${a} × ${b} is ${a} groups of ${b}.`, `${a} × ${b} son ${a} grupos de ${b}.`),
          w.t(`Start from ${a - 1} × ${b} = ${(a - 1) * b} and add one more ${b}.`, `Empieza con ${a - 1} × ${b} = ${(a - 1) * b} y suma un ${b} más.`),
          `${a} × ${b} = ${product}.`,
          w.t(`Check: ${product} ÷ ${b} = ${a}.`, `Comprueba: ${product} ÷ ${b} = ${a}.`),
        ],
        misconceptions: misconceptions(answer, [
          [a + b, 'added', w.t('You added the numbers. × means groups of: multiply them.', 'Sumaste los números. × significa grupos de: multiplícalos.')],
          [product - b, 'one-group-short', w.t(`That is one group of ${b} too few.`, `Te falta un grupo de ${b}.`)],
          [product + b, 'one-group-over', w.t(`That is one group of ${b} too many.`, `Tienes un grupo de ${b} de más.`)],
        ]),
      };
    }
    // Division facts: product ÷ f, or (d5, half the time) the missing factor f × ☐ = product.
    const missing = difficulty === 5 && rng.bool();
    const answer = intAnswer(g);
    const text = missing ? boxQuestion(rng, `${f} × ☐ = ${product}`, w) : calcQuestion(rng, `${product} ÷ ${f}`, '', w);
    return {
      question: { text },
      answer,
      hints: hints(
        missing
          ? w.t(`Which number of groups of ${f} makes ${product}?`, `¿Cuántos grupos de ${f} forman ${product}?`)
          : w.t(`${product} ÷ ${f} asks how many groups of ${f} make ${product}.`, `${product} ÷ ${f} pregunta cuántos grupos de ${f} forman ${product}.`),
        w.t(`Think of the times table of ${f}: ${f} × ? = ${product}.`, `Piensa en la tabla del ${f}: ${f} × ? = ${product}.`),
        w.t(`Skip-count by ${f} until you reach ${product}, and count the steps.`, `Cuenta de ${f} en ${f} hasta llegar a ${product} y cuenta los saltos.`),
      ),
      explanation: [
        missing
          ? w.t(`Find the number of groups of ${f} that make ${product}.`, `Busca cuántos grupos de ${f} forman ${product}.`)
          : w.t(`Division undoes multiplication: find the fact ${f} × ? = ${product}.`, `La división deshace la multiplicación: busca la multiplicación ${f} × ? = ${product}.`),
        w.t(`Skip-count by ${f} up to ${product}.`, `Cuenta de ${f} en ${f} hasta ${product}.`),
        missing ? w.t(`The missing factor = ${g}.`, `El factor que falta = ${g}.`) : `${product} ÷ ${f} = ${g}.`,
        w.t(`Check: ${f} × ${g} = ${product}.`, `Comprueba: ${f} × ${g} = ${product}.`),
      ],
      misconceptions: misconceptions(answer, [
        [product - f, 'subtracted', w.t('You subtracted. Find how many groups fit instead.', 'Restaste. Busca cuántos grupos caben.')],
        [g + 1, 'one-group-over', w.t(`Count the groups of ${f} again: that is one too many.`, `Vuelve a contar los grupos de ${f}: es uno de más.`)],
        [g - 1, 'one-group-short', w.t(`Count the groups of ${f} again: that is one too few.`, `Vuelve a contar los grupos de ${f}: es uno de menos.`)],
      ]),
    };
  },
};
