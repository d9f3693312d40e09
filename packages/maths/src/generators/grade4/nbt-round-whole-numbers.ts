import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { roundTo } from '../shared/arithmetic.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const NAME: Record<number, string> = { 10: 'ten', 100: 'hundred', 1000: 'thousand', 10000: 'ten thousand', 100000: 'hundred thousand' };
const PLACE: Record<number, string> = { 10: 'tens', 100: 'hundreds', 1000: 'thousands', 10000: 'ten-thousands', 100000: 'hundred-thousands' };
/** "Redondea a la centena más cercana": the rounding unit with its article and agreement. */
const NEAREST_ES: Record<number, string> = {
  10: 'a la decena más cercana',
  100: 'a la centena más cercana',
  1000: 'al millar más cercano',
  10000: 'a la decena de millar más cercana',
  100000: 'a la centena de millar más cercana',
  1000000: 'al millón más cercano',
};
const PLACE_ES: Record<number, string> = { 10: 'decenas', 100: 'centenas', 1000: 'unidades de millar', 10000: 'decenas de millar', 100000: 'centenas de millar' };
const COUNT_ES: Record<number, string> = { 10: 'decenas', 100: 'centenas', 1000: 'millares', 10000: 'decenas de millar', 100000: 'centenas de millar' };

export const nbtRoundWholeNumbers: SkillGenerator = {
  skillId: 'g4.nbt.round-whole-numbers',
  grade: 4,
  domain: 'nbt',
  ccss: ['4.NBT.A.3'],
  topic: 'Place value',
  subtopic: 'Rounding',
  prereqs: ['g4.nbt.place-value'],
  estTimeSec: times(15, 45),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let n: number;
    let unit: number;
    if (difficulty === 1) {
      unit = 10;
      n = rng.int(11, 99);
      if (n % 10 === 0) n += rng.int(1, 9);
    } else if (difficulty === 2) {
      unit = rng.pick([10, 100]);
      n = rng.int(101, 999);
      if (n % unit === 0) n += rng.int(1, 9);
    } else if (difficulty === 3) {
      unit = rng.pick([100, 1000]);
      n = rng.int(1001, 9999);
      const r = rng.int(0, 2);
      if (r === 0) n = Math.floor(n / unit) * unit + unit / 2 + (unit === 1000 ? rng.int(0, 9) * 10 : 0); // exact 5
      else if (r === 1) n = Math.floor(n / unit) * unit + (unit / 10) * 4 + (unit / 100) * rng.int(5, 9) + (unit === 1000 ? rng.int(0, 9) : 0); // double-rounding trap
      if (n % unit === 0) n += unit / 10;
    } else if (difficulty === 4) {
      unit = rng.pick([10, 100, 1000, 10000, 100000]);
      n = unit === 100000 ? rng.int(100001, 999999) : rng.int(10001, 999999);
      if (n % unit === 0) n += Math.max(1, unit / 10);
    } else {
      unit = rng.pick([100, 1000, 10000]);
      // the digit in the rounding place is 9 (and often the next one up too), and the next digit is >= 5
      const lead = rng.int(1, 99) * unit * 100;
      const nines = rng.bool() ? 99 * unit : 9 * unit;
      n = lead + nines + rng.int(5, 9) * (unit / 10) + rng.int(0, unit / 10 - 1);
      if (n > 999999) n = 649952;
    }
    const ans = roundTo(n, unit);
    const answer = intAnswer(ans);
    const placeDigit = Math.floor(n / unit) % 10;
    const next = Math.floor(n / (unit / 10)) % 10;
    const down = Math.floor(n / unit) * unit;
    const up = down + unit;
    const bigger = unit * 10;
    const double = (() => {
      let x = n;
      for (let u = 10; u <= unit; u *= 10) x = roundTo(x, u);
      return x;
    })();
    const who = someone(rng, w);
    // The number between the two round numbers around it, on a line cut into tenths of the rounding unit.
    const diagram =
      difficulty <= 3
        ? { diagram: { kind: 'number-line' as const, min: down, max: up, parts: 10, labels: [{ at: down, label: fmtInt(down) }, { at: down + unit / 2, label: fmtInt(down + unit / 2) }, { at: up, label: fmtInt(up) }], points: [{ at: n, label: fmtInt(n) }], intervals: [] } }
        : {};
    if (w.es) {
      const nearest = NEAREST_ES[unit]!;
      const place = PLACE_ES[unit]!;
      const other = ans === up ? down : up;
      return {
        question: {
          text: rng.pick([
            `Redondea ${fmtInt(n)} ${nearest}.`,
            `¿Cuánto es ${fmtInt(n)} redondeado ${nearest}?`,
            `${who} redondea ${fmtInt(n)} ${nearest}. ¿Qué número debe obtener?`,
            `En un estadio caben ${fmtInt(n)} personas. Redondea ese número ${nearest}.`,
            `Redondea ${nearest}: ${fmtInt(n)}.`,
          ]),
        },
        ...diagram,
        answer,
        hints: hints(
          `El dígito de las ${place} es ${placeDigit}; mira el dígito que está justo a su derecha.`,
          `Ese dígito es ${next}, que es ${next >= 5 ? '5 o más, así que se redondea hacia arriba' : 'menos de 5, así que se redondea hacia abajo'}.`,
          `Busca el múltiplo de ${fmtInt(unit)} que queda justo abajo de ${fmtInt(n)} y el que queda justo arriba, y elige el que indica el dígito.`,
        ),
        explanation: [
          `El dígito de las ${place} de ${fmtInt(n)} es ${placeDigit}.`,
          `El dígito que sigue al lugar de las ${place} es ${next}, así que se redondea hacia ${next >= 5 ? 'arriba' : 'abajo'}${next >= 5 && placeDigit === 9 ? ' (el 9 se convierte en 10 y se lleva)' : ''}.`,
          `${nearest.charAt(0).toUpperCase()}${nearest.slice(1)}: ${fmtInt(ans)}.`,
          `Comprueba: ${fmtInt(n)} está a ${fmtInt(Math.abs(n - ans))} de ${fmtInt(ans)} y a ${fmtInt(Math.abs(n - other))} de ${fmtInt(other)}.`,
        ],
        misconceptions: misconceptions(answer, [
          [down, 'truncated', `Mira el dígito siguiente: ${next} es 5 o más, así que el dígito de las ${place} sube.`],
          [up, 'rounded-up-wrongly', `El dígito siguiente, ${next}, es menor que 5, así que se redondea hacia abajo.`],
          [ans / unit, 'wrote-count', `Ese es el número de ${COUNT_ES[unit]}. Escribe el número completo con sus ceros.`],
          [roundTo(n, bigger), 'wrong-place', `Redondeaste ${NEAREST_ES[bigger]}. Redondea ${nearest}.`],
          [double, 'double-rounding', `Redondea en un solo paso: mira solo el dígito que sigue al lugar de las ${place}.`],
        ]),
      };
    }
    return {
      question: {
        text: rng.pick([
          `Round ${fmtInt(n)} to the nearest ${NAME[unit]}.`,
          `What is ${fmtInt(n)} rounded to the nearest ${NAME[unit]}?`,
          `${who} rounds ${fmtInt(n)} to the nearest ${NAME[unit]}. What number should that give?`,
          `A stadium holds ${fmtInt(n)} people. Round that number to the nearest ${NAME[unit]}.`,
          `Round to the nearest ${NAME[unit]}: ${fmtInt(n)}.`,
        ]),
      },
      ...diagram,
      answer,
      hints: hints(
        `The ${PLACE[unit]} digit is ${placeDigit}; look at the digit just to its right.`,
        `That digit is ${next}, which is ${next >= 5 ? '5 or more, so round up' : 'less than 5, so round down'}.`,
        `Name the ${NAME[unit]}s just below and just above ${fmtInt(n)}, and pick the one the digit points to.`,
      ),
      explanation: [
        `The ${PLACE[unit]} digit of ${fmtInt(n)} is ${placeDigit}.`,
        `The digit after the ${PLACE[unit]} place is ${next}, so round ${next >= 5 ? 'up' : 'down'}${next >= 5 && placeDigit === 9 ? ' (the 9 becomes 10 and carries)' : ''}.`,
        `Rounded to the nearest ${NAME[unit]}: ${fmtInt(ans)}.`,
        `Check: ${fmtInt(n)} is ${fmtInt(Math.abs(n - ans))} away from ${fmtInt(ans)} and ${fmtInt(Math.abs(n - (ans === up ? down : up)))} away from ${fmtInt(ans === up ? down : up)}.`,
      ],
      misconceptions: misconceptions(answer, [
        [down, 'truncated', `Look at the next digit: ${next} is 5 or more, so the ${PLACE[unit]} digit goes up.`],
        [up, 'rounded-up-wrongly', `The next digit ${next} is less than 5, so round down.`],
        [ans / unit, 'wrote-count', `That is the number of ${NAME[unit]}s. Write the full number with zeros.`],
        [roundTo(n, bigger), 'wrong-place', `You rounded to the nearest ${NAME[bigger] ?? 'million'}. Round to the nearest ${NAME[unit]}.`],
        [double, 'double-rounding', `Round in one step: look only at the digit right after the ${PLACE[unit]} place.`],
      ]),
    };
  },
};
