import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { fractionBars } from '../../diagrams/build.js';
import { fracAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { mixedWithDen } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, piecesEs, type Words } from '../../language/index.js';
import { calcQuestion } from '../shared/wording.js';

const DENS = [3, 4, 5, 6, 8, 10, 12];

export const nfAddSubtractLikeDenominators: SkillGenerator = {
  skillId: 'g4.nf.add-subtract-like-denominators',
  grade: 4,
  domain: 'nf',
  ccss: ['4.NF.B.3'],
  topic: 'Fractions',
  subtopic: 'Add & subtract (same denominator)',
  prereqs: ['g4.nf.equivalent-fractions'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const b = rng.pick(DENS);
    const pieces = piecesEs(b);
    const Pieces = pieces.charAt(0).toUpperCase() + pieces.slice(1);
    if (difficulty <= 3) {
      let a: number, c: number;
      const add = difficulty !== 2;
      if (difficulty === 1) {
        a = rng.int(1, b - 2);
        c = rng.int(1, b - 1 - a);
      } else if (difficulty === 2) {
        a = rng.int(2, b - 1);
        c = rng.int(1, a - 1);
      } else {
        a = rng.int(2, b - 1);
        c = rng.int(Math.max(b - a + 1, 1), b - 1);
        if ((a + c) % b === 0) c = c === b - 1 ? c - 1 : c + 1;
        if (a + c <= b) c = b - a + 1;
      }
      const n = add ? a + c : a - c;
      const op = add ? '+' : '−';
      const answer = fracAnswer(rat(n, b), 'optional', `${n}/${b}`);
      return {
        question: { text: calcQuestion(rng, `${a}/${b} ${op} ${c}/${b}`, '', w) },
        // Both fractions as bars cut into the same parts (the sum or difference is left to find).
        ...(b <= 24 ? { diagram: fractionBars([[b, a, `${a}/${b}`], [b, c, `${c}/${b}`]]) } : {}),
        answer,
        hints: hints(
          w.t(`The denominators are the same, so the pieces are all ${b}ths.`, `Los denominadores son iguales, así que todas las partes son ${pieces}.`),
          w.t(`${add ? 'Add' : 'Subtract'} the numerators: ${a} ${op} ${c}. Keep the denominator ${b}.`, `${add ? 'Suma' : 'Resta'} los numeradores: ${a} ${op} ${c}. Deja el denominador ${b}.`),
          w.t(`${a} ${b}ths ${op} ${c} ${b}ths = ? ${b}ths.`, `${a} ${piecesEs(b, a !== 1)} ${op} ${c} ${piecesEs(b, c !== 1)} = ? ${pieces}.`),
        ),
        explanation: [
          w.t(`Both fractions count ${b}ths.`, `Las dos fracciones cuentan ${pieces}.`),
          w.t(`Numerators: ${a} ${op} ${c} = ${n}.`, `Numeradores: ${a} ${op} ${c} = ${n}.`),
          `${a}/${b} ${op} ${c}/${b} = ${n}/${b}${n > b ? ` = ${mixedWithDen(n, b)}` : ''}.`,
          add ? w.t(`Check: ${n}/${b} − ${c}/${b} = ${a}/${b}.`, `Comprueba: ${n}/${b} − ${c}/${b} = ${a}/${b}.`) : w.t(`Check: ${n}/${b} + ${c}/${b} = ${a}/${b}.`, `Comprueba: ${n}/${b} + ${c}/${b} = ${a}/${b}.`),
        ],
        misconceptions: misconceptions(answer, [
          [add ? `${a + c}/${2 * b}` : null, 'added-denominators', w.t(`The denominator names the size of the pieces; it stays ${b}.`, `El denominador dice el tamaño de las partes; se queda en ${b}.`)],
          [!add ? `${a - c}/0` : null, 'subtracted-denominators', w.t(`The denominator stays ${b}; only the numerators are subtracted.`, `El denominador se queda en ${b}; solo se restan los numeradores.`)],
          [`${add ? Math.abs(a - c) : a + c}/${b}`, 'wrong-operation', w.t(`Check the sign: this is ${add ? 'addition' : 'subtraction'}.`, `Revisa el signo: esto es una ${add ? 'suma' : 'resta'}.`)],
        ]),
      };
    }
    // mixed numbers
    const W1 = rng.int(2, 6);
    const W2 = rng.int(1, W1 - 1);
    let f1: number, f2: number;
    let add = difficulty === 4 && rng.bool();
    if (difficulty === 4) {
      if (add) {
        f1 = rng.int(1, b - 2);
        f2 = rng.int(1, b - 1 - f1);
      } else {
        f1 = rng.int(2, b - 1);
        f2 = rng.int(1, f1 - 1);
      }
    } else {
      add = false;
      f1 = rng.int(1, b - 2);
      f2 = rng.int(f1 + 1, b - 1);
    }
    const total = add ? (W1 * b + f1) + (W2 * b + f2) : (W1 * b + f1) - (W2 * b + f2);
    const op = add ? '+' : '−';
    const canonical = mixedWithDen(total, b);
    const answer = fracAnswer(rat(total, b), 'optional', canonical);
    const regroup = !add && f1 < f2;
    const wholes = regroup ? W1 - 1 - W2 : add ? W1 + W2 : W1 - W2;
    const parts = regroup ? f1 + b - f2 : add ? f1 + f2 : f1 - f2;
    return {
      question: { text: calcQuestion(rng, `${W1} ${f1}/${b} ${op} ${W2} ${f2}/${b}`, '', w) },
      answer,
      hints: regroup
        ? hints(
            w.t(`You can't take ${f2}/${b} from ${f1}/${b} — trade 1 whole for ${b}/${b}.`, `No puedes quitarle ${f2}/${b} a ${f1}/${b}; cambia 1 entero por ${b}/${b}.`),
            `${W1} ${f1}/${b} = ${W1 - 1} ${f1 + b}/${b}.`,
            w.t(`Now do ${W1 - 1} ${f1 + b}/${b} − ${W2} ${f2}/${b}: wholes, then ${b}ths.`, `Ahora calcula ${W1 - 1} ${f1 + b}/${b} − ${W2} ${f2}/${b}: primero los enteros y luego los ${pieces}.`),
          )
        : hints(
            w.t(`Work with the whole numbers and the ${b}ths separately.`, `Trabaja por separado con los enteros y con los ${pieces}.`),
            w.t(`Wholes: ${W1} ${op} ${W2} = ${add ? W1 + W2 : W1 - W2}.`, `Enteros: ${W1} ${op} ${W2} = ${add ? W1 + W2 : W1 - W2}.`),
            w.t(`${b}ths: ${f1}/${b} ${op} ${f2}/${b}. Put the two parts together.`, `${Pieces}: ${f1}/${b} ${op} ${f2}/${b}. Junta las dos partes.`),
          ),
      explanation: [
        ...(regroup ? [w.t(`Trade 1 whole for ${b}/${b}: ${W1} ${f1}/${b} = ${W1 - 1} ${f1 + b}/${b}.`, `Cambia 1 entero por ${b}/${b}: ${W1} ${f1}/${b} = ${W1 - 1} ${f1 + b}/${b}.`)] : []),
        // Wholes and parts are found apart; when no whole is left the parts are the answer, so they come last.
        w.t(`Wholes: ${regroup ? `${W1 - 1} − ${W2}` : `${W1} ${op} ${W2}`} = ${wholes}.`, `Enteros: ${regroup ? `${W1 - 1} − ${W2}` : `${W1} ${op} ${W2}`} = ${wholes}.`),
        w.t(`${b}ths: ${regroup ? `${f1 + b}/${b} − ${f2}/${b}` : `${f1}/${b} ${op} ${f2}/${b}`} = ${parts}/${b}.`, `${Pieces}: ${regroup ? `${f1 + b}/${b} − ${f2}/${b}` : `${f1}/${b} ${op} ${f2}/${b}`} = ${parts}/${b}.`),
        ...(wholes > 0 ? [w.t(`Together: ${wholes} + ${parts}/${b} = ${canonical}.`, `Juntos: ${wholes} + ${parts}/${b} = ${canonical}.`)] : []),
        add ? w.t(`Check: ${canonical} − ${W2} ${f2}/${b} = ${W1} ${f1}/${b}.`, `Comprueba: ${canonical} − ${W2} ${f2}/${b} = ${W1} ${f1}/${b}.`) : w.t(`Check: ${canonical} + ${W2} ${f2}/${b} = ${W1} ${f1}/${b}.`, `Comprueba: ${canonical} + ${W2} ${f2}/${b} = ${W1} ${f1}/${b}.`),
      ],
      misconceptions: misconceptions(answer, [
        [regroup ? `${W1 - W2} ${f2 - f1}/${b}` : null, 'smaller-from-larger', w.t(`You took ${f1}/${b} from ${f2}/${b}. Trade a whole for ${b}/${b} first.`, `Le quitaste ${f1}/${b} a ${f2}/${b}. Primero cambia un entero por ${b}/${b}.`)],
        [regroup ? `${W1 - W2} ${f1 + b - f2}/${b}` : null, 'regroup-no-decrement', w.t(`When you trade 1 whole for ${b}/${b}, the whole number goes down by 1.`, `Cuando cambias 1 entero por ${b}/${b}, el número entero baja 1.`)],
        [add ? `${W1 + W2} ${f1 + f2}/${2 * b}` : null, 'added-denominators', w.t(`The denominator names the size of the pieces; it stays ${b}.`, `El denominador dice el tamaño de las partes; se queda en ${b}.`)],
      ]),
    };
  },
};
