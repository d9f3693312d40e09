import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { decAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { decPlain, fmtDec, fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';

const SUP = ['⁰', '¹', '²', '³'];

export const nbtPowersOfTen: SkillGenerator = {
  skillId: 'g5.nbt.powers-of-ten',
  grade: 5,
  domain: 'nbt',
  ccss: ['5.NBT.A.1', '5.NBT.A.2'],
  topic: 'Place value',
  subtopic: 'Multiply & divide by 10, 100, 1,000',
  prereqs: ['g4.nbt.place-value'],
  estTimeSec: times(15, 45),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    let x = rat(0);
    let k: number;
    let mult: boolean;
    if (difficulty === 1) {
      x = rat(rng.int(12, 999));
      k = rng.int(1, 2);
      mult = true;
    } else if (difficulty === 2) {
      let n = rng.int(12, 999);
      if (n % 10 === 0) n += 3;
      x = rat(n);
      k = rng.int(1, 2);
      mult = false;
    } else if (difficulty === 3) {
      x = rat(rng.int(101, 9999), rng.pick([10, 100, 1000]));
      k = rng.int(1, 3);
      mult = true;
    } else if (difficulty === 4) {
      x = rat(rng.int(11, 9999), rng.pick([10, 100]));
      k = rng.int(1, 3);
      mult = false;
    } else {
      const w = rng.int(1, 9);
      const f = rng.pick([rng.int(1, 9), rng.int(1, 9) * 10 + rng.int(1, 9)]);
      x = rat(w * (f < 10 ? 100 : 100) + (f < 10 ? f : f), 100);
      k = 3;
      mult = false;
    }
    if (x.isInteger() && x.num % 10n === 0n && !mult) x = x.add(rat(3));
    const p = 10 ** k;
    const ans = mult ? x.mul(p) : x.div(p);
    const answer = decAnswer(ans);
    const useExp = difficulty >= 3;
    const pText = useExp ? `10${SUP[k]}` : fmtInt(p);
    const op = mult ? '×' : '÷';
    const wrongPlaces = mult ? x.mul(10 ** Math.max(0, k - 1)) : x.div(10 ** Math.max(0, k - 1));
    return {
      question: { text: calcQuestion(rng, `${fmtDec(x)} ${op} ${pText}`) },
      answer,
      hints: hints(
        useExp ? `10${SUP[k]} = ${fmtInt(p)}.` : `${op === '×' ? 'Multiplying' : 'Dividing'} by 10 moves every digit one place to the ${mult ? 'left' : 'right'}.`,
        `${mult ? 'Multiplying' : 'Dividing'} by ${fmtInt(p)} moves every digit ${k} place${k > 1 ? 's' : ''} to the ${mult ? 'left' : 'right'}.`,
        k > 1
          ? `${fmtDec(x)} → ${fmtDec(mult ? x.mul(10) : x.div(10))} → … — keep going for ${k} places.`
          : `Write ${fmtDec(x)} in a place-value chart, then slide every digit one column to the ${mult ? 'left' : 'right'}${mult ? ' (an empty ones place gets a 0)' : ''}.`,
      ),
      explanation: [
        ...(useExp ? [`10${SUP[k]} = ${fmtInt(p)}.`] : []),
        `${mult ? 'Multiply' : 'Divide'} by ${fmtInt(p)}: every digit moves ${k} place${k > 1 ? 's' : ''} to the ${mult ? 'left' : 'right'}.`,
        `${fmtDec(x)} ${op} ${fmtInt(p)} = ${answer.canonical}.`,
        `Check: ${answer.canonical} ${mult ? '÷' : '×'} ${fmtInt(p)} = ${fmtDec(x)}.`,
      ],
      misconceptions: misconceptions(answer, [
        [decPlain(mult ? x.div(p) : x.mul(p)), mult ? 'divided' : 'multiplied', `${mult ? 'Multiplying' : 'Dividing'} by ${fmtInt(p)} makes the number ${mult ? 'bigger' : 'smaller'}.`],
        [k > 1 ? decPlain(wrongPlaces) : null, 'too-few-places', `${fmtInt(p)} has ${k} zeros, so move the digits ${k} places.`],
        [mult && !x.isInteger() ? `${x.toDecimalString()}${'0'.repeat(k)}` : null, 'appended-zeros', 'Writing zeros after the decimal digits does not change the value. Move the digits instead.'],
        [!mult ? decPlain(x.div(10 ** (k + 1))) : null, 'too-many-places', `Move the digits exactly ${k} places.`],
      ]),
    };
  },
};
