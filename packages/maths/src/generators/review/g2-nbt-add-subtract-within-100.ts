import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { calcQuestion } from '../shared/wording.js';

/** Tens and ones digits of a two-digit number. */
const split = (n: number): [number, number] => [Math.floor(n / 10), n % 10];

/** The operands of each rung: [a, b], a sum under 100 and a difference of at least 10 except at d1. */
function operands(difficulty: Difficulty, add: boolean, rng: Rng): [number, number] {
  switch (difficulty) {
    case 1: {
      // Two digits and one, no regrouping.
      const t = rng.int(1, 8);
      if (add) {
        const o = rng.int(0, 7);
        return [t * 10 + o, rng.int(1, 9 - o)];
      }
      const o = rng.int(2, 9);
      return [t * 10 + o, rng.int(1, o)];
    }
    case 2: {
      // Two digits and a multiple of ten.
      const o = rng.int(0, 9);
      if (add) {
        const t = rng.int(1, 7);
        return [t * 10 + o, rng.int(1, 8 - t) * 10];
      }
      const t = rng.int(3, 9);
      return [t * 10 + o, rng.int(1, t - 2) * 10];
    }
    case 3: {
      // Two two-digit numbers, no regrouping; the ones never cancel out to 0.
      if (add) {
        const ta = rng.int(1, 7);
        const tb = rng.int(1, 8 - ta);
        const oa = rng.int(0, 7);
        const ob = rng.int(1, 9 - oa);
        return [ta * 10 + oa, tb * 10 + ob];
      }
      const ta = rng.int(3, 9);
      const tb = rng.int(1, ta - 2);
      const oa = rng.int(2, 9);
      const ob = rng.int(1, oa - 1);
      return [ta * 10 + oa, tb * 10 + ob];
    }
    case 4: {
      // Two two-digit numbers whose ones make a new ten; the sum stays under 100.
      const oa = rng.int(2, 9);
      const ob = rng.int(10 - oa, 9);
      const ta = rng.int(1, 7);
      const tb = rng.int(1, 8 - ta);
      return [ta * 10 + oa, tb * 10 + ob];
    }
    case 5: {
      // A two-digit difference that regroups a ten as 10 ones; at least 1 ten is left.
      const oa = rng.int(0, 8);
      const ob = rng.int(oa + 1, 9);
      const ta = rng.int(3, 9);
      const tb = rng.int(1, ta - 2);
      return [ta * 10 + oa, tb * 10 + ob];
    }
  }
}

function digitwise(a: number, b: number, f: (x: number, y: number) => number): number {
  const [ta, oa] = split(a);
  const [tb, ob] = split(b);
  return f(ta, tb) * 10 + f(oa, ob);
}

/**
 * Grade 2 review (2.NBT.B.5, docs/adr/0213): adding and subtracting within 100 by place value. d1 a
 * two-digit and a one-digit number, d2 a multiple of ten, d3 two two-digit numbers without regrouping, d4
 * an addition that makes a new ten, d5 a subtraction that regroups a ten.
 */
export const nbtAddSubtractWithin100: SkillGenerator = {
  skillId: 'g2.nbt.add-subtract-within-100',
  grade: 4,
  edge: 'review',
  domain: 'nbt',
  ccss: ['2.NBT.B.5'],
  topic: 'Adding & subtracting',
  subtopic: 'Within 100',
  prereqs: [],
  estTimeSec: times(10, 30),
  version: '1.0.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const add = difficulty === 4 ? true : difficulty === 5 ? false : rng.bool();
    const [a, b] = operands(difficulty, add, rng);
    const ans = add ? a + b : a - b;
    const answer = intAnswer(ans);
    const op = add ? '+' : '−';
    const [ta, oa] = split(a);
    const [tb, ob] = split(b);
    const plus = (x: number, y: number): number => (add ? x + y : x - y);
    let hintList: [string, string, string];
    let steps: string[];
    if (difficulty === 1) {
      hintList = hints(
        w.t(`Only the ones change: ${oa} ${op} ${b}.`, `Solo cambian las unidades: ${oa} ${op} ${b}.`),
        w.t(`The tens of ${a} stay the same.`, `Las decenas de ${a} no cambian.`),
        w.t('Put the tens and the new ones together.', 'Junta las decenas con las unidades nuevas.'),
      );
      steps = [w.t(`The tens of ${a} stay the same.`, `Las decenas de ${a} no cambian.`), w.t(`Ones: ${oa} ${op} ${b} = ${plus(oa, b)}.`, `Unidades: ${oa} ${op} ${b} = ${plus(oa, b)}.`)];
    } else if (difficulty === 2) {
      hintList = hints(
        w.t(`Only the tens change: ${ta} tens ${op} ${tb} tens.`, `Solo cambian las decenas: ${ta} decenas ${op} ${tb} decenas.`),
        w.t(`The ones of ${a} stay the same.`, `Las unidades de ${a} no cambian.`),
        w.t('Put the new tens and the ones together.', 'Junta las decenas nuevas con las unidades.'),
      );
      steps = [
        w.t(`The ones of ${a} stay the same.`, `Las unidades de ${a} no cambian.`),
        w.t(`Tens: ${ta} tens ${op} ${tb} tens = ${plus(ta, tb)} tens.`, `Decenas: ${ta} decenas ${op} ${tb} decenas = ${plus(ta, tb)} decenas.`),
      ];
    } else if (difficulty === 3) {
      hintList = hints(
        w.t(`${add ? 'Add' : 'Subtract'} the tens, then the ones.`, `${add ? 'Suma' : 'Resta'} las decenas y luego las unidades.`),
        w.t(`Tens: ${ta * 10} ${op} ${tb * 10}. Ones: ${oa} ${op} ${ob}.`, `Decenas: ${ta * 10} ${op} ${tb * 10}. Unidades: ${oa} ${op} ${ob}.`),
        w.t('Put the tens and the ones together.', 'Junta las decenas con las unidades.'),
      );
      steps = [
        w.t(`Tens: ${ta * 10} ${op} ${tb * 10} = ${plus(ta, tb) * 10}.`, `Decenas: ${ta * 10} ${op} ${tb * 10} = ${plus(ta, tb) * 10}.`),
        w.t(`Ones: ${oa} ${op} ${ob} = ${plus(oa, ob)}.`, `Unidades: ${oa} ${op} ${ob} = ${plus(oa, ob)}.`),
      ];
    } else if (difficulty === 4) {
      hintList = hints(
        w.t(`Add the ones first: ${oa} + ${ob}; that makes a new ten.`, `Suma primero las unidades: ${oa} + ${ob}; eso forma una decena nueva.`),
        w.t('Add the tens, and the new ten too.', 'Suma las decenas, y también la decena nueva.'),
        w.t('Put the tens and the ones that are left together.', 'Junta las decenas con las unidades que quedan.'),
      );
      steps = [
        w.t(`Ones: ${oa} + ${ob} makes 1 ten and ${oa + ob - 10} ones.`, `Unidades: ${oa} + ${ob} forman 1 decena y ${oa + ob - 10} unidades.`),
        w.t(`Tens: ${ta} + ${tb} + 1 = ${ta + tb + 1} tens.`, `Decenas: ${ta} + ${tb} + 1 = ${ta + tb + 1} decenas.`),
      ];
    } else {
      hintList = hints(
        w.t(`Subtract the ones first: ${oa} is less than ${ob}, so regroup 1 ten as 10 ones.`, `Resta primero las unidades: ${oa} es menor que ${ob}, así que reagrupa 1 decena como 10 unidades.`),
        w.t(`Now the ones: ${10 + oa} − ${ob}.`, `Ahora las unidades: ${10 + oa} − ${ob}.`),
        w.t(`Then the tens: one ten fewer on top, take away ${tb} tens.`, `Luego las decenas: una decena menos arriba, quita ${tb} decenas.`),
      );
      steps = [
        w.t(`${oa} is less than ${ob}, so regroup 1 ten of ${a} as 10 ones.`, `${oa} es menor que ${ob}, así que reagrupa 1 decena de ${a} como 10 unidades.`),
        w.t(`Ones: ${10 + oa} − ${ob} = ${10 + oa - ob}.`, `Unidades: ${10 + oa} − ${ob} = ${10 + oa - ob}.`),
        w.t(`Tens: ${ta - 1} − ${tb} = ${ta - 1 - tb}.`, `Decenas: ${ta - 1} − ${tb} = ${ta - 1 - tb}.`),
      ];
    }
    return {
      question: { text: calcQuestion(rng, `${a} ${op} ${b}`, '', w) },
      answer,
      hints: hintList,
      explanation: [
        ...steps,
        `${a} ${op} ${b} = ${ans}.`,
        add ? w.t(`Check: ${ans} − ${b} = ${a}.`, `Comprueba: ${ans} − ${b} = ${a}.`) : w.t(`Check: ${ans} + ${b} = ${a}.`, `Comprueba: ${ans} + ${b} = ${a}.`),
      ],
      misconceptions: misconceptions(answer, [
        [difficulty === 5 ? digitwise(a, b, (x, y) => Math.abs(x - y)) : null, 'smaller-from-larger', w.t('In the ones you took the smaller digit from the larger one. Regroup a ten instead.', 'En las unidades le quitaste el dígito menor al mayor. Mejor reagrupa una decena.')],
        [difficulty === 4 ? digitwise(a, b, (x, y) => (x + y) % 10) : null, 'forgot-carry', w.t('The ones made a new ten: add it to the tens.', 'Las unidades formaron una decena nueva: súmala a las decenas.')],
        [add ? (a > b ? a - b : null) : a + b, 'wrong-operation', w.t(`Check the sign: this is ${add ? 'addition' : 'subtraction'}.`, `Revisa el signo: esto es una ${add ? 'suma' : 'resta'}.`)],
      ]),
    };
  },
};
