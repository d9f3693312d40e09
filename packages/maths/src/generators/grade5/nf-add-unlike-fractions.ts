import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { fractionBars } from '../../diagrams/build.js';
import { fracAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtMixed, fmtMixedPlain } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { gcdN, lcmN } from '../shared/number-theory.js';
import { hints } from '../shared/problem-body.js';
import { coprimeNumerator } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';
import { EN, piecesEs, type Words } from '../../language/index.js';

export const nfAddUnlikeFractions: SkillGenerator = {
  skillId: 'g5.nf.add-unlike-fractions',
  grade: 5,
  domain: 'nf',
  ccss: ['5.NF.A.1'],
  topic: 'Fractions',
  subtopic: 'Adding & subtracting fractions with different denominators',
  prereqs: ['g4.nf.add-subtract-like-denominators', 'g4.nf.equivalent-fractions'],
  estTimeSec: times(30, 150),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let b: number, d: number, add = true, W1 = 0, W2 = 0;
    if (difficulty === 1) [b, d] = rng.pick([[2, 4], [2, 6], [3, 6], [2, 8], [4, 8], [3, 9], [5, 10], [4, 12], [3, 12], [6, 12]] as const);
    else if (difficulty === 2) [b, d] = rng.pick([[2, 3], [2, 5], [3, 4], [3, 5], [4, 5], [5, 6], [4, 6], [3, 2], [5, 3]] as const);
    else [b, d] = rng.pick([[3, 4], [4, 6], [6, 8], [2, 3], [5, 6], [3, 8], [4, 10], [6, 9], [8, 12], [6, 10], [4, 5], [2, 7], [3, 10], [5, 12]] as const);
    let a = coprimeNumerator(rng, b, 5);
    let c = coprimeNumerator(rng, d, 5);
    if (difficulty === 1) {
      for (let t = 0; t < 6 && rat(a, b).add(rat(c, d)).cmp(1) >= 0; t++) { a = coprimeNumerator(rng, b, 5); c = coprimeNumerator(rng, d, 5); }
      if (rat(a, b).add(rat(c, d)).cmp(1) >= 0) { a = 1; c = 1; }
      if (rng.bool()) [a, b, c, d] = [c, d, a, b];
    } else if (difficulty === 2) {
      add = rng.bool();
    } else if (difficulty === 3) {
      add = rng.bool(0.7);
    } else if (difficulty === 4) {
      W1 = rng.int(1, 5); W2 = rng.int(1, 4);
      for (let t = 0; t < 6 && rat(a, b).add(rat(c, d)).cmp(1) <= 0; t++) { a = coprimeNumerator(rng, b, 5); c = coprimeNumerator(rng, d, 5); }
    } else {
      add = false;
      W1 = rng.int(3, 7); W2 = rng.int(1, W1 - 1);
      for (let t = 0; t < 6 && rat(a, b).cmp(rat(c, d)) >= 0; t++) { a = coprimeNumerator(rng, b, 5); c = coprimeNumerator(rng, d, 5); }
      if (rat(a, b).cmp(rat(c, d)) >= 0) [a, b, c, d] = [c, d, a, b];
      if (rat(a, b).eq(rat(c, d))) { a = 1; b = 4; c = 3; d = 4; }
    }
    let x = rat(W1).add(rat(a, b));
    let y = rat(W2).add(rat(c, d));
    if (!add && x.lt(y)) { [x, y] = [y, x]; [a, b, c, d] = [c, d, a, b]; [W1, W2] = [W2, W1]; }
    const ans = add ? x.add(y) : x.sub(y);
    const answer = fracAnswer(ans, 'required');
    const L = lcmN(b, d);
    const op = add ? '+' : '−';
    const sx = fmtMixed(x), sy = fmtMixed(y);
    const A = (a * L) / b, C = (c * L) / d;
    const mixed = W1 > 0 || W2 > 0;
    const borrow = !add && mixed && A < C;
    // "doceavos"; a denominator without a Spanish name is said as a number.
    const named = !piecesEs(L).startsWith('partes');
    const theLths = named ? `los ${piecesEs(L)}` : `las fracciones con denominador ${L}`;
    return {
      question: { text: calcQuestion(rng, `${sx} ${op} ${sy}`, '', w) },
      // Fractions below 1 as bars of the same whole, cut into different parts.
      ...(!mixed ? { diagram: fractionBars([[b, a, sx], [d, c, sy]]) } : {}),
      answer,
      hints: hints(
        w.t(`Use a common denominator: ${L}ths.`, named ? `Usa un denominador común: ${piecesEs(L)}.` : `Usa ${L} como denominador común.`),
        `${a}/${b} = ${A}/${L} ${w.t('and', 'y')} ${c}/${d} = ${C}/${L}.`,
        borrow
          ? w.t(`${A}/${L} is less than ${C}/${L}, so trade 1 whole for ${L}/${L}: ${W1 - 1} ${A + L}/${L} − ${W2} ${C}/${L}.`, `${A}/${L} es menor que ${C}/${L}, así que cambia 1 entero por ${L}/${L}: ${W1 - 1} ${A + L}/${L} − ${W2} ${C}/${L}.`)
          : w.t(`Now ${add ? 'add' : 'subtract'} the ${L}ths${mixed ? ' and the whole numbers' : ''}, then simplify.`, `Ahora ${add ? 'suma' : 'resta'} ${theLths}${mixed ? ' y los números enteros' : ''} y luego simplifica.`),
      ),
      explanation: [
        w.t(`Rename with denominator ${L}: ${a}/${b} = ${A}/${L}, ${c}/${d} = ${C}/${L}.`, `Escribe las fracciones con denominador ${L}: ${a}/${b} = ${A}/${L}, ${c}/${d} = ${C}/${L}.`),
        mixed ? `${W1} ${A}/${L} ${op} ${W2} ${C}/${L}${borrow ? ` = ${W1 - 1} ${A + L}/${L} − ${W2} ${C}/${L}` : ''}.` : `${A}/${L} ${op} ${C}/${L} = ${add ? A + C : A - C}/${L}.`,
        // A sum already in simplest form is the answer: then the step before is the last one.
        ...(!mixed && gcdN(add ? A + C : A - C, L) === 1 ? [] : [w.t(`In simplest form: ${answer.canonical}.`, `En su forma más simple: ${answer.canonical}.`)]),
        `${w.t('Check', 'Comprueba')}: ${answer.canonical} ${add ? '−' : '+'} ${sy} = ${sx}.`,
      ],
      misconceptions: misconceptions(answer, [
        [!mixed && add ? `${a + c}/${b + d}` : null, 'added-tops-and-bottoms', w.t('Denominators name the size of the pieces; rename to a common denominator before adding.', 'El denominador dice el tamaño de las partes; busca un denominador común antes de sumar.')],
        [borrow ? fmtMixedPlain(rat(W1 - W2).add(rat(C - A, L))) : null, 'smaller-from-larger', w.t(`You took ${A}/${L} from ${C}/${L}. Trade 1 whole for ${L}/${L} first.`, `Le quitaste ${A}/${L} a ${C}/${L}. Primero cambia 1 entero por ${L}/${L}.`)],
        [borrow ? fmtMixedPlain(rat(W1 - W2).add(rat(A + L - C, L))) : null, 'borrow-no-decrement', w.t('When you trade a whole for fraction pieces, the whole number goes down by 1.', 'Cuando cambias un entero por partes de fracción, el número entero baja 1.')],
        [!mixed && !add && A - C > 0 && b !== d ? `${Math.abs(a - c)}/${Math.abs(b - d) || 1}` : null, 'subtracted-tops-and-bottoms', w.t('Rename to a common denominator first; never subtract the denominators.', 'Primero busca un denominador común; nunca restes los denominadores.')],
      ]),
    };
  },
};
