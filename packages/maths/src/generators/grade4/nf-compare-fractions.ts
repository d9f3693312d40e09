import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { fractionBars } from '../../diagrams/build.js';
import { cmpAnswer, cmpSymbol, cmpWord } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { misconceptions } from '../shared/misconceptions.js';
import { gcdN, lcmN } from '../shared/number-theory.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';
import { compareQuestion } from '../shared/compare-decimals.js';

const DENS = [2, 3, 4, 5, 6, 8, 10, 12];

/** Two children's shares of same-size wholes, for the wording with a story. */
const fractionStory = (who: string, other: string, x: string, y: string): string =>
  who === other ? `${who} ate ${x} of one pizza and ${y} of another pizza the same size.` : `${who} ate ${x} of a pizza and ${other} ate ${y} of a pizza the same size.`;
const fractionStoryEs = (who: string, other: string, x: string, y: string): string =>
  who === other ? `${who} se comió ${x} de una pizza y ${y} de otra pizza del mismo tamaño.` : `${who} se comió ${x} de una pizza y ${other} se comió ${y} de otra pizza del mismo tamaño.`;

export const nfCompareFractions: SkillGenerator = {
  skillId: 'g4.nf.compare-fractions',
  grade: 4,
  domain: 'nf',
  ccss: ['4.NF.A.2'],
  topic: 'Fractions',
  subtopic: 'Compare fractions',
  prereqs: ['g4.nf.equivalent-fractions'],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let a: number, b: number, c: number, d: number;
    let h1 = w.t('Rename both fractions with the same denominator, then compare the numerators.', 'Escribe las dos fracciones con el mismo denominador y luego compara los numeradores.');
    if (difficulty === 1) {
      b = d = rng.pick([4, 5, 6, 8, 10, 12]);
      a = rng.int(1, b - 1);
      c = rng.int(1, b - 2);
      if (c >= a) c++;
      h1 = w.t('The pieces are the same size, so compare how many pieces each fraction has.', 'Las partes son del mismo tamaño, así que compara cuántas partes tiene cada fracción.');
    } else if (difficulty === 2) {
      [b, d] = rng.shuffle(DENS).slice(0, 2) as [number, number];
      a = c = rng.int(1, Math.min(b, d) - 1);
      h1 = w.t('The numerators are the same, so compare the size of the pieces.', 'Los numeradores son iguales, así que compara el tamaño de las partes.');
    } else if (difficulty === 3) {
      const [x, m] = rng.pick([[2, 2], [2, 3], [2, 4], [2, 5], [2, 6], [3, 2], [3, 4], [4, 2], [4, 3], [5, 2], [6, 2]] as const);
      b = x;
      d = x * m;
      a = rng.int(1, b - 1);
      c = rng.int(1, d - 1);
      if (c === a * m && rng.bool(0.7)) c = c === d - 1 ? c - 1 : c + 1;
      if (rng.bool()) [a, b, c, d] = [c, d, a, b];
    } else if (difficulty === 4) {
      // one below 1/2 and one above, unrelated denominators
      [b, d] = rng.shuffle([3, 5, 8, 10, 12, 6, 4]).slice(0, 2) as [number, number];
      a = rng.int(1, Math.ceil(b / 2) - 1);
      c = rng.int(Math.floor(d / 2) + 1, d - 1);
      if (rng.bool()) [a, b, c, d] = [c, d, a, b];
      h1 = w.t('Compare each fraction with the benchmark 1/2.', 'Compara cada fracción con la referencia 1/2.');
    } else if (rng.bool(0.7)) {
      [b, d] = rng.pick([[5, 6], [6, 8], [3, 4], [4, 5], [8, 10], [10, 12], [5, 8], [4, 6]] as const);
      a = b - 1;
      c = d - 1;
      if (rng.bool(0.3)) {
        a = b - 2;
        c = d - 2;
      }
      if (rng.bool()) [a, b, c, d] = [c, d, a, b];
      h1 = w.t('Think about how far each fraction is from one whole.', 'Piensa en qué tan lejos está cada fracción de un entero.');
    } else {
      const [x, m] = rng.pick([[2, 3], [3, 4], [4, 3], [2, 5], [3, 2], [5, 2], [6, 2], [4, 2]] as const);
      b = x;
      a = rng.int(1, b - 1);
      c = a * m;
      d = b * m;
      if (gcdN(a, b) !== 1) a = 1;
      c = a * m;
      if (rng.bool()) [a, b, c, d] = [c, d, a, b];
    }
    const L = rat(a, b);
    const Rv = rat(c, d);
    const answer = cmpAnswer(L, Rv, w);
    const sym = answer.canonical;
    const m = lcmN(b, d);
    const A = (a * m) / b;
    const C = (c * m) / d;
    const denGuess = b === d ? null : b > d ? '>' : '<';
    const numGuess = a === c ? '=' : a > c ? '>' : '<';
    return {
      question: { text: compareQuestion(rng, `${a}/${b}`, `${c}/${d}`, (w.es ? fractionStoryEs : fractionStory)(someone(rng, w), someone(rng, w), `${a}/${b}`, `${c}/${d}`), w) },
      // Each fraction as a shaded bar, the bars the same length (the same whole).
      diagram: fractionBars([[b, a, `${a}/${b}`], [d, c, `${c}/${d}`]]),
      answer,
      hints: hints(
        h1,
        b === d ? w.t(`Both are ${b}ths: ${a} pieces and ${c} pieces.`, `Las dos tienen denominador ${b}: ${a} partes y ${c} partes.`) : w.t(`Use ${m} as the common denominator: ${a}/${b} = ${A}/${m}.`, `Usa ${m} como denominador común: ${a}/${b} = ${A}/${m}.`),
        b === d ? w.t(`Which is more pieces, ${a} or ${c}?`, `¿Cuántas partes son más, ${a} o ${c}?`) : w.t(`And ${c}/${d} = ${C}/${m}. Compare ${A} and ${C}.`, `Y ${c}/${d} = ${C}/${m}. Compara ${A} y ${C}.`),
      ),
      explanation: [
        w.t(`Rename both fractions as ${m}ths: ${a}/${b} = ${A}/${m} and ${c}/${d} = ${C}/${m}.`, `Escribe las dos fracciones con denominador ${m}: ${a}/${b} = ${A}/${m} y ${c}/${d} = ${C}/${m}.`),
        w.t(`${A} ${cmpSymbol(A, C)} ${C}, so ${a}/${b} ${sym} ${c}/${d}.`, `${A} ${cmpSymbol(A, C)} ${C}, así que ${a}/${b} ${sym} ${c}/${d}.`),
        w.t(`Check: ${a}/${b} is ${cmpWord(sym)} ${c}/${d}${difficulty === 4 ? ' — one is below 1/2 and the other above' : ''}.`, `Comprueba: ${a}/${b} es ${cmpWord(sym, w)} ${c}/${d}${difficulty === 4 ? '; una está abajo de 1/2 y la otra arriba' : ''}.`),
      ],
      misconceptions: misconceptions(answer, [
        [denGuess, 'bigger-denominator-bigger', w.t(`A bigger denominator means smaller pieces, not a bigger fraction.`, `Un denominador más grande quiere decir partes más pequeñas, no una fracción más grande.`)],
        [numGuess, 'compared-numerators-only', w.t('Comparing only the numerators ignores the size of the pieces.', 'Si comparas solo los numeradores, no tomas en cuenta el tamaño de las partes.')],
        [difficulty === 5 && b - a === d - c ? '=' : null, 'same-gap-equal', w.t(`Both are ${b - a} piece${b - a > 1 ? 's' : ''} from 1, but the pieces are different sizes.`, `Las dos están a ${b - a} parte${b - a > 1 ? 's' : ''} de 1, pero las partes son de distinto tamaño.`)],
      ]),
    };
  },
};
