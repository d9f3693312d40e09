import { axisFor, withDiagram } from '../../diagrams/build.js';
import type { ScatterPlotDiagram, XY } from '../../diagrams/types.js';
import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { A, choiceAnswer } from '../shared/answers.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

/**
 * 8.SP.A.1: patterns of association in a scatter plot: positive, negative or none; linear or
 * nonlinear; clusters; outliers. The points come from the problem's own random stream around a
 * line or a curve, with a small wobble so they look like measured data.
 */
interface Pair {
  title: string;
  /** Axis labels (at most 40 characters). */
  x: string;
  y: string;
  /** The pair in words, for the question. */
  text: string;
  /** Which way the data of this pair go. */
  sign: 1 | -1 | 0;
  /** The i-th x value (i = 1, 2, …). */
  x0: number;
  dx: number;
  /** Where the pattern starts, how much y changes per step of x, and how far a point wobbles off it. */
  yStart: [number, number];
  slope: [number, number];
  wobble: number;
}

const PAIRS: Pair[] = [
  { title: 'Study time and scores', x: 'Hours studied', y: 'Test score', text: 'the hours each student studied and the score on the test', sign: 1, x0: 0, dx: 1, yStart: [35, 45], slope: [3, 4], wobble: 3 },
  { title: 'Temperature and cocoa sales', x: 'Temperature (°F)', y: 'Cups of cocoa sold', text: "each day's temperature and the cups of hot cocoa a stand sold", sign: -1, x0: 30, dx: 5, yStart: [15, 25], slope: [3, 6], wobble: 3 },
  { title: 'Car age and value', x: 'Age (years)', y: 'Value (hundreds of dollars)', text: 'the age of each car and its value', sign: -1, x0: 0, dx: 1, yStart: [20, 40], slope: [4, 6], wobble: 3 },
  { title: 'Height and arm span', x: 'Height (in.)', y: 'Arm span (in.)', text: 'the height and the arm span of each student', sign: 1, x0: 50, dx: 1, yStart: [49, 51], slope: [1, 1], wobble: 1 },
  { title: 'Shoe size and quiz score', x: 'Shoe size', y: 'Quiz score', text: "each student's shoe size and math quiz score", sign: 0, x0: 3, dx: 1, yStart: [60, 70], slope: [3, 3], wobble: 3 },
  { title: 'Exercise and heart rate', x: 'Exercise (min per day)', y: 'Resting heart rate', text: "the minutes each adult exercises a day and their resting heart rate", sign: -1, x0: 0, dx: 10, yStart: [58, 62], slope: [2, 3], wobble: 2 },
  { title: 'Practice and free throws', x: 'Practice (h)', y: 'Free throws made', text: 'the hours each player practiced and the free throws made', sign: 1, x0: 0, dx: 1, yStart: [10, 15], slope: [2, 3], wobble: 2 },
  { title: 'Birth month and height', x: 'Birth month', y: 'Height (in.)', text: "each student's birth month and height", sign: 0, x0: 0, dx: 1, yStart: [50, 54], slope: [1, 1], wobble: 2 },
];

/** The i-th point's x (i = 1…n). */
const xAt = (pair: Pair, i: number): number => pair.x0 + pair.dx * i;

/** Points i = 1…n with y about `y(i)`, off by at most `wobble` either way. */
function pointsAbout(rng: Rng, pair: Pair, n: number, y: (i: number) => number, wobble: number): XY[] {
  return Array.from({ length: n }, (_, k): XY => [xAt(pair, k + 1), Math.max(0, Math.round(y(k + 1)) + rng.int(-wobble, wobble))]);
}

/** The pattern's start and step for this pair. */
function line(pair: Pair, rng: Rng): { start: number; slope: number } {
  return { start: rng.int(pair.yStart[0], pair.yStart[1]), slope: rng.int(pair.slope[0], pair.slope[1]) };
}

/** A line (or, when `curved`, a bend with the same overall rise) in the pair's direction, for i = 1…n. */
function pattern(pair: Pair, rng: Rng, n: number, curved: boolean): (i: number) => number {
  const { start, slope } = line(pair, rng);
  const span = slope * (n - 1);
  const along = (i: number): number => (curved ? span * ((i - 1) / (n - 1)) ** 2 : slope * (i - 1));
  return pair.sign === -1 ? (i) => start + along(n + 1 - i) : (i) => start + along(i);
}

function scatter(pair: Pair, points: XY[]): ScatterPlotDiagram {
  return {
    kind: 'scatter-plot',
    title: pair.title,
    x: axisFor(points.map((p) => p[0]), { label: pair.x, minStep: 1, withZero: false, maxTicks: 14 }),
    y: axisFor(points.map((p) => p[1]), { label: pair.y, maxTicks: 10, withZero: false }),
    points,
  };
}

const pt = ([x, y]: XY): string => `(${x}, ${y})`;
/** A signed whole number with a true minus sign. */
const signed = (v: number): string => (v < 0 ? `−${-v}` : String(v));
const ASSOCIATION: Record<string, string[]> = {
  positive: ['positive association', 'positively associated', '+', 'increasing', 'goes up', 'up'],
  negative: ['negative association', 'negatively associated', '-', 'decreasing', 'goes down', 'down'],
  none: ['no association', 'no', 'no relationship', 'neither', 'no pattern'],
};

/** Points with the pair's own association: a line up or down, or no pattern at all. */
function associationPoints(pair: Pair, rng: Rng, n: number): XY[] {
  if (pair.sign !== 0) return pointsAbout(rng, pair, n, pattern(pair, rng, n, false), pair.wobble);
  // No association: y scattered over one band, with the first and last points at about the same height,
  // in an order whose correlation with x is weak (shuffled again while it is not; a zigzag as the last resort).
  const { start, slope } = line(pair, rng);
  const mid = start + 4 * slope;
  const offsets = Array.from({ length: n - 2 }, () => rng.int(-4, 4) * slope * 2);
  let order = offsets;
  for (let t = 0; t < 20 && Math.abs(correlation([1, ...order, -1])) >= 0.2; t++) order = rng.shuffle(offsets);
  if (Math.abs(correlation([1, ...order, -1])) >= 0.2) order = sortedZigzag(offsets);
  const ys = [mid + 1, ...order.map((o) => mid + o), mid - 1];
  return ys.map((y, k): XY => [xAt(pair, k + 1), y]);
}

/** The correlation of y with its position 1…n (0 when y does not vary). */
function correlation(ys: readonly number[]): number {
  const n = ys.length;
  const mx = (n + 1) / 2, my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0, sxx = 0, syy = 0;
  ys.forEach((y, i) => {
    sxy += (i + 1 - mx) * (y - my);
    sxx += (i + 1 - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/** High and low values alternated from the outside in: no trend either way. */
function sortedZigzag(values: readonly number[]): number[] {
  const s = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  while (s.length) {
    out.push(s.pop()!);
    if (s.length) out.push(s.shift()!);
  }
  return out;
}

function axisWords(pair: Pair): string {
  return `The scatter plot shows ${pair.text} (x: ${pair.x.toLowerCase()}, y: ${pair.y.toLowerCase()}).`;
}

const altOf = (pair: Pair, points: XY[]): string => `Scatter plot. ${pair.title}: ${points.map(pt).join(', ')}.`;

function withAlt(body: GeneratedBody, alt: string): GeneratedBody {
  return { ...body, question: { ...body.question, altText: alt } };
}

/** d1: positive, negative or no association. */
function association(rng: Rng): GeneratedBody {
  const pair = rng.pick(PAIRS);
  const n = rng.int(8, 12);
  const points = associationPoints(pair, rng, n);
  const key = pair.sign === 1 ? 'positive' : pair.sign === -1 ? 'negative' : 'none';
  const first = points[0]!, last = points[n - 1]!;
  const ask = rng.pick([`${axisWords(pair)} Is the association positive, negative or none?`, `${axisWords(pair)} What kind of association do the data show: positive, negative or none?`]);
  const verdict = key === 'positive' ? 'As x increases, y tends to increase: a positive association.' : key === 'negative' ? 'As x increases, y tends to decrease: a negative association.' : 'As x increases, y shows no trend up or down: no association.';
  return withDiagram(withAlt(bodyByFormat(
    ask,
    choiceAnswer(key, ASSOCIATION),
    ['Read the plot from left to right, as x increases.', 'Do the points tend to rise, fall, or stay scattered with no trend?', 'Compare the heights of the points at the left with those at the right, and look at the points in between.'],
    [`Leftmost point: ${pt(first)}; rightmost point: ${pt(last)}.`, `Change in y from left to right: ${last[1]} − ${first[1]} = ${signed(last[1] - first[1])}.`, verdict, `Check: ${key === 'none' ? 'the middle points jump up and down with no direction' : 'the points in between follow the same direction'}.`],
    key === 'none' ? [mis('positive', 'sees-a-trend', 'The points go up and down with no overall direction.')] : [mis(key === 'positive' ? 'negative' : 'positive', 'reversed', key === 'positive' ? 'Read left to right: the points climb, so the association is positive.' : 'Read left to right: the points drop, so the association is negative.'), mis('none', 'missed-the-trend', 'The points do follow a direction overall, even with some wobble.')],
  ), altOf(pair, points)), scatter(pair, points));
}

/** Pairs whose pattern rises or falls enough to bend visibly. */
const TRENDING = PAIRS.filter((p) => p.sign !== 0 && p.slope[0] >= 2);

/** d2: linear or nonlinear association. */
function linearity(rng: Rng): GeneratedBody {
  const pair = rng.pick(TRENDING);
  const n = rng.int(8, 10);
  const linear = rng.bool();
  const f = pattern(pair, rng, n, !linear);
  // The four points the steps read sit on the pattern; the others wobble a little, as measured data do.
  const read = new Set([1, 3, n - 2, n]);
  const points = Array.from({ length: n }, (_, k): XY => [xAt(pair, k + 1), Math.round(f(k + 1)) + (linear && !read.has(k + 1) ? rng.int(-1, 1) : 0)]);
  const ask = rng.pick([
    `${axisWords(pair)} Is the association linear or nonlinear?`,
    `${axisWords(pair)} Do the points follow a straight line (linear) or a curve (nonlinear)?`,
  ]);
  const [p0, p2] = [points[0]!, points[2]!];
  const [q0, q2] = [points[n - 3]!, points[n - 1]!];
  return withDiagram(withAlt(bodyByFormat(
    ask,
    choiceAnswer(linear ? 'linear' : 'nonlinear', { linear: ['straight', 'a line', 'straight line', 'line'], nonlinear: ['non-linear', 'curve', 'curved', 'not linear'] }),
    ['A linear association follows a straight line: y changes by about the same amount each time x goes up by the same step.', 'Compare how much y changes over the first few points with how much it changes over the last few.', 'Equal changes mean linear; changes that grow or shrink mean a curve.'],
    [`Change over the first three points: ${p2[1]} − ${p0[1]} = ${signed(p2[1] - p0[1])}.`, `Change over the last three points: ${q2[1]} − ${q0[1]} = ${signed(q2[1] - q0[1])}.`, linear ? 'The changes are about the same, so the points follow a line: linear.' : 'The changes are very different, so the points bend: nonlinear.', `Check: ${linear ? 'a ruler laid along the points touches them all closely' : 'a ruler laid along the points misses the middle ones'}.`],
    [mis(linear ? 'nonlinear' : 'linear', linear ? 'wobble-is-a-curve' : 'any-trend-is-linear', linear ? 'The small wobble is normal in data; overall the points follow a straight line.' : 'The points rise or fall, but the change is not steady: they follow a curve.')],
  ), altOf(pair, points)), scatter(pair, points));
}

/** d3: which of three named points is the outlier. */
function outlierChoice(rng: Rng): GeneratedBody {
  const pair = rng.pick(PAIRS.filter((p) => p.sign !== 0));
  const n = rng.int(9, 12);
  const f = pattern(pair, rng, n, false);
  const step = Math.abs(Math.round(f(2) - f(1)));
  const points = pointsAbout(rng, pair, n, f, Math.min(2, pair.wobble));
  const at = rng.int(3, n - 2);
  const off = (rng.bool() ? 1 : -1) * rng.int(5, 7) * Math.max(2, step);
  const expected = Math.round(f(at));
  points[at - 1] = [xAt(pair, at), Math.max(0, expected + off)];
  const outlier = points[at - 1]!;
  // Two other points for the options, away from the outlier.
  const others = rng.shuffle(points.filter((_, k) => Math.abs(k + 1 - at) >= 2)).slice(0, 2);
  // The three points are named A, B, C from left to right: the choices are the same letters in the same order in every problem.
  const options = [outlier, ...others].sort((p, q) => p[0] - q[0]);
  const letter = (p: XY): string => 'ABC'[options.indexOf(p)]!;
  const ask = `${axisWords(pair)} Which point is an outlier: ${options.map((p, i) => `${'ABC'[i]} ${pt(p)}`).join(', ')}?`;
  const spec: AnswerSpec = choiceAnswer(letter(outlier), Object.fromEntries(options.map((p) => [letter(p), [pt(p), `${p[0]}, ${p[1]}`, `${p[0]},${p[1]}`, `(${p[0]},${p[1]})`, `${letter(p)} ${pt(p)}`]])));
  return withDiagram(withAlt(bodyByFormat(
    ask,
    spec,
    ['An outlier is a point far away from the pattern of the other points.', 'Picture a line through the middle of the points.', 'For each choice, compare its y with the y the pattern has at that x.'],
    [`The points follow a line that ${pair.sign === 1 ? 'rises' : 'falls'} about ${step} each time x goes up by ${pair.dx}.`, `At x = ${outlier[0]}, the pattern of the other points is near y = ${expected}.`, `Distance of the point at x = ${outlier[0]} from the pattern: ${Math.max(outlier[1], expected)} − ${Math.min(outlier[1], expected)} = ${Math.abs(outlier[1] - expected)}.`, `That is far more than any other point, so point ${letter(outlier)}, ${pt(outlier)}, is the outlier.`, 'Check: the other two choices sit close to the line of the other points.'],
    others.map((p, i) => mis(letter(p), `on-the-pattern-${i + 1}`, `Point ${letter(p)}, ${pt(p)}, sits close to the pattern of the other points.`)),
  ), altOf(pair, points)), scatter(pair, points));
}

/** Pairs whose x can run on far enough for two clusters with a gap. */
const OPEN_ENDED = PAIRS.filter((p) => p.sign !== 0 && p.title !== 'Temperature and cocoa sales');

/** d4: how many points are in one of two clusters. */
function clusters(rng: Rng): GeneratedBody {
  const pair = rng.pick(OPEN_ENDED);
  const leftCount = rng.int(4, 8), rightCount = rng.int(4, 8);
  const leftEnd = 1 + Math.floor(((leftCount - 1) * 2) / 3);
  const gapEnd = leftEnd + rng.int(5, 7);
  const f = pattern(pair, rng, gapEnd + 6, false);
  const spread = Math.max(1, pair.wobble - 1);
  // Each cluster spreads over two steps of x per three points, at distinct heights about the pattern (no point hides another).
  const lefts = rng.shuffle([-3, -2, -1, 0, 1, 2, 3, 4]), rights = rng.shuffle([-3, -2, -1, 0, 1, 2, 3, 4]);
  const points: XY[] = [];
  for (let i = 0; i < leftCount; i++) { const k = 1 + Math.floor((i * 2) / 3); points.push([xAt(pair, k), Math.max(0, Math.round(f(k)) + lefts[i]! * spread)]); }
  for (let i = 0; i < rightCount; i++) { const k = gapEnd + Math.floor((i * 2) / 3); points.push([xAt(pair, k), Math.max(0, Math.round(f(k)) + rights[i]! * spread)]); }
  const side = rng.bool() ? 'left' : 'right';
  const count = side === 'left' ? leftCount : rightCount;
  const other = side === 'left' ? rightCount : leftCount;
  const ask = rng.pick([
    `${axisWords(pair)} The points form two clusters. How many points are in the cluster on the ${side}?`,
    `${axisWords(pair)} The data fall into two groups with a gap between them. How many points are in the ${side} group?`,
  ]);
  return withDiagram(withAlt(bodyByFormat(
    ask,
    A.integer(count),
    ['A cluster is a group of points close together, with a gap around it.', 'Find the gap in x between the two groups.', `Count only the points ${side === 'left' ? 'before' : 'after'} the gap; points above the same x count one by one.`],
    [`The left cluster ends at x = ${xAt(pair, leftEnd)} and the right cluster starts at x = ${xAt(pair, gapEnd)}.`, `Points in the ${side} cluster: ${count}.`, `Check: ${count} + ${other} = ${leftCount + rightCount}, every point on the plot.`],
    [mis(String(leftCount + rightCount), 'all-points', 'That counts every point. Count only one cluster.'), mis(String(other), 'other-cluster', `That is the cluster on the ${side === 'left' ? 'right' : 'left'}.`)],
  ), altOf(pair, points)), scatter(pair, points));
}

/** d5: the whole description, with an outlier that does not change it. */
function fullDescription(rng: Rng): GeneratedBody {
  const kind = rng.pick(['positive linear', 'negative linear', 'nonlinear', 'none'] as const);
  const pool = kind === 'none' ? PAIRS.filter((p) => p.sign === 0) : kind === 'nonlinear' ? TRENDING : TRENDING.filter((p) => p.sign === (kind === 'positive linear' ? 1 : -1));
  const pair = rng.pick(pool);
  const n = rng.int(9, 12);
  let points: XY[];
  if (kind === 'none') points = associationPoints(pair, rng, n);
  else if (kind === 'nonlinear') points = pointsAbout(rng, pair, n, pattern(pair, rng, n, true), 0);
  else {
    const f = pattern(pair, rng, n, false);
    const step = Math.abs(Math.round(f(2) - f(1)));
    points = pointsAbout(rng, pair, n, f, 1);
    // One outlier that does not change the description, never at the ends or the middle point the steps read.
    const middle = Math.floor(n / 2) + 1;
    const at = rng.pick(Array.from({ length: n - 4 }, (_, i) => i + 3).filter((i) => i !== middle));
    points[at - 1] = [xAt(pair, at), points[at - 1]![1] + rng.int(5, 7) * Math.max(2, step)];
  }
  const first = points[0]!, mid = points[Math.floor(n / 2)]!, last = points[n - 1]!;
  const ask = `${axisWords(pair)} Which best describes the association: positive linear, negative linear, nonlinear, or none?`;
  const verdict =
    kind === 'none' ? 'No trend up or down: no association.' : kind === 'nonlinear' ? 'The points follow a curve, not a line: nonlinear.' : `Straight-line trend ${kind === 'positive linear' ? 'up' : 'down'}, with one point off it (an outlier, which does not change the pattern): ${kind}.`;
  return withDiagram(withAlt(bodyByFormat(
    ask,
    choiceAnswer(kind, {
      'positive linear': ['linear positive', 'positive and linear', 'positive, linear'],
      'negative linear': ['linear negative', 'negative and linear', 'negative, linear'],
      nonlinear: ['non-linear', 'curved', 'curve', 'not linear'],
      none: ['no association', 'no', 'no pattern', 'neither'],
    }),
    ['First decide the direction: do the points tend to rise, fall, or neither?', 'Then decide whether they follow a straight line or bend in a curve.', 'A single point far from the rest is an outlier: describe the pattern of the other points.'],
    [`Left half: y goes from ${first[1]} to ${mid[1]}, a change of ${mid[1]} − ${first[1]} = ${signed(mid[1] - first[1])}.`, `Right half: y goes from ${mid[1]} to ${last[1]}, a change of ${last[1]} − ${mid[1]} = ${signed(last[1] - mid[1])}.`, verdict, `Check: ${kind === 'nonlinear' ? 'the two halves change by very different amounts' : kind === 'none' ? 'the points jump up and down with no direction' : 'the two halves change by about the same amount'}.`],
    kind === 'nonlinear' ? [mis(pair.sign === 1 ? 'positive linear' : 'negative linear', 'any-trend-is-linear', 'The points rise or fall, but not steadily: they bend in a curve.')] : kind === 'none' ? [mis('positive linear', 'sees-a-trend', 'The points jump up and down with no overall direction.')] : [mis('nonlinear', 'outlier-bends-it', 'One point far from the rest is an outlier; the other points follow a straight line.'), mis(kind === 'positive linear' ? 'negative linear' : 'positive linear', 'reversed', 'Read left to right to see the direction.')],
  ), altOf(pair, points)), scatter(pair, points));
}

export const spScatterPatterns: SkillGenerator = {
  skillId: 'g8.sp.scatter-patterns',
  grade: 8,
  domain: 'sp',
  ccss: ['8.SP.A.1'],
  topic: 'Data',
  subtopic: 'Patterns in scatter plots',
  prereqs: ['g8.f.linear-or-nonlinear'],
  estTimeSec: times(15, 60),
  version: '1.0.0',
  generate(d: Difficulty, rng: Rng) {
    if (d === 1) return association(rng);
    if (d === 2) return linearity(rng);
    if (d === 3) return outlierChoice(rng);
    if (d === 4) return clusters(rng);
    return fullDescription(rng);
  },
};
