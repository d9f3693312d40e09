import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

export const gTriangleConditions: SkillGenerator = {
  skillId: 'g7.g.triangle-conditions',
  grade: 7,
  domain: 'g',
  ccss: ['7.G.A.2'],
  topic: 'Geometry',
  subtopic: 'Can these make a triangle?',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.1.0',
  generate(d: Difficulty, rng: Rng) {
    if (d <= 2) {
      const a = rng.int(2, 12);
      const b = rng.int(2, 12);
      const yes = rng.bool();
      const c = d === 2 && !yes ? a + b : yes ? rng.int(Math.abs(a - b) + 1, a + b - 1) : a + b + rng.int(1, 6);
      const sides = rng.shuffle([a, b, c]);
      const sorted = [...sides].sort((x, y) => x - y);
      const ok = sorted[0]! + sorted[1]! > sorted[2]!;
      return bodyLoose(
        (() => {
          const [x, y, z] = sides.map((n) => `${n} cm`);
          return rng.pick([
            `Can sides of ${x}, ${y} and ${z} make a triangle? Answer yes or no.`,
            `${someone(rng)} has three straws: ${x}, ${y} and ${z} long. Can they make a triangle? Answer yes or no.`,
            `Do lengths of ${x}, ${y} and ${z} form a triangle? Answer yes or no.`,
            `Three sticks are ${x}, ${y} and ${z} long. Can they be joined end to end into a triangle? Answer yes or no.`,
            `Is there a triangle with sides of ${x}, ${y} and ${z}? Answer yes or no.`,
          ]);
        })(),
        A.yesNo(ok),
        ['Any two sides together must be longer than the third side.', `Check the two shortest sides against the longest: ${sorted[0]} + ${sorted[1]} and ${sorted[2]}.`, `${sorted[0]} + ${sorted[1]} = ${sorted[0]! + sorted[1]!}. Is that more than ${sorted[2]}?`],
        [`Two shortest: ${sorted[0]} + ${sorted[1]} = ${sorted[0]! + sorted[1]!}.`, `${sorted[0]! + sorted[1]!} ${ok ? '>' : sorted[0]! + sorted[1]! === sorted[2] ? '=' : '<'} ${sorted[2]}, so ${ok ? 'yes, they make a triangle' : 'no, they cannot make a triangle'}.`, `Check: ${ok ? 'the other two pairs are longer than the remaining side too' : sorted[0]! + sorted[1]! === sorted[2] ? 'equal means the sides would lie flat, not a triangle' : 'the two short sides cannot reach each other'}.`],
        [mis(ok ? 'no' : 'yes', ok ? 'too-strict' : sorted[0]! + sorted[1]! === sorted[2] ? 'flat-triangle' : 'any-three-sides', ok ? 'The two shorter sides together are longer than the longest side, so it works.' : 'The two shorter sides must add to MORE than the longest side.')],
      );
    }
    if (d === 3) {
      const yes = rng.bool();
      const a = rng.int(20, 100);
      const b = rng.int(20, 150 - a);
      const c = yes ? 180 - a - b : 180 - a - b + rng.pick([-20, -10, 10, 15, 20]);
      return bodyLoose(
        rng.pick([
          `Can a triangle have angles of ${a}°, ${b}° and ${c}°? Answer yes or no.`,
          `${someone(rng)} measures the angles of a shape: ${a}°, ${b}° and ${c}°. Could the shape be a triangle? Answer yes or no.`,
          `Is there a triangle with angles of ${a}°, ${b}° and ${c}°? Answer yes or no.`,
          `Three angles are ${a}°, ${b}° and ${c}°. Can they be the angles of one triangle? Answer yes or no.`,
          `Could a triangle's angles be ${a}°, ${b}° and ${c}°? Answer yes or no.`,
        ]),
        A.yesNo(yes),
        ['The angles of a triangle always add up to 180°.', `Add them: ${a} + ${b} + ${c}.`, `${a} + ${b} + ${c} = ${a + b + c}. Is that 180?`],
        [`${a} + ${b} + ${c} = ${a + b + c}.`, yes ? 'The sum is 180°, so yes.' : `The sum is ${a + b + c}°, not 180°, so no.`, `Check: ${a} + ${b} = ${a + b}, and 180 − ${a + b} = ${180 - a - b}${yes ? ', the third angle' : `, not ${c}`}.`],
        [mis(yes ? 'no' : 'yes', 'angle-sum', 'The three angles must add to exactly 180°.')],
      );
    }
    if (d === 4) {
      const kind = rng.pick(['one', 'more', 'none', 'one-sides'] as const);
      const a = rng.int(30, 80);
      const b = rng.int(30, 80);
      let text: string;
      let ans: string;
      let why: string;
      // A step with a number to fill in, before the one-or-more-or-none decision.
      let work: string;
      if (kind === 'one') {
        text = `A triangle has angles of ${a}° and ${b}°, and the side between them is 6 cm. How many different triangles fit these conditions: one, more than one, or none?`;
        ans = 'one';
        work = `The third angle is 180° − ${a}° − ${b}° = ${180 - a - b}°.`;
        why = 'Two angles and the side between them fix the triangle exactly.';
      } else if (kind === 'more') {
        text = `A triangle has angles of ${a}°, ${b}° and ${180 - a - b}°. How many different triangles fit these conditions: one, more than one, or none?`;
        ans = 'more than one';
        work = `The angles add up: ${a} + ${b} + ${180 - a - b} = 180.`;
        why = 'Three angles fix the shape but not the size: you can draw the triangle bigger or smaller.';
      } else if (kind === 'none') {
        text = `A triangle has angles of ${a + 50}° and ${b + 60}°. How many different triangles fit these conditions: one, more than one, or none?`;
        ans = 'none';
        work = `${a + 50} + ${b + 60} = ${a + b + 110}.`;
        why = 'That is already 180° or more: nothing is left for the third angle.';
      } else {
        const s = [rng.int(3, 9), rng.int(3, 9)];
        const t = rng.int(Math.abs(s[0]! - s[1]!) + 1, s[0]! + s[1]! - 1);
        text = `A triangle has sides of ${s[0]} cm, ${s[1]} cm and ${t} cm. How many different triangles fit these conditions: one, more than one, or none?`;
        ans = 'one';
        const [x, y] = [s[0]!, s[1]!, t].sort((m, n) => m - n);
        work = `Two shortest sides together: ${x} + ${y} = ${x! + y!}.`;
        why = 'Three side lengths that satisfy the triangle inequality fix exactly one triangle.';
      }
      // Who draws the triangle is picked after the numbers (docs/maths/curriculum.md, "Variety").
      text = text.replace(/^A triangle has/, rng.pick(['A triangle has', `${someone(rng)} draws a triangle with`, 'Suppose a triangle has', 'A triangle is drawn with']));
      const spec = A.choice(ans, { one: ['1', 'one triangle', 'exactly one'], 'more than one': ['more', 'many', 'infinitely many', 'more than 1'], none: ['0', 'no triangle', 'zero'] });
      return bodyLoose(
        text,
        spec,
        ['Ask yourself: is the shape fixed, is only the shape fixed (not the size), or is it impossible?', kind === 'none' ? 'Add the two angles you know.' : kind === 'more' ? 'Do the conditions say anything about the side lengths?' : 'Could you draw two different triangles that both fit?', kind === 'none' ? 'Is there any angle left over for the third corner?' : 'Think about making a copy bigger or smaller, or changing an angle.'],
        [work, why, `So the answer is "${ans}".`, `Check: ${kind === 'more' ? 'doubling every side keeps the angles the same' : kind === 'none' ? 'the three angles of a triangle must add to exactly 180°' : 'any triangle you draw with these conditions matches the first one exactly'}.`],
        [mis(ans === 'one' ? 'more than one' : 'one', 'conditions', ans === 'more than one' ? 'Angles alone do not fix the size.' : 'These conditions fix a single triangle.')],
      );
    }
    const a = rng.int(3, 15);
    let b = rng.int(3, 15);
    if (a === b) b += 2;
    const askMax = rng.bool(0.6);
    const ans = askMax ? a + b - 1 : Math.abs(a - b) + 1;
    return bodyLoose(
      rng.pick([
        `Two sides of a triangle are ${a} cm and ${b} cm. What is the ${askMax ? 'greatest' : 'least'} whole-number length, in cm, the third side can have?`,
        `${someone(rng)} has two sticks, ${a} cm and ${b} cm long, and needs a third to make a triangle. What is the ${askMax ? 'greatest' : 'least'} whole-number length, in cm, it can have?`,
        `A triangle has sides of ${a} cm and ${b} cm. What is the ${askMax ? 'greatest' : 'least'} whole-number length, in cm, of its third side?`,
        `A triangular sign has two edges of ${a} cm and ${b} cm. What is the ${askMax ? 'greatest' : 'least'} whole number of cm the third edge can be?`,
        `The third side of a triangle is a whole number of cm, and the other two are ${a} cm and ${b} cm. What is the ${askMax ? 'greatest' : 'least'} it can be?`,
      ]),
      A.integer(ans, 'cm'),
      ['Any two sides together must be longer than the third side.', askMax ? `So the third side must be shorter than ${a} + ${b} = ${a + b}.` : `So the third side must be longer than ${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}.`, askMax ? `What is the greatest whole number below ${a + b}?` : `What is the least whole number above ${Math.abs(a - b)}?`],
      [askMax ? `Third side < ${a} + ${b} = ${a + b}.` : `Third side > ${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}.`, `${askMax ? 'Greatest' : 'Least'} whole number that works: ${ans}.`, `Check: ${a}, ${b}, ${ans}: the two shortest add to more than the longest.`],
      [
        mis(String(askMax ? a + b : Math.abs(a - b)), 'equal-allowed', 'If the sides were equal to that, the triangle would be flat.'),
        mis(String(askMax ? Math.abs(a - b) : a + b), 'wrong-bound', askMax ? 'That is about the smallest side, not the greatest.' : 'That is about the largest side, not the least.'),
      ],
    );
  },
};
