import type { AnswerSpec, Difficulty, GeneratedBody, Misconception, Rng, SkillGenerator } from '../../types.js';
import type { Diagram, XY } from '../../diagrams/types.js';
import { axisFor } from '../../diagrams/build.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { choiceAnswerIn } from '../shared/answers.js';
import { EN, type Words } from '../../language/index.js';

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

/** The Spanish words of each context, index for index. */
interface ContextEs {
  thing: string;
  y: string;
  x: string;
  /** One step of x, its plural with its article, "el minuto" (for "el minuto 3"), and "cuántos"/"cuántas". */
  unit: string | null;
  units: string;
  theUnits: string;
  the: string;
  howMany: string;
  story: Record<Kind, string>;
}
const CONTEXTS_ES: readonly ContextEs[] = [
  { thing: 'la cantidad de agua en un tanque', y: 'Agua (galones)', x: 'Tiempo (minutos)', unit: 'minuto', units: 'minutos', theUnits: 'los minutos', the: 'el minuto', howMany: 'cuántos', story: { increasing: 'el tanque se llenó', decreasing: 'el tanque se vació', constant: 'el nivel del agua se quedó igual' } },
  { thing: 'la distancia de Mateo a su casa', y: 'Distancia de casa (millas)', x: 'Tiempo (horas)', unit: 'hora', units: 'horas', theUnits: 'las horas', the: 'la hora', howMany: 'cuántas', story: { increasing: 'Mateo se alejó de su casa en bici', decreasing: 'Mateo regresó hacia su casa en bici', constant: 'Mateo se detuvo a descansar' } },
  { thing: 'la altura de un papalote', y: 'Altura (pies)', x: 'Tiempo (segundos)', unit: 'segundo', units: 'segundos', theUnits: 'los segundos', the: 'el segundo', howMany: 'cuántos', story: { increasing: 'el papalote subió', decreasing: 'el papalote bajó', constant: 'el papalote se quedó a la misma altura' } },
  { thing: 'los ahorros de Ana', y: 'Ahorros (dólares)', x: 'Tiempo (semanas)', unit: 'semana', units: 'semanas', theUnits: 'las semanas', the: 'la semana', howMany: 'cuántas', story: { increasing: 'Ana ahorró dinero', decreasing: 'Ana gastó dinero', constant: 'Ana no ahorró ni gastó' } },
  { thing: 'la temperatura afuera', y: 'Temperatura (°F)', x: 'Tiempo (horas)', unit: 'hora', units: 'horas', theUnits: 'las horas', the: 'la hora', howMany: 'cuántas', story: { increasing: 'subió la temperatura', decreasing: 'bajó la temperatura', constant: 'la temperatura se mantuvo igual' } },
  { thing: 'y', y: 'y', x: 'x', unit: null, units: 'unidades de x', theUnits: 'las unidades de x', the: '', howMany: 'cuántas', story: { increasing: 'y subió', decreasing: 'y bajó', constant: 'y se quedó igual' } },
];
const KIND_ES: Record<Kind, string> = { increasing: 'creciente', decreasing: 'decreciente', constant: 'constante' };
/** The Spanish forms of each table, the first being the label the child sees. */
const KIND_OPTIONS_ES: Record<string, string[]> = {
  increasing: ['creciente', 'crece', 'aumenta', 'sube', 'es creciente'],
  decreasing: ['decreciente', 'decrece', 'disminuye', 'baja', 'es decreciente'],
  constant: ['constante', 'se queda igual', 'igual', 'plana', 'no cambia', 'es constante'],
};
const LINEAR_OPTIONS_ES: Record<string, string[]> = { linear: ['lineal', 'es lineal', 'función lineal', 'línea recta'], nonlinear: ['no lineal', 'no es lineal', 'función no lineal', 'nolineal'] };
const YES_NO_ES: Record<string, string[]> = { yes: ['sí', 'si', 'sí coincide', 'coincide'], no: ['no', 'no coincide'] };
const choiceIn = (w: Words, value: string, en: Record<string, string[]>, es: Record<string, string[]>): AnswerSpec => (w.es ? choiceAnswerIn(w, value, en, es) : choice(value, en));
const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
/** "el minuto 3" or "x = 3". */
const atEs = (s: ContextEs, x: number): string => (s.unit ? `${s.the} ${x}` : `x = ${x}`);
/** "entre el minuto 2 y el minuto 5" or "entre x = 2 y x = 5". */
const betweenEs = (s: ContextEs, a: number, b: number): string => `entre ${atEs(s, a)} y ${atEs(s, b)}`;
/** Up, down or flat, said of a graph. */
const GOES_ES: Record<Kind, string> = { increasing: 'sube', decreasing: 'baja', constant: 'es plano' };

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

function graph(c: Context, pts: XY[], s: ContextEs | null = null): Diagram {
  const src = s ?? c;
  const label = src.y.replace(/ \(.*\)$/, '');
  const title = s ? (s.unit ? `${label} con el tiempo` : 'y en función de x') : c.unit ? `${label} over time` : 'y as a function of x';
  return { kind: 'function-graph', title, x: axisFor(pts.map((p) => p[0]), { minStep: 1, label: src.x }), y: axisFor(pts.map((p) => p[1]), { minStep: 1, label: src.y }), series: [{ label, points: pts, connect: true }] };
}

const yAt = (pts: XY[], x: number): number => pts.find((p) => p[0] === x)![1];

/** Feedback when the child picks `wrong` for a piece whose change in y is `dy`. */
function kindMistakes(right: Kind, dy: number, w: Words = EN): Misconception[] {
  const out: Misconception[] = [];
  if (w.es) {
    if (right !== 'increasing') out.push(mis('increasing', 'read-as-increasing', right === 'constant' ? 'Una gráfica plana no sube: y se queda igual, así que es constante.' : `Lee de izquierda a derecha: y cambia ${n(dy)}, así que la gráfica baja.`));
    if (right !== 'decreasing') out.push(mis('decreasing', 'read-right-to-left', right === 'constant' ? 'Una gráfica plana no baja: y se queda igual, así que es constante.' : 'Lee la gráfica de izquierda a derecha, conforme x aumenta: y sube.'));
    if (right !== 'constant') out.push(mis('constant', 'slope-ignored', `y cambia ${n(dy)}, así que la función no es constante.`));
    return out;
  }
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
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    // rng.pick(CONTEXTS) is this draw; the Spanish words are those of the same context.
    const ci = rng.int(0, CONTEXTS.length - 1);
    const c = CONTEXTS[ci]!;
    const s = CONTEXTS_ES[ci]!;
    if (difficulty === 1) return wholeGraph(rng, c, s, w);
    if (difficulty === 2) return onePiece(rng, c, s, w);
    if (difficulty === 3) return linearOrNot(rng, c, s, w);
    if (difficulty === 4) return readShape(rng, c, s, w);
    return storyFits(rng, c, s, w);
  },
};

function wholeGraph(rng: Rng, c: Context, s: ContextEs, w: Words): GeneratedBody {
  const kind = rng.pick<Kind>(['increasing', 'decreasing', 'constant']);
  const N = rng.int(5, 10);
  const split = kind === 'constant' ? N : rng.int(2, N - 2);
  const pieces: [number, Kind][] = split === N ? [[N, kind]] : [[split, kind], [N - split, kind]];
  const pts = piecewise(rng, pieces, kind === 'constant' ? rng.int(2, 12) : startFor(pieces) + rng.int(1, 4));
  const y0 = pts[0]![1], yN = pts[pts.length - 1]![1];
  const ask = rng.pick(w.es ? [
    `En toda la gráfica, ¿${s.thing} es creciente, decreciente o constante?`,
    `Leyendo de izquierda a derecha, ¿la función es creciente, decreciente o constante?`,
    `Describe la función que se muestra: ¿creciente, decreciente o constante?`,
    `Desde ${atEs(s, 0)} hasta ${atEs(s, N)}, ¿${s.thing} es creciente, decreciente o constante?`,
    `¿Qué palabra describe toda la gráfica: creciente, decreciente o constante?`,
  ] : [
    `Over the whole graph, is ${c.thing} increasing, decreasing or constant?`,
    `Reading from left to right, is the function increasing, decreasing or constant?`,
    `Describe the function shown: increasing, decreasing or constant?`,
    `From ${at(c, 0)} to ${at(c, N)}, is ${c.thing} increasing, decreasing or constant?`,
    `Which word describes the whole graph: increasing, decreasing or constant?`,
  ]);
  const text = w.t(`The graph shows ${c.thing} from ${at(c, 0)} to ${at(c, N)}. ${ask}`, `La gráfica muestra ${s.thing} desde ${atEs(s, 0)} hasta ${atEs(s, N)}. ${ask}`);
  return {
    ...bodyByFormat(
      text,
      choiceIn(w, kind, KIND_OPTIONS, KIND_OPTIONS_ES),
      w.es
        ? ['Lee la gráfica de izquierda a derecha, en el sentido en que x aumenta.', `Compara el valor en ${atEs(s, 0)} con el valor en ${atEs(s, N)}.`, 'Si sube de izquierda a derecha es creciente, si baja es decreciente y si es plana es constante.']
        : ['Read the graph from left to right, the way x increases.', `Compare the value at ${at(c, 0)} with the value at ${at(c, N)}.`, 'Up from left to right is increasing, down is decreasing, flat is constant.'],
      w.es
        ? [`En ${atEs(s, 0)} la gráfica está en y = ${n(y0)}.`, `En ${atEs(s, N)} está en y = ${n(yN)}.`, `El cambio en y = ${n(yN)} − ${n(y0)} = ${n(yN - y0)}.`, `Cada tramo de la gráfica ${GOES_ES[kind]} de izquierda a derecha, así que la función es ${KIND_ES[kind]}.`, `Comprueba: ${kind === 'constant' ? 'un cambio de 0 quiere decir que y nunca cambia.' : `el cambio es ${kind === 'increasing' ? 'positivo' : 'negativo'}, y ningún tramo va en sentido contrario.`}`]
        : [`At ${at(c, 0)} the graph is at y = ${n(y0)}.`, `At ${at(c, N)} it is at y = ${n(yN)}.`, `The change in y = ${n(yN)} − ${n(y0)} = ${n(yN - y0)}.`, `Every piece of the graph ${kind === 'constant' ? 'is flat' : kind === 'increasing' ? 'goes up' : 'goes down'} from left to right, so the function is ${kind}.`, `Check: ${kind === 'constant' ? 'a change of 0 means y never changes.' : `the change is ${kind === 'increasing' ? 'positive' : 'negative'}, and no piece goes the other way.`}`],
      kindMistakes(kind, yN - y0, w),
    ),
    diagram: graph(c, pts, w.es ? s : null),
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

function onePiece(rng: Rng, c: Context, s: ContextEs, w: Words): GeneratedBody {
  const pieces = mixedPieces(rng, rng.int(3, 4));
  const pts = piecewise(rng, pieces, startFor(pieces) + rng.int(0, 3));
  const i = rng.int(0, pieces.length - 1);
  const [a, ya] = pts[i]!, [b, yb] = pts[i + 1]!;
  const kind = pieces[i]![1];
  const ask = rng.pick(w.es ? [
    `${cap(betweenEs(s, a, b))}, ¿${s.thing} es creciente, decreciente o constante?`,
    `¿La función es creciente, decreciente o constante ${betweenEs(s, a, b)}?`,
    `Describe la gráfica ${betweenEs(s, a, b)}: ¿creciente, decreciente o constante?`,
    `Mira solo la parte de la gráfica ${betweenEs(s, a, b)}. ¿Es creciente, decreciente o constante?`,
    `¿Cómo es ${s.thing} ${betweenEs(s, a, b)}: creciente, decreciente o constante?`,
  ] : [
    `${between(c, a, b)[0]!.toUpperCase()}${between(c, a, b).slice(1)}, is ${c.thing} increasing, decreasing or constant?`,
    `Is the function increasing, decreasing or constant ${between(c, a, b)}?`,
    `Describe the graph ${between(c, a, b)}: increasing, decreasing or constant?`,
    `Look only at the part of the graph ${between(c, a, b)}. Is it increasing, decreasing or constant?`,
    `What does ${c.thing} do ${between(c, a, b)}: increase, decrease or stay constant?`,
  ]);
  return {
    ...bodyByFormat(
      w.t(`The graph shows ${c.thing}. ${ask}`, `La gráfica muestra ${s.thing}. ${ask}`),
      choiceIn(w, kind, KIND_OPTIONS, KIND_OPTIONS_ES),
      w.es
        ? [`Mira solo el tramo de la gráfica ${betweenEs(s, a, b)}.`, `Lee y en ${atEs(s, a)} y en ${atEs(s, b)}.`, 'Si y sube de izquierda a derecha es creciente; si baja, decreciente; si es plana, constante.']
        : [`Look only at the piece of the graph ${between(c, a, b)}.`, `Read y at ${at(c, a)} and at ${at(c, b)}.`, 'If y goes up from left to right it is increasing, down decreasing, flat constant.'],
      w.es
        ? [`En ${atEs(s, a)}, y = ${n(ya)}.`, `En ${atEs(s, b)}, y = ${n(yb)}.`, `El cambio en y = ${n(yb)} − ${n(ya)} = ${n(yb - ya)}.`, `El cambio es ${kind === 'constant' ? 'cero' : kind === 'increasing' ? 'positivo' : 'negativo'}, así que la función es ${KIND_ES[kind]} ${betweenEs(s, a, b)}.`, `Comprueba: en la gráfica, el tramo ${GOES_ES[kind]} de izquierda a derecha.`]
        : [`At ${at(c, a)}, y = ${n(ya)}.`, `At ${at(c, b)}, y = ${n(yb)}.`, `The change in y = ${n(yb)} − ${n(ya)} = ${n(yb - ya)}.`, `The change is ${kind === 'constant' ? 'zero' : kind === 'increasing' ? 'positive' : 'negative'}, so the function is ${kind} ${between(c, a, b)}.`, `Check: the piece ${kind === 'constant' ? 'is flat' : kind === 'increasing' ? 'slants up' : 'slants down'} from left to right in the graph.`],
      kindMistakes(kind, yb - ya, w),
    ),
    diagram: graph(c, pts, w.es ? s : null),
  };
}

function linearOrNot(rng: Rng, c: Context, s: ContextEs, w: Words): GeneratedBody {
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
  const ask = rng.pick(w.es ? [
    '¿La función es lineal o no lineal?',
    '¿Es la gráfica de una función lineal o de una función no lineal?',
    `¿La gráfica muestra que ${s.thing} cambia de forma lineal o no lineal?`,
    'Lineal o no lineal: ¿cuál describe la función de la gráfica?',
    'Decide con la gráfica: ¿la función es lineal o no lineal?',
  ] : [
    'Is the function linear or nonlinear?',
    'Is this the graph of a linear function or a nonlinear function?',
    `Does the graph show ${c.thing} changing in a linear or a nonlinear way?`,
    'Linear or nonlinear: which describes the function in the graph?',
    'Decide from the graph: is the function linear or nonlinear?',
  ]);
  const key = linear ? 'linear' : 'nonlinear';
  return {
    ...bodyByFormat(
      w.t(`The graph shows ${c.thing} from ${at(c, 0)} to ${at(c, 2 * k)}. ${ask}`, `La gráfica muestra ${s.thing} desde ${atEs(s, 0)} hasta ${atEs(s, 2 * k)}. ${ask}`),
      choiceIn(w, key, LINEAR_OPTIONS, LINEAR_OPTIONS_ES),
      w.es
        ? ['Una función lineal tiene como gráfica una sola línea recta: y cambia lo mismo por cada paso igual de x.', `Encuentra el cambio en y desde ${atEs(s, 0)} hasta ${atEs(s, k)}.`, `Ahora encuentra el cambio en y desde ${atEs(s, k)} hasta ${atEs(s, 2 * k)} y compara los dos cambios.`]
        : ['A linear function has a graph that is one straight line: y changes by the same amount for every equal step of x.', `Find the change in y from ${at(c, 0)} to ${at(c, k)}.`, `Now find the change in y from ${at(c, k)} to ${at(c, 2 * k)}, and compare the two changes.`],
      w.es
        ? [`Desde ${atEs(s, 0)} hasta ${atEs(s, k)}, el cambio en y = ${n(yk)} − ${n(y0)} = ${n(d1)}.`, `Desde ${atEs(s, k)} hasta ${atEs(s, 2 * k)}, el cambio en y = ${n(y2k)} − ${n(yk)} = ${n(d2)}.`, linear ? 'Los cambios son iguales para pasos iguales de x: la gráfica es una sola línea recta, así que la función es lineal.' : `Los cambios no son iguales para pasos iguales de x: la gráfica ${form === 'bent' ? 'se dobla' : 'se curva'}, así que la función no es lineal.`, `Comprueba: ${linear ? 'una regla puesta sobre la gráfica la toca en todo su largo.' : 'una regla puesta sobre la gráfica no la puede tocar en todo su largo.'}`]
        : [`From ${at(c, 0)} to ${at(c, k)}, the change in y = ${n(yk)} − ${n(y0)} = ${n(d1)}.`, `From ${at(c, k)} to ${at(c, 2 * k)}, the change in y = ${n(y2k)} − ${n(yk)} = ${n(d2)}.`, linear ? `The changes are equal for equal steps of x: the graph is one straight line, so the function is linear.` : `The changes are not equal for equal steps of x: the graph ${form === 'bent' ? 'bends' : 'curves'}, so the function is nonlinear.`, `Check: ${linear ? 'a ruler laid on the graph touches it all the way along.' : 'a ruler laid on the graph cannot touch it all the way along.'}`],
      linear
        ? [mis('nonlinear', 'slope-not-one', w.t('A linear graph only has to change by the same amount for every equal step of x, which this one does.', 'Una gráfica lineal solo tiene que cambiar lo mismo por cada paso igual de x, y esta lo hace.'))]
        : [mis('linear', 'always-up-is-linear', w.t(`Going ${d1 > 0 ? 'up' : 'down'} all the time is not enough: the change in y is ${n(d1)} and then ${n(d2)}, not the same.`, `Ir siempre ${d1 > 0 ? 'hacia arriba' : 'hacia abajo'} no basta: el cambio en y es ${n(d1)} y luego ${n(d2)}, no el mismo.`))],
    ),
    diagram: graph(c, pts, w.es ? s : null),
  };
}

function readShape(rng: Rng, c: Context, s: ContextEs, w: Words): GeneratedBody {
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
    const whichEs = s.unit ? `en qué ${s.unit}` : 'en qué valor de x';
    text = rng.pick(w.es ? [
      `La gráfica muestra ${s.thing}. ¿${cap(whichEs)} deja de ${ask === 'top' ? 'crecer y empieza a decrecer' : 'decrecer y empieza a crecer'}?`,
      `La gráfica muestra ${s.thing}. ¿${cap(whichEs)} cambia la función de ${ask === 'top' ? 'creciente a decreciente' : 'decreciente a creciente'}?`,
    ] : [
      `The graph shows ${c.thing}. At ${which} does it stop ${ask === 'top' ? 'increasing and start decreasing' : 'decreasing and start increasing'}?`,
      `The graph shows ${c.thing}. At ${which} does the function change from ${ask === 'top' ? 'increasing to decreasing' : 'decreasing to increasing'}?`,
    ]);
    last = w.t(`The graph turns at the point (${n(tx)}, ${n(ty)}), so x = ${n(tx)}.`, `La gráfica da la vuelta en el punto (${n(tx)}, ${n(ty)}), así que x = ${n(tx)}.`);
    mistakes.push(mis(n(ty), 'read-y', w.t(`${n(ty)} is the value of y at the turn; the question asks where it is along the x-axis.`, `${n(ty)} es el valor de y en la vuelta; la pregunta es dónde está sobre el eje x.`)));
  } else if (ask === 'flat') {
    const [st] = pts[1]!, [e] = pts[2]!;
    value = e - st;
    text = w.t(`The graph shows ${c.thing}. For how many ${xWord} is the function constant?`, `La gráfica muestra ${s.thing}. ¿Durante ${s.howMany} ${s.units} es constante la función?`);
    last = w.t(`The flat part runs from ${at(c, st)} to ${at(c, e)}: its length = ${n(e)} − ${n(st)} = ${n(e - st)}.`, `La parte plana va desde ${atEs(s, st)} hasta ${atEs(s, e)}: su longitud = ${n(e)} − ${n(st)} = ${n(e - st)}.`);
    mistakes.push(mis(n(e), 'read-end', w.t(`${at(c, e)} is where the flat part ends; count the ${xWord} from its start to its end.`, `${cap(atEs(s, e))} es donde termina la parte plana; cuenta ${s.theUnits} desde su inicio hasta su final.`)));
  } else {
    const [tx, ty] = pts[1]!;
    value = ty;
    text = w.t(`The graph shows ${c.thing}. What is the ${ask === 'max' ? 'greatest' : 'least'} value of ${c.thing === 'y' ? 'y' : 'the function'} on the graph?`, `La gráfica muestra ${s.thing}. ¿Cuál es el valor ${ask === 'max' ? 'máximo' : 'mínimo'} de ${c.thing === 'y' ? 'y' : 'la función'} en la gráfica?`);
    last = w.t(`The ${ask === 'max' ? 'highest' : 'lowest'} point of the graph is (${n(tx)}, ${n(ty)}), so the ${ask === 'max' ? 'greatest' : 'least'} value = ${n(ty)}.`, `El punto más ${ask === 'max' ? 'alto' : 'bajo'} de la gráfica es (${n(tx)}, ${n(ty)}), así que el valor ${ask === 'max' ? 'máximo' : 'mínimo'} = ${n(ty)}.`);
    mistakes.push(mis(n(tx), 'read-x', w.t(`${n(tx)} is where the ${ask === 'max' ? 'highest' : 'lowest'} point is along the x-axis; its value is read on the y-axis.`, `${n(tx)} es dónde está el punto más ${ask === 'max' ? 'alto' : 'bajo'} sobre el eje x; su valor se lee en el eje y.`)));
  }
  const what = w.es
    ? ask === 'flat' ? 'la parte plana de la gráfica' : ask === 'top' || ask === 'max' ? 'el punto más alto, donde la gráfica deja de subir' : 'el punto más bajo, donde la gráfica deja de bajar'
    : ask === 'flat' ? 'the flat part of the graph' : ask === 'top' || ask === 'max' ? 'the highest point, where the graph stops going up' : 'the lowest point, where the graph stops going down';
  return {
    ...bodyByFormat(
      text,
      { format: 'integer', value: String(value), canonical: n(value) },
      w.es
        ? [`Recorre la gráfica de izquierda a derecha y encuentra ${what}.`, ask === 'flat' ? 'Encuentra dónde empieza y dónde termina la parte plana.' : ask === 'max' || ask === 'min' ? 'Lee ese punto en el eje y.' : 'Lee ese punto en el eje x.', ask === 'flat' ? 'Resta el inicio del final.' : ask === 'max' || ask === 'min' ? 'El valor de la función es la coordenada y del punto.' : 'La respuesta es la coordenada x del punto donde da la vuelta.']
        : [`Trace the graph from left to right and find ${what}.`, ask === 'flat' ? 'Find where the flat part starts and where it ends.' : ask === 'max' || ask === 'min' ? 'Read that point on the y-axis.' : 'Read that point on the x-axis.', ask === 'flat' ? 'Subtract the start from the end.' : ask === 'max' || ask === 'min' ? 'The value of the function is the y-coordinate of the point.' : 'The answer is the x-coordinate of the turning point.'],
      w.es
        ? [`De izquierda a derecha, la gráfica primero ${GOES_ES[first]}${ask === 'flat' ? ', luego se queda plana,' : ''} y después ${GOES_ES[second]}.`, last, `Comprueba: ${ask === 'flat' ? 'en la parte plana y no cambia.' : `la gráfica ${GOES_ES[first]} a la izquierda de ese punto y ${GOES_ES[second]} a su derecha.`}`]
        : [`Reading left to right, the graph ${first === 'increasing' ? 'goes up' : 'goes down'} first${ask === 'flat' ? ', then stays flat,' : ''} and then ${second === 'increasing' ? 'goes up' : 'goes down'}.`, last, `Check: ${ask === 'flat' ? 'on the flat part y does not change.' : `the graph ${first === 'increasing' ? 'goes up' : 'goes down'} on the left of that point and ${second === 'increasing' ? 'goes up' : 'goes down'} on its right.`}`],
      mistakes,
    ),
    diagram: graph(c, pts, w.es ? s : null),
  };
}

function storyFits(rng: Rng, c0: Context, s0: ContextEs, w: Words): GeneratedBody {
  const c = c0.unit ? c0 : CONTEXTS[0]!;
  const s = c0.unit ? s0 : CONTEXTS_ES[0]!;
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
  const unitEs = (len: number): string => `${len} ${len === 1 ? s.unit : s.units}`;
  const li = rng.int(0, 2);
  const story = w.es
    ? `${['Primero, durante', 'Al principio, durante', 'Durante'][li]} ${unitEs(told[0]![0])}, ${s.story[told[0]![1]]}. Después, durante ${unitEs(told[1]![0])}, ${s.story[told[1]![1]]}. Luego, durante ${unitEs(told[2]![0])}, ${s.story[told[2]![1]]}.`
    : `${['For the first', 'During the first', 'In the first'][li]} ${unit(told[0]![0])}, ${c.story[told[0]![1]]}. For the next ${unit(told[1]![0])}, ${c.story[told[1]![1]]}. Then, for ${unit(told[2]![0])}, ${c.story[told[2]![1]]}.`;
  const ask = (w.es ? ['¿La gráfica coincide con esta historia?', '¿La gráfica corresponde a la historia?', '¿La gráfica cuenta esta historia?'] : ['Does the graph match this story?', 'Does the graph fit the story?', 'Is this story told by the graph?'])[rng.int(0, 2)]!;
  const steps: string[] = [];
  pieces.forEach(([, k], i) => {
    const [a, ya] = pts[i]!, [b, yb] = pts[i + 1]!;
    steps.push(w.t(`${between(c, a, b)[0]!.toUpperCase()}${between(c, a, b).slice(1)}, the change in y = ${n(yb)} − ${n(ya)} = ${n(yb - ya)}: ${k}.`, `${cap(betweenEs(s, a, b))}, el cambio en y = ${n(yb)} − ${n(ya)} = ${n(yb - ya)}: ${KIND_ES[k]}.`));
  });
  const key = fits ? 'yes' : 'no';
  const verdict = w.es
    ? fits ? 'Cada parte de la historia coincide con la gráfica, así que la respuesta es sí.' : `La historia dice que ${s.story[told[wrongAt]![1]]} ${betweenEs(s, pts[wrongAt]![0], pts[wrongAt + 1]![0])}, pero ahí la gráfica es ${KIND_ES[pieces[wrongAt]![1]]}, así que la respuesta es no.`
    : fits ? 'Every part of the story matches the graph, so the answer is yes.' : `The story says ${c.story[told[wrongAt]![1]]} ${between(c, pts[wrongAt]![0], pts[wrongAt + 1]![0])}, but the graph is ${pieces[wrongAt]![1]} there, so the answer is no.`;
  return {
    ...bodyByFormat(
      w.t(`The graph shows ${c.thing}. ${story} ${ask}`, `La gráfica muestra ${s.thing}. ${story} ${ask}`),
      choiceIn(w, key, YES_NO, YES_NO_ES),
      [w.t('Split the graph into its straight pieces and match each one to a sentence of the story.', 'Divide la gráfica en sus tramos rectos y relaciona cada uno con una oración de la historia.'), w.t('Going up is increasing, going down is decreasing, flat is constant.', 'Si sube es creciente, si baja es decreciente y si es plana es constante.'), w.t('Check each sentence: does the piece of the graph for that time go the way the sentence says?', 'Revisa cada oración: ¿el tramo de la gráfica en ese tiempo va como dice la oración?')],
      [...steps, verdict, w.t('Check: the lengths of the pieces add up to the whole time in the story.', 'Comprueba: las longitudes de los tramos suman todo el tiempo de la historia.')],
      fits ? [mis('no', 'missed-match', w.t('Each sentence matches its piece of the graph: read each piece from left to right.', 'Cada oración coincide con su tramo de la gráfica: lee cada tramo de izquierda a derecha.'))] : [mis('yes', 'missed-mismatch', w.t(`Look again ${between(c, pts[wrongAt]![0], pts[wrongAt + 1]![0])}: the graph is ${pieces[wrongAt]![1]} there.`, `Vuelve a mirar ${betweenEs(s, pts[wrongAt]![0], pts[wrongAt + 1]![0])}: ahí la gráfica es ${KIND_ES[pieces[wrongAt]![1]]}.`))],
    ),
    diagram: graph(c, pts, w.es ? s : null),
  };
}
