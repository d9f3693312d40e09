import { Rational, R } from '../../rational.js';
import { plane, withDiagram } from '../../diagrams/build.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { lin, par } from '../shared/expressions.js';
import { fmtDecOrFrac, fmtFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

function fracSlope(rng: Rng, allowInteger: boolean): { p: number; q: number } {
  for (let i = 0; i < 20; i++) {
    const q = rng.int(allowInteger ? 1 : 2, 6);
    const p = rng.int(1, 9);
    if (gcdN(p, q) === 1 && (allowInteger || q > 1)) return { p, q };
  }
  return { p: 2, q: 3 };
}

export const eeSlope: SkillGenerator = {
  skillId: 'g8.ee.slope',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.B.6', '8.F.B.4'],
  topic: 'Linear relationships',
  subtopic: 'Slope',
  prereqs: ['g7.ns.multiply-divide-rationals', 'g6.ns.coordinate-plane'],
  estTimeSec: times(20, 90),
  version: '1.5.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    let x1: number, y1: number, dx: number, dy: number;
    if (difficulty === 1) {
      const k = rng.int(2, 5);
      // Friendly: a start on or near the origin (at least 25 problems).
      x1 = rng.int(0, 3);
      y1 = rng.int(0, 3);
      dx = rng.int(1, 6);
      dy = k * dx;
    } else {
      const { p, q } = fracSlope(rng, difficulty >= 3);
      const t = rng.int(1, 2);
      const sign = difficulty === 2 ? 1 : difficulty === 3 ? -1 : rng.bool(0.6) ? -1 : 1;
      dx = q * t;
      dy = sign * p * t;
      if (difficulty === 5) {
        x1 = -rng.int(1, 6);
        y1 = sign < 0 ? rng.int(1, 6) : -rng.int(1, 9);
        if (rng.bool()) y1 = -rng.int(1, 6);
        dx = dx + (dx < 4 ? q * rng.int(1, 2) : 0);
        dy = (sign * p * dx) / q;
      } else {
        x1 = rng.int(0, 6);
        y1 = sign < 0 ? rng.int(Math.abs(dy), Math.abs(dy) + 6) : rng.int(0, 6);
      }
    }
    const x2 = x1 + dx;
    const y2 = y1 + dy;
    const slope = Rational.of(dy, dx);
    const answer: AnswerSpec = { format: 'fraction', value: slope.toString(), canonical: fmtFrac(slope), simplify: 'required', allowMixed: false, allowImproper: true };
    const misc: Misconception[] = [];
    if (dy !== 0) misc.push(mis(fmtFrac(Rational.of(dx, dy)), 'run-over-rise', w.t('Slope is change in y over change in x, not the other way round.', 'La pendiente es el cambio en y entre el cambio en x, no al revés.')));
    if (difficulty >= 3) misc.push(mis(fmtFrac(slope.neg()), 'sign-lost', w.t(`The line goes ${slope.sign() < 0 ? 'down' : 'up'} from left to right, so the slope is ${slope.sign() < 0 ? 'negative' : 'positive'}.`, `La recta ${slope.sign() < 0 ? 'baja' : 'sube'} de izquierda a derecha, así que la pendiente es ${slope.sign() < 0 ? 'negativa' : 'positiva'}.`)));

    if (difficulty === 4) {
      if (rng.bool()) {
        const b = rng.int(-9, 9) || 4;
        const eq = `y = ${lin([[slope, 'x']], b)}`;
        misc.push(mis(fmtDecOrFrac(b), 'intercept-as-slope', w.t(`${fmtDecOrFrac(b)} is the y-intercept (where the line crosses the y-axis). The slope is the number multiplying x.`, `${fmtDecOrFrac(b)} es la intersección con el eje y (donde la recta cruza el eje y). La pendiente es el número que multiplica a x.`)));
        return bodyByFormat(
          rng.pick(w.es ? [`¿Cuál es la pendiente de la recta ${eq}?`, `Una recta tiene la ecuación ${eq}. ¿Cuál es su pendiente?`, `Encuentra la pendiente de ${eq}.`, `${someone(rng, w)} grafica ${eq}. ¿Cuál es la pendiente de la recta?`, `¿Cuál es la pendiente de la gráfica de ${eq}?`] : [`What is the slope of the line ${eq}?`, `A line has the equation ${eq}. What is its slope?`, `Find the slope of ${eq}.`, `${someone(rng)} graphs ${eq}. What is the slope of the line?`, `What is the slope of the graph of ${eq}?`]),
          answer,
          [w.t('In y = mx + b, the slope is m, the number multiplying x.', 'En y = mx + b, la pendiente es m, el número que multiplica a x.'), w.t(`Compare ${eq} with y = mx + b.`, `Compara ${eq} con y = mx + b.`), w.t(`The constant ${fmtDecOrFrac(b)} is b, the y-intercept, so it is not the slope.`, `La constante ${fmtDecOrFrac(b)} es b, la intersección con el eje y, así que no es la pendiente.`)],
          [w.t(`${eq} has the form y = mx + b.`, `${eq} tiene la forma y = mx + b.`), w.t(`m = ${fmtFrac(slope)} and b = ${fmtDecOrFrac(b)}.`, `m = ${fmtFrac(slope)} y b = ${fmtDecOrFrac(b)}.`), w.t(`The slope is ${fmtFrac(slope)}.`, `La pendiente es ${fmtFrac(slope)}.`), w.t(`Check: when x goes up by ${slope.den}, y changes by ${fmtDecOrFrac(Number(slope.num))} (${fmtFrac(slope)} × ${slope.den}).`, `Comprueba: cuando x aumenta ${slope.den}, y cambia ${fmtDecOrFrac(Number(slope.num))} (${fmtFrac(slope)} × ${slope.den}).`)],
          misc,
        );
      }
      // Rows 2 (or 3) apart for a whole-number slope: a change in y of one row step would be the slope
      // itself, and the step in x may not be the slope either.
      const h = slope.den === 1n ? (slope.eq(2) ? 3 : 2) : Number(slope.den);
      const xs = [x1, x1 + h, x1 + 2 * h, x1 + 3 * h];
      const ys = xs.map((x) => R(y1).add(slope.mul(x - x1)));
      const table = `x: ${xs.map((v) => fmtDecOrFrac(v)).join(', ')}; y: ${ys.map((v) => fmtDecOrFrac(v)).join(', ')}`;
      const ddy = ys[1]!.sub(ys[0]!);
      return bodyByFormat(
        rng.pick(w.es ? [
          `La tabla muestra una relación lineal. ${table}. ¿Cuál es la pendiente?`,
          `${someone(rng, w)} completa una tabla para una recta: ${table}. ¿Cuál es la pendiente?`,
          `Una función lineal tiene estos valores. ${table}. Encuentra su pendiente.`,
          `Todos estos puntos están en una misma recta: ${table}. ¿Cuál es la pendiente de la recta?`,
          `Una tabla de una relación lineal da ${table}. ¿Cuál es la pendiente?`,
        ] : [
          `The table shows a linear relationship. ${table}. What is the slope?`,
          `${someone(rng)} fills in a table for a line: ${table}. What is the slope?`,
          `A linear function has these values. ${table}. Find its slope.`,
          `These points all lie on one line: ${table}. What is the slope of the line?`,
          `A table of a linear relationship gives ${table}. What is the slope?`,
        ]),
        answer,
        [w.t('Slope = change in y ÷ change in x between any two rows.', 'Pendiente = cambio en y ÷ cambio en x entre dos filas cualesquiera.'), w.t(`From x = ${fmtDecOrFrac(xs[0]!)} to x = ${fmtDecOrFrac(xs[1]!)}, x changes by ${h}.`, `De x = ${fmtDecOrFrac(xs[0]!)} a x = ${fmtDecOrFrac(xs[1]!)}, x cambia ${h}.`), w.t(`In the same step y changes from ${fmtDecOrFrac(ys[0]!)} to ${fmtDecOrFrac(ys[1]!)}, a change of ${fmtDecOrFrac(ddy)}.`, `En ese mismo paso y cambia de ${fmtDecOrFrac(ys[0]!)} a ${fmtDecOrFrac(ys[1]!)}, un cambio de ${fmtDecOrFrac(ddy)}.`)],
        [w.t(`Change in x between rows: ${h}.`, `Cambio en x entre filas: ${h}.`), w.t(`Change in y between rows: ${fmtDecOrFrac(ys[1]!)} − ${par(ys[0]!)} = ${fmtDecOrFrac(ddy)}.`, `Cambio en y entre filas: ${fmtDecOrFrac(ys[1]!)} − ${par(ys[0]!)} = ${fmtDecOrFrac(ddy)}.`), w.t(`Slope = ${fmtDecOrFrac(ddy)} ÷ ${h} = ${fmtFrac(slope)}.`, `Pendiente = ${fmtDecOrFrac(ddy)} ÷ ${h} = ${fmtFrac(slope)}.`), w.t(`Check with the first and last rows: (${fmtDecOrFrac(ys[3]!)} − ${par(ys[0]!)}) ÷ ${3 * h} = ${fmtFrac(ys[3]!.sub(ys[0]!).div(3 * h))}.`, `Comprueba con la primera y la última fila: (${fmtDecOrFrac(ys[3]!)} − ${par(ys[0]!)}) ÷ ${3 * h} = ${fmtFrac(ys[3]!.sub(ys[0]!).div(3 * h))}.`)],
        misc,
      );
    }
    const P1 = `(${fmtDecOrFrac(x1)}, ${fmtDecOrFrac(y1)})`;
    const P2 = `(${fmtDecOrFrac(x2)}, ${fmtDecOrFrac(y2)})`;
    const line = bodyByFormat(
      rng.pick(w.es ? [
        `¿Cuál es la pendiente de la recta que pasa por ${P1} y ${P2}?`,
        `Una recta pasa por ${P1} y ${P2}. ¿Cuál es su pendiente?`,
        `${someone(rng, w)} traza una recta que pasa por ${P1} y ${P2}. ¿Cuál es la pendiente de la recta?`,
        `Encuentra la pendiente de la recta que pasa por ${P1} y ${P2}.`,
        `Un camino recto en la cuadrícula de un mapa pasa por ${P1} y ${P2}. ¿Cuál es su pendiente?`,
      ] : [
        `What is the slope of the line through ${P1} and ${P2}?`,
        `A line passes through ${P1} and ${P2}. What is its slope?`,
        `${someone(rng)} draws a line through ${P1} and ${P2}. What is the slope of the line?`,
        `Find the slope of the line through ${P1} and ${P2}.`,
        `A straight path on a map grid goes through ${P1} and ${P2}. What is its slope?`,
      ]),
      answer,
      [w.t('Slope = change in y ÷ change in x.', 'Pendiente = cambio en y ÷ cambio en x.'), w.t(`Change in y: ${fmtDecOrFrac(y2)} − ${par(y1)} = ${fmtDecOrFrac(dy)}.`, `Cambio en y: ${fmtDecOrFrac(y2)} − ${par(y1)} = ${fmtDecOrFrac(dy)}.`), w.t(`Change in x: ${fmtDecOrFrac(x2)} − ${par(x1)} = ${fmtDecOrFrac(dx)}. Divide and simplify.`, `Cambio en x: ${fmtDecOrFrac(x2)} − ${par(x1)} = ${fmtDecOrFrac(dx)}. Divide y simplifica.`)],
      [
        w.t(`Change in y: ${fmtDecOrFrac(y2)} − ${par(y1)} = ${fmtDecOrFrac(dy)}.`, `Cambio en y: ${fmtDecOrFrac(y2)} − ${par(y1)} = ${fmtDecOrFrac(dy)}.`),
        w.t(`Change in x: ${fmtDecOrFrac(x2)} − ${par(x1)} = ${fmtDecOrFrac(dx)}.`, `Cambio en x: ${fmtDecOrFrac(x2)} − ${par(x1)} = ${fmtDecOrFrac(dx)}.`),
        slope.num === BigInt(dy) && slope.den === BigInt(dx) ? w.t(`Slope = ${fmtFrac(slope)}.`, `Pendiente = ${fmtFrac(slope)}.`) : w.t(`Slope = ${fmtDecOrFrac(dy)}/${fmtDecOrFrac(dx)} = ${fmtFrac(slope)}.`, `Pendiente = ${fmtDecOrFrac(dy)}/${fmtDecOrFrac(dx)} = ${fmtFrac(slope)}.`),
        w.t(`Check: start at ${P1}, move ${fmtDecOrFrac(dx)} right and ${dy < 0 ? `${fmtDecOrFrac(-dy)} down` : `${fmtDecOrFrac(dy)} up`} to reach ${P2}.`, `Comprueba: empieza en ${P1}, muévete ${fmtDecOrFrac(dx)} a la derecha y ${dy < 0 ? `${fmtDecOrFrac(-dy)} hacia abajo` : `${fmtDecOrFrac(dy)} hacia arriba`} para llegar a ${P2}.`),
      ],
      misc,
    );
    // The line through the two points on a grid, the points labelled, for counting rise and run.
    if (![x1, y1, x2, y2].every(Number.isInteger)) return line;
    return withDiagram(line, plane({ points: [{ x: x1, y: y1, label: 'P' }, { x: x2, y: y2, label: 'Q' }], lines: [{ through: [[x1, y1], [x2, y2]] }] }));
  },
};
