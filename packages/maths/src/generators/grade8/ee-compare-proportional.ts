import { Rational, R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { fmtDecOrFrac, fmtFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const RATES = [Rational.of(3, 2), R(2), Rational.of(5, 2), R(3), Rational.of(7, 2), R(4), Rational.of(1, 2), Rational.of(5, 4), Rational.of(3, 4), R(6), Rational.of(9, 2)];

interface Ctx {
  a: string;
  b: string;
  x: string;
  y: string;
  xs: string;
  per: string;
  letters: [string, string];
  scale: number;
  /** Plausible whole multipliers of `scale` for rates (d3–d4) and table rates (d2). */
  lo: number;
  hi: number;
  tableRates: Rational[];
}
const CONTEXTS: Ctx[] = [
  { a: 'Car A', b: 'Car B', x: 'hours', y: 'miles', xs: 'hour', per: 'miles per hour', letters: ['d', 't'], scale: 10, lo: 4, hi: 7, tableRates: [R(4), R(5), Rational.of(11, 2), R(6)] },
  { a: 'Pump A', b: 'Pump B', x: 'minutes', y: 'gallons', xs: 'minute', per: 'gallons per minute', letters: ['g', 'm'], scale: 1, lo: 2, hi: 9, tableRates: RATES },
  { a: 'Printer A', b: 'Printer B', x: 'minutes', y: 'pages', xs: 'minute', per: 'pages per minute', letters: ['p', 'm'], scale: 4, lo: 2, hi: 9, tableRates: RATES },
  { a: 'Runner A', b: 'Runner B', x: 'minutes', y: 'meters', xs: 'minute', per: 'meters per minute', letters: ['d', 't'], scale: 50, lo: 3, hi: 5, tableRates: [Rational.of(3, 2), R(2), Rational.of(5, 2), R(3), Rational.of(7, 2), R(4)] },
  { a: 'Baker A', b: 'Baker B', x: 'hours', y: 'loaves', xs: 'hour', per: 'loaves per hour', letters: ['b', 'h'], scale: 4, lo: 2, hi: 9, tableRates: RATES },
];
/** The Spanish words of each context, index for index (the numbers stay those of CONTEXTS). */
interface CtxEs {
  a: string;
  b: string;
  /** "del carro A" / "de la bomba A". */
  ofA: string;
  ofB: string;
  x: string;
  y: string;
  xs: string;
  per: string;
}
const CONTEXTS_ES: CtxEs[] = [
  { a: 'Carro A', b: 'Carro B', ofA: 'del carro A', ofB: 'del carro B', x: 'horas', y: 'millas', xs: 'hora', per: 'millas por hora' },
  { a: 'Bomba A', b: 'Bomba B', ofA: 'de la bomba A', ofB: 'de la bomba B', x: 'minutos', y: 'galones', xs: 'minuto', per: 'galones por minuto' },
  { a: 'Impresora A', b: 'Impresora B', ofA: 'de la impresora A', ofB: 'de la impresora B', x: 'minutos', y: 'páginas', xs: 'minuto', per: 'páginas por minuto' },
  { a: 'Corredor A', b: 'Corredor B', ofA: 'del corredor A', ofB: 'del corredor B', x: 'minutos', y: 'metros', xs: 'minuto', per: 'metros por minuto' },
  { a: 'Panadero A', b: 'Panadero B', ofA: 'del panadero A', ofB: 'del panadero B', x: 'horas', y: 'panes', xs: 'hora', per: 'panes por hora' },
];

export const eeCompareProportional: SkillGenerator = {
  skillId: 'g8.ee.compare-proportional',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.B.5', '8.F.A.2'],
  topic: 'Linear relationships',
  subtopic: 'Compare rates (graph, table, equation)',
  prereqs: ['g7.rp.constant-of-proportionality'],
  estTimeSec: times(20, 90),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    if (difficulty <= 2) {
      // rng.pick(CONTEXTS) is this draw: the Spanish words of the same context.
      const ci = rng.int(0, CONTEXTS.length - 1);
      const c = CONTEXTS[ci]!;
      const s = CONTEXTS_ES[ci]!;
      const r = difficulty === 1 ? rng.pick(RATES) : rng.pick(c.tableRates);
      const x = Number(r.den) * rng.int(2, 4);
      const y = r.mul(x);
      const answer: AnswerSpec = { format: 'number', value: r.toString(), canonical: fmtDecOrFrac(r) };
      const wrong = [mis(fmtDecOrFrac(Rational.of(x).div(y)), 'x-over-y', w.t('The unit rate is y for each 1 of x, so divide y by x.', 'La tasa unitaria es lo que cambia y por cada 1 de x, así que divide y entre x.'))];
      if (difficulty === 1) {
        return bodyByFormat(
          // The wording is drawn after the numbers (docs/maths/curriculum.md, "Variety").
          rng.pick(w.es ? [
            `Una gráfica proporcional pasa por (0, 0) y (${x}, ${fmtDecOrFrac(y)}). ¿Cuál es la tasa unitaria (el cambio en y por cada 1 unidad de x)?`,
            `${someone(rng, w)} grafica una relación proporcional: una recta que sale de (0, 0) y pasa por (${x}, ${fmtDecOrFrac(y)}). ¿Cuál es la tasa unitaria (el cambio en y por cada 1 unidad de x)?`,
            `La gráfica de una relación proporcional pasa por el origen y por el punto (${x}, ${fmtDecOrFrac(y)}). Encuentra la tasa unitaria (el cambio en y por cada 1 unidad de x).`,
            `Una recta que pasa por (0, 0) y (${x}, ${fmtDecOrFrac(y)}) muestra una relación proporcional. ¿Cuál es su tasa unitaria (el cambio en y por cada 1 unidad de x)?`,
            `El punto (${x}, ${fmtDecOrFrac(y)}) está en la gráfica de una relación proporcional. ¿Cuál es la tasa unitaria (el cambio en y por cada 1 unidad de x)?`,
          ] : [
            `A proportional graph passes through (0, 0) and (${x}, ${fmtDecOrFrac(y)}). What is the unit rate (the change in y for each 1 unit of x)?`,
            `${someone(rng)} graphs a proportional relationship: a line from (0, 0) through (${x}, ${fmtDecOrFrac(y)}). What is the unit rate (the change in y for each 1 unit of x)?`,
            `The graph of a proportional relationship goes through the origin and the point (${x}, ${fmtDecOrFrac(y)}). Find the unit rate (the change in y for each 1 unit of x).`,
            `A straight line through (0, 0) and (${x}, ${fmtDecOrFrac(y)}) shows a proportional relationship. What is its unit rate (the change in y for each 1 unit of x)?`,
            `The point (${x}, ${fmtDecOrFrac(y)}) is on the graph of a proportional relationship. What is the unit rate (the change in y for each 1 unit of x)?`,
          ]),
          answer,
          [w.t('In a proportional relationship, y ÷ x is the same for every point.', 'En una relación proporcional, y ÷ x es igual para todos los puntos.'), w.t(`Use the point (${x}, ${fmtDecOrFrac(y)}): divide y by x.`, `Usa el punto (${x}, ${fmtDecOrFrac(y)}): divide y entre x.`), w.t(`Work out ${fmtDecOrFrac(y)} ÷ ${x}.`, `Calcula ${fmtDecOrFrac(y)} ÷ ${x}.`)],
          [w.t(`Unit rate = y ÷ x.`, `Tasa unitaria = y ÷ x.`), `${fmtDecOrFrac(y)} ÷ ${x} = ${fmtDecOrFrac(r)}.`, w.t(`Check: ${fmtDecOrFrac(r)} × ${x} = ${fmtDecOrFrac(y)}, so (${x}, ${fmtDecOrFrac(y)}) is on y = ${fmtDecOrFrac(r)}x.`, `Comprueba: ${fmtDecOrFrac(r)} × ${x} = ${fmtDecOrFrac(y)}, así que (${x}, ${fmtDecOrFrac(y)}) está en y = ${fmtDecOrFrac(r)}x.`)],
          wrong,
        );
      }
      const xs = [x, 2 * x, 3 * x].map((v) => R(v));
      const rows = xs.map((v) => `${fmtDecOrFrac(v)} ${w.t(c.x, s.x)}: ${fmtDecOrFrac(r.mul(v).mul(c.scale))} ${w.t(c.y, s.y)}`).join('; ');
      const rate = r.mul(c.scale);
      const ans2: AnswerSpec = { format: 'number', value: rate.toString(), canonical: fmtDecOrFrac(rate) };
      return bodyByFormat(
        w.t(`${c.a}'s table is proportional. ${rows}. How many ${c.per} is that (the unit rate)?`, `La tabla ${s.ofA} es proporcional. ${rows}. ¿Cuál es la tasa unitaria, en ${s.per}?`),
        ans2,
        [w.t(`The unit rate is ${c.y} for 1 ${c.xs}.`, `La tasa unitaria es el número de ${s.y} en 1 ${s.xs}.`), w.t(`Pick a row: ${fmtDecOrFrac(r.mul(x).mul(c.scale))} ${c.y} in ${x} ${c.x}.`, `Elige una fila: ${fmtDecOrFrac(r.mul(x).mul(c.scale))} ${s.y} en ${x} ${s.x}.`), `Divide: ${fmtDecOrFrac(r.mul(x).mul(c.scale))} ÷ ${x}.`],
        [w.t(`Unit rate = ${c.y} ÷ ${c.x}.`, `Tasa unitaria = ${s.y} ÷ ${s.x}.`), w.t(`${fmtDecOrFrac(r.mul(x).mul(c.scale))} ÷ ${x} = ${fmtDecOrFrac(rate)} ${c.per}.`, `${fmtDecOrFrac(r.mul(x).mul(c.scale))} ÷ ${x} = ${fmtDecOrFrac(rate)} ${s.per}.`), w.t(`Check another row: ${fmtDecOrFrac(rate.mul(3 * x))} ÷ ${3 * x} = ${fmtDecOrFrac(rate)}.`, `Comprueba con otra fila: ${fmtDecOrFrac(rate.mul(3 * x))} ÷ ${3 * x} = ${fmtDecOrFrac(rate)}.`)],
        [
          mis(fmtDecOrFrac(R(x).div(rate)), 'x-over-y', w.t(`The unit rate asked is ${c.per}, so divide ${c.y} by ${c.x}.`, `La tasa unitaria que se pide es en ${s.per}, así que divide ${s.y} entre ${s.x}.`)),
          mis(fmtDecOrFrac(rate.mul(x)), 'total-not-rate', w.t(`${fmtDecOrFrac(rate.mul(x))} is the total for ${x} ${c.x}; divide by ${x} to get the amount for 1 ${c.xs}.`, `${fmtDecOrFrac(rate.mul(x))} es el total en ${x} ${s.x}; divide entre ${x} para obtener la cantidad en 1 ${s.xs}.`)),
        ],
      );
    }
    const ci = rng.int(0, CONTEXTS.length - 1);
    const c = CONTEXTS[ci]!;
    const s = CONTEXTS_ES[ci]!;
    // rates for A and B (B's may be non-whole at d5)
    let ra = R(rng.int(c.lo, c.hi)).mul(c.scale);
    let rb = ra.add(R(rng.pick([-2, -1, 1, 2])).mul(c.scale).div(2));
    if (difficulty === 5) {
      ra = R(rng.int(c.lo, c.hi)).mul(c.scale).add(rng.int(0, Math.max(0, c.scale - 1)));
      const hrs = rng.pick([3, 6, 7]);
      const total = ra.mul(hrs).add(rng.pick([-2, -1, 1, 2]));
      rb = total.div(hrs);
    }
    const [yv, xv] = c.letters;
    const eqA = `${yv} = ${fmtDecOrFrac(ra)}${xv}`;
    let descB: string;
    let stepB: string;
    if (difficulty === 3) {
      descB = w.t(`${c.b}: ${yv} = ${rb.isInteger() || rb.isTerminating() ? fmtDecOrFrac(rb) : fmtFrac(rb)}${xv}`, `${s.b}: ${yv} = ${rb.isInteger() || rb.isTerminating() ? fmtDecOrFrac(rb) : fmtFrac(rb)}${xv}`);
      stepB = w.t(`${c.b}'s rate is the coefficient ${fmtDecOrFrac(rb)}.`, `La tasa ${s.ofB} es el coeficiente ${fmtDecOrFrac(rb)}.`);
    } else if (difficulty === 4) {
      const t1 = rng.int(2, 4);
      descB = w.t(`${c.b}'s table: ${t1} ${c.x} → ${fmtDecOrFrac(rb.mul(t1))} ${c.y}; ${2 * t1} ${c.x} → ${fmtDecOrFrac(rb.mul(2 * t1))} ${c.y}`, `Tabla ${s.ofB}: ${t1} ${s.x} → ${fmtDecOrFrac(rb.mul(t1))} ${s.y}; ${2 * t1} ${s.x} → ${fmtDecOrFrac(rb.mul(2 * t1))} ${s.y}`);
      stepB = w.t(`${c.b}'s rate is ${fmtDecOrFrac(rb.mul(t1))} ÷ ${t1} = ${fmtDecOrFrac(rb)} ${c.per}.`, `La tasa ${s.ofB} es ${fmtDecOrFrac(rb.mul(t1))} ÷ ${t1} = ${fmtDecOrFrac(rb)} ${s.per}.`);
    } else {
      const hrs = Number(rb.den) === 1 ? 3 : Number(rb.den);
      descB = w.t(`${c.b} covers ${fmtDecOrFrac(rb.mul(hrs))} ${c.y} in ${hrs} ${c.x}`, `${s.b}: ${fmtDecOrFrac(rb.mul(hrs))} ${s.y} en ${hrs} ${s.x}`);
      stepB = w.t(`${c.b}'s rate is ${fmtDecOrFrac(rb.mul(hrs))} ÷ ${hrs} ${rb.isTerminating() ? '=' : '≈'} ${rb.isTerminating() ? fmtDecOrFrac(rb) : fmtDecOrFrac(rb.round(1))} ${c.per}.`, `La tasa ${s.ofB} es ${fmtDecOrFrac(rb.mul(hrs))} ÷ ${hrs} ${rb.isTerminating() ? '=' : '≈'} ${rb.isTerminating() ? fmtDecOrFrac(rb) : fmtDecOrFrac(rb.round(1))} ${s.per}.`);
    }
    const bigger = ra.gt(rb) ? 'A' : 'B';
    const other = bigger === 'A' ? 'B' : 'A';
    const answer: AnswerSpec = w.es
      ? { format: 'choice', value: bigger, canonical: bigger, options: { A: [c.a.toLowerCase(), 'a', s.a.toLowerCase()], B: [c.b.toLowerCase(), 'b', s.b.toLowerCase()] }, labels: { A: 'A', B: 'B' } }
      : {
          format: 'choice',
          value: bigger,
          canonical: bigger,
          options: { A: [c.a.toLowerCase(), 'a'], B: [c.b.toLowerCase(), 'b'] },
        };
    return bodyByFormat(
      w.t(`${c.a}: ${eqA}, where ${yv} is ${c.y} and ${xv} is ${c.x}. ${descB}. Which has the greater rate, A or B?`, `${s.a}: ${eqA}, donde ${yv} es el número de ${s.y} y ${xv} es el número de ${s.x}. ${descB}. ¿Cuál tiene la tasa mayor, A o B?`),
      answer,
      [w.t(`${c.a}'s rate is the number multiplying ${xv}: ${fmtDecOrFrac(ra)} ${c.per}.`, `La tasa ${s.ofA} es el número que multiplica a ${xv}: ${fmtDecOrFrac(ra)} ${s.per}.`), w.t(`Find ${c.b}'s rate in ${c.per}.`, `Encuentra la tasa ${s.ofB} en ${s.per}.`), w.t(`${stepB} Which is more?`, `${stepB} ¿Cuál es mayor?`)],
      [w.t(`${c.a}: ${fmtDecOrFrac(ra)} ${c.per}.`, `${s.a}: ${fmtDecOrFrac(ra)} ${s.per}.`), stepB, w.t(`${fmtDecOrFrac(ra)} ${bigger === 'A' ? '>' : '<'} ${rb.isInteger() || rb.isTerminating() ? fmtDecOrFrac(rb) : fmtDecOrFrac(rb.round(2))}, so ${bigger} has the greater rate.`, `${fmtDecOrFrac(ra)} ${bigger === 'A' ? '>' : '<'} ${rb.isInteger() || rb.isTerminating() ? fmtDecOrFrac(rb) : fmtDecOrFrac(rb.round(2))}, así que ${bigger} tiene la tasa mayor.`), w.t(`Check: in 1 ${c.xs}, A makes ${fmtDecOrFrac(ra)} and B makes ${rb.isInteger() || rb.isTerminating() ? fmtDecOrFrac(rb) : '≈ ' + fmtDecOrFrac(rb.round(2))} ${c.y}.`, `Comprueba: en 1 ${s.xs}, A da ${fmtDecOrFrac(ra)} y B da ${rb.isInteger() || rb.isTerminating() ? fmtDecOrFrac(rb) : '≈ ' + fmtDecOrFrac(rb.round(2))} ${s.y}.`)],
      [mis(other, 'compared-totals', w.t('Compare the amounts for 1 unit (the rates), not the totals.', 'Compara las cantidades por 1 unidad (las tasas), no los totales.'))],
    );
  },
};
