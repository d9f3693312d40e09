import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { misconceptions } from '../shared/misconceptions.js';
import { factorsOf } from '../shared/number-theory.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

const POOLS: Record<Difficulty, number[]> = {
  1: [6, 8, 10, 12, 14, 15, 16, 18, 20],
  2: [21, 22, 24, 26, 27, 28, 30, 32, 33, 34, 35, 36, 38, 39, 40],
  3: [42, 44, 45, 46, 48, 49, 50, 51, 52, 54, 55, 56, 57, 58, 60],
  4: [66, 70, 78, 80, 88, 60, 54, 56, 40, 42, 30, 48],
  5: [72, 84, 90, 96, 36, 64, 81, 100, 60, 48],
};

/**
 * The same task as a bare list or through arrays of things (4.OA.B.4: factor pairs are the sides of the
 * rectangles a number of squares can make), so each difficulty has well over 25 problems
 * (docs/maths/curriculum.md, "Variety").
 */
const ASK: ((n: number) => string)[] = [
  (n) => `List all the factors of ${n}.`,
  (n) => `${n} chairs are set out in equal rows with none left over. List every possible number of chairs in a row.`,
  (n) => `${n} square tiles make a rectangle with no gaps. List every possible number of tiles along one side.`,
  (n) => `${n} cookies are packed into bags, the same number in each bag and none left over. List every possible number of cookies in a bag.`,
  (n) => `Which whole numbers divide ${n} with no remainder? List them all.`,
];
const ASK_ES: ((n: number) => string)[] = [
  (n) => `Haz una lista de todos los factores de ${n}.`,
  (n) => `Se acomodan ${n} sillas en filas iguales sin que sobre ninguna. Haz una lista de todas las cantidades posibles de sillas por fila.`,
  (n) => `Con ${n} losetas cuadradas se forma un rectángulo sin huecos. Haz una lista de todas las cantidades posibles de losetas en un lado.`,
  (n) => `Se empacan ${n} galletas en bolsas, la misma cantidad en cada bolsa y sin que sobre ninguna. Haz una lista de todas las cantidades posibles de galletas por bolsa.`,
  (n) => `¿Qué números enteros dividen a ${n} sin dejar residuo? Escríbelos todos.`,
];

export const oaFactorsList: SkillGenerator = {
  skillId: 'g4.oa.factors-list',
  grade: 4,
  domain: 'oa',
  ccss: ['4.OA.B.4'],
  topic: 'Factors & multiples',
  subtopic: 'Find all the factors',
  prereqs: [],
  estTimeSec: times(30, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const n = rng.pick(POOLS[difficulty]);
    const f = factorsOf(n);
    const pairs: string[] = [];
    for (const a of f) if (a * a <= n) pairs.push(`${a} × ${n / a}`);
    const canonical = f.join(', ');
    const answer: AnswerSpec = { format: 'list', values: f.map(String), ordered: false, canonical };
    const mid = f.filter((x) => x !== 1 && x !== n);
    const missing = mid.length >= 2 ? mid[Math.floor(mid.length / 2) - (mid.length % 2 === 0 ? 1 : 0)]! : null;
    const multiples = [n, 2 * n, 3 * n, 4 * n].filter((m) => m < 1000);
    const upTo10 = f.filter((x) => x <= 10);
    if (w.es) {
      return {
        question: { text: rng.pick(ASK_ES)(n) },
        answer,
        hints: hints(
          `Los factores vienen en pares que multiplicados dan ${n}; empieza con 1 × ${n}.`,
          `Prueba 2, 3, 4, … en orden y escribe cada par cuyo producto sea ${n}.`,
          `Hasta ahora: ${pairs.slice(0, -1).join(', ') || `1 × ${n}`} — sigue probando hasta que los dos números de un par se junten.`,
        ),
        explanation: [
          `Prueba cada número desde el 1 para ver si divide a ${n} sin dejar residuo.`,
          ...pairs.map((p) => `${p} = ${n}`),
          `Los factores son ${canonical}.`,
          `Comprueba: cada par multiplicado da ${n}, y los pares se juntaron en ${pairs[pairs.length - 1]}, así que no falta ninguno.`,
        ],
        misconceptions: misconceptions(answer, [
          [mid.length ? mid.join(', ') : null, 'left-out-1-and-n', `No olvides el 1 y el mismo ${n}: 1 × ${n} = ${n}.`],
          [missing !== null ? f.filter((x) => x !== missing).join(', ') : null, 'missed-partner', `Te faltó el ${missing}: ${missing} × ${missing ? n / missing : 0} = ${n}. Escribe los dos números de cada par.`],
          [multiples.join(', '), 'listed-multiples', `Esos son múltiplos de ${n} (se obtienen multiplicando ${n}). Los factores dividen a ${n} exactamente.`],
          [upTo10.length < f.length ? upTo10.join(', ') : null, 'stopped-at-10', `Los factores pueden ser mayores que 10. Cada factor pequeño tiene su pareja: ${n} ÷ factor.`],
        ]),
      };
    }
    return {
      question: { text: rng.pick(ASK)(n) },
      answer,
      hints: hints(
        `Factors come in pairs that multiply to ${n}; start with 1 × ${n}.`,
        `Try 2, 3, 4, … in order and write each pair whose product is ${n}.`,
        `So far: ${pairs.slice(0, -1).join(', ') || `1 × ${n}`} — keep testing until the two numbers in a pair meet.`,
      ),
      explanation: [
        `Test each number from 1 upward to see whether it divides ${n} with no remainder.`,
        ...pairs.map((p) => `${p} = ${n}`),
        `The factors are ${canonical}.`,
        `Check: each pair multiplies to ${n}, and the pairs met at ${pairs[pairs.length - 1]}, so none is missing.`,
      ],
      misconceptions: misconceptions(answer, [
        [mid.length ? mid.join(', ') : null, 'left-out-1-and-n', `Don't forget 1 and ${n} itself: 1 × ${n} = ${n}.`],
        [missing !== null ? f.filter((x) => x !== missing).join(', ') : null, 'missed-partner', `You missed ${missing}: ${missing} × ${missing ? n / missing : 0} = ${n}. Write both numbers of every pair.`],
        [multiples.join(', '), 'listed-multiples', `Those are multiples of ${n} (you get them by multiplying ${n}). Factors divide ${n} exactly.`],
        [upTo10.length < f.length ? upTo10.join(', ') : null, 'stopped-at-10', `Factors can be bigger than 10. Each small factor has a partner: ${n} ÷ factor.`],
      ]),
    };
  },
};
