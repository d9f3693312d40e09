import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { par } from '../shared/expressions.js';
import { fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

/** "ax + b" text with true minus signs (display) or ASCII (typed). */
function lin(a: number, b: number, v: string, ascii = false): string {
  const M = ascii ? '-' : '−';
  const parts: string[] = [];
  if (a !== 0) parts.push(`${a < 0 ? M : ''}${Math.abs(a) === 1 ? '' : Math.abs(a)}${v}`);
  if (b !== 0 || parts.length === 0) parts.push(parts.length ? `${b < 0 ? M : '+'} ${Math.abs(b)}` : `${b < 0 ? M : ''}${Math.abs(b)}`);
  return parts.join(' ');
}

export const eeSimplifyExpressions: SkillGenerator = {
  skillId: 'g7.ee.simplify-expressions',
  grade: 7,
  domain: 'ee',
  ccss: ['7.EE.A.1'],
  topic: 'Expressions',
  subtopic: 'Combine like terms & distribute',
  prereqs: ['g6.ee.equivalent-expressions', 'g7.ns.multiply-divide-rationals'],
  estTimeSec: times(20, 120),
  version: '1.1.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const v = rng.pick(['x', 'x', 'y', 'n']);
    let text: string;
    let A1: number;
    let B1: number;
    let hints: [string, string, string];
    let steps: string[];
    const wrong: { value: string; id: string; feedback: string }[] = [];
    const vTerms = w.t(`${v}-terms`, `Términos en ${v}`);
    const numbers = w.t('Numbers', 'Números');
    const result = w.t('Result', 'Resultado');
    if (d === 1) {
      const a = rng.int(2, 9);
      let b = signedInt(rng, 2, 9);
      if (a + b === 0) b = b - 1;
      text = `Simplify ${a}${v} ${b < 0 ? '−' : '+'} ${Math.abs(b)}${v}.`;
      A1 = a + b;
      B1 = 0;
      hints = w.es
        ? [`${a}${v} y ${Math.abs(b)}${v} son términos semejantes: tienen la misma variable.`, `Combina los coeficientes: ${a} ${b < 0 ? '−' : '+'} ${Math.abs(b)}.`, `Escribe ese número delante de ${v}.`]
        : [`${a}${v} and ${Math.abs(b)}${v} are like terms: they have the same variable.`, `Combine the coefficients: ${a} ${b < 0 ? '−' : '+'} ${Math.abs(b)}.`, `Write that number in front of ${v}.`];
      steps = [`${a} ${b < 0 ? '−' : '+'} ${Math.abs(b)} = ${fmtInt(A1)}.`, `${w.t('So the expression is', 'Entonces la expresión es')} ${lin(A1, 0, v)}.`];
      wrong.push(mis(lin(a * b, 0, v, true), 'multiplied-coefficients', w.t('Like terms are added, not multiplied.', 'Los términos semejantes se suman, no se multiplican.')));
    } else if (d === 2) {
      const a = rng.int(2, 9);
      let c = signedInt(rng, 2, 9);
      const b = signedInt(rng, 2, 12);
      let e = signedInt(rng, 2, 12);
      if (a + c === 0) c += 1;
      if (b + e === 0) e += 1;
      A1 = a + c;
      B1 = b + e;
      const c2 = A1 - a;
      text = `Simplify ${lin(a, b, v)} ${c2 < 0 ? '−' : '+'} ${Math.abs(c2) === 1 ? '' : Math.abs(c2)}${v} ${e < 0 ? '−' : '+'} ${Math.abs(e)}.`;
      hints = w.es
        ? ['Agrupa los términos con la variable y los términos que son solo números.', `Términos con variable: ${a}${v} y ${c2 < 0 ? '−' : ''}${Math.abs(c2)}${v}. Números: ${fmtInt(b)} y ${fmtInt(e)}.`, `Combina ${a} ${c2 < 0 ? '−' : '+'} ${Math.abs(c2)} y ${fmtInt(b)} ${e < 0 ? '−' : '+'} ${Math.abs(e)}.`]
        : ['Group the terms with the variable and the number terms.', `Variable terms: ${a}${v} and ${c2 < 0 ? '−' : ''}${Math.abs(c2)}${v}. Numbers: ${fmtInt(b)} and ${fmtInt(e)}.`, `Combine ${a} ${c2 < 0 ? '−' : '+'} ${Math.abs(c2)} and ${fmtInt(b)} ${e < 0 ? '−' : '+'} ${Math.abs(e)}.`];
      steps = [`${vTerms}: ${a} ${c2 < 0 ? '−' : '+'} ${Math.abs(c2)} = ${fmtInt(A1)}.`, `${numbers}: ${fmtInt(b)} ${e < 0 ? '−' : '+'} ${Math.abs(e)} = ${fmtInt(B1)}.`, `${result}: ${lin(A1, B1, v)}.`];
      wrong.push(mis(lin(A1 + B1, 0, v, true), 'combined-unlike', w.t(`${v}-terms and number terms are not like terms.`, `Los términos en ${v} y los números no son términos semejantes.`)));
    } else if (d === 3 || d === 4) {
      const k = d === 3 ? rng.int(2, 6) : -rng.int(2, 6);
      const a = rng.int(1, 5);
      const b = signedInt(rng, 2, 9);
      let c = signedInt(rng, 2, 9);
      const e = signedInt(rng, 2, 12);
      if (k * a + c === 0) c += 1;
      A1 = k * a + c;
      B1 = k * b + e;
      const c2 = A1 - k * a;
      text = `Simplify ${k < 0 ? '−' : ''}${Math.abs(k)}(${lin(a, b, v)}) ${c2 < 0 ? '−' : '+'} ${Math.abs(c2) === 1 ? '' : Math.abs(c2)}${v} ${e < 0 ? '−' : '+'} ${Math.abs(e)}.`;
      hints = w.es
        ? [`Primero distribuye ${fmtInt(k)} a los dos términos dentro del paréntesis.`, `${fmtInt(k)}(${lin(a, b, v)}) = ${lin(k * a, k * b, v)}.`, `Ahora combina ${lin(k * a, 0, v)} con ${lin(c2, 0, v)}, y ${fmtInt(k * b)} con ${fmtInt(e)}.`]
        : [`Distribute ${fmtInt(k)} to both terms inside the brackets first.`, `${fmtInt(k)}(${lin(a, b, v)}) = ${lin(k * a, k * b, v)}.`, `Now combine ${lin(k * a, 0, v)} with ${lin(c2, 0, v)}, and ${fmtInt(k * b)} with ${fmtInt(e)}.`];
      steps = [`${w.t('Distribute', 'Distribuye')}: ${lin(k * a, k * b, v)}.`, `${vTerms}: ${fmtInt(k * a)} ${c2 < 0 ? '−' : '+'} ${Math.abs(c2)} = ${fmtInt(A1)}.`, `${numbers}: ${fmtInt(k * b)} ${e < 0 ? '−' : '+'} ${Math.abs(e)} = ${fmtInt(B1)}.`, `${result}: ${lin(A1, B1, v)}.`];
      wrong.push(mis(lin(A1, b + e, v, true), 'distributed-first-term-only', w.t(`Multiply both terms in the brackets by ${fmtInt(k)}.`, `Multiplica por ${fmtInt(k)} los dos términos del paréntesis.`)));
      if (k < 0) wrong.push(mis(lin(A1, -k * b + e, v, true), 'sign-error-distributing', w.t('A negative times a negative is positive; a negative times a positive is negative.', 'Un negativo por un negativo da positivo; un negativo por un positivo da negativo.')));
    } else {
      const k1 = rng.int(2, 6);
      const k2 = -rng.int(2, 5);
      const a1 = rng.int(1, 4);
      const a2 = rng.int(1, 3);
      const b1 = signedInt(rng, 2, 9);
      const b2 = -rng.int(2, 9);
      A1 = k1 * a1 + k2 * a2;
      if (A1 === 0) {
        A1 = k1 * a1;
      }
      const a2b = A1 === k1 * a1 ? a2 + 1 : a2;
      A1 = k1 * a1 + k2 * a2b;
      B1 = k1 * b1 + k2 * b2;
      text = `Simplify ${k1}(${lin(a1, b1, v)}) − ${Math.abs(k2)}(${lin(a2b, b2, v)}).`;
      hints = w.es
        ? [`Distribuye en cada paréntesis: ${k1}(${lin(a1, b1, v)}) = ${lin(k1 * a1, k1 * b1, v)}.`, `−${Math.abs(k2)}(${lin(a2b, b2, v)}) = ${lin(k2 * a2b, k2 * b2, v)} (negativo × negativo = positivo).`, `Combina ${fmtInt(k1 * a1)}${v} con ${fmtInt(k2 * a2b)}${v}, y ${fmtInt(k1 * b1)} con ${fmtInt(k2 * b2)}.`]
        : [`Distribute each bracket: ${k1}(${lin(a1, b1, v)}) = ${lin(k1 * a1, k1 * b1, v)}.`, `−${Math.abs(k2)}(${lin(a2b, b2, v)}) = ${lin(k2 * a2b, k2 * b2, v)} (negative × negative = positive).`, `Combine ${fmtInt(k1 * a1)}${v} with ${fmtInt(k2 * a2b)}${v}, and ${fmtInt(k1 * b1)} with ${fmtInt(k2 * b2)}.`];
      steps = [`${lin(k1 * a1, k1 * b1, v)} ${lin(k2 * a2b, k2 * b2, v).startsWith('−') ? lin(k2 * a2b, k2 * b2, v).replace(/^−/, '− ') : '+ ' + lin(k2 * a2b, k2 * b2, v)}.`, `${vTerms}: ${fmtInt(A1)}${v}; ${w.t('numbers', 'números')}: ${fmtInt(B1)}.`, `${result}: ${lin(A1, B1, v)}.`];
      wrong.push(mis(lin(A1, k1 * b1 - k2 * b2, v, true), 'negative-times-negative', w.t(`${fmtInt(k2)} × ${par(b2)} is positive.`, `${fmtInt(k2)} × ${par(b2)} es positivo.`)));
      wrong.push(mis(lin(A1, k1 * b1 + b2 * -1, v, true), 'distributed-first-term-only', w.t(`Multiply both terms in the second bracket by ${fmtInt(k2)}.`, `Multiplica por ${fmtInt(k2)} los dos términos del segundo paréntesis.`)));
    }
    const canonical = lin(A1, B1, v);
    const expression = lin(A1, B1, v, true).replace(/ /g, '');
    const answer: AnswerSpec = { format: 'expression', expression, vars: [v], form: 'simplified', canonical };
    const shown = text.replace(/^Simplify /, '').replace(/\.$/, '');
    const check = w.t(`Check: put ${v} = 1 into both: ${shown} gives ${fmtInt(A1 + B1)}, and ${canonical} gives ${fmtInt(A1 + B1)}.`, `Comprueba: pon ${v} = 1 en las dos: ${shown} da ${fmtInt(A1 + B1)}, y ${canonical} da ${fmtInt(A1 + B1)}.`);
    return bodyLoose(w.t(text, `Simplifica ${shown}.`), answer, hints, [...steps, check], wrong);
  },
};

