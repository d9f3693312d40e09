import { R } from '../../rational.js';
import { integerDotPlot, withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { median } from '../shared/arithmetic.js';
import { fmtDecOrMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

export const spCenter: SkillGenerator = {
  skillId: 'g6.sp.center',
  grade: 6,
  domain: 'sp',
  ccss: ['6.SP.A.3', '6.SP.B.5'],
  topic: 'Statistics',
  subtopic: 'Mean, median & mode',
  prereqs: ['g5.nbt.decimal-divide'],
  estTimeSec: times(30, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d <= 2 || (d === 3 && rng.bool())) {
      const n = d === 1 ? rng.pick([3, 5]) : d === 2 ? rng.pick([5, 7]) : rng.pick([4, 6]);
      const set = new Set<number>();
      while (set.size < n) set.add(rng.int(1, 40));
      const sorted = [...set].sort((a, b) => a - b);
      const xs = d === 1 ? sorted : rng.shuffle(sorted);
      if (d >= 2 && xs.join() === sorted.join()) xs.reverse();
      const m = median(xs);
      const mid = sorted.length % 2 ? `the middle value` : `the mean of the two middle values, ${sorted[n / 2 - 1]} and ${sorted[n / 2]}`;
      const unsortedMid = n % 2 ? R(xs[(n - 1) / 2]!) : R(xs[n / 2 - 1]! + xs[n / 2]!).div(2);
      const who = someone(rng, w);
      const list = xs.join(', ');
      const midEs = sorted.length % 2 ? 'el valor del medio' : `la media de los dos valores del medio, ${sorted[n / 2 - 1]} y ${sorted[n / 2]}`;
      const medianBody = w.es ? bodyLoose(
        rng.pick([
          `¿Cuál es la mediana de ${list}?`,
          `Encuentra la mediana de estos números: ${list}.`,
          `Las calificaciones de ${who} en unas pruebas son ${list}. ¿Cuál es la calificación mediana?`,
          `Las alturas de unas plantas, en centímetros, son ${list}. ¿Cuál es la altura mediana?`,
          `Una clase contó los libros de cada estante: ${list}. ¿Cuál es la mediana del número de libros por estante?`,
        ]),
        A.number(m),
        ['La mediana es el valor del medio cuando los datos están en orden.', `En orden: ${sorted.join(', ')}.`, `Hay ${n} valores, así que la mediana es ${midEs}.`],
        [`Ordena los valores: ${sorted.join(', ')}.`, `Mediana = ${fmtDecOrMixed(m)}.`, `Comprueba: ${Math.floor(n / 2)} valores son ${fmtDecOrMixed(m)} o menos, y ${Math.floor(n / 2)} son ${fmtDecOrMixed(m)} o más.`],
        [d >= 2 ? mis(val(unsortedMid), 'not-sorted', 'Pon los valores en orden antes de buscar el del medio.') : null, mis(val(R(sorted.reduce((a, b) => a + b, 0)).div(n)), 'mean-instead', 'Esa es la media. La mediana es el valor del medio.')],
      ) : bodyLoose(
        rng.pick([
          `What is the median of ${list}?`,
          `Find the median of these numbers: ${list}.`,
          `${who}'s quiz scores are ${list}. What is the median score?`,
          `The heights of some plants, in centimeters, are ${list}. What is the median height?`,
          `A class counted the books on each shelf: ${list}. What is the median number of books on a shelf?`,
        ]),
        A.number(m),
        ['The median is the middle value when the data are in order.', `In order: ${sorted.join(', ')}.`, `There are ${n} values, so the median is ${mid}.`],
        [`Order the values: ${sorted.join(', ')}.`, `Median = ${fmtDecOrMixed(m)}.`, `Check: ${Math.floor(n / 2)} values are at or below ${fmtDecOrMixed(m)} and ${Math.floor(n / 2)} are at or above it.`],
        [d >= 2 ? mis(val(unsortedMid), 'not-sorted', 'Put the values in order before finding the middle.') : null, mis(val(R(sorted.reduce((a, b) => a + b, 0)).div(n)), 'mean-instead', 'That is the mean. The median is the middle value.')],
      );
      // Values already in order: the same data as a dot plot (a dot plot puts them in order, so not for the unsorted lists).
      return d === 1 ? withDiagram(medianBody, integerDotPlot(w.t('The data', 'Los datos'), xs)) : medianBody;
    }
    if (d === 3 || d === 4) {
      const n = rng.int(4, 6);
      const xs: number[] = [];
      for (let i = 0; i < n; i++) xs.push(rng.int(2, 30));
      let sum = xs.reduce((a, b) => a + b, 0);
      if (d === 3 && sum % n !== 0) {
        const fix = n - (sum % n);
        xs[xs.length - 1]! += fix;
        sum += fix;
      }
      if (d === 4 && (sum % n === 0 || !R(sum).div(n).isTerminating())) {
        // make the mean a terminating non-whole decimal
        const n2 = n === 6 ? 5 : n;
        xs.length = n2;
        sum = xs.reduce((a, b) => a + b, 0);
        if (sum % n2 === 0) {
          xs[0]! += 1;
          sum++;
        }
        if (!R(sum).div(n2).isTerminating()) {
          xs.length = 4;
          sum = xs.reduce((a, b) => a + b, 0);
          if (sum % 4 === 0) {
            xs[0]! += 2;
            sum += 2;
          }
        }
      }
      const cnt = xs.length;
      const mean = R(sum).div(cnt);
      const who = someone(rng, w);
      const list = xs.join(', ');
      return withDiagram(w.es ? bodyLoose(
        rng.pick([
          `¿Cuál es la media de ${list}?`,
          `Encuentra la media (el promedio) de estos números: ${list}.`,
          `${who} anotó ${list} puntos en unos partidos. ¿Cuál es la media de sus puntos?`,
          `Unos estudiantes corrieron ${list} vueltas cada uno. ¿Cuál es la media del número de vueltas?`,
          `La lluvia de cada día, en milímetros, fue ${list}. ¿Cuál fue la media de lluvia por día?`,
        ]),
        A.number(mean),
        ['La media es el total dividido entre el número de valores.', `Total: ${xs.join(' + ')} = ${sum}.`, `Hay ${cnt} valores: ${sum} ÷ ${cnt}.`],
        [`Suma: ${sum}.`, `Media: ${sum} ÷ ${cnt} = ${fmtDecOrMixed(mean)}.`, `Comprueba: ${cnt} × ${fmtDecOrMixed(mean)} = ${sum}.`],
        [mis(String(sum), 'sum-only', `Encontraste el total; divídelo entre ${cnt}.`), mis(val(median(xs)), 'median-instead', 'Esa es la mediana. La media reparte el total en partes iguales.'), mis(val(R(sum).div(cnt - 1)), 'wrong-count', `Hay ${cnt} valores; divide entre ${cnt}.`)],
      ) : bodyLoose(
        rng.pick([
          `What is the mean of ${list}?`,
          `Find the mean of these numbers: ${list}.`,
          `${who} scored ${list} points in some games. What is the mean score?`,
          `Some students ran ${list} laps each. What is the mean number of laps?`,
          `The daily rainfall in millimeters was ${list}. What was the mean daily rainfall?`,
        ]),
        A.number(mean),
        ['The mean is the total divided by how many values there are.', `Total: ${xs.join(' + ')} = ${sum}.`, `There are ${cnt} values: ${sum} ÷ ${cnt}.`],
        [`Sum: ${sum}.`, `Mean: ${sum} ÷ ${cnt} = ${fmtDecOrMixed(mean)}.`, `Check: ${cnt} × ${fmtDecOrMixed(mean)} = ${sum}.`],
        [mis(String(sum), 'sum-only', `You found the total; divide it by ${cnt}.`), mis(val(median(xs)), 'median-instead', 'That is the median. The mean shares the total equally.'), mis(val(R(sum).div(cnt - 1)), 'wrong-count', `There are ${cnt} values; divide by ${cnt}.`)],
      ), integerDotPlot(w.t('The data', 'Los datos'), xs));
    }
    // d5 missing value from a given mean
    const n = rng.int(4, 6);
    const mean = rng.int(10, 30);
    let missing = rng.int(Math.max(2, mean - 9), mean + 9);
    if (missing === mean) missing = mean + 3;
    const target = mean - missing; // the known values' offsets from the mean add up to this
    let known: number[] = [];
    for (let t = 0; t < 20; t++) {
      const offs: number[] = [];
      for (let i = 0; i < n - 2; i++) offs.push(rng.int(-5, 5));
      const last = target - offs.reduce((a, b) => a + b, 0);
      if (Math.abs(last) > 9) continue;
      known = [...offs, last].map((o) => mean + o);
      break;
    }
    if (known.length === 0) known = [...Array(n - 2).fill(mean), mean + target];
    const total = n * mean;
    const knownSum = known.reduce((a, b) => a + b, 0);
    const words = ['', '', '', 'three', 'four', 'five', 'six'];
    const who = someone(rng, w);
    if (w.es) {
      const nums = ['', '', '', 'tres', 'cuatro', 'cinco', 'seis'];
      const all = nums[n]!, part = nums[n - 1]!;
      const listEs = w.list(known.map(String));
      return bodyLoose(
        rng.pick([
          `La media de ${all} números es ${mean}. ${part[0]!.toUpperCase()}${part.slice(1)} de ellos son ${listEs}. ¿Cuál es el número que falta?`,
          `La calificación media de ${who} en ${all} exámenes es ${mean}. ${part[0]!.toUpperCase()}${part.slice(1)} de las calificaciones son ${listEs}. ¿Cuál es la calificación del otro examen?`,
          `La media de ${all} números es ${mean}. Si ${part} de ellos son ${listEs}, ¿cuál es el último número?`,
          `${all[0]!.toUpperCase()}${all.slice(1)} amigos tienen una media de ${mean} calcomanías cada uno. ${part[0]!.toUpperCase()}${part.slice(1)} de ellos tienen ${listEs} calcomanías. ¿Cuántas calcomanías tiene el último amigo?`,
          `En ${all} días, ${who} leyó una media de ${mean} páginas por día. En ${part} de esos días leyó ${listEs} páginas. ¿Cuántas páginas leyó el otro día?`,
        ]),
        A.number(R(missing)),
        [`Los ${all} números suman ${n} × ${mean}.`, `Eso es ${total}; los números que conoces suman ${knownSum}.`, `${total} − ${knownSum} = ?`],
        [`Total de los ${n}: ${n} × ${mean} = ${total}.`, `Conocidos: ${known.join(' + ')} = ${knownSum}.`, `El que falta: ${total} − ${knownSum} = ${missing}.`, `Comprueba: (${knownSum} + ${missing}) ÷ ${n} = ${mean}.`],
        [mis(String(mean), 'equals-mean', 'El valor que falta no tiene que ser igual a la media; usa el total.'), mis(val(R(knownSum).div(n - 1)), 'mean-of-known', 'Esa es la media de los números que conoces. Primero encuentra el total.')],
      );
    }
    const some = words[n - 1]!;
    const Some = some[0]!.toUpperCase() + some.slice(1);
    const list = known.join(', ');
    return bodyLoose(
      rng.pick([
        `The mean of ${words[n]} numbers is ${mean}. ${Some} of them are ${list}. What is the missing number?`,
        `${who}'s mean score on ${words[n]} tests is ${mean}. ${Some} of the scores are ${list}. What is the score on the other test?`,
        `The mean of ${words[n]} numbers is ${mean}. If ${some} of them are ${list}, what is the last number?`,
        `${words[n]![0]!.toUpperCase() + words[n]!.slice(1)} friends have a mean of ${mean} stickers each. ${Some} of them have ${list} stickers. How many stickers does the last friend have?`,
        `Over ${words[n]} days, ${who} read a mean of ${mean} pages a day. On ${some} of the days ${who} read ${list} pages. How many pages did ${who} read on the other day?`,
      ]),
      A.number(R(missing)),
      [`The ${words[n]} numbers add up to ${n} × ${mean}.`, `That is ${total}; the known numbers add up to ${knownSum}.`, `${total} − ${knownSum} = ?`],
      [`Total of all ${n}: ${n} × ${mean} = ${total}.`, `Known: ${known.join(' + ')} = ${knownSum}.`, `Missing: ${total} − ${knownSum} = ${missing}.`, `Check: (${knownSum} + ${missing}) ÷ ${n} = ${mean}.`],
      [mis(String(mean), 'equals-mean', 'The missing value need not equal the mean; use the total.'), mis(val(R(knownSum).div(n - 1)), 'mean-of-known', 'That is the mean of the known numbers. Find the total first.')],
    );
  },
};
