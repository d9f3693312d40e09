import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { decAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { decPlain, fmtDec } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const nbtDecimalAddSubtract: SkillGenerator = {
  skillId: 'g5.nbt.decimal-add-subtract',
  grade: 5,
  domain: 'nbt',
  ccss: ['5.NBT.B.7'],
  topic: 'Decimals',
  subtopic: 'Add & subtract decimals',
  prereqs: ['g5.nbt.read-write-decimals'],
  estTimeSec: times(20, 75),
  version: '1.1.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let a: Rational, b: Rational, add: boolean;
    if (difficulty === 1) {
      const x = rng.int(1, 8), y = rng.int(1, 9 - x);
      a = rat(rng.int(1, 9) * 10 + x, 10);
      b = rat(rng.int(1, 9) * 10 + y, 10);
      add = true;
    } else if (difficulty === 2) {
      add = rng.bool();
      const x = rng.int(101, 999), y = rng.int(101, 999);
      a = rat(Math.max(x, y), 100);
      b = rat(Math.min(x, y) === Math.max(x, y) ? x - 1 : Math.min(x, y), 100);
      if (add && (x % 10) + (y % 10) < 10) b = b.add(rat(10 - ((x % 10) + (y % 10)) + rng.int(0, 3), 100));
    } else if (difficulty === 3) {
      add = rng.bool(0.7);
      a = rat(rng.int(11, 99), 10);
      b = rat(rng.int(101, 999), 100);
      if (!add && a.lt(b)) [a, b] = [b, a];
    } else if (difficulty === 4) {
      add = false;
      const x = rng.int(300, 999);
      let y = rng.int(101, x - 50);
      if (y % 10 <= x % 10) y = Math.floor(y / 10) * 10 + (x % 10) + 1 <= Math.floor(y / 10) * 10 + 9 ? Math.floor(y / 10) * 10 + (x % 10) + 1 : y;
      a = rat(x, 100);
      b = rat(y, 100);
    } else {
      add = false;
      a = rat(rng.int(5, 20));
      b = rat(rng.int(101, (Number(a.num) - 1) * 100 - 1), 100);
      if (b.mul(10).isInteger()) b = b.add(rat(3, 100));
    }
    if (a.mul(100).isInteger() && b.mul(100).isInteger() && a.eq(b)) b = b.sub(rat(1, 10));
    const aText = fmtDec(a);
    const bText = fmtDec(b);
    const ans = add ? a.add(b) : a.sub(b);
    const answer = decAnswer(ans);
    const op = add ? '+' : '−';
    const places = Math.max((aText.split('.')[1] ?? '').length, (bText.split('.')[1] ?? '').length);
    const pad = (r: Rational) => fmtDec(r, places);
    // right-aligned digits (ignoring the decimal points)
    const pa = (aText.split('.')[1] ?? '').length;
    const pb = (bText.split('.')[1] ?? '').length;
    let rightAligned: string | null = null;
    if (pa !== pb) {
      const ai = Number(aText.replace(/[.,]/g, ''));
      const bi = Number(bText.replace(/[.,]/g, ''));
      const v = add ? ai + bi : ai - bi;
      if (v > 0) rightAligned = decPlain(rat(v, 10 ** places));
    }
    const wholeOnly = difficulty === 5 ? decPlain(a.sub(rat(b.floor())).add(b.sub(rat(b.floor())))) : null;
    return {
      question: { text: calcQuestion(rng, `${aText} ${op} ${bText}`, '', w) },
      answer,
      hints: hints(
        pa !== pb || difficulty === 5
          ? w.t(`Write ${pa < pb ? aText : bText} as ${pa < pb ? pad(a) : pad(b)} so both have ${places} decimal places.`, `Escribe ${pa < pb ? aText : bText} como ${pa < pb ? pad(a) : pad(b)} para que los dos tengan ${places} lugares decimales.`)
          : w.t('Line up the decimal points.', 'Alinea los puntos decimales.'),
        w.t(`Line up the decimal points: ${pad(a)} ${op} ${pad(b)}.`, `Alinea los puntos decimales: ${pad(a)} ${op} ${pad(b)}.`),
        add ? w.t('Add from the right, carrying when a column reaches 10.', 'Suma desde la derecha y lleva cuando una columna llegue a 10.') : w.t('Subtract from the right, regrouping when the top digit is smaller.', 'Resta desde la derecha y reagrupa cuando el dígito de arriba sea menor.'),
      ),
      explanation: [
        w.t(`Line up the decimal points: ${pad(a)} ${op} ${pad(b)}.`, `Alinea los puntos decimales: ${pad(a)} ${op} ${pad(b)}.`),
        `${pad(a)} ${op} ${pad(b)} = ${answer.canonical}.`,
        `${w.t('Check', 'Comprueba')}: ${answer.canonical} ${add ? '−' : '+'} ${bText} = ${aText}.`,
      ],
      misconceptions: misconceptions(answer, [
        [rightAligned, 'right-aligned-digits', w.t('Line up the decimal points, not the last digits.', 'Alinea los puntos decimales, no los últimos dígitos.')],
        [wholeOnly, 'subtracted-whole-part-only', w.t(`Write ${aText} as ${pad(a)} and subtract the decimal part too.`, `Escribe ${aText} como ${pad(a)} y resta también la parte decimal.`)],
        [decPlain(add ? a.sub(b).abs() : a.add(b)), 'wrong-operation', w.t(`Check the sign: this is ${add ? 'addition' : 'subtraction'}.`, `Fíjate en el signo: esto es una ${add ? 'suma' : 'resta'}.`)],
      ]),
    };
  },
};
