import type { AnswerSpec, Difficulty, GeneratedBody, Misconception, Rng, SkillGenerator } from '../../types.js';
import type { Diagram, XY } from '../../diagrams/types.js';
import { axisFor } from '../../diagrams/build.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

/**
 * 8.F.B.5: describe a function qualitatively from its graph. The graph is a function-graph diagram
 * of straight pieces (or a curve through whole-number points) built from the same draw.
 *
 * d1: the whole graph is increasing, decreasing or constant. d2: the same for one piece of a graph
 * with several. d3: linear or nonlinear, from the change in y over equal steps of x. d4: a number read
 * off the graph's shape (where it turns, the length of its flat part, its greatest or least value).
 * d5: does a story fit the graph (yes or no)?
 */

type Kind = 'increasing' | 'decreasing' | 'constant';

interface Context {
  /** What the graph shows, for the question ("the amount of water in a tank"). */
  thing: string;
  /** The series label and the y axis label. */
  y: string;
  x: string;
  /** One step of x ("minute"); null for plain x and y. */
  unit: string | null;
  /** What happens on a piece of each kind, in the past tense of a story. */
  story: Record<Kind, string>;
}

const CONTEXTS: readonly Context[] = [
  { thing: 'the amount of water in a tank', y: 'Water (gallons)', x: 'Time (minutes)', unit: 'minute', story: { increasing: 'the tank filled', decreasing: 'the tank drained', constant: 'the water level stayed the same' } },
  { thing: "Sam's distance from home", y: 'Distance from home (miles)', x: 'Time (hours)', unit: 'hour', story: { increasing: 'Sam rode away from home', decreasing: 'Sam rode back toward home', constant: 'Sam stopped to rest' } },
  { thing: "a kite's height", y: 'Height (feet)', x: 'Time (seconds)', unit: 'second', story: { increasing: 'the kite climbed', decreasing: 'the kite dropped', constant: 'the kite stayed at one height' } },
  { thing: "Ana's savings", y: 'Savings (dollars)', x: 'Time (weeks)', unit: 'week', story: { increasing: 'Ana saved money', decreasing: 'Ana spent money', constant: 'Ana neither saved nor spent' } },
  { thing: 'the temperature outside', y: 'Temperature (°F)', x: 'Time (hours)', unit: 'hour', story: { increasing: 'it warmed up', decreasing: 'it cooled down', constant: 'the temperature held steady' } },
  { thing: 'y', y: 'y', x: 'x', unit: null, story: { increasing: 'y went up', decreasing: 'y went down', constant: 'y stayed the same' } },
];

const KIND_OPTIONS: Record<string, string[]> = {
  increasing: ['increase', 'increases', 'going up', 'goes up', 'rising', 'rises', 'up'],
  decreasing: ['decrease', 'decreases', 'going down', 'goes down', 'falling', 'falls', 'down'],
  constant: ['stays the same', 'the same', 'flat', 'level', 'neither', 'unchanged'],
};
const LINEAR_OPTIONS: Record<string, string[]> = { linear: ['linear function', 'it is linear', 'straight line'], nonlinear: ['non-linear', 'not linear', 'nonlinear function', 'non linear'] };
const YES_NO: Record<string, string[]> = { yes: ['y', 'it does', 'yes it does', 'matches'], no: ['n', 'it does not', 'no it does not', "doesn't match"] };

const choice = (value: string, options: Record<string, string[]>): AnswerSpec => ({ format: 'choice', value, canonical: value, options });
const SIGN: Record<Kind, number> = { increasing: 1, decreasing: -1, constant: 0 };
const n = (v: number): string => fmtDecOrFrac(v);

/** "at x = 3" or "at minute 3". */
const at = (c: Context, x: number): string => (c.unit ? `${c.unit} ${x}` : `x = ${x}`);
/** "between x = 2 and x = 5" or "between minute 2 and minute 5". */
const between = (c: Context, a: number, b: number): string => `between ${at(c, a)} and ${at(c, b)}`;

/** Straight pieces: [length in x, kind]; the points from y0 with slopes of size 1–3 (1 for a long piece). */
function piecewise(rng: Rng, pieces: [number, Kind][], y0: number): XY[] {
  const pts: XY[] = [[0, y0]];
  for (const [len, kind] of pieces) {
    const [x, y] = pts[pts.length - 1]!;
    const slope = SIGN[kind] * (kind === 'constant' ? 0 : rng.int(1, len > 3 ? 2 : 3));
    pts.push([x + len, y + slope * len]);
  }
  return pts;
}

/** A start high enough that no piece goes below zero, whatever slopes `piecewise` draws (up by at least 1, down by at most 3 a step). */
function startFor(pieces: [number, Kind][]): number {
  let y = 0, low = 0;
  for (const [len, kind] of pieces) {
    y += kind === 'increasing' ? len : kind === 'decreasing' ? -3 * len : 0;
    low = Math.min(low, y);
  }
  return -low;
}

function graph(c: Context, pts: XY[]): Diagram {
  const label = c.y.replace(/ \(.*\)$/, '');
  return { kind: 'function-graph', title: c.unit ? `${label} over time` : 'y as a function of x', x: axisFor(pts.map((p) => p[0]), { minStep: 1, label: c.x }), y: axisFor(pts.map((p) => p[1]), { minStep: 1, label: c.y }), series: [{ label, points: pts, connect: true }] };
}

const yAt = (pts: XY[], x: number): number => pts.find((p) => p[0] === x)![1];

/** Feedback when the child picks `wrong` for a piece whose change in y is `dy`. */
function kindMistakes(right: Kind, dy: number): Misconception[] {
  const out: Misconception[] = [];
  if (right !== 'increasing') out.push(mis('increasing', 'read-as-increasing', right === 'constant' ? 'A flat graph does not go up: y stays the same, so it is constant.' : `Read from left to right: y changes by ${n(dy)}, so the graph goes down.`));
  if (right !== 'decreasing') out.push(mis('decreasing', 'read-right-to-left', right === 'constant' ? 'A flat graph does not go down: y stays the same, so it is constant.' : 'Read the graph from left to right, as x increases: y goes up.'));
  if (right !== 'constant') out.push(mis('constant', 'slope-ignored', `y changes by ${n(dy)}, so the function is not constant.`));
  return out;
}

export const fDescribeGraphs: SkillGenerator = {
  skillId: 'g8.f.describe-graphs',
  grade: 8,
  domain: 'f',
  ccss: ['8.F.B.5'],
  topic: 'Functions',
  subtopic: 'Describe a function from its graph',
  prereqs: ['g8.f.linear-or-nonlinear'],
  estTimeSec: times(25, 75),
  version: '1.0.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const c = rng.pick(CONTEXTS);
    if (difficulty === 1) return wholeGraph(rng, c);
    if (difficulty === 2) return onePiece(rng, c);
    if (difficulty === 3) return linearOrNot(rng, c);
    if (difficulty === 4) return readShape(rng, c);
    return storyFits(rng, c);
  },
};

function wholeGraph(rng: Rng, c: Context): GeneratedBody {
  const kind = rng.pick<Kind>(['increasing', 'decreasing', 'constant']);
  const N = rng.int(5, 10);
  const split = kind === 'constant' ? N : rng.int(2, N - 2);
  const pieces: [number, Kind][] = split === N ? [[N, kind]] : [[split, kind], [N - split, kind]];
  const pts = piecewise(rng, pieces, kind === 'constant' ? rng.int(2, 12) : startFor(pieces) + rng.int(1, 4));
  const y0 = pts[0]![1], yN = pts[pts.length - 1]![1];
  const ask = rng.pick([
    `Over the whole graph, is ${c.thing} increasing, decreasing or constant?`,
    `Reading from left to right, is the function increasing, decreasing or constant?`,
    `Describe the function shown: increasing, decreasing or constant?`,
    `From ${at(c, 0)} to ${at(c, N)}, is ${c.thing} increasing, decreasing or constant?`,
    `Which word describes the whole graph: increasing, decreasing or constant?`,
  ]);
  const text = `The graph shows ${c.thing} from ${at(c, 0)} to ${at(c, N)}. ${ask}`;
  return {
    ...bodyByFormat(
      text,
      choice(kind, KIND_OPTIONS),
      ['Read the graph from left to right, the way x increases.', `Compare the value at ${at(c, 0)} with the value at ${at(c, N)}.`, 'Up from left to right is increasing, down is decreasing, flat is constant.'],
      [`At ${at(c, 0)} the graph is at y = ${n(y0)}.`, `At ${at(c, N)} it is at y = ${n(yN)}.`, `The change in y = ${n(yN)} − ${n(y0)} = ${n(yN - y0)}.`, `Every piece of the graph ${kind === 'constant' ? 'is flat' : kind === 'increasing' ? 'goes up' : 'goes down'} from left to right, so the function is ${kind}.`, `Check: ${kind === 'constant' ? 'a change of 0 means y never changes.' : `the change is ${kind === 'increasing' ? 'positive' : 'negative'}, and no piece goes the other way.`}`],
      kindMistakes(kind, yN - y0),
    ),
    diagram: graph(c, pts),
  };
}

/** Three or four pieces of different kinds next to each other, each at least 2 long. */
function mixedPieces(rng: Rng, count: number): [number, Kind][] {
  const kinds: Kind[] = [];
  while (kinds.length < count) {
    const k = rng.pick<Kind>(['increasing', 'decreasing', 'constant']);
    if (k !== kinds[kinds.length - 1]) kinds.push(k);
  }
  return kinds.map((k) => [rng.int(2, 4), k]);
}

function onePiece(rng: Rng, c: Context): GeneratedBody {
  const pieces = mixedPieces(rng, rng.int(3, 4));
  const pts = piecewise(rng, pieces, startFor(pieces) + rng.int(0, 3));
  const i = rng.int(0, pieces.length - 1);
  const [a, ya] = pts[i]!, [b, yb] = pts[i + 1]!;
  const kind = pieces[i]![1];
  const ask = rng.pick([
    `${between(c, a, b)[0]!.toUpperCase()}${between(c, a, b).slice(1)}, is ${c.thing} increasing, decreasing or constant?`,
    `Is the function increasing, decreasing or constant ${between(c, a, b)}?`,
    `Describe the graph ${between(c, a, b)}: increasing, decreasing or constant?`,
    `Look only at the part of the graph ${between(c, a, b)}. Is it increasing, decreasing or constant?`,
    `What does ${c.thing} do ${between(c, a, b)}: increase, decrease or stay constant?`,
  ]);
  return {
    ...bodyByFormat(
      `The graph shows ${c.thing}. ${ask}`,
      choice(kind, KIND_OPTIONS),
      [`Look only at the piece of the graph ${between(c, a, b)}.`, `Read y at ${at(c, a)} and at ${at(c, b)}.`, 'If y goes up from left to right it is increasing, down decreasing, flat constant.'],
      [`At ${at(c, a)}, y = ${n(ya)}.`, `At ${at(c, b)}, y = ${n(yb)}.`, `The change in y = ${n(yb)} − ${n(ya)} = ${n(yb - ya)}.`, `The change is ${kind === 'constant' ? 'zero' : kind === 'increasing' ? 'positive' : 'negative'}, so the function is ${kind} ${between(c, a, b)}.`, `Check: the piece ${kind === 'constant' ? 'is flat' : kind === 'increasing' ? 'slants up' : 'slants down'} from left to right in the graph.`],
      kindMistakes(kind, yb - ya),
    ),
    diagram: graph(c, pts),
  };
}

function linearOrNot(rng: Rng, c: Context): GeneratedBody {
  const form = rng.pick(['line', 'line', 'bent', 'square', 'double'] as const);
  const k = rng.int(2, 3);
  let pts: XY[];
  if (form === 'line' || form === 'bent') {
    const m1 = rng.int(1, 3) * (rng.bool(0.7) ? 1 : -1);
    const m2 = form === 'line' ? m1 : m1 + (rng.bool() ? 1 : -1) * rng.int(1, 2);
    const y0 = Math.max(0, -Math.min(0, m1 * k, m1 * k + m2 * k)) + rng.int(0, 4);
    pts = [[0, y0], [k, y0 + m1 * k], [2 * k, y0 + m1 * k + m2 * k]];
  } else {
    const b = rng.int(0, 5);
    pts = Array.from({ length: 2 * k + 1 }, (_, i): XY => [i, b + (form === 'square' ? i * i : 2 ** i)]);
  }
  const y0 = yAt(pts, 0), yk = yAt(pts, k), y2k = yAt(pts, 2 * k);
  const d1 = yk - y0, d2 = y2k - yk;
  const linear = d1 === d2;
  const ask = rng.pick([
    'Is the function linear or nonlinear?',
    'Is this the graph of a linear function or a nonlinear function?',
    `Does the graph show ${c.thing} changing in a linear or a nonlinear way?`,
    'Linear or nonlinear: which describes the function in the graph?',
    'Decide from the graph: is the function linear or nonlinear?',
  ]);
  const key = linear ? 'linear' : 'nonlinear';
  return {
    ...bodyByFormat(
      `The graph shows ${c.thing} from ${at(c, 0)} to ${at(c, 2 * k)}. ${ask}`,
      choice(key, LINEAR_OPTIONS),
      ['A linear function has a graph that is one straight line: y changes by the same amount for every equal step of x.', `Find the change in y from ${at(c, 0)} to ${at(c, k)}.`, `Now find the change in y from ${at(c, k)} to ${at(c, 2 * k)}, and compare the two changes.`],
      [`From ${at(c, 0)} to ${at(c, k)}, the change in y = ${n(yk)} − ${n(y0)} = ${n(d1)}.`, `From ${at(c, k)} to ${at(c, 2 * k)}, the change in y = ${n(y2k)} − ${n(yk)} = ${n(d2)}.`, linear ? `The changes are equal for equal steps of x: the graph is one straight line, so the function is linear.` : `The changes are not equal for equal steps of x: the graph ${form === 'bent' ? 'bends' : 'curves'}, so the function is nonlinear.`, `Check: ${linear ? 'a ruler laid on the graph touches it all the way along.' : 'a ruler laid on the graph cannot touch it all the way along.'}`],
      linear
        ? [mis('nonlinear', 'slope-not-one', 'A linear graph only has to change by the same amount for every equal step of x, which this one does.')]
        : [mis('linear', 'always-up-is-linear', `Going ${d1 > 0 ? 'up' : 'down'} all the time is not enough: the change in y is ${n(d1)} and then ${n(d2)}, not the same.`)],
    ),
    diagram: graph(c, pts),
  };
}

function readShape(rng: Rng, c: Context): GeneratedBody {
  const ask = rng.pick(['top', 'bottom', 'flat', 'max', 'min'] as const);
  const upFirst = ask === 'top' || ask === 'max' || (ask === 'flat' && rng.bool());
  const first: Kind = upFirst ? 'increasing' : 'decreasing';
  const second: Kind = upFirst ? 'decreasing' : 'increasing';
  const pieces: [number, Kind][] = ask === 'flat' ? [[rng.int(2, 4), first], [rng.int(2, 5), 'constant'], [rng.int(2, 4), second]] : [[rng.int(2, 6), first], [rng.int(2, 5), second]];
  const pts = piecewise(rng, pieces, startFor(pieces) + rng.int(0, 3));
  const xWord = c.unit ? `${c.unit}s` : 'units of x';
  let text: string;
  let value: number;
  let last: string;
  const mistakes: Misconception[] = [];
  if (ask === 'top' || ask === 'bottom') {
    const [tx, ty] = pts[1]!;
    value = tx;
    const which = c.unit ? `which ${c.unit}` : 'what value of x';
    text = rng.pick([
      `The graph shows ${c.thing}. At ${which} does it stop ${ask === 'top' ? 'increasing and start decreasing' : 'decreasing and start increasing'}?`,
      `The graph shows ${c.thing}. At ${which} does the function change from ${ask === 'top' ? 'increasing to decreasing' : 'decreasing to increasing'}?`,
    ]);
    last = `The graph turns at the point (${n(tx)}, ${n(ty)}), so x = ${n(tx)}.`;
    mistakes.push(mis(n(ty), 'read-y', `${n(ty)} is the value of y at the turn; the question asks where it is along the x-axis.`));
  } else if (ask === 'flat') {
    const [s] = pts[1]!, [e] = pts[2]!;
    value = e - s;
    text = `The graph shows ${c.thing}. For how many ${xWord} is the function constant?`;
    last = `The flat part runs from ${at(c, s)} to ${at(c, e)}: its length = ${n(e)} − ${n(s)} = ${n(e - s)}.`;
    mistakes.push(mis(n(e), 'read-end', `${at(c, e)} is where the flat part ends; count the ${xWord} from its start to its end.`));
  } else {
    const [tx, ty] = pts[1]!;
    value = ty;
    text = `The graph shows ${c.thing}. What is the ${ask === 'max' ? 'greatest' : 'least'} value of ${c.thing === 'y' ? 'y' : 'the function'} on the graph?`;
    last = `The ${ask === 'max' ? 'highest' : 'lowest'} point of the graph is (${n(tx)}, ${n(ty)}), so the ${ask === 'max' ? 'greatest' : 'least'} value = ${n(ty)}.`;
    mistakes.push(mis(n(tx), 'read-x', `${n(tx)} is where the ${ask === 'max' ? 'highest' : 'lowest'} point is along the x-axis; its value is read on the y-axis.`));
  }
  const what = ask === 'flat' ? 'the flat part of the graph' : ask === 'top' || ask === 'max' ? 'the highest point, where the graph stops going up' : 'the lowest point, where the graph stops going down';
  return {
    ...bodyByFormat(
      text,
      { format: 'integer', value: String(value), canonical: n(value) },
      [`Trace the graph from left to right and find ${what}.`, ask === 'flat' ? 'Find where the flat part starts and where it ends.' : ask === 'max' || ask === 'min' ? 'Read that point on the y-axis.' : 'Read that point on the x-axis.', ask === 'flat' ? 'Subtract the start from the end.' : ask === 'max' || ask === 'min' ? 'The value of the function is the y-coordinate of the point.' : 'The answer is the x-coordinate of the turning point.'],
      [`Reading left to right, the graph ${first === 'increasing' ? 'goes up' : 'goes down'} first${ask === 'flat' ? ', then stays flat,' : ''} and then ${second === 'increasing' ? 'goes up' : 'goes down'}.`, last, `Check: ${ask === 'flat' ? 'on the flat part y does not change.' : `the graph ${first === 'increasing' ? 'goes up' : 'goes down'} on the left of that point and ${second === 'increasing' ? 'goes up' : 'goes down'} on its right.`}`],
      mistakes,
    ),
    diagram: graph(c, pts),
  };
}

function storyFits(rng: Rng, c0: Context): GeneratedBody {
  const c = c0.unit ? c0 : CONTEXTS[0]!;
  const pieces = mixedPieces(rng, 3);
  const pts = piecewise(rng, pieces, startFor(pieces) + rng.int(0, 3));
  const fits = rng.bool();
  const told: [number, Kind][] = pieces.map(([len, k]) => [len, k]);
  let wrongAt = -1;
  if (!fits) {
    wrongAt = rng.int(0, 2);
    const [len, k] = told[wrongAt]!;
    const others = (['increasing', 'decreasing', 'constant'] as Kind[]).filter((o) => o !== k && o !== told[wrongAt - 1]?.[1] && o !== told[wrongAt + 1]?.[1]);
    told[wrongAt] = [len, others[0] ?? (k === 'constant' ? 'increasing' : 'constant')];
  }
  const unit = (len: number): string => `${len} ${c.unit}${len === 1 ? '' : 's'}`;
  const lead = rng.pick(['For the first', 'During the first', 'In the first']);
  const story = `${lead} ${unit(told[0]![0])}, ${c.story[told[0]![1]]}. For the next ${unit(told[1]![0])}, ${c.story[told[1]![1]]}. Then, for ${unit(told[2]![0])}, ${c.story[told[2]![1]]}.`;
  const ask = rng.pick(['Does the graph match this story?', 'Does the graph fit the story?', 'Is this story told by the graph?']);
  const steps: string[] = [];
  pieces.forEach(([, k], i) => {
    const [a, ya] = pts[i]!, [b, yb] = pts[i + 1]!;
    steps.push(`${between(c, a, b)[0]!.toUpperCase()}${between(c, a, b).slice(1)}, the change in y = ${n(yb)} − ${n(ya)} = ${n(yb - ya)}: ${k}.`);
  });
  const key = fits ? 'yes' : 'no';
  const verdict = fits ? 'Every part of the story matches the graph, so the answer is yes.' : `The story says ${c.story[told[wrongAt]![1]]} ${between(c, pts[wrongAt]![0], pts[wrongAt + 1]![0])}, but the graph is ${pieces[wrongAt]![1]} there, so the answer is no.`;
  return {
    ...bodyByFormat(
      `The graph shows ${c.thing}. ${story} ${ask}`,
      choice(key, YES_NO),
      ['Split the graph into its straight pieces and match each one to a sentence of the story.', 'Going up is increasing, going down is decreasing, flat is constant.', 'Check each sentence: does the piece of the graph for that time go the way the sentence says?'],
      [...steps, verdict, 'Check: the lengths of the pieces add up to the whole time in the story.'],
      fits ? [mis('no', 'missed-match', 'Each sentence matches its piece of the graph: read each piece from left to right.')] : [mis('yes', 'missed-mismatch', `Look again ${between(c, pts[wrongAt]![0], pts[wrongAt + 1]![0])}: the graph is ${pieces[wrongAt]![1]} there.`)],
    ),
    diagram: graph(c, pts),
  };
}
