import type { Difficulty, GeneratedBody, Rng, SkillGenerator, UnitId } from '../../types.js';
import { fractionBars } from '../../diagrams/build.js';
import { fracAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { mixedWithDen } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, piecesEs, type Words } from '../../language/index.js';
import { calcQuestion } from '../shared/wording.js';

const DENS = [3, 4, 5, 6, 8, 10, 12];
/** [n, a, b] with n, a ≥ 2 and n × a/b below 1, b from DENS (d2). */
const BELOW_ONE: [number, number, number][] = DENS.flatMap((den) =>
  Array.from({ length: den }, (_, a) => a).flatMap((a) => (a < 2 ? [] : Array.from({ length: den }, (_, n) => n).filter((n) => n >= 2 && n * a < den).map((n): [number, number, number] => [n, a, den]))),
);
const STORIES: { unit: UnitId | null; make: (n: number, f: string) => string; what: string }[] = [
  { unit: 'L', make: (n, f) => `Each runner drinks ${f} liter of water. How much water do ${n} runners drink?`, what: 'liters' },
  { unit: 'mi', make: (n, f) => `Jada walks ${f} mile every day. How far does she walk in ${n} days?`, what: 'miles' },
  { unit: 'cup', make: (n, f) => `A muffin recipe uses ${f} cup of sugar. How much sugar is needed for ${n} batches?`, what: 'cups' },
  { unit: 'yd', make: (n, f) => `Each bow needs ${f} yard of ribbon. How much ribbon do ${n} bows need?`, what: 'yards' },
  { unit: null, make: (n, f) => `Each of ${n} friends eats ${f} of a pizza. How many pizzas do they eat in all?`, what: 'pizzas' },
];
/** The same stories in Spanish, index for index. */
const STORIES_ES: { make: (n: number, f: string) => string; what: string }[] = [
  { make: (n, f) => `Cada corredor toma ${f} de litro de agua. ¿Cuánta agua toman ${n} corredores?`, what: 'litros' },
  { make: (n, f) => `Ximena camina ${f} de milla todos los días. ¿Qué distancia camina en ${n} días?`, what: 'millas' },
  { make: (n, f) => `Una receta de panquecitos lleva ${f} de taza de azúcar. ¿Cuánta azúcar se necesita para ${n} tandas?`, what: 'tazas' },
  { make: (n, f) => `Cada moño necesita ${f} de yarda de listón. ¿Cuánto listón necesitan ${n} moños?`, what: 'yardas' },
  { make: (n, f) => `Cada uno de ${n} amigos se come ${f} de pizza. ¿Cuántas pizzas se comen en total?`, what: 'pizzas' },
];

export const nfMultiplyFractionByWhole: SkillGenerator = {
  skillId: 'g4.nf.multiply-fraction-by-whole',
  grade: 4,
  domain: 'nf',
  ccss: ['4.NF.B.4'],
  topic: 'Fractions',
  subtopic: 'Whole number × fraction',
  prereqs: ['g4.nf.add-subtract-like-denominators'],
  estTimeSec: times(20, 90),
  version: '1.4.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let b = rng.pick(difficulty === 2 ? DENS.slice(1) : DENS);
    let a: number;
    let n: number;
    if (difficulty === 1) {
      a = 1;
      n = rng.int(2, b - 1);
    } else if (difficulty === 2) {
      // Mostly a non-unit fraction whose product stays below 1 (every such one, drawn evenly); else 2 or 3 unit fractions.
      if (rng.bool(0.8)) [n, a, b] = rng.pick(BELOW_ONE);
      else {
        a = 1;
        n = rng.int(2, 3);
      }
    } else {
      a = rng.int(difficulty === 5 ? 2 : 1, b - 1);
      n = rng.int(Math.floor(b / a) + 1, Math.floor(b / a) + 5);
      if (difficulty >= 4 && n > 12) n = 12;
    }
    if (gcdN(a, b) !== 1 && difficulty === 1) a = 1;
    if ((n * a) % b === 0) n = n + 1 === b ? n + 2 : n + 1;
    if ((n * a) % b === 0) n += 1;
    const N = n * a;
    const storyIndex = difficulty >= 4 ? rng.int(0, STORIES.length - 1) : null;
    const story = storyIndex === null ? null : STORIES[storyIndex]!;
    const storyEs = storyIndex === null ? null : STORIES_ES[storyIndex]!;
    const text = story ? (w.es ? storyEs!.make(n, `${a}/${b}`) : story.make(n, `${a}/${b}`)) : calcQuestion(rng, `${n} × ${a}/${b}`, '', w);
    const pieces = piecesEs(b);
    const answer = fracAnswer(rat(N, b), 'optional', `${N}/${b}`, story?.unit ?? null);
    return {
      question: { text },
      // n × a/b as n bars of a/b (for the bare products with a few bars).
      ...(!story && n <= 6 ? { diagram: fractionBars(Array.from({ length: n }, () => [b, a, `${a}/${b}`] as [number, number, string])) } : {}),
      answer,
      hints: hints(
        w.t(`${n} × ${a}/${b} means ${n} groups of ${a}/${b}.`, `${n} × ${a}/${b} quiere decir ${n} grupos de ${a}/${b}.`),
        w.t(`That is ${n} × ${a} = ${N} pieces that are each 1/${b}.`, `Eso es ${n} × ${a} = ${N} partes, cada una de 1/${b}.`),
        N > b ? w.t(`Write the number of ${b}ths over ${b}; a fraction above 1 may also be written as a mixed number.`, `Escribe el número de ${pieces} sobre ${b}; una fracción mayor que 1 también se puede escribir como número mixto.`) : w.t(`Write the number of ${b}ths as a fraction.`, `Escribe el número de ${pieces} como fracción.`),
      ),
      explanation: [
        w.t(`${n} × ${a}/${b} = (${n} × ${a})/${b} — multiply only the numerator.`, `${n} × ${a}/${b} = (${n} × ${a})/${b}; multiplica solo el numerador.`),
        w.t(`Numerator: ${n} × ${a} = ${N}.`, `Numerador: ${n} × ${a} = ${N}.`),
        w.t(`${n} × ${a}/${b} = ${N}/${b}${N > b ? ` = ${mixedWithDen(N, b)}` : ''}${story?.unit ? ` ${story.what}` : ''}.`, `${n} × ${a}/${b} = ${N}/${b}${N > b ? ` = ${mixedWithDen(N, b)}` : ''}${story?.unit ? ` ${storyEs!.what}` : ''}.`),
        w.t(`Check: adding ${a}/${b} ${n} times gives ${N}/${b}.`, `Comprueba: sumar ${a}/${b} ${n} veces da ${N}/${b}.`),
      ],
      misconceptions: misconceptions(answer, [
        [`${N}/${n * b}`, 'multiplied-denominator', w.t(`Only the number of pieces is multiplied; the size of each piece (1/${b}) stays the same.`, `Solo se multiplica el número de partes; el tamaño de cada parte (1/${b}) no cambia.`)],
        [`${n} ${a}/${b}`, 'added-whole', w.t(`${n} × ${a}/${b} means ${n} groups of ${a}/${b}, not ${n} + ${a}/${b}.`, `${n} × ${a}/${b} quiere decir ${n} grupos de ${a}/${b}, no ${n} + ${a}/${b}.`)],
        [a > 1 ? `${n}/${b}` : null, 'ignored-numerator', w.t(`Each group is ${a} pieces, not 1.`, `Cada grupo tiene ${a} partes, no 1.`)],
      ]),
    };
  },
};
