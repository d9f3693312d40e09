import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { decAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { decPlain } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Number name for 0..999 ("four hundred six", "thirty-two"). */
function numberName(n: number): string {
  const h = Math.floor(n / 100), rest = n % 100;
  const parts: string[] = [];
  if (h > 0) parts.push(`${ONES[h]} hundred`);
  if (rest > 0 || h === 0) {
    if (rest < 20) parts.push(ONES[rest]!);
    else parts.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  }
  return parts.join(' ');
}

const PLACE = ['1', '1/10', '1/100', '1/1,000'];
const PLACE_NAME = ['ones', 'tenths', 'hundredths', 'thousandths'];

function expanded(terms: Array<[number, number]>): string {
  return terms.map(([digit, p]) => (p === -1 ? `${digit} × 10` : p === 0 ? `${digit} × 1` : `${digit} × (${PLACE[p]})`)).join(' + ');
}

function value(terms: Array<[number, number]>): Rational {
  return terms.reduce((acc, [digit, p]) => acc.add(p === -1 ? rat(digit * 10) : rat(digit, 10 ** p)), rat(0));
}

export const nbtReadWriteDecimals: SkillGenerator = {
  skillId: 'g5.nbt.read-write-decimals',
  grade: 5,
  domain: 'nbt',
  ccss: ['5.NBT.A.3'],
  topic: 'Decimals',
  subtopic: 'Expanded form & number names',
  prereqs: ['g4.nf.decimal-fractions'],
  estTimeSec: times(20, 60),
  version: '1.1.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    if (difficulty === 1 || difficulty === 2 || difficulty === 4) {
      const terms: Array<[number, number]> = [];
      let skipped: Rational | null = null;
      if (difficulty === 1) {
        if (rng.bool()) terms.push([rng.int(1, 9), -1]);
        terms.push([rng.int(1, 9), 0], [rng.int(1, 9), 1]);
      } else if (difficulty === 2) {
        terms.push([rng.int(1, 9), -1], [rng.int(1, 9), 0]);
        if (rng.bool()) terms.push([rng.int(1, 9), 2]);
        else terms.push([rng.int(1, 9), 1], [rng.int(1, 9), 2]);
      } else {
        const zero = rng.int(1, 2);
        terms.push([rng.int(1, 9), 0]);
        for (const p of [1, 2, 3]) if (p !== zero) terms.push([rng.int(1, 9), p]);
      }
      const places = Math.max(...terms.map(([, p]) => p));
      const hasGap = terms.filter(([, p]) => p > 0).length < places;
      const ans = value(terms);
      const answer = decAnswer(ans);
      // child writes the digits side by side without the zero placeholder
      if (hasGap) {
        const digits = terms.filter(([, p]) => p > 0).map(([dg]) => dg).join('');
        const whole = terms.filter(([, p]) => p <= 0).map(([dg]) => dg).join('');
        skipped = Rational.parse(`${whole}.${digits}`);
      }
      const lastDigit = terms[terms.length - 1]!;
      return {
        question: {
          text: rng.pick([
            `${expanded(terms)} = ?`,
            `Write ${expanded(terms)} as a decimal.`,
            `What decimal is ${expanded(terms)}?`,
            `${someone(rng)} adds ${expanded(terms)}. What decimal is the sum?`,
            `Write ${expanded(terms)} as one number.`,
          ]),
        },
        answer,
        hints: hints(
          `Each term is one digit times a place value: ${terms.map(([dg, p]) => `${dg} ${p === -1 ? 'tens' : PLACE_NAME[p]}`).join(', ')}.`,
          hasGap ? 'A place that is missing from the sum gets the digit 0.' : `The ${PLACE_NAME[lastDigit[1]]} digit goes ${lastDigit[1]} place${lastDigit[1] === 1 ? '' : 's'} after the decimal point.`,
          `Write each digit in its place, with ${places} digit${places === 1 ? '' : 's'} after the point. What number is that?`,
        ),
        explanation: [
          terms.map(([dg, p]) => (p === -1 ? `${dg} × 10 = ${dg * 10}` : p === 0 ? `${dg} × 1 = ${dg}` : `${dg} × ${PLACE[p]} = ${decPlain(rat(dg, 10 ** p))}`)).join(', ') + '.',
          `Adding the parts gives ${answer.canonical}.`,
          `Check: ${answer.canonical} has ${places} decimal place${places === 1 ? '' : 's'}, and each digit matches its place value.`,
        ],
        misconceptions: misconceptions(answer, [
          [skipped ? decPlain(skipped) : null, 'no-placeholder-zero', 'A missing place still needs a 0 to hold it.'],
          [decPlain(terms.reduce((acc, [dg]) => acc + dg, 0)), 'added-digits', 'Each digit stands for a place value; do not add the digits.'],
        ]),
      };
    }
    if (difficulty === 3) {
      const w = rng.bool() ? rng.int(1, 99) : rng.int(101, 999);
      const f = rng.int(1, 99);
      const ans = rat(w).add(rat(f, 100));
      const answer = decAnswer(ans);
      const name = `${numberName(w)} and ${numberName(f)} hundredth${f === 1 ? '' : 's'}`;
      return {
        question: { text: `Write "${name}" as a decimal.` },
        answer,
        hints: hints(
          '"And" marks the decimal point.',
          'Hundredths need two digits after the point.',
          `${numberName(f)} hundredths = ${decPlain(rat(f, 100))}; put the whole number ${w} in front.`,
        ),
        explanation: [
          `The whole-number part is ${w}.`,
          `${numberName(f)} hundredths = ${f}/100 = ${decPlain(rat(f, 100))}.`,
          `So the number is ${answer.canonical}.`,
          `Check: read ${answer.canonical} aloud: "${name}".`,
        ],
        misconceptions: misconceptions(answer, [
          [f < 10 ? decPlain(Rational.parse(`${w}.${f}`)) : null, 'no-placeholder-zero', 'Hundredths need two digits after the point: use a 0 as a placeholder.'],
          [decPlain(rat(w).add(rat(f, 1000))), 'wrong-place', 'Hundredths are two places after the point, not three.'],
        ]),
      };
    }
    // d5: zeros in both the whole and decimal parts
    const h = rng.int(1, 9), o = rng.int(1, 9);
    const w = h * 100 + o;
    const f = rng.bool() ? rng.int(11, 99) : rng.int(1, 9) * 100 + rng.int(1, 9);
    const ans = rat(w).add(rat(f, 1000));
    const answer = decAnswer(ans);
    const name = `${numberName(w)} and ${numberName(f)} thousandths`;
    const fd = String(f);
    return {
      question: { text: `Write "${name}" as a decimal.` },
      answer,
      hints: hints(
        '"And" marks the decimal point.',
        `Thousandths need three digits after the point; ${numberName(w)} has no tens, so its tens digit is 0.`,
        `${numberName(f)} thousandths = ${decPlain(rat(f, 1000))}; put ${w} in front of the point.`,
      ),
      explanation: [
        `${numberName(w)} = ${w} (0 tens).`,
        `${numberName(f)} thousandths = ${f}/1,000 = ${decPlain(rat(f, 1000))}.`,
        `Together: ${answer.canonical}.`,
        `Check: read ${answer.canonical} aloud: "${name}".`,
      ],
      misconceptions: misconceptions(answer, [
        [decPlain(Rational.parse(`${w}.${fd.replace(/0/g, '')}`)), 'no-placeholder-zero', 'Thousandths need three digits after the point: keep the placeholder zeros.'],
        [decPlain(Rational.parse(`${h}${o}0.${fd.padStart(3, '0')}`)), 'zero-in-wrong-place', `${numberName(w)} has ${o} ones and 0 tens.`],
        [decPlain(Rational.parse(`${h}0${o}0.${fd.padStart(3, '0')}`)), 'extra-zero', `${numberName(w)} is a three-digit number.`],
      ]),
    };
  },
};
