import { Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator, UnitId } from '../../types.js';
import { par } from '../shared/expressions.js';
import { fmtDecOrFrac, fmtFrac, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { solveQuestion } from '../shared/solve-wording.js';

/** Squares and cubes to measure: what, its length unit (written and as a unit id). */
const SQUARES: { what: string; units: string; unit: UnitId }[] = [
  { what: 'garden', units: 'meters', unit: 'm' },
  { what: 'rug', units: 'feet', unit: 'ft' },
  { what: 'tile', units: 'inches', unit: 'in' },
  { what: 'photo', units: 'centimeters', unit: 'cm' },
];
const CUBES: { what: string; units: string; unit: UnitId }[] = [
  { what: 'box', units: 'inches', unit: 'in' },
  { what: 'water tank', units: 'feet', unit: 'ft' },
  { what: 'block', units: 'centimeters', unit: 'cm' },
];

export const eeRootsEquations: SkillGenerator = {
  skillId: 'g8.ee.roots-equations',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.A.2'],
  topic: 'Exponents & roots',
  subtopic: 'Square & cube roots',
  prereqs: ['g6.ee.exponents'],
  estTimeSec: times(15, 90),
  version: '1.3.0',
  generate(difficulty: Difficulty, rng: Rng) {
    if (difficulty === 1) {
      const k = rng.int(2, 12);
      const p = k * k;
      // Half the time the square root is a square's side from its area (the same question in a picture).
      const square = rng.bool() ? rng.pick(SQUARES) : null;
      const answer: AnswerSpec = { format: 'integer', value: String(k), canonical: String(k), ...(square ? { unit: square.unit } : {}) };
      const m: Misconception[] = p % 2 === 0 ? [mis(String(p / 2), 'halved', `A square root is not half: ${p / 2} × ${p / 2} is not ${p}.`)] : [];
      if (square) m.push(mis(String(p / 4), 'quartered', `Dividing the area by 4 gives a quarter of the area, not a side: the side times itself is ${p}.`));
      return bodyByFormat(
        square ? `A square ${square.what} has an area of ${p} square ${square.units}. How long is each side?` : `What is √${p}?`,
        answer,
        [square ? `The side times itself is ${p}, so the side is √${p}. Which whole number times itself gives ${p}?` : `Which whole number times itself gives ${p}?`, `Try a few: ${k - 1} × ${k - 1} = ${(k - 1) ** 2}.`, `${(k - 1) ** 2} is a little too small; try the next whole number.`],
        // The root is found in a step of its own, the last one, where the child fills it in.
        [`√${p} asks: what number times itself is ${p}?`, `${k} × ${k} = ${p}.`, square ? `Each side: ${k} ${square.units}.` : `So √${p} = ${k}.`, `Check: ${k}² = ${p}.`],
        m.filter((x) => x.value !== String(k)),
      );
    }
    if (difficulty === 2) {
      const box = rng.bool(0.4) ? rng.pick(CUBES) : null;
      const k = rng.int(2, 10) * (!box && rng.bool(0.3) ? -1 : 1);
      const p = k * k * k;
      const answer: AnswerSpec = { format: 'integer', value: String(k), canonical: fmtDecOrFrac(k), ...(box ? { unit: box.unit } : {}) };
      const m: Misconception[] = [];
      if (p % 3 === 0) m.push(mis(fmtDecOrFrac(p / 3), 'divided-by-3', `A cube root is not a third: ${fmtDecOrFrac(p / 3)} × ${fmtDecOrFrac(p / 3)} × ${fmtDecOrFrac(p / 3)} is far from ${fmtInt(p)}.`));
      m.push(mis(fmtDecOrFrac(-k), 'sign-error', k < 0 ? `A negative number cubed is negative, so the cube root of ${fmtInt(p)} is negative.` : `${fmtDecOrFrac(-k)} cubed is negative, not ${fmtInt(p)}.`));
      const a = Math.abs(k);
      return bodyByFormat(
        box ? `A cube-shaped ${box.what} has a volume of ${fmtInt(p)} cubic ${box.units}. How long is each edge?` : `What is ∛${par(p)}?`,
        answer,
        [box ? `The edge times itself three times is ${fmtInt(p)}, so the edge is ∛${fmtInt(p)}.` : `Which number times itself three times gives ${fmtInt(p)}?`, `Try ${a - 1}: ${a - 1} × ${a - 1} × ${a - 1} = ${fmtInt((a - 1) ** 3)}.`, k < 0 ? `Find the cube root of ${fmtInt(-p)}, then think about the sign: a negative number cubed is negative.` : `${fmtInt((a - 1) ** 3)} is too small; try the next whole number.`],
        [`∛${par(p)} asks: what number cubed is ${fmtInt(p)}?`, `${par(k)} × ${par(k)} × ${par(k)} = ${fmtInt(p)}.`, `So ∛${par(p)} = ${fmtDecOrFrac(k)}${box ? ` and each edge is ${k} ${box.units}` : ''}.`, `Check: ${par(k)}³ = ${fmtInt(p)}.`],
        m,
      );
    }
    if (difficulty === 4) {
      const k = rng.int(2, 10) * (rng.bool(0.4) ? -1 : 1);
      const p = k * k * k;
      // Half the time a number is added to or taken from x³ first: two steps, the same cube root.
      const c = rng.bool() ? rng.int(1, 30) * (rng.bool() ? 1 : -1) : 0;
      const lhs = c === 0 ? 'x³' : `x³ ${c > 0 ? '+' : '−'} ${Math.abs(c)}`;
      const undo = c > 0 ? `Subtract ${c} from both sides` : `Add ${-c} to both sides`;
      const answer: AnswerSpec = { format: 'solution', variable: 'x', value: String(k), canonical: `x = ${fmtDecOrFrac(k)}` };
      const m: Misconception[] = [mis(`x = ${fmtDecOrFrac(-k)}`, 'sign-error', k < 0 ? 'A negative number cubed stays negative, so x is negative.' : 'A negative number cubed is negative, so x must be positive here.')];
      if (p % 3 === 0) m.push(mis(`x = ${fmtDecOrFrac(p / 3)}`, 'divided-by-3', 'Undo a cube with a cube root, not by dividing by 3.'));
      m.push(mis(`${fmtDecOrFrac(k)}, ${fmtDecOrFrac(-k)}`, 'two-cube-roots', `x³ has only one real solution: ${par(-k)}³ = ${fmtInt(-p)}, not ${fmtInt(p)}.`));
      return bodyByFormat(
        solveQuestion(rng, 'x', `${lhs} = ${fmtInt(p + c)}`),
        answer,
        c === 0
          ? ['Undo cubing by taking the cube root of both sides.', `x = ∛${par(p)}.`, `Which number times itself three times is ${fmtInt(p)}? Watch the sign.`]
          : [`First get x³ alone: ${undo.toLowerCase()}.`, 'Then undo cubing by taking the cube root of both sides.', 'Which number times itself three times is what you found? Watch the sign.'],
        [
          ...(c === 0 ? [] : [`${undo}: x³ = ${fmtInt(p + c)} ${c > 0 ? '−' : '+'} ${Math.abs(c)} = ${fmtInt(p)}.`]),
          `Take the cube root of both sides: x = ∛${par(p)}.`,
          `${par(k)} × ${par(k)} × ${par(k)} = ${fmtInt(p)}.`,
          `So x = ${fmtDecOrFrac(k)} (the only solution: a cube keeps the sign).`,
          `Check: ${par(k)}³${c === 0 ? '' : ` ${c > 0 ? '+' : '−'} ${Math.abs(c)}`} = ${fmtInt(p + c)}.`,
        ],
        m,
      );
    }
    // d3: x² = k² (k up to 20, or whole tens); d5: x² = a²/b²
    let root: Rational;
    if (difficulty === 3) root = Rational.of(rng.bool(0.75) ? rng.int(2, 20) : 10 * rng.int(3, 9));
    else {
      let a = rng.int(1, 9);
      const b = rng.int(2, 12);
      if (gcdN(a, b) !== 1 || a === b) a = 1;
      root = Rational.of(a, b);
    }
    const p = root.mul(root);
    const r = fmtFrac(root);
    const answer: AnswerSpec = {
      format: 'list',
      values: [root.toString(), root.neg().toString()],
      allowPm: true,
      canonical: `${r}, ${fmtFrac(root.neg())}`,
    };
    const m: Misconception[] = [
      mis(r, 'missed-negative-root', `${fmtFrac(root.neg())} also works: ${par(root.neg(), fmtFrac)} × ${par(root.neg(), fmtFrac)} = ${fmtFrac(p)}.`),
      mis(fmtFrac(p.div(2)), 'halved', `Squaring is not doubling, so undo it with a square root, not by halving.`),
    ];
    if (!root.isInteger()) m.push(mis(`${fmtFrac(p.div(2))}, ${fmtFrac(p.div(2).neg())}`, 'halved', 'Undo squaring with a square root, not by halving.'));
    return bodyByFormat(
      rng.pick([
        `Solve x² = ${fmtFrac(p)}. Give every solution.`,
        `Find every x with x² = ${fmtFrac(p)}.`,
        `${someone(rng)} says x² = ${fmtFrac(p)}. What are all the values of x?`,
        `Which numbers x make x² = ${fmtFrac(p)} true? Give every solution.`,
        `Solve the equation x² = ${fmtFrac(p)} for x. Give every solution.`,
      ]),
      answer,
      [`Which number times itself gives ${fmtFrac(p)}?`, root.isInteger() ? `Take the square root of ${fmtFrac(p)}.` : `Take the square root of the top and the bottom: √${p.num} and √${p.den}.`, 'Is there a negative number that also works?'],
      [
        `x² = ${fmtFrac(p)} means x × x = ${fmtFrac(p)}.`,
        root.isInteger() ? `${r} × ${r} = ${fmtFrac(p)}.` : `√${p.num} = ${root.num} and √${p.den} = ${root.den}, so ${r} × ${r} = ${fmtFrac(p)}.`,
        `A negative times a negative is positive, so ${par(root.neg(), fmtFrac)} × ${par(root.neg(), fmtFrac)} = ${fmtFrac(p)} too.`,
        `x = ${r} or x = ${fmtFrac(root.neg())}.`,
        `Check: both squares equal ${fmtFrac(p)}.`,
      ],
      m,
    );
  },
};
