import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDecOrMixed, fmtFrac, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

/** "Evaluate e when x = 3" in one of five wordings; `values` is "x = 3" or "x = 3 and y = 4". */
function evaluateQuestion(rng: Rng, expression: string, values: string, w: Words): string {
  const who = someone(rng, w);
  if (w.es) {
    return rng.pick([
      `Evalúa ${expression} cuando ${values}.`,
      `¿Cuál es el valor de ${expression} cuando ${values}?`,
      `Encuentra el valor de ${expression} si ${values}.`,
      `Si ${values}, ¿cuánto vale ${expression}?`,
      `${who} sustituye ${values} en ${expression}. ¿Qué número obtiene?`,
    ]);
  }
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
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d === 1 || d === 4) {
      const a = rng.int(2, 9);
      const b = rng.int(1, 15);
      const x: Rational = d === 1 ? R(rng.int(2, 9)) : rng.pick([rat(1, 2), rat(3, 4), rat(2, 3), rat(1, 3), rat(5, 2), rat(3, 2)]);
      const ans = x.mul(a).add(b);
      const xs = d === 1 ? fmtDecOrMixed(x) : fmtFrac(x);
      return bodyLoose(
        evaluateQuestion(rng, `${a}x + ${b}`, `x = ${xs}`, w),
        A.number(ans, undefined, d === 1 ? 'num' : 'mixed'),
        [w.t(`Replace x with ${xs}: ${a} × ${xs} + ${b}.`, `Cambia x por ${xs}: ${a} × ${xs} + ${b}.`), `${w.t('Multiply first', 'Primero multiplica')}: ${a} × ${xs} = ${d === 1 ? fmtDecOrMixed(x.mul(a)) : fmtFrac(x.mul(a))}.`, w.t(`Now add ${b}.`, `Ahora suma ${b}.`)],
        [`${a}x + ${b} = ${a} × ${xs} + ${b}.`, `= ${fmtDecOrMixed(x.mul(a))} + ${b} = ${fmtDecOrMixed(ans)}.`, w.t(`Check: ${fmtDecOrMixed(ans)} − ${b} = ${fmtDecOrMixed(x.mul(a))}, and ${fmtDecOrMixed(x.mul(a))} ÷ ${a} = ${xs}.`, `Comprueba: ${fmtDecOrMixed(ans)} − ${b} = ${fmtDecOrMixed(x.mul(a))}, y ${fmtDecOrMixed(x.mul(a))} ÷ ${a} = ${xs}.`)],
        [d === 1 ? mis(val(R(Number(`${a}${x.num}`)).add(b)), 'digits-joined', w.t(`${a}x means ${a} × x, not the digits written side by side.`, `${a}x quiere decir ${a} × x, no los dígitos escritos uno junto al otro.`)) : null, mis(val(x.add(b).mul(a)), 'added-first', w.t('Multiply before you add.', 'Multiplica antes de sumar.'))],
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
        evaluateQuestion(rng, `${a}x ${minus ? '−' : '+'} ${b}y`, `x = ${x}${w.t(' and', ',')} y = ${y}`, w),
        A.number(R(ans)),
        [w.t(`Replace x with ${x} and y with ${y}.`, `Pon ${x} en lugar de x y ${y} en lugar de y.`), `${a} × ${x} = ${a * x} ${w.t('and', 'y')} ${b} × ${y} = ${b * y}.`, `${a * x} ${minus ? '−' : '+'} ${b * y} = ?`],
        [`${a} × ${x} ${minus ? '−' : '+'} ${b} × ${y}.`, `= ${a * x} ${minus ? '−' : '+'} ${b * y} = ${ans}.`, `${w.t('Check', 'Comprueba')}: ${ans} ${minus ? '+' : '−'} ${b * y} = ${a * x}.`],
        [mis(String(minus ? a * y - b * x : a * y + b * x), 'swapped-values', w.t('Put each value in for its own letter.', 'Pon cada valor en lugar de su propia letra.'))],
      );
    }
    if (d === 3) {
      const a = rng.int(2, 5);
      const b = rng.int(1, 20);
      const x = rng.int(2, 9);
      const ans = a * x * x + b;
      return bodyLoose(
        evaluateQuestion(rng, `${a}x² + ${b}`, `x = ${x}`, w),
        A.number(R(ans)),
        [w.t(`Replace x with ${x}. Do the exponent first.`, `Cambia x por ${x}. Primero resuelve el exponente.`), `${x}² = ${x * x}.`, `${a} × ${x * x} = ${a * x * x}; ${w.t(`now add ${b}.`, `ahora suma ${b}.`)}`],
        [`${x}² = ${x * x}.`, `${a} × ${x * x} = ${a * x * x}.`, `${a * x * x} + ${b} = ${ans}.`, `${w.t('Check', 'Comprueba')}: (${ans} − ${b}) ÷ ${a} = ${x * x} = ${x}².`],
        [mis(String((a * x) ** 2 + b), 'squared-coefficient', w.t(`Only x is squared, not ${a}x.`, `Solo x está al cuadrado, no ${a}x.`)), mis(String(a * x * 2 + b), 'times-two', w.t(`x² means ${x} × ${x}, not ${x} × 2.`, `x² quiere decir ${x} × ${x}, no ${x} × 2.`))],
      );
    }
    const s = rat(rng.int(11, 39), 10);
    const sv = s.mul(10).num % 10n === 0n ? s.add(rat(1, 2)) : s;
    const ans = sv.mul(sv).mul(6);
    const who = someone(rng, w);
    const ss = fmtDecOrMixed(sv);
    return bodyLoose(
      rng.pick(w.es ? [
        `El área total de un cubo es A = 6s². Encuentra A cuando s = ${ss}.`,
        `El área total de un cubo es A = 6s². Si s = ${ss}, ¿cuánto vale A?`,
        `${who} usa la fórmula A = 6s² para el área total de un cubo. ¿Cuánto vale A cuando s = ${ss}?`,
        `Evalúa A = 6s² para s = ${ss}. (A es el área total de un cubo con arista s.)`,
        `Un cubo tiene arista s = ${ss}. Usa A = 6s² para encontrar su área total A.`,
      ] : [
        `The surface area of a cube is A = 6s². Find A when s = ${ss}.`,
        `A cube's surface area is A = 6s². If s = ${ss}, what is A?`,
        `${who} uses the formula A = 6s² for the surface area of a cube. What is A when s = ${ss}?`,
        `Evaluate A = 6s² for s = ${ss}. (A is the surface area of a cube with edge s.)`,
        `A cube has edge s = ${ss}. Use A = 6s² to find its surface area A.`,
      ]),
      A.number(ans),
      [w.t(`Replace s with ${fmtDecOrMixed(sv)}.`, `Cambia s por ${fmtDecOrMixed(sv)}.`), `${w.t('Exponent first', 'Primero el exponente')}: ${fmtDecOrMixed(sv)}² = ${fmtDecOrMixed(sv.mul(sv))}.`, `6 × ${fmtDecOrMixed(sv.mul(sv))} = ?`],
      [`${fmtDecOrMixed(sv)}² = ${fmtDecOrMixed(sv.mul(sv))}.`, `6 × ${fmtDecOrMixed(sv.mul(sv))} = ${fmtDecOrMixed(ans)}.`, `${w.t('Check', 'Comprueba')}: ${fmtDecOrMixed(ans)} ÷ 6 = ${fmtDecOrMixed(sv.mul(sv))} = ${fmtDecOrMixed(sv)} × ${fmtDecOrMixed(sv)}.`],
      [mis(val(sv.mul(6).mul(sv.mul(6))), 'squared-6s', w.t('Only s is squared, not 6s.', 'Solo s está al cuadrado, no 6s.')), mis(val(sv.mul(12)), 'times-two', w.t(`s² means ${fmtDecOrMixed(sv)} × ${fmtDecOrMixed(sv)}, not ${fmtDecOrMixed(sv)} × 2.`, `s² quiere decir ${fmtDecOrMixed(sv)} × ${fmtDecOrMixed(sv)}, no ${fmtDecOrMixed(sv)} × 2.`))],
    );
  },
};
