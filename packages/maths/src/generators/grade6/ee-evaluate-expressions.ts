import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDecOrMixed, fmtFrac, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

/** "Evaluate e when x = 3" in one of five wordings; `values` is "x = 3" or "x = 3 and y = 4". */
function evaluateQuestion(rng: Rng, expression: string, values: string): string {
  const who = someone(rng);
  return rng.pick([
    `Evaluate ${expression} when ${values}.`,
    `What is the value of ${expression} when ${values}?`,
    `Find the value of ${expression} if ${values}.`,
    `If ${values}, what is ${expression}?`,
    `${who} substitutes ${values} into ${expression}. What number does ${who} get?`,
  ]);
}

export const eeEvaluateExpressions: SkillGenerator = {
  skillId: 'g6.ee.evaluate-expressions',
  grade: 6,
  domain: 'ee',
  ccss: ['6.EE.A.2'],
  topic: 'Expressions',
  subtopic: 'Substitute & evaluate',
  prereqs: ['g6.ee.exponents'],
  estTimeSec: times(15, 75),
  version: '1.1.0',
  generate(d: Difficulty, rng: Rng) {
    if (d === 1 || d === 4) {
      const a = rng.int(2, 9);
      const b = rng.int(1, 15);
      const x: Rational = d === 1 ? R(rng.int(2, 9)) : rng.pick([rat(1, 2), rat(3, 4), rat(2, 3), rat(1, 3), rat(5, 2), rat(3, 2)]);
      const ans = x.mul(a).add(b);
      const xs = d === 1 ? fmtDecOrMixed(x) : fmtFrac(x);
      return bodyLoose(
        evaluateQuestion(rng, `${a}x + ${b}`, `x = ${xs}`),
        A.number(ans, undefined, d === 1 ? 'num' : 'mixed'),
        [`Replace x with ${xs}: ${a} × ${xs} + ${b}.`, `Multiply first: ${a} × ${xs} = ${d === 1 ? fmtDecOrMixed(x.mul(a)) : fmtFrac(x.mul(a))}.`, `Now add ${b}.`],
        [`${a}x + ${b} = ${a} × ${xs} + ${b}.`, `= ${fmtDecOrMixed(x.mul(a))} + ${b} = ${fmtDecOrMixed(ans)}.`, `Check: ${fmtDecOrMixed(ans)} − ${b} = ${fmtDecOrMixed(x.mul(a))}, and ${fmtDecOrMixed(x.mul(a))} ÷ ${a} = ${xs}.`],
        [d === 1 ? mis(val(R(Number(`${a}${x.num}`)).add(b)), 'digits-joined', `${a}x means ${a} × x, not the digits written side by side.`) : null, mis(val(x.add(b).mul(a)), 'added-first', 'Multiply before you add.')],
      );
    }
    if (d === 2) {
      const a = rng.int(2, 9);
      const b = rng.int(2, 9);
      const x = rng.int(2, 12);
      let y = rng.int(2, 12);
      if (y === x) y = x === 12 ? 5 : x + 1;
      const minus = rng.bool() && a * x > b * y && a * x !== 2 * b * y;
      const ans = minus ? a * x - b * y : a * x + b * y;
      return bodyLoose(
        evaluateQuestion(rng, `${a}x ${minus ? '−' : '+'} ${b}y`, `x = ${x} and y = ${y}`),
        A.number(R(ans)),
        [`Replace x with ${x} and y with ${y}.`, `${a} × ${x} = ${a * x} and ${b} × ${y} = ${b * y}.`, `${a * x} ${minus ? '−' : '+'} ${b * y} = ?`],
        [`${a} × ${x} ${minus ? '−' : '+'} ${b} × ${y}.`, `= ${a * x} ${minus ? '−' : '+'} ${b * y} = ${ans}.`, `Check: ${ans} ${minus ? '+' : '−'} ${b * y} = ${a * x}.`],
        [mis(String(minus ? a * y - b * x : a * y + b * x), 'swapped-values', 'Put each value in for its own letter.')],
      );
    }
    if (d === 3) {
      const a = rng.int(2, 5);
      const b = rng.int(1, 20);
      const x = rng.int(2, 9);
      const ans = a * x * x + b;
      return bodyLoose(
        evaluateQuestion(rng, `${a}x² + ${b}`, `x = ${x}`),
        A.number(R(ans)),
        [`Replace x with ${x}. Do the exponent first.`, `${x}² = ${x * x}.`, `${a} × ${x * x} = ${a * x * x}; now add ${b}.`],
        [`${x}² = ${x * x}.`, `${a} × ${x * x} = ${a * x * x}.`, `${a * x * x} + ${b} = ${ans}.`, `Check: (${ans} − ${b}) ÷ ${a} = ${x * x} = ${x}².`],
        [mis(String((a * x) ** 2 + b), 'squared-coefficient', `Only x is squared, not ${a}x.`), mis(String(a * x * 2 + b), 'times-two', `x² means ${x} × ${x}, not ${x} × 2.`)],
      );
    }
    const s = rat(rng.int(11, 39), 10);
    const sv = s.mul(10).num % 10n === 0n ? s.add(rat(1, 2)) : s;
    const ans = sv.mul(sv).mul(6);
    const who = someone(rng);
    const ss = fmtDecOrMixed(sv);
    return bodyLoose(
      rng.pick([
        `The surface area of a cube is A = 6s². Find A when s = ${ss}.`,
        `A cube's surface area is A = 6s². If s = ${ss}, what is A?`,
        `${who} uses the formula A = 6s² for the surface area of a cube. What is A when s = ${ss}?`,
        `Evaluate A = 6s² for s = ${ss}. (A is the surface area of a cube with edge s.)`,
        `A cube has edge s = ${ss}. Use A = 6s² to find its surface area A.`,
      ]),
      A.number(ans),
      [`Replace s with ${fmtDecOrMixed(sv)}.`, `Exponent first: ${fmtDecOrMixed(sv)}² = ${fmtDecOrMixed(sv.mul(sv))}.`, `6 × ${fmtDecOrMixed(sv.mul(sv))} = ?`],
      [`${fmtDecOrMixed(sv)}² = ${fmtDecOrMixed(sv.mul(sv))}.`, `6 × ${fmtDecOrMixed(sv.mul(sv))} = ${fmtDecOrMixed(ans)}.`, `Check: ${fmtDecOrMixed(ans)} ÷ 6 = ${fmtDecOrMixed(sv.mul(sv))} = ${fmtDecOrMixed(sv)} × ${fmtDecOrMixed(sv)}.`],
      [mis(val(sv.mul(6).mul(sv.mul(6))), 'squared-6s', 'Only s is squared, not 6s.'), mis(val(sv.mul(12)), 'times-two', `s² means ${fmtDecOrMixed(sv)} × ${fmtDecOrMixed(sv)}, not ${fmtDecOrMixed(sv)} × 2.`)],
    );
  },
};
