import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

interface Shape { name: string; lines: number; how: string; wrong: [number, string][] }
const S = (name: string, lines: number, how: string, wrong: [number, string][] = []): Shape => ({ name, lines, how, wrong });

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
  1: [ISO, HEART, KITE, LETTER_A, CIRCLE_HALF],
  2: [RECT, RHOMBUS, LETTER_H, OVAL, ISO, KITE],
  3: [SQUARE, EQUI, RECT, HEART],
  4: [PARA, SCALENE, LETTER_F, LETTER_S, LETTER_Z, SQUARE, EQUI],
  5: [HEX, OCT, PENT, PARA, LETTER_S, SQUARE, RHOMBUS],
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
  version: '1.0.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const s = rng.pick(POOLS[difficulty]);
    const answer = intAnswer(s.lines);
    return {
      question: { text: `How many lines of symmetry does ${s.name} have?`, altText: `A drawing of ${s.name}.` },
      answer,
      hints: hints(
        'A line of symmetry folds the shape exactly onto itself.',
        'Try lines through opposite corners, then lines through the middles of opposite sides.',
        `Picture folding ${s.name} along each of those lines: which folds match exactly?`,
      ),
      explanation: [`For ${s.name}: ${s.how}.`, `So it has ${s.lines} line${s.lines === 1 ? '' : 's'} of symmetry.`, `Check: fold a paper copy along each line — the two halves match.`],
      misconceptions: misconceptions(answer, s.wrong.map(([v, f]) => [v, 'miscounted-lines', f] as [number, string, string])),
    };
  },
};
