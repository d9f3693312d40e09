import { R, Rational } from '../../rational.js';
import { withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtFrac, fmtMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

const half = (rng: Rng) => rng.pick([rat(1, 2), rat(1, 4), rat(3, 4), rat(1, 3), rat(2, 3)]);

export const gVolumeFractionalEdges: SkillGenerator = {
  skillId: 'g6.g.volume-fractional-edges',
  grade: 6,
  domain: 'g',
  ccss: ['6.G.A.2'],
  topic: 'Geometry',
  subtopic: 'Volume with fraction edges',
  prereqs: ['g5.md.volume-prisms', 'g5.nf.multiply-fractions'],
  estTimeSec: times(25, 120),
  version: '1.1.0',
  generate(d: Difficulty, rng: Rng) {
    let e: Rational[];
    if (d === 1) e = [R(rng.int(2, 6)), R(rng.int(2, 6)), half(rng)];
    else if (d === 2) e = [R(rng.int(2, 8)), half(rng), half(rng)];
    else if (d === 3) e = [R(rng.int(1, 4)).add(rat(1, 2)), R(rng.int(2, 5)), R(rng.int(1, 3)).add(half(rng))];
    else if (d === 5) e = [R(rng.int(1, 3)).add(half(rng)), R(rng.int(1, 2)).add(rat(1, 2)), half(rng)];
    else e = [R(rng.int(2, 5)), R(rng.int(1, 3)).add(rat(1, 2)), half(rng)];
    if (d !== 4) e = rng.shuffle(e);
    const vol = e[0]!.mul(e[1]!).mul(e[2]!);
    const show = (r: Rational) => fmtMixed(r);
    if (d === 4) {
      // missing edge from the volume
      const base = e[0]!.mul(e[1]!);
      return withDiagram(bodyLoose(
        `A box has a volume of ${show(vol)} cubic inches. Its length is ${show(e[0]!)} in and its width is ${show(e[1]!)} in. What is its height, in inches?`,
        A.fraction(e[2]!, { allowDecimal: true }),
        ['Volume = length × width × height, so height = volume ÷ (length × width).', `Length × width = ${show(e[0]!)} × ${show(e[1]!)} = ${show(base)}.`, `Divide ${show(vol)} by ${show(base)}.`],
        [`Base area: ${show(base)} square inches.`, `Height: ${show(vol)} ÷ ${show(base)} = ${show(e[2]!)} in.`, `Check: ${show(e[0]!)} × ${show(e[1]!)} × ${show(e[2]!)} = ${show(vol)}.`],
        [mis(val(vol.mul(base), 'mixed'), 'multiplied', 'Divide the volume by the base area to undo the multiplication.'), mis(val(vol.sub(e[0]!).sub(e[1]!), 'mixed'), 'subtracted', 'Volume multiplies the edges, so divide.')],
      ), { kind: 'solid', shape: 'rectangular-prism', labels: { length: `${show(e[0]!)} in`, width: `${show(e[1]!)} in`, height: '?' } });
    }
    const impro = e.map((x) => fmtFrac(x));
    const wholeParts = e.map((x) => R(x.floor()));
    return withDiagram(bodyLoose(
      `A box is ${show(e[0]!)} in by ${show(e[1]!)} in by ${show(e[2]!)} in. What is its volume, in cubic inches?`,
      A.fraction(vol, { allowDecimal: true }),
      ['Volume = length × width × height.', d >= 3 ? `Use improper fractions: ${impro.join(' × ')}.` : `Multiply: ${impro.join(' × ')}.`, `Multiply the tops and the bottoms, then simplify${vol.isInteger() ? '' : ' and write it as a mixed number'}.`],
      [`V = ${impro.join(' × ')}.`, `= ${fmtFrac(vol)}${vol.isInteger() ? '' : ` = ${show(vol)}`} cubic inches.`, `Check: ${show(vol)} ÷ ${show(e[2]!)} = ${show(e[0]!.mul(e[1]!))} = ${show(e[0]!)} × ${show(e[1]!)}.`],
      [
        d >= 3 && wholeParts.every((w) => w.sign() > 0) ? mis(val(wholeParts.reduce((p, c) => p.mul(c), R(1))), 'whole-parts-only', 'Multiply the whole mixed numbers, not just the whole parts.') : null,
        mis(val(e[0]!.add(e[1]!).add(e[2]!), 'mixed'), 'added-edges', 'Volume multiplies the three edges.'),
      ],
    ), { kind: 'solid', shape: 'rectangular-prism', labels: { length: `${show(e[0]!)} in`, width: `${show(e[1]!)} in`, height: `${show(e[2]!)} in` } });
  },
};
