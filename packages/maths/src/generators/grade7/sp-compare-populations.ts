import { R } from '../../rational.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { median } from '../shared/arithmetic.js';
import { fmtDecOrMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

function listWithMean(rng: Rng, n: number, mean: number, spread: number): number[] {
  for (let t = 0; t < 20; t++) {
    const xs: number[] = [];
    for (let i = 0; i < n - 1; i++) xs.push(mean + rng.int(-spread, spread));
    const last = n * mean - xs.reduce((a, b) => a + b, 0);
    if (Math.abs(last - mean) <= spread + 2) return [...xs, last];
  }
  return [mean - 2, mean + 2, ...Array<number>(n - 2).fill(mean)];
}

export const spComparePopulations: SkillGenerator = {
  skillId: 'g7.sp.compare-populations',
  grade: 7,
  domain: 'sp',
  ccss: ['7.SP.B.3', '7.SP.B.4'],
  topic: 'Statistics',
  subtopic: 'Compare two groups',
  prereqs: ['g6.sp.variability'],
  estTimeSec: times(25, 90),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    // Wordings are drawn after the numbers (docs/maths/curriculum.md, "Variety").
    const who = () => someone(rng, w);
    if (w.es) return spanish(d, rng, who);
    if (d === 1) {
      const a = rng.int(5, 40);
      let b = rng.int(5, 40);
      if (a === b) b += rng.int(2, 9);
      return bodyLoose(
        rng.pick([
          `Group A's median is ${a} and group B's median is ${b}. What is the difference between the medians?`,
          `The median score of group A is ${a}, and of group B it is ${b}. How far apart are the medians?`,
          `${who()} compares two groups: group A has a median of ${a} and group B a median of ${b}. What is the difference between the medians?`,
          `Two groups took a quiz. Group A's median score was ${a}; group B's was ${b}. What is the difference between the two medians?`,
          `The medians of two data sets are ${a} (group A) and ${b} (group B). What is the difference between them?`,
        ]),
        A.number(R(Math.abs(a - b))),
        ['The difference is the larger median minus the smaller one.', `The larger median is ${Math.max(a, b)}.`, `${Math.max(a, b)} − ${Math.min(a, b)} = ?`],
        [`${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}.`, a === b ? `Check: the two are equal, so the difference is 0.` : `Check: ${Math.min(a, b)} + ${Math.abs(a - b)} = ${Math.max(a, b)}.`],
        [mis(String(a + b), 'added', 'A difference means subtract.')],
      );
    }
    if (d === 2 || d === 3) {
      const n = d === 2 ? 4 : rng.pick([5, 6]);
      let xa: number[] = [];
      let xb: number[] = [];
      let ca = R(0);
      let cb2 = R(0);
      let diff2 = R(0);
      // The steps name both centers before the difference: neither may equal it (one center twice the other).
      for (let tries = 0; tries < 20; tries++) {
        const ma = rng.int(10, 30);
        let mb = rng.int(10, 30);
        if (mb === ma) mb += 3;
        xa = listWithMean(rng, n, ma, 5);
        xb = listWithMean(rng, n, mb, 5);
        ca = d === 2 ? R(ma) : median(xa);
        const cb = d === 2 ? R(mb) : median(xb);
        if (ca.sub(cb).abs().sign() === 0) {
          xb[0]! += 4;
        }
        cb2 = d === 2 ? R(xb.reduce((s, x) => s + x, 0)).div(n) : median(xb);
        diff2 = ca.sub(cb2).abs();
        if (!diff2.eq(ca) && !diff2.eq(cb2)) break;
      }
      const word = d === 2 ? 'mean' : 'median';
      return bodyLoose(
        (() => {
          const lists = `Group A: ${xa.join(', ')}. Group B: ${xb.join(', ')}.`;
          return rng.pick([
            `${lists} What is the difference between the ${word}s of the two groups?`,
            `Two groups counted the books they read this month. ${lists} What is the difference between the ${word}s?`,
            `${who()} records game scores for two groups. ${lists} How far apart are the two ${word}s?`,
            `Plant heights, in cm. ${lists} What is the difference between the ${word}s of the two groups?`,
            `Minutes spent on homework. ${lists} What is the difference between the ${word}s of the two groups?`,
          ]);
        })(),
        A.number(diff2),
        [d === 2 ? 'Mean = total ÷ number of values, for each group.' : 'Put each group in order and find the middle value.', `Group A's ${word} is ${fmtDecOrMixed(ca)}.`, `Find group B's ${word}, then subtract the smaller ${word} from the larger.`],
        [`A: ${word} ${fmtDecOrMixed(ca)}.`, `B: ${word} ${fmtDecOrMixed(cb2)}.`, `Difference: ${fmtDecOrMixed(ca.sub(cb2).abs())}.`, (diff2.sign() === 0 ? 'Check: the two are equal, so the difference is 0.' : `Check: ${fmtDecOrMixed(ca.lt(cb2) ? ca : cb2)} + ${fmtDecOrMixed(diff2)} = ${fmtDecOrMixed(ca.lt(cb2) ? cb2 : ca)}.`)],
        [d === 3 ? mis(val(R(xa.reduce((s, x) => s + x, 0)).div(n).sub(R(xb.reduce((s, x) => s + x, 0)).div(n)).abs()), 'used-means', 'The question asks about medians.') : null, mis(val(ca), 'one-group', 'Find both centers, then subtract.')],
      );
    }
    // d4 / d5: difference of means in MADs
    const mad = rng.int(2, 6);
    let k = rng.int(2, 5);
    // The MAD is named before the answer step: the multiple is never the MAD itself.
    if (k === mad) k = k === 5 ? 2 : k + 1;
    const ma = rng.int(20, 160);
    const mb = ma + k * mad;
    if (d === 4) {
      return bodyLoose(
        rng.pick([
          `Team A's mean is ${ma} and team B's mean is ${mb}. Both teams have a mean absolute deviation (MAD) of ${mad}. The difference in means is how many MADs?`,
          `The mean jump of class A is ${ma} cm and of class B ${mb} cm. Both classes have a mean absolute deviation (MAD) of ${mad} cm. The difference in means is how many MADs?`,
          `${who()} compares two groups of plants: mean heights ${ma} mm and ${mb} mm, each with a mean absolute deviation (MAD) of ${mad} mm. How many MADs apart are the means?`,
          `Two teams have mean scores of ${ma} and ${mb}, and both have a mean absolute deviation (MAD) of ${mad}. How many MADs is the difference in means?`,
          `Group A's mean is ${ma}; group B's mean is ${mb}. Each group's mean absolute deviation (MAD) is ${mad}. The difference in means is how many MADs?`,
        ]),
        A.number(R(k)),
        [`Difference in means: ${mb} − ${ma}.`, `That is ${mb - ma}.`, `How many ${mad}s fit into ${mb - ma}?`],
        [`${mb} − ${ma} = ${mb - ma}.`, `${mb - ma} ÷ ${mad} = ${k}.`, `Check: ${k} × ${mad} = ${mb - ma}.`],
        [mis(String(mb - ma), 'forgot-divide', 'Divide the difference by the MAD.'), mis(val(R(mad).div(mb - ma)), 'inverted', 'Divide the difference by the MAD, not the other way round.')],
      );
    }
    // d5: compute the MAD of one data set (both groups share it), then the multiple
    // Group A's mean is a whole number from 15 to 40, so the values stay positive and small.
    const c = rng.int(15, 40);
    const base = [mad, -mad, mad, -mad];
    const xa = base.map((o) => c + o);
    const xb = base.map((o) => c + k * mad + o);
    return bodyLoose(
      `${rng.pick(['', 'Points scored in four games. ', 'Test scores of four students in each group. ', `${who()} measures four plants in each group, in cm. `, 'Minutes four students in each group read. '])}Group A: ${xa.join(', ')}. Group B: ${xb.join(', ')}. Both groups have the same mean absolute deviation. Find the MAD, then tell how many MADs apart the two means are.`,
      A.number(R(k)),
      ['Find each mean, then the mean distance of the values from the mean (MAD).', `Group A's mean is ${c}, and every value is ${mad} away from it.`, `Group B's mean is ${c + k * mad}; divide the difference in means by the MAD.`],
      [`Means: ${c} and ${c + k * mad}; difference ${k * mad}.`, `MAD: every value is ${mad} from its mean, so MAD = ${mad}.`, `${k * mad} ÷ ${mad} = ${k}.`, `Check: ${k} × ${mad} = ${k * mad}.`],
      [mis(String(k * mad), 'forgot-divide', 'Divide the difference by the MAD.'), mis(String(mad), 'gave-mad', 'That is the MAD; now divide the difference in means by it.')],
    );
  },
};

/** The Spanish wording: the same draws in the same order as the English branches above (media, mediana, DMA). */
function spanish(d: Difficulty, rng: Rng, who: () => string): GeneratedBody {
  if (d === 1) {
    const a = rng.int(5, 40);
    let b = rng.int(5, 40);
    if (a === b) b += rng.int(2, 9);
    return bodyLoose(
      rng.pick([
        `La mediana del grupo A es ${a} y la mediana del grupo B es ${b}. ¿Cuál es la diferencia entre las medianas?`,
        `La mediana de las calificaciones del grupo A es ${a}, y la del grupo B es ${b}. ¿Qué tan separadas están las medianas?`,
        `${who()} compara dos grupos: el grupo A tiene una mediana de ${a} y el grupo B, una mediana de ${b}. ¿Cuál es la diferencia entre las medianas?`,
        `Dos grupos hicieron un examen corto. La mediana del grupo A fue ${a}; la del grupo B fue ${b}. ¿Cuál es la diferencia entre las dos medianas?`,
        `Las medianas de dos conjuntos de datos son ${a} (grupo A) y ${b} (grupo B). ¿Cuál es la diferencia entre ellas?`,
      ]),
      A.number(R(Math.abs(a - b))),
      ['La diferencia es la mediana mayor menos la menor.', `La mediana mayor es ${Math.max(a, b)}.`, `${Math.max(a, b)} − ${Math.min(a, b)} = ?`],
      [`${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}.`, a === b ? 'Comprueba: las dos son iguales, así que la diferencia es 0.' : `Comprueba: ${Math.min(a, b)} + ${Math.abs(a - b)} = ${Math.max(a, b)}.`],
      [mis(String(a + b), 'added', 'Una diferencia quiere decir restar.')],
    );
  }
  if (d === 2 || d === 3) {
    const n = d === 2 ? 4 : rng.pick([5, 6]);
    let xa: number[] = [];
    let xb: number[] = [];
    let ca = R(0);
    let cb2 = R(0);
    let diff2 = R(0);
    for (let tries = 0; tries < 20; tries++) {
      const ma = rng.int(10, 30);
      let mb = rng.int(10, 30);
      if (mb === ma) mb += 3;
      xa = listWithMean(rng, n, ma, 5);
      xb = listWithMean(rng, n, mb, 5);
      ca = d === 2 ? R(ma) : median(xa);
      const cb = d === 2 ? R(mb) : median(xb);
      if (ca.sub(cb).abs().sign() === 0) {
        xb[0]! += 4;
      }
      cb2 = d === 2 ? R(xb.reduce((s, x) => s + x, 0)).div(n) : median(xb);
      diff2 = ca.sub(cb2).abs();
      if (!diff2.eq(ca) && !diff2.eq(cb2)) break;
    }
    const word = d === 2 ? 'media' : 'mediana';
    return bodyLoose(
      (() => {
        const lists = `Grupo A: ${xa.join(', ')}. Grupo B: ${xb.join(', ')}.`;
        return rng.pick([
          `${lists} ¿Cuál es la diferencia entre las ${word}s de los dos grupos?`,
          `Dos grupos contaron los libros que leyeron este mes. ${lists} ¿Cuál es la diferencia entre las ${word}s?`,
          `${who()} anota los puntajes de un juego de dos grupos. ${lists} ¿Qué tan separadas están las dos ${word}s?`,
          `Alturas de plantas, en cm. ${lists} ¿Cuál es la diferencia entre las ${word}s de los dos grupos?`,
          `Minutos dedicados a la tarea. ${lists} ¿Cuál es la diferencia entre las ${word}s de los dos grupos?`,
        ]);
      })(),
      A.number(diff2),
      [d === 2 ? 'Media = total ÷ número de valores, para cada grupo.' : 'Ordena cada grupo y encuentra el valor del medio.', `La ${word} del grupo A es ${fmtDecOrMixed(ca)}.`, `Encuentra la ${word} del grupo B y luego resta la ${word} menor de la mayor.`],
      [`A: ${word} ${fmtDecOrMixed(ca)}.`, `B: ${word} ${fmtDecOrMixed(cb2)}.`, `Diferencia: ${fmtDecOrMixed(ca.sub(cb2).abs())}.`, diff2.sign() === 0 ? 'Comprueba: las dos son iguales, así que la diferencia es 0.' : `Comprueba: ${fmtDecOrMixed(ca.lt(cb2) ? ca : cb2)} + ${fmtDecOrMixed(diff2)} = ${fmtDecOrMixed(ca.lt(cb2) ? cb2 : ca)}.`],
      [d === 3 ? mis(val(R(xa.reduce((s, x) => s + x, 0)).div(n).sub(R(xb.reduce((s, x) => s + x, 0)).div(n)).abs()), 'used-means', 'La pregunta es sobre las medianas.') : null, mis(val(ca), 'one-group', 'Encuentra los dos centros y luego resta.')],
    );
  }
  const mad = rng.int(2, 6);
  let k = rng.int(2, 5);
  if (k === mad) k = k === 5 ? 2 : k + 1;
  const ma = rng.int(20, 160);
  const mb = ma + k * mad;
  if (d === 4) {
    return bodyLoose(
      rng.pick([
        `La media del equipo A es ${ma} y la media del equipo B es ${mb}. Los dos equipos tienen una desviación media absoluta (DMA) de ${mad}. ¿A cuántas DMA equivale la diferencia de las medias?`,
        `El salto medio de la clase A es ${ma} cm y el de la clase B es ${mb} cm. Las dos clases tienen una desviación media absoluta (DMA) de ${mad} cm. ¿A cuántas DMA equivale la diferencia de las medias?`,
        `${who()} compara dos grupos de plantas: alturas medias de ${ma} mm y ${mb} mm, cada uno con una desviación media absoluta (DMA) de ${mad} mm. ¿A cuántas DMA de distancia están las medias?`,
        `Dos equipos tienen puntajes medios de ${ma} y ${mb}, y los dos tienen una desviación media absoluta (DMA) de ${mad}. ¿A cuántas DMA equivale la diferencia de las medias?`,
        `La media del grupo A es ${ma}; la media del grupo B es ${mb}. La desviación media absoluta (DMA) de cada grupo es ${mad}. ¿A cuántas DMA equivale la diferencia de las medias?`,
      ]),
      A.number(R(k)),
      [`Diferencia de las medias: ${mb} − ${ma}.`, `Eso da ${mb - ma}.`, `¿Cuántas veces cabe ${mad} en ${mb - ma}?`],
      [`${mb} − ${ma} = ${mb - ma}.`, `${mb - ma} ÷ ${mad} = ${k}.`, `Comprueba: ${k} × ${mad} = ${mb - ma}.`],
      [mis(String(mb - ma), 'forgot-divide', 'Divide la diferencia entre la DMA.'), mis(val(R(mad).div(mb - ma)), 'inverted', 'Divide la diferencia entre la DMA, no al revés.')],
    );
  }
  const c = rng.int(15, 40);
  const base = [mad, -mad, mad, -mad];
  const xa = base.map((o) => c + o);
  const xb = base.map((o) => c + k * mad + o);
  return bodyLoose(
    `${rng.pick(['', 'Puntos anotados en cuatro juegos. ', 'Calificaciones de cuatro estudiantes de cada grupo. ', `${who()} mide cuatro plantas de cada grupo, en cm. `, 'Minutos que leyeron cuatro estudiantes de cada grupo. '])}Grupo A: ${xa.join(', ')}. Grupo B: ${xb.join(', ')}. Los dos grupos tienen la misma desviación media absoluta. Encuentra la DMA y luego di a cuántas DMA de distancia están las dos medias.`,
    A.number(R(k)),
    ['Encuentra cada media y luego la distancia promedio de los valores a la media (DMA).', `La media del grupo A es ${c}, y cada valor está a ${mad} de ella.`, `La media del grupo B es ${c + k * mad}; divide la diferencia de las medias entre la DMA.`],
    [`Medias: ${c} y ${c + k * mad}; diferencia ${k * mad}.`, `DMA: cada valor está a ${mad} de su media, así que DMA = ${mad}.`, `${k * mad} ÷ ${mad} = ${k}.`, `Comprueba: ${k} × ${mad} = ${k * mad}.`],
    [mis(String(k * mad), 'forgot-divide', 'Divide la diferencia entre la DMA.'), mis(String(mad), 'gave-mad', 'Esa es la DMA; ahora divide entre ella la diferencia de las medias.')],
  );
}
