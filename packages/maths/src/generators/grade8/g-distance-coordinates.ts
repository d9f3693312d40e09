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
  generate(difficulty: Difficulty, rng: Rng) {
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
    const m: Misconception[] = [mis(String(dx + dy), 'added-changes', 'Distance is not the sum of the changes: use the Pythagorean theorem.'), mis(String(d2), 'forgot-square-root', `${d2} is the distance squared; take the square root.`)];
    if (!exact) m.push(mis(String(approx.round(0)), 'nearest-whole', 'Round to the nearest tenth.'));
    if (difficulty === 3 || difficulty === 5) {
      const wx = Math.abs(Math.abs(x2) - Math.abs(x1));
      const wy = Math.abs(Math.abs(y2) - Math.abs(y1));
      if (wx !== dx || wy !== dy) {
        const w2 = wx * wx + wy * wy;
        m.push(mis(isSquare(w2) ? String(Number(isqrt(BigInt(w2)))) : fmtDec(sqrtApprox(R(w2), 6).round(1)), 'ignored-negative-signs', 'Subtract the coordinates with their signs: a change from a negative to a positive number crosses 0.'));
      }
    }
    const body = bodyByFormat(
      // The wording is drawn after the numbers (docs/maths/curriculum.md, "Variety").
      `${rng.pick([
        `What is the distance between ${P} and ${Q}?`,
        `${someone(rng)} plots the points ${P} and ${Q}. How far apart are they?`,
        `On a map grid, a treasure is at ${Q} and a ship is at ${P}. What is the straight-line distance between them?`,
        `Find the length of the segment from ${P} to ${Q}.`,
        `A drone flies in a straight line from ${P} to ${Q} on a coordinate grid. How far does it fly?`,
      ])}${exact ? '' : ' Round to the nearest tenth.'}`,
      answer,
      [
        'Draw a right triangle: the distance is the hypotenuse, and the legs are the horizontal and vertical changes.',
        `Horizontal change: ${hx} = ${fmtDecOrFrac(x2 - x1)}; vertical change: ${hy} = ${fmtDecOrFrac(y2 - y1)}.`,
        `d² = ${dx}² + ${dy}² = ${dx * dx} + ${dy * dy} = ${d2}; ${exact ? 'take the square root' : `√${d2} is between ${Number(isqrt(BigInt(d2)))} and ${Number(isqrt(BigInt(d2))) + 1}, so find it to the nearest tenth`}.`,
      ],
      [
        `Horizontal change: |${hx}| = ${dx}. Vertical change: |${hy}| = ${dy}.`,
        `d² = ${dx}² + ${dy}² = ${d2}.`,
        `d = √${d2} ${exact ? `= ${d}` : `≈ ${answer.canonical}`}.`,
        exact ? `Check: ${d}² = ${d * d} = ${dx * dx} + ${dy * dy}.` : `Check: ${answer.canonical}² = ${fmtDec(approx.round(1).pow(2))}, close to ${d2}.`,
      ],
      m,
    );
    // Whole-number points: both on a coordinate plane, joined by the segment whose length is asked.
    if (![x1, y1, x2, y2].every(Number.isInteger)) return body;
    return withDiagram(body, plane({ points: [{ x: x1, y: y1, label: 'P' }, { x: x2, y: y2, label: 'Q' }], segments: [{ from: [x1, y1], to: [x2, y2] }] }));
  },
};
