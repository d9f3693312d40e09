import { Rational, R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { fmtDecOrFrac, fmtFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const num = (r: Rational): string => fmtDecOrFrac(r);
const factorText = (k: Rational): string => (k.isInteger() ? fmtDecOrFrac(k) : fmtFrac(k));

export const gSimilarityDilations: SkillGenerator = {
  skillId: 'g8.g.similarity-dilations',
  grade: 8,
  domain: 'g',
  ccss: ['8.G.A.3', '8.G.A.4'],
  topic: 'Geometry',
  subtopic: 'Dilations & similar figures',
  prereqs: ['g7.g.scale-drawings'],
  estTimeSec: times(20, 90),
  version: '1.3.0',
  generate(difficulty: Difficulty, rng: Rng) {
    if (difficulty === 1 || (difficulty === 4 && rng.bool())) {
      // dilate a point about the origin
      const k = difficulty === 1 ? rng.pick([R(2), R(3), Rational.of(1, 2)]) : rng.pick([Rational.of(2, 3), Rational.of(3, 4), Rational.of(3, 2), Rational.of(5, 2), Rational.of(1, 3)]);
      const d = Number(k.den);
      const x = signedInt(rng, 1, 6) * d;
      const y = signedInt(rng, 1, 6) * d;
      const X = k.mul(x);
      const Y = k.mul(y);
      const answer: AnswerSpec = { format: 'coordinate', x: X.toString(), y: Y.toString(), canonical: `(${num(X)}, ${num(Y)})` };
      const m: Misconception[] = [];
      const inv = R(1).div(k);
      m.push(mis(`(${num(inv.mul(x))}, ${num(inv.mul(y))})`, 'upside-down-factor', `Multiply by ${factorText(k)}; don't divide by it.`));
      if (k.isInteger()) m.push(mis(`(${num(k.add(x))}, ${num(k.add(y))})`, 'added-factor', `A dilation multiplies each coordinate by the scale factor; it does not add ${factorText(k)}.`));
      m.push(mis(`(${num(X)}, ${fmtDecOrFrac(y)})`, 'only-x', 'Multiply both coordinates by the scale factor.'));
      return bodyByFormat(
        // Wordings are drawn after the numbers (docs/maths/curriculum.md, "Variety").
        (() => {
          const P = `(${fmtDecOrFrac(x)}, ${fmtDecOrFrac(y)})`;
          const f = factorText(k);
          return rng.pick([
            `Dilate the point ${P} by a scale factor of ${f} about the origin. Where does it land?`,
            `${someone(rng)} dilates the point ${P} about the origin with a scale factor of ${f}. What is the image point?`,
            `The point ${P} is dilated about the origin by a scale factor of ${f}. Where is its image?`,
            `A dilation about the origin has a scale factor of ${f}. Where does it send the point ${P}?`,
            `Find the image of ${P} under a dilation about the origin with scale factor ${f}.`,
          ]);
        })(),
        answer,
        ['A dilation about the origin multiplies both coordinates by the scale factor.', `x: ${fmtDecOrFrac(x)} × ${factorText(k)} = ${num(X)}.`, `Now multiply y = ${fmtDecOrFrac(y)} by ${factorText(k)}.`],
        [`(x, y) → (${factorText(k)}x, ${factorText(k)}y).`, `${fmtDecOrFrac(x)} × ${factorText(k)} = ${num(X)} and ${fmtDecOrFrac(y)} × ${factorText(k)} = ${num(Y)}.`, `The image is (${num(X)}, ${num(Y)}).`, `Check: the image is on the same line through the origin, ${k.gt(1) ? 'farther from' : 'closer to'} it by a factor of ${factorText(k)}.`],
        m,
      );
    }
    if (difficulty === 2) {
      const k = rng.pick([R(2), R(3), R(4), Rational.of(1, 2), Rational.of(3, 2), Rational.of(5, 2), Rational.of(1, 3), Rational.of(2, 3)]);
      const a = R(rng.int(2, 6) * Number(k.den));
      const b = k.mul(a);
      const answer: AnswerSpec = { format: 'number', value: k.toString(), canonical: factorText(k) };
      return bodyByFormat(
        rng.pick([
          `A figure is dilated. A side that was ${num(a)} cm long is ${num(b)} cm long in the image. What is the scale factor?`,
          `${someone(rng)} enlarges or shrinks a drawing. A line that was ${num(a)} cm long becomes ${num(b)} cm long. What is the scale factor?`,
          `A photo is resized: a ${num(a)} cm edge becomes ${num(b)} cm. What is the scale factor of the dilation?`,
          `Under a dilation, a segment of ${num(a)} cm has an image of ${num(b)} cm. Find the scale factor.`,
          `A side of ${num(a)} cm in a figure matches a side of ${num(b)} cm in its dilated image. What is the scale factor?`,
        ]),
        answer,
        ['Scale factor = image length ÷ original length.', `The image side is ${num(b)} and the original side is ${num(a)}.`, `Work out ${num(b)} ÷ ${num(a)}.`],
        [k.gt(1) ? 'The image is bigger (an enlargement), so the scale factor is more than 1.' : 'The image is smaller (a reduction), so the scale factor is less than 1.', `Scale factor = ${num(b)} ÷ ${num(a)} = ${factorText(k)}.`, `Check: ${num(a)} × ${factorText(k)} = ${num(b)}.`],
        [mis(factorText(a.div(b)), 'upside-down-factor', 'Divide the image length by the original length, not the other way round.'), mis(num(b.sub(a)), 'difference-not-ratio', 'A scale factor compares by multiplying, not by subtracting.')],
      );
    }
    // similar triangles: missing side (d3 whole factor, d4 fraction factor, d5 3/2, where adding the difference is the trap)
    const base = rng.pick([
      [3, 4, 5],
      [6, 8, 10],
      [5, 12, 13],
      [4, 6, 7],
      [5, 7, 9],
      [8, 15, 17],
      [7, 24, 25],
      [4, 5, 6],
      [5, 6, 8],
      [6, 7, 9],
      [3, 5, 7],
      [7, 8, 10],
      [9, 10, 12],
      [5, 8, 9],
    ]) as [number, number, number];
    const k = difficulty === 3 ? R(rng.int(2, 4)) : difficulty === 5 ? Rational.of(3, 2) : rng.pick([Rational.of(1, 2), Rational.of(2, 3), Rational.of(3, 4), Rational.of(5, 2), Rational.of(4, 3)]);
    const d = Number(k.den);
    const sides = base.map((s) => s * d) as [number, number, number];
    const img = sides.map((s) => k.mul(s));
    const ask = rng.int(1, 2);
    const known = 0;
    const answerV = img[ask]!;
    const answer: AnswerSpec = { format: 'number', value: answerV.toString(), canonical: num(answerV), unit: 'cm' };
    const names = ['shortest', 'middle', 'longest'];
    const add = img[known]!.sub(sides[known]!);
    return bodyByFormat(
      (() => {
        const first = `${sides.join(' cm, ').replace(/, (\d+)$/, ' and $1')} cm`;
        const short = `${num(img[known]!)} cm`;
        return rng.pick([
          `A triangle with sides ${first} is similar to a triangle whose shortest side is ${short}. How long is the ${names[ask]} side of the second triangle?`,
          `${someone(rng)} draws a triangle with sides ${first}, then a similar triangle whose shortest side is ${short}. How long is the ${names[ask]} side of the new triangle?`,
          `Two triangles are similar. The first has sides ${first}; the second has a shortest side of ${short}. What is the ${names[ask]} side of the second?`,
          `A triangular flag has sides ${first}. A similar flag has a shortest side of ${short}. How long is its ${names[ask]} side?`,
          `A triangle's sides are ${first}. A similar triangle's shortest side is ${short}. Find the ${names[ask]} side of the similar triangle.`,
        ]);
      })(),
      answer,
      [`Scale factor = ${num(img[known]!)} ÷ ${sides[known]}.`, `It's ${factorText(k)}${k.isInteger() ? '' : ` (${num(k)})`}.`, `Multiply the ${names[ask]} side, ${sides[ask]}, by ${factorText(k)}.`],
      [`Matching sides: the shortest sides are ${sides[known]} cm and ${num(img[known]!)} cm.`, `Scale factor = ${num(img[known]!)} ÷ ${sides[known]} = ${factorText(k)}.`, `${sides[ask]} × ${factorText(k)} = ${num(answerV)} cm.`, `Check: ${num(answerV)} ÷ ${sides[ask]} = ${factorText(k)}, the same ratio as ${num(img[known]!)} ÷ ${sides[known]}.`],
      [
        mis(num(add.add(sides[ask]!)), 'added-difference', `Similar figures multiply every side by the same factor; adding ${num(add)} to each side keeps the difference, not the shape.`),
        mis(fmtFrac(R(sides[ask]!).div(k)), 'upside-down-factor', `The second triangle's factor is ${num(img[known]!)} ÷ ${sides[known]}, not ${sides[known]} ÷ ${num(img[known]!)}.`),
      ],
    );
  },
};
