import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

/**
 * A shape; `name` may draw its own measurements or an everyday object, so each difficulty has well over 25
 * distinct problems (docs/maths/curriculum.md, "Variety"). Measurements never change the answer.
 */
interface Shape { name: string | ((rng: Rng) => string); lines: number; how: string; wrong: [number, string][] }
const S = (name: Shape['name'], lines: number, how: string, wrong: [number, string][] = []): Shape => ({ name, lines, how, wrong });
const cm = (rng: Rng, lo = 3, hi = 12) => `${rng.int(lo, hi)} cm`;
const two = (rng: Rng): [number, number] => {
  const [a, b] = rng.shuffle([3, 4, 5, 6, 7, 8, 9, 10, 12]).slice(0, 2) as [number, number];
  return [Math.max(a, b), Math.min(a, b)];
};
const letter = (l: string, lines: number, how: string, wrong: [number, string][]) => S(`the capital letter ${l}`, lines, how, wrong);
const ONE_UP = 'only the up-and-down fold works';
const ONE_ACROSS = 'only the side-to-side fold (across the middle) works';
const NONE = 'no fold matches';
const LETTERS_ONE = [
  ...['A', 'M', 'T', 'U', 'V', 'W', 'Y'].map((l) => letter(l, 1, ONE_UP, [[2, `A ${l} folded across the middle does not match.`]])),
  ...['B', 'C', 'D', 'E', 'K'].map((l) => letter(l, 1, ONE_ACROSS, [[2, `A ${l} folded up and down does not match.`]])),
];
const LETTERS_TWO = ['H', 'I', 'X'].map((l) => letter(l, 2, 'an up-and-down fold and a side-to-side fold both work', [[1, `${l} also folds onto itself top to bottom.`]]));
const LETTERS_NONE = ['F', 'G', 'J', 'L', 'P', 'R'].map((l) => letter(l, 0, NONE, [[1, `Try it: the two halves of the ${l} never match when folded.`]]));
const RECT_M = S((rng) => { const [l, w] = two(rng); return rng.bool() ? `a rectangle ${l} cm long and ${w} cm wide` : rng.pick(['a playing card (a rectangle that is not a square)', 'a door (a rectangle that is not a square)', 'a dollar bill (a rectangle that is not a square)']); }, 2, 'the two folds through the middles of opposite sides work; the diagonals do not', [[4, 'The diagonals of a non-square rectangle are not fold lines.']]);
const SQUARE_M = S((rng) => (rng.bool() ? `a square with sides of ${cm(rng)}` : rng.pick(['a square sticky note', 'a square floor tile', 'a square napkin'])), 4, 'two folds through the middles of opposite sides and two folds along the diagonals', [[2, 'The diagonals of a square are fold lines too.']]);
const EQUI_M = S((rng) => (rng.bool() ? `an equilateral triangle with sides of ${cm(rng)}` : 'a yield sign (an equilateral triangle)'), 3, 'a fold from each corner to the middle of the opposite side', [[1, 'Every corner of an equilateral triangle has a fold line.']]);
const ISO_M = S((rng) => { const [a, b] = two(rng); return `an isosceles triangle with sides of ${a} cm, ${a} cm and ${b} cm`; }, 1, 'the only fold goes from the corner between the equal sides to the middle of the opposite side', [[3, 'Only the fold between the two equal sides works.']]);
const SCALENE_M = S((rng) => { const a = rng.int(3, 8); return `a scalene triangle with sides of ${a} cm, ${a + 1} cm and ${a + 2} cm`; }, 0, 'no fold matches the shape', [[1, 'With no equal sides, no fold can match.']]);
const KITE_M = S((rng) => { const [a, b] = two(rng); return `a kite with two sides of ${b} cm next to each other and two sides of ${a} cm next to each other`; }, 1, 'only the fold through the corners between the equal sides works', [[2, 'Only one diagonal of a kite is a fold line.']]);
const RHOMBUS_M = S((rng) => `a rhombus with sides of ${cm(rng)} and angles of ${rng.pick(['60° and 120°', '50° and 130°', '70° and 110°', '40° and 140°'])}`, 2, 'the two diagonals are the fold lines', [[4, 'Folds through the middles of the sides do not work for a rhombus.']]);
const PARA_M = S((rng) => { const [a, b] = two(rng); return `a parallelogram with sides of ${a} cm and ${b} cm and angles of ${rng.pick(['60° and 120°', '50° and 130°', '70° and 110°'])}`; }, 0, 'no fold matches the shape exactly', [[2, 'Folding a slanted parallelogram in half never matches the edges.']]);
const HEX_M = S((rng) => (rng.bool() ? `a regular hexagon with sides of ${cm(rng)}` : 'a honeycomb cell (a regular hexagon)'), 6, 'three folds through opposite corners and three through the middles of opposite sides', [[3, 'There are also 3 folds through the middles of opposite sides.']]);
const OCT_M = S((rng) => (rng.bool() ? `a regular octagon with sides of ${cm(rng)}` : 'a stop sign (a regular octagon)'), 8, 'four folds through opposite corners and four through the middles of opposite sides', [[4, 'There are also 4 folds through the middles of opposite sides.']]);
const PENT_M = S((rng) => `a regular pentagon with sides of ${cm(rng)}`, 5, 'a fold from each corner to the middle of the opposite side', [[0, 'Every corner of a regular pentagon has a fold line.']]);

const ISO = S('an isosceles triangle (two equal sides)', 1, 'the only fold goes from the top corner between the equal sides to the middle of the base', [[3, 'Only the fold between the two equal sides works.']]);
const HEART = S('a heart shape', 1, 'only the fold down the middle works', [[2, 'Folding a heart across the middle does not match the top and bottom.']]);
const KITE = S('a kite (two pairs of equal sides next to each other)', 1, 'only the fold through the corners between the equal sides works', [[2, 'Only one diagonal of a kite is a fold line.']]);
const LETTER_A = S('the capital letter A', 1, 'only the up-and-down fold works', [[2, 'An A folded across the middle does not match.']]);
const RECT = S('a rectangle that is not a square', 2, 'the two folds through the middles of opposite sides work; the diagonals do not', [[4, 'The diagonals of a non-square rectangle are not fold lines.']]);
const RHOMBUS = S('a rhombus that is not a square', 2, 'the two diagonals are the fold lines', [[4, 'Folds through the middles of the sides do not work for a rhombus.']]);
const LETTER_H = S('the capital letter H', 2, 'an up-and-down fold and a side-to-side fold both work', [[1, 'H also folds onto itself top to bottom.']]);
const OVAL = S('an oval (ellipse)', 2, 'the long middle line and the short middle line are the fold lines', [[1, 'An oval folds onto itself both ways.']]);
const SQUARE = S('a square', 4, 'two folds through the middles of opposite sides and two folds along the diagonals', [[2, 'The diagonals of a square are fold lines too.']]);
const EQUI = S('an equilateral triangle', 3, 'a fold from each corner to the middle of the opposite side', [[1, 'Every corner of an equilateral triangle has a fold line.']]);
const PARA = S('a parallelogram that is not a rectangle or rhombus', 0, 'no fold matches the shape exactly', [[2, 'Folding a slanted parallelogram in half never matches the edges.']]);
const SCALENE = S('a scalene triangle (no equal sides)', 0, 'no fold matches the shape', [[1, 'With no equal sides, no fold can match.']]);
const LETTER_F = S('the capital letter F', 0, 'no fold matches', [[1, 'Try it: the arms of the F never match when folded.']]);
const LETTER_S = S('the capital letter S', 0, 'S only matches when turned, not when folded', [[2, 'Turning the S half-way matches, but a fold does not.']]);
const LETTER_Z = S('the capital letter Z', 0, 'Z only matches when turned, not when folded', [[1, 'A turn is not a fold.']]);
const HEX = S('a regular hexagon', 6, 'three folds through opposite corners and three through the middles of opposite sides', [[3, 'There are also 3 folds through the middles of opposite sides.']]);
const OCT = S('a regular octagon', 8, 'four folds through opposite corners and four through the middles of opposite sides', [[4, 'There are also 4 folds through the middles of opposite sides.']]);
const PENT = S('a regular pentagon', 5, 'a fold from each corner to the middle of the opposite side', [[0, 'Every corner of a regular pentagon has a fold line.']]);
const CIRCLE_HALF = S('a semicircle', 1, 'only the fold through the middle of the curved edge works', [[2, 'Folding along the straight edge does not match.']]);

const POOLS: Record<Difficulty, Shape[]> = {
  1: [ISO, HEART, KITE, LETTER_A, CIRCLE_HALF, ISO_M, KITE_M, ...LETTERS_ONE],
  2: [RECT, RHOMBUS, LETTER_H, OVAL, ISO, KITE, RECT_M, RHOMBUS_M, ISO_M, ...LETTERS_TWO, ...LETTERS_ONE.slice(0, 6)],
  3: [SQUARE, EQUI, RECT, HEART, SQUARE_M, EQUI_M, RECT_M, ...LETTERS_TWO, ...LETTERS_ONE.slice(6)],
  4: [PARA, SCALENE, LETTER_F, LETTER_S, LETTER_Z, SQUARE, EQUI, PARA_M, SCALENE_M, SQUARE_M, EQUI_M, ...LETTERS_NONE],
  5: [HEX, OCT, PENT, PARA, LETTER_S, SQUARE, RHOMBUS, HEX_M, OCT_M, PENT_M, PARA_M, RHOMBUS_M],
};

export const gLinesOfSymmetry: SkillGenerator = {
  skillId: 'g4.g.lines-of-symmetry',
  grade: 4,
  domain: 'g',
  ccss: ['4.G.A.3'],
  topic: 'Geometry',
  subtopic: 'Lines of symmetry',
  prereqs: [],
  estTimeSec: times(10, 40),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const shape = rng.pick(POOLS[difficulty]);
    const s = { ...shape, name: typeof shape.name === 'string' ? shape.name : shape.name(rng) };
    const answer = intAnswer(s.lines);
    return {
      question: { text: `How many lines of symmetry does ${s.name} have?`, altText: `A drawing of ${s.name}.` },
      answer,
      hints: hints(
        'A line of symmetry folds the shape exactly onto itself.',
        'Try lines through opposite corners, then lines through the middles of opposite sides.',
        `Picture folding ${s.name} along each of those lines: which folds match exactly?`,
      ),
      explanation: [`For ${s.name}: ${s.how}.`, `Lines of symmetry: ${s.lines}.`, `Check: fold a paper copy along each line — the two halves match.`],
      misconceptions: misconceptions(answer, s.wrong.map(([v, f]) => [v, 'miscounted-lines', f] as [number, string, string])),
    };
  },
};
