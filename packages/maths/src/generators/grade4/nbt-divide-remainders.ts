import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { qrAnswer } from '../shared/answers.js';
import { fmtInt, plainInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { calcQuestion } from '../shared/wording.js';

export const nbtDivideRemainders: SkillGenerator = {
  skillId: 'g4.nbt.divide-remainders',
  grade: 4,
  domain: 'nbt',
  ccss: ['4.NBT.B.6'],
  topic: 'Multiplying & dividing',
  subtopic: 'Division with remainders',
  prereqs: ['g4.nbt.multiply'],
  estTimeSec: times(25, 150),
  version: '1.1.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const d = rng.int(difficulty === 1 ? 2 : 3, 9);
    let q: number;
    let r = 0;
    if (difficulty === 1) q = rng.int(11, Math.floor(99 / d));
    else if (difficulty === 2) {
      q = rng.int(10, Math.floor(99 / d) - 1);
      r = rng.int(1, d - 1);
    } else if (difficulty === 3) {
      q = rng.int(Math.ceil(100 / d), Math.floor(999 / d) - 1);
      if (q % 10 === 0) q += 1;
      r = rng.bool(0.7) ? rng.int(1, d - 1) : 0;
    } else if (difficulty === 4) {
      const hundreds = rng.int(1, Math.max(1, Math.floor(999 / d / 100)));
      q = hundreds * 100 + rng.int(1, 9);
      r = rng.bool(0.5) ? rng.int(1, d - 1) : 0;
      if (q * d + r > 999) r = 0;
    } else {
      q = rng.int(Math.ceil(1000 / d), Math.floor(9999 / d) - 1);
      r = rng.int(1, d - 1);
    }
    const n = q * d + r;
    const answer = qrAnswer(n, d);
    const qs = String(q);
    const lostZero = qs.includes('0') ? Number(qs.replace(/0/g, '')) : null;
    const firstPlace = Math.floor(n / 10 ** (qs.length - 1));
    const lead = Math.floor(firstPlace / d);
    return {
      question: { text: calcQuestion(rng, `${fmtInt(n)} ÷ ${d}`, r !== 0 || difficulty >= 3 ? w.t('Give the quotient and the remainder (like 5 R 2) if there is one.', 'Escribe el cociente y el residuo (como 5 R 2) si hay residuo.') : '', w) },
      answer,
      hints: hints(
        w.t(`Divide one place at a time, starting on the left: how many ${d}s are in ${fmtInt(firstPlace)}?`, `Divide un lugar a la vez, empezando por la izquierda: ¿cuántas veces cabe ${d} en ${fmtInt(firstPlace)}?`),
        w.t(`${lead} × ${d} = ${lead * d}, so ${firstPlace - lead * d} is left to bring down with the next digit.`, `${lead} × ${d} = ${lead * d}, así que sobra ${firstPlace - lead * d} para bajar con el dígito siguiente.`),
        w.t(`Bring down the next digit and divide again, place by place, until the ones are done; whatever is left at the end is the remainder.`, `Baja el dígito siguiente y vuelve a dividir, lugar por lugar, hasta terminar con las unidades; lo que sobre al final es el residuo.`),
      ),
      explanation: [
        w.t(`Divide ${fmtInt(n)} by ${d} one place at a time, from the left.`, `Divide ${fmtInt(n)} entre ${d}, un lugar a la vez, desde la izquierda.`),
        w.t(`${d} × ${fmtInt(q)} = ${fmtInt(q * d)}, and ${fmtInt(n)} − ${fmtInt(q * d)} = ${r}.`, `${d} × ${fmtInt(q)} = ${fmtInt(q * d)}, y ${fmtInt(n)} − ${fmtInt(q * d)} = ${r}.`),
        r === 0 ? w.t(`So ${fmtInt(n)} ÷ ${d} = ${fmtInt(q)} exactly.`, `Entonces ${fmtInt(n)} ÷ ${d} = ${fmtInt(q)} exactamente.`) : w.t(`So the quotient is ${fmtInt(q)} and the remainder is ${r} (smaller than ${d}).`, `Entonces el cociente es ${fmtInt(q)} y el residuo es ${r} (menor que ${d}).`),
        w.t(`Check: ${d} × ${fmtInt(q)}${r ? ` + ${r}` : ''} = ${fmtInt(n)}.`, `Comprueba: ${d} × ${fmtInt(q)}${r ? ` + ${r}` : ''} = ${fmtInt(n)}.`),
      ],
      misconceptions: misconceptions(answer, [
        [lostZero !== null ? (r ? `${lostZero} R ${r}` : plainInt(lostZero)) : null, 'lost-zero', w.t(`When a place is too small to divide, write 0 in the quotient before moving on.`, `Cuando un lugar es muy pequeño para dividir, escribe 0 en el cociente antes de seguir.`)],
        [r ? plainInt(q) : null, 'dropped-remainder', w.t(`There are ${r} left over. Write the remainder too: quotient R remainder.`, `Sobran ${r}. Escribe también el residuo: cociente R residuo.`)],
        [r && q > 1 ? `${q - 1} R ${r + d}` : null, 'remainder-too-big', w.t(`A remainder of ${r + d} is bigger than ${d}, so one more ${d} fits.`, `Un residuo de ${r + d} es mayor que ${d}, así que cabe un ${d} más.`)],
        [r ? `${q}.${r}` : null, 'remainder-as-decimal', w.t(`A remainder is not a decimal digit. Write it as ${plainInt(q)} R ${r}.`, `Un residuo no es un dígito decimal. Escríbelo como ${plainInt(q)} R ${r}.`)],
      ]),
    };
  },
};
