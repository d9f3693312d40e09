import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { qrAnswer } from '../shared/answers.js';
import { fmtInt, plainInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';

export const nbtDivide2digit: SkillGenerator = {
  skillId: 'g5.nbt.divide-2digit',
  grade: 5,
  domain: 'nbt',
  ccss: ['5.NBT.B.6'],
  topic: 'Multiplying & dividing',
  subtopic: 'Divide by 2-digit numbers',
  prereqs: ['g4.nbt.divide-remainders'],
  estTimeSec: times(40, 180),
  version: '1.1.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    let d: number;
    let q: number;
    let r = 0;
    if (difficulty === 1) {
      d = rng.pick([12, 15, 20, 25]);
      q = rng.int(3, 12);
    } else if (difficulty === 2 || difficulty === 3) {
      d = rng.int(12, 49);
      q = rng.int(Math.ceil(100 / d) + 1, Math.floor(999 / d) - 1);
      if (difficulty === 3) r = rng.int(1, d - 1);
    } else if (difficulty === 4) {
      d = rng.int(12, 89);
      q = rng.int(Math.ceil(1000 / d) + 1, Math.floor(9999 / d) - 1);
      r = rng.bool(0.6) ? rng.int(1, d - 1) : 0;
    } else {
      d = rng.int(12, 49);
      const hundreds = rng.int(Math.ceil(1000 / d / 100), Math.floor(9999 / d / 100));
      q = hundreds * 100 + rng.int(1, 9);
      r = rng.bool(0.5) ? rng.int(1, d - 1) : 0;
      if (q * d + r > 9999) r = 0;
    }
    const n = q * d + r;
    const answer = qrAnswer(n, d);
    const est = Math.round(d / 10) * 10;
    const qs = String(q);
    const lostZero = qs.includes('0') ? Number(qs.replace(/0/g, '')) : null;
    const lead = Number(qs[0]) * 10 ** (qs.length - 1);
    // The estimate says how, not what: its result can be the quotient itself.
    const estimate = d === est ? `Estimate first: about how many ${d}s make ${fmtInt(n)}?` : `Estimate first: round ${d} to ${est}, then think how many ${est}s make about ${fmtInt(n)}.`;
    const rest = n - d * lead;
    return {
      question: { text: calcQuestion(rng, `${fmtInt(n)} ÷ ${d}`, difficulty >= 3 ? 'Give the remainder too (like 12 R 5) if there is one.' : '') },
      answer,
      hints: lead === q ? hints(
        estimate,
        `Count up in ${d}s: ${d}, ${2 * d}, ${3 * d}, …`,
        `Which multiple of ${d} is ${fmtInt(n)}${r ? ' or just below it' : ''}?`,
      ) : hints(
        estimate,
        `${d} × ${fmtInt(lead)} = ${fmtInt(d * lead)}; ${fmtInt(n - d * lead)} is left.`,
        `How many ${d}s are in ${fmtInt(n - d * lead)}? Anything left over is the remainder.`,
      ),
      // Steps the child fills in that are not the quotient: a product too big (one-digit quotient), or the
      // leading part of the quotient taken away first; the quotient comes in the last step.
      explanation: [
        ...(lead === q
          ? [`Too big: ${d} × ${q + 1} = ${fmtInt(d * (q + 1))}.`, ...(r ? [`${d} × ${q} = ${fmtInt(d * q)}, leaving ${r}.`] : [])]
          : [`${d} × ${fmtInt(lead)} = ${fmtInt(d * lead)}.`, `${fmtInt(n)} − ${fmtInt(d * lead)} = ${fmtInt(rest)}.`, `${d} × ${fmtInt(q - lead)} = ${fmtInt(d * (q - lead))}, leaving ${r}.`]),
        r ? `Quotient ${fmtInt(q)}, remainder ${r}.` : `${fmtInt(n)} ÷ ${d} = ${fmtInt(q)}.`,
        `Check: ${d} × ${fmtInt(q)}${r ? ` + ${r}` : ''} = ${fmtInt(n)}.`,
      ],
      misconceptions: misconceptions(answer, [
        [lostZero !== null ? (r ? `${lostZero} R ${r}` : plainInt(lostZero)) : null, 'dropped-zero', 'When a step is too small to divide, write 0 in the quotient.'],
        [r ? plainInt(q) : null, 'dropped-remainder', `${r} is left over: write it as the remainder.`],
        [r && q > 1 ? `${q - 1} R ${r + d}` : null, 'remainder-too-big', `A remainder must be less than ${d}.`],
      ]),
    };
  },
};
