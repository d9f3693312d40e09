import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, fmtInt, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

export const rpPercent: SkillGenerator = {
  skillId: 'g6.rp.percent',
  grade: 6,
  domain: 'rp',
  ccss: ['6.RP.A.3'],
  topic: 'Percents',
  subtopic: 'Percent of a number & finding the whole',
  prereqs: ['g6.rp.ratio-tables', 'g5.nbt.decimal-multiply'],
  estTimeSec: times(20, 90),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d <= 2) {
      const pct = d === 1 ? rng.pick([50, 25, 10]) : rng.pick([5, 15, 20, 30, 35, 40, 45, 55, 60, 65, 70, 75, 80, 85, 90, 95]);
      const unitSize = 100 / gcdN(pct, 100);
      const whole = unitSize * rng.int(2, d === 1 ? 10 : 20) * (d === 1 ? 1 : 1);
      const ans = Rational.of(pct * whole, 100);
      const who = someone(rng, w);
      const wt = fmtInt(whole);
      // Every frame's part is whole (whole is a multiple of 100 ÷ gcd(pct, 100)).
      const text = rng.pick(w.es ? [
        `¿Cuánto es el ${pct}% de ${wt}?`,
        `Encuentra el ${pct}% de ${wt}.`,
        `${who} tiene ${wt} calcomanías y regala el ${pct}% de ellas. ¿Cuántas calcomanías regala?`,
        `Una escuela tiene ${wt} estudiantes. El ${pct}% de ellos camina a la escuela. ¿Cuántos estudiantes caminan a la escuela?`,
        `${who} sacó ${pct}% en una prueba de ${wt} puntos. ¿Cuántos puntos obtuvo?`,
        `Una biblioteca tiene ${wt} libros en un estante. El ${pct}% de ellos son cómics. ¿Cuántos cómics hay en el estante?`,
      ] : [
        `What is ${pct}% of ${wt}?`,
        `Find ${pct}% of ${wt}.`,
        `${who} has ${wt} stickers and gives away ${pct}% of them. How many stickers does ${who} give away?`,
        `A school has ${wt} students. ${pct}% of them walk to school. How many students walk to school?`,
        `${who} scored ${pct}% on a quiz worth ${wt} points. How many points did ${who} get?`,
        `A library has ${wt} books on one shelf. ${pct}% of them are comics. How many comics are on the shelf?`,
      ]);
      return bodyLoose(
        text,
        A.number(ans),
        w.t([
          `${pct}% means ${pct} out of every 100, or ${pct}/100.`,
          pct === 10 ? `10% is one tenth: split ${fmtInt(whole)} into ten equal parts.` : `Find 1% or 10% first: 10% of ${fmtInt(whole)} is ${fmtDecOrMixed(Rational.of(whole, 10))}.`,
          `Now multiply: ${pct}/100 × ${fmtInt(whole)}.`,
        ], [
          `${pct}% quiere decir ${pct} de cada 100, o ${pct}/100.`,
          pct === 10 ? `El 10% es un décimo: divide ${fmtInt(whole)} en diez partes iguales.` : `Primero encuentra el 1% o el 10%: el 10% de ${fmtInt(whole)} es ${fmtDecOrMixed(Rational.of(whole, 10))}.`,
          `Ahora multiplica: ${pct}/100 × ${fmtInt(whole)}.`,
        ]),
        [`${pct}% = ${pct}/100.`, `${pct}/100 × ${fmtInt(whole)} = ${fmtDecOrMixed(ans)}.`, `${w.t('Check', 'Comprueba')}: ${fmtDecOrMixed(ans)} ÷ ${fmtInt(whole)} = ${fmtDecOrMixed(Rational.of(pct, 100))} = ${pct}%.`],
        [
          mis(val(R(whole).mul(pct).div(10)), 'decimal-place', w.t(`Check the place value: ${pct}% is ${pct}/100, not ${pct}/10.`, `Revisa el valor posicional: ${pct}% es ${pct}/100, no ${pct}/10.`)),
          mis(val(R(whole).mul(pct)), 'forgot-100', w.t(`Remember to divide by 100: ${pct}% is ${pct}/100.`, `Acuérdate de dividir entre 100: ${pct}% es ${pct}/100.`)),
        ],
      );
    }
    if (d === 3) {
      const whole = rng.pick([20, 25, 40, 50, 80, 200]);
      const part = rng.int(1, whole - 1);
      const pct = Rational.of(part * 100, whole);
      const who = someone(rng, w);
      const text = rng.pick(w.es ? [
        `¿Qué porcentaje de ${whole} es ${part}?`,
        `¿${part} es qué porcentaje de ${whole}?`,
        `${who} contestó bien ${part} de ${whole} preguntas en un examen. ¿Qué porcentaje de las preguntas es?`,
        `Un jardín tiene ${whole} plantas y ${part} de ellas tienen flores. ¿Qué porcentaje de las plantas tiene flores?`,
        `Escribe ${part} de ${whole} como porcentaje.`,
        `${who} ha ahorrado ${part} de los ${whole} dólares que cuesta una bicicleta. ¿Qué porcentaje del precio ha ahorrado?`,
      ] : [
        `What percent of ${whole} is ${part}?`,
        `${part} is what percent of ${whole}?`,
        `${who} got ${part} out of ${whole} questions right on a test. What percent of the questions is that?`,
        `A garden has ${whole} plants and ${part} of them are flowering. What percent of the plants are flowering?`,
        `Write ${part} out of ${whole} as a percent.`,
        `${who} has saved ${part} of the ${whole} dollars a bike costs. What percent of the price has ${who} saved?`,
      ]);
      return bodyLoose(
        text,
        A.percent(pct),
        w.t([
          'Write the part over the whole, then change it to a fraction out of 100.',
          `The fraction is ${part}/${whole}.`,
          `Rewrite ${part}/${whole} as an equivalent fraction with a denominator of 100: ${whole} × ${fmtDecOrMixed(Rational.of(100, whole))} = 100.`,
        ], [
          'Escribe la parte sobre el total y luego cámbiala a una fracción con denominador 100.',
          `La fracción es ${part}/${whole}.`,
          `Escribe ${part}/${whole} como una fracción equivalente con denominador 100: ${whole} × ${fmtDecOrMixed(Rational.of(100, whole))} = 100.`,
        ]),
        [`${part}/${whole} = ${fmtDecOrMixed(pct)}/100.`, w.t(`So ${part} is ${fmtDecOrMixed(pct)}% of ${whole}.`, `Entonces ${part} es el ${fmtDecOrMixed(pct)}% de ${whole}.`), w.t(`Check: ${fmtDecOrMixed(pct)}% of ${whole} = ${part}.`, `Comprueba: el ${fmtDecOrMixed(pct)}% de ${whole} = ${part}.`)],
        [
          mis(val(Rational.of(whole * 100, part).round(1), 'dec'), 'whole-over-part', w.t('You divided the whole by the part. Divide the part by the whole.', 'Dividiste el total entre la parte. Divide la parte entre el total.')),
          mis(val(Rational.of(part, whole), 'dec'), 'forgot-times-100', w.t(`${fmtDecOrMixed(Rational.of(part, whole))} is the decimal; as a percent multiply by 100.`, `${fmtDecOrMixed(Rational.of(part, whole))} es el decimal; para el porcentaje, multiplica por 100.`)),
        ],
      );
    }
    // d4 benchmark percent (10%, 20%, 25%, 50%); d5 non-benchmark
    const pct = d === 4 ? rng.pick([10, 20, 25, 50]) : rng.pick([4, 8, 12, 15, 16, 24, 30, 35, 40, 45, 60, 75]);
    const step = 100 / gcdN(pct, 100);
    let whole = step * rng.int(d === 4 ? 2 : 1, d === 4 ? 12 : 6);
    if (whole === 100) whole += step;
    const part = Rational.of(pct * whole, 100);
    const onePct = part.div(pct);
    const who = someone(rng, w);
    const pt = fmtDecOrMixed(part);
    // The part and the whole are both whole numbers (whole is a multiple of 100 ÷ gcd(pct, 100)).
    const text = rng.pick(w.es ? [
      `¿De qué número es ${pt} el ${pct}%?`,
      `El ${pct}% de un número es ${pt}. ¿Cuál es el número?`,
      `${who} ha leído ${pt} páginas, que son el ${pct}% de un libro. ¿Cuántas páginas tiene el libro?`,
      `${pt} estudiantes fueron a una excursión. Son el ${pct}% del grado. ¿Cuántos estudiantes hay en el grado?`,
      `Un frasco tiene ${pt} canicas cuando está al ${pct}% de su capacidad. ¿Cuántas canicas caben en el frasco lleno?`,
      `${who} ha corrido ${pt} vueltas, que son el ${pct}% de las vueltas de la carrera. ¿Cuántas vueltas tiene la carrera?`,
    ] : [
      `${pt} is ${pct}% of what number?`,
      `${pct}% of a number is ${pt}. What is the number?`,
      `${who} has read ${pt} pages, which is ${pct}% of a book. How many pages does the book have?`,
      `${pt} students went on a class trip. That is ${pct}% of the grade. How many students are in the grade?`,
      `A jar holds ${pt} marbles when it is ${pct}% full. How many marbles does the full jar hold?`,
      `${who} has run ${pt} laps, which is ${pct}% of the laps in the race. How many laps are in the race?`,
    ]);
    return bodyLoose(
      text,
      A.number(R(whole)),
      w.t([
        `${pct}% of the number is ${fmtDecOrMixed(part)}, so 1% of it is ${fmtDecOrMixed(part)} ÷ ${pct}.`,
        `${fmtDecOrMixed(part)} ÷ ${pct} = ${fmtDecOrMixed(onePct)}.`,
        `The whole number is 100%: 100 × ${fmtDecOrMixed(onePct)}.`,
      ], [
        `El ${pct}% del número es ${fmtDecOrMixed(part)}, así que el 1% es ${fmtDecOrMixed(part)} ÷ ${pct}.`,
        `${fmtDecOrMixed(part)} ÷ ${pct} = ${fmtDecOrMixed(onePct)}.`,
        `El número completo es el 100%: 100 × ${fmtDecOrMixed(onePct)}.`,
      ]),
      [`1% = ${fmtDecOrMixed(part)} ÷ ${pct} = ${fmtDecOrMixed(onePct)}.`, `100% = 100 × ${fmtDecOrMixed(onePct)} = ${fmtInt(whole)}.`, w.t(`Check: ${pct}% of ${fmtInt(whole)} = ${fmtDecOrMixed(part)}.`, `Comprueba: el ${pct}% de ${fmtInt(whole)} = ${fmtDecOrMixed(part)}.`)],
      [
        mis(val(part.mul(pct).div(100)), 'percent-of-part', w.t(`You found ${pct}% of ${fmtDecOrMixed(part)}. Here ${fmtDecOrMixed(part)} is the part; find the whole.`, `Encontraste el ${pct}% de ${fmtDecOrMixed(part)}. Aquí ${fmtDecOrMixed(part)} es la parte; encuentra el total.`)),
        mis(val(part.add(pct)), 'added', w.t('Adding does not find the whole. Use 1% = part ÷ percent.', 'Sumar no te da el total. Usa 1% = parte ÷ porcentaje.')),
        mis(val(part.mul(pct)), 'multiplied', w.t(`Multiplying by ${pct} gives ${pct} times the part; divide by ${pct} and then multiply by 100.`, `Multiplicar por ${pct} da ${pct} veces la parte; divide entre ${pct} y luego multiplica por 100.`)),
      ],
    );
  },
};

