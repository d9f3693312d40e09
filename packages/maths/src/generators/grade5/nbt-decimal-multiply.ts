import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { decAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { decPlain, fmtDec, fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const nbtDecimalMultiply: SkillGenerator = {
  skillId: 'g5.nbt.decimal-multiply',
  grade: 5,
  domain: 'nbt',
  ccss: ['5.NBT.B.7'],
  topic: 'Decimals',
  subtopic: 'Multiply decimals',
  prereqs: ['g5.nbt.powers-of-ten'],
  estTimeSec: times(20, 75),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let ai: number, ap: number, bi: number, bp: number;
    if (difficulty === 1) [ai, ap, bi, bp] = [rng.int(2, 39), 1, rng.int(2, 9), 0];
    else if (difficulty === 2) [ai, ap, bi, bp] = [rng.int(11, 499), 2, rng.int(2, 9), 0];
    else if (difficulty === 3) [ai, ap, bi, bp] = [rng.int(2, 49), 1, rng.int(2, 9), 1];
    else if (difficulty === 4) [ai, ap, bi, bp] = [rng.int(11, 499), 2, rng.int(2, 9), 1];
    else {
      // a product with a trailing zero: 2.45 × 0.6 = 1.470
      const five = rng.int(1, 49) * 10 + 5;
      [ai, ap, bi, bp] = [five, 2, rng.pick([2, 4, 6, 8]), 1];
    }
    if (ai % 10 === 0) ai += 1;
    const a = rat(ai, 10 ** ap);
    const b = rat(bi, 10 ** bp);
    const ans = a.mul(b);
    const answer = decAnswer(ans);
    const prod = ai * bi;
    const total = ap + bp;
    const fewer = rat(prod, 10 ** Math.max(0, total - 1));
    const more = rat(prod, 10 ** (total + 1));
    return {
      question: { text: calcQuestion(rng, `${fmtDec(a)} × ${fmtDec(b)}`, '', w) },
      answer,
      hints: hints(
        w.t(`Multiply as whole numbers: ${ai} × ${bi}.`, `Multiplica como si fueran números enteros: ${ai} × ${bi}.`),
        `${ai} × ${bi} = ${fmtInt(prod)}.`,
        ap === 0 || bp === 0
          ? w.t(`Only one factor has decimal places: ${total} in total; place the point.`, `Solo un factor tiene lugares decimales: ${total} en total; coloca el punto.`)
          : w.t(`The factors have ${ap} + ${bp} = ${total} decimal place${total === 1 ? '' : 's'} in total; place the point.`, `Los factores tienen ${ap} + ${bp} = ${total} ${total === 1 ? 'lugar decimal' : 'lugares decimales'} en total; coloca el punto.`),
      ),
      explanation: [
        `${ai} × ${bi} = ${fmtInt(prod)}.`,
        w.t(`${fmtDec(a)} has ${ap} decimal place${ap === 1 ? '' : 's'} and ${fmtDec(b)} has ${bp}: ${total} in all.`, `${fmtDec(a)} tiene ${ap} ${ap === 1 ? 'lugar decimal' : 'lugares decimales'} y ${fmtDec(b)} tiene ${bp}: ${total} en total.`),
        `${w.t('So', 'Entonces')} ${fmtDec(a)} × ${fmtDec(b)} = ${Rational.of(prod, 10 ** total).toDecimalString(total)} = ${answer.canonical}.`,
        `${w.t('Check: estimate', 'Comprueba: estima')} ${fmtDec(a.round(0))} × ${fmtDec(b.round(bp === 0 ? 0 : 1))} ≈ ${fmtDec(a.round(0).mul(b.round(bp === 0 ? 0 : 1)))}${w.t(', close to', ', cerca de')} ${answer.canonical}.`,
      ],
      misconceptions: misconceptions(answer, [
        [decPlain(fewer), 'too-few-places', w.t(`Count all the decimal places in both factors: ${total}.`, `Cuenta todos los lugares decimales de los dos factores: ${total}.`)],
        [decPlain(more), 'too-many-places', w.t(`Count the decimal places again: ${total}, not ${total + 1}.`, `Vuelve a contar los lugares decimales: son ${total}, no ${total + 1}.`)],
        [difficulty === 5 ? decPlain(rat(prod / 10, 10 ** (total))) : null, 'dropped-zero-then-counted', w.t(`Place the point in ${fmtInt(prod)} first, then drop the trailing zero.`, `Primero coloca el punto en ${fmtInt(prod)} y después quita el cero del final.`)],
      ]),
    };
  },
};
