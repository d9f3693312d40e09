import { R } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

const CTX = [
  { who: 'students', pop: 'the school', like: 'prefer chess', unit: 'students' },
  { who: 'voters', pop: 'the town', like: 'support the new park', unit: 'voters' },
  { who: 'fans', pop: 'the stadium crowd', like: 'bought a hot dog', unit: 'fans' },
  { who: 'families', pop: 'the city', like: 'own a dog', unit: 'families' },
  { who: 'shoppers', pop: 'the mall', like: 'paid with a card', unit: 'shoppers' },
];

/** CTX in Spanish, row for row: "de los 800 estudiantes de la escuela", "¿Cuántas familias…?". */
const CTX_ES = [
  { who: 'estudiantes', popDe: 'de la escuela', like: 'prefieren el ajedrez', unit: 'estudiantes', many: 'cuántos', the: 'los' },
  { who: 'votantes', popDe: 'del pueblo', like: 'apoyan el nuevo parque', unit: 'votantes', many: 'cuántos', the: 'los' },
  { who: 'aficionados', popDe: 'del estadio', like: 'compraron un perro caliente', unit: 'aficionados', many: 'cuántos', the: 'los' },
  { who: 'familias', popDe: 'de la ciudad', like: 'tienen perro', unit: 'familias', many: 'cuántas', the: 'las' },
  { who: 'compradores', popDe: 'del centro comercial', like: 'pagaron con tarjeta', unit: 'compradores', many: 'cuántos', the: 'los' },
];

/** BATCHES in Spanish, row for row: [the items, what is wrong, "un envío", "el envío", cuántos/cuántas]. */
const BATCHES_ES = [
  ['bolsas', 'rotas', 'un envío', 'el envío', 'cuántas'],
  ['huevos', 'rotos', 'una entrega', 'la entrega', 'cuántos'],
  ['focos', 'fundidos', 'un envío', 'el envío', 'cuántos'],
  ['manzanas', 'golpeadas', 'una cosecha', 'la cosecha', 'cuántas'],
  ['lápices', 'rotos', 'una caja', 'la caja', 'cuántos'],
] as const;

/** Shipments checked by a sample: [the items, what is wrong with some, the batch]. */
const BATCHES = [
  ['bags', 'torn', 'shipment'],
  ['eggs', 'cracked', 'delivery'],
  ['light bulbs', 'broken', 'shipment'],
  ['apples', 'bruised', 'harvest'],
  ['pencils', 'broken', 'box'],
] as const;

export const spSamplingInference: SkillGenerator = {
  skillId: 'g7.sp.sampling-inference',
  grade: 7,
  domain: 'sp',
  ccss: ['7.SP.A.1', '7.SP.A.2'],
  topic: 'Statistics',
  subtopic: 'Predict from a sample',
  prereqs: ['g6.rp.ratio-tables'],
  estTimeSec: times(20, 90),
  version: '1.1.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    // rng.pick(CTX) draws the index: the same context in both languages.
    const cix = rng.int(0, CTX.length - 1);
    const c = CTX[cix]!;
    const e = CTX_ES[cix]!;
    if (d === 2) {
      const pct = rng.pick([10, 15, 20, 25, 30, 35, 40, 45, 60, 75]);
      const pop = rng.int(3, 40) * 100;
      const ans = (pop * pct) / 100;
      if (w.es) {
        return bodyLoose(
          `En una muestra aleatoria de ${e.who}, el ${pct}% ${e.like}. ¿Más o menos ${e.many} de ${e.the} ${fmtInt(pop)} ${e.unit} ${e.popDe} ${e.like}?`,
          A.integer(ans),
          ['Supón que la población es como la muestra.', `Encuentra el ${pct}% de ${fmtInt(pop)}.`, `${pct}/100 × ${fmtInt(pop)} = ?`],
          [`El ${pct}% de ${fmtInt(pop)} = ${fmtDecOrMixed(R(pct).div(100))} × ${fmtInt(pop)} = ${fmtInt(ans)}.`, `Comprueba: ${fmtInt(ans)} ÷ ${fmtInt(pop)} = ${pct}%.`],
          [mis(String(pct), 'reported-percent', 'Ese es el porcentaje; encuentra ese porcentaje de la población.'), mis(String(pop - ans), 'complement', 'Ese es el número de los que no.')],
        );
      }
      return bodyLoose(
        `In a random sample of ${c.who}, ${pct}% ${c.like}. About how many of the ${fmtInt(pop)} ${c.unit} in ${c.pop} ${c.like}?`,
        A.integer(ans),
        ['Assume the population matches the sample.', `Find ${pct}% of ${fmtInt(pop)}.`, `${pct}/100 × ${fmtInt(pop)} = ?`],
        [`${pct}% of ${fmtInt(pop)} = ${fmtDecOrMixed(R(pct).div(100))} × ${fmtInt(pop)} = ${fmtInt(ans)}.`, `Check: ${fmtInt(ans)} ÷ ${fmtInt(pop)} = ${pct}%.`],
        [mis(String(pct), 'reported-percent', 'That is the percent; find that percent of the population.'), mis(String(pop - ans), 'complement', `That is the number who did not.`)],
      );
    }
    if (d === 4) {
      const n = rng.pick([20, 25, 40, 50]);
      const k1 = rng.int(2, Math.floor(n / 2));
      const k2 = k1 + rng.int(1, 4) * 2;
      const pop = n * rng.int(10, 40);
      const avg = R(k1 + k2).div(2);
      const ans = avg.mul(pop).div(n);
      const round = ans.round(0);
      if (w.es) {
        return bodyLoose(
          `Se tomaron dos muestras aleatorias de ${n} ${e.who} cada una. En la primera, ${k1} ${e.like}; en la segunda, ${k2} ${e.like}. Usando el promedio de las dos muestras, ¿más o menos ${e.many} de ${e.the} ${fmtInt(pop)} ${e.unit} ${e.popDe} ${e.like}?`,
          A.integer(round),
          [`Saca el promedio de los dos conteos: (${k1} + ${k2}) ÷ 2.`, `Eso da ${fmtDecOrMixed(avg)} de ${n}.`, `${fmtInt(pop)} es ${pop / n} veces ${n}, así que multiplica ${fmtDecOrMixed(avg)} por ${pop / n}.`],
          [`Promedio: (${k1} + ${k2}) ÷ 2 = ${fmtDecOrMixed(avg)} de ${n}.`, `Escala: ${fmtInt(pop)} ÷ ${n} = ${pop / n}.`, `${fmtDecOrMixed(avg)} × ${pop / n} = ${fmtDecOrMixed(ans)}${ans.isInteger() ? '' : `, más o menos ${fmtInt(round.num)}`}.`, `Comprueba: ${fmtInt(round.num)} de ${fmtInt(pop)} es más o menos la misma tasa que ${fmtDecOrMixed(avg)} de ${n}.`],
          [mis(String((k1 * pop) / n), 'first-sample-only', 'Usa las dos muestras: primero saca su promedio.'), mis(String(k1 + k2), 'sample-counts', 'Lleva la tasa de la muestra a toda la población.')],
        );
      }
      return bodyLoose(
        `Two random samples of ${n} ${c.who} each were taken. In the first, ${k1} ${c.like}; in the second, ${k2} ${c.like}. Using the average of the two samples, about how many of the ${fmtInt(pop)} ${c.unit} in ${c.pop} ${c.like}?`,
        A.integer(round),
        [`Average the two sample counts: (${k1} + ${k2}) ÷ 2.`, `That is ${fmtDecOrMixed(avg)} out of ${n}.`, `${fmtInt(pop)} is ${pop / n} times ${n}, so multiply ${fmtDecOrMixed(avg)} by ${pop / n}.`],
        [`Average: (${k1} + ${k2}) ÷ 2 = ${fmtDecOrMixed(avg)} out of ${n}.`, `Scale: ${fmtInt(pop)} ÷ ${n} = ${pop / n}.`, `${fmtDecOrMixed(avg)} × ${pop / n} = ${fmtDecOrMixed(ans)}${ans.isInteger() ? '' : `, about ${fmtInt(round.num)}`}.`, `Check: ${fmtInt(round.num)} out of ${fmtInt(pop)} is about the same rate as ${fmtDecOrMixed(avg)} out of ${n}.`],
        [mis(String((k1 * pop) / n), 'first-sample-only', 'Use both samples: average them first.'), mis(String(k1 + k2), 'sample-counts', 'Scale the sample rate up to the whole population.')],
      );
    }
    const n = d === 5 ? rng.pick([30, 40, 60, 80]) : d === 1 ? rng.pick([20, 25, 50]) : rng.pick([40, 50, 80, 100]);
    const k = d === 5 ? rng.pick([3, 7, 9, 11].filter((x) => x < n)) : rng.int(2, Math.floor(n / 2));
    const scale = d === 1 ? rng.int(4, 20) : d === 3 ? rng.int(25, 90) : rng.int(10, 60);
    const pop = n * scale;
    const ans = k * scale;
    const text =
      d === 5
        ? (() => {
            // The batch is drawn after the numbers (docs/maths/curriculum.md, "Variety"), by index.
            const bix = rng.int(0, BATCHES.length - 1);
            if (w.es) {
              const [items, bad, aBatch, theBatch, many] = BATCHES_ES[bix]!;
              return `Una muestra aleatoria de ${n} ${items} de ${aBatch} tiene ${k} ${items} ${bad}. ¿Más o menos ${many} ${items} ${bad} hay en ${theBatch} de ${fmtInt(pop)} ${items}?`;
            }
            const [items, bad, batch] = BATCHES[bix]!;
            return `A random sample of ${n} ${items} from a ${batch} has ${k} ${bad} ${items}. About how many ${bad} ${items} are in the ${batch} of ${fmtInt(pop)} ${items}?`;
          })()
        : w.t(
            `In a random sample of ${n} ${c.who}, ${k} ${c.like}. About how many of the ${fmtInt(pop)} ${c.unit} in ${c.pop} ${c.like}?`,
            `En una muestra aleatoria de ${n} ${e.who}, ${k} ${e.like}. ¿Más o menos ${e.many} de ${e.the} ${fmtInt(pop)} ${e.unit} ${e.popDe} ${e.like}?`,
          );
    if (w.es) {
      return bodyLoose(
        text,
        A.integer(ans),
        [`La tasa de la muestra es ${k} de ${n}.`, `${fmtInt(pop)} es ${scale} veces ${n}.`, `${scale} × ${k} = ?`],
        [`Tasa: ${k}/${n}.`, `${fmtInt(pop)} ÷ ${n} = ${scale}.`, `${k} × ${scale} = ${fmtInt(ans)}.`, `Comprueba: ${fmtInt(ans)}/${fmtInt(pop)} = ${k}/${n}.`],
        [mis(String(k), 'sample-count', 'Ese es el conteo de la muestra; llévalo a toda la población.'), mis(String(Math.round(pop / k)), 'divided-by-count', `Multiplica la tasa ${k}/${n} por ${fmtInt(pop)}.`)],
      );
    }
    return bodyLoose(
      text,
      A.integer(ans),
      [`The sample rate is ${k} out of ${n}.`, `${fmtInt(pop)} is ${scale} times as many as ${n}.`, `${scale} × ${k} = ?`],
      [`Rate: ${k}/${n}.`, `${fmtInt(pop)} ÷ ${n} = ${scale}.`, `${k} × ${scale} = ${fmtInt(ans)}.`, `Check: ${fmtInt(ans)}/${fmtInt(pop)} = ${k}/${n}.`],
      [mis(String(k), 'sample-count', 'That is the count in the sample; scale it up to the population.'), mis(String(Math.round(pop / k)), 'divided-by-count', `Multiply the rate ${k}/${n} by ${fmtInt(pop)}.`)],
    );
  },
};
