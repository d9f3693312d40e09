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

export const nbtDecimalDivide: SkillGenerator = {
  skillId: 'g5.nbt.decimal-divide',
  grade: 5,
  domain: 'nbt',
  ccss: ['5.NBT.B.7'],
  topic: 'Decimals',
  subtopic: 'Divide decimals',
  prereqs: ['g5.nbt.decimal-multiply'],
  estTimeSec: times(25, 90),
  version: '1.1.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let divisor: Rational, q: Rational;
    if (difficulty === 1) {
      divisor = rat(rng.int(2, 9));
      q = rat(rng.int(11, 99), 10);
    } else if (difficulty === 2) {
      divisor = rat(rng.int(11, 25));
      q = rat(rng.int(2, 99), rng.pick([10, 100]));
    } else if (difficulty === 3) {
      divisor = rat(rng.int(2, 9), 10);
      q = rat(rng.int(2, 40));
    } else if (difficulty === 4) {
      divisor = rat(rng.int(2, 9), 10);
      q = rat(rng.int(2, 12));
      if (rng.bool(0.3)) q = rat(rng.int(11, 99), 10);
    } else {
      divisor = rat(rng.int(2, 9), 100);
      q = rat(rng.int(2, 12) * rng.pick([1, 10]));
    }
    let n = q.mul(divisor);
    if (n.mul(100).isInteger() === false) {
      q = q.round(1);
      n = q.mul(divisor);
    }
    if (q.eq(1)) q = rat(2);
    n = q.mul(divisor);
    const answer = decAnswer(q);
    const shift = divisor.isInteger() ? 0 : divisor.mul(10).isInteger() ? 1 : 2;
    const s = 10 ** shift;
    const N = n.mul(s);
    const D = divisor.mul(s);
    return {
      question: { text: calcQuestion(rng, `${fmtDec(n)} ÷ ${fmtDec(divisor)}`, '', w) },
      answer,
      hints: shift
        ? hints(
            w.t(`Make the divisor a whole number: multiply both numbers by ${s}.`, `Convierte el divisor en un número entero: multiplica por ${s} los dos números.`),
            `${fmtDec(n)} ÷ ${fmtDec(divisor)} = ${fmtDec(N)} ÷ ${fmtDec(D)}.`,
            w.t(`Now divide ${fmtDec(N)} by ${fmtDec(D)}.`, `Ahora divide ${fmtDec(N)} entre ${fmtDec(D)}.`),
          )
        : hints(
            w.t('Divide as with whole numbers and keep the decimal point in the same place.', 'Divide como con números enteros y deja el punto decimal en el mismo lugar.'),
            w.t(`Think of ${fmtDec(n)} as ${fmtDec(n.mul(n.mul(10).isInteger() ? 10 : 100))} ${n.mul(10).isInteger() ? 'tenths' : 'hundredths'}.`, `Piensa en ${fmtDec(n)} como ${fmtDec(n.mul(n.mul(10).isInteger() ? 10 : 100))} ${n.mul(10).isInteger() ? 'décimos' : 'centésimos'}.`),
            `${fmtDec(n.mul(n.mul(10).isInteger() ? 10 : 100))} ÷ ${fmtDec(divisor)} = ? ${w.t(n.mul(10).isInteger() ? 'tenths' : 'hundredths', n.mul(10).isInteger() ? 'décimos' : 'centésimos')}.`,
          ),
      explanation: [
        ...(shift ? [w.t(`Multiply both by ${s}: ${fmtDec(N)} ÷ ${fmtDec(D)}.`, `Multiplica los dos por ${s}: ${fmtDec(N)} ÷ ${fmtDec(D)}.`)] : []),
        `${fmtDec(N)} ÷ ${fmtDec(D)} = ${answer.canonical}.`,
        `${w.t('Check', 'Comprueba')}: ${answer.canonical} × ${fmtDec(divisor)} = ${fmtDec(n)}.`,
      ],
      misconceptions: misconceptions(answer, [
        [decPlain(q.div(10)), 'moved-point-too-little', w.t('Move the decimal point the same number of places in both numbers.', 'Mueve el punto decimal el mismo número de lugares en los dos números.')],
        [decPlain(q.mul(10)), 'moved-point-too-far', w.t('Move the decimal point the same number of places in both numbers.', 'Mueve el punto decimal el mismo número de lugares en los dos números.')],
        [shift ? decPlain(n.mul(divisor)) : null, 'multiplied', w.t('This is division, not multiplication.', 'Esto es una división, no una multiplicación.')],
      ]),
    };
  },
};
