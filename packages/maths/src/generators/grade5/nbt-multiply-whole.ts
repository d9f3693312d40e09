import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const nbtMultiplyWhole: SkillGenerator = {
  skillId: 'g5.nbt.multiply-whole',
  grade: 5,
  domain: 'nbt',
  ccss: ['5.NBT.B.5'],
  topic: 'Multiplying & dividing',
  subtopic: 'Standard multiplication algorithm',
  prereqs: ['g4.nbt.multiply'],
  estTimeSec: times(40, 180),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let a: number;
    let b: number;
    if (difficulty === 1) {
      // no regrouping: every digit product ≤ 9 and column sums ≤ 9
      const b1 = rng.int(1, 2), b0 = rng.int(1, 3);
      const a1 = rng.int(1, Math.floor(4 / b1)), a0 = rng.int(1, Math.floor(3 / b0));
      a = a1 * 10 + a0;
      b = b1 * 10 + b0;
      if (a < 12) a = 12;
    } else if (difficulty === 2) {
      a = rng.int(23, 98);
      b = rng.int(13, 98);
    } else if (difficulty === 3) {
      a = rng.int(102, 999);
      b = rng.int(13, 98);
    } else if (difficulty === 4) {
      a = rng.int(1002, 9999);
      b = rng.int(13, 98);
    } else {
      a = rng.int(1002, 9999);
      b = rng.int(1, 9) * 100 + rng.int(1, 9);
    }
    if (a % 10 === 0) a += 1;
    if (b % 10 === 0) b += 1;
    const ans = a * b;
    const answer = intAnswer(ans);
    const bs = String(b);
    const parts = bs.split('').map((d, i) => Number(d) * 10 ** (bs.length - 1 - i)).filter((x) => x > 0).reverse();
    const zeroSkipped = bs.length === 3 && bs[1] === '0' ? a * Number(bs[0]! + bs[2]!) : null;
    const unshifted = bs.length === 2 ? a * (b % 10) + a * Math.floor(b / 10) : null;
    // Two-digit factors: an area model with both split into tens and ones (the four products left to find).
    const split = (n: number) => [{ size: n - (n % 10), label: String(n - (n % 10)) }, { size: n % 10, label: String(n % 10) }].filter((p) => p.size > 0);
    const cols = split(a), rows = split(b);
    return {
      question: { text: calcQuestion(rng, `${fmtInt(a)} × ${fmtInt(b)}`, '', w) },
      ...(a < 100 && b < 100 ? { diagram: { kind: 'area-model' as const, columns: cols, rows, cells: rows.map(() => cols.map(() => '')), shaded: [] } } : {}),
      answer,
      hints: hints(
        `${fmtInt(a)} × ${fmtInt(b)} = ${parts.map((p) => `${fmtInt(a)} × ${fmtInt(p)}`).join(' + ')}.`,
        parts.map((p) => `${fmtInt(a)} × ${fmtInt(p)} = ${fmtInt(a * p)}`).join(w.t(' and ', ' y ')) + '.',
        w.t('Add the partial products.', 'Suma los productos parciales.'),
      ),
      explanation: [
        ...parts.map((p) => `${fmtInt(a)} × ${fmtInt(p)} = ${fmtInt(a * p)}`),
        `${parts.map((p) => fmtInt(a * p)).join(' + ')} = ${fmtInt(ans)}.`,
        `${w.t('Check: estimate', 'Comprueba: estima')} ${fmtInt(Math.round(a / 10 ** (String(a).length - 1)) * 10 ** (String(a).length - 1))} × ${fmtInt(Math.round(b / 10 ** (bs.length - 1)) * 10 ** (bs.length - 1))} ≈ ${fmtInt(Math.round(a / 10 ** (String(a).length - 1)) * 10 ** (String(a).length - 1) * Math.round(b / 10 ** (bs.length - 1)) * 10 ** (bs.length - 1))}${w.t(', close to', ', cerca de')} ${fmtInt(ans)}.`,
      ],
      misconceptions: misconceptions(answer, [
        [zeroSkipped, 'skipped-zero-place', w.t(`${fmtInt(b)} has 0 tens: the hundreds row is ${fmtInt(a)} × ${bs[0]}00, shifted two places.`, `${fmtInt(b)} tiene 0 decenas: la fila de las centenas es ${fmtInt(a)} × ${bs[0]}00, recorrida dos lugares.`)],
        [unshifted, 'partial-not-shifted', w.t(`The tens row is ${fmtInt(a)} × ${Math.floor(b / 10) * 10}, so it is shifted one place left.`, `La fila de las decenas es ${fmtInt(a)} × ${Math.floor(b / 10) * 10}, así que se recorre un lugar a la izquierda.`)],
      ]),
    };
  },
};
