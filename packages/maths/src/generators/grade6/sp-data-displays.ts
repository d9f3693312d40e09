import { axisFor, integerDotPlot, withDiagram } from '../../diagrams/build.js';
import type { BoxPlotDiagram, HistogramDiagram } from '../../diagrams/types.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { SHAPES, shapeCounts, valuesFromCounts } from '../shared/data-shapes.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

/**
 * 6.SP.B.4: read numerical data shown in a dot plot, a histogram or a box plot. Counts are read from
 * dot plots and histograms; the five-number summary, the range and the interquartile range from a
 * box plot; and what share of the data each part of a box plot holds.
 */

/** Dot plots of small whole-number data: the value is printed in the question, the count is read. */
interface DotContext {
  title: string;
  /** The data, e.g. "how many pets each student in a class has". */
  text: string;
  /** The people or things counted, plural, and the phrase after the value ("have 3 pets"). */
  who: string;
  has: (v: string) => string;
  lo: [number, number];
}

const DOT_CONTEXTS: DotContext[] = [
  { title: 'Pets per student', text: 'how many pets each student in a class has', who: 'students', has: (v) => `have ${v} pets`, lo: [0, 1] },
  { title: 'Books read this month', text: 'how many books each member of a book club read this month', who: 'members', has: (v) => `read ${v} books`, lo: [1, 3] },
  { title: 'Runs per game', text: 'how many runs a baseball team scored in each game of its season', who: 'games', has: (v) => `had ${v} runs`, lo: [0, 2] },
  { title: 'Library visits this month', text: 'how many times each student visited the library this month', who: 'students', has: (v) => `visited ${v} times`, lo: [0, 2] },
  { title: 'Letters in first names', text: 'how many letters are in the first name of each student', who: 'students', has: (v) => `have ${v} letters in their first name`, lo: [3, 4] },
  { title: 'Hours of homework this week', text: 'how many hours each student spent on homework this week', who: 'students', has: (v) => `spent ${v} hours`, lo: [2, 4] },
];

/** Histograms and box plots of larger data: every value is at least 20, above any count or share the steps mention. */
interface BigContext {
  title: string;
  text: string;
  who: string;
  /** Range of the least value, and the interval width for a histogram. */
  lo: [number, number];
  width: number;
}

const BIG_CONTEXTS: BigContext[] = [
  { title: 'Points scored', text: 'the points each basketball player scored this season', who: 'players', lo: [20, 40], width: 10 },
  { title: 'Minutes to get to school', text: 'how many minutes each student takes to get to school', who: 'students', lo: [20, 30], width: 5 },
  { title: 'Plant heights (cm)', text: 'the height, in centimeters, of each bean plant in a science class', who: 'plants', lo: [20, 35], width: 5 },
  { title: 'Test scores', text: 'the test scores of the students in a grade', who: 'students', lo: [40, 55], width: 10 },
  { title: 'Pages in each book', text: 'how many pages each book on a library cart has', who: 'books', lo: [80, 120], width: 20 },
  { title: 'Ages of the teachers', text: 'the ages of the teachers at a school', who: 'teachers', lo: [22, 30], width: 10 },
  { title: 'Daily visitors', text: 'how many people visited a museum each day', who: 'days', lo: [60, 90], width: 10 },
];

/** The same contexts in Spanish, index for index; `many` is "¿Cuántos"/"¿Cuántas" for `who`. */
interface EsContext {
  title: string;
  text: string;
  who: string;
  many: string;
  has: (v: string) => string;
}
const DOT_CONTEXTS_ES: EsContext[] = [
  { title: 'Mascotas por estudiante', text: 'cuántas mascotas tiene cada estudiante de una clase', who: 'estudiantes', many: 'Cuántos', has: (v) => `tienen ${v} mascotas` },
  { title: 'Libros leídos este mes', text: 'cuántos libros leyó este mes cada miembro de un club de lectura', who: 'miembros', many: 'Cuántos', has: (v) => `leyeron ${v} libros` },
  { title: 'Carreras por partido', text: 'cuántas carreras anotó un equipo de béisbol en cada partido de su temporada', who: 'partidos', many: 'Cuántos', has: (v) => `tuvieron ${v} carreras` },
  { title: 'Visitas a la biblioteca este mes', text: 'cuántas veces visitó la biblioteca cada estudiante este mes', who: 'estudiantes', many: 'Cuántos', has: (v) => `la visitaron ${v} veces` },
  { title: 'Letras en el primer nombre', text: 'cuántas letras tiene el primer nombre de cada estudiante', who: 'estudiantes', many: 'Cuántos', has: (v) => `tienen ${v} letras en su primer nombre` },
  { title: 'Horas de tarea esta semana', text: 'cuántas horas dedicó cada estudiante a la tarea esta semana', who: 'estudiantes', many: 'Cuántos', has: (v) => `dedicaron ${v} horas` },
];
const BIG_CONTEXTS_ES: Omit<EsContext, 'has'>[] = [
  { title: 'Puntos anotados', text: 'los puntos que anotó cada jugador de básquetbol esta temporada', who: 'jugadores', many: 'Cuántos' },
  { title: 'Minutos para llegar a la escuela', text: 'cuántos minutos tarda cada estudiante en llegar a la escuela', who: 'estudiantes', many: 'Cuántos' },
  { title: 'Alturas de plantas (cm)', text: 'la altura, en centímetros, de cada planta de frijol de una clase de ciencias', who: 'plantas', many: 'Cuántas' },
  { title: 'Calificaciones de un examen', text: 'las calificaciones de examen de los estudiantes de un grado', who: 'estudiantes', many: 'Cuántos' },
  { title: 'Páginas de cada libro', text: 'cuántas páginas tiene cada libro de un carrito de la biblioteca', who: 'libros', many: 'Cuántos' },
  { title: 'Edades de los maestros', text: 'las edades de los maestros de una escuela', who: 'maestros', many: 'Cuántos' },
  { title: 'Visitantes por día', text: 'cuántas personas visitaron un museo cada día', who: 'días', many: 'Cuántos' },
];

const dotAltEs = (title: string, values: number[]): string => `Diagrama de puntos. ${title}: ${[...values].sort((a, b) => a - b).join(', ')}.`;

const dotAlt = (title: string, values: number[]): string => `Dot plot. ${title}: ${[...values].sort((a, b) => a - b).join(', ')}.`;

/** A small whole-number data set on a dot plot, with its counts per value. */
function smallData(ctx: DotContext, rng: Rng): { values: number[]; counts: Map<number, number>; lo: number; hi: number } {
  const perValue = shapeCounts(rng.pick(SHAPES), rng, { maxPeak: 6, maxLen: 7 });
  const lo = rng.int(ctx.lo[0], ctx.lo[1]);
  const values = valuesFromCounts(perValue, lo);
  const counts = new Map(perValue.map((c, i) => [lo + i, c]));
  return { values, counts, lo, hi: lo + perValue.length - 1 };
}

function dotCountAt(ctx: DotContext, rng: Rng, ce: EsContext | null): GeneratedBody {
  const { values, counts, lo, hi } = smallData(ctx, rng);
  const v = rng.int(lo, hi);
  const c = counts.get(v)!;
  if (ce) {
    const ask = rng.pick([`El diagrama de puntos muestra ${ce.text}. ¿${ce.many} ${ce.who} ${ce.has(String(v))}?`, `Usa el diagrama de puntos de ${ce.text}. ¿${ce.many} ${ce.who} ${ce.has(String(v))}?`]);
    return withDiagram({
      ...bodyLoose(
        ask,
        A.integer(c),
        ['Cada punto representa un dato.', `Busca ${v} en la recta numérica debajo de los puntos.`, `Cuenta los puntos que hay arriba de ${v}.`],
        [`Busca ${v} en la recta numérica.`, 'Cada punto de arriba es uno de ellos.', `Puntos arriba de ${v} = ${c}.`, `Comprueba: la columna arriba de ${v} tiene ${c} puntos.`],
        [mis(String(v), 'value-not-count', `${v} es el valor en la recta numérica; la respuesta es cuántos puntos hay arriba de él.`), mis(String(values.length), 'all-dots', 'Eso cuenta todos los puntos. Cuenta solo la columna arriba del valor que se pregunta.')],
      ),
      question: { text: ask, altText: dotAltEs(ce.title, values) },
    }, integerDotPlot(ce.title, values));
  }
  const ask = rng.pick([`The dot plot shows ${ctx.text}. How many ${ctx.who} ${ctx.has(String(v))}?`, `Use the dot plot of ${ctx.text}. How many ${ctx.who} ${ctx.has(String(v))}?`]);
  return withDiagram({
    ...bodyLoose(
      ask,
      A.integer(c),
      ['Each dot stands for one data value.', `Find ${v} on the number line under the dots.`, `Count the dots stacked above ${v}.`],
      [`Find ${v} on the number line.`, 'Each dot above it is one of them.', `Dots above ${v} = ${c}.`, `Check: the stack above ${v} is ${c} dots tall.`],
      [mis(String(v), 'value-not-count', `${v} is the value on the number line; the answer is how many dots are above it.`), mis(String(values.length), 'all-dots', 'That counts every dot. Count only the stack above the value asked about.')],
    ),
    question: { text: ask, altText: dotAlt(ctx.title, values) },
  }, integerDotPlot(ctx.title, values));
}

function dotCountBeyond(ctx: DotContext, rng: Rng, ce: EsContext | null): GeneratedBody {
  const { values, counts, lo, hi } = smallData(ctx, rng);
  const more = rng.bool();
  // A cut strictly inside the data, so at least one stack is counted and one is not.
  const cut = rng.int(lo + 1, hi - 1);
  const kept = [...counts.entries()].filter(([x]) => (more ? x > cut : x < cut));
  const total = kept.reduce((a, [, c]) => a + c, 0);
  const stacks = kept.map(([, c]) => c);
  const sum = stacks.length > 1 ? `${stacks.join(' + ')} = ${total}` : String(total);
  const word = more ? 'more than' : 'fewer than';
  if (ce) {
    const wordEs = more ? 'más de' : 'menos de';
    const side = more ? 'derecha' : 'izquierda';
    const ask = rng.pick([`El diagrama de puntos muestra ${ce.text}. ¿${ce.many} ${ce.who} ${ce.has(`${wordEs} ${cut}`)}?`, `En el diagrama de puntos de ${ce.text}, ¿cuántos datos son ${more ? 'mayores' : 'menores'} que ${cut}?`]);
    const withCutEs = counts.get(cut)! + total;
    return withDiagram({
      ...bodyLoose(
        ask,
        A.integer(total),
        ['Cada punto es un dato.', `Mira solo las columnas a la ${side} de ${cut}; la columna de ${cut} no cuenta.`, 'Suma las alturas de esas columnas.'],
        [`Las columnas a la ${side} de ${cut} son los valores ${more ? 'mayores' : 'menores'} que ${cut}.`, `Suma sus alturas: ${sum}.`, `Comprueba: los otros ${values.length - total} puntos están en ${cut} o ${more ? 'abajo' : 'arriba'}, y ${total} + ${values.length - total} = ${values.length}.`],
        [mis(String(withCutEs), 'included-the-cut', `"${wordEs[0]!.toUpperCase() + wordEs.slice(1)} ${cut}" deja fuera la columna de ${cut}.`), mis(String(values.length - total), 'other-side', `Esos son los valores del otro lado. Cuenta el lado ${more ? 'derecho' : 'izquierdo'} de ${cut}.`)],
      ),
      question: { text: ask, altText: dotAltEs(ce.title, values) },
    }, integerDotPlot(ce.title, values));
  }
  const ask = rng.pick([`The dot plot shows ${ctx.text}. How many ${ctx.who} ${ctx.has(`${word} ${cut}`)}?`, `In the dot plot of ${ctx.text}, how many data values are ${more ? 'greater' : 'less'} than ${cut}?`]);
  const withCut = counts.get(cut)! + total;
  return withDiagram({
    ...bodyLoose(
      ask,
      A.integer(total),
      ['Each dot is one data value.', `Look only at the stacks to the ${more ? 'right' : 'left'} of ${cut}; the stack at ${cut} itself does not count.`, `Add the heights of those stacks.`],
      [`The stacks to the ${more ? 'right' : 'left'} of ${cut} are the values ${word} ${cut}.`, `Add their heights: ${sum}.`, `Check: the other ${values.length - total} dots are at ${cut} or ${more ? 'below' : 'above'}, and ${total} + ${values.length - total} = ${values.length}.`],
      [mis(String(withCut), 'included-the-cut', `"${word[0]!.toUpperCase() + word.slice(1)} ${cut}" leaves out the stack at ${cut}.`), mis(String(values.length - total), 'other-side', `Those are the values on the other side. Count the ${more ? 'right' : 'left'} side of ${cut}.`)],
    ),
    question: { text: ask, altText: dotAlt(ctx.title, values) },
  }, integerDotPlot(ctx.title, values));
}

function histogramRead(ctx: BigContext, rng: Rng, ce: Omit<EsContext, 'has'> | null): GeneratedBody {
  const counts = shapeCounts(rng.pick(SHAPES), rng, { maxPeak: 9, maxLen: 7 });
  const lo = Math.ceil(rng.int(ctx.lo[0], ctx.lo[1]) / ctx.width) * ctx.width;
  const bins = counts.map((count, i) => ({ from: lo + i * ctx.width, to: lo + (i + 1) * ctx.width, count }));
  const diagram: HistogramDiagram = ce
    ? { kind: 'histogram', title: ce.title, valueLabel: ce.title, bins, scale: { ...axisFor(counts, { maxTicks: 10 }), label: `Número de ${ce.who}` } }
    : { kind: 'histogram', title: ctx.title, valueLabel: ctx.title, bins, scale: { ...axisFor(counts, { maxTicks: 10 }), label: `Number of ${ctx.who}` } };
  const alt = ce ? `Histograma. ${ce.title}: ${bins.map((b) => `de ${b.from} a ${b.to}: ${b.count}`).join('; ')}.` : `Histogram. ${ctx.title}: ${bins.map((b) => `${b.from} to ${b.to}: ${b.count}`).join('; ')}.`;
  const n = counts.reduce((a, b) => a + b, 0);
  const kind = rng.int(0, 2);
  if (ce) {
    const bar = 'La altura de cada barra es cuántos valores caen en su intervalo.';
    if (kind === 0) {
      const i = rng.int(0, bins.length - 1);
      const b = bins[i]!;
      const ask = `El histograma muestra ${ce.text}. ¿${ce.many} ${ce.who} hay en el intervalo de ${b.from} a ${b.to}?`;
      return withDiagram({
        ...bodyLoose(
          ask,
          A.integer(b.count),
          ['En un histograma, la altura de cada barra es cuántos valores caen en su intervalo.', `Busca la barra que va de ${b.from} a ${b.to}.`, 'Desde la parte de arriba de esa barra, lee hacia la escala de la izquierda.'],
          [`La barra de ${b.from} a ${b.to} es la que se pregunta.`, `Su altura en la escala = ${b.count}.`, `Comprueba: la parte de arriba de la barra está al nivel de ${b.count} en la escala.`],
          [mis(String(n), 'all-bars', 'Esos son todos los valores. Lee solo una barra.'), i + 1 < bins.length ? mis(String(bins[i + 1]!.count), 'next-bar', `Esa es la barra de ${bins[i + 1]!.from} a ${bins[i + 1]!.to}.`) : null],
        ),
        question: { text: ask, altText: alt },
      }, diagram);
    }
    if (kind === 1) {
      const i = rng.int(0, bins.length - 2);
      const a = bins[i]!, b = bins[i + 1]!;
      const ask = `El histograma muestra ${ce.text}. ¿${ce.many} ${ce.who} hay en los dos intervalos de ${a.from} a ${b.to}?`;
      return withDiagram({
        ...bodyLoose(
          ask,
          A.integer(a.count + b.count),
          [bar, `De ${a.from} a ${b.to} hay dos barras: de ${a.from} a ${a.to} y de ${b.from} a ${b.to}.`, 'Lee las dos alturas y súmalas.'],
          [`Las barras van de ${a.from} a ${a.to} y de ${b.from} a ${b.to}.`, `Las alturas son ${a.count} y ${b.count}.`, `${a.count} + ${b.count} = ${a.count + b.count}.`, `Comprueba: ${a.count + b.count} − ${b.count} = ${a.count}.`],
          [mis(String(a.count), 'one-bar', `Esa es solo la barra de ${a.from} a ${a.to}.`), mis(String(b.count), 'one-bar-2', `Esa es solo la barra de ${b.from} a ${b.to}.`)],
        ),
        question: { text: ask, altText: alt },
      }, diagram);
    }
    const i = rng.int(1, bins.length - 1);
    const edge = bins[i]!.from;
    const top = counts.slice(i);
    const total = top.reduce((x, y) => x + y, 0);
    const ask = `El histograma muestra ${ce.text}. ¿${ce.many} ${ce.who} hay en ${edge} o más?`;
    return withDiagram({
      ...bodyLoose(
        ask,
        A.integer(total),
        [bar, `Usa todas las barras que empiezan en ${edge} o a su derecha.`, 'Suma las alturas de esas barras.'],
        [`Usa las barras que empiezan en ${edge} o a su derecha.`, top.length > 1 ? `Suma sus alturas: ${top.join(' + ')} = ${total}.` : `Su altura = ${total}.`, `Comprueba: con los ${n - total} valores debajo de ${edge}, son ${n} en total.`],
        [mis(String(n), 'all-bars', `Esos son todos los valores. Usa solo las barras de ${edge} en adelante.`), mis(String(n - total), 'other-side', `Esos son los valores debajo de ${edge}.`), mis(String(bins[i]!.count), 'first-bar-only', 'Suma las alturas de todas las barras desde ahí en adelante, no solo la primera.')],
      ),
      question: { text: ask, altText: alt },
    }, diagram);
  }
  if (kind === 0) {
    // One interval.
    const i = rng.int(0, bins.length - 1);
    const b = bins[i]!;
    const ask = `The histogram shows ${ctx.text}. How many ${ctx.who} are in the interval from ${b.from} to ${b.to}?`;
    return withDiagram({
      ...bodyLoose(
        ask,
        A.integer(b.count),
        ['In a histogram, the height of each bar is how many values fall in its interval.', `Find the bar that runs from ${b.from} to ${b.to}.`, 'Read across from the top of that bar to the scale on the left.'],
        [`The bar from ${b.from} to ${b.to} is the one asked about.`, `Its height on the scale = ${b.count}.`, `Check: the bar's top lines up with ${b.count} on the scale.`],
        [mis(String(n), 'all-bars', 'That is every value. Read just the one bar.'), i + 1 < bins.length ? mis(String(bins[i + 1]!.count), 'next-bar', `That is the bar from ${bins[i + 1]!.from} to ${bins[i + 1]!.to}.`) : null],
      ),
      question: { text: ask, altText: alt },
    }, diagram);
  }
  if (kind === 1) {
    // Two neighbouring intervals.
    const i = rng.int(0, bins.length - 2);
    const a = bins[i]!, b = bins[i + 1]!;
    const ask = `The histogram shows ${ctx.text}. How many ${ctx.who} are in the two intervals from ${a.from} to ${b.to}?`;
    return withDiagram({
      ...bodyLoose(
        ask,
        A.integer(a.count + b.count),
        ['The height of each bar is how many values fall in its interval.', `From ${a.from} to ${b.to} takes two bars: ${a.from} to ${a.to} and ${b.from} to ${b.to}.`, 'Read both heights and add them.'],
        [`Bars: ${a.from} to ${a.to} and ${b.from} to ${b.to}.`, `Heights: ${a.count} and ${b.count}.`, `${a.count} + ${b.count} = ${a.count + b.count}.`, `Check: ${a.count + b.count} − ${b.count} = ${a.count}.`],
        [mis(String(a.count), 'one-bar', `That is only the bar from ${a.from} to ${a.to}.`), mis(String(b.count), 'one-bar-2', `That is only the bar from ${b.from} to ${b.to}.`)],
      ),
      question: { text: ask, altText: alt },
    }, diagram);
  }
  // Everything at or above a bin edge.
  const i = rng.int(1, bins.length - 1);
  const edge = bins[i]!.from;
  const top = counts.slice(i);
  const total = top.reduce((x, y) => x + y, 0);
  const ask = `The histogram shows ${ctx.text}. How many ${ctx.who} are at ${edge} or above?`;
  return withDiagram({
    ...bodyLoose(
      ask,
      A.integer(total),
      ['The height of each bar is how many values fall in its interval.', `Use every bar that starts at ${edge} or to the right of it.`, 'Add the heights of those bars.'],
      [`Use the bars that start at ${edge} or to the right of it.`, top.length > 1 ? `Add their heights: ${top.join(' + ')} = ${total}.` : `Its height = ${total}.`, `Check: with the ${n - total} values below ${edge}, that makes ${n} in all.`],
      [mis(String(n), 'all-bars', `That is every value. Use only the bars from ${edge} up.`), mis(String(n - total), 'other-side', `Those are the values below ${edge}.`), mis(String(bins[i]!.count), 'first-bar-only', 'Add the heights of all the bars from there up, not just the first one.')],
    ),
    question: { text: ask, altText: alt },
  }, diagram);
}

/** A five-number summary: every value at least 20, every gap at most 15 (so a range or IQR is below any value). */
function fiveNumbers(ctx: BigContext, rng: Rng): [number, number, number, number, number] {
  const min = rng.int(ctx.lo[0], ctx.lo[1]);
  const q1 = min + rng.int(2, 6);
  const med = q1 + rng.int(2, 4);
  const q3 = med + rng.int(2, 4);
  const max = q3 + rng.int(2, 5);
  return [min, q1, med, q3, max];
}

const FIVE_NAMES = ['minimum', 'lower quartile (Q1)', 'median', 'upper quartile (Q3)', 'maximum'] as const;
const FIVE_WHERE = ['the left end of the left whisker', 'the left edge of the box', 'the line inside the box', 'the right edge of the box', 'the right end of the right whisker'] as const;
/** The five numbers in Spanish, with their article, and where each is on the plot. */
const FIVE_NAMES_ES = ['el mínimo', 'el cuartil inferior (Q1)', 'la mediana', 'el cuartil superior (Q3)', 'el máximo'] as const;
const FIVE_WHERE_ES = ['el extremo izquierdo del bigote izquierdo', 'el borde izquierdo de la caja', 'la línea dentro de la caja', 'el borde derecho de la caja', 'el extremo derecho del bigote derecho'] as const;

function boxPlotRead(ctx: BigContext, rng: Rng, ce: Omit<EsContext, 'has'> | null): GeneratedBody {
  const five = fiveNumbers(ctx, rng);
  const [min, q1, med, q3, max] = five;
  if (ce) {
    const diagramEs: BoxPlotDiagram = { kind: 'box-plot', title: ce.title, axis: axisFor([min, max], { withZero: false, maxTicks: 20, minStep: 1 }), plots: [{ label: '', min, q1, median: med, q3, max }] };
    const altEs = `Diagrama de caja. ${ce.title}: ${five.join(', ')}.`;
    const kindEs = rng.int(0, 3);
    if (kindEs <= 1) {
      const j = kindEs === 0 ? 2 : rng.pick([1, 3]);
      const v = five[j]!;
      const name = FIVE_NAMES_ES[j]!;
      const bare = name.replace(/^(el|la) /, '');
      const ask = `El diagrama de caja muestra ${ce.text}. ¿Cuál es ${name}?`;
      return withDiagram({
        ...bodyLoose(
          ask,
          A.integer(v),
          ['Un diagrama de caja muestra cinco números: el mínimo, Q1, la mediana, Q3 y el máximo.', `${name[0]!.toUpperCase() + name.slice(1)} es ${FIVE_WHERE_ES[j]}.`, 'Desde ahí, baja en línea recta hasta la escala.'],
          [`Busca ${FIVE_WHERE_ES[j]}.`, 'Baja hasta la escala que está debajo del diagrama.', `${bare[0]!.toUpperCase() + bare.slice(1)} = ${v}.`, `Comprueba: ${j === 2 ? 'la mediana está entre los bordes de la caja' : `más o menos una cuarta parte de los datos está ${j === 1 ? 'debajo' : 'arriba'} de ese valor`}.`],
          [j !== 2 ? mis(String(med), 'median-instead', 'Esa es la mediana, la línea dentro de la caja.') : mis(String(q1), 'box-edge', 'Ese es el borde izquierdo de la caja (Q1). La mediana es la línea dentro de la caja.'), mis(String(j === 3 ? max : j === 1 ? min : q3), 'wrong-mark', 'Ese es otro de los cinco números; revisa qué marca pide la pregunta.')],
        ),
        question: { text: ask, altText: altEs },
      }, diagramEs);
    }
    const iqrEs = kindEs === 2;
    const [a, b] = iqrEs ? [q1, q3] : [min, max];
    const ask = `El diagrama de caja muestra ${ce.text}. ¿Cuál es ${iqrEs ? 'el rango intercuartil (RIC)' : 'el rango'} de los datos?`;
    return withDiagram({
      ...bodyLoose(
        ask,
        A.integer(b - a),
        [iqrEs ? 'El RIC es el largo de la caja: Q3 − Q1.' : 'El rango es el largo de todo el diagrama: máximo − mínimo.', iqrEs ? 'Lee los dos bordes de la caja.' : 'Lee los dos extremos de los bigotes.', `Resta ${a} de ${b}.`],
        [`${iqrEs ? 'Borde izquierdo de la caja' : 'Extremo izquierdo'}: ${a}.`, `${iqrEs ? 'Borde derecho de la caja' : 'Extremo derecho'}: ${b}.`, `${iqrEs ? 'RIC' : 'Rango'} = ${b} − ${a} = ${b - a}.`, `Comprueba: ${a} + ${b - a} = ${b}.`],
        [mis(String(iqrEs ? max - min : q3 - q1), iqrEs ? 'range-instead' : 'iqr-instead', iqrEs ? 'Ese es el rango. El RIC usa solo la caja.' : 'Ese es el RIC, solo la caja. El rango usa los extremos de los bigotes.'), mis(String(med), 'median-instead', 'Esa es la mediana. La pregunta es qué tan dispersos están los datos.')],
      ),
      question: { text: ask, altText: altEs },
    }, diagramEs);
  }
  const diagram: BoxPlotDiagram = { kind: 'box-plot', title: ctx.title, axis: axisFor([min, max], { withZero: false, maxTicks: 20, minStep: 1 }), plots: [{ label: '', min, q1, median: med, q3, max }] };
  const alt = `Box plot. ${ctx.title}: ${five.join(', ')}.`;
  const kind = rng.int(0, 3);
  if (kind <= 1) {
    // Read one of the five numbers: a quartile or the median.
    const j = kind === 0 ? 2 : rng.pick([1, 3]);
    const v = five[j]!;
    const ask = `The box plot shows ${ctx.text}. What is the ${FIVE_NAMES[j]}?`;
    return withDiagram({
      ...bodyLoose(
        ask,
        A.integer(v),
        ['A box plot shows five numbers: the minimum, Q1, the median, Q3 and the maximum.', `The ${FIVE_NAMES[j]} is ${FIVE_WHERE[j]}.`, 'Read straight down from it to the scale.'],
        [`Find ${FIVE_WHERE[j]}.`, 'Read down to the scale under the plot.', `${FIVE_NAMES[j]![0]!.toUpperCase() + FIVE_NAMES[j]!.slice(1)} = ${v}.`, `Check: ${j === 2 ? `the median lies between the box's edges` : `about a quarter of the data lie ${j === 1 ? 'below' : 'above'} it`}.`],
        [j !== 2 ? mis(String(med), 'median-instead', 'That is the median, the line inside the box.') : mis(String(q1), 'box-edge', 'That is the left edge of the box (Q1). The median is the line inside the box.'), mis(String(j === 3 ? max : j === 1 ? min : q3), 'wrong-mark', 'That is another of the five numbers; check which mark the question asks for.')],
      ),
      question: { text: ask, altText: alt },
    }, diagram);
  }
  const iqr = kind === 2;
  const [a, b] = iqr ? [q1, q3] : [min, max];
  const what = iqr ? 'interquartile range (IQR)' : 'range';
  const ask = `The box plot shows ${ctx.text}. What is the ${what} of the data?`;
  return withDiagram({
    ...bodyLoose(
      ask,
      A.integer(b - a),
      [iqr ? 'The IQR is the length of the box: Q3 − Q1.' : 'The range is the length of the whole plot: maximum − minimum.', iqr ? 'Read the two edges of the box.' : 'Read the two ends of the whiskers.', `Subtract ${a} from ${b}.`],
      [`${iqr ? 'Left edge of the box' : 'Left end'}: ${a}.`, `${iqr ? 'Right edge of the box' : 'Right end'}: ${b}.`, `${iqr ? 'IQR' : 'Range'} = ${b} − ${a} = ${b - a}.`, `Check: ${a} + ${b - a} = ${b}.`],
      [mis(String(iqr ? max - min : q3 - q1), iqr ? 'range-instead' : 'iqr-instead', iqr ? 'That is the range. The IQR uses only the box.' : 'That is the IQR, the box alone. The range uses the whiskers\' ends.'), mis(String(med), 'median-instead', 'That is the median. This asks how spread out the data are.')],
    ),
    question: { text: ask, altText: alt },
  }, diagram);
}

/** Each of the four parts of a box plot holds a quarter of the data: how many values lie in some of them. */
function boxPlotShare(ctx: BigContext, rng: Rng, ce: Omit<EsContext, 'has'> | null): GeneratedBody {
  const five = fiveNumbers(ctx, rng);
  const [min, q1, med, q3, max] = five;
  const diagram: BoxPlotDiagram = { kind: 'box-plot', title: ctx.title, axis: axisFor([min, max], { withZero: false, maxTicks: 20, minStep: 1 }), plots: [{ label: '', min, q1, median: med, q3, max }] };
  const n = 4 * rng.int(5, 12);
  const per = n / 4;
  const asks: [string, number, string][] = [
    [`above ${q3}`, 1, 'the right whisker'],
    [`below ${q1}`, 1, 'the left whisker'],
    [`between ${q1} and ${q3}`, 2, 'the box'],
    [`above ${med}`, 2, 'the right half of the box and the right whisker'],
    [`below ${q3}`, 3, 'the left whisker and the box'],
    [`above ${q1}`, 3, 'the box and the right whisker'],
  ];
  // rng.pick(asks) is this draw: the index names the Spanish ask too.
  const askAt = rng.int(0, asks.length - 1);
  const [where, parts, which] = asks[askAt]!;
  const total = parts * per;
  if (ce) {
    const [whereEs, whichEs] = ([
      [`por encima de ${q3}`, 'el bigote derecho'],
      [`por debajo de ${q1}`, 'el bigote izquierdo'],
      [`entre ${q1} y ${q3}`, 'la caja'],
      [`por encima de ${med}`, 'la mitad derecha de la caja y el bigote derecho'],
      [`por debajo de ${q3}`, 'el bigote izquierdo y la caja'],
      [`por encima de ${q1}`, 'la caja y el bigote derecho'],
    ] as const)[askAt]!;
    const the = ce.many === 'Cuántas' ? 'las' : 'los';
    const ask = `El diagrama de caja muestra ${ce.text}: ${n} ${ce.who} en total. ¿Más o menos cuántos de ${the} ${ce.who} están ${whereEs}?`.replace('cuántos de las', 'cuántas de las');
    return withDiagram({
      ...bodyLoose(
        ask,
        A.integer(total),
        ['Los cuartiles y la mediana dividen los datos en cuatro partes con más o menos el mismo número de valores en cada una.', `Los valores ${whereEs} ocupan ${whichEs}.`, `Encuentra cuántos valores hay en una parte y luego usa ${parts} ${parts > 1 ? 'partes' : 'parte'}.`],
        [`Valores ${whereEs}: ${whichEs}, ${parts} de las 4 partes.`, `Una parte: ${n} ÷ 4 = ${per}.`, ...(parts > 1 ? [`${parts} partes: ${parts} × ${per} = ${total}.`] : []), `Comprueba: ${total} es ${parts === 1 ? 'la cuarta parte' : parts === 2 ? 'la mitad' : 'tres cuartas partes'} de ${n}.`],
        [parts === 2 ? mis(String(n), 'all-values', `Esos son todos los valores. Cuenta solo las partes ${whereEs}.`) : mis(String((4 - parts) * per), 'other-side', `Esos son los del otro lado. Cuenta las partes ${whereEs}.`), mis(String(parts * 25), 'percent-not-count', `${parts * 25}% es la proporción; la pregunta es ${ce.many.toLowerCase()} ${ce.who}.`)],
      ),
      question: { text: ask, altText: `Diagrama de caja. ${ce.title}: ${five.join(', ')}.` },
    }, { ...diagram, title: ce.title });
  }
  const ask = `The box plot shows ${ctx.text}: ${n} ${ctx.who} in all. About how many of the ${ctx.who} are ${where}?`;
  return withDiagram({
    ...bodyLoose(
      ask,
      A.integer(total),
      ['The quartiles and the median cut the data into four parts with about the same number of values in each.', `Values ${where} fill ${which}.`, `Find how many values are in one part, then use ${parts} part${parts > 1 ? 's' : ''}.`],
      [`Values ${where}: ${which}, ${parts} of the 4 parts.`, `One part: ${n} ÷ 4 = ${per}.`, ...(parts > 1 ? [`${parts} parts: ${parts} × ${per} = ${total}.`] : []), `Check: ${total} is ${parts === 1 ? 'a quarter' : parts === 2 ? 'half' : 'three quarters'} of ${n}.`],
      [parts === 2 ? mis(String(n), 'all-values', `That is every value. Count only the parts ${where}.`) : mis(String((4 - parts) * per), 'other-side', `That many are on the other side. Count the parts ${where}.`), mis(String(parts * 25), 'percent-not-count', `${parts * 25}% is the share; the question asks how many ${ctx.who}.`)],
    ),
    question: { text: ask, altText: `Box plot. ${ctx.title}: ${five.join(', ')}.` },
  }, diagram);
}

export const spDataDisplays: SkillGenerator = {
  skillId: 'g6.sp.data-displays',
  grade: 6,
  domain: 'sp',
  ccss: ['6.SP.B.4'],
  topic: 'Statistics',
  subtopic: 'Dot plots, histograms & box plots',
  prereqs: ['g6.sp.describe-distributions'],
  estTimeSec: times(20, 75),
  version: '1.0.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    // rng.pick of a context is this draw: the index names the Spanish context too.
    if (d <= 2) {
      const at = rng.int(0, DOT_CONTEXTS.length - 1);
      const ce = w.es ? DOT_CONTEXTS_ES[at]! : null;
      return d === 1 ? dotCountAt(DOT_CONTEXTS[at]!, rng, ce) : dotCountBeyond(DOT_CONTEXTS[at]!, rng, ce);
    }
    const at = rng.int(0, BIG_CONTEXTS.length - 1);
    const ce = w.es ? BIG_CONTEXTS_ES[at]! : null;
    if (d === 3) return histogramRead(BIG_CONTEXTS[at]!, rng, ce);
    if (d === 4) return boxPlotRead(BIG_CONTEXTS[at]!, rng, ce);
    return boxPlotShare(BIG_CONTEXTS[at]!, rng, ce);
  },
};
