import type { Difficulty, GeneratedBody, Rng, SkillGenerator, UnitId } from '../../types.js';
import { rectangle } from '../../diagrams/build.js';
import { intAnswer } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const UNITS: { len: UnitId; area: UnitId; word: string; sq: string }[] = [
  { len: 'cm', area: 'cm2', word: 'cm', sq: 'square centimeters' },
  { len: 'm', area: 'm2', word: 'm', sq: 'square meters' },
  { len: 'ft', area: 'ft2', word: 'feet', sq: 'square feet' },
  { len: 'in', area: 'in2', word: 'inches', sq: 'square inches' },
];

export const mdAreaPerimeter: SkillGenerator = {
  skillId: 'g4.md.area-perimeter',
  grade: 4,
  domain: 'md',
  ccss: ['4.MD.A.3'],
  topic: 'Measurement',
  subtopic: 'Area & perimeter of rectangles',
  prereqs: ['g4.nbt.multiply'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const u = rng.pick(UNITS);
    const max = difficulty === 1 ? 10 : difficulty === 2 ? 20 : 15;
    const l = rng.int(3, max);
    let w = rng.int(2, l - 1);
    if (w === l) w = l - 1;
    const A = l * w;
    const P = 2 * (l + w);
    if (difficulty <= 2) {
      const area = rng.bool();
      const answer = intAnswer(area ? A : P, area ? u.area : u.len);
      return {
        question: { text: `A rectangle is ${l} ${u.word} long and ${w} ${u.word} wide. What is its ${area ? 'area' : 'perimeter'}?` },
        diagram: rectangle(l, w, `${l} ${u.word}`, `${w} ${u.word}`),
        answer,
        hints: area
          ? hints('Area counts the unit squares inside: length × width.', `Length ${l}, width ${w}.`, `${l} × ${w} = ?`)
          : hints('Perimeter is the distance all the way around: add all four sides.', `The sides are ${l}, ${w}, ${l} and ${w}.`, `${l} + ${w} + ${l} + ${w} = ?`),
        explanation: area
          ? [`Area = length × width.`, `${l} × ${w} = ${fmtInt(A)} ${u.sq}.`, `Check: ${fmtInt(A)} ÷ ${w} = ${l}.`]
          : [`Perimeter = ${l} + ${w} + ${l} + ${w}.`, `= 2 × (${l} + ${w}) = ${P} ${u.word}.`, `Check: ${l} + ${l} = ${2 * l} and ${w} + ${w} = ${2 * w}; ${2 * l} + ${2 * w} = ${P}.`],
        misconceptions: misconceptions(answer, [
          [area ? P : A, area ? 'found-perimeter' : 'found-area', area ? 'That is the perimeter (distance around). Area is length × width.' : 'That is the area. Perimeter adds the four sides.'],
          [l + w, 'added-two-sides', area ? 'Area multiplies length and width.' : 'A rectangle has four sides: add the length and width twice.'],
        ]),
      };
    }
    if (difficulty === 3) {
      const answer = intAnswer(w, u.len);
      return {
        question: {
          text: rng.pick([
            `A rectangle has an area of ${fmtInt(A)} ${u.sq}. Its length is ${l} ${u.word}. What is its width?`,
            `The area of a rectangle is ${fmtInt(A)} ${u.sq} and its length is ${l} ${u.word}. How wide is it?`,
            `${someone(rng)} draws a rectangle with an area of ${fmtInt(A)} ${u.sq}. It is ${l} ${u.word} long. What is its width?`,
            `A rectangle ${l} ${u.word} long covers ${fmtInt(A)} ${u.sq}. Find its width.`,
            `What is the width of a rectangle that is ${l} ${u.word} long and has an area of ${fmtInt(A)} ${u.sq}?`,
          ]),
        },
        diagram: rectangle(l, w, `${l} ${u.word}`, '?'),
        answer,
        hints: hints('Area = length × width.', `${l} × ? = ${fmtInt(A)}.`, `Divide ${fmtInt(A)} by ${l}.`),
        explanation: [`Area = length × width, so width = area ÷ length.`, `${fmtInt(A)} ÷ ${l} = ${w} ${u.word}.`, `Check: ${l} × ${w} = ${fmtInt(A)}.`],
        misconceptions: misconceptions(answer, [
          [A - l, 'subtracted', 'Area is length × width, so divide the area by the length.'],
          [A * l, 'multiplied', 'The width must be smaller than the area: divide.'],
          [(A - 2 * l) / 2 > 0 && Number.isInteger((A - 2 * l) / 2) ? (A - 2 * l) / 2 : null, 'used-perimeter', 'You treated the area as a perimeter. Area = length × width.'],
        ]),
      };
    }
    if (difficulty === 4) {
      const answer = intAnswer(w, u.len);
      return {
        question: {
          text: rng.pick([
            `A rectangle has a perimeter of ${P} ${u.word}. Its length is ${l} ${u.word}. What is its width?`,
            `The perimeter of a rectangle is ${P} ${u.word} and its length is ${l} ${u.word}. How wide is it?`,
            `${someone(rng)} puts a border of ${P} ${u.word} all the way around a rectangle that is ${l} ${u.word} long. What is the rectangle's width?`,
            `A rectangle ${l} ${u.word} long has a perimeter of ${P} ${u.word}. Find its width.`,
            `What is the width of a rectangle that is ${l} ${u.word} long with a perimeter of ${P} ${u.word}?`,
          ]),
        },
        diagram: rectangle(l, w, `${l} ${u.word}`, '?'),
        answer,
        hints: hints('Perimeter = length + width + length + width.', `The two lengths add to ${l} + ${l} = ${2 * l}.`, `${P} − ${2 * l} = ${P - 2 * l} is two widths. Halve it.`),
        explanation: [`Two lengths: 2 × ${l} = ${2 * l}.`, `${P} − ${2 * l} = ${P - 2 * l} for the two widths.`, `${P - 2 * l} ÷ 2 = ${w} ${u.word}.`, `Check: ${l} + ${w} + ${l} + ${w} = ${P}.`],
        misconceptions: misconceptions(answer, [
          [P - l, 'subtracted-one-length', 'There are two lengths to take away, and then two widths are left.'],
          [P - 2 * l, 'forgot-halve', `${P - 2 * l} is both widths together. Halve it.`],
          [Number.isInteger(P / l) ? P / l : null, 'divided-as-area', 'Perimeter is not length × width; add the sides.'],
        ]),
      };
    }
    const answer = intAnswer(P, u.len);
    return {
      question: {
        text: rng.pick([
          `A rectangle has an area of ${fmtInt(A)} ${u.sq} and a length of ${l} ${u.word}. What is its perimeter?`,
          `The area of a rectangle is ${fmtInt(A)} ${u.sq} and its length is ${l} ${u.word}. How far is it all the way around?`,
          `${someone(rng)} draws a rectangle ${l} ${u.word} long with an area of ${fmtInt(A)} ${u.sq}. What is its perimeter?`,
          `A rectangle ${l} ${u.word} long covers ${fmtInt(A)} ${u.sq}. Find its perimeter.`,
          `What is the perimeter of a rectangle that is ${l} ${u.word} long and has an area of ${fmtInt(A)} ${u.sq}?`,
        ]),
      },
      diagram: rectangle(l, w, `${l} ${u.word}`, null),
      answer,
      hints: hints('First find the width: area = length × width.', `Solve ${l} × ? = ${fmtInt(A)} to get the width.`, 'Perimeter = 2 × (length + width).'),
      explanation: [`Width = ${fmtInt(A)} ÷ ${l} = ${w} ${u.word}.`, `Perimeter = 2 × (${l} + ${w}) = 2 × ${l + w} = ${P} ${u.word}.`, `Check: ${l} × ${w} = ${fmtInt(A)} and ${l} + ${w} + ${l} + ${w} = ${P}.`],
      misconceptions: misconceptions(answer, [
        [l + w, 'added-once', 'Perimeter goes all the way around: two lengths and two widths.'],
        [w, 'stopped-at-width', `${w} is the width. Now use it to find the perimeter.`],
        [2 * l + A, 'mixed-area', 'Find the width first; the area is not a side length.'],
      ]),
    };
  },
};
