import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { calcQuestion } from '../shared/wording.js';

/** Column digits (index 0 = ones) for a + b or a − b, with regrouping only in the chosen columns. */
function columns(rng: Rng, len: number, regroup: Set<number>, add: boolean): [number, number] {
  let a = 0;
  let b = 0;
  for (let i = 0; i < len; i++) {
    const lead = i === len - 1;
    let x: number;
    let y: number;
    if (add) {
      if (regroup.has(i)) {
        x = rng.int(2, 9);
        y = rng.int(10 - x, 9);
      } else {
        x = rng.int(lead ? 1 : 0, 7);
        y = rng.int(lead ? 1 : 0, 8 - x);
      }
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

function digitwise(a: number, b: number, f: (x: number, y: number) => number): number {
  let out = 0;
  for (let p = 1; p <= Math.max(a, b); p *= 10) {
    out += f(Math.floor(a / p) % 10, Math.floor(b / p) % 10) * p;
  }
  return out;
}

export const nbtAddSubtract: SkillGenerator = {
  skillId: 'g4.nbt.add-subtract',
  grade: 4,
  domain: 'nbt',
  ccss: ['4.NBT.B.4'],
  topic: 'Adding & subtracting',
  subtopic: 'Big numbers',
  prereqs: ['g4.nbt.place-value'],
  estTimeSec: times(20, 90),
  version: '1.1.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let a: number;
    let b: number;
    let add = rng.bool();
    if (difficulty === 5) {
      add = false;
      const len = rng.int(4, 6);
      a = rng.int(1, 9) * 10 ** (len - 1);
      b = rng.int(10 ** (len - 2) + 1, a - 1);
      if (b % 10 === 0) b += rng.int(1, 9);
    } else {
      const len = difficulty === 1 ? 3 : difficulty === 2 ? rng.int(3, 4) : difficulty === 3 ? rng.int(4, 5) : 6;
      const set = new Set<number>();
      const k = difficulty === 1 ? 0 : difficulty === 2 ? 1 : difficulty === 3 ? rng.int(2, 3) : rng.int(2, 4);
      while (set.size < k) set.add(rng.int(0, len - 2));
      [a, b] = columns(rng, len, set, add);
    }
    const ans = add ? a + b : a - b;
    const answer = intAnswer(ans);
    const op = add ? '+' : '−';
    const allZeros = !add && difficulty === 5;
    return {
      question: { text: calcQuestion(rng, `${fmtInt(a)} ${op} ${fmtInt(b)}`, '', w) },
      answer,
      hints: hints(
        w.t('Line up ones under ones, tens under tens, and so on.', 'Pon las unidades debajo de las unidades, las decenas debajo de las decenas, y así sucesivamente.'),
        add
          ? w.t(`Add the ones first: ${a % 10} + ${b % 10}${(a % 10) + (b % 10) >= 10 ? ' — write the ones digit and carry 1 ten' : ''}.`, `Suma primero las unidades: ${a % 10} + ${b % 10}${(a % 10) + (b % 10) >= 10 ? '; escribe el dígito de las unidades y lleva 1 decena' : ''}.`)
          : allZeros
            ? w.t(`You can't take ${b % 10} from 0 and the next places are 0 too — regroup from the ${fmtInt(a)} starting at its first non-zero digit.`, `No puedes quitarle ${b % 10} a 0 y los lugares siguientes también son 0; reagrupa en ${fmtInt(a)} empezando por su primer dígito que no es cero.`)
            : w.t(`Subtract the ones first: ${a % 10} − ${b % 10}${a % 10 < b % 10 ? ' — you need to regroup 1 ten as 10 ones' : ''}.`, `Resta primero las unidades: ${a % 10} − ${b % 10}${a % 10 < b % 10 ? '; necesitas reagrupar 1 decena como 10 unidades' : ''}.`),
        add
          ? w.t('Keep going column by column, adding any carried digit.', 'Sigue columna por columna y suma lo que llevas.')
          : w.t('Keep going column by column; when the top digit is smaller, regroup from the next place.', 'Sigue columna por columna; cuando el dígito de arriba sea menor, reagrupa desde el lugar siguiente.'),
      ),
      explanation: [
        w.t(`Write ${fmtInt(a)} and ${fmtInt(b)} in columns with the ones lined up.`, `Escribe ${fmtInt(a)} y ${fmtInt(b)} en columnas, con las unidades alineadas.`),
        add
          ? w.t(`Add each column from the right, carrying when a column adds to 10 or more.`, `Suma cada columna de derecha a izquierda y lleva cuando una columna sume 10 o más.`)
          : allZeros
            ? w.t(`Regroup across the zeros: ${fmtInt(a)} = ${fmtInt(a - 10)} + 10, so the zeros become 9s and the ones get 10.`, `Reagrupa a través de los ceros: ${fmtInt(a)} = ${fmtInt(a - 10)} + 10, así que los ceros se vuelven 9 y las unidades reciben 10.`)
            : w.t(`Subtract each column from the right, regrouping when the top digit is smaller.`, `Resta cada columna de derecha a izquierda y reagrupa cuando el dígito de arriba sea menor.`),
        `${fmtInt(a)} ${op} ${fmtInt(b)} = ${fmtInt(ans)}.`,
        add ? w.t(`Check: ${fmtInt(ans)} − ${fmtInt(b)} = ${fmtInt(a)}.`, `Comprueba: ${fmtInt(ans)} − ${fmtInt(b)} = ${fmtInt(a)}.`) : w.t(`Check: ${fmtInt(ans)} + ${fmtInt(b)} = ${fmtInt(a)}.`, `Comprueba: ${fmtInt(ans)} + ${fmtInt(b)} = ${fmtInt(a)}.`),
      ],
      misconceptions: misconceptions(answer, [
        [!add ? digitwise(a, b, (x, y) => Math.abs(x - y)) : null, 'smaller-from-larger', w.t('In each column you took the smaller digit from the larger one. When the top digit is smaller, regroup instead.', 'En cada columna le quitaste el dígito menor al mayor. Cuando el dígito de arriba sea menor, mejor reagrupa.')],
        [add ? digitwise(a, b, (x, y) => (x + y) % 10) : null, 'forgot-carry', w.t('When a column adds to 10 or more, carry the 1 to the next column.', 'Cuando una columna suma 10 o más, lleva el 1 a la siguiente columna.')],
        [!add ? ans + 10 ** (String(a).length - 1) : null, 'no-decrement', w.t(`When you regroup, the digit you borrow from goes down by one.`, `Cuando reagrupas, el dígito del que tomas prestado baja uno.`)],
        [add ? a - b : a + b, 'wrong-operation', w.t(`Check the sign: this is ${add ? 'addition' : 'subtraction'}.`, `Revisa el signo: esto es una ${add ? 'suma' : 'resta'}.`)],
      ]),
    };
  },
};
