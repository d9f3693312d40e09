import { Rational, R } from '../../rational.js';
import { withDiagram } from '../../diagrams/build.js';
import type { Diagram } from '../../diagrams/types.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator, UnitId } from '../../types.js';
import { isqrt, isSquare, sqrtApprox } from '../shared/arithmetic.js';
import { fmtDec, fmtDecOrFrac, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const BASE: Array<[number, number, number]> = [
  [3, 4, 5], [5, 12, 13], [8, 15, 17], [7, 24, 25], [20, 21, 29], [9, 40, 41], [12, 35, 37],
];
function triple(rng: Rng, maxC = 60): [number, number, number] {
  for (let i = 0; i < 20; i++) {
    const [a, b, c] = rng.pick(BASE);
    const k = rng.int(1, Math.max(1, Math.floor(maxC / c)));
    if (c * k <= maxC) return rng.bool() ? [a * k, b * k, c * k] : [b * k, a * k, c * k];
  }
  return [3, 4, 5];
}
const UNITS: Array<[UnitId, string]> = [['cm', 'cm'], ['in', 'in'], ['ft', 'ft'], ['m', 'm']];
function approx(n: number, unit: UnitId): AnswerSpec {
  const v = sqrtApprox(R(n), 9);
  return { format: 'decimal', mode: 'approx', places: 1, value: v.toString(), canonical: fmtDec(v.round(1), 1), unit };
}

export const gPythagoreanTheorem: SkillGenerator = {
  skillId: 'g8.g.pythagorean-theorem',
  grade: 8,
  domain: 'g',
  ccss: ['8.G.B.6', '8.G.B.7'],
  topic: 'Geometry',
  subtopic: 'Pythagorean theorem',
  prereqs: ['g8.ee.roots-equations'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng) {
    const [unit, u] = rng.pick(UNITS);
    if (difficulty === 4) {
      const [a, b, c0] = triple(rng, 45);
      const right = rng.bool();
      const c = right ? c0 : c0 + rng.pick([-1, 1]);
      const s = a * a + b * b;
      const key = right ? 'yes' : 'no';
      const answer: AnswerSpec = { format: 'choice', value: key, canonical: key, options: { yes: ['y', 'it is', 'right triangle', 'yes it is'], no: ['n', 'it is not', 'not a right triangle', 'no it is not'] } };
      return bodyByFormat(
        // Wordings are drawn after the numbers (docs/maths/curriculum.md, "Variety").
        rng.pick([
          `A triangle has sides ${a} ${u}, ${b} ${u} and ${c} ${u}. Is it a right triangle?`,
          `${someone(rng)} cuts three sticks, ${a} ${u}, ${b} ${u} and ${c} ${u} long, and makes a triangle. Is it a right triangle?`,
          `Do sides of ${a} ${u}, ${b} ${u} and ${c} ${u} make a right triangle?`,
          `A triangular garden has sides of ${a} ${u}, ${b} ${u} and ${c} ${u}. Does it have a right angle?`,
          `Is a triangle with sides ${a} ${u}, ${b} ${u} and ${c} ${u} a right triangle?`,
        ]),
        answer,
        ['If a² + b² = c² with c the longest side, the triangle is a right triangle (the converse of the Pythagorean theorem).', `${a}² + ${b}² = ${fmtInt(a * a)} + ${fmtInt(b * b)} = ${fmtInt(s)}.`, `Compare ${fmtInt(s)} with ${c}² = ${fmtInt(c * c)}.`],
        [`The longest side is ${c}.`, `${a}² + ${b}² = ${fmtInt(s)} and ${c}² = ${fmtInt(c * c)}.`, right ? `They are equal, so it is a right triangle.` : `${fmtInt(s)} ≠ ${fmtInt(c * c)}, so it is not a right triangle.`, `Check: ${right ? 'the sides are a Pythagorean triple' : `with legs ${a} and ${b} a right triangle would need a longest side of ${c0}`}.`],
        [mis(right ? 'no' : 'yes', right ? 'missed-converse' : 'close-is-enough', right ? `${a}² + ${b}² equals ${c}² exactly, so it is a right triangle.` : `Close is not enough: ${fmtInt(s)} must equal ${fmtInt(c * c)} exactly.`)],
      );
    }
    if (difficulty === 1 || (difficulty === 3 && rng.bool())) {
      let a: number, b: number, cc: number;
      if (difficulty === 1) {
        const t = triple(rng, 50);
        [a, b] = [t[0], t[1]];
        cc = t[2] * t[2];
      } else {
        a = rng.int(2, 12);
        b = rng.int(2, 12);
        if (isSquare(a * a + b * b)) b += 1;
        if (isSquare(a * a + b * b)) b += 1;
        cc = a * a + b * b;
      }
      const exact = difficulty === 1;
      const c = Number(isqrt(BigInt(cc)));
      const answer: AnswerSpec = exact ? { format: 'number', value: String(c), canonical: String(c), unit } : approx(cc, unit);
      const m: Misconception[] = [mis(String(a + b), 'added-sides', 'The hypotenuse is not the sum of the legs; use a² + b² = c².'), mis(fmtInt(cc), 'forgot-square-root', `${fmtInt(cc)} is c²; take the square root to find c.`)];
      if (!exact) m.push(mis(String(Math.round(Math.sqrt(cc))), 'nearest-whole', 'Round to the nearest tenth, not the nearest whole number.'));
      return withDiagram(bodyByFormat(
        `${rng.pick([
          `A right triangle has legs of ${a} ${u} and ${b} ${u}. How long is the hypotenuse?`,
          `${someone(rng)} draws a right triangle with legs of ${a} ${u} and ${b} ${u}. How long is its hypotenuse?`,
          `What is the hypotenuse of a right triangle with legs of ${a} ${u} and ${b} ${u}?`,
          `A ramp makes a right triangle with legs of ${a} ${u} and ${b} ${u}. How long is its sloping side, the hypotenuse?`,
          `A rectangle is ${a} ${u} by ${b} ${u}. How long is its diagonal, the hypotenuse of the right triangle it cuts off?`,
        ])}${exact ? '' : ' Round to the nearest tenth.'}`,
        answer,
        ['The Pythagorean theorem: leg² + leg² = hypotenuse².', `${a}² + ${b}² = ${fmtInt(a * a)} + ${fmtInt(b * b)} = ${fmtInt(cc)}.`, `The hypotenuse is √${fmtInt(cc)}${exact ? '' : '; find it to the nearest tenth'}.`],
        [`c² = ${a}² + ${b}² = ${fmtInt(a * a)} + ${fmtInt(b * b)} = ${fmtInt(cc)}.`, `c = √${fmtInt(cc)} ${exact ? `= ${c}` : `≈ ${answer.canonical}`} ${u}.`, exact ? `Check: ${c}² = ${fmtInt(cc)}.` : `Check: ${answer.canonical}² = ${fmtDec(Rational.parse(answer.canonical).pow(2))}, close to ${fmtInt(cc)}.`],
        m,
      ), rightTriangle(a, b, `${a} ${u}`, '?', `${b} ${u}`));
    }
    if (difficulty === 5 && rng.bool(0.35)) {
      const BOX: Array<[number, number, number, number]> = [[1, 2, 2, 3], [2, 3, 6, 7], [1, 4, 8, 9], [2, 6, 9, 11], [3, 4, 12, 13], [2, 10, 11, 15], [4, 4, 7, 9], [6, 6, 7, 11], [8, 9, 12, 17], [2, 5, 14, 15]];
      const [l, w, h, d] = rng.pick(BOX);
      const f2 = l * l + w * w;
      const answer: AnswerSpec = { format: 'number', value: String(d), canonical: String(d), unit };
      return bodyByFormat(
        `A box is ${l} ${u} long, ${w} ${u} wide and ${h} ${u} tall. How long is the diagonal from a bottom corner to the opposite top corner?`,
        answer,
        ['Use the Pythagorean theorem twice: first across the bottom, then up to the top corner.', `Bottom diagonal² = ${l}² + ${w}² = ${fmtInt(f2)}.`, `Space diagonal² = ${fmtInt(f2)} + ${h}² = ${fmtInt(f2 + h * h)}; take the square root.`],
        [`Bottom diagonal² = ${l}² + ${w}² = ${fmtInt(f2)}.`, `Space diagonal² = ${fmtInt(f2)} + ${fmtInt(h * h)} = ${fmtInt(f2 + h * h)}.`, `Diagonal = √${fmtInt(f2 + h * h)} = ${d} ${u}.`, `Check: ${l}² + ${w}² + ${h}² = ${d}² = ${fmtInt(d * d)}.`],
        [mis(String(l + w + h), 'added-sides', 'Add the squares, not the lengths.'), mis(String(d * d), 'forgot-square-root', `${fmtInt(d * d)} is the diagonal squared; take the square root.`)],
      );
    }
    // leg: d2 plain, d3 non-whole, d5 ladder story
    let a: number, c: number, bb: number;
    if (difficulty === 3) {
      c = rng.int(6, 15);
      a = rng.int(2, c - 2);
      if (isSquare(c * c - a * a)) a += 1;
      bb = c * c - a * a;
    } else {
      const t = triple(rng, difficulty === 5 ? 40 : 50);
      a = t[0];
      c = t[2];
      bb = t[1] * t[1];
    }
    const exact = difficulty !== 3;
    const b = Number(isqrt(BigInt(bb)));
    const answer: AnswerSpec = exact ? { format: 'number', value: String(b), canonical: String(b), unit: difficulty === 5 ? 'ft' : unit } : approx(bb, unit);
    const uu = difficulty === 5 ? 'ft' : u;
    const text =
      difficulty === 5
        ? `A ${c}-ft ladder leans against a wall with its foot ${a} ft from the wall. How high up the wall does it reach?`
        : `${rng.pick([
            `A right triangle has a hypotenuse of ${c} ${u} and one leg of ${a} ${u}. How long is the other leg?`,
            `${someone(rng)} knows a right triangle's hypotenuse is ${c} ${u} and one leg is ${a} ${u}. How long is the other leg?`,
            `One leg of a right triangle is ${a} ${u} and the hypotenuse is ${c} ${u}. Find the other leg.`,
            `A kite's string is ${c} ${u} long and pulled tight. The kite is ${a} ${u} across the ground from the flier. How high is the kite (the other leg of the right triangle)?`,
            `The hypotenuse of a right triangle is ${c} ${u}. One leg is ${a} ${u}. What is the length of the other leg?`,
          ])}${exact ? '' : ' Round to the nearest tenth.'}`;
    const m: Misconception[] = [
      mis(fmtDec(sqrtApprox(R(c * c + a * a), 6).round(1)), 'added-squares', `The ${difficulty === 5 ? 'ladder' : 'hypotenuse'} is the longest side: subtract ${a}² from ${c}², don't add.`),
      mis(String(c - a), 'subtracted-sides', `Subtract the squares, not the lengths: ${c}² − ${a}².`),
      mis(fmtInt(bb), 'forgot-square-root', `${fmtInt(bb)} is the leg squared; take the square root.`),
    ];
    if (!exact) m.push(mis(String(Math.round(Math.sqrt(bb))), 'nearest-whole', 'Round to the nearest tenth, not the nearest whole number.'));
    return withDiagram(bodyByFormat(
      text,
      answer,
      [difficulty === 5 ? 'The ladder is the hypotenuse.' : 'The hypotenuse is the longest side: leg² + leg² = hypotenuse².', `${a}² + h² = ${c}², where h is the missing length.`, `h² = ${fmtInt(c * c)} − ${fmtInt(a * a)}; then take the square root.`],
      [`${a}² + h² = ${c}².`, `h² = ${fmtInt(c * c)} − ${fmtInt(a * a)} = ${fmtInt(bb)}.`, `h = √${fmtInt(bb)} ${exact ? `= ${b}` : `≈ ${answer.canonical}`} ${uu}.`, exact ? `Check: ${a}² + ${b}² = ${fmtInt(a * a)} + ${fmtInt(b * b)} = ${fmtInt(c * c)} = ${c}².` : `Check: ${a}² + ${answer.canonical}² ≈ ${fmtDecOrFrac(R(a * a).add(Rational.parse(answer.canonical).pow(2)).round(1))}, close to ${c}² = ${fmtInt(c * c)}.`],
      m,
    ), rightTriangle(a, Math.sqrt(bb), `${a} ${uu}`, `${c} ${uu}`, '?'));
  },
};

/** A right triangle with legs a (along the bottom) and b (up the left side), the right angle at the bottom left. */
function rightTriangle(a: number, b: number, bottom: string, hypotenuse: string, left: string): Diagram {
  return { kind: 'polygon', name: 'right triangle', vertices: [{ x: 0, y: 0 }, { x: a, y: 0 }, { x: 0, y: b }], sides: [bottom, hypotenuse, left], angles: [null, null, null], rightAngles: [0] };
}
