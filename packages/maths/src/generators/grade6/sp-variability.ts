import { R, Rational } from '../../rational.js';
import { axisFor, withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { median } from '../shared/arithmetic.js';
import { fmtDecOrMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

const CONVENTION = 'Q1 and Q3 are the medians of the lower and upper halves; with an odd count, leave the median out of both halves.';

const CONVENTION_ES = 'Q1 y Q3 son las medianas de la mitad inferior y de la mitad superior; si hay un número impar de datos, deja la mediana fuera de las dos mitades.';

function quartiles(xs: number[]): [Rational, Rational] {
  const s = [...xs].sort((a, b) => a - b);
  const h = Math.floor(s.length / 2);
  return [median(s.slice(0, h)), median(s.slice(s.length - h))];
}

export const spVariability: SkillGenerator = {
  skillId: 'g6.sp.variability',
  grade: 6,
  domain: 'sp',
  ccss: ['6.SP.B.5'],
  topic: 'Statistics',
  subtopic: 'IQR & mean absolute deviation',
  prereqs: ['g6.sp.center'],
  estTimeSec: times(40, 180),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d === 1) {
      const q1 = rng.int(2, 30);
      const q3 = q1 + rng.int(3, 25);
      // A box plot with these quartiles; its whiskers and median are set from them (the question needs only Q1 and Q3).
      const lo = Math.max(0, q1 - 6), hi = q3 + 6, mid = Math.round((q1 + q3) / 2);
      const who = someone(rng, w);
      return withDiagram(w.es ? bodyLoose(
        rng.pick([
          `Q1 es ${q1} y Q3 es ${q3}. ¿Cuál es el rango intercuartil?`,
          `Un diagrama de caja tiene Q1 = ${q1} y Q3 = ${q3}. Encuentra el rango intercuartil.`,
          `El diagrama de caja de ${who} con calificaciones de exámenes tiene el primer cuartil en ${q1} y el tercer cuartil en ${q3}. ¿Cuál es el rango intercuartil?`,
          `El cuartil inferior de unos datos es ${q1} y el cuartil superior es ${q3}. ¿Cuál es el rango intercuartil?`,
          `En un diagrama de caja de las alturas de unas plantas, la caja va de ${q1} a ${q3}. ¿Cuál es el rango intercuartil?`,
        ]),
        A.number(R(q3 - q1)),
        ['El rango intercuartil (RIC) es la distancia entre los cuartiles.', 'RIC = Q3 − Q1.', `${q3} − ${q1} = ?`],
        ['RIC = Q3 − Q1.', `${q3} − ${q1} = ${q3 - q1}.`, `Comprueba: ${q1} + ${q3 - q1} = ${q3}.`],
        [mis(String(q3 + q1), 'added', 'El RIC es una diferencia: resta Q1 de Q3.'), mis(val(R(q1 + q3).div(2)), 'average', 'El RIC mide qué tan dispersos están los datos, no el centro.')],
      ) : bodyLoose(
        rng.pick([
          `Q1 is ${q1} and Q3 is ${q3}. What is the interquartile range?`,
          `A box plot has Q1 = ${q1} and Q3 = ${q3}. Find the interquartile range.`,
          `${who}'s box plot of test scores has its first quartile at ${q1} and its third quartile at ${q3}. What is the IQR?`,
          `The lower quartile of some data is ${q1} and the upper quartile is ${q3}. What is the interquartile range?`,
          `In a box plot of plant heights, the box goes from ${q1} to ${q3}. What is the interquartile range?`,
        ]),
        A.number(R(q3 - q1)),
        ['The interquartile range (IQR) is the distance between the quartiles.', 'IQR = Q3 − Q1.', `${q3} − ${q1} = ?`],
        [`IQR = Q3 − Q1.`, `${q3} − ${q1} = ${q3 - q1}.`, `Check: ${q1} + ${q3 - q1} = ${q3}.`],
        [mis(String(q3 + q1), 'added', 'The IQR is a difference: subtract Q1 from Q3.'), mis(val(R(q1 + q3).div(2)), 'average', 'The IQR measures spread, not the middle.')],
      ), { kind: 'box-plot', title: w.t('The data', 'Los datos'), axis: axisFor([lo, hi], { withZero: false, maxTicks: 14 }), plots: [{ label: '', min: lo, q1, median: mid, q3, max: hi }] });
    }
    if (d === 5) {
      // MAD with a whole-number mean
      const n = rng.pick([4, 5, 6]);
      let xs: number[] = [];
      let sum = 0;
      let mean = 0;
      let dev: number[] = [];
      let devSum = 0;
      let mad = R(0);
      // Drawn again while the MAD equals one of the distances, which the steps list before the answer.
      for (let tries = 0; tries < 30; tries++) {
        xs = [];
        for (let i = 0; i < n; i++) xs.push(rng.int(1, 25));
        sum = xs.reduce((a, b) => a + b, 0);
        if (sum % n) {
          xs[0]! += n - (sum % n);
          sum = xs.reduce((a, b) => a + b, 0);
        }
        mean = sum / n;
        if (xs.every((x) => x === mean)) {
          xs[0]! += 2;
          xs[1]! -= 2;
        }
        dev = xs.map((x) => Math.abs(x - mean));
        devSum = dev.reduce((a, b) => a + b, 0);
        mad = R(devSum).div(n);
        if (!dev.some((x) => mad.eq(x))) break;
      }
      const who = someone(rng, w);
      const list = xs.join(', ');
      if (w.es) {
        return bodyLoose(
          rng.pick([
            `Encuentra la desviación media absoluta de ${list}.`,
            `¿Cuál es la desviación media absoluta (DMA) de ${list}?`,
            `Las calificaciones de ortografía de ${who} fueron ${list}. Encuentra su desviación media absoluta.`,
            `El número de goles en unos partidos fue ${list}. ¿Cuál es la desviación media absoluta?`,
            `Unas plantitas crecieron ${list} milímetros en una semana. Encuentra la desviación media absoluta de esos crecimientos.`,
          ]),
          A.number(mad),
          [`Encuentra la media: ${sum} ÷ ${n} = ${mean}.`, `Distancias a ${mean}: ${dev.join(', ')}.`, `Encuentra la media de esas distancias: súmalas y divide entre ${n}.`],
          [`Media: ${sum} ÷ ${n} = ${mean}.`, `Distancias a la media: ${dev.join(', ')}.`, `Su suma es ${devSum}; ${devSum} ÷ ${n} = ${fmtDecOrMixed(mad)}.`, `Comprueba: la DMA (${fmtDecOrMixed(mad)}) está entre la distancia más pequeña (${Math.min(...dev)}) y la más grande (${Math.max(...dev)}).`],
          [mis('0', 'signed-deviations', 'Usa distancias (valores absolutos) para que no se cancelen.'), mis(String(Math.max(...xs) - Math.min(...xs)), 'range', 'Ese es el rango.'), mis(String(devSum), 'sum-not-averaged', `Divide la distancia total entre ${n}.`)],
        );
      }
      return bodyLoose(
        rng.pick([
          `Find the mean absolute deviation of ${list}.`,
          `What is the mean absolute deviation (MAD) of ${list}?`,
          `${who}'s spelling scores were ${list}. Find their mean absolute deviation.`,
          `The number of goals in some games was ${list}. What is the mean absolute deviation?`,
          `Some seedlings grew ${list} millimeters in a week. Find the mean absolute deviation of those growths.`,
        ]),
        A.number(mad),
        [`Find the mean: ${sum} ÷ ${n} = ${mean}.`, `Distances from ${mean}: ${dev.join(', ')}.`, `Find the mean of those distances: add them and divide by ${n}.`],
        [`Mean: ${sum} ÷ ${n} = ${mean}.`, `Distances from the mean: ${dev.join(', ')}.`, `Their sum is ${devSum}; ${devSum} ÷ ${n} = ${fmtDecOrMixed(mad)}.`, `Check: the MAD (${fmtDecOrMixed(mad)}) is between the smallest distance (${Math.min(...dev)}) and the largest (${Math.max(...dev)}).`],
        [mis('0', 'signed-deviations', 'Use distances (absolute values), so they do not cancel out.'), mis(String(Math.max(...xs) - Math.min(...xs)), 'range', 'That is the range.'), mis(String(devSum), 'sum-not-averaged', `Divide the total distance by ${n}.`)],
      );
    }
    const n = d === 2 ? rng.pick([7, 8, 9]) : d === 3 ? rng.pick([8, 10]) : rng.pick([7, 9, 11]);
    const set = new Set<number>();
    while (set.size < n) set.add(rng.int(1, 50));
    const sorted = [...set].sort((a, b) => a - b);
    const xs = d === 4 ? rng.shuffle(sorted) : sorted;
    const [q1, q3] = quartiles(sorted);
    const iqr = q3.sub(q1);
    const range = sorted[n - 1]! - sorted[0]!;
    const h = Math.floor(n / 2);
    const lower = sorted.slice(0, h);
    const upper = sorted.slice(n - h);
    if (d === 2) {
      const who = someone(rng, w);
      const list = xs.join(', ');
      if (w.es) {
        return bodyLoose(
          rng.pick([
            `Los datos son ${list}. ¿Cuál es el rango?`,
            `Encuentra el rango de ${list}.`,
            `Los puntajes de boliche de ${who} fueron ${list}. ¿Cuál es el rango de los puntajes?`,
            `Las temperaturas en °F de una semana fueron ${list}. ¿Cuál es el rango?`,
            `¿Cuál es el rango de este conjunto de datos: ${list}?`,
          ]),
          A.number(R(range)),
          ['El rango es el valor mayor menos el valor menor.', `El valor mayor es ${sorted[n - 1]} y el menor es ${sorted[0]}.`, `${sorted[n - 1]} − ${sorted[0]} = ?`],
          ['Rango = máximo − mínimo.', `${sorted[n - 1]} − ${sorted[0]} = ${range}.`, `Comprueba: ${sorted[0]} + ${range} = ${sorted[n - 1]}.`],
          [mis(val(iqr), 'iqr-instead', 'Ese es el rango intercuartil. El rango usa el valor mayor y el menor.')],
        );
      }
      return bodyLoose(
        rng.pick([
          `The data are ${list}. What is the range?`,
          `Find the range of ${list}.`,
          `${who}'s bowling scores were ${list}. What is the range of the scores?`,
          `The temperatures in °F one week were ${list}. What is the range?`,
          `What is the range of this data set: ${list}?`,
        ]),
        A.number(R(range)),
        ['The range is the greatest value minus the least value.', `The greatest value is ${sorted[n - 1]} and the least is ${sorted[0]}.`, `${sorted[n - 1]} − ${sorted[0]} = ?`],
        [`Range = max − min.`, `${sorted[n - 1]} − ${sorted[0]} = ${range}.`, `Check: ${sorted[0]} + ${range} = ${sorted[n - 1]}.`],
        [mis(val(iqr), 'iqr-instead', 'That is the interquartile range. The range uses the greatest and least values.')],
      );
    }
    const [uq1, uq3] = quartiles(xs.slice().reverse().sort(() => 0));
    void uq1;
    void uq3;
    const withMedian = n % 2 ? (() => {
      const lo = sorted.slice(0, h + 1);
      const hi = sorted.slice(h);
      return median(hi).sub(median(lo));
    })() : null;
    const who = someone(rng, w);
    const list = xs.join(', ');
    if (w.es) {
      return bodyLoose(
        rng.pick([
          `Encuentra el rango intercuartil (RIC) de ${list}. (${CONVENTION_ES})`,
          `¿Cuál es el rango intercuartil de ${list}? (${CONVENTION_ES})`,
          `${who} anotó los minutos que leyó cada día: ${list}. ¿Cuál es el RIC? (${CONVENTION_ES})`,
          `Las alturas de unos girasoles, en pulgadas, son ${list}. Encuentra el rango intercuartil. (${CONVENTION_ES})`,
          `Estos son los puntos anotados en unos partidos: ${list}. ¿Cuál es el rango intercuartil? (${CONVENTION_ES})`,
        ]),
        A.number(iqr),
        [d === 4 ? 'Primero pon los datos en orden y luego divídelos en una mitad inferior y una mitad superior.' : 'Divide los datos ordenados en una mitad inferior y una mitad superior.', `Mitad inferior: ${lower.join(', ')}; mitad superior: ${upper.join(', ')}.`, `Q1 = ${fmtDecOrMixed(q1)} y Q3 = ${fmtDecOrMixed(q3)}; réstalos.`],
        [`En orden: ${sorted.join(', ')}.`, `Mitad inferior ${lower.join(', ')} → Q1 = ${fmtDecOrMixed(q1)}; mitad superior ${upper.join(', ')} → Q3 = ${fmtDecOrMixed(q3)}.`, `RIC = ${fmtDecOrMixed(q3)} − ${fmtDecOrMixed(q1)} = ${fmtDecOrMixed(iqr)}.`, `Comprueba: más o menos la mitad de los datos (los del medio) está entre ${fmtDecOrMixed(q1)} y ${fmtDecOrMixed(q3)}.`],
        [mis(String(range), 'range-instead', 'Ese es el rango. El RIC usa Q1 y Q3.'), withMedian ? mis(val(withMedian), 'median-in-halves', 'Si hay un número impar de datos, deja la mediana fuera de las dos mitades.') : null],
      );
    }
    return bodyLoose(
      rng.pick([
        `Find the interquartile range (IQR) of ${list}. (${CONVENTION})`,
        `What is the interquartile range of ${list}? (${CONVENTION})`,
        `${who} recorded the minutes spent reading each day: ${list}. What is the IQR? (${CONVENTION})`,
        `The heights of some sunflowers, in inches, are ${list}. Find the interquartile range. (${CONVENTION})`,
        `Here are the points scored in some games: ${list}. What is the interquartile range? (${CONVENTION})`,
      ]),
      A.number(iqr),
      [d === 4 ? 'Put the data in order first, then split it into a lower half and an upper half.' : 'Split the ordered data into a lower half and an upper half.', `Lower half: ${lower.join(', ')}; upper half: ${upper.join(', ')}.`, `Q1 = ${fmtDecOrMixed(q1)} and Q3 = ${fmtDecOrMixed(q3)}; subtract.`],
      [`In order: ${sorted.join(', ')}.`, `Lower half ${lower.join(', ')} → Q1 = ${fmtDecOrMixed(q1)}; upper half ${upper.join(', ')} → Q3 = ${fmtDecOrMixed(q3)}.`, `IQR = ${fmtDecOrMixed(q3)} − ${fmtDecOrMixed(q1)} = ${fmtDecOrMixed(iqr)}.`, `Check: about half of the data (the middle) lies between ${fmtDecOrMixed(q1)} and ${fmtDecOrMixed(q3)}.`],
      [mis(String(range), 'range-instead', 'That is the range. The IQR uses Q1 and Q3.'), withMedian ? mis(val(withMedian), 'median-in-halves', 'With an odd count, leave the median out of both halves.') : null],
    );
  },
};
