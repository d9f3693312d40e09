import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const nsLongDivision: SkillGenerator = {
  skillId: 'g6.ns.long-division',
  grade: 6,
  domain: 'ns',
  ccss: ['6.NS.B.2'],
  topic: 'Multiplying & dividing',
  subtopic: 'Long division',
  prereqs: ['g5.nbt.divide-2digit'],
  estTimeSec: times(40, 180),
  version: '1.1.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    let divisor: number;
    let q: number;
    let r = 0;
    if (d === 1) {
      divisor = rng.int(3, 9);
      q = rng.int(Math.ceil(100 / divisor), Math.floor(999 / divisor));
    } else if (d === 2) {
      divisor = rng.int(3, 9);
      // 4-digit dividend, quotient with a zero tens digit (e.g. 3,624 ÷ 6 = 604)
      const lo = Math.ceil(1000 / divisor / 100);
      const hi = Math.floor(9999 / divisor / 100) - 1;
      q = rng.int(Math.max(1, lo), Math.max(lo, hi)) * 100 + rng.int(1, 9);
      if (q * divisor < 1000) q += 100;
    } else if (d === 3) {
      divisor = rng.int(12, 48);
      q = rng.int(Math.ceil(1000 / divisor), Math.floor(9999 / divisor));
      r = rng.bool(0.5) ? rng.int(1, divisor - 1) : 0;
      if (q * divisor + r > 9999) r = 0;
    } else {
      divisor = rng.int(d === 5 ? 41 : 12, 98);
      if (divisor % 10 === 0) divisor += 1;
      q = rng.int(Math.ceil(10000 / divisor), Math.min(999, Math.floor(99999 / divisor)));
    }
    const dividend = q * divisor + r;
    const answer: AnswerSpec = r ? { format: 'quotient-remainder', quotient: q, remainder: r, divisor, canonical: `${fmtInt(q)} R ${r}` } : A.integer(q);
    const qs = String(q);
    const firstDigit = Number(qs[0]);
    const lead = Math.floor(dividend / 10 ** (qs.length - 1));
    const droppedZero = qs.includes('0') ? qs.replace(/0/g, '') : '';
    const left = lead - divisor * firstDigit;
    return bodyLoose(
      calcQuestion(rng, `${fmtInt(dividend)} ÷ ${divisor}`, r ? w.t('(Give the quotient and the remainder.)', '(Escribe el cociente y el residuo, como 12 R 5).') : '', w),
      answer,
      [
        w.t(`Start with the first part of ${fmtInt(dividend)} that ${divisor} goes into: ${fmtInt(lead)}.`, `Empieza con la primera parte de ${fmtInt(dividend)} en la que cabe ${divisor}: ${fmtInt(lead)}.`),
        w.t(`${divisor} goes into ${fmtInt(lead)} ${firstDigit} times (${divisor} × ${firstDigit} = ${fmtInt(divisor * firstDigit)}); subtract to get ${fmtInt(lead - divisor * firstDigit)}.`, `${divisor} cabe ${firstDigit} ${firstDigit === 1 ? 'vez' : 'veces'} en ${fmtInt(lead)} (${divisor} × ${firstDigit} = ${fmtInt(divisor * firstDigit)}); resta y ${lead - divisor * firstDigit === 1 ? 'te queda' : 'te quedan'} ${fmtInt(lead - divisor * firstDigit)}.`),
        w.t(`Bring down the next digit and repeat until every digit of ${fmtInt(dividend)} has been used${r ? '; what is left is the remainder' : ''}.`, `Baja el siguiente dígito y repite hasta usar todos los dígitos de ${fmtInt(dividend)}${r ? '; lo que sobra es el residuo' : ''}.`),
      ],
      // Steps to fill in: the first digit, what is left after it; the whole quotient is the last step.
      [
        w.t(`${divisor} × ${firstDigit} = ${fmtInt(divisor * firstDigit)} fits into ${fmtInt(lead)}, so the quotient starts with ${firstDigit}.`, `${divisor} × ${firstDigit} = ${fmtInt(divisor * firstDigit)} cabe en ${fmtInt(lead)}, así que el cociente empieza con ${firstDigit}.`),
        ...(String(left) === qs ? [] : [w.t(`Left after the first digit: ${fmtInt(lead)} − ${fmtInt(divisor * firstDigit)} = ${fmtInt(left)}.`, `Lo que queda después del primer dígito: ${fmtInt(lead)} − ${fmtInt(divisor * firstDigit)} = ${fmtInt(left)}.`)]),
        `${w.t('Bring down each next digit and repeat', 'Baja cada dígito siguiente y repite')}: ${fmtInt(dividend)} ÷ ${divisor} = ${fmtInt(q)}${r ? ` R ${r}` : ''}.`,
        `${w.t('Check', 'Comprueba')}: ${divisor} × ${fmtInt(q)}${r ? ` + ${r}` : ''} = ${fmtInt(dividend)}.`,
      ],
      [
        droppedZero && droppedZero !== qs ? mis(droppedZero, 'dropped-quotient-digit', w.t(`Every digit you bring down needs a digit in the quotient, even when it is 0.`, 'Cada dígito que bajas necesita un dígito en el cociente, aunque sea 0.')) : null,
        mis(r ? `${q + 1} R ${r}` : String(q + 10), 'estimate-not-corrected', w.t('Check each step: the product must not be bigger than the number you are dividing.', 'Revisa cada paso: el producto no puede ser mayor que el número que estás dividiendo.')),
      ],
    );
  },
};
