import { Rational, R } from '../../rational.js';
import { axisFor, withDiagram } from '../../diagrams/build.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { lin, par } from '../shared/expressions.js';
import { asciiMinus, fmtDecOrFrac, fmtFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { intExcept, signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

interface Story {
  who: string;
  fee: string;
  per: string;
  c: string;
  x: string;
  xUnit: string;
  xOne: string;
  rates: number[];
  fees: number[];
}
const STORIES: Story[] = [
  { who: 'A gym', fee: 'joining fee', per: 'per month', c: 'c', x: 'm', xUnit: 'months', xOne: 'month', rates: [15, 20, 25, 30, 35], fees: [25, 40, 50, 60] },
  { who: 'A plumber', fee: 'call-out fee', per: 'per hour', c: 'c', x: 'h', xUnit: 'hours', xOne: 'hour', rates: [45, 50, 60, 65, 75], fees: [35, 40, 55, 80] },
  { who: 'A bike rental shop', fee: 'fixed fee', per: 'per hour', c: 'c', x: 'h', xUnit: 'hours', xOne: 'hour', rates: [6, 8, 9, 12], fees: [5, 10, 15] },
  { who: 'A taxi', fee: 'starting charge', per: 'per mile', c: 'c', x: 'd', xUnit: 'miles', xOne: 'mile', rates: [2, 3, 4], fees: [3, 4, 5, 6] },
  { who: 'A music school', fee: 'sign-up fee', per: 'per lesson', c: 'c', x: 'n', xUnit: 'lessons', xOne: 'lesson', rates: [20, 25, 30, 40], fees: [15, 20, 30, 45] },
];
/** The Spanish words of each story, index for index (the numbers and letters stay those of STORIES). */
interface StoryEs {
  who: string;
  /** The fee with "el"/"la", and with "un"/"una". */
  feeThe: string;
  feeA: string;
  per: string;
  xUnit: string;
  xOne: string;
}
const STORIES_ES: StoryEs[] = [
  { who: 'Un gimnasio', feeThe: 'la cuota de inscripción', feeA: 'una cuota de inscripción', per: 'al mes', xUnit: 'meses', xOne: 'mes' },
  { who: 'Un plomero', feeThe: 'el cargo por visita', feeA: 'un cargo por visita', per: 'por hora', xUnit: 'horas', xOne: 'hora' },
  { who: 'Una tienda que renta bicicletas', feeThe: 'el cargo fijo', feeA: 'un cargo fijo', per: 'por hora', xUnit: 'horas', xOne: 'hora' },
  { who: 'Un taxi', feeThe: 'la tarifa inicial', feeA: 'una tarifa inicial', per: 'por milla', xUnit: 'millas', xOne: 'milla' },
  { who: 'Una escuela de música', feeThe: 'la cuota de inscripción', feeA: 'una cuota de inscripción', per: 'por clase', xUnit: 'clases', xOne: 'clase' },
];

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const fRateInitialValue: SkillGenerator = {
  skillId: 'g8.f.rate-initial-value',
  grade: 8,
  domain: 'f',
  ccss: ['8.F.B.4'],
  topic: 'Functions',
  subtopic: 'Build a linear model',
  prereqs: ['g8.ee.slope', 'g6.ee.dependent-independent'],
  estTimeSec: times(25, 150),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    if (difficulty === 1) {
      const m = signedInt(rng, 2, 9);
      const b = signedInt(rng, 1, 12);
      const eq = `y = ${lin([[m, 'x']], b)}`;
      const answer: AnswerSpec = { format: 'number', value: String(m), canonical: fmtDecOrFrac(m) };
      return bodyByFormat(
        // The wording is drawn after the numbers (docs/maths/curriculum.md, "Variety").
        rng.pick(w.es ? [
          `Para ${eq}, ¿cuál es la tasa de cambio?`,
          `¿Cuál es la tasa de cambio de la función ${eq}?`,
          `${someone(rng, w)} grafica ${eq}. ¿Cuál es la tasa de cambio?`,
          `Una función lineal tiene la regla ${eq}. ¿Cuánto cambia y por cada 1 que aumenta x?`,
          `Encuentra la tasa de cambio de ${eq}.`,
        ] : [
          `For ${eq}, what is the rate of change?`,
          `What is the rate of change of the function ${eq}?`,
          `${someone(rng)} graphs ${eq}. What is the rate of change?`,
          `A linear function has the rule ${eq}. By how much does y change for each 1 that x increases?`,
          `Find the rate of change of ${eq}.`,
        ]),
        answer,
        [w.t('In y = mx + b, the rate of change is m.', 'En y = mx + b, la tasa de cambio es m.'), w.t(`Compare ${eq} with y = mx + b.`, `Compara ${eq} con y = mx + b.`), w.t(`m is the number multiplying x; b = ${fmtDecOrFrac(b)} is the initial value.`, `m es el número que multiplica a x; b = ${fmtDecOrFrac(b)} es el valor inicial.`)],
        // m is read off in a step of its own, the last one, where the child fills it in.
        [w.t(`${eq} has the form y = mx + b.`, `${eq} tiene la forma y = mx + b.`), w.t(`The number multiplying x: m = ${fmtDecOrFrac(m)}.`, `El número que multiplica a x: m = ${fmtDecOrFrac(m)}.`), w.t(`Check: x = 0 gives ${fmtDecOrFrac(b)} and x = 1 gives ${fmtDecOrFrac(m + b)}, a change of ${fmtDecOrFrac(m)}.`, `Comprueba: x = 0 da ${fmtDecOrFrac(b)} y x = 1 da ${fmtDecOrFrac(m + b)}, un cambio de ${fmtDecOrFrac(m)}.`)],
        [mis(fmtDecOrFrac(b), 'gave-initial-value', w.t(`${fmtDecOrFrac(b)} is the initial value (y when x = 0). The rate is the number multiplying x.`, `${fmtDecOrFrac(b)} es el valor inicial (y cuando x = 0). La tasa es el número que multiplica a x.`)), mis(fmtDecOrFrac(-m), 'sign-lost', w.t('Keep the sign of the number multiplying x.', 'Conserva el signo del número que multiplica a x.'))],
      );
    }
    if (difficulty === 2 || difficulty === 3) {
      const m = difficulty === 2 ? Rational.of(signedInt(rng, 1, 9), rng.pick([1, 1, 2])) : R(signedInt(rng, 2, 8));
      let b = R(signedInt(rng, 1, 15));
      // The rate is worked out before the initial value: the two are never equal.
      if (b.eq(m)) b = b.add(1);
      // A step in x of 1, or equal to the rate, would make a step the tutor shows before the rate the rate itself.
      const h = rng.pick([1, 2, 3].map((k) => Number(m.den) * k).filter((v) => v !== 1 && !m.eq(v)));
      if (difficulty === 2) {
        const xs = [0, 1, 2, 3].map((i) => 1 + i * h);
        const ys = xs.map((x) => m.mul(x).add(b));
        const answer: AnswerSpec = { format: 'number', value: m.toString(), canonical: fmtDecOrFrac(m) };
        const dy = ys[1]!.sub(ys[0]!);
        const pts: [number, number][] = xs.map((x, i) => [x, ys[i]!.toNumber()]);
        return withDiagram(bodyByFormat(
          (() => {
            const table = `x: ${xs.join(', ')}; y: ${ys.map((v) => fmtDecOrFrac(v)).join(', ')}`;
            return rng.pick(w.es ? [
              `La tabla muestra una función lineal. ${table}. ¿Cuál es la tasa de cambio?`,
              `${someone(rng, w)} anota una función lineal en una tabla: ${table}. ¿Cuál es su tasa de cambio?`,
              `Una función lineal tiene estos valores. ${table}. Encuentra la tasa de cambio.`,
              `Estos puntos están en una recta: ${table}. ¿Cuál es la tasa de cambio?`,
              `¿Cuál es la tasa de cambio de la función lineal de esta tabla? ${table}.`,
            ] : [
              `The table shows a linear function. ${table}. What is the rate of change?`,
              `${someone(rng)} records a linear function in a table: ${table}. What is its rate of change?`,
              `A linear function has these values. ${table}. Find the rate of change.`,
              `These points lie on a line: ${table}. What is the rate of change?`,
              `What is the rate of change of the linear function in this table? ${table}.`,
            ]);
          })(),
          answer,
          [w.t('Rate of change = change in y ÷ change in x.', 'Tasa de cambio = cambio en y ÷ cambio en x.'), w.t(`From x = ${xs[0]} to x = ${xs[1]}, x changes by ${h} and y changes by ${fmtDecOrFrac(ys[1]!)} − ${par(ys[0]!)} = ${fmtDecOrFrac(dy)}.`, `De x = ${xs[0]} a x = ${xs[1]}, x cambia ${h} y y cambia ${fmtDecOrFrac(ys[1]!)} − ${par(ys[0]!)} = ${fmtDecOrFrac(dy)}.`), w.t(`Divide ${fmtDecOrFrac(dy)} by ${h}.`, `Divide ${fmtDecOrFrac(dy)} entre ${h}.`)],
          [w.t(`Change in x: ${h}. Change in y: ${fmtDecOrFrac(dy)}.`, `Cambio en x: ${h}. Cambio en y: ${fmtDecOrFrac(dy)}.`), w.t(`Rate = ${fmtDecOrFrac(dy)} ÷ ${h} = ${fmtDecOrFrac(m)}.`, `Tasa = ${fmtDecOrFrac(dy)} ÷ ${h} = ${fmtDecOrFrac(m)}.`), w.t(`Check with the last rows: (${fmtDecOrFrac(ys[3]!)} − ${par(ys[2]!)}) ÷ ${h} = ${fmtDecOrFrac(m)}.`, `Comprueba con las últimas filas: (${fmtDecOrFrac(ys[3]!)} − ${par(ys[2]!)}) ÷ ${h} = ${fmtDecOrFrac(m)}.`)],
          [mis(fmtDecOrFrac(dy), 'forgot-to-divide', w.t(`y changes by ${fmtDecOrFrac(dy)} when x changes by ${h}; divide to get the change for 1.`, `y cambia ${fmtDecOrFrac(dy)} cuando x cambia ${h}; divide para obtener el cambio por cada 1.`)), ...(dy.sign() !== 0 ? [mis(fmtFrac(R(h).div(dy)), 'x-over-y', w.t('Rate of change is change in y over change in x.', 'La tasa de cambio es el cambio en y entre el cambio en x.'))] : [])],
          // The table's rows as points on the function's graph.
        ), { kind: 'function-graph', title: w.t('The linear function', 'La función lineal'), x: axisFor(xs, { minStep: 1, label: 'x' }), y: axisFor(pts.map((p) => p[1]), { label: 'y' }), series: [{ label: 'y', points: pts, connect: true }] });
      }
      const x1 = rng.int(1, 5);
      const x2 = x1 + h * rng.int(1, 2);
      const y1 = m.mul(x1).add(b);
      const y2 = m.mul(x2).add(b);
      const answer: AnswerSpec = { format: 'number', value: b.toString(), canonical: fmtDecOrFrac(b) };
      return bodyByFormat(
        (() => {
          const pts = `(${x1}, ${fmtDecOrFrac(y1)}) ${w.t('and', 'y')} (${x2}, ${fmtDecOrFrac(y2)})`;
          return rng.pick(w.es ? [
            `Una función lineal pasa por ${pts}. ¿Cuál es su valor inicial (el valor de y cuando x = 0)?`,
            `${someone(rng, w)} traza una recta que pasa por ${pts}. ¿Cuál es el valor inicial (el valor de y cuando x = 0)?`,
            `La gráfica de una función lineal pasa por ${pts}. Encuentra su valor inicial (y cuando x = 0).`,
            `Una recta contiene los puntos ${pts}. ¿Cuál es su valor inicial (el valor de y cuando x = 0)?`,
            `¿Cuál es el valor inicial (y cuando x = 0) de la función lineal que pasa por ${pts}?`,
          ] : [
            `A linear function passes through ${pts}. What is its initial value (the value of y when x = 0)?`,
            `${someone(rng)} plots a line through ${pts}. What is the initial value (the value of y when x = 0)?`,
            `The graph of a linear function goes through ${pts}. Find its initial value (y when x = 0).`,
            `A line contains the points ${pts}. What is its initial value (the value of y when x = 0)?`,
            `What is the initial value (y when x = 0) of the linear function through ${pts}?`,
          ]);
        })(),
        answer,
        [w.t('First find the rate of change, then work back to x = 0.', 'Primero encuentra la tasa de cambio y luego regresa hasta x = 0.'), w.t(`Rate = (${fmtDecOrFrac(y2)} − ${par(y1)}) ÷ (${x2} − ${x1}) = ${fmtDecOrFrac(y2.sub(y1))} ÷ ${x2 - x1} = ${fmtDecOrFrac(m)}.`, `Tasa = (${fmtDecOrFrac(y2)} − ${par(y1)}) ÷ (${x2} − ${x1}) = ${fmtDecOrFrac(y2.sub(y1))} ÷ ${x2 - x1} = ${fmtDecOrFrac(m)}.`), w.t(`From x = ${x1} back to x = 0, y changes by ${fmtDecOrFrac(m)} × (−${x1}); apply that to ${fmtDecOrFrac(y1)}.`, `Al regresar de x = ${x1} a x = 0, y cambia ${fmtDecOrFrac(m)} × (−${x1}); aplica ese cambio a ${fmtDecOrFrac(y1)}.`)],
        [w.t(`Rate m = ${fmtDecOrFrac(y2.sub(y1))} ÷ ${x2 - x1} = ${fmtDecOrFrac(m)}.`, `Tasa m = ${fmtDecOrFrac(y2.sub(y1))} ÷ ${x2 - x1} = ${fmtDecOrFrac(m)}.`), w.t(`y = ${fmtDecOrFrac(m)}x + b, and at x = ${x1}: ${fmtDecOrFrac(y1)} = ${fmtDecOrFrac(m)} × ${x1} + b.`, `y = ${fmtDecOrFrac(m)}x + b, y en x = ${x1}: ${fmtDecOrFrac(y1)} = ${fmtDecOrFrac(m)} × ${x1} + b.`), `b = ${fmtDecOrFrac(y1)} − ${par(m.mul(x1))} = ${fmtDecOrFrac(b)}.`, w.t(`Check: ${fmtDecOrFrac(m)} × ${x2} + ${par(b)} = ${fmtDecOrFrac(y2)}.`, `Comprueba: ${fmtDecOrFrac(m)} × ${x2} + ${par(b)} = ${fmtDecOrFrac(y2)}.`)],
        [mis(fmtDecOrFrac(y1), 'first-y-as-initial', w.t(`${fmtDecOrFrac(y1)} is y when x = ${x1}, not when x = 0.`, `${fmtDecOrFrac(y1)} es y cuando x = ${x1}, no cuando x = 0.`)), mis(fmtDecOrFrac(m), 'gave-rate', w.t(`${fmtDecOrFrac(m)} is the rate of change; the initial value is y at x = 0.`, `${fmtDecOrFrac(m)} es la tasa de cambio; el valor inicial es y en x = 0.`)), mis(fmtDecOrFrac(y1.add(m.mul(x1))), 'wrong-direction', w.t(`Going back from x = ${x1} to 0 means subtracting ${x1} steps of ${fmtDecOrFrac(m)}.`, `Regresar de x = ${x1} a 0 quiere decir restar ${x1} pasos de ${fmtDecOrFrac(m)}.`))],
      );
    }
    const si = rng.int(0, STORIES.length - 1);
    const st = STORIES[si]!;
    const se = STORIES_ES[si]!;
    const rate = rng.pick(st.rates);
    const fee = intExcept(rng, st.fees[0]!, st.fees[st.fees.length - 1]!, [rate]);
    const eqText = `${st.c} = ${rate}${st.x} + ${fee}`;
    const answer: AnswerSpec = { format: 'equation', equation: asciiMinus(eqText), vars: [st.c, st.x], canonical: eqText };
    if (difficulty === 4) {
      return bodyByFormat(
        w.t(`${st.who} charges a $${fee} ${st.fee} plus $${rate} ${st.per}. Write an equation for the total cost ${st.c} (in dollars) for ${st.x} ${st.xUnit}.`, `${se.who} cobra ${se.feeA} de $${fee} más $${rate} ${se.per}. Escribe una ecuación para el costo total ${st.c} (en dólares) de ${st.x} ${se.xUnit}.`),
        answer,
        [w.t('The cost is a starting amount plus a rate times the number of units: c = (rate)x + (start).', 'El costo es una cantidad inicial más una tasa por el número de unidades: c = (tasa)x + (inicio).'), w.t(`The rate is $${rate} ${st.per}, so that part is ${rate}${st.x}.`, `La tasa es $${rate} ${se.per}, así que esa parte es ${rate}${st.x}.`), w.t(`The ${st.fee} is paid once: add ${fee} to ${rate}${st.x}.`, `${cap(se.feeThe)} se paga una sola vez: suma ${fee} a ${rate}${st.x}.`)],
        [w.t(`Rate of change: ${rate} dollars ${st.per}.`, `Tasa de cambio: ${rate} dólares ${se.per}.`), w.t(`Initial value: the ${st.fee}, ${fee} dollars.`, `Valor inicial: ${se.feeThe}, ${fee} dólares.`), `${eqText}.`, w.t(`Check: for 1 ${st.xOne} the cost is ${rate} + ${fee} = $${rate + fee}.`, `Comprueba: por 1 ${se.xOne} el costo es ${rate} + ${fee} = $${rate + fee}.`)],
        [mis(`${st.c} = ${fee}${st.x} + ${rate}`, 'swapped-rate-and-fee', w.t(`The $${rate} is paid every ${st.xOne}, so it multiplies ${st.x}; the $${fee} is paid once.`, `Los $${rate} se pagan cada ${se.xOne}, así que multiplican a ${st.x}; los $${fee} se pagan una sola vez.`)), mis(`${st.c} = ${rate}${st.x}`, 'forgot-fee', w.t(`Add the ${st.fee} of $${fee}.`, `Suma ${se.feeThe} de $${fee}.`)), mis(`${st.c} = ${rate + fee}${st.x}`, 'added-fee-to-rate', w.t(`The $${fee} is paid once, not every ${st.xOne}.`, `Los $${fee} se pagan una sola vez, no cada ${se.xOne}.`))],
      );
    }
    const n1 = rng.int(2, 4);
    const n2 = n1 + rng.int(1, 3);
    const c1 = rate * n1 + fee;
    const c2 = rate * n2 + fee;
    const prop = Rational.of(c1, n1);
    const m: Misconception[] = [
      mis(`${st.c} = ${rate}${st.x} + ${c1}`, 'first-cost-as-start', w.t(`$${c1} is the cost for ${n1} ${st.xUnit}, not the starting fee.`, `$${c1} es el costo de ${n1} ${se.xUnit}, no el cargo inicial.`)),
      mis(`${st.c} = ${fmtDecOrFrac(prop.isTerminating() ? prop : prop.round(2))}${st.x}`, 'assumed-proportional', w.t('There is a fixed fee, so the cost is not proportional: find the rate from the change in cost.', 'Hay un cargo fijo, así que el costo no es proporcional: encuentra la tasa a partir del cambio en el costo.')),
    ];
    if (n2 - n1 !== 1) m.push(mis(`${st.c} = ${c2 - c1}${st.x} + ${c1 - (c2 - c1) * n1}`, 'forgot-to-divide', w.t(`The cost went up $${c2 - c1} over ${n2 - n1} ${st.xUnit}; divide to get the rate for 1 ${st.xOne}.`, `El costo subió $${c2 - c1} en ${n2 - n1} ${se.xUnit}; divide para obtener la tasa por 1 ${se.xOne}.`)));
    return bodyByFormat(
      w.t(`${st.who} charges $${c1} for ${n1} ${st.xUnit} and $${c2} for ${n2} ${st.xUnit}. The cost is linear. Write an equation for the cost ${st.c} for ${st.x} ${st.xUnit}.`, `${se.who} cobra $${c1} por ${n1} ${se.xUnit} y $${c2} por ${n2} ${se.xUnit}. El costo es lineal. Escribe una ecuación para el costo ${st.c} de ${st.x} ${se.xUnit}.`),
      answer,
      [w.t(`Rate = (${c2} − ${c1}) ÷ (${n2} − ${n1}) dollars ${st.per}.`, `Tasa = (${c2} − ${c1}) ÷ (${n2} − ${n1}) dólares ${se.per}.`), w.t(`That's $${rate} ${st.per}, so ${n1} ${st.xUnit} cost ${rate * n1} in ${st.per.replace('per ', '')} charges.`, `Eso es $${rate} ${se.per}, así que ${n1} ${se.xUnit} cuestan ${rate * n1} sin contar el cargo fijo.`), w.t(`The bill was ${c1}, so the fixed fee is ${c1} − ${rate * n1}.`, `La cuenta fue de ${c1}, así que el cargo fijo es ${c1} − ${rate * n1}.`)],
      [w.t(`Rate: (${c2} − ${c1}) ÷ (${n2} − ${n1}) = ${c2 - c1} ÷ ${n2 - n1} = ${rate} dollars ${st.per}.`, `Tasa: (${c2} − ${c1}) ÷ (${n2} − ${n1}) = ${c2 - c1} ÷ ${n2 - n1} = ${rate} dólares ${se.per}.`), w.t(`Fee: ${c1} − ${rate} × ${n1} = ${fee}.`, `Cargo fijo: ${c1} − ${rate} × ${n1} = ${fee}.`), `${eqText}.`, w.t(`Check: ${rate} × ${n2} + ${fee} = ${c2}.`, `Comprueba: ${rate} × ${n2} + ${fee} = ${c2}.`)],
      m,
    );
  },
};
