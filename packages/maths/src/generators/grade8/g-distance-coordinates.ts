import { R } from '../../rational.js';
import { plane, withDiagram } from '../../diagrams/build.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { isqrt, isSquare, sqrtApprox } from '../shared/arithmetic.js';
import { par } from '../shared/expressions.js';
import { fmtDec, fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const TRIPLES: Array<[number, number]> = [[3, 4], [6, 8], [5, 12], [8, 6], [4, 3], [12, 5], [9, 12], [8, 15], [12, 9], [15, 8]];

export const gDistanceCoordinates: SkillGenerator = {
  skillId: 'g8.g.distance-coordinates',
  grade: 8,
  domain: 'g',
  ccss: ['8.G.B.8'],
  topic: 'Coordinate plane',
  subtopic: 'Distance between two points',
  prereqs: ['g8.g.pythagorean-theorem'],
  estTimeSec: times(25, 120),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    let dx: number, dy: number;
    if (difficulty <= 3) [dx, dy] = rng.pick(TRIPLES);
    else {
      dx = rng.int(1, 9);
      dy = rng.int(1, 9);
      if (isSquare(dx * dx + dy * dy)) dy += 1;
      if (isSquare(dx * dx + dy * dy)) dy += 1;
    }
    const sx = rng.bool() ? 1 : -1;
    const sy = rng.bool() ? 1 : -1;
    let x1: number, y1: number;
    if (difficulty === 1) {
      // Friendly: a start on or near the origin (at least 25 problems).
      x1 = rng.int(0, 3);
      y1 = rng.int(0, 3);
    } else if (difficulty === 2 || difficulty === 4) {
      x1 = rng.int(0, 6);
      y1 = rng.int(0, 6);
    } else {
      x1 = -rng.int(1, 7);
      y1 = rng.int(-7, 3) || -2;
    }
    const x2 = x1 + (difficulty === 1 || difficulty === 2 || difficulty === 4 ? dx : sx * dx);
    const y2 = y1 + (difficulty === 1 || difficulty === 2 || difficulty === 4 ? dy : sy * dy);
    const d2 = dx * dx + dy * dy;
    const exact = isSquare(d2);
    const d = Number(isqrt(BigInt(d2)));
    const approx = sqrtApprox(R(d2), 9);
    const answer: AnswerSpec = exact
      ? { format: 'integer', value: String(d), canonical: String(d) }
      : { format: 'decimal', mode: 'approx', places: 1, value: approx.toString(), canonical: fmtDec(approx.round(1), 1) };
    const P = `(${fmtDecOrFrac(x1)}, ${fmtDecOrFrac(y1)})`;
    const Q = `(${fmtDecOrFrac(x2)}, ${fmtDecOrFrac(y2)})`;
    const hx = `${fmtDecOrFrac(x2)} − ${par(x1)}`;
    const hy = `${fmtDecOrFrac(y2)} − ${par(y1)}`;
    const m: Misconception[] = [mis(String(dx + dy), 'added-changes', w.t('Distance is not the sum of the changes: use the Pythagorean theorem.', 'La distancia no es la suma de los cambios: usa el teorema de Pitágoras.')), mis(String(d2), 'forgot-square-root', w.t(`${d2} is the distance squared; take the square root.`, `${d2} es la distancia al cuadrado; saca la raíz cuadrada.`))];
    if (!exact) m.push(mis(String(approx.round(0)), 'nearest-whole', w.t('Round to the nearest tenth.', 'Redondea a la décima más cercana.')));
    if (difficulty === 3 || difficulty === 5) {
      const wx = Math.abs(Math.abs(x2) - Math.abs(x1));
      const wy = Math.abs(Math.abs(y2) - Math.abs(y1));
      if (wx !== dx || wy !== dy) {
        const w2 = wx * wx + wy * wy;
        m.push(mis(isSquare(w2) ? String(Number(isqrt(BigInt(w2)))) : fmtDec(sqrtApprox(R(w2), 6).round(1)), 'ignored-negative-signs', w.t('Subtract the coordinates with their signs: a change from a negative to a positive number crosses 0.', 'Resta las coordenadas con sus signos: pasar de un número negativo a uno positivo cruza el 0.')));
      }
    }
    const body = bodyByFormat(
      // The wording is drawn after the numbers (docs/maths/curriculum.md, "Variety").
      w.es ? `${rng.pick([
        `¿Cuál es la distancia entre ${P} y ${Q}?`,
        `${someone(rng, w)} marca los puntos ${P} y ${Q}. ¿Qué tan lejos están uno del otro?`,
        `En la cuadrícula de un mapa, un tesoro está en ${Q} y un barco está en ${P}. ¿Cuál es la distancia en línea recta entre ellos?`,
        `Encuentra la longitud del segmento de ${P} a ${Q}.`,
        `Un dron vuela en línea recta de ${P} a ${Q} en una cuadrícula de coordenadas. ¿Qué distancia vuela?`,
      ])}${exact ? '' : ' Redondea a la décima más cercana.'}` : `${rng.pick([
        `What is the distance between ${P} and ${Q}?`,
        `${someone(rng)} plots the points ${P} and ${Q}. How far apart are they?`,
        `On a map grid, a treasure is at ${Q} and a ship is at ${P}. What is the straight-line distance between them?`,
        `Find the length of the segment from ${P} to ${Q}.`,
        `A drone flies in a straight line from ${P} to ${Q} on a coordinate grid. How far does it fly?`,
      ])}${exact ? '' : ' Round to the nearest tenth.'}`,
      answer,
      [
        w.t('Draw a right triangle: the distance is the hypotenuse, and the legs are the horizontal and vertical changes.', 'Dibuja un triángulo rectángulo: la distancia es la hipotenusa, y los catetos son los cambios horizontal y vertical.'),
        w.t(`Horizontal change: ${hx} = ${fmtDecOrFrac(x2 - x1)}; vertical change: ${hy} = ${fmtDecOrFrac(y2 - y1)}.`, `Cambio horizontal: ${hx} = ${fmtDecOrFrac(x2 - x1)}; cambio vertical: ${hy} = ${fmtDecOrFrac(y2 - y1)}.`),
        w.t(`d² = ${dx}² + ${dy}² = ${dx * dx} + ${dy * dy} = ${d2}; ${exact ? 'take the square root' : `√${d2} is between ${Number(isqrt(BigInt(d2)))} and ${Number(isqrt(BigInt(d2))) + 1}, so find it to the nearest tenth`}.`, `d² = ${dx}² + ${dy}² = ${dx * dx} + ${dy * dy} = ${d2}; ${exact ? 'saca la raíz cuadrada' : `√${d2} está entre ${Number(isqrt(BigInt(d2)))} y ${Number(isqrt(BigInt(d2))) + 1}, así que encuéntrala a la décima más cercana`}.`),
      ],
      [
        w.t(`Horizontal change: |${hx}| = ${dx}. Vertical change: |${hy}| = ${dy}.`, `Cambio horizontal: |${hx}| = ${dx}. Cambio vertical: |${hy}| = ${dy}.`),
        `d² = ${dx}² + ${dy}² = ${d2}.`,
        `d = √${d2} ${exact ? `= ${d}` : `≈ ${answer.canonical}`}.`,
        exact ? w.t(`Check: ${d}² = ${d * d} = ${dx * dx} + ${dy * dy}.`, `Comprueba: ${d}² = ${d * d} = ${dx * dx} + ${dy * dy}.`) : w.t(`Check: ${answer.canonical}² = ${fmtDec(approx.round(1).pow(2))}, close to ${d2}.`, `Comprueba: ${answer.canonical}² = ${fmtDec(approx.round(1).pow(2))}, cerca de ${d2}.`),
      ],
      m,
    );
    // Whole-number points: both on a coordinate plane, joined by the segment whose length is asked.
    if (![x1, y1, x2, y2].every(Number.isInteger)) return body;
    return withDiagram(body, plane({ points: [{ x: x1, y: y1, label: 'P' }, { x: x2, y: y2, label: 'Q' }], segments: [{ from: [x1, y1], to: [x2, y2] }] }));
  },
};
