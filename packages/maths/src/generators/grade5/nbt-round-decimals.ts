import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { rat } from '../shared/arithmetic.js';
import { decPlain, fmtDec } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const NAME = ['whole number', 'tenth', 'hundredth'];
const PLACE = ['ones', 'tenths', 'hundredths', 'thousandths'];
/** "al décimo más cercano": the rounding unit as Spanish says it after "Redondea". */
const NEAR_ES = ['al número entero más cercano', 'al décimo más cercano', 'al centésimo más cercano'];
const NAMES_ES = ['números enteros', 'décimos', 'centésimos'];
const PLACE_ES = ['unidades', 'décimos', 'centésimos', 'milésimos'];

export const nbtRoundDecimals: SkillGenerator = {
  skillId: 'g5.nbt.round-decimals',
  grade: 5,
  domain: 'nbt',
  ccss: ['5.NBT.A.4'],
  topic: 'Decimals',
  subtopic: 'Round decimals',
  prereqs: ['g4.nbt.round-whole-numbers'],
  estTimeSec: times(15, 45),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let x: Rational;
    let places: number;
    const whole = rng.int(1, 49);
    if (difficulty === 1) {
      places = 1;
      x = rat(whole * 100 + rng.int(1, 99), 100);
    } else if (difficulty === 2) {
      places = 0;
      x = rat(whole * 100 + rng.int(1, 99), 100);
    } else if (difficulty === 3) {
      places = 2;
      x = rat(whole * 1000 + rng.int(1, 999), 1000);
    } else if (difficulty === 4) {
      places = rng.int(1, 2);
      x = places === 1 ? rat(whole * 100 + rng.int(0, 9) * 10 + 5, 100) : rat(whole * 1000 + rng.int(0, 99) * 10 + 5, 1000);
    } else {
      places = rng.int(1, 2);
      x = places === 1 ? rat(whole * 100 + 90 + rng.int(5, 9), 100) : rat(whole * 1000 + 990 + rng.int(5, 9), 1000);
    }
    if (x.mul(10 ** places).isInteger()) x = x.add(rat(rng.int(1, 4), 10 ** (places + 1)));
    const target = x.round(places);
    const canonical = fmtDec(target, places);
    const answer: AnswerSpec = { format: 'decimal', mode: 'round', places, value: target.toString(), canonical };
    const scale = 10 ** places;
    const truncated = rat(x.mul(scale).floor(), scale);
    const nextDigit = Number(x.mul(scale * 10).floor() % 10n);
    const digit = Number(x.mul(scale).floor() % 10n);
    return {
      question: {
        text: rng.pick(w.es ? [
          `Redondea ${fmtDec(x)} ${NEAR_ES[places]}.`,
          `¿Cuánto es ${fmtDec(x)} redondeado ${NEAR_ES[places]}?`,
          `${someone(rng, w)} recorrió ${fmtDec(x)} km en bicicleta. Redondea esa distancia ${NEAR_ES[places]}.`,
          `Una bolsa de manzanas pesa ${fmtDec(x)} kg. Redondea su peso ${NEAR_ES[places]}.`,
          `Redondea ${NEAR_ES[places]}: ${fmtDec(x)}.`,
        ] : [
          `Round ${fmtDec(x)} to the nearest ${NAME[places]}.`,
          `What is ${fmtDec(x)} rounded to the nearest ${NAME[places]}?`,
          `${someone(rng)} rode a bike ${fmtDec(x)} km. Round that distance to the nearest ${NAME[places]}.`,
          `A bag of apples weighs ${fmtDec(x)} kg. Round its weight to the nearest ${NAME[places]}.`,
          `Round to the nearest ${NAME[places]}: ${fmtDec(x)}.`,
        ]),
      },
      // The number between the two tenths (or wholes) around it, on a line cut into ten parts.
      ...(difficulty <= 2
        ? (() => {
            const lo = truncated.toNumber(), hi = lo + 1 / scale, mid = (lo + hi) / 2;
            const lab = (v: number): string => fmtDec(rat(Math.round(v * scale * 10), scale * 10));
            return { diagram: { kind: 'number-line' as const, min: lo, max: hi, parts: 10, labels: [{ at: lo, label: lab(lo) }, { at: mid, label: lab(mid) }, { at: hi, label: lab(hi) }], points: [{ at: x.toNumber(), label: fmtDec(x) }], intervals: [] } };
          })()
        : {}),
      answer,
      hints: hints(
        // The deciding digit is not named on its own: it can be the rounded answer itself (8.93 → 9).
        w.t(`Look at the ${PLACE[places + 1]} digit, just to the right of the ${PLACE[places]} place.`, `Mira el dígito de los ${PLACE_ES[places + 1]}, justo a la derecha del lugar de los ${PLACE_ES[places]}.`),
        w.t(`If that digit is five or more, the ${PLACE[places]} digit goes up (a 9 becomes 10 and carries); if it is less than five, it stays.`, `Si ese dígito es cinco o más, el dígito de los ${PLACE_ES[places]} sube (un 9 se vuelve 10 y se lleva); si es menor que cinco, se queda igual.`),
        w.t(`Name the ${NAME[places]}s just below and just above ${fmtDec(x)}, and pick the closer one.`, `Di los ${NAMES_ES[places]} que están justo abajo y justo arriba de ${fmtDec(x)}, y escoge el más cercano.`),
      ),
      explanation: [
        w.t(`Find the ${PLACE[places]} digit of ${fmtDec(x)}: that is the last place to keep.`, `Busca el dígito de los ${PLACE_ES[places]} de ${fmtDec(x)}: es el último lugar que se queda.`),
        w.t(`The ${PLACE[places + 1]} digit, ${nextDigit}, is ${nextDigit >= 5 ? 'five or more' : 'less than five'}: ${fmtDec(x)} rounds ${nextDigit >= 5 ? 'up' : 'down'}.`, `El dígito de los ${PLACE_ES[places + 1]}, ${nextDigit}, es ${nextDigit >= 5 ? 'cinco o más' : 'menor que cinco'}: ${fmtDec(x)} se redondea hacia ${nextDigit >= 5 ? 'arriba' : 'abajo'}.`),
        w.t(`Rounded to the nearest ${NAME[places]}: ${canonical}.`, `Redondeado ${NEAR_ES[places]}: ${canonical}.`),
        w.t(`Check: ${fmtDec(x)} is ${fmtDec(x.sub(target).abs())} from ${canonical}, less than half of ${fmtDec(rat(1, scale))}.`, `Comprueba: ${fmtDec(x)} está a ${fmtDec(x.sub(target).abs())} de ${canonical}, menos de la mitad de ${fmtDec(rat(1, scale))}.`),
      ],
      misconceptions: misconceptions(answer, [
        [decPlain(truncated), 'truncated', w.t(`The next digit is ${nextDigit} (5 or more), so round up.`, `El siguiente dígito es ${nextDigit} (5 o más), así que redondea hacia arriba.`)],
        [decPlain(x), 'did-not-round', w.t(`Round to the nearest ${NAME[places]}: keep only ${places} decimal place${places === 1 ? '' : 's'}.`, `Redondea ${NEAR_ES[places]}: deja solo ${places} ${places === 1 ? 'lugar decimal' : 'lugares decimales'}.`)],
        [digit === 9 && nextDigit >= 5 && places > 0 ? `${x.floor()}.${'9'.repeat(places - 1)}10` : null, 'carry-not-propagated', w.t('When the 9 goes up it becomes 10: write 0 and carry 1 to the next place left.', 'Cuando el 9 sube se vuelve 10: escribe 0 y lleva 1 al lugar de la izquierda.')],
        [decPlain(x.round(places === 0 ? 1 : places - 1)), 'wrong-place', w.t(`Round to the nearest ${NAME[places]}, not another place.`, `Redondea ${NEAR_ES[places]}, no a otro lugar.`)],
      ]),
    };
  },
};
