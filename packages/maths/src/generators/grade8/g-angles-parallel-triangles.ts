import { Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { lin } from '../shared/expressions.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const deg = (v: number): AnswerSpec => ({ format: 'integer', value: String(v), canonical: String(v), unit: 'deg' });

const EQUAL_PAIRS = ['corresponding angles', 'alternate interior angles', 'alternate exterior angles', 'vertical angles'];

export const gAnglesParallelTriangles: SkillGenerator = {
  skillId: 'g8.g.angles-parallel-triangles',
  grade: 8,
  domain: 'g',
  ccss: ['8.G.A.5'],
  topic: 'Geometry',
  subtopic: 'Angle facts (triangles & parallel lines)',
  prereqs: ['g7.g.angle-relationships'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng) {
    if (difficulty === 1 || difficulty === 2) {
      const a = rng.int(25, 85);
      let b = rng.int(25, 150 - a);
      if (a + b === 90) b += 1;
      if (difficulty === 1) {
        const c = 180 - a - b;
        return bodyByFormat(
          // Wordings are drawn after the numbers (docs/maths/curriculum.md, "Variety").
          rng.pick([
            `Two angles of a triangle are ${a}° and ${b}°. What is the third angle?`,
            `${someone(rng)} measures two angles of a triangle: ${a}° and ${b}°. What is the third angle?`,
            `A triangle has angles of ${a}°, ${b}° and one more. How big is the third angle?`,
            `A triangular sail has two angles of ${a}° and ${b}°. What is its third angle?`,
            `Find the missing angle of a triangle whose other two angles are ${a}° and ${b}°.`,
          ]),
          deg(c),
          ['The three angles of a triangle add up to 180°.', `${a}° + ${b}° = ${a + b}°.`, `Subtract ${a + b}° from 180°.`],
          [`${a} + ${b} = ${a + b}.`, `180 − ${a + b} = ${c}, so the third angle is ${c}°.`, `Check: ${a} + ${b} + ${c} = 180.`],
          [mis(String(a + b), 'added-the-two', `${a + b}° is the sum of the two angles; the third angle makes the total 180°.`), mis(String(360 - a - b), 'used-360', 'A triangle\'s angles add to 180°, not 360°.')],
        );
      }
      const ext = a + b;
      return bodyByFormat(
        rng.pick([
          `In a triangle, two interior angles are ${a}° and ${b}°. What is the exterior angle at the third vertex?`,
          `${someone(rng)} draws a triangle with interior angles of ${a}° and ${b}°, then extends the third side. What is the exterior angle at the third vertex?`,
          `A triangle's interior angles at two corners are ${a}° and ${b}°. Find the exterior angle at the third corner.`,
          `Two interior angles of a triangle measure ${a}° and ${b}°. How big is the exterior angle at the other vertex?`,
          `The remote interior angles of an exterior angle of a triangle are ${a}° and ${b}°. What is the exterior angle?`,
        ]),
        deg(ext),
        ['An exterior angle equals the sum of the two remote (opposite) interior angles.', `The remote interior angles are ${a}° and ${b}°.`, `Add ${a}° and ${b}°.`],
        [`The exterior angle equals the sum of the two interior angles that are not next to it (the third interior angle would be 180° − ${a}° − ${b}°).`, `Exterior angle = ${a}° + ${b}° = ${ext}°.`, `Check: ${ext} + ${180 - ext} = 180 (they form a straight line).`],
        [mis(String(180 - ext), 'gave-interior-angle', `${180 - ext}° is the interior angle at that vertex; the exterior angle is next to it on the straight line.`), mis(String(Math.abs(a - b)), 'subtracted', 'Add the two remote interior angles.')],
      );
    }
    if (difficulty === 3 || difficulty === 4) {
      let a = rng.int(35, 145);
      if (a === 90) a = 92;
      if (difficulty === 3) {
        const pair = rng.pick(EQUAL_PAIRS);
        const ctx = pair === 'vertical angles' ? 'Two lines cross.' : 'Parallel lines are cut by a transversal.';
        return bodyByFormat(
          `${ctx} Angles 1 and 2 are ${pair}. ${rng.pick([`Angle 1 measures ${a}°. What is the measure of angle 2?`, `${someone(rng)} measures angle 1: ${a}°. What is angle 2?`, `If angle 1 is ${a}°, what is angle 2?`])}`,
          deg(a),
          [`${pair[0]!.toUpperCase()}${pair.slice(1)} ${pair === 'vertical angles' ? 'are' : 'formed by parallel lines are'} equal.`, `Angle 2 and angle 1 are ${pair}.`, `So angle 2 has the same measure as angle 1.`],
          [`${pair[0]!.toUpperCase()}${pair.slice(1)} are equal.`, `Angle 2 = angle 1 = ${a}°.`, `Check: angle 2 and its neighbor on the straight line add to 180: ${a} + ${180 - a} = 180.`],
          [mis(String(180 - a), 'used-supplement', `${pair[0]!.toUpperCase()}${pair.slice(1)} are equal, not supplementary.`)],
        );
      }
      const s = 180 - a;
      return bodyByFormat(
        rng.pick([
          `Parallel lines are cut by a transversal. Two same-side interior angles are angle 1 and angle 2. Angle 1 measures ${a}°. What is the measure of angle 2?`,
          `A transversal crosses two parallel lines. Angles 1 and 2 are same-side interior angles, and angle 1 is ${a}°. What is angle 2?`,
          `${someone(rng)} draws two parallel lines and a transversal. Same-side interior angles 1 and 2 are marked; angle 1 is ${a}°. Find angle 2.`,
          `Two parallel railway tracks are crossed by a straight road. Angles 1 and 2 are same-side interior angles, and angle 1 is ${a}°. What is angle 2?`,
          `Angles 1 and 2 are same-side interior angles between two parallel lines. If angle 1 measures ${a}°, what does angle 2 measure?`,
        ]),
        deg(s),
        ['Same-side interior angles between parallel lines are supplementary: they add up to 180°.', `Angle 1 + angle 2 = 180°, and angle 1 = ${a}°.`, `Subtract ${a} from 180.`],
        [`Same-side interior angles add to 180°.`, `Angle 2 = 180 − ${a} = ${s}°.`, `Check: ${a} + ${s} = 180.`],
        [mis(String(a), 'thought-equal', 'Same-side interior angles are supplementary (add to 180°), not equal.'), ...(a < 90 ? [mis(String(90 - a), 'used-90', 'They add to 180°, not 90°.')] : [])],
      );
    }
    // d5: angle expressions
    const equal = rng.bool();
    let p = 0, q = 0, r = 0, t = 0, x = 0, angle = 0;
    for (let i = 0; i < 30; i++) {
      p = rng.int(2, 6);
      r = intDiff(rng, p);
      x = rng.int(8, 30);
      if (equal) {
        angle = rng.int(40, 140);
        q = angle - p * x;
        t = angle - r * x;
      } else {
        angle = rng.int(40, 140); // first angle
        q = angle - p * x;
        t = 180 - angle - r * x;
      }
      if (q !== 0 && t !== 0 && Math.abs(q) <= 60 && Math.abs(t) <= 60 && angle !== 90) break;
    }
    const e1 = lin([[p, 'x']], q);
    const e2 = lin([[r, 'x']], t);
    const second = equal ? angle : 180 - angle;
    const text = equal
      ? `Parallel lines are cut by a transversal. Two alternate interior angles measure (${e1})° and (${e2})°. What is the measure of each angle?`
      : `Parallel lines are cut by a transversal. Two same-side interior angles measure (${e1})° and (${e2})°. What is the measure of the angle (${e1})°?`;
    const setup = equal ? `${e1} = ${e2}` : `${e1} + ${e2} = 180`;
    const m: Misconception[] = [mis(String(x), 'gave-x', `x = ${x} is not the angle: substitute it into ${e1}.`)];
    if (equal) {
      m.push(mis(String(180 - angle), 'gave-supplement', 'Alternate interior angles are equal, so the angle is not the supplement.'));
      // made them add to 180
      const xs = Rational.of(180 - q - t, p + r);
      const wrong = xs.mul(p).add(q);
      m.push(mis(fmtDecOrFrac(wrong.isInteger() || wrong.isTerminating() ? wrong : wrong.round(1)), 'made-them-supplementary', 'Alternate interior angles are equal; they do not add up to 180°.'));
    } else {
      m.push(mis(String(second), 'gave-other-angle', `That is the other angle, (${e2})°.`));
    }
    const answer = deg(angle);
    return bodyByFormat(
      text,
      answer,
      [equal ? 'Alternate interior angles are equal.' : 'Same-side interior angles add up to 180°.', `${setup}, so x = ${x}.`, `Substitute x = ${x} into ${e1}.`],
      [`${equal ? 'Alternate interior angles are equal' : 'Same-side interior angles are supplementary'}: ${setup}.`, equal ? `${lin([[p - r, 'x']], 0)} = ${fmtDecOrFrac(t - q)}, so x = ${x}.` : `${lin([[p + r, 'x']], q + t)} = 180, so x = ${x}.`, `${p} × ${x} ${q < 0 ? '−' : '+'} ${Math.abs(q)} = ${angle}, so the angle is ${angle}°.`, `Check: ${r} × ${x} ${t < 0 ? '−' : '+'} ${Math.abs(t)} = ${second}${equal ? ', the same angle' : `, and ${angle} + ${second} = 180`}.`],
      m,
    );
  },
};

function intDiff(rng: Rng, p: number): number {
  const r = rng.int(2, 7);
  return r === p ? p + 1 : r;
}
