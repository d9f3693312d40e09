import type { AnswerSpec, Difficulty, GeneratedBody, Misconception, Rng, SkillGenerator } from '../../types.js';
import type { XY } from '../../diagrams/types.js';
import { plane } from '../../diagrams/build.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';

/**
 * 8.G.A.2: two figures are congruent when a sequence of rotations, reflections and translations
 * takes one onto the other. Figure and image are drawn on a coordinate plane and their corners are
 * listed in the question. Every figure is a scalene triangle (no symmetry), so the move that maps
 * it onto its image is the only one, and its first side AB points right with C above it.
 *
 * d1: which kind of single move (translation, reflection, rotation). d2: which single move exactly.
 * d3: after a named sequence that may hold a dilation or a stretch, is the image congruent (yes/no)?
 * d4: which sequence ("a reflection across the x-axis, then a translation", ...). d5: how far the
 * translation at the end of a named sequence moves the figure.
 */

interface Move {
  /** The choice key naming the move. */
  key: string;
  /** The move as the question tells it ("reflected across the x-axis"). */
  done: string;
  /** The coordinate rule, for hints and steps. */
  rule: string;
  apply: (p: XY) => XY;
  /** Kind of move: reflections flip the figure over; rotations turn it; both keep lengths. */
  kind: 'reflection' | 'rotation';
}

const REFLECT_X: Move = { key: 'reflection across the x-axis', done: 'reflected across the x-axis', rule: 'A reflection across the x-axis keeps x and changes the sign of y: (x, y) → (x, −y).', apply: ([x, y]) => [x, -y], kind: 'reflection' };
const REFLECT_Y: Move = { key: 'reflection across the y-axis', done: 'reflected across the y-axis', rule: 'A reflection across the y-axis changes the sign of x and keeps y: (x, y) → (−x, y).', apply: ([x, y]) => [-x, y], kind: 'reflection' };
const ROT_CW: Move = { key: 'rotation 90° clockwise', done: 'rotated 90° clockwise about the origin', rule: 'A 90° clockwise rotation about the origin sends (x, y) to (y, −x).', apply: ([x, y]) => [y, -x], kind: 'rotation' };
const ROT_CCW: Move = { key: 'rotation 90° counterclockwise', done: 'rotated 90° counterclockwise about the origin', rule: 'A 90° counterclockwise rotation about the origin sends (x, y) to (−y, x).', apply: ([x, y]) => [-y, x], kind: 'rotation' };
const ROT_180: Move = { key: 'rotation 180°', done: 'rotated 180° about the origin', rule: 'A 180° rotation about the origin changes both signs: (x, y) → (−x, −y).', apply: ([x, y]) => [-x, -y], kind: 'rotation' };
const TURNS: readonly Move[] = [REFLECT_X, REFLECT_Y, ROT_CW, ROT_CCW, ROT_180];
/** The move most often taken for another: [the right move, the one picked, the mistake's id]. */
const CONFUSED: readonly [Move, Move, string][] = [
  [ROT_CW, ROT_CCW, 'wrong-direction'], [ROT_CCW, ROT_CW, 'wrong-direction'], [REFLECT_X, REFLECT_Y, 'wrong-axis'], [REFLECT_Y, REFLECT_X, 'wrong-axis'],
  [REFLECT_Y, ROT_180, 'flip-or-turn'], [ROT_180, REFLECT_Y, 'flip-or-turn'], [ROT_180, REFLECT_X, 'flip-or-turn'],
];

/** Scalene triangles with side AB along the x direction and C above it (offsets from corner A). */
const SHAPES: readonly XY[][] = [
  [[0, 0], [3, 0], [0, 2]], [[0, 0], [4, 0], [1, 2]], [[0, 0], [2, 0], [0, 3]], [[0, 0], [3, 0], [1, 2]], [[0, 0], [4, 0], [3, 2]], [[0, 0], [3, 0], [4, 2]], [[0, 0], [2, 0], [3, 3]],
];
const NAMES: readonly [string, string, string][] = [['A', 'B', 'C'], ['P', 'Q', 'R'], ['D', 'E', 'F'], ['J', 'K', 'L'], ['X', 'Y', 'Z'], ['G', 'H', 'K']];

const n = (v: number): string => fmtDecOrFrac(v || 0);
const pt = (p: XY): string => `(${n(p[0])}, ${n(p[1])})`;
const choice = (value: string, options: Record<string, string[]>): AnswerSpec => ({ format: 'choice', value, canonical: value, options });

const KIND_OPTIONS: Record<string, string[]> = {
  translation: ['a translation', 'translate', 'slide', 'a slide'],
  reflection: ['a reflection', 'reflect', 'flip', 'a flip'],
  rotation: ['a rotation', 'rotate', 'turn', 'a turn'],
};
const MOVE_OPTIONS: Record<string, string[]> = {
  translation: ['a translation', 'translate', 'slide'],
  'reflection across the x-axis': ['reflect across the x-axis', 'reflection over the x-axis', 'reflection in the x-axis', 'x-axis reflection'],
  'reflection across the y-axis': ['reflect across the y-axis', 'reflection over the y-axis', 'reflection in the y-axis', 'y-axis reflection'],
  'rotation 90° clockwise': ['rotation 90 clockwise', 'rotate 90° clockwise', '90° clockwise', 'quarter turn clockwise'],
  'rotation 90° counterclockwise': ['rotation 90 counterclockwise', 'rotate 90° counterclockwise', '90° counterclockwise', 'quarter turn counterclockwise'],
  'rotation 180°': ['rotation 180', 'rotate 180°', 'half turn', '180° rotation'],
};
const SEQUENCE_OPTIONS: Record<string, string[]> = Object.fromEntries(TURNS.map((m) => [`${m.key}, then a translation`, [`${m.key} then a translation`, `${m.key} and a translation`]]));
const YES_NO: Record<string, string[]> = { yes: ['y', 'congruent', 'it is', 'yes it is'], no: ['n', 'not congruent', 'it is not', 'no it is not'] };

const translate = (dx: number, dy: number) => ([x, y]: XY): XY => [x + dx, y + dy];
const shift = (dx: number, dy: number): string => {
  const parts = [dx ? `${Math.abs(dx)} unit${Math.abs(dx) === 1 ? '' : 's'} ${dx < 0 ? 'left' : 'right'}` : '', dy ? `${Math.abs(dy)} unit${Math.abs(dy) === 1 ? '' : 's'} ${dy < 0 ? 'down' : 'up'}` : ''].filter(Boolean);
  return parts.join(' and ');
};

interface Figure {
  names: [string, string, string];
  corners: XY[];
}

function figure(rng: Rng): Figure {
  const shape = rng.pick(SHAPES);
  const ox = signedInt(rng, 1, 4), oy = signedInt(rng, 1, 3);
  return { names: rng.pick(NAMES), corners: shape.map(([x, y]): XY => [x + ox, y + oy]) };
}

const listed = (names: string[], corners: XY[]): string => `${names.slice(0, -1).map((l, i) => `${l}${pt(corners[i]!)}`).join(', ')} and ${names[names.length - 1]}${pt(corners[corners.length - 1]!)}`;
const primed = (names: string[]): string[] => names.map((l) => `${l}′`);

/** The figure and its image on one plane, with their corners as lettered points. */
function drawing(f: Figure, image: XY[]) {
  const imgNames = primed(f.names);
  return plane(
    {
      points: [...f.corners.map(([x, y], i) => ({ x, y, label: f.names[i]! })), ...image.map(([x, y], i) => ({ x, y, label: imgNames[i]! }))],
      polygons: [{ vertices: f.corners }, { vertices: image }],
    },
    { extra: [[-2, -2], [2, 2]] },
  );
}

/** Where side AB points after a move (AB points right in the figure). */
function direction(m: Move): string {
  const [dx, dy] = m.apply([1, 0]);
  return dx > 0 ? 'right' : dx < 0 ? 'left' : dy > 0 ? 'up' : 'down';
}

export const gCongruenceSequences: SkillGenerator = {
  skillId: 'g8.g.congruence-sequences',
  grade: 8,
  domain: 'g',
  ccss: ['8.G.A.2'],
  topic: 'Geometry',
  subtopic: 'Congruence through moves',
  prereqs: ['g8.g.transformations'],
  estTimeSec: times(30, 100),
  version: '1.0.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const f = figure(rng);
    const tri = f.names.join('');
    const img = primed(f.names).join('');
    const [a0] = f.corners as [XY];
    const A = f.names[0]!;
    if (difficulty <= 2) {
      const useTurn = rng.int(0, 2) > 0;
      const turn = rng.pick(TURNS);
      const dx = signedInt(rng, 1, 4), dy = rng.bool() ? signedInt(rng, 1, 3) : 0;
      const move = useTurn ? turn.apply : translate(dx, dy);
      const image = f.corners.map(move);
      const key = useTurn ? (difficulty === 1 ? turn.kind : turn.key) : 'translation';
      const [a1] = image as [XY];
      const ask = difficulty === 1
        ? rng.pick([`Which single move maps triangle ${tri} onto triangle ${img}: a translation, a reflection or a rotation?`, `Is triangle ${img} the image of triangle ${tri} after a translation, a reflection or a rotation?`, `Name the kind of move that takes triangle ${tri} onto triangle ${img}: translation, reflection or rotation.`, `Triangle ${img} is congruent to triangle ${tri}. Which one move shows it: a translation, a reflection or a rotation?`, `One move takes triangle ${tri} to triangle ${img}. Is it a translation, a reflection or a rotation?`])
        : rng.pick([`Which single move maps triangle ${tri} onto triangle ${img}?`, `Name the one move that takes triangle ${tri} onto triangle ${img}.`, `Triangle ${img} is the image of triangle ${tri} after one move. Which move is it?`, `Which transformation maps triangle ${tri} onto triangle ${img} (rotations are about the origin)?`, `One move takes triangle ${tri} to triangle ${img}. Which one?`]);
      const text = `Triangle ${tri} has corners ${listed(f.names, f.corners)}. Triangle ${img} has corners ${listed(primed(f.names), image)}. ${ask}`;
      const why = !useTurn
        ? `Every corner moves by the same amount, ${shift(dx, dy)}, and the triangle is neither flipped nor turned: a translation.`
        : turn.kind === 'reflection'
          ? `${turn.rule} The triangle is flipped over: its corners go around the other way. So it is a ${difficulty === 1 ? 'reflection' : turn.key}.`
          : `${turn.rule} The triangle is turned about the origin, not flipped. So it is a ${difficulty === 1 ? 'rotation' : turn.key}.`;
      const wrong: Misconception[] = difficulty === 1
        ? [
          mis('translation', 'moved-is-translation', 'In a translation every corner moves by the same amount. Compare how far each corner moves here.'),
          mis('reflection', 'turn-as-flip', 'A reflection flips the triangle over, so its corners go around the other way. Check the order of the corners.'),
          mis('rotation', 'flip-as-turn', 'A rotation turns the triangle without flipping it: the corners still go around the same way. Check the order of the corners.'),
        ]
        : [
          ...(useTurn && turn === ROT_CW ? [mis(ROT_CCW.key, 'wrong-direction', 'Check the direction: clockwise is the way a clock\'s hands turn, (x, y) → (y, −x).')] : []),
          ...(useTurn && turn === ROT_CCW ? [mis(ROT_CW.key, 'wrong-direction', 'Check the direction: counterclockwise is against a clock\'s hands, (x, y) → (−y, x).')] : []),
          ...(useTurn && turn === REFLECT_X ? [mis(REFLECT_Y.key, 'wrong-axis', 'Across the x-axis, y changes sign; across the y-axis, x does.')] : []),
          ...(useTurn && turn === REFLECT_Y ? [mis(REFLECT_X.key, 'wrong-axis', 'Across the y-axis, x changes sign; across the x-axis, y does.')] : []),
          ...(useTurn && turn === ROT_180 ? [mis(REFLECT_X.key, 'turn-as-flip', 'Both coordinates change sign, and the triangle is not flipped: that is a half turn.')] : []),
          ...(!useTurn ? [mis(REFLECT_Y.key, 'moved-is-reflection', 'The triangle is not flipped: every corner slides by the same amount.')] : []),
        ];
      return {
        ...bodyByFormat(
          text,
          choice(key, difficulty === 1 ? KIND_OPTIONS : MOVE_OPTIONS),
          [`Compare one corner with its image: ${A} and ${A}′.`, `Is the triangle only slid, flipped over, or turned? Look at where side ${A}${f.names[1]} points in each triangle.`, difficulty === 1 ? 'A slide is a translation, a flip is a reflection, a turn is a rotation.' : 'Check the coordinate rule of each move on corner ' + `${A}.`],
          [`Corner ${A}${pt(a0)} goes to ${A}′${pt(a1)}.`, `The change in x from ${A} to ${A}′ = ${n(a1[0])} − ${n(a0[0])} = ${n(a1[0] - a0[0])}.`, `Side ${A}${f.names[1]} points right, and side ${A}′${f.names[1]}′ points ${useTurn ? direction(turn) : 'right'}.`, why, `Check: the other corners follow the same rule, and every side keeps its length.`],
          wrong,
        ),
        diagram: drawing(f, image),
      };
    }
    if (difficulty === 3) {
      const first = rng.pick(TURNS);
      const dx = signedInt(rng, 1, 3), dy = signedInt(rng, 1, 3);
      const spoiler = rng.pick(['none', 'none', 'dilation', 'stretch'] as const);
      const k = rng.int(2, 3);
      const onX = rng.bool();
      const second: { done: string; apply: (p: XY) => XY } =
        spoiler === 'dilation' ? { done: `dilated by a scale factor of ${k} about the origin`, apply: ([x, y]) => [k * x, k * y] }
          : spoiler === 'stretch' ? { done: `stretched so that every ${onX ? 'x' : 'y'}-coordinate is multiplied by ${k}`, apply: ([x, y]) => (onX ? [k * x, y] : [x, k * y]) }
            : { done: `translated ${shift(dx, dy)}`, apply: translate(dx, dy) };
      const order = rng.bool();
      const steps = order ? [first, second] : [second, first];
      const image = f.corners.map((p) => steps[1]!.apply(steps[0]!.apply(p)));
      const congruent = spoiler === 'none';
      const told = `first ${steps[0]!.done}, then ${steps[1]!.done}`;
      const ask = rng.pick([`Is triangle ${img} congruent to triangle ${tri}?`, `Are the two triangles congruent?`, `Does this sequence show that triangle ${img} is congruent to triangle ${tri}?`, `Is the image congruent to the original triangle?`, `Yes or no: is triangle ${img} congruent to triangle ${tri}?`]);
      const text = `Triangle ${tri} has corners ${listed(f.names, f.corners)}. It is ${told}, giving triangle ${img}. ${ask}`;
      const [p, q] = f.corners as [XY, XY];
      const [p2, q2] = image as [XY, XY];
      const along = p2[0] !== q2[0] ? 0 : 1;
      const [lo, hi] = [Math.min(p2[along], q2[along]), Math.max(p2[along], q2[along])];
      const B = f.names[1]!;
      return {
        ...bodyByFormat(
          text,
          choice(congruent ? 'yes' : 'no', YES_NO),
          ['Congruent figures have the same size and shape: every side keeps its length.', 'Rotations, reflections and translations keep lengths. Does each move in the sequence keep them?', `Compare the length of side ${A}${B} with the length of side ${A}′${B}′.`],
          [`Side ${A}${B} runs along a grid line: its length = ${n(q[0])} − ${n(p[0])} = ${n(q[0] - p[0])}.`, `Side ${A}′${B}′ runs along a grid line too: its length = ${n(hi)} − ${n(lo)} = ${n(hi - lo)}.`, congruent ? `Each move is a ${first.kind} or a translation, and these keep every length and angle: the triangles are congruent, so the answer is yes.` : `The ${spoiler === 'dilation' ? 'dilation' : 'stretch'} changes lengths: the triangles are not congruent, so the answer is no.`, `Check: ${congruent ? 'the other sides also keep their lengths.' : `side ${A}′${B}′ is ${hi - lo === q[0] - p[0] ? 'the same, but another side is not' : 'not the same length as side ' + A + B}.`}`],
          congruent ? [mis('no', 'moved-not-congruent', 'Moving a figure to a new place, flipping it or turning it does not change its size or shape.')] : [mis('yes', 'any-sequence-congruent', `A ${spoiler === 'dilation' ? 'dilation by a scale factor other than 1' : 'stretch'} changes lengths, so the image is not congruent.`)],
        ),
        diagram: drawing(f, image),
      };
    }
    // d4 and d5: a turn or reflection, then a translation.
    const turn = rng.pick(TURNS);
    const mid = f.corners.map(turn.apply);
    const [m0] = mid as [XY];
    if (difficulty === 4) {
      const dx = signedInt(rng, 1, 4), dy = signedInt(rng, 1, 4);
      const image = mid.map(translate(dx, dy));
      const [a1] = image as [XY];
      const key = `${turn.key}, then a translation`;
      const ask = rng.pick([`Which sequence maps triangle ${tri} onto triangle ${img}?`, `Which two moves, in order, take triangle ${tri} onto triangle ${img}?`, `Triangle ${img} is congruent to triangle ${tri}. Which sequence of moves shows it?`, `Name the sequence that maps triangle ${tri} onto triangle ${img} (rotations are about the origin).`, `Which sequence of a turn or flip and a slide takes triangle ${tri} to triangle ${img}?`]);
      const text = `Triangle ${tri} has corners ${listed(f.names, f.corners)}. Triangle ${img} has corners ${listed(primed(f.names), image)}. ${ask}`;
      const flipped = turn.kind === 'reflection';
      return {
        ...bodyByFormat(
          text,
          choice(key, SEQUENCE_OPTIONS),
          [`Side ${A}${f.names[1]} points right. Where does side ${A}′${f.names[1]}′ point?`, 'Is the image flipped over (its corners go around the other way) or only turned?', 'Undo the turn or flip first, then find the slide that lands on the image.'],
          [`Side ${A}${f.names[1]} points right; side ${A}′${f.names[1]}′ points ${direction(turn)}, and the triangle is ${flipped ? 'flipped over' : 'not flipped'}.`, `${turn.rule} ${A}${pt(a0)} → ${pt(m0)}.`, `From ${pt(m0)} to ${A}′${pt(a1)}, the change in x = ${n(a1[0])} − ${n(m0[0])} = ${n(dx)}.`, `So the sequence is a ${turn.key}, then a translation ${shift(dx, dy)}.`, `Check: the same two moves take the other corners onto their images too.`],
          CONFUSED.filter(([x]) => x === turn).map(([, o, id]) => mis(`${o.key}, then a translation`, id, o.kind === 'reflection' ? `A ${o.key} flips the triangle; check which way side ${A}${f.names[1]} points after it, and the order of the corners.` : `A ${o.key} turns the triangle without flipping it; check which way side ${A}${f.names[1]} points after it, and the order of the corners.`)),
        ),
        diagram: drawing(f, image),
      };
    }
    // d5: how far the closing translation moves the figure; it runs along one axis, by more than any
    // coordinate of the corner A after the first move (which a step names).
    const horizontal = rng.bool();
    const sign = rng.bool() ? 1 : -1;
    const used = new Set([m0[0], m0[1], a0[0], a0[1]].map(Math.abs));
    const sizes = [2, 3, 4, 5, 6, 7, 8, 9].filter((v) => !used.has(v));
    const h = rng.pick(sizes);
    const [dx, dy] = horizontal ? [sign * h, 0] : [0, sign * h];
    const image = mid.map(translate(dx, dy));
    const [a1] = image as [XY];
    const way = horizontal ? (sign > 0 ? 'right' : 'left') : sign > 0 ? 'up' : 'down';
    const ask = rng.pick([`How many units ${way} is it translated?`, `By how many units is it moved ${way}?`, `How far ${way}, in units, does the translation move it?`, `What is the length, in units, of the translation ${way}?`, `How many units ${way} does the second move take it?`]);
    const text = `Triangle ${tri} has corners ${listed(f.names, f.corners)}. It is ${turn.done} and then translated ${way}, giving triangle ${img} with corners ${listed(primed(f.names), image)}. ${ask}`;
    const coord = horizontal ? 0 : 1;
    const answer: AnswerSpec = { format: 'integer', value: String(h), canonical: String(h) };
    return {
      ...bodyByFormat(
        text,
        answer,
        [`Do the first move on corner ${A} alone.`, turn.rule, `Compare where ${A} is after the first move with ${A}′: how far apart are they?`],
        [`${turn.rule}`, `After the ${turn.key}, ${A}${pt(a0)} is at ${pt(m0)}.`, `The translation moves it on to ${A}′${pt(a1)}: units moved ${way} = ${sign > 0 ? `${n(a1[coord])} − ${n(m0[coord])}` : `${n(m0[coord])} − ${n(a1[coord])}`} = ${h}.`, `Check: ${pt(m0)} moved ${h} units ${way} is ${pt(a1)}, and the other corners move the same way.`],
        [
          mis(String(Math.abs(a1[coord] - a0[coord])), 'skipped-first-move', `Do the ${turn.key} first: the translation starts from where ${A} lands after it, not from ${A} itself.`),
          mis(String(Math.abs(a1[coord])), 'read-coordinate', `That is a coordinate of ${A}′; the translation is the distance from ${A}'s position after the first move.`),
        ].filter((m) => m.value !== '0'),
      ),
      diagram: drawing(f, image),
    };
  },
};
