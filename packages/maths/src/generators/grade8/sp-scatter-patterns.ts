import { axisFor, withDiagram } from '../../diagrams/build.js';
import type { ScatterPlotDiagram, XY } from '../../diagrams/types.js';
import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { A, choiceAnswer, choiceAnswerIn } from '../shared/answers.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

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

/** The words of each pair in Spanish, by the pair's English title (the draws pick the English pair). */
type PairWords = Pick<Pair, 'title' | 'x' | 'y' | 'text'>;
const PAIRS_ES: Record<string, PairWords> = {
  'Study time and scores': { title: 'Tiempo de estudio y calificaciones', x: 'Horas de estudio', y: 'Calificación del examen', text: 'las horas que estudió cada estudiante y su calificación en el examen' },
  'Temperature and cocoa sales': { title: 'Temperatura y venta de chocolate', x: 'Temperatura (°F)', y: 'Tazas de chocolate vendidas', text: 'la temperatura de cada día y las tazas de chocolate caliente que vendió un puesto' },
  'Car age and value': { title: 'Edad y valor del carro', x: 'Edad (años)', y: 'Valor (cientos de dólares)', text: 'la edad de cada carro y su valor' },
  'Height and arm span': { title: 'Estatura y envergadura', x: 'Estatura (pulg.)', y: 'Envergadura (pulg.)', text: 'la estatura y la envergadura de los brazos de cada estudiante' },
  'Shoe size and quiz score': { title: 'Talla de zapato y calificación', x: 'Talla de zapato', y: 'Calificación de la prueba', text: 'la talla de zapato de cada estudiante y su calificación en la prueba de matemáticas' },
  'Exercise and heart rate': { title: 'Ejercicio y ritmo cardiaco', x: 'Ejercicio (min por día)', y: 'Ritmo cardiaco en reposo', text: 'los minutos de ejercicio al día de cada adulto y su ritmo cardiaco en reposo' },
  'Practice and free throws': { title: 'Práctica y tiros libres', x: 'Práctica (h)', y: 'Tiros libres encestados', text: 'las horas que practicó cada jugador y los tiros libres que encestó' },
  'Birth month and height': { title: 'Mes de nacimiento y estatura', x: 'Mes de nacimiento', y: 'Estatura (pulg.)', text: 'el mes de nacimiento y la estatura de cada estudiante' },
};
/** The pair's words in the wording's language. */
const said = (pair: Pair, w: Words): PairWords => (w.es ? PAIRS_ES[pair.title] ?? pair : pair);

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

function scatter(pair: Pair, points: XY[], w: Words): ScatterPlotDiagram {
  const s = said(pair, w);
  return {
    kind: 'scatter-plot',
    title: s.title,
    x: axisFor(points.map((p) => p[0]), { label: s.x, minStep: 1, withZero: false, maxTicks: 14 }),
    y: axisFor(points.map((p) => p[1]), { label: s.y, maxTicks: 10, withZero: false }),
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
/** The Spanish forms of each table, the first being the label the child sees. */
const ASSOCIATION_ES: Record<string, string[]> = {
  positive: ['positiva', 'asociación positiva', 'positivamente asociados', 'aumenta', 'sube'],
  negative: ['negativa', 'asociación negativa', 'negativamente asociados', 'disminuye', 'baja'],
  none: ['ninguna', 'ninguna asociación', 'sin asociación', 'no hay asociación', 'sin patrón'],
};
const LINEAR: Record<string, string[]> = { linear: ['straight', 'a line', 'straight line', 'line'], nonlinear: ['non-linear', 'curve', 'curved', 'not linear'] };
const LINEAR_ES: Record<string, string[]> = { linear: ['lineal', 'recta', 'línea recta', 'una recta'], nonlinear: ['no lineal', 'curva', 'una curva', 'no es lineal'] };
const DESCRIPTION: Record<string, string[]> = {
  'positive linear': ['linear positive', 'positive and linear', 'positive, linear'],
  'negative linear': ['linear negative', 'negative and linear', 'negative, linear'],
  nonlinear: ['non-linear', 'curved', 'curve', 'not linear'],
  none: ['no association', 'no', 'no pattern', 'neither'],
};
const DESCRIPTION_ES: Record<string, string[]> = {
  'positive linear': ['lineal positiva', 'positiva lineal', 'positiva y lineal', 'asociación lineal positiva'],
  'negative linear': ['lineal negativa', 'negativa lineal', 'negativa y lineal', 'asociación lineal negativa'],
  nonlinear: ['no lineal', 'curva', 'no es lineal', 'asociación no lineal'],
  none: ['ninguna', 'sin asociación', 'ninguna asociación', 'no hay asociación'],
};
const choiceIn = (w: Words, value: string, en: Record<string, string[]>, es: Record<string, string[]>): AnswerSpec => (w.es ? choiceAnswerIn(w, value, en, es) : choiceAnswer(value, en));

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

function axisWords(pair: Pair, w: Words): string {
  const s = said(pair, w);
  return w.t(`The scatter plot shows ${s.text} (x: ${s.x.toLowerCase()}, y: ${s.y.toLowerCase()}).`, `El diagrama de dispersión muestra ${s.text} (x: ${s.x.toLowerCase()}, y: ${s.y.toLowerCase()}).`);
}

const altOf = (pair: Pair, points: XY[], w: Words): string => w.t(`Scatter plot. ${pair.title}: ${points.map(pt).join(', ')}.`, `Diagrama de dispersión. ${said(pair, w).title}: ${points.map(pt).join(', ')}.`);

function withAlt(body: GeneratedBody, alt: string): GeneratedBody {
  return { ...body, question: { ...body.question, altText: alt } };
}

/** d1: positive, negative or no association. */
function association(rng: Rng, w: Words): GeneratedBody {
  const pair = rng.pick(PAIRS);
  const n = rng.int(8, 12);
  const points = associationPoints(pair, rng, n);
  const key = pair.sign === 1 ? 'positive' : pair.sign === -1 ? 'negative' : 'none';
  const first = points[0]!, last = points[n - 1]!;
  const ask = rng.pick(w.es ? [`${axisWords(pair, w)} ¿La asociación es positiva, negativa o ninguna?`, `${axisWords(pair, w)} ¿Qué tipo de asociación muestran los datos: positiva, negativa o ninguna?`] : [`${axisWords(pair, w)} Is the association positive, negative or none?`, `${axisWords(pair, w)} What kind of association do the data show: positive, negative or none?`]);
  const verdict = w.es
    ? key === 'positive' ? 'Cuando x aumenta, y tiende a aumentar: una asociación positiva.' : key === 'negative' ? 'Cuando x aumenta, y tiende a disminuir: una asociación negativa.' : 'Cuando x aumenta, y no tiende ni a subir ni a bajar: ninguna asociación.'
    : key === 'positive' ? 'As x increases, y tends to increase: a positive association.' : key === 'negative' ? 'As x increases, y tends to decrease: a negative association.' : 'As x increases, y shows no trend up or down: no association.';
  return withDiagram(withAlt(bodyByFormat(
    ask,
    choiceIn(w, key, ASSOCIATION, ASSOCIATION_ES),
    [w.t('Read the plot from left to right, as x increases.', 'Lee el diagrama de izquierda a derecha, conforme x aumenta.'), w.t('Do the points tend to rise, fall, or stay scattered with no trend?', '¿Los puntos tienden a subir, a bajar o se quedan dispersos sin tendencia?'), w.t('Compare the heights of the points at the left with those at the right, and look at the points in between.', 'Compara la altura de los puntos de la izquierda con la de los de la derecha, y mira los puntos de en medio.')],
    [w.t(`Leftmost point: ${pt(first)}; rightmost point: ${pt(last)}.`, `Punto más a la izquierda: ${pt(first)}; punto más a la derecha: ${pt(last)}.`), w.t(`Change in y from left to right: ${last[1]} − ${first[1]} = ${signed(last[1] - first[1])}.`, `Cambio en y de izquierda a derecha: ${last[1]} − ${first[1]} = ${signed(last[1] - first[1])}.`), verdict, w.t(`Check: ${key === 'none' ? 'the middle points jump up and down with no direction' : 'the points in between follow the same direction'}.`, `Comprueba: ${key === 'none' ? 'los puntos de en medio suben y bajan sin dirección' : 'los puntos de en medio siguen la misma dirección'}.`)],
    key === 'none' ? [mis('positive', 'sees-a-trend', w.t('The points go up and down with no overall direction.', 'Los puntos suben y bajan sin una dirección general.'))] : [mis(key === 'positive' ? 'negative' : 'positive', 'reversed', key === 'positive' ? w.t('Read left to right: the points climb, so the association is positive.', 'Lee de izquierda a derecha: los puntos suben, así que la asociación es positiva.') : w.t('Read left to right: the points drop, so the association is negative.', 'Lee de izquierda a derecha: los puntos bajan, así que la asociación es negativa.')), mis('none', 'missed-the-trend', w.t('The points do follow a direction overall, even with some wobble.', 'Los puntos sí siguen una dirección general, aunque se muevan un poco.'))],
  ), altOf(pair, points, w)), scatter(pair, points, w));
}

/** Pairs whose pattern rises or falls enough to bend visibly. */
const TRENDING = PAIRS.filter((p) => p.sign !== 0 && p.slope[0] >= 2);

/** d2: linear or nonlinear association. */
function linearity(rng: Rng, w: Words): GeneratedBody {
  const pair = rng.pick(TRENDING);
  const n = rng.int(8, 10);
  const linear = rng.bool();
  const f = pattern(pair, rng, n, !linear);
  // The four points the steps read sit on the pattern; the others wobble a little, as measured data do.
  const read = new Set([1, 3, n - 2, n]);
  const points = Array.from({ length: n }, (_, k): XY => [xAt(pair, k + 1), Math.round(f(k + 1)) + (linear && !read.has(k + 1) ? rng.int(-1, 1) : 0)]);
  const ask = rng.pick(w.es ? [
    `${axisWords(pair, w)} ¿La asociación es lineal o no lineal?`,
    `${axisWords(pair, w)} ¿Los puntos siguen una línea recta (lineal) o una curva (no lineal)?`,
  ] : [
    `${axisWords(pair, w)} Is the association linear or nonlinear?`,
    `${axisWords(pair, w)} Do the points follow a straight line (linear) or a curve (nonlinear)?`,
  ]);
  const [p0, p2] = [points[0]!, points[2]!];
  const [q0, q2] = [points[n - 3]!, points[n - 1]!];
  return withDiagram(withAlt(bodyByFormat(
    ask,
    w.es ? choiceAnswerIn(w, linear ? 'linear' : 'nonlinear', LINEAR, LINEAR_ES) : choiceAnswer(linear ? 'linear' : 'nonlinear', { linear: ['straight', 'a line', 'straight line', 'line'], nonlinear: ['non-linear', 'curve', 'curved', 'not linear'] }),
    [w.t('A linear association follows a straight line: y changes by about the same amount each time x goes up by the same step.', 'Una asociación lineal sigue una línea recta: y cambia más o menos lo mismo cada vez que x aumenta el mismo paso.'), w.t('Compare how much y changes over the first few points with how much it changes over the last few.', 'Compara cuánto cambia y en los primeros puntos con cuánto cambia en los últimos.'), w.t('Equal changes mean linear; changes that grow or shrink mean a curve.', 'Cambios iguales quieren decir lineal; cambios que crecen o se achican quieren decir una curva.')],
    [w.t(`Change over the first three points: ${p2[1]} − ${p0[1]} = ${signed(p2[1] - p0[1])}.`, `Cambio en los primeros tres puntos: ${p2[1]} − ${p0[1]} = ${signed(p2[1] - p0[1])}.`), w.t(`Change over the last three points: ${q2[1]} − ${q0[1]} = ${signed(q2[1] - q0[1])}.`, `Cambio en los últimos tres puntos: ${q2[1]} − ${q0[1]} = ${signed(q2[1] - q0[1])}.`), linear ? w.t('The changes are about the same, so the points follow a line: linear.', 'Los cambios son más o menos iguales, así que los puntos siguen una recta: lineal.') : w.t('The changes are very different, so the points bend: nonlinear.', 'Los cambios son muy distintos, así que los puntos se curvan: no lineal.'), w.t(`Check: ${linear ? 'a ruler laid along the points touches them all closely' : 'a ruler laid along the points misses the middle ones'}.`, `Comprueba: ${linear ? 'una regla puesta a lo largo de los puntos pasa muy cerca de todos' : 'una regla puesta a lo largo de los puntos no pasa por los de en medio'}.`)],
    [mis(linear ? 'nonlinear' : 'linear', linear ? 'wobble-is-a-curve' : 'any-trend-is-linear', linear ? w.t('The small wobble is normal in data; overall the points follow a straight line.', 'Que los puntos se muevan un poco es normal en los datos; en general siguen una línea recta.') : w.t('The points rise or fall, but the change is not steady: they follow a curve.', 'Los puntos suben o bajan, pero el cambio no es constante: siguen una curva.'))],
  ), altOf(pair, points, w)), scatter(pair, points, w));
}

/** d3: which of three named points is the outlier. */
function outlierChoice(rng: Rng, w: Words): GeneratedBody {
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
  const ask = w.t(`${axisWords(pair, w)} Which point is an outlier: ${options.map((p, i) => `${'ABC'[i]} ${pt(p)}`).join(', ')}?`, `${axisWords(pair, w)} ¿Qué punto es un valor atípico: ${options.map((p, i) => `${'ABC'[i]} ${pt(p)}`).join(', ')}?`);
  const letterOptions = Object.fromEntries(options.map((p) => [letter(p), [pt(p), `${p[0]}, ${p[1]}`, `${p[0]},${p[1]}`, `(${p[0]},${p[1]})`, `${letter(p)} ${pt(p)}`]]));
  const spec: AnswerSpec = w.es ? choiceAnswerIn(w, letter(outlier), letterOptions, Object.fromEntries(options.map((p) => [letter(p), [letter(p), `punto ${letter(p)}`, `el punto ${letter(p)}`]]))) : choiceAnswer(letter(outlier), letterOptions);
  return withDiagram(withAlt(bodyByFormat(
    ask,
    spec,
    [w.t('An outlier is a point far away from the pattern of the other points.', 'Un valor atípico es un punto que queda lejos del patrón de los demás puntos.'), w.t('Picture a line through the middle of the points.', 'Imagina una recta que pasa por en medio de los puntos.'), w.t('For each choice, compare its y with the y the pattern has at that x.', 'Para cada opción, compara su y con la y que tiene el patrón en esa x.')],
    [w.t(`The points follow a line that ${pair.sign === 1 ? 'rises' : 'falls'} about ${step} each time x goes up by ${pair.dx}.`, `Los puntos siguen una recta que ${pair.sign === 1 ? 'sube' : 'baja'} más o menos ${step} cada vez que x aumenta ${pair.dx}.`), w.t(`At x = ${outlier[0]}, the pattern of the other points is near y = ${expected}.`, `En x = ${outlier[0]}, el patrón de los demás puntos está cerca de y = ${expected}.`), w.t(`Distance of the point at x = ${outlier[0]} from the pattern: ${Math.max(outlier[1], expected)} − ${Math.min(outlier[1], expected)} = ${Math.abs(outlier[1] - expected)}.`, `Distancia del punto en x = ${outlier[0]} al patrón: ${Math.max(outlier[1], expected)} − ${Math.min(outlier[1], expected)} = ${Math.abs(outlier[1] - expected)}.`), w.t(`That is far more than any other point, so point ${letter(outlier)}, ${pt(outlier)}, is the outlier.`, `Es mucho más que la de cualquier otro punto, así que el punto ${letter(outlier)}, ${pt(outlier)}, es el valor atípico.`), w.t('Check: the other two choices sit close to the line of the other points.', 'Comprueba: las otras dos opciones quedan cerca de la recta de los demás puntos.')],
    others.map((p, i) => mis(letter(p), `on-the-pattern-${i + 1}`, w.t(`Point ${letter(p)}, ${pt(p)}, sits close to the pattern of the other points.`, `El punto ${letter(p)}, ${pt(p)}, queda cerca del patrón de los demás puntos.`))),
  ), altOf(pair, points, w)), scatter(pair, points, w));
}

/** Pairs whose x can run on far enough for two clusters with a gap. */
const OPEN_ENDED = PAIRS.filter((p) => p.sign !== 0 && p.title !== 'Temperature and cocoa sales');

/** d4: how many points are in one of two clusters. */
function clusters(rng: Rng, w: Words): GeneratedBody {
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
  const sideEs = side === 'left' ? 'izquierda' : 'derecha';
  const ask = rng.pick(w.es ? [
    `${axisWords(pair, w)} Los puntos forman dos grupos (cúmulos). ¿Cuántos puntos hay en el grupo de la ${sideEs}?`,
    `${axisWords(pair, w)} Los datos quedan en dos grupos con un hueco entre ellos. ¿Cuántos puntos hay en el grupo de la ${sideEs}?`,
  ] : [
    `${axisWords(pair, w)} The points form two clusters. How many points are in the cluster on the ${side}?`,
    `${axisWords(pair, w)} The data fall into two groups with a gap between them. How many points are in the ${side} group?`,
  ]);
  return withDiagram(withAlt(bodyByFormat(
    ask,
    A.integer(count),
    [w.t('A cluster is a group of points close together, with a gap around it.', 'Un cúmulo es un grupo de puntos cercanos entre sí, con un hueco alrededor.'), w.t('Find the gap in x between the two groups.', 'Busca el hueco en x entre los dos grupos.'), w.t(`Count only the points ${side === 'left' ? 'before' : 'after'} the gap; points above the same x count one by one.`, `Cuenta solo los puntos ${side === 'left' ? 'antes' : 'después'} del hueco; los puntos que están sobre la misma x se cuentan uno por uno.`)],
    [w.t(`The left cluster ends at x = ${xAt(pair, leftEnd)} and the right cluster starts at x = ${xAt(pair, gapEnd)}.`, `El grupo de la izquierda termina en x = ${xAt(pair, leftEnd)} y el de la derecha empieza en x = ${xAt(pair, gapEnd)}.`), w.t(`Points in the ${side} cluster: ${count}.`, `Puntos en el grupo de la ${sideEs}: ${count}.`), w.t(`Check: ${count} + ${other} = ${leftCount + rightCount}, every point on the plot.`, `Comprueba: ${count} + ${other} = ${leftCount + rightCount}, todos los puntos del diagrama.`)],
    [mis(String(leftCount + rightCount), 'all-points', w.t('That counts every point. Count only one cluster.', 'Así cuentas todos los puntos. Cuenta solo un grupo.')), mis(String(other), 'other-cluster', w.t(`That is the cluster on the ${side === 'left' ? 'right' : 'left'}.`, `Ese es el grupo de la ${side === 'left' ? 'derecha' : 'izquierda'}.`))],
  ), altOf(pair, points, w)), scatter(pair, points, w));
}

/** d5: the whole description, with an outlier that does not change it. */
function fullDescription(rng: Rng, w: Words): GeneratedBody {
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
  const ask = w.t(`${axisWords(pair, w)} Which best describes the association: positive linear, negative linear, nonlinear, or none?`, `${axisWords(pair, w)} ¿Qué describe mejor la asociación: lineal positiva, lineal negativa, no lineal o ninguna?`);
  const verdict = w.es
    ? kind === 'none' ? 'No tiende ni a subir ni a bajar: ninguna asociación.' : kind === 'nonlinear' ? 'Los puntos siguen una curva, no una recta: no lineal.' : `Tendencia en línea recta hacia ${kind === 'positive linear' ? 'arriba' : 'abajo'}, con un punto fuera (un valor atípico, que no cambia el patrón): ${kind === 'positive linear' ? 'lineal positiva' : 'lineal negativa'}.`
    : kind === 'none' ? 'No trend up or down: no association.' : kind === 'nonlinear' ? 'The points follow a curve, not a line: nonlinear.' : `Straight-line trend ${kind === 'positive linear' ? 'up' : 'down'}, with one point off it (an outlier, which does not change the pattern): ${kind}.`;
  return withDiagram(withAlt(bodyByFormat(
    ask,
    w.es ? choiceAnswerIn(w, kind, DESCRIPTION, DESCRIPTION_ES) : choiceAnswer(kind, {
      'positive linear': ['linear positive', 'positive and linear', 'positive, linear'],
      'negative linear': ['linear negative', 'negative and linear', 'negative, linear'],
      nonlinear: ['non-linear', 'curved', 'curve', 'not linear'],
      none: ['no association', 'no', 'no pattern', 'neither'],
    }),
    [w.t('First decide the direction: do the points tend to rise, fall, or neither?', 'Primero decide la dirección: ¿los puntos tienden a subir, a bajar o ninguna de las dos?'), w.t('Then decide whether they follow a straight line or bend in a curve.', 'Luego decide si siguen una línea recta o se curvan.'), w.t('A single point far from the rest is an outlier: describe the pattern of the other points.', 'Un solo punto lejos de los demás es un valor atípico: describe el patrón de los otros puntos.')],
    [w.t(`Left half: y goes from ${first[1]} to ${mid[1]}, a change of ${mid[1]} − ${first[1]} = ${signed(mid[1] - first[1])}.`, `Mitad izquierda: y va de ${first[1]} a ${mid[1]}, un cambio de ${mid[1]} − ${first[1]} = ${signed(mid[1] - first[1])}.`), w.t(`Right half: y goes from ${mid[1]} to ${last[1]}, a change of ${last[1]} − ${mid[1]} = ${signed(last[1] - mid[1])}.`, `Mitad derecha: y va de ${mid[1]} a ${last[1]}, un cambio de ${last[1]} − ${mid[1]} = ${signed(last[1] - mid[1])}.`), verdict, w.t(`Check: ${kind === 'nonlinear' ? 'the two halves change by very different amounts' : kind === 'none' ? 'the points jump up and down with no direction' : 'the two halves change by about the same amount'}.`, `Comprueba: ${kind === 'nonlinear' ? 'las dos mitades cambian cantidades muy distintas' : kind === 'none' ? 'los puntos suben y bajan sin dirección' : 'las dos mitades cambian más o menos lo mismo'}.`)],
    kind === 'nonlinear' ? [mis(pair.sign === 1 ? 'positive linear' : 'negative linear', 'any-trend-is-linear', w.t('The points rise or fall, but not steadily: they bend in a curve.', 'Los puntos suben o bajan, pero no de manera constante: se curvan.'))] : kind === 'none' ? [mis('positive linear', 'sees-a-trend', w.t('The points jump up and down with no overall direction.', 'Los puntos suben y bajan sin una dirección general.'))] : [mis('nonlinear', 'outlier-bends-it', w.t('One point far from the rest is an outlier; the other points follow a straight line.', 'Un punto lejos de los demás es un valor atípico; los otros puntos siguen una línea recta.')), mis(kind === 'positive linear' ? 'negative linear' : 'positive linear', 'reversed', w.t('Read left to right to see the direction.', 'Lee de izquierda a derecha para ver la dirección.'))],
  ), altOf(pair, points, w)), scatter(pair, points, w));
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
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d === 1) return association(rng, w);
    if (d === 2) return linearity(rng, w);
    if (d === 3) return outlierChoice(rng, w);
    if (d === 4) return clusters(rng, w);
    return fullDescription(rng, w);
  },
};
