import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { cmpAnswer, cmpSymbol, cmpWord } from '../shared/answers.js';
import { compareQuestion } from '../shared/compare-decimals.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

/** Big counts two places can compare: the place and what was counted. */
const COUNTS: readonly [string, string][] = [
  ['town', 'people'],
  ['stadium', 'seats'],
  ['library', 'books'],
  ['farm', 'chickens'],
];

/** The same places in Spanish, index for index: one place, another, what was counted. */
const COUNTS_ES: readonly [string, string, string][] = [
  ['Un pueblo', 'otro', 'habitantes'],
  ['Un estadio', 'otro', 'asientos'],
  ['Una biblioteca', 'otra', 'libros'],
  ['Una granja', 'otra', 'gallinas'],
];

const countStory = ([place, what]: [string, string], a: string, b: string): string => `One ${place} has ${a} ${what} and another has ${b} ${what}.`;
const countStoryEs = ([one, other, what]: [string, string, string], a: string, b: string): string => `${one} tiene ${a} ${what} y ${other} tiene ${b} ${what}.`;

const PLACE = ['ones', 'tens', 'hundreds', 'thousands', 'ten-thousands', 'hundred-thousands'];
/** "el lugar de las …": every place name is feminine plural. */
const PLACE_ES = ['unidades', 'decenas', 'centenas', 'unidades de millar', 'decenas de millar', 'centenas de millar'];

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
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
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
    const answer = cmpAnswer(a, b, w);
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
    if (w.es) {
      const at = (k: number) => `el lugar de las ${PLACE_ES[k]}`;
      const story = right ? null : countStoryEs(COUNTS_ES[rng.int(0, COUNTS.length - 1)]!, fmtInt(a), bText);
      return {
        question: { text: compareQuestion(rng, fmtInt(a), bText, story, w) },
        answer,
        hints: hints(
          right ? `Primero escribe ${bText} como un solo número y luego alinea los números por valor posicional.` : 'Alinea los números por valor posicional.',
          'Compara los dígitos desde la izquierda, empezando por el lugar más grande.',
          sym === '=' ? `Revisa cada lugar desde la izquierda: ¿hay algún dígito diferente?` : `El primer lugar donde los dígitos son diferentes es ${at(place)}: ${sa[i]} y ${sb[i]}.`,
        ),
        explanation: [
          right ? `${bText} = ${fmtInt(b)}.` : `Los dos números tienen ${la} dígitos.`,
          sym === '=' ? `Todos los dígitos coinciden, así que los números son iguales.` : `Desde la izquierda, los primeros dígitos diferentes están en ${at(place)}: ${sa[i]} ${sym} ${sb[i]}.`,
          ...(sym === '='
            ? [`El primer dígito, ${sa[0]}, en ${at(la - 1)} = ${fmtInt(Number(sa[0]) * 10 ** (la - 1))}.`]
            : [`${sa[i]} en ${at(place)} = ${fmtInt(Number(sa[i]) * 10 ** place)}.`, `${sb[i]} en ${at(place)} = ${fmtInt(Number(sb[i]) * 10 ** place)}.`]),
          `Entonces ${fmtInt(a)} ${sym} ${fmtInt(b)}.`,
          `Comprueba: ${fmtInt(a)} es ${cmpWord(sym, w)} ${fmtInt(b)}; el lado abierto del signo mira hacia el número mayor.`,
        ],
        misconceptions: misconceptions(answer, [
          [sym !== '=' && fromRight !== sym ? fromRight : null, 'compared-from-right', 'Empieza por el lugar más grande, a la izquierda, no por el dígito de las unidades.'],
          [nineGuess !== null && nineGuess !== sym ? nineGuess : null, 'more-nines-bigger', 'Tener más nueves no hace más grande a un número; decide el primer lugar diferente desde la izquierda.'],
          [reverse, 'symbol-backwards', `El lado abierto del signo mira hacia el número mayor. ${fmtInt(a)} es ${cmpWord(sym, w)} ${fmtInt(b)}.`],
        ]),
      };
    }
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
