import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { axisFor } from '../../diagrams/build.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const ORD = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];
/** Before "término": "primer", "tercer" drop their final "o". */
const ORD_ES = ['', 'primer', 'segundo', 'tercer', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno', 'décimo'];
import { EN, type Words } from '../../language/index.js';

export const oaTwoPatterns: SkillGenerator = {
  skillId: 'g5.oa.two-patterns',
  grade: 5,
  domain: 'oa',
  ccss: ['5.OA.B.3'],
  topic: 'Patterns',
  subtopic: 'Two patterns side by side',
  prereqs: ['g4.oa.number-patterns'],
  estTimeSec: times(30, 120),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    // d3 asks only how the two rules compare, so its first rule may add up to 10.
    const p = difficulty === 3 ? rng.int(2, 10) : rng.int(2, 6);
    const k = rng.int(2, 5);
    const q = p * k;
    /** The two rules in one of five wordings (drawn when the question is written, after the numbers). */
    const rulesText = (): string =>
      rng.pick(w.es ? [
        `El patrón A empieza en 0 y suma ${p}. El patrón B empieza en 0 y suma ${q}.`,
        `Dos patrones empiezan en 0. El patrón A suma ${p} cada vez y el patrón B suma ${q} cada vez.`,
        `${someone(rng, w)} hace dos patrones desde 0: el patrón A sube de ${p} en ${p} y el patrón B sube de ${q} en ${q}.`,
        `Patrón A: empieza en 0, suma ${p}. Patrón B: empieza en 0, suma ${q}.`,
        `Los dos patrones comienzan en 0. La regla del patrón A es "suma ${p}" y la regla del patrón B es "suma ${q}".`,
      ] : [
        `Pattern A starts at 0 and adds ${p}. Pattern B starts at 0 and adds ${q}.`,
        `Two patterns start at 0. Pattern A adds ${p} each time and pattern B adds ${q} each time.`,
        `${someone(rng)} makes two patterns from 0: pattern A goes up by ${p} and pattern B goes up by ${q}.`,
        `Pattern A: start at 0, add ${p}. Pattern B: start at 0, add ${q}.`,
        `Both patterns begin at 0. The rule for pattern A is "add ${p}" and the rule for pattern B is "add ${q}".`,
      ]);
    const listA = (n: number) => Array.from({ length: n }, (_, i) => i * p).join(', ');
    if (difficulty <= 3) {
      const i = rng.int(3, 7); // term index (0-based steps)
      const A = i * p;
      const B = i * q;
      let text: string, ans: number, h2: string, h3: string;
      if (difficulty === 1) {
        text = `${rulesText()} ${w.t(`When A is ${A}, what is the matching term in B?`, `Cuando A es ${A}, ¿cuál es el término que le corresponde en B?`)}`;
        ans = B;
        h2 = w.t(`A: ${listA(i + 1)} — ${A} is A's ${ORD[i + 1]} term.`, `A: ${listA(i + 1)}; ${A} es el ${ORD_ES[i + 1]} término de A.`);
        h3 = w.t(`Find B's ${ORD[i + 1]} term: 0, ${q}, ${2 * q}, … for ${i + 1} terms.`, `Busca el ${ORD_ES[i + 1]} término de B: 0, ${q}, ${2 * q}, … hasta tener ${i + 1} términos.`);
      } else if (difficulty === 2) {
        text = `${rulesText()} ${w.t(`When B is ${B}, what is the matching term in A?`, `Cuando B es ${B}, ¿cuál es el término que le corresponde en A?`)}`;
        ans = A;
        // Not B's list: its terms can be A's answer (B: 0, 10, 20 when A's term is 20).
        h2 = w.t(`B counts up in ${q}s from 0: how many steps does it take to reach ${B}?`, `B cuenta de ${q} en ${q} desde 0: ¿cuántos pasos necesita para llegar a ${B}?`);
        h3 = w.t(`Take that many steps of ${p} in pattern A, starting at 0.`, `Da esa misma cantidad de pasos de ${p} en el patrón A, empezando en 0.`);
      } else {
        text = `${rulesText()} ${w.t('Each term in B is how many times the matching term in A?', '¿Por cuánto se multiplica cada término de A para obtener el término que le corresponde en B?')}`;
        ans = k;
        h2 = w.t(`Pair them up: (${p}, ${q}), (${2 * p}, ${2 * q}), (${3 * p}, ${3 * q}).`, `Forma parejas: (${p}, ${q}), (${2 * p}, ${2 * q}), (${3 * p}, ${3 * q}).`);
        h3 = `${q} ÷ ${p} = ?`;
      }
      const answer = intAnswer(ans);
      // The first three pairs (A, B) as points: the asked term is further along.
      const pairs: [number, number][] = [0, 1, 2].map((j) => [j * p, j * q]);
      return {
        question: { text },
        diagram: { kind: 'function-graph', title: w.t('Pairs (A, B)', 'Parejas (A, B)'), x: axisFor([0, 2 * p], { minStep: 1, label: 'A' }), y: axisFor([0, 2 * q], { minStep: 1, label: 'B' }), series: [{ label: w.t('First three pairs', 'Las tres primeras parejas'), points: pairs, connect: false }] },
        answer,
        hints: hints(w.t('Write the two patterns in two rows and line up the matching terms.', 'Escribe los dos patrones en dos filas y alinea los términos que se corresponden.'), h2, h3),
        // Counting the steps from 0 is the step to fill in; the matching term (or the ratio) comes last.
        explanation:
          difficulty === 1
            ? [w.t(`Steps from 0 to ${A} in A: ${A} ÷ ${p} = ${i}.`, `Pasos de 0 a ${A} en A: ${A} ÷ ${p} = ${i}.`), w.t(`B after ${i} steps: ${i} × ${q} = ${B}.`, `B después de ${i} pasos: ${i} × ${q} = ${B}.`), `${w.t('Check', 'Comprueba')}: ${A} × ${k} = ${B}.`]
            : difficulty === 2
              ? [w.t(`Steps from 0 to ${B} in B: ${B} ÷ ${q} = ${i}.`, `Pasos de 0 a ${B} en B: ${B} ÷ ${q} = ${i}.`), w.t(`A after ${i} steps: ${i} × ${p} = ${A}.`, `A después de ${i} pasos: ${i} × ${p} = ${A}.`), `${w.t('Check', 'Comprueba')}: ${A} × ${k} = ${B}.`]
              : [w.t(`Pair the terms: (${p}, ${q}), (${2 * p}, ${2 * q}), (${3 * p}, ${3 * q}).`, `Forma parejas con los términos: (${p}, ${q}), (${2 * p}, ${2 * q}), (${3 * p}, ${3 * q}).`), w.t(`B ÷ A for any pair: ${q} ÷ ${p} = ${k}.`, `B ÷ A en cualquier pareja: ${q} ÷ ${p} = ${k}.`), `${w.t('Check', 'Comprueba')}: ${A} × ${k} = ${B}.`],
        misconceptions: misconceptions(answer, [
          [difficulty === 1 ? A + (q - p) : difficulty === 2 ? B - (q - p) : q - p, 'additive', w.t(`The patterns grow by different amounts each step, so the gap is not fixed. Compare them by multiplying.`, 'Los patrones crecen de forma distinta en cada paso, así que la diferencia no es fija. Compáralos multiplicando.')],
          [difficulty === 1 ? (i + 1) * q : difficulty === 2 ? (i - 1) * p : null, 'off-by-one', w.t('Count the terms again: the starting 0 is the 1st term.', 'Vuelve a contar los términos: el 0 del principio es el primer término.')],
        ]),
      };
    }
    const n = difficulty === 4 ? rng.int(3, 5) : rng.int(6, 9);
    const A = (n - 1) * p;
    const B = (n - 1) * q;
    const answer: AnswerSpec = { format: 'coordinate', x: String(A), y: String(B), canonical: `(${A}, ${B})` };
    return {
      question: { text: `${rulesText()} ${w.t(`Write the ${ORD[n]} terms as an ordered pair (A, B).`, `Escribe el ${ORD_ES[n]} término de cada patrón como un par ordenado (A, B).`)}` },
      answer,
      hints: hints(
        w.t('The starting 0 is the 1st term.', 'El 0 del principio es el primer término.'),
        `A: ${listA(Math.min(n, 4))}${n > 4 ? ', …' : ''}`,
        w.t(`Each term of B is ${k} times the matching term of A.`, `Cada término de B es ${k} veces el término que le corresponde en A.`),
      ),
      explanation: [
        w.t(`A's ${ORD[n]} term: ${n - 1} × ${p} = ${A}.`, `El ${ORD_ES[n]} término de A: ${n - 1} × ${p} = ${A}.`),
        w.t(`B's ${ORD[n]} term: ${n - 1} × ${q} = ${B}.`, `El ${ORD_ES[n]} término de B: ${n - 1} × ${q} = ${B}.`),
        w.t(`The pair is (${A}, ${B}).`, `El par es (${A}, ${B}).`),
        `${w.t('Check', 'Comprueba')}: ${B} = ${k} × ${A}.`,
      ],
      misconceptions: misconceptions(answer, [
        [`(${n * p}, ${n * q})`, 'zero-as-zeroth', w.t('The starting 0 is the 1st term, so you went one step too far.', 'El 0 del principio es el primer término, así que te pasaste un paso.')],
        [`(${B}, ${A})`, 'swapped-order', w.t('Write A first, then B: (A, B).', 'Escribe primero A y luego B: (A, B).')],
        [`(${A}, ${A + p})`, 'added-not-multiplied', w.t(`B is not A plus ${p}; each B term is ${k} times the A term.`, `B no es A más ${p}; cada término de B es ${k} veces el término de A.`)],
      ]),
    };
  },
};
