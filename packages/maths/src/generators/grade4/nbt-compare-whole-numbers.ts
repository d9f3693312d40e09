import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { cmpAnswer, cmpSymbol, cmpWord } from '../shared/answers.js';
import { compareQuestion } from '../shared/compare-decimals.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

/** Big counts two places can compare: the place and what was counted. */
const COUNTS: readonly [string, string][] = [
  ['town', 'people'],
  ['stadium', 'seats'],
  ['library', 'books'],
  ['farm', 'chickens'],
];

const countStory = ([place, what]: [string, string], a: string, b: string): string => `One ${place} has ${a} ${what} and another has ${b} ${what}.`;

const PLACE = ['ones', 'tens', 'hundreds', 'thousands', 'ten-thousands', 'hundred-thousands'];

function digitsOf(n: number): number[] {
  return String(n).split('').map(Number);
}

function randDigits(rng: Rng, len: number): number[] {
  const d = [rng.int(1, 9)];
  for (let i = 1; i < len; i++) d.push(rng.int(0, 9));
  return d;
}

const fromDigits = (d: number[]) => Number(d.join(''));

function expanded(n: number): string {
  const ds = digitsOf(n);
  return ds
    .map((x, i) => (x === 0 ? null : fmtInt(x * 10 ** (ds.length - 1 - i))))
    .filter((x) => x !== null)
    .join(' + ');
}

export const nbtCompareWholeNumbers: SkillGenerator = {
  skillId: 'g4.nbt.compare-whole-numbers',
  grade: 4,
  domain: 'nbt',
  ccss: ['4.NBT.A.2'],
  topic: 'Place value',
  subtopic: 'Compare big numbers',
  prereqs: ['g4.nbt.place-value'],
  estTimeSec: times(10, 30),
  version: '1.1.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    let a: number;
    let b: number;
    let right: string | null = null;
    if (difficulty === 1 || difficulty === 2) {
      const len = difficulty === 1 ? 3 : 4;
      const da = randDigits(rng, len);
      const db = randDigits(rng, len);
      if (db[0] === da[0]) db[0] = da[0] === 9 ? 1 : da[0]! + 1;
      a = fromDigits(da);
      b = fromDigits(db);
    } else if (difficulty === 3 || difficulty === 4) {
      const len = difficulty === 3 ? 5 : 6;
      const da = randDigits(rng, len);
      if (difficulty === 4) for (let i = 1; i < len; i++) if (rng.bool(0.4)) da[i] = 0;
      const pos = rng.int(difficulty === 3 ? 1 : 2, len - 2);
      const db = [...da];
      db[pos] = (da[pos]! + rng.int(1, 9)) % 10;
      for (let i = pos + 1; i < len; i++) db[i] = difficulty === 4 && rng.bool(0.4) ? 0 : rng.int(0, 9);
      a = fromDigits(da);
      b = fromDigits(db);
    } else {
      const len = 6;
      if (rng.bool(0.65)) {
        const da = randDigits(rng, len);
        da[1] = da[1] === 9 ? 0 : da[1]!;
        let db = rng.shuffle(da);
        let tries = 0;
        while ((db[0] === 0 || fromDigits(db) === fromDigits(da)) && tries < 8) {
          db = rng.shuffle(da);
          tries++;
        }
        if (db[0] === 0 || fromDigits(db) === fromDigits(da)) db = [da[0]!, ...da.slice(1).reverse()];
        a = fromDigits(da);
        b = fromDigits(db);
        if (a === b) b = a + 9;
      } else {
        a = fromDigits(randDigits(rng, len));
        const off = rng.pick([1, 10, 100, 1000, 10000]);
        b = rng.bool(0.5) ? a : a - off >= 100000 && rng.bool() ? a - off : a + off;
        right = expanded(b);
      }
    }
    const answer = cmpAnswer(a, b);
    const sym = answer.canonical;
    const sa = String(a);
    const sb = String(b);
    // first place (from the left) where the digits differ
    let i = 0;
    const la = sa.length;
    while (i < la && sa[i] === sb[i]) i++;
    const place = la - 1 - i;
    const bText = right ?? fmtInt(b);
    const fromRight = cmpSymbol(a % 10, b % 10);
    const reverse = sym === '<' ? '>' : sym === '>' ? '<' : null;
    const nines = (x: number) => String(x).split('').filter((c) => c === '9').length;
    const nineGuess = nines(a) === nines(b) ? null : nines(a) > nines(b) ? '>' : '<';
    return {
      question: { text: compareQuestion(rng, fmtInt(a), bText, right ? null : countStory(rng.pick(COUNTS), fmtInt(a), bText)) },
      answer,
      hints: hints(
        right ? `Write ${bText} as one number first, then line the numbers up by place value.` : 'Line the numbers up by place value.',
        'Compare the digits from the left, starting with the biggest place.',
        sym === '='
          ? `Check every place from the left: do any digits differ?`
          : `The first place where the digits differ is the ${PLACE[place]} place: ${sa[i]} and ${sb[i]}.`,
      ),
      explanation: [
        right ? `${bText} = ${fmtInt(b)}.` : `Both numbers have ${la} digits.`,
        sym === '='
          ? `Every digit matches, so the numbers are equal.`
          : `From the left, the first different digits are in the ${PLACE[place]} place: ${sa[i]} ${sym} ${sb[i]}.`,
        // The two values of that place, found by the child before deciding (a step to fill in).
        ...(sym === '='
          ? [`The first digit, ${sa[0]}, in the ${PLACE[la - 1]} place = ${fmtInt(Number(sa[0]) * 10 ** (la - 1))}.`]
          : [`${sa[i]} in the ${PLACE[place]} place = ${fmtInt(Number(sa[i]) * 10 ** place)}.`, `${sb[i]} in the ${PLACE[place]} place = ${fmtInt(Number(sb[i]) * 10 ** place)}.`]),
        `So ${fmtInt(a)} ${sym} ${fmtInt(b)}.`,
        `Check: ${fmtInt(a)} is ${cmpWord(sym)} ${fmtInt(b)}; the symbol opens toward the bigger number.`,
      ],
      misconceptions: misconceptions(answer, [
        [sym !== '=' && fromRight !== sym ? fromRight : null, 'compared-from-right', 'Start from the biggest place on the left, not from the ones digit.'],
        [nineGuess !== null && nineGuess !== sym ? nineGuess : null, 'more-nines-bigger', 'Having more 9s does not make a number bigger; the leftmost different place decides.'],
        [reverse, 'symbol-backwards', `The open side of the symbol faces the bigger number. ${fmtInt(a)} is ${cmpWord(sym)} ${fmtInt(b)}.`],
      ]),
    };
  },
};
