import { Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { axisFor, integerLine } from '../../diagrams/build.js';
import { A, choiceAnswerIn } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

export const nsIntegersAbsoluteValue: SkillGenerator = {
  skillId: 'g6.ns.integers-absolute-value',
  grade: 6,
  domain: 'ns',
  ccss: ['6.NS.C.5', '6.NS.C.6', '6.NS.C.7'],
  topic: 'Negative numbers',
  subtopic: 'Opposites, order & absolute value',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d === 1) {
      const n = rng.int(2, 30) * (rng.bool() ? -1 : 1);
      const who = someone(rng, w);
      const t = fmtInt(n);
      const text = rng.pick(w.es ? [
        `¿Cuál es el opuesto de ${t}?`,
        `Encuentra el opuesto de ${t}.`,
        `${who} marca ${t} en una recta numérica. ¿Qué número es su opuesto?`,
        `¿Qué número está a la misma distancia del 0 que ${t}, pero del otro lado del 0?`,
        `${who} dice que todo número tiene un opuesto. ¿Cuál es el opuesto de ${t}?`,
      ] : [
        `What is the opposite of ${t}?`,
        `Find the opposite of ${t}.`,
        `${who} marks ${t} on a number line. What number is its opposite?`,
        `What number is the same distance from 0 as ${t}, but on the other side of 0?`,
        `${who} says every number has an opposite. What is the opposite of ${t}?`,
      ]);
      return withLine([n, -n], [n], bodyLoose(
        text,
        A.integer(-n),
        w.t(['Opposites are the same distance from 0, on opposite sides.', `Find how far ${t} is from 0, and on which side.`, 'Go the same distance the other way from 0.'], ['Los opuestos están a la misma distancia del 0, en lados contrarios.', `Encuentra a qué distancia del 0 está ${t}, y de qué lado.`, 'Avanza la misma distancia desde el 0 hacia el otro lado.']),
        // The opposite is the step to fill in: −(n).
        [w.t(`Opposites are the same distance from 0, on opposite sides of it.`, 'Los opuestos están a la misma distancia del 0, en lados contrarios.'), `${w.t(`The opposite of ${t}`, `El opuesto de ${t}`)}: −(${t}) = ${fmtInt(-n)}.`, `${w.t('Check', 'Comprueba')}: ${t} + ${n < 0 ? '' : '('}${fmtInt(-n)}${n < 0 ? '' : ')'} = 0.`],
        [mis(String(n), 'same-number', w.t('The opposite is on the other side of 0.', 'El opuesto está del otro lado del 0.'))],
      ));
    }
    if (d === 2) {
      const n = -rng.int(2, 50);
      const asked = rng.bool(0.7) ? n : -n;
      const who = someone(rng, w);
      const t = fmtInt(asked);
      return bodyLoose(
        rng.pick(w.es ? [
          `¿Cuánto es |${t}|?`,
          `Encuentra el valor absoluto de ${t}.`,
          `¿Cuál es el valor absoluto de ${t}?`,
          `${who} escribe |${t}|. ¿Cuál es su valor?`,
          `¿A qué distancia del 0 está ${t} en la recta numérica? (Esa distancia es |${t}|.)`,
        ] : [
          `What is |${t}|?`,
          `Find the absolute value of ${t}.`,
          `What is the absolute value of ${t}?`,
          `${who} writes |${t}|. What is its value?`,
          `How far is ${t} from 0 on a number line? (That distance is |${t}|.)`,
        ]),
        A.integer(Math.abs(asked)),
        w.t(['Absolute value is the distance from 0.', `How many units is ${fmtInt(asked)} from 0?`, 'A distance is never negative.'], ['El valor absoluto es la distancia al 0.', `¿A cuántas unidades del 0 está ${fmtInt(asked)}?`, 'Una distancia nunca es negativa.']),
        [w.t(`Absolute value is the distance from 0, so the sign does not count.`, 'El valor absoluto es la distancia al 0, así que el signo no cuenta.'), `|${fmtInt(asked)}| = ${Math.abs(asked)}.`, w.t(`Check: |${Math.abs(asked)}| and |${fmtInt(-Math.abs(asked))}| are both ${Math.abs(asked)}.`, `Comprueba: |${Math.abs(asked)}| y |${fmtInt(-Math.abs(asked))}| valen ${Math.abs(asked)} los dos.`)],
        [asked < 0 ? mis(String(asked), 'kept-sign', w.t('Absolute value is a distance, so it is never negative.', 'El valor absoluto es una distancia, así que nunca es negativo.')) : mis(String(-asked), 'made-negative', w.t('Absolute value is a distance, so it is never negative.', 'El valor absoluto es una distancia, así que nunca es negativo.'))],
      );
    }
    if (d === 3) {
      const a = -rng.int(2, 40);
      let b = -rng.int(2, 40);
      if (a === b) b -= 3;
      const bigger = a > b ? 'first' : 'second';
      const cmpEn = { '<': ['less', 'less than', 'is less than'], '>': ['greater', 'greater than', 'is greater than'], '=': ['equal', 'equals', 'is equal to'] };
      // In Spanish "menor que", "mayor que" and "igual a" are accepted too (the symbols are their own labels).
      const spec: AnswerSpec = w.es
        ? choiceAnswerIn(w, a > b ? '>' : '<', cmpEn, { '<': ['menor que', 'menor', 'es menor que'], '>': ['mayor que', 'mayor', 'es mayor que'], '=': ['igual a', 'igual', 'es igual a'] }, false)
        : A.choice(a > b ? '>' : '<', cmpEn);
      void bigger;
      const who = someone(rng, w);
      const [ta, tb] = [fmtInt(a), fmtInt(b)];
      if (w.es) {
        return withLine([a, b], [a, b], bodyLoose(
          rng.pick([
            `¿Qué símbolo hace que esto sea cierto: ${ta} ? ${tb}. Escribe <, > o =.`,
            `Compara ${ta} y ${tb}. Escribe <, > o = para que ${ta} ? ${tb} sea cierto.`,
            `${who} compara dos temperaturas, ${ta}°F y ${tb}°F. ¿Qué símbolo va en ${ta} ? ${tb}: <, > o =?`,
            `¿${ta} es menor que, mayor que o igual a ${tb}? Escribe <, > o =.`,
            `Completa con <, > o =: ${ta} ? ${tb}.`,
          ]),
          spec,
          ['En la recta numérica, los números que están más a la izquierda son menores.', `${ta} y ${tb} están los dos a la izquierda del 0.`, `¿Cuál está más a la izquierda: ${ta} o ${tb}?`],
          [`Distancia de ${ta} al 0: |${ta}| = ${Math.abs(a)}.`, `Distancia de ${tb} al 0: |${tb}| = ${Math.abs(b)}.`, `${fmtInt(Math.min(a, b))} está más lejos del 0, así que está más a la izquierda en la recta numérica: ${ta} ${a > b ? '>' : '<'} ${tb}.`, `Comprueba: ${Math.abs(Math.max(a, b))} bajo cero es menos frío que ${Math.abs(Math.min(a, b))} bajo cero.`],
          [mis(a > b ? '<' : '>', 'compared-sizes', `Con números negativos, el de mayor tamaño es el menor: ${fmtInt(Math.min(a, b))} < ${fmtInt(Math.max(a, b))}.`)],
        ));
      }
      return withLine([a, b], [a, b], bodyLoose(
        rng.pick([
          `Which symbol makes this true: ${ta} ? ${tb}. Type <, > or =.`,
          `Compare ${ta} and ${tb}. Type <, > or = to make ${ta} ? ${tb} true.`,
          `${who} compares two temperatures, ${ta}°F and ${tb}°F. Which symbol goes in ${ta} ? ${tb}: <, > or =?`,
          `Is ${ta} less than, greater than or equal to ${tb}? Type <, > or =.`,
          `Fill in <, > or =: ${ta} ? ${tb}.`,
        ]),
        spec,
        ['On a number line, numbers further left are smaller.', `${ta} and ${tb} are both left of 0.`, `Which is further left: ${ta} or ${tb}?`],
        // Each number's distance from 0 is a step to fill in; the sign follows from them.
        [`Distance of ${ta} from 0: |${ta}| = ${Math.abs(a)}.`, `Distance of ${tb} from 0: |${tb}| = ${Math.abs(b)}.`, `${fmtInt(Math.min(a, b))} is further from 0, so it is further left on the number line: ${ta} ${a > b ? '>' : '<'} ${tb}.`, `Check: ${Math.abs(Math.max(a, b))} below zero is warmer than ${Math.abs(Math.min(a, b))} below zero.`],
        [mis(a > b ? '<' : '>', 'compared-sizes', `With negatives, the number with the bigger size is smaller: ${fmtInt(Math.min(a, b))} < ${fmtInt(Math.max(a, b))}.`)],
      ));
    }
    const set = new Set<number>();
    while (set.size < 2) set.add(-rng.int(1, 20));
    while (set.size < 4) set.add(rng.int(-20, 20));
    const nums = [...set];
    // values are kept in tenths so d5 can mix in a decimal and an absolute value
    let display = nums.map((n) => fmtInt(n));
    let tenths = nums.map((n) => n * 10);
    let absStep = '';
    if (d === 5) {
      let abs = -rng.int(2, 15);
      while (nums.includes(-abs)) abs -= 1;
      let dec = (rng.int(-19, 19) * 10 + 5) * (rng.bool() ? 1 : -1);
      if (tenths.includes(dec)) dec += 10;
      display = [...display.slice(0, 3), `|${fmtInt(abs)}|`, fmtTenths(dec)];
      tenths = [...tenths.slice(0, 3), -abs * 10, dec];
      absStep = `${w.t('An absolute value is a distance from 0', 'Un valor absoluto es una distancia al 0')}: |${fmtInt(abs)}| = ${fmtInt(-abs)}.`;
    }
    const order = rng.shuffle(display.map((t, i) => [t, tenths[i]!] as const));
    const sorted = [...tenths].sort((x, y) => x - y);
    const canonical = sorted.map((n) => fmtTenths(n)).join(', ');
    const spec: AnswerSpec = { format: 'list', values: sorted.map((n) => Rational.of(n, 10).toString()), ordered: true, canonical };
    const bySize = [...tenths].sort((x, y) => Math.abs(x) - Math.abs(y) || x - y);
    const who = someone(rng, w);
    const listed = order.map(([t]) => t).join(', ');
    if (w.es) {
      return bodyLoose(
        rng.pick([
          `Ordena de menor a mayor: ${listed}`,
          `Pon estos números en orden de menor a mayor: ${listed}`,
          `Escribe estos números del más pequeño al más grande: ${listed}`,
          `${who} tiene tarjetas con los números ${listed}. Ponlas en orden de menor a mayor.`,
          `Acomoda de menor a mayor: ${listed}`,
        ]),
        spec,
        [d === 5 ? 'Primero encuentra los valores absolutos: |n| es la distancia al 0.' : 'En la recta numérica, los números que están más a la izquierda son menores.', 'Los números negativos van primero; entre más lejos del 0 esté un negativo, más pequeño es.', `Empieza con el menor: ${fmtTenths(sorted[0]!)}. ¿Cuál sigue?`],
        [d === 5 ? absStep : 'Coloca cada número en una recta numérica.', `El menor, el de más a la izquierda: ${fmtTenths(sorted[0]!)}.`, `De izquierda a derecha: ${canonical}.`, 'Comprueba: cada número es menor que el que le sigue.'],
        [mis(bySize.map((n) => fmtTenths(n).replace('−', '-')).join(', '), 'ordered-by-size', 'Los números negativos de mayor tamaño son menores, no mayores.')],
      );
    }
    return bodyLoose(
      rng.pick([
        `Order from least to greatest: ${listed}`,
        `Put these numbers in order from least to greatest: ${listed}`,
        `Write these numbers from smallest to largest: ${listed}`,
        `${who} has number cards showing ${listed}. Put them in order from least to greatest.`,
        `Sort from least to greatest: ${listed}`,
      ]),
      spec,
      [d === 5 ? 'First find any absolute values: |n| is the distance from 0.' : 'On a number line, numbers further left are smaller.', 'Negative numbers come first; the further a negative is from 0, the smaller it is.', `Start with the least: ${fmtTenths(sorted[0]!)}. What comes next?`],
      // The least number is a step to fill in; the whole order is the last step.
      [d === 5 ? absStep : `Place each number on a number line.`, `Least number, furthest left: ${fmtTenths(sorted[0]!)}.`, `From left to right: ${canonical}.`, `Check: each number is less than the one after it.`],
      [mis(bySize.map((n) => fmtTenths(n).replace('−', '-')).join(', '), 'ordered-by-size', 'Negative numbers with bigger sizes are smaller, not bigger.')],
    );
  },
};

/** The body with a number line through 0 that covers `span` and marks `marked` (each labelled with its value). */
function withLine(span: number[], marked: number[], body: GeneratedBody): GeneratedBody {
  const ax = axisFor(span, { withZero: true, pad: true, maxTicks: 20 });
  return { ...body, diagram: integerLine(ax.min, ax.max, marked.map((m) => ({ at: m, label: fmtInt(m) })), { step: ax.step, every: (ax.max - ax.min) / ax.step > 10 ? 2 * ax.step : ax.step }) };
}

/** A number given in tenths, printed as an integer or with one decimal place, true minus sign. */
function fmtTenths(t: number): string {
  const neg = t < 0;
  const a = Math.abs(t);
  const body = a % 10 === 0 ? String(a / 10) : `${Math.floor(a / 10)}.${a % 10}`;
  return neg ? `\u2212${body}` : body;
}
