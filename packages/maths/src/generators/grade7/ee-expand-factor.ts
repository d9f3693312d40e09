import { R, Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDecOrMixed, fmtFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

/** "ax + b" with rationals; display (true minus, fractions as a/b) or ASCII for the checker. */
function lin(a: Rational, b: Rational, v: string, ascii = false, dec = false): string {
  const M = ascii ? '-' : '−';
  const num = (r: Rational) => (dec ? fmtDecOrMixed(r) : fmtFrac(r)).replace('−', '');
  const coef = a.abs().eq(1) ? '' : a.abs().isInteger() || dec ? num(a.abs()) : `(${num(a.abs())})`;
  const first = `${a.sign() < 0 ? M : ''}${coef}${v}`;
  if (b.sign() === 0) return first;
  return `${first} ${b.sign() < 0 ? M : '+'} ${num(b.abs())}`;
}

export const eeExpandFactor: SkillGenerator = {
  skillId: 'g7.ee.expand-factor',
  grade: 7,
  domain: 'ee',
  ccss: ['7.EE.A.1', '7.EE.A.2'],
  topic: 'Expressions',
  subtopic: 'Expand & factor with rational coefficients',
  prereqs: ['g7.ee.simplify-expressions'],
  estTimeSec: times(20, 90),
  version: '1.1.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const v = rng.pick(['x', 'x', 'y', 'n']);
    if (d <= 2) {
      const k = d === 1 ? rng.pick([rat(1, 2), rat(1, 3), rat(1, 4), rat(2, 3), rat(3, 4)]) : rng.pick([rat(1, 2), rat(3, 10), rat(1, 5), rat(3, 2)]);
      const den = Number(k.den);
      const a = den * rng.int(1, 4);
      let b = den * rng.int(1, 5) * (rng.bool() ? 1 : -1);
      if (Math.abs(b) === a) b += den * (b > 0 ? 1 : -1);
      const A1 = k.mul(a);
      const B1 = k.mul(b);
      const kShow = d === 2 ? fmtDecOrMixed(k) : fmtFrac(k);
      const inner = lin(R(a), R(b), v);
      const canonical = lin(A1, B1, v, false, d === 2);
      const answer: AnswerSpec = { format: 'expression', expression: lin(A1, B1, v, true).replace(/[()]/g, '').replace(/ /g, '').replace(/(\d+\/\d+)([a-z])/, '($1)$2'), vars: [v], form: 'simplified', canonical };
      return bodyLoose(
        w.t(`Expand ${kShow}(${inner}).`, `Desarrolla ${kShow}(${inner}).`),
        answer,
        w.es
          ? [`Multiplica ${kShow} por cada término dentro del paréntesis.`, `${kShow} × ${a}${v} = ${lin(A1, R(0), v, false, d === 2)}.`, `Ahora ${kShow} × ${b < 0 ? `(−${Math.abs(b)})` : b}, y escribe los dos términos juntos.`]
          : [`Multiply ${kShow} by each term inside the brackets.`, `${kShow} × ${a}${v} = ${lin(A1, R(0), v, false, d === 2)}.`, `Now ${kShow} × ${b < 0 ? `(−${Math.abs(b)})` : b}, and write the two terms together.`],
        [
          `${kShow} × ${a}${v} = ${lin(A1, R(0), v, false, d === 2)}.`,
          `${kShow} × ${b < 0 ? `(−${Math.abs(b)})` : b} = ${d === 2 ? fmtDecOrMixed(B1) : fmtFrac(B1)}.`,
          `${w.t('So', 'Entonces')} ${kShow}(${inner}) = ${canonical}.`,
          w.t(`Check: with ${v} = 1, ${kShow} × ${a + b} = ${fmtDecOrMixed(k.mul(a + b))}, and ${canonical} gives ${fmtDecOrMixed(A1.add(B1))}.`, `Comprueba: con ${v} = 1, ${kShow} × ${a + b} = ${fmtDecOrMixed(k.mul(a + b))}, y ${canonical} da ${fmtDecOrMixed(A1.add(B1))}.`),
        ],
        [mis(lin(A1, R(b), v, true, true), 'first-term-only', w.t(`Multiply both terms by ${kShow}.`, `Multiplica los dos términos por ${kShow}.`))],
      );
    }
    let g: Rational;
    let p: number;
    let q: number;
    if (d === 3) {
      g = R(rng.int(2, 9));
      p = rng.int(1, 6);
      q = rng.int(1, 9) * (rng.bool() ? 1 : -1);
      if (gcdN(p, q) !== 1) q = q > 0 ? 1 : -1;
    } else if (d === 4) {
      g = rng.pick([rat(1, 2), rat(1, 4), rat(1, 5)]);
      p = 1;
      q = rng.int(1, 9) * (rng.bool() ? 1 : -1);
      if (gcdN(Number(g.den), Math.abs(q)) !== 1) q += q > 0 ? 1 : -1;
    } else {
      g = R(-rng.int(2, 6));
      p = 1;
      q = rng.int(2, 9) * (rng.bool() ? 1 : -1);
    }
    const A1 = g.mul(p);
    const B1 = g.mul(q);
    // The factored canonical uses the decimal form of a fractional factor (0.5(x + 3)): the checker reads it unambiguously.
    const gShow = g.isInteger() ? fmtDecOrMixed(g) : fmtDecOrMixed(g);
    const gFrac = fmtFrac(g);
    const inner = lin(R(p), R(q), v);
    const canonical = `${gShow}(${inner})`;
    const expanded = lin(A1, B1, v);
    const answer: AnswerSpec = { format: 'expression', expression: `${g.toString().includes('/') ? `(${g.toString()})` : g.toString()}*(${lin(R(p), R(q), v, true).replace(/ /g, '')})`, vars: [v], form: 'factored', factor: g.toString(), canonical };
    const text = w.es
      ? d === 5 ? `Factoriza ${expanded} sacando ${gShow} como factor.` : d === 4 ? `Factoriza ${expanded} sacando ${gFrac} como factor (escríbelo como ${gShow}).` : `Factoriza ${expanded} usando el máximo común divisor.`
      : d === 5 ? `Factor ${expanded} by taking out ${gShow}.` : d === 4 ? `Factor ${expanded} by taking out ${gFrac} (write it as ${gShow}).` : `Factor ${expanded} using the greatest common factor.`;
    return bodyLoose(
      text,
      answer,
      w.es
        ? [`¿${gShow} por qué da ${lin(A1, R(0), v)}?`, `¿${gShow} por qué da ${fmtFrac(B1)}?`, 'Pon las dos respuestas dentro del paréntesis.']
        : [`${gShow} times what gives ${lin(A1, R(0), v)}?`, `${gShow} times what gives ${fmtFrac(B1)}?`, 'Put both answers inside the brackets.'],
      [
        `${lin(A1, R(0), v)} ÷ ${gShow} = ${lin(R(p), R(0), v)}.`,
        `${fmtFrac(B1)} ÷ ${g.sign() < 0 || !g.isInteger() ? `(${gShow})` : gShow} = ${fmtDecOrMixed(R(q))}.`,
        `${w.t('So', 'Entonces')} ${expanded} = ${canonical}.`,
        `${w.t('Check', 'Comprueba')}: ${gShow} × ${lin(R(p), R(0), v)} = ${lin(A1, R(0), v)} ${w.t('and', 'y')} ${gShow} × ${q < 0 ? `(${fmtDecOrMixed(R(q))})` : q} = ${fmtFrac(B1)}.`,
      ],
      [
        mis(`${gShow.replace('−', '-')}(${lin(R(p), R(-q), v, true)})`, 'sign-inside', w.t('Check the sign inside the brackets: multiply back to test it.', 'Revisa el signo dentro del paréntesis: multiplica para comprobarlo.')),
        mis(`${gShow.replace('−', '-')}(${lin(R(p), B1, v, true)})`, 'not-divided', w.t(`Divide the number term by ${gShow} too.`, `Divide también el número entre ${gShow}.`)),
      ],
    );
  },
};
