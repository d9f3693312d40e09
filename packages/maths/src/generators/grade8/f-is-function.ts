import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { lin } from '../shared/expressions.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { choiceAnswerIn } from '../shared/answers.js';
import { EN, type Words } from '../../language/index.js';

interface Item {
  text: string;
  /** Steps with a number to fill in that the decision rests on (how many pairs, how many different inputs). */
  count: string[];
  yes: boolean;
  pointer2: string;
  why: string;
  check: string;
  trap: string;
  trapId: string;
}

function distinctInputs(rng: Rng, n: number): number[] {
  return rng.shuffle([-3, -2, -1, 0, 1, 2, 3, 4, 5, 6]).slice(0, n);
}

function pairsItem(rng: Rng, style: 'set' | 'map' | 'table', w: Words): Item {
  const xs = distinctInputs(rng, 4);
  const ys = xs.map(() => rng.int(-5, 9));
  const repeat = rng.bool();
  const pairs = xs.map((x, i) => [x, ys[i]!] as [number, number]);
  let dupX = 0;
  if (repeat) {
    dupX = xs[rng.int(0, 2)]!;
    const old = pairs.find((p) => p[0] === dupX)![1];
    let y2 = rng.int(-5, 9);
    if (y2 === old) y2 = old + 1;
    pairs.splice(rng.int(1, 4), 0, [dupX, y2]);
  }
  const show =
    style === 'set'
      ? `{${pairs.map(([x, y]) => `(${fmtDecOrFrac(x)}, ${fmtDecOrFrac(y)})`).join(', ')}}`
      : style === 'map'
        ? w.t(`the mapping ${pairs.map(([x, y]) => `${fmtDecOrFrac(x)} → ${fmtDecOrFrac(y)}`).join(', ')}`, `la correspondencia ${pairs.map(([x, y]) => `${fmtDecOrFrac(x)} → ${fmtDecOrFrac(y)}`).join(', ')}`)
        : w.t(`the table with inputs x: ${pairs.map((p) => fmtDecOrFrac(p[0])).join(', ')} and outputs y: ${pairs.map((p) => fmtDecOrFrac(p[1])).join(', ')}`, `la tabla con entradas x: ${pairs.map((p) => fmtDecOrFrac(p[0])).join(', ')} y salidas y: ${pairs.map((p) => fmtDecOrFrac(p[1])).join(', ')}`);
  const outs = pairs.filter((p) => p[0] === dupX).map((p) => fmtDecOrFrac(p[1]));
  return {
    text: isFunctionQuestion(rng, show, w),
    count: countSteps(pairs.map((p) => p[0]), w),
    yes: !repeat,
    pointer2: w.t(`Look at the inputs (x-values): ${pairs.map((p) => fmtDecOrFrac(p[0])).join(', ')}. Is any input paired with two different outputs?`, `Mira las entradas (los valores de x): ${pairs.map((p) => fmtDecOrFrac(p[0])).join(', ')}. ¿Hay alguna entrada con dos salidas distintas?`),
    why: repeat ? w.t(`The input ${fmtDecOrFrac(dupX)} is paired with two outputs, ${outs.join(' and ')}.`, `La entrada ${fmtDecOrFrac(dupX)} tiene dos salidas, ${outs.join(' y ')}.`) : w.t(`Every input appears only once, so each input has exactly one output.`, `Cada entrada aparece una sola vez, así que cada entrada tiene exactamente una salida.`),
    check: repeat ? w.t(`Check: a function cannot send ${fmtDecOrFrac(dupX)} to both ${outs.join(' and ')}.`, `Comprueba: una función no puede mandar ${fmtDecOrFrac(dupX)} a ${outs.join(' y a ')} a la vez.`) : w.t(`Check: the inputs ${pairs.map((p) => fmtDecOrFrac(p[0])).join(', ')} are all different.`, `Comprueba: las entradas ${pairs.map((p) => fmtDecOrFrac(p[0])).join(', ')} son todas distintas.`),
    trap: repeat ? w.t(`The input ${fmtDecOrFrac(dupX)} has two different outputs, so it is not a function.`, `La entrada ${fmtDecOrFrac(dupX)} tiene dos salidas distintas, así que no es una función.`) : w.t('Each input has one output, so it is a function. Repeated outputs would be allowed too.', 'Cada entrada tiene una salida, así que es una función. Las salidas repetidas también se permiten.'),
    trapId: repeat ? 'missed-repeated-input' : 'thought-not-function',
  };
}

/** An equation relating x and y, with whether y is a function of x and why; numbers vary within each family. */
function equation(rng: Rng, w: Words): [string, boolean, string] {
  const c = rng.int(1, 9) * (rng.bool() ? 1 : -1);
  const a = rng.pick([2, 3, 4, 5, -2, -3, -4]);
  const n = rng.int(1, 4);
  switch (rng.int(0, 9)) {
    case 0:
      return [`y = ${lin([[a, 'x']], c)}`, true, w.t(`Each x gives exactly one value of ${lin([[a, 'x']], c)}.`, `Cada x da exactamente un valor de ${lin([[a, 'x']], c)}.`)];
    case 1:
      return [`y = ${lin([[1, 'x²']], c)}`, true, w.t(`Each x gives one value of x², so each input has one output.`, `Cada x da un solo valor de x², así que cada entrada tiene una salida.`)];
    case 2:
      return [`y = ${lin([[1, '|x|']], c)}`, true, w.t('Each x has one absolute value, so each input has one output.', 'Cada x tiene un solo valor absoluto, así que cada entrada tiene una salida.')];
    case 3:
      return [`y = ${lin([[1, 'x³']], c)}`, true, w.t('Each x gives one cube, so each input has one output.', 'Cada x da un solo cubo, así que cada entrada tiene una salida.')];
    case 4:
      return [`y = ${fmtDecOrFrac(c)}`, true, w.t(`Every input gives the same single output ${fmtDecOrFrac(c)}; repeated outputs are fine.`, `Todas las entradas dan la misma salida, ${fmtDecOrFrac(c)}; las salidas repetidas están bien.`)];
    case 5:
      return [`x = ${fmtDecOrFrac(c)}`, false, w.t(`The input ${fmtDecOrFrac(c)} is paired with every y: it is a vertical line.`, `La entrada ${fmtDecOrFrac(c)} va con todos los valores de y: es una recta vertical.`)];
    case 6:
      return [`x = ${lin([[1, 'y²']], c)}`, false, w.t(`For x = ${fmtDecOrFrac(n * n + c)}, y could be ${n} or −${n}: one input, two outputs.`, `Para x = ${fmtDecOrFrac(n * n + c)}, y podría ser ${n} o −${n}: una entrada, dos salidas.`)];
    case 7: {
      const [p, q, r] = rng.pick([[3, 4, 5], [6, 8, 10], [5, 12, 13], [8, 15, 17], [9, 12, 15]] as const);
      return [`x² + y² = ${r * r}`, false, w.t(`For x = ${p}, y could be ${q} or −${q}.`, `Para x = ${p}, y podría ser ${q} o −${q}.`)];
    }
    case 8:
      return [`x = ${lin([[1, '|y|']], c)}`, false, w.t(`For x = ${fmtDecOrFrac(n + c)}, y could be ${n} or −${n}.`, `Para x = ${fmtDecOrFrac(n + c)}, y podría ser ${n} o −${n}.`)];
    default:
      return [`y² = ${lin([[n, 'x']])}`, false, w.t(`For x = ${n}, y² = ${n * n}, so y could be ${n} or −${n}.`, `Para x = ${n}, y² = ${n * n}, así que y podría ser ${n} o −${n}.`)];
  }
}

/** A described graph, with whether it is the graph of a function and why (the vertical line test). */
function graph(rng: Rng, w: Words): [string, boolean, string] {
  const h = rng.int(-4, 4);
  const k = rng.int(-4, 4);
  const at = `(${fmtDecOrFrac(h)}, ${fmtDecOrFrac(k)})`;
  switch (rng.int(0, 7)) {
    case 0: {
      const r = rng.int(2, 6);
      return [w.t(`a circle with center ${at} and radius ${r}`, `un círculo con centro en ${at} y radio ${r}`), false, w.t(`The vertical line x = ${fmtDecOrFrac(h)} crosses the circle twice, at (${fmtDecOrFrac(h)}, ${fmtDecOrFrac(k + r)}) and (${fmtDecOrFrac(h)}, ${fmtDecOrFrac(k - r)}).`, `La recta vertical x = ${fmtDecOrFrac(h)} cruza el círculo dos veces, en (${fmtDecOrFrac(h)}, ${fmtDecOrFrac(k + r)}) y (${fmtDecOrFrac(h)}, ${fmtDecOrFrac(k - r)}).`)];
    }
    case 1: {
      const up = rng.bool();
      return [w.t(`a U-shaped parabola that opens ${up ? 'upward' : 'downward'} with its vertex at ${at}`, `una parábola en forma de U que abre hacia ${up ? 'arriba' : 'abajo'} con su vértice en ${at}`), true, w.t('Every vertical line crosses it exactly once.', 'Toda recta vertical la cruza exactamente una vez.')];
    }
    case 2:
      return [w.t(`the vertical line through ${at}`, `la recta vertical que pasa por ${at}`), false, w.t(`The vertical line test fails: the input ${fmtDecOrFrac(h)} has every y as an output.`, `No pasa la prueba de la recta vertical: la entrada ${fmtDecOrFrac(h)} tiene todos los valores de y como salida.`)];
    case 3:
      return [w.t(`the horizontal line through ${at}`, `la recta horizontal que pasa por ${at}`), true, w.t(`Every vertical line crosses it exactly once, always at y = ${fmtDecOrFrac(k)}.`, `Toda recta vertical la cruza exactamente una vez, siempre en y = ${fmtDecOrFrac(k)}.`)];
    case 4: {
      const right = rng.bool();
      return [w.t(`a parabola that opens to the ${right ? 'right' : 'left'} (a sideways U) with its tip at ${at}`, `una parábola que abre hacia la ${right ? 'derecha' : 'izquierda'} (una U acostada) con la punta en ${at}`), false, w.t('A vertical line just past the tip, inside the U, crosses it twice.', 'Una recta vertical justo después de la punta, dentro de la U, la cruza dos veces.')];
    }
    case 5: {
      const up = rng.bool();
      return [w.t(`a V-shape with its point at ${at}, opening ${up ? 'upward' : 'downward'}`, `una forma de V con la punta en ${at}, que abre hacia ${up ? 'arriba' : 'abajo'}`), true, w.t('Every vertical line crosses it exactly once.', 'Toda recta vertical la cruza exactamente una vez.')];
    }
    case 6: {
      const m = rng.pick([-3, -2, -1, 1, 2, 3]);
      return [w.t(`a straight line through ${at} with slope ${fmtDecOrFrac(m)}`, `una recta que pasa por ${at} con pendiente ${fmtDecOrFrac(m)}`), true, w.t('A slanted line meets every vertical line exactly once.', 'Una recta inclinada cruza cada recta vertical exactamente una vez.')];
    }
    default:
      return [w.t(`a curve that the vertical line x = ${fmtDecOrFrac(h)} crosses at two points`, `una curva que la recta vertical x = ${fmtDecOrFrac(h)} cruza en dos puntos`), false, w.t('Two crossings mean one input with two outputs.', 'Dos cruces quieren decir una entrada con dos salidas.')];
  }
}

function listItem(rng: Rng, kind: 'eq' | 'graph', w: Words): Item {
  const [t, yes, why] = kind === 'eq' ? equation(rng, w) : graph(rng, w);
  return {
    text: kind === 'eq' ? w.t(`Is ${t} a function (with x as the input)?`, `¿${t} es una función (con x como entrada)?`) : w.t(`A graph is ${t}. Is it the graph of a function?`, `Una gráfica es ${t}. ¿Es la gráfica de una función?`),
    yes,
    pointer2: kind === 'eq' ? w.t('Try an input: can it give two different y-values?', 'Prueba con una entrada: ¿puede dar dos valores distintos de y?') : w.t('Use the vertical line test: can a vertical line cross the graph more than once?', 'Usa la prueba de la recta vertical: ¿puede una recta vertical cruzar la gráfica más de una vez?'),
    why,
    check: yes ? w.t('Check: no input has two outputs.', 'Comprueba: ninguna entrada tiene dos salidas.') : w.t('Check: one input has two outputs, so it is not a function.', 'Comprueba: una entrada tiene dos salidas, así que no es una función.'),
    trap: yes ? w.t(`It is a function: ${why}`, `Sí es una función: ${why}`) : w.t(`It is not a function: ${why}`, `No es una función: ${why}`),
    trapId: yes ? 'thought-not-function' : 'missed-two-outputs',
    count: [w.t('Outputs a function allows per input: 1.', 'Salidas por entrada en una función: 1.')],
  };
}

/** Pairs whose outputs repeat (a function) or whose inputs repeat (not one), from k·x² + c or k·|x| + c. */
function repeatedOutputs(rng: Rng, w: Words): Item {
  const k = rng.int(1, 4);
  const c = rng.int(0, 3);
  const square = rng.bool();
  const f = (t: number): number => k * (square ? t * t : Math.abs(t)) + c;
  const ts = [-2, -1, 0, 1, 2];
  if (rng.bool(0.65)) {
    const pairs = ts.map((x) => `(${fmtDecOrFrac(x)}, ${fmtDecOrFrac(f(x))})`);
    return {
      text: isFunctionQuestion(rng, `{${pairs.join(', ')}}`, w),
      count: countSteps(ts, w),
      yes: true,
      pointer2: w.t('Look at the first numbers: is any input paired with two different outputs?', 'Mira los primeros números: ¿hay alguna entrada con dos salidas distintas?'),
      why: w.t('Each input −2, −1, 0, 1, 2 appears once. Outputs repeat, which is allowed.', 'Cada entrada −2, −1, 0, 1, 2 aparece una vez. Las salidas se repiten, y eso se permite.'),
      check: w.t('Check: the inputs are all different.', 'Comprueba: las entradas son todas distintas.'),
      trap: w.t('Repeated outputs are allowed; only a repeated input with different outputs breaks a function.', 'Las salidas repetidas se permiten; solo una entrada repetida con salidas distintas hace que no sea función.'),
      trapId: 'repeated-outputs-not-function',
    };
  }
  const pairs = ts.map((y) => `(${fmtDecOrFrac(f(y))}, ${fmtDecOrFrac(y)})`);
  return {
    text: isFunctionQuestion(rng, `{${pairs.join(', ')}}`, w),
    count: countSteps(ts.map(f), w),
    yes: false,
    pointer2: w.t('Look at the first numbers: is any input paired with two different outputs?', 'Mira los primeros números: ¿hay alguna entrada con dos salidas distintas?'),
    why: w.t(`The input ${f(1)} is paired with −1 and 1, and ${f(2)} with −2 and 2.`, `La entrada ${f(1)} va con −1 y con 1, y ${f(2)} va con −2 y con 2.`),
    check: w.t(`Check: (${f(1)}, −1) and (${f(1)}, 1) share an input.`, `Comprueba: (${f(1)}, −1) y (${f(1)}, 1) tienen la misma entrada.`),
    trap: w.t(`Look at the inputs, not the outputs: ${f(1)} goes to both −1 and 1.`, `Fíjate en las entradas, no en las salidas: ${f(1)} va a −1 y también a 1.`),
    trapId: 'checked-outputs',
  };
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "Is … a function?" in one of five wordings, drawn after the pairs (docs/maths/curriculum.md, "Variety"). */
function isFunctionQuestion(rng: Rng, show: string, w: Words): string {
  if (w.es) {
    return rng.pick([
      `¿${cap(show)} es una función?`,
      `${someone(rng, w)} escribe ${show}. ¿Es una función?`,
      `¿${cap(show)} describe una función?`,
      `Decide: ¿${cap(show)} es una función?`,
      `¿Es y una función de x en ${show}?`,
    ]);
  }
  return rng.pick([
    `Is ${show} a function?`,
    `${someone(rng)} writes ${show}. Is it a function?`,
    `Does ${show} describe a function?`,
    `Decide: is ${show} a function?`,
    `Is y a function of x for ${show}?`,
  ]);
}

/** The pairs and the different inputs among them, two steps to fill in. */
function countSteps(inputs: readonly number[], w: Words): string[] {
  return [w.t(`Pairs listed: ${inputs.length}.`, `Parejas en la lista: ${inputs.length}.`), w.t(`Different inputs: ${new Set(inputs).size}.`, `Entradas distintas: ${new Set(inputs).size}.`)];
}

const YES_NO: Record<'yes' | 'no', string[]> = { yes: ['y', 'it is a function', 'function', 'yes it is'], no: ['n', 'not a function', 'no it is not', 'no it isn\'t'] };
/** The Spanish forms, the first being the label the child sees. */
const YES_NO_ES: Record<'yes' | 'no', string[]> = { yes: ['sí', 'si', 'es una función', 'sí es una función', 'función', 'sí es'], no: ['no', 'no es una función', 'no es función', 'no es'] };

export const fIsFunction: SkillGenerator = {
  skillId: 'g8.f.is-function',
  grade: 8,
  domain: 'f',
  ccss: ['8.F.A.1'],
  topic: 'Functions',
  subtopic: 'Is it a function?',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    const item =
      difficulty === 1
        ? pairsItem(rng, 'set', w)
        : difficulty === 2
          ? pairsItem(rng, rng.bool() ? 'map' : 'table', w)
          : difficulty === 3
            ? listItem(rng, 'eq', w)
            : difficulty === 4
              ? listItem(rng, 'graph', w)
              : repeatedOutputs(rng, w);
    const key = item.yes ? 'yes' : 'no';
    const answer: AnswerSpec = w.es ? choiceAnswerIn(w, key, YES_NO, YES_NO_ES) : {
      format: 'choice',
      value: key,
      canonical: key,
      options: { yes: ['y', 'it is a function', 'function', 'yes it is'], no: ['n', 'not a function', 'no it is not', 'no it isn\'t'] },
    };
    return bodyByFormat(
      item.text,
      answer,
      [w.t('A function gives exactly one output for each input.', 'Una función da exactamente una salida para cada entrada.'), item.pointer2, w.t('The same output for different inputs is allowed.', 'Se permite la misma salida para entradas distintas.')],
      [...item.count, item.why, w.t(`So the answer is ${key}: it ${item.yes ? 'is' : 'is not'} a function.`, `Entonces la respuesta es ${item.yes ? 'sí' : 'no'}: ${item.yes ? 'sí' : 'no'} es una función.`), item.check],
      [mis(item.yes ? 'no' : 'yes', item.trapId, item.trap)],
    );
  },
};
