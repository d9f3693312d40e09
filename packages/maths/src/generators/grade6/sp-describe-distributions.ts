import { R } from '../../rational.js';
import { axisFor, integerDotPlot, withDiagram } from '../../diagrams/build.js';
import type { BoxPlotDiagram, HistogramDiagram } from '../../diagrams/types.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { median } from '../shared/arithmetic.js';
import { SHAPES, peakIndex, shapeAnswer, shapeCounts, shapeEs, skewFeedback, valuesFromCounts, type Shape } from '../shared/data-shapes.js';
import { val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

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

/** The same contexts in Spanish, index for index (a title keeps the English one's marks: "-", ".", "°"). */
const CONTEXTS_ES: Context[] = [
  { text: 'cuántas abdominales hizo cada estudiante en dos minutos', title: 'Abdominales (sit-ups) en dos minutos', lo: [40, 50], who: 'estudiantes' },
  { text: 'la altura, en pulgadas, de cada girasol de un jardín', title: 'Alturas de girasoles (pulg.)', lo: [40, 55], who: 'girasoles' },
  { text: 'cuántos minutos dedicó cada estudiante a un proyecto de ciencias', title: 'Minutos en el proyecto', lo: [40, 50], who: 'estudiantes' },
  { text: 'cuántos saltos de tijera hizo cada campista en un minuto', title: 'Saltos de tijera en un minuto', lo: [40, 50], who: 'campistas' },
  { text: 'el ritmo cardíaco en reposo, en latidos por minuto, de cada estudiante', title: 'Ritmo cardíaco en reposo', lo: [60, 75], who: 'estudiantes' },
  { text: 'el puntaje de cada jugador en un juego de ortografía', title: 'Puntajes del juego de ortografía', lo: [60, 75], who: 'jugadores' },
  { text: 'la temperatura máxima, en °F, de varios días de primavera', title: 'Máximas del día (°F)', lo: [55, 70], who: 'días' },
];

const dotAlt = (title: string, values: number[], w: Words): string => `${w.t('Dot plot', 'Diagrama de puntos')}. ${title}: ${[...values].sort((a, b) => a - b).join(', ')}.`;

function dotPlotShape(ctx: Context, rng: Rng, w: Words): GeneratedBody {
  const shape = rng.pick(SHAPES);
  const counts = shapeCounts(shape, rng);
  const lo = rng.int(ctx.lo[0], ctx.lo[1]);
  const values = valuesFromCounts(counts, lo);
  const peak = lo + peakIndex(counts);
  const hi = lo + counts.length - 1;
  const ask = rng.pick(w.es ? [
    `El diagrama de puntos muestra ${ctx.text}. ¿La forma de los datos es simétrica, sesgada a la izquierda o sesgada a la derecha?`,
    `Describe la forma de los datos del diagrama de puntos de ${ctx.text}: ¿simétrica, sesgada a la izquierda o sesgada a la derecha?`,
  ] : [
    `The dot plot shows ${ctx.text}. Is the shape of the data symmetric, skewed left or skewed right?`,
    `Describe the shape of the data in the dot plot of ${ctx.text}: symmetric, skewed left or skewed right?`,
  ]);
  const verdict = w.es
    ? shape === 'symmetric' ? 'Los dos lados son iguales, así que los datos son simétricos.' : `Los datos se alargan en una cola larga hacia la ${shape === 'skewed right' ? 'derecha' : 'izquierda'}, así que la distribución está ${shapeEs(shape)}.`
    : shape === 'symmetric' ? 'The two sides match, so the data are symmetric.' : shape === 'skewed right' ? 'The data trail off in a long tail to the right, so they are skewed right.' : 'The data trail off in a long tail to the left, so they are skewed left.';
  return withDiagram({
    ...bodyLoose(
      ask,
      shapeAnswer(shape, w),
      w.t(['Find the tallest stack of dots, then look at how the dots spread out on each side of it.', 'Data with a long tail on one side are skewed toward that side; matching sides are symmetric.', `Compare how far the dots reach left of ${peak} with how far they reach right of it.`], ['Busca la columna de puntos más alta y luego mira cómo se reparten los puntos a cada lado.', 'Los datos con una cola larga de un lado están sesgados hacia ese lado; si los dos lados son iguales, son simétricos.', `Compara hasta dónde llegan los puntos a la izquierda de ${peak} con hasta dónde llegan a la derecha.`]),
      [`${w.t('The tallest stack is at', 'La columna más alta está en')} ${peak}.`, `${w.t('Reach to the left of the peak', 'Alcance a la izquierda del pico')}: ${peak} − ${lo} = ${peak - lo}.`, `${w.t('Reach to the right of the peak', 'Alcance a la derecha del pico')}: ${hi} − ${peak} = ${hi - peak}.`, verdict, w.t(`Check: ${shape === 'symmetric' ? 'folding the plot at the peak, the stacks on the two sides match' : 'the stacks get shorter and shorter toward the tail'}.`, `Comprueba: ${shape === 'symmetric' ? 'si doblas el diagrama en el pico, las columnas de los dos lados coinciden' : 'las columnas son cada vez más bajas hacia la cola'}.`)],
      shape === 'symmetric' ? [mis('skewed right', 'no-tail-seen', w.t('Look again: the dots reach just as far on both sides of the peak.', 'Vuelve a mirar: los puntos llegan igual de lejos a los dos lados del pico.'))] : [mis(shape === 'skewed right' ? 'skewed left' : 'skewed right', 'named-for-the-pile', skewFeedback(shape, w)), mis('symmetric', 'missed-the-tail', w.t('The dots reach much farther on one side of the peak than on the other.', 'Los puntos llegan mucho más lejos de un lado del pico que del otro.'))],
    ),
    question: { text: ask, altText: dotAlt(ctx.title, values, w) },
  }, integerDotPlot(ctx.title, values));
}

function histogramShape(ctx: Context, rng: Rng, w: Words): GeneratedBody {
  const shape = rng.pick(SHAPES);
  const counts = shapeCounts(shape, rng, { maxPeak: 9 });
  const width = rng.pick([2, 5]);
  const lo = Math.ceil(rng.int(ctx.lo[0], ctx.lo[1]) / width) * width;
  const bins = counts.map((count, i) => ({ from: lo + i * width, to: lo + (i + 1) * width, count }));
  const p = peakIndex(counts);
  const left = p, right = counts.length - 1 - p;
  const diagram: HistogramDiagram = { kind: 'histogram', title: ctx.title, valueLabel: ctx.title, bins, scale: { ...axisFor(counts, { maxTicks: 10 }), label: w.t(`Number of ${ctx.who}`, `Número de ${ctx.who}`) } };
  const ask = rng.pick(w.es ? [
    `El histograma muestra ${ctx.text}. ¿La distribución es simétrica, sesgada a la izquierda o sesgada a la derecha?`,
    `¿Cuál es la forma general del histograma de ${ctx.text}: simétrica, sesgada a la izquierda o sesgada a la derecha?`,
  ] : [
    `The histogram shows ${ctx.text}. Is the distribution symmetric, skewed left or skewed right?`,
    `What is the overall shape of the histogram of ${ctx.text}: symmetric, skewed left or skewed right?`,
  ]);
  const verdict = w.es
    ? shape === 'symmetric' ? 'Las barras bajan igual a los dos lados, así que la distribución es simétrica.' : `Las barras se alargan en una cola larga hacia la ${shape === 'skewed right' ? 'derecha' : 'izquierda'}, así que está ${shapeEs(shape)}.`
    : shape === 'symmetric' ? 'The bars fall away the same on both sides, so the distribution is symmetric.' : shape === 'skewed right' ? 'The bars trail off in a long tail to the right, so it is skewed right.' : 'The bars trail off in a long tail to the left, so it is skewed left.';
  return withDiagram({
    ...bodyLoose(
      ask,
      shapeAnswer(shape, w),
      w.t(['Find the tallest bar.', 'See whether the bars fall away evenly on both sides of it, or stretch out in a long, low tail on one side.', 'Count the bars on each side of the tallest bar and compare their heights.'], ['Busca la barra más alta.', 'Fíjate si las barras bajan igual a los dos lados, o si se alargan en una cola larga y baja de un lado.', 'Cuenta las barras a cada lado de la barra más alta y compara sus alturas.']),
      [w.t(`The tallest bar is from ${bins[p]!.from} to ${bins[p]!.to}.`, `La barra más alta va de ${bins[p]!.from} a ${bins[p]!.to}.`), `${w.t('Bars left of the tallest bar', 'Barras a la izquierda de la más alta')}: ${left}.`, `${w.t('Bars right of the tallest bar', 'Barras a la derecha de la más alta')}: ${right}.`, verdict, w.t(`Check: ${shape === 'symmetric' ? 'the bar heights read the same from either end' : 'the low bars all lie on the tail side'}.`, `Comprueba: ${shape === 'symmetric' ? 'las alturas de las barras se leen igual desde cualquier extremo' : 'las barras bajas están todas del lado de la cola'}.`)],
      shape === 'symmetric' ? [mis('skewed left', 'no-tail-seen', w.t('The bars fall away evenly on both sides of the tallest bar.', 'Las barras bajan igual a los dos lados de la barra más alta.'))] : [mis(shape === 'skewed right' ? 'skewed left' : 'skewed right', 'named-for-the-pile', skewFeedback(shape, w)), mis('symmetric', 'missed-the-tail', w.t('The bars stretch much farther on one side of the tallest bar.', 'Las barras se alargan mucho más de un lado de la barra más alta.'))],
    ),
    question: { text: ask, altText: w.t(`Histogram. ${ctx.title}: ${bins.map((b) => `${b.from} to ${b.to}: ${b.count}`).join('; ')}.`, `Histograma. ${ctx.title}: ${bins.map((b) => `de ${b.from} a ${b.to}: ${b.count}`).join('; ')}.`) },
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

function dotPlotMedian(ctx: Context, rng: Rng, w: Words): GeneratedBody {
  const { values, lo, counts } = oddValues(rng, ctx);
  const n = values.length;
  const k = (n + 1) / 2;
  const m = median(values);
  const mode = lo + peakIndex(counts);
  const hi = lo + counts.length - 1;
  const ask = rng.pick(w.es ? [
    `El diagrama de puntos muestra ${ctx.text}. ¿Cuál es la mediana, el centro de los datos?`,
    `Encuentra la mediana de los datos del diagrama de puntos de ${ctx.text}.`,
  ] : [
    `The dot plot shows ${ctx.text}. What is the median, the center of the data?`,
    `Find the median of the data in the dot plot of ${ctx.text}.`,
  ]);
  return withDiagram({
    ...bodyLoose(
      ask,
      A.number(m),
      w.t(['The median is the middle value; a dot plot already shows the values in order from left to right.', `Count all the dots: there are ${n}.`, `Count from the left to the ${ordinal(k)} dot.`], ['La mediana es el valor del medio; un diagrama de puntos ya muestra los valores en orden de izquierda a derecha.', `Cuenta todos los puntos: hay ${n}.`, `Cuenta desde la izquierda hasta el punto número ${k}.`]),
      [`${w.t('Dots in all', 'Puntos en total')}: ${n}.`, w.t(`The middle one is the ${ordinal(k)} dot from the left, with as many dots after it as before it.`, `El del medio es el punto número ${k} desde la izquierda, con tantos puntos después como antes.`), `${w.t('Median', 'Mediana')} = ${val(m)}.`, w.t(`Check: counting from the right, the ${ordinal(k)} dot is at ${val(m)} too.`, `Comprueba: si cuentas desde la derecha, el punto número ${k} también está en ${val(m)}.`)],
      [mode !== m.toNumber() ? mis(String(mode), 'mode-instead', w.t('That is the value with the tallest stack (the mode). The median is the middle dot.', 'Ese es el valor con la columna más alta (la moda). La mediana es el punto del medio.')) : null, mis(val(R(lo + hi).div(2)), 'middle-of-scale', w.t('That is the middle of the number line, not the middle of the data. Count the dots.', 'Ese es el medio de la recta numérica, no el medio de los datos. Cuenta los puntos.')), mis(String(k), 'position-not-value', w.t(`The ${ordinal(k)} dot is where the median is; give its value on the number line.`, `La mediana está en el punto número ${k}; da su valor en la recta numérica.`))],
    ),
    question: { text: ask, altText: dotAlt(ctx.title, values, w) },
  }, integerDotPlot(ctx.title, values));
}

function dotPlotRange(ctx: Context, rng: Rng, w: Words): GeneratedBody {
  const counts = shapeCounts(rng.pick(SHAPES), rng, { maxPeak: 5 });
  const lo = rng.int(ctx.lo[0], ctx.lo[1]);
  const values = valuesFromCounts(counts, lo);
  const hi = lo + counts.length - 1;
  const ask = rng.pick(w.es ? [
    `El diagrama de puntos muestra ${ctx.text}. ¿Cuál es el rango de los datos, una medida de su dispersión?`,
    `¿Qué tan dispersos están los datos del diagrama de puntos de ${ctx.text}? Da el rango.`,
  ] : [
    `The dot plot shows ${ctx.text}. What is the range of the data, a measure of its spread?`,
    `How spread out is the data in the dot plot of ${ctx.text}? Give the range.`,
  ]);
  return withDiagram({
    ...bodyLoose(
      ask,
      A.number(R(hi - lo)),
      w.t(['The range is the greatest value minus the least value.', 'Find the dot farthest to the left and the dot farthest to the right.', `The least value is ${lo}; subtract it from the greatest value.`], ['El rango es el valor mayor menos el valor menor.', 'Busca el punto que está más a la izquierda y el que está más a la derecha.', `El valor menor es ${lo}; réstalo del valor mayor.`]),
      [`${w.t('Least value', 'Valor menor')}: ${lo}.`, `${w.t('Greatest value', 'Valor mayor')}: ${hi}.`, `${w.t('Range', 'Rango')} = ${hi} − ${lo} = ${hi - lo}.`, `${w.t('Check', 'Comprueba')}: ${lo} + ${hi - lo} = ${hi}.`],
      [mis(String(hi), 'greatest-only', w.t(`${hi} is the greatest value. Subtract the least value from it.`, `${hi} es el valor mayor. Réstale el valor menor.`)), mis(String(values.length), 'counted-dots', w.t('That is how many dots there are. The range is a distance on the number line.', 'Eso es cuántos puntos hay. El rango es una distancia en la recta numérica.')), mis(String(hi - lo + 1), 'counted-ticks', w.t('That counts the values from least to greatest. The range is the difference.', 'Eso cuenta los valores del menor al mayor. El rango es la diferencia.'))],
    ),
    question: { text: ask, altText: dotAlt(ctx.title, values, w) },
  }, integerDotPlot(ctx.title, values));
}

function boxPlotShape(ctx: Context, rng: Rng, w: Words): GeneratedBody {
  const shape = rng.pick<Shape>(SHAPES);
  const whisker = rng.int(3, 7), half = rng.int(2, 5);
  const longWhisker = whisker + rng.int(6, 12), longHalf = half + rng.int(3, 6);
  // Left to right: whisker, box half, box half, whisker.
  const parts = shape === 'symmetric' ? [whisker, half, half, whisker] : shape === 'skewed right' ? [whisker, half, longHalf, longWhisker] : [longWhisker, longHalf, half, whisker];
  const min = rng.int(ctx.lo[0], ctx.lo[1]);
  const q1 = min + parts[0]!, med = q1 + parts[1]!, q3 = med + parts[2]!, max = q3 + parts[3]!;
  const diagram: BoxPlotDiagram = { kind: 'box-plot', title: ctx.title, axis: axisFor([min, max], { withZero: false, maxTicks: 14 }), plots: [{ label: '', min, q1, median: med, q3, max }] };
  const ask = rng.pick(w.es ? [
    `El diagrama de caja muestra ${ctx.text}. ¿La distribución es simétrica, sesgada a la izquierda o sesgada a la derecha?`,
    `Según el diagrama de caja de ${ctx.text}, describe la forma de los datos: ¿simétrica, sesgada a la izquierda o sesgada a la derecha?`,
  ] : [
    `The box plot shows ${ctx.text}. Is the distribution symmetric, skewed left or skewed right?`,
    `From the box plot of ${ctx.text}, describe the shape of the data: symmetric, skewed left or skewed right?`,
  ]);
  const side = (s: Shape): string => (s === 'skewed right' ? 'derecha' : 'izquierda');
  const verdict = w.es
    ? shape === 'symmetric' ? 'Los dos lados miden lo mismo, así que los datos son simétricos.' : `El lado ${shape === 'skewed right' ? 'derecho' : 'izquierdo'} es mucho más largo: los datos se alargan hacia la ${side(shape)}, así que la distribución está ${shapeEs(shape)}.`
    : shape === 'symmetric' ? 'Both sides are the same length, so the data are symmetric.' : shape === 'skewed right' ? 'The right side is much longer: the data stretch out to the right, so they are skewed right.' : 'The left side is much longer: the data stretch out to the left, so they are skewed left.';
  return withDiagram({
    ...bodyLoose(
      ask,
      shapeAnswer(shape, w),
      w.t(['In a symmetric box plot the median sits in the middle of the box and the whiskers are about equally long.', 'Compare the part from the minimum to the median with the part from the median to the maximum.', 'The data are skewed toward the side that stretches farther.'], ['En un diagrama de caja simétrico, la mediana está en el medio de la caja y los bigotes miden más o menos lo mismo.', 'Compara la parte que va del mínimo a la mediana con la parte que va de la mediana al máximo.', 'Los datos están sesgados hacia el lado que se alarga más.']),
      [`${w.t('Minimum to median', 'Del mínimo a la mediana')}: ${med} − ${min} = ${med - min}.`, `${w.t('Median to maximum', 'De la mediana al máximo')}: ${max} − ${med} = ${max - med}.`, verdict, w.t(`Check: ${shape === 'symmetric' ? 'the median is in the middle of the box' : `the median is nearer the ${shape === 'skewed right' ? 'left' : 'right'} end of the box`}.`, `Comprueba: ${shape === 'symmetric' ? 'la mediana está en el medio de la caja' : `la mediana está más cerca del extremo ${shape === 'skewed right' ? 'izquierdo' : 'derecho'} de la caja`}.`)],
      shape === 'symmetric' ? [mis('skewed left', 'no-tail-seen', w.t('Both whiskers and both halves of the box are the same length.', 'Los dos bigotes y las dos mitades de la caja miden lo mismo.'))] : [mis(shape === 'skewed right' ? 'skewed left' : 'skewed right', 'named-for-the-pile', skewFeedback(shape, w)), mis('symmetric', 'missed-the-tail', w.t('One whisker is much longer than the other.', 'Un bigote es mucho más largo que el otro.'))],
    ),
    question: { text: ask, altText: w.t(`Box plot. ${ctx.title}: minimum ${min}, lower quartile ${q1}, median ${med}, upper quartile ${q3}, maximum ${max}.`, `Diagrama de caja. ${ctx.title}: mínimo ${min}, cuartil inferior ${q1}, mediana ${med}, cuartil superior ${q3}, máximo ${max}.`) },
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
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    // rng.pick(CONTEXTS) is this draw: the index names the Spanish context too.
    const ctx = w.t(CONTEXTS, CONTEXTS_ES)[rng.int(0, CONTEXTS.length - 1)]!;
    if (d === 1) return dotPlotShape(ctx, rng, w);
    if (d === 2) return histogramShape(ctx, rng, w);
    if (d === 3) return dotPlotMedian(ctx, rng, w);
    if (d === 4) return dotPlotRange(ctx, rng, w);
    return boxPlotShape(ctx, rng, w);
  },
};
