import { R } from '../../rational.js';
import { axisFor, integerDotPlot, withDiagram } from '../../diagrams/build.js';
import type { BoxPlotDiagram, HistogramDiagram } from '../../diagrams/types.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { median } from '../shared/arithmetic.js';
import { SHAPES, peakIndex, shapeAnswer, shapeCounts, skewFeedback, valuesFromCounts, type Shape } from '../shared/data-shapes.js';
import { val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

/**
 * 6.SP.A.2: a distribution is described by its center, its spread and its overall shape, read from
 * a dot plot, a histogram or a box plot. Every value is at least 40, so a count or a position the
 * steps mention is never mistaken for the answer.
 */
interface Context {
  /** What the display shows, after "shows". */
  text: string;
  /** The display's title (at most 40 characters). */
  title: string;
  /** Range of the least value. */
  lo: [number, number];
  /** Who or what each value belongs to, plural. */
  who: string;
}

const CONTEXTS: Context[] = [
  { text: 'how many sit-ups each student did in two minutes', title: 'Sit-ups in two minutes', lo: [40, 50], who: 'students' },
  { text: 'the height, in inches, of each sunflower in a garden', title: 'Sunflower heights (in.)', lo: [40, 55], who: 'sunflowers' },
  { text: 'how many minutes each student spent on a science project', title: 'Minutes on the project', lo: [40, 50], who: 'students' },
  { text: 'how many jumping jacks each camper did in one minute', title: 'Jumping jacks in a minute', lo: [40, 50], who: 'campers' },
  { text: 'the resting heart rate, in beats per minute, of each student', title: 'Resting heart rates', lo: [60, 75], who: 'students' },
  { text: 'the score of each player in a spelling game', title: 'Spelling game scores', lo: [60, 75], who: 'players' },
  { text: 'the high temperature, in °F, on each of several spring days', title: 'Daily highs (°F)', lo: [55, 70], who: 'days' },
];

const dotAlt = (title: string, values: number[]): string => `Dot plot. ${title}: ${[...values].sort((a, b) => a - b).join(', ')}.`;

function dotPlotShape(ctx: Context, rng: Rng): GeneratedBody {
  const shape = rng.pick(SHAPES);
  const counts = shapeCounts(shape, rng);
  const lo = rng.int(ctx.lo[0], ctx.lo[1]);
  const values = valuesFromCounts(counts, lo);
  const peak = lo + peakIndex(counts);
  const hi = lo + counts.length - 1;
  const ask = rng.pick([
    `The dot plot shows ${ctx.text}. Is the shape of the data symmetric, skewed left or skewed right?`,
    `Describe the shape of the data in the dot plot of ${ctx.text}: symmetric, skewed left or skewed right?`,
  ]);
  const verdict = shape === 'symmetric' ? 'The two sides match, so the data are symmetric.' : shape === 'skewed right' ? 'The data trail off in a long tail to the right, so they are skewed right.' : 'The data trail off in a long tail to the left, so they are skewed left.';
  return withDiagram({
    ...bodyLoose(
      ask,
      shapeAnswer(shape),
      ['Find the tallest stack of dots, then look at how the dots spread out on each side of it.', 'Data with a long tail on one side are skewed toward that side; matching sides are symmetric.', `Compare how far the dots reach left of ${peak} with how far they reach right of it.`],
      [`The tallest stack is at ${peak}.`, `Reach to the left of the peak: ${peak} − ${lo} = ${peak - lo}.`, `Reach to the right of the peak: ${hi} − ${peak} = ${hi - peak}.`, verdict, `Check: ${shape === 'symmetric' ? 'folding the plot at the peak, the stacks on the two sides match' : 'the stacks get shorter and shorter toward the tail'}.`],
      shape === 'symmetric' ? [mis('skewed right', 'no-tail-seen', 'Look again: the dots reach just as far on both sides of the peak.')] : [mis(shape === 'skewed right' ? 'skewed left' : 'skewed right', 'named-for-the-pile', skewFeedback(shape)), mis('symmetric', 'missed-the-tail', 'The dots reach much farther on one side of the peak than on the other.')],
    ),
    question: { text: ask, altText: dotAlt(ctx.title, values) },
  }, integerDotPlot(ctx.title, values));
}

function histogramShape(ctx: Context, rng: Rng): GeneratedBody {
  const shape = rng.pick(SHAPES);
  const counts = shapeCounts(shape, rng, { maxPeak: 9 });
  const width = rng.pick([2, 5]);
  const lo = Math.ceil(rng.int(ctx.lo[0], ctx.lo[1]) / width) * width;
  const bins = counts.map((count, i) => ({ from: lo + i * width, to: lo + (i + 1) * width, count }));
  const p = peakIndex(counts);
  const left = p, right = counts.length - 1 - p;
  const diagram: HistogramDiagram = { kind: 'histogram', title: ctx.title, valueLabel: ctx.title, bins, scale: { ...axisFor(counts, { maxTicks: 10 }), label: `Number of ${ctx.who}` } };
  const ask = rng.pick([
    `The histogram shows ${ctx.text}. Is the distribution symmetric, skewed left or skewed right?`,
    `What is the overall shape of the histogram of ${ctx.text}: symmetric, skewed left or skewed right?`,
  ]);
  const verdict = shape === 'symmetric' ? 'The bars fall away the same on both sides, so the distribution is symmetric.' : shape === 'skewed right' ? 'The bars trail off in a long tail to the right, so it is skewed right.' : 'The bars trail off in a long tail to the left, so it is skewed left.';
  return withDiagram({
    ...bodyLoose(
      ask,
      shapeAnswer(shape),
      ['Find the tallest bar.', 'See whether the bars fall away evenly on both sides of it, or stretch out in a long, low tail on one side.', 'Count the bars on each side of the tallest bar and compare their heights.'],
      [`The tallest bar is from ${bins[p]!.from} to ${bins[p]!.to}.`, `Bars left of the tallest bar: ${left}.`, `Bars right of the tallest bar: ${right}.`, verdict, `Check: ${shape === 'symmetric' ? 'the bar heights read the same from either end' : 'the low bars all lie on the tail side'}.`],
      shape === 'symmetric' ? [mis('skewed left', 'no-tail-seen', 'The bars fall away evenly on both sides of the tallest bar.')] : [mis(shape === 'skewed right' ? 'skewed left' : 'skewed right', 'named-for-the-pile', skewFeedback(shape)), mis('symmetric', 'missed-the-tail', 'The bars stretch much farther on one side of the tallest bar.')],
    ),
    question: { text: ask, altText: `Histogram. ${ctx.title}: ${bins.map((b) => `${b.from} to ${b.to}: ${b.count}`).join('; ')}.` },
  }, diagram);
}

/** An odd number of values, so the median is one of them. */
function oddValues(rng: Rng, ctx: Context): { values: number[]; lo: number; counts: number[] } {
  const counts = shapeCounts(rng.pick(SHAPES), rng, { maxPeak: 5 });
  const p = peakIndex(counts);
  if (counts.reduce((a, b) => a + b, 0) % 2 === 0) counts[p]! += 1;
  const lo = rng.int(ctx.lo[0], ctx.lo[1]);
  return { values: valuesFromCounts(counts, lo), lo, counts };
}

function dotPlotMedian(ctx: Context, rng: Rng): GeneratedBody {
  const { values, lo, counts } = oddValues(rng, ctx);
  const n = values.length;
  const k = (n + 1) / 2;
  const m = median(values);
  const mode = lo + peakIndex(counts);
  const hi = lo + counts.length - 1;
  const ask = rng.pick([
    `The dot plot shows ${ctx.text}. What is the median, the center of the data?`,
    `Find the median of the data in the dot plot of ${ctx.text}.`,
  ]);
  return withDiagram({
    ...bodyLoose(
      ask,
      A.number(m),
      ['The median is the middle value; a dot plot already shows the values in order from left to right.', `Count all the dots: there are ${n}.`, `Count from the left to the ${ordinal(k)} dot.`],
      [`Dots in all: ${n}.`, `The middle one is the ${ordinal(k)} dot from the left, with as many dots after it as before it.`, `Median = ${val(m)}.`, `Check: counting from the right, the ${ordinal(k)} dot is at ${val(m)} too.`],
      [mode !== m.toNumber() ? mis(String(mode), 'mode-instead', 'That is the value with the tallest stack (the mode). The median is the middle dot.') : null, mis(val(R(lo + hi).div(2)), 'middle-of-scale', 'That is the middle of the number line, not the middle of the data. Count the dots.'), mis(String(k), 'position-not-value', `The ${ordinal(k)} dot is where the median is; give its value on the number line.`)],
    ),
    question: { text: ask, altText: dotAlt(ctx.title, values) },
  }, integerDotPlot(ctx.title, values));
}

function dotPlotRange(ctx: Context, rng: Rng): GeneratedBody {
  const counts = shapeCounts(rng.pick(SHAPES), rng, { maxPeak: 5 });
  const lo = rng.int(ctx.lo[0], ctx.lo[1]);
  const values = valuesFromCounts(counts, lo);
  const hi = lo + counts.length - 1;
  const ask = rng.pick([
    `The dot plot shows ${ctx.text}. What is the range of the data, a measure of its spread?`,
    `How spread out is the data in the dot plot of ${ctx.text}? Give the range.`,
  ]);
  return withDiagram({
    ...bodyLoose(
      ask,
      A.number(R(hi - lo)),
      ['The range is the greatest value minus the least value.', 'Find the dot farthest to the left and the dot farthest to the right.', `The least value is ${lo}; subtract it from the greatest value.`],
      [`Least value: ${lo}.`, `Greatest value: ${hi}.`, `Range = ${hi} − ${lo} = ${hi - lo}.`, `Check: ${lo} + ${hi - lo} = ${hi}.`],
      [mis(String(hi), 'greatest-only', `${hi} is the greatest value. Subtract the least value from it.`), mis(String(values.length), 'counted-dots', 'That is how many dots there are. The range is a distance on the number line.'), mis(String(hi - lo + 1), 'counted-ticks', 'That counts the values from least to greatest. The range is the difference.')],
    ),
    question: { text: ask, altText: dotAlt(ctx.title, values) },
  }, integerDotPlot(ctx.title, values));
}

function boxPlotShape(ctx: Context, rng: Rng): GeneratedBody {
  const shape = rng.pick<Shape>(SHAPES);
  const whisker = rng.int(3, 7), half = rng.int(2, 5);
  const longWhisker = whisker + rng.int(6, 12), longHalf = half + rng.int(3, 6);
  // Left to right: whisker, box half, box half, whisker.
  const parts = shape === 'symmetric' ? [whisker, half, half, whisker] : shape === 'skewed right' ? [whisker, half, longHalf, longWhisker] : [longWhisker, longHalf, half, whisker];
  const min = rng.int(ctx.lo[0], ctx.lo[1]);
  const q1 = min + parts[0]!, med = q1 + parts[1]!, q3 = med + parts[2]!, max = q3 + parts[3]!;
  const diagram: BoxPlotDiagram = { kind: 'box-plot', title: ctx.title, axis: axisFor([min, max], { withZero: false, maxTicks: 14 }), plots: [{ label: '', min, q1, median: med, q3, max }] };
  const ask = rng.pick([
    `The box plot shows ${ctx.text}. Is the distribution symmetric, skewed left or skewed right?`,
    `From the box plot of ${ctx.text}, describe the shape of the data: symmetric, skewed left or skewed right?`,
  ]);
  const verdict = shape === 'symmetric' ? 'Both sides are the same length, so the data are symmetric.' : shape === 'skewed right' ? 'The right side is much longer: the data stretch out to the right, so they are skewed right.' : 'The left side is much longer: the data stretch out to the left, so they are skewed left.';
  return withDiagram({
    ...bodyLoose(
      ask,
      shapeAnswer(shape),
      ['In a symmetric box plot the median sits in the middle of the box and the whiskers are about equally long.', 'Compare the part from the minimum to the median with the part from the median to the maximum.', 'The data are skewed toward the side that stretches farther.'],
      [`Minimum to median: ${med} − ${min} = ${med - min}.`, `Median to maximum: ${max} − ${med} = ${max - med}.`, verdict, `Check: ${shape === 'symmetric' ? 'the median is in the middle of the box' : `the median is nearer the ${shape === 'skewed right' ? 'left' : 'right'} end of the box`}.`],
      shape === 'symmetric' ? [mis('skewed left', 'no-tail-seen', 'Both whiskers and both halves of the box are the same length.')] : [mis(shape === 'skewed right' ? 'skewed left' : 'skewed right', 'named-for-the-pile', skewFeedback(shape)), mis('symmetric', 'missed-the-tail', 'One whisker is much longer than the other.')],
    ),
    question: { text: ask, altText: `Box plot. ${ctx.title}: minimum ${min}, lower quartile ${q1}, median ${med}, upper quartile ${q3}, maximum ${max}.` },
  }, diagram);
}

function ordinal(k: number): string {
  const s = k % 100 >= 11 && k % 100 <= 13 ? 'th' : k % 10 === 1 ? 'st' : k % 10 === 2 ? 'nd' : k % 10 === 3 ? 'rd' : 'th';
  return `${k}${s}`;
}

export const spDescribeDistributions: SkillGenerator = {
  skillId: 'g6.sp.describe-distributions',
  grade: 6,
  domain: 'sp',
  ccss: ['6.SP.A.2'],
  topic: 'Statistics',
  subtopic: 'Center, spread & shape',
  prereqs: ['g6.sp.statistical-questions'],
  estTimeSec: times(20, 60),
  version: '1.0.0',
  generate(d: Difficulty, rng: Rng) {
    const ctx = rng.pick(CONTEXTS);
    if (d === 1) return dotPlotShape(ctx, rng);
    if (d === 2) return histogramShape(ctx, rng);
    if (d === 3) return dotPlotMedian(ctx, rng);
    if (d === 4) return dotPlotRange(ctx, rng);
    return boxPlotShape(ctx, rng);
  },
};
