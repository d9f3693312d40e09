import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { calcQuestion } from '../shared/wording.js';

/** Digits of a ± b (index 0 = ones), regrouping only in the columns of `regroup`; a sum stays under 1,000. */
function operands(rng: Rng, len: number, regroup: ReadonlySet<number>, add: boolean): [number, number] {
  let a = 0;
  let b = 0;
  for (let i = 0; i < len; i++) {
    const lead = i === len - 1;
    let x: number;
    let y: number;
    if (add && regroup.has(i)) {
      x = rng.int(2, 9);
      y = rng.int(10 - x, 9);
    } else if (add) {
      x = rng.int(lead ? 1 : 0, 7);
      y = rng.int(lead ? 1 : 0, 8 - x);
    } else if (regroup.has(i)) {
      x = rng.int(0, 8);
      y = rng.int(x + 1, 9);
    } else {
      x = rng.int(lead ? 2 : 1, 9);
      y = rng.int(lead ? 1 : 0, x - 1);
    }
    a += x * 10 ** i;
    b += y * 10 ** i;
  }
  return [a, b];
}

/** Columns regrouped at each rung: none with two digits, the ones with two, none, one, then two with three digits. */
const PLAN: Record<Difficulty, { len: number; regroup: number }> = {
  1: { len: 2, regroup: 0 },
  2: { len: 2, regroup: 1 },
  3: { len: 3, regroup: 0 },
  4: { len: 3, regroup: 1 },
  5: { len: 3, regroup: 2 },
};

/** Grade 3 review (3.NBT.A.2): adding and subtracting within 1,000, from two digits without regrouping to three digits regrouping twice. */
export const nbtAddSubtractWithin1000: SkillGenerator = {
  skillId: 'g3.nbt.add-subtract-within-1000',
  grade: 4,
  edge: 'review',
  domain: 'nbt',
  ccss: ['3.NBT.A.2'],
  topic: 'Adding & subtracting',
  subtopic: 'Within 1,000',
  prereqs: [],
  estTimeSec: times(15, 45),
  version: '1.0.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const add = rng.bool();
    const { len, regroup } = PLAN[difficulty];
    const set = new Set<number>();
    while (set.size < regroup) set.add(regroup === 1 && len === 3 ? rng.int(0, 1) : set.size);
    const [a, b] = operands(rng, len, set, add);
    const ans = add ? a + b : a - b;
    const answer = intAnswer(ans);
    const op = add ? '+' : '−';
    const ones = [a % 10, b % 10] as const;
    const onesRegroup = add ? ones[0] + ones[1] >= 10 : ones[0] < ones[1];
    return {
      question: { text: calcQuestion(rng, `${a} ${op} ${b}`, '', w) },
      answer,
      hints: hints(
        w.t('Line up ones under ones, tens under tens and hundreds under hundreds.', 'Pon las unidades debajo de las unidades, las decenas debajo de las decenas y las centenas debajo de las centenas.'),
        add
          ? w.t(`Add the ones first: ${ones[0]} + ${ones[1]}${onesRegroup ? '; that makes a new ten to carry' : ''}.`, `Suma primero las unidades: ${ones[0]} + ${ones[1]}${onesRegroup ? '; eso forma una decena nueva que llevas' : ''}.`)
          : w.t(`Subtract the ones first: ${ones[0]} − ${ones[1]}${onesRegroup ? '; regroup 1 ten as 10 ones first' : ''}.`, `Resta primero las unidades: ${ones[0]} − ${ones[1]}${onesRegroup ? '; antes reagrupa 1 decena como 10 unidades' : ''}.`),
        add
          ? w.t('Then the tens and the hundreds, adding any ten or hundred you carried.', 'Luego las decenas y las centenas, sumando lo que llevas.')
          : w.t('Then the tens and the hundreds; when the top digit is smaller, regroup from the next place.', 'Luego las decenas y las centenas; cuando el dígito de arriba sea menor, reagrupa desde el lugar siguiente.'),
      ),
      explanation: [
        w.t(`Write ${a} and ${b} in columns with the ones lined up.`, `Escribe ${a} y ${b} en columnas, con las unidades alineadas.`),
        add
          ? w.t('Add each column from the right; when a column makes 10 or more, carry to the next one.', 'Suma cada columna de derecha a izquierda; cuando una columna llega a 10 o más, lleva a la siguiente.')
          : w.t('Subtract each column from the right; when the top digit is smaller, regroup from the next place.', 'Resta cada columna de derecha a izquierda; cuando el dígito de arriba sea menor, reagrupa desde el lugar siguiente.'),
        `${a} ${op} ${b} = ${ans}.`,
        add ? w.t(`Check: ${ans} − ${b} = ${a}.`, `Comprueba: ${ans} − ${b} = ${a}.`) : w.t(`Check: ${ans} + ${b} = ${a}.`, `Comprueba: ${ans} + ${b} = ${a}.`),
      ],
      misconceptions: misconceptions(answer, [
        [!add && regroup > 0 ? digitwise(a, b, (x, y) => Math.abs(x - y)) : null, 'smaller-from-larger', w.t('In a column you took the smaller digit from the larger one. When the top digit is smaller, regroup instead.', 'En una columna le quitaste el dígito menor al mayor. Cuando el dígito de arriba sea menor, mejor reagrupa.')],
        [add && regroup > 0 ? digitwise(a, b, (x, y) => (x + y) % 10) : null, 'forgot-carry', w.t('When a column makes 10 or more, carry the 1 to the next column.', 'Cuando una columna llega a 10 o más, lleva el 1 a la siguiente columna.')],
        [add ? a - b : a + b, 'wrong-operation', w.t(`Check the sign: this is ${add ? 'addition' : 'subtraction'}.`, `Revisa el signo: esto es una ${add ? 'suma' : 'resta'}.`)],
      ]),
    };
  },
};

function digitwise(a: number, b: number, f: (x: number, y: number) => number): number {
  let out = 0;
  for (let p = 1; p <= Math.max(a, b); p *= 10) out += f(Math.floor(a / p) % 10, Math.floor(b / p) % 10) * p;
  return out;
}
