import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { qrAnswer } from '../shared/answers.js';
import { fmtInt, plainInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';

export const nbtDivideRemainders: SkillGenerator = {
  skillId: 'g4.nbt.divide-remainders',
  grade: 4,
  domain: 'nbt',
  ccss: ['4.NBT.B.6'],
  topic: 'Multiplying & dividing',
  subtopic: 'Division with remainders',
  prereqs: ['g4.nbt.multiply'],
  estTimeSec: times(25, 150),
  version: '1.1.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const d = rng.int(difficulty === 1 ? 2 : 3, 9);
    let q: number;
    let r = 0;
    if (difficulty === 1) q = rng.int(11, Math.floor(99 / d));
    else if (difficulty === 2) {
      q = rng.int(10, Math.floor(99 / d) - 1);
      r = rng.int(1, d - 1);
    } else if (difficulty === 3) {
      q = rng.int(Math.ceil(100 / d), Math.floor(999 / d) - 1);
      if (q % 10 === 0) q += 1;
      r = rng.bool(0.7) ? rng.int(1, d - 1) : 0;
    } else if (difficulty === 4) {
      const hundreds = rng.int(1, Math.max(1, Math.floor(999 / d / 100)));
      q = hundreds * 100 + rng.int(1, 9);
      r = rng.bool(0.5) ? rng.int(1, d - 1) : 0;
      if (q * d + r > 999) r = 0;
    } else {
      q = rng.int(Math.ceil(1000 / d), Math.floor(9999 / d) - 1);
      r = rng.int(1, d - 1);
    }
    const n = q * d + r;
    const answer = qrAnswer(n, d);
    const qs = String(q);
    const lostZero = qs.includes('0') ? Number(qs.replace(/0/g, '')) : null;
    const firstPlace = Math.floor(n / 10 ** (qs.length - 1));
    const lead = Math.floor(firstPlace / d);
    return {
      question: { text: calcQuestion(rng, `${fmtInt(n)} ÷ ${d}`, r !== 0 || difficulty >= 3 ? 'Give the quotient and the remainder (like 5 R 2) if there is one.' : '') },
      answer,
      hints: hints(
        `Divide one place at a time, starting on the left: how many ${d}s are in ${fmtInt(firstPlace)}?`,
        `${lead} × ${d} = ${lead * d}, so ${firstPlace - lead * d} is left to bring down with the next digit.`,
        `Bring down the next digit and divide again, place by place, until the ones are done; whatever is left at the end is the remainder.`,
      ),
      explanation: [
        `Divide ${fmtInt(n)} by ${d} one place at a time, from the left.`,
        `${d} × ${fmtInt(q)} = ${fmtInt(q * d)}, and ${fmtInt(n)} − ${fmtInt(q * d)} = ${r}.`,
        r === 0 ? `So ${fmtInt(n)} ÷ ${d} = ${fmtInt(q)} exactly.` : `So the quotient is ${fmtInt(q)} and the remainder is ${r} (smaller than ${d}).`,
        `Check: ${d} × ${fmtInt(q)}${r ? ` + ${r}` : ''} = ${fmtInt(n)}.`,
      ],
      misconceptions: misconceptions(answer, [
        [lostZero !== null ? (r ? `${lostZero} R ${r}` : plainInt(lostZero)) : null, 'lost-zero', `When a place is too small to divide, write 0 in the quotient before moving on.`],
        [r ? plainInt(q) : null, 'dropped-remainder', `There are ${r} left over. Write the remainder too: quotient R remainder.`],
        [r && q > 1 ? `${q - 1} R ${r + d}` : null, 'remainder-too-big', `A remainder of ${r + d} is bigger than ${d}, so one more ${d} fits.`],
        [r ? `${q}.${r}` : null, 'remainder-as-decimal', `A remainder is not a decimal digit. Write it as ${plainInt(q)} R ${r}.`],
      ]),
    };
  },
};
