import { R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { par } from '../shared/expressions.js';
import { fmtDecOrFrac, fmtFrac, fmtInt, sup } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

const p = (b: number, e: number): string => `${b}${sup(e)}`;

export const eeExponentLaws: SkillGenerator = {
  skillId: 'g8.ee.exponent-laws',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.A.1'],
  topic: 'Exponents & roots',
  subtopic: 'Integer exponent rules',
  prereqs: ['g6.ee.exponents'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    const base = rng.int(2, 9);
    if (difficulty === 1 || difficulty === 2 || difficulty === 4) {
      let text: string;
      let ans: number;
      const hints: [string, string, string] = ['', '', ''];
      const expl: string[] = [];
      const m: Misconception[] = [];
      if (difficulty === 1) {
        const a = rng.int(2, 9);
        const b = rng.int(2, 9);
        ans = a + b;
        text = w.t(`${p(base, a)} × ${p(base, b)} = ${base}^?  What is the missing exponent?`, `${p(base, a)} × ${p(base, b)} = ${base}^?  ¿Cuál es el exponente que falta?`);
        hints[0] = w.t('When you multiply powers with the same base, keep the base and add the exponents.', 'Cuando multiplicas potencias con la misma base, dejas la base y sumas los exponentes.');
        hints[1] = w.t(`${p(base, a)} means ${a} factors of ${base}; ${p(base, b)} means ${b} more factors.`, `${p(base, a)} quiere decir ${a} factores de ${base}; ${p(base, b)} quiere decir ${b} factores más.`);
        hints[2] = w.t(`Count all the factors of ${base}: ${a} + ${b}.`, `Cuenta todos los factores de ${base}: ${a} + ${b}.`);
        expl.push(w.t(`Same base ${base}, multiplying: add the exponents, so ${p(base, a)} × ${p(base, b)} = ${base}^(${a} + ${b}).`, `Misma base ${base}, multiplicando: suma los exponentes, así que ${p(base, a)} × ${p(base, b)} = ${base}^(${a} + ${b}).`), w.t(`The missing exponent is ${a} + ${b} = ${ans}.`, `El exponente que falta es ${a} + ${b} = ${ans}.`));
        expl.push(w.t(`Check: ${a} factors of ${base} and ${b} more make ${ans} factors.`, `Comprueba: ${a} factores de ${base} y ${b} más son ${ans} factores.`));
        m.push(mis(String(a * b), 'multiplied-exponents', w.t('Multiplying powers with the same base adds the exponents; it does not multiply them.', 'Al multiplicar potencias con la misma base, los exponentes se suman; no se multiplican.')));
        m.push(mis(String(base * base), 'multiplied-bases', w.t(`Keep the base ${base}; only the exponents change.`, `Deja la base ${base}; solo cambian los exponentes.`)));
      } else if (difficulty === 2) {
        const b = rng.int(2, 7);
        const a = b + rng.int(2, 8);
        ans = a - b;
        text = w.t(`${p(base, a)} ÷ ${p(base, b)} = ${base}^?  What is the missing exponent?`, `${p(base, a)} ÷ ${p(base, b)} = ${base}^?  ¿Cuál es el exponente que falta?`);
        hints[0] = w.t('When you divide powers with the same base, keep the base and subtract the exponents.', 'Cuando divides potencias con la misma base, dejas la base y restas los exponentes.');
        hints[1] = w.t(`${p(base, a)} has ${a} factors of ${base}; dividing by ${p(base, b)} cancels one of them for each factor of ${p(base, b)}.`, `${p(base, a)} tiene ${a} factores de ${base}; al dividir entre ${p(base, b)} se cancela uno de ellos por cada factor de ${p(base, b)}.`);
        hints[2] = w.t(`Work out ${a} − ${b}.`, `Calcula ${a} − ${b}.`);
        expl.push(w.t(`Same base ${base}, dividing: subtract the exponents, so ${p(base, a)} ÷ ${p(base, b)} = ${base}^(${a} − ${b}).`, `Misma base ${base}, dividiendo: resta los exponentes, así que ${p(base, a)} ÷ ${p(base, b)} = ${base}^(${a} − ${b}).`), w.t(`The missing exponent is ${a} − ${b} = ${ans}.`, `El exponente que falta es ${a} − ${b} = ${ans}.`));
        expl.push(w.t(`Check: ${p(base, ans)} × ${p(base, b)} = ${base}^(${ans} + ${b}) = ${p(base, a)}.`, `Comprueba: ${p(base, ans)} × ${p(base, b)} = ${base}^(${ans} + ${b}) = ${p(base, a)}.`));
        if (a % b === 0) m.push(mis(String(a / b), 'divided-exponents', w.t('Dividing powers subtracts the exponents; it does not divide them.', 'Al dividir potencias, los exponentes se restan; no se dividen.')));
        m.push(mis(String(a + b), 'added-exponents', w.t('Adding exponents is for multiplying. For dividing, subtract.', 'Los exponentes se suman al multiplicar. Al dividir, se restan.')));
      } else {
        const a = rng.int(2, 6) * (rng.bool(0.3) ? -1 : 1);
        const b = rng.int(2, 5);
        ans = a * b;
        text = w.t(`(${p(base, a)})${sup(b)} = ${base}^?  What is the missing exponent?`, `(${p(base, a)})${sup(b)} = ${base}^?  ¿Cuál es el exponente que falta?`);
        hints[0] = w.t('A power of a power: keep the base and multiply the exponents.', 'Potencia de una potencia: deja la base y multiplica los exponentes.');
        hints[1] = w.t(`(${p(base, a)})${sup(b)} means ${b} copies of ${p(base, a)} multiplied together.`, `(${p(base, a)})${sup(b)} quiere decir ${b} copias de ${p(base, a)} multiplicadas entre sí.`);
        hints[2] = w.t(`Multiply the exponents: ${par(a)} × ${b}.`, `Multiplica los exponentes: ${par(a)} × ${b}.`);
        expl.push(w.t(`(${p(base, a)})${sup(b)} = ${Array(b).fill(p(base, a)).join(' × ')}: add ${b} copies of the exponent ${fmtDecOrFrac(a)}.`, `(${p(base, a)})${sup(b)} = ${Array(b).fill(p(base, a)).join(' × ')}: suma ${b} copias del exponente ${fmtDecOrFrac(a)}.`), w.t(`The missing exponent is ${par(a)} × ${b} = ${fmtDecOrFrac(ans)}.`, `El exponente que falta es ${par(a)} × ${b} = ${fmtDecOrFrac(ans)}.`));
        expl.push(w.t(`Check: ${b} groups of ${fmtDecOrFrac(a)} is ${fmtDecOrFrac(ans)}.`, `Comprueba: ${b} grupos de ${fmtDecOrFrac(a)} son ${fmtDecOrFrac(ans)}.`));
        m.push(mis(fmtDecOrFrac(a + b), 'added-exponents', w.t('Adding exponents is for multiplying two powers. A power of a power multiplies the exponents.', 'Los exponentes se suman al multiplicar dos potencias. En una potencia de una potencia, los exponentes se multiplican.')));
        if (a > 0) m.push(mis(fmtInt(BigInt(a) ** BigInt(b)), 'raised-exponent', w.t(`Multiply the exponents ${fmtDecOrFrac(a)} and ${b}; don't raise one to the other.`, `Multiplica los exponentes ${fmtDecOrFrac(a)} y ${b}; no elevas uno al otro.`)));
        else m.push(mis(fmtDecOrFrac(-ans), 'lost-negative', w.t(`The inner exponent is negative, so the product of the exponents is negative.`, `El exponente de adentro es negativo, así que el producto de los exponentes es negativo.`)));
      }
      const answer: AnswerSpec = { format: 'integer', value: String(ans), canonical: fmtDecOrFrac(ans) };
      return bodyByFormat(text, answer, hints, expl, m);
    }

    if (difficulty === 3) {
      // zero and negative exponents: value of b^-n (or b^0 × b^-n)
      const b = rng.int(2, 5);
      const nMax = b === 2 ? 5 : b === 3 ? 3 : 2;
      const n = rng.int(1, nMax);
      const withZero = rng.bool(0.3);
      const val = R(b).pow(-n);
      const bn = b ** n;
      const text = withZero ? ((z: number) => w.t(`Evaluate ${z}${sup(0)} × ${p(b, -n)}. Give the exact value.`, `Evalúa ${z}${sup(0)} × ${p(b, -n)}. Da el valor exacto.`))(rng.int(2, 9)) : w.t(`Evaluate ${p(b, -n)}. Give the exact value as a fraction.`, `Evalúa ${p(b, -n)}. Da el valor exacto como fracción.`);
      const answer: AnswerSpec = { format: 'number', value: val.toString(), simplify: 'required', canonical: fmtFrac(val) };
      return bodyByFormat(
        text,
        answer,
        [
          withZero ? w.t('Any nonzero number to the power 0 is 1, and a negative exponent means "1 over" the positive power.', 'Cualquier número distinto de cero elevado a la potencia 0 es 1, y un exponente negativo quiere decir "1 entre" la potencia positiva.') : w.t('A negative exponent means "1 over" the same power with a positive exponent.', 'Un exponente negativo quiere decir "1 entre" la misma potencia con exponente positivo.'),
          `${p(b, -n)} = 1 ÷ ${p(b, n)}.`,
          n > 1 ? w.t(`${p(b, n)} = ${Array(n).fill(b).join(' × ')} = ${bn}; now write 1 over it.`, `${p(b, n)} = ${Array(n).fill(b).join(' × ')} = ${bn}; ahora escribe 1 entre ese número.`) : w.t(`${p(b, 1)} is just ${b}; now write 1 over it.`, `${p(b, 1)} es simplemente ${b}; ahora escribe 1 entre ese número.`),
        ],
        [
          ...(withZero ? [w.t('The factor with exponent 0 equals 1.', 'El factor con exponente 0 vale 1.')] : []),
          `${p(b, -n)} = 1/${p(b, n)}.`,
          w.t(`${p(b, n)} = ${bn}, so ${p(b, -n)} = 1/${bn}.`, `${p(b, n)} = ${bn}, así que ${p(b, -n)} = 1/${bn}.`),
          w.t(`Check: 1/${bn} × ${p(b, n)} = 1, and ${p(b, -n)} × ${p(b, n)} = ${b}${sup(0)} = 1.`, `Comprueba: 1/${bn} × ${p(b, n)} = 1, y ${p(b, -n)} × ${p(b, n)} = ${b}${sup(0)} = 1.`),
        ],
        [
          mis(fmtDecOrFrac(-bn), 'negative-exponent-negative-number', w.t('A negative exponent does not make the number negative; it means 1 over the power.', 'Un exponente negativo no hace negativo al número; quiere decir 1 entre la potencia.')),
          mis(fmtDecOrFrac(-b * n), 'multiplied-base-by-exponent', w.t(`${p(b, -n)} is not ${b} × ${fmtDecOrFrac(-n)}; it means 1 over ${p(b, n)}.`, `${p(b, -n)} no es ${b} × ${fmtDecOrFrac(-n)}; quiere decir 1 entre ${p(b, n)}.`)),
          ...(withZero ? [mis('0', 'zero-power-is-zero', w.t('Any nonzero number to the power 0 is 1, not 0.', 'Cualquier número distinto de cero elevado a la potencia 0 es 1, no 0.'))] : []),
        ],
      );
    }

    // d5: (b^p × b^q)^r ÷ b^s, result exponent e in [-2, 2]
    const b = rng.int(2, 5);
    const q = rng.int(3, 7);
    const pp = -rng.int(1, q - 1);
    const r = rng.int(2, 3);
    const inner = pp + q;
    const e = Math.min(b === 2 ? rng.int(-2, 2) : rng.int(-1, 1), inner * r - 1);
    const s = inner * r - e;
    const val = R(b).pow(e);
    const sText = s < 0 ? `${b}${sup(s)}` : p(b, s);
    const text = w.t(`Evaluate (${p(b, pp)} × ${p(b, q)})${sup(r)} ÷ ${sText}. Give the exact value.`, `Evalúa (${p(b, pp)} × ${p(b, q)})${sup(r)} ÷ ${sText}. Da el valor exacto.`);
    const answer: AnswerSpec = { format: 'number', value: val.toString(), simplify: 'required', canonical: fmtFrac(val) };
    const m: Misconception[] = [];
    const e1 = pp * q * r - s;
    const e2 = inner + r - s;
    if (Math.abs(e1) <= 3) m.push(mis(fmtFrac(R(b).pow(e1)), 'multiplied-inside-exponents', w.t('Inside the brackets you multiply powers, so add the exponents.', 'Dentro del paréntesis multiplicas potencias, así que suma los exponentes.')));
    if (Math.abs(e2) <= 3) m.push(mis(fmtFrac(R(b).pow(e2)), 'added-outer-exponent', w.t('A power of a power multiplies the exponents.', 'En una potencia de una potencia, los exponentes se multiplican.')));
    if (e === 0) m.push(mis('0', 'zero-power-is-zero', w.t('Any nonzero number to the power 0 is 1, not 0.', 'Cualquier número distinto de cero elevado a la potencia 0 es 1, no 0.')));
    if (e < 0) m.push(mis(fmtDecOrFrac(-(b ** -e)), 'negative-exponent-negative-number', w.t('A negative exponent means 1 over the power, not a negative number.', 'Un exponente negativo quiere decir 1 entre la potencia, no un número negativo.')));
    return bodyByFormat(
      text,
      answer,
      [
        w.t(`Inside the bracket: ${p(b, pp)} × ${p(b, q)} = ${p(b, inner)} (add the exponents).`, `Dentro del paréntesis: ${p(b, pp)} × ${p(b, q)} = ${p(b, inner)} (suma los exponentes).`),
        w.t(`(${p(b, inner)})${sup(r)} = ${p(b, inner * r)} (multiply the exponents).`, `(${p(b, inner)})${sup(r)} = ${p(b, inner * r)} (multiplica los exponentes).`),
        w.t(`${p(b, inner * r)} ÷ ${sText} = ${b}^(${inner * r} − ${par(s)}); then find its value.`, `${p(b, inner * r)} ÷ ${sText} = ${b}^(${inner * r} − ${par(s)}); luego encuentra su valor.`),
      ],
      [
        `${p(b, pp)} × ${p(b, q)} = ${b}^(${fmtDecOrFrac(pp)} + ${q}) = ${p(b, inner)}.`,
        `(${p(b, inner)})${sup(r)} = ${b}^(${inner} × ${r}) = ${p(b, inner * r)}.`,
        `${p(b, inner * r)} ÷ ${sText} = ${p(b, e)}.`,
        `${p(b, e)} = ${fmtFrac(val)}.`,
        w.t(`Check: ${fmtFrac(val)} × ${sText} = ${p(b, e + s)} = ${p(b, inner * r)}.`, `Comprueba: ${fmtFrac(val)} × ${sText} = ${p(b, e + s)} = ${p(b, inner * r)}.`),
      ],
      m,
    );
  },
};
