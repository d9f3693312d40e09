import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { calcQuestion } from '../shared/wording.js';

function noCarry(a: number, m: number): number {
  let out = 0;
  for (let p = 1; p <= a; p *= 10) out += ((Math.floor(a / p) % 10) * m % 10) * p;
  return out;
}

export const nbtMultiply: SkillGenerator = {
  skillId: 'g4.nbt.multiply',
  grade: 4,
  domain: 'nbt',
  ccss: ['4.NBT.B.5'],
  topic: 'Multiplying & dividing',
  subtopic: 'Multi-digit multiplication',
  prereqs: ['g4.nbt.add-subtract'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const twoByTwo = difficulty === 4 || (difficulty === 5 && rng.bool(0.4));
    if (twoByTwo) {
      const lo = difficulty === 5 ? 51 : 12;
      let a = rng.int(lo, 99);
      let b = rng.int(lo, 99);
      if (a % 10 === 0) a += 3;
      if (b % 10 === 0) b += 7;
      if (a > 99) a = 97;
      if (b > 99) b = 93;
      const ans = a * b;
      const bt = Math.floor(b / 10) * 10;
      const bo = b % 10;
      const answer = intAnswer(ans);
      return {
        question: { text: calcQuestion(rng, `${a} × ${b}`, '', w) },
        // An area model: the second factor split into tens and ones along the top, each part's product to work out.
        diagram: { kind: 'area-model', columns: [{ size: bt, label: String(bt) }, { size: bo, label: String(bo) }], rows: [{ size: a, label: String(a) }], cells: [[`${a} × ${bt}`, `${a} × ${bo}`]], shaded: [] },
        answer,
        hints: hints(
          w.t(`Break ${b} into ${bt} + ${bo}.`, `Descompón ${b} en ${bt} + ${bo}.`),
          w.t(`${a} × ${bo} = ${fmtInt(a * bo)} and ${a} × ${bt} = ${fmtInt(a * bt)}.`, `${a} × ${bo} = ${fmtInt(a * bo)} y ${a} × ${bt} = ${fmtInt(a * bt)}.`),
          w.t('Add the two partial products.', 'Suma los dos productos parciales.'),
        ),
        explanation: [
          `${a} × ${b} = ${a} × ${bt} + ${a} × ${bo}.`,
          `${a} × ${bo} = ${fmtInt(a * bo)}; ${a} × ${bt} = ${fmtInt(a * bt)}.`,
          `${fmtInt(a * bo)} + ${fmtInt(a * bt)} = ${fmtInt(ans)}.`,
          w.t(`Check: estimate ${Math.round(a / 10) * 10} × ${Math.round(b / 10) * 10} = ${fmtInt(Math.round(a / 10) * 10 * Math.round(b / 10) * 10)}, close to ${fmtInt(ans)}.`, `Comprueba: estima ${Math.round(a / 10) * 10} × ${Math.round(b / 10) * 10} = ${fmtInt(Math.round(a / 10) * 10 * Math.round(b / 10) * 10)}, que se acerca a ${fmtInt(ans)}.`),
        ],
        misconceptions: misconceptions(answer, [
          [a * bo + a * (bt / 10), 'partial-not-shifted', w.t(`The second partial product is ${a} × ${bt}, not ${a} × ${bt / 10}: shift it one place left.`, `El segundo producto parcial es ${a} × ${bt}, no ${a} × ${bt / 10}: recórrelo un lugar a la izquierda.`)],
          [Math.floor(a / 10) * 10 * bt + (a % 10) * bo, 'tens-and-ones-only', w.t('Multiply every part by every part: there are four partial products (or two rows).', 'Multiplica cada parte por cada parte: hay cuatro productos parciales (o dos renglones).')],
        ]),
      };
    }
    let a: number;
    let m: number;
    if (difficulty === 1) {
      m = rng.int(2, 4);
      const t = rng.int(1, Math.floor(9 / m));
      const o = rng.int(1, Math.floor(9 / m));
      a = t * 10 + o;
    } else if (difficulty === 2) {
      m = rng.int(3, 9);
      a = rng.int(1, 9) * 10 + rng.int(Math.ceil(10 / m), 9);
    } else if (difficulty === 3) {
      m = rng.int(3, 9);
      a = rng.int(101, rng.bool() ? 999 : 4999);
      if (a % 10 === 0) a += 7;
    } else {
      m = rng.int(6, 9);
      const lo = Math.ceil(10 / m);
      a = rng.int(1, 9) * 1000 + rng.int(lo, 9) * 100 + (rng.bool(0.25) ? 0 : rng.int(lo, 9)) * 10 + rng.int(lo, 9);
    }
    const ans = a * m;
    const answer = intAnswer(ans);
    const parts: number[] = [];
    for (let p = 1; p <= a; p *= 10) {
      const d = Math.floor(a / p) % 10;
      if (d) parts.unshift(d * p);
    }
    return {
      question: { text: calcQuestion(rng, `${fmtInt(a)} × ${m}`, '', w) },
      answer,
      hints: hints(
        w.t(`Break ${fmtInt(a)} into ${parts.map(fmtInt).join(' + ')}.`, `Descompón ${fmtInt(a)} en ${parts.map(fmtInt).join(' + ')}.`),
        parts.map((p) => `${fmtInt(p)} × ${m} = ${fmtInt(p * m)}`).join('; ') + '.',
        w.t('Add the partial products.', 'Suma los productos parciales.'),
      ),
      explanation: [
        `${fmtInt(a)} = ${parts.map(fmtInt).join(' + ')}.`,
        ...parts.map((p) => `${fmtInt(p)} × ${m} = ${fmtInt(p * m)}`),
        `${parts.map((p) => fmtInt(p * m)).join(' + ')} = ${fmtInt(ans)}.`,
        w.t(`Check: ${fmtInt(ans)} ÷ ${m} = ${fmtInt(a)}.`, `Comprueba: ${fmtInt(ans)} ÷ ${m} = ${fmtInt(a)}.`),
      ],
      misconceptions: misconceptions(answer, [
        [noCarry(a, m), 'no-carries', w.t('When a place gives 10 or more, carry the tens into the next place.', 'Cuando un lugar da 10 o más, lleva las decenas al lugar siguiente.')],
        [a + m, 'added', w.t('This is multiplication, not addition.', 'Esto es una multiplicación, no una suma.')],
      ]),
    };
  },
};
