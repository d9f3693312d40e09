import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { qrAnswer } from '../shared/answers.js';
import { fmtInt, plainInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const nbtDivide2digit: SkillGenerator = {
  skillId: 'g5.nbt.divide-2digit',
  grade: 5,
  domain: 'nbt',
  ccss: ['5.NBT.B.6'],
  topic: 'Multiplying & dividing',
  subtopic: 'Divide by 2-digit numbers',
  prereqs: ['g4.nbt.divide-remainders'],
  estTimeSec: times(40, 180),
  version: '1.1.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let d: number;
    let q: number;
    let r = 0;
    if (difficulty === 1) {
      d = rng.pick([12, 15, 20, 25]);
      q = rng.int(3, 12);
    } else if (difficulty === 2 || difficulty === 3) {
      d = rng.int(12, 49);
      q = rng.int(Math.ceil(100 / d) + 1, Math.floor(999 / d) - 1);
      if (difficulty === 3) r = rng.int(1, d - 1);
    } else if (difficulty === 4) {
      d = rng.int(12, 89);
      q = rng.int(Math.ceil(1000 / d) + 1, Math.floor(9999 / d) - 1);
      r = rng.bool(0.6) ? rng.int(1, d - 1) : 0;
    } else {
      d = rng.int(12, 49);
      const hundreds = rng.int(Math.ceil(1000 / d / 100), Math.floor(9999 / d / 100));
      q = hundreds * 100 + rng.int(1, 9);
      r = rng.bool(0.5) ? rng.int(1, d - 1) : 0;
      if (q * d + r > 9999) r = 0;
    }
    const n = q * d + r;
    const answer = qrAnswer(n, d);
    const est = Math.round(d / 10) * 10;
    const qs = String(q);
    const lostZero = qs.includes('0') ? Number(qs.replace(/0/g, '')) : null;
    const lead = Number(qs[0]) * 10 ** (qs.length - 1);
    // The estimate says how, not what: its result can be the quotient itself.
    const estimate = d === est
      ? w.t(`Estimate first: about how many ${d}s make ${fmtInt(n)}?`, `Primero estima: ¿más o menos cuántas veces cabe ${d} en ${fmtInt(n)}?`)
      : w.t(`Estimate first: round ${d} to ${est}, then think how many ${est}s make about ${fmtInt(n)}.`, `Primero estima: redondea ${d} a ${est} y piensa cuántas veces cabe ${est} en más o menos ${fmtInt(n)}.`);
    const rest = n - d * lead;
    return {
      question: { text: calcQuestion(rng, `${fmtInt(n)} ÷ ${d}`, difficulty >= 3 ? w.t('Give the remainder too (like 12 R 5) if there is one.', 'Escribe también el residuo (como 12 R 5) si hay residuo.') : '', w) },
      answer,
      hints: lead === q ? hints(
        estimate,
        w.t(`Count up in ${d}s: ${d}, ${2 * d}, ${3 * d}, …`, `Cuenta de ${d} en ${d}: ${d}, ${2 * d}, ${3 * d}, …`),
        w.t(`Which multiple of ${d} is ${fmtInt(n)}${r ? ' or just below it' : ''}?`, `¿Qué múltiplo de ${d} es ${fmtInt(n)}${r ? ' o está justo debajo' : ''}?`),
      ) : hints(
        estimate,
        w.t(`${d} × ${fmtInt(lead)} = ${fmtInt(d * lead)}; ${fmtInt(n - d * lead)} is left.`, `${d} × ${fmtInt(lead)} = ${fmtInt(d * lead)}; quedan ${fmtInt(n - d * lead)}.`),
        w.t(`How many ${d}s are in ${fmtInt(n - d * lead)}? Anything left over is the remainder.`, `¿Cuántas veces cabe ${d} en ${fmtInt(n - d * lead)}? Lo que sobre es el residuo.`),
      ),
      // Steps the child fills in that are not the quotient: a product too big (one-digit quotient), or the
      // leading part of the quotient taken away first; the quotient comes in the last step.
      explanation: [
        ...(lead === q
          ? [w.t(`Too big: ${d} × ${q + 1} = ${fmtInt(d * (q + 1))}.`, `Demasiado grande: ${d} × ${q + 1} = ${fmtInt(d * (q + 1))}.`), ...(r ? [w.t(`${d} × ${q} = ${fmtInt(d * q)}, leaving ${r}.`, `${d} × ${q} = ${fmtInt(d * q)}, y ${r === 1 ? 'sobra' : 'sobran'} ${r}.`)] : [])]
          : [`${d} × ${fmtInt(lead)} = ${fmtInt(d * lead)}.`, `${fmtInt(n)} − ${fmtInt(d * lead)} = ${fmtInt(rest)}.`, w.t(`${d} × ${fmtInt(q - lead)} = ${fmtInt(d * (q - lead))}, leaving ${r}.`, `${d} × ${fmtInt(q - lead)} = ${fmtInt(d * (q - lead))}, y ${r === 1 ? 'sobra' : 'sobran'} ${r}.`)]),
        r ? w.t(`Quotient ${fmtInt(q)}, remainder ${r}.`, `Cociente ${fmtInt(q)}, residuo ${r}.`) : `${fmtInt(n)} ÷ ${d} = ${fmtInt(q)}.`,
        w.t(`Check: ${d} × ${fmtInt(q)}${r ? ` + ${r}` : ''} = ${fmtInt(n)}.`, `Comprueba: ${d} × ${fmtInt(q)}${r ? ` + ${r}` : ''} = ${fmtInt(n)}.`),
      ],
      misconceptions: misconceptions(answer, [
        [lostZero !== null ? (r ? `${lostZero} R ${r}` : plainInt(lostZero)) : null, 'dropped-zero', w.t('When a step is too small to divide, write 0 in the quotient.', 'Cuando un paso es muy pequeño para dividir, escribe 0 en el cociente.')],
        [r ? plainInt(q) : null, 'dropped-remainder', w.t(`${r} is left over: write it as the remainder.`, `${r === 1 ? 'Sobra' : 'Sobran'} ${r}: escríbelo como el residuo.`)],
        [r && q > 1 ? `${q - 1} R ${r + d}` : null, 'remainder-too-big', w.t(`A remainder must be less than ${d}.`, `El residuo debe ser menor que ${d}.`)],
      ]),
    };
  },
};
