import { R, Rational } from '../../rational.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtFrac, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

/** An event on one number cube and how many of its 6 faces make it happen. */
const CUBE_EVENTS: [string, number][] = [
  ['a 1', 1], ['a 2', 1], ['a 3', 1], ['a 4', 1], ['a 5', 1], ['a 6', 1],
  ['an even number', 3], ['an odd number', 3], ['a number less than 3', 2], ['a number less than 4', 3],
  ['a number greater than 4', 2], ['a number greater than 3', 3], ['a multiple of 3', 2],
];
/** Things with equally likely outcomes, and how many. */
const DEVICES: [string, number][] = [
  ['coin', 2], ['number cube', 6], ['spinner with 3 equal sections', 3], ['spinner with 4 equal sections', 4],
  ['spinner with 5 equal sections', 5], ['spinner with 8 equal sections', 8], ['bag with 3 marbles of different colors', 3],
];
/** CUBE_EVENTS in Spanish, index for index. */
const CUBE_EVENTS_ES: [string, number][] = [
  ['un 1', 1], ['un 2', 1], ['un 3', 1], ['un 4', 1], ['un 5', 1], ['un 6', 1],
  ['un número par', 3], ['un número impar', 3], ['un número menor que 3', 2], ['un número menor que 4', 3],
  ['un número mayor que 4', 2], ['un número mayor que 3', 3], ['un múltiplo de 3', 2],
];
/** DEVICES in Spanish, index for index: [one, two of them, the one, each one]. */
const DEVICES_ES: readonly (readonly [string, string, string, string])[] = [
  ['una moneda', 'dos monedas', 'la moneda', 'cada moneda'],
  ['un dado', 'dos dados', 'el dado', 'cada dado'],
  ['una ruleta con 3 secciones iguales', 'dos ruletas con 3 secciones iguales', 'la ruleta de 3 secciones', 'cada ruleta'],
  ['una ruleta con 4 secciones iguales', 'dos ruletas con 4 secciones iguales', 'la ruleta de 4 secciones', 'cada ruleta'],
  ['una ruleta con 5 secciones iguales', 'dos ruletas con 5 secciones iguales', 'la ruleta de 5 secciones', 'cada ruleta'],
  ['una ruleta con 8 secciones iguales', 'dos ruletas con 8 secciones iguales', 'la ruleta de 8 secciones', 'cada ruleta'],
  ['una bolsa con 3 canicas de colores distintos', 'dos bolsas con 3 canicas de colores distintos', 'la bolsa', 'cada bolsa'],
];
/** The marble colours of the last two difficulties in Spanish: [one marble, marbles]. */
const MARBLES_ES: readonly (readonly [string, string])[] = [['roja', 'rojas'], ['azul', 'azules'], ['verde', 'verdes'], ['amarilla', 'amarillas']];
/** Products of two number-cube faces that at least two ordered pairs make. */
const PRODUCTS = [2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 20, 24, 30];

export const spCompoundProbability: SkillGenerator = {
  skillId: 'g7.sp.compound-probability',
  grade: 7,
  domain: 'sp',
  ccss: ['7.SP.C.8'],
  topic: 'Probability',
  subtopic: 'Compound events',
  prereqs: ['g7.sp.simple-probability', 'g5.nf.multiply-fractions'],
  estTimeSec: times(30, 150),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (w.es) return spanish(d, rng, w);
    if (d === 1) {
      const side = rng.pick(['heads', 'tails']);
      const [kind, fav] = rng.pick(CUBE_EVENTS);
      const p = R(fav).div(12);
      return bodyLoose(
        `You flip a coin and roll a number cube (1 to 6). What is the probability of ${side} and ${kind}?`,
        A.probability(p),
        ['The coin and the cube are independent: multiply their probabilities.', `P(${side}) = 1/2 and P(${kind}) = ${fmtFrac(R(fav).div(6))}.`, `1/2 × ${fmtFrac(R(fav).div(6))} = ?`],
        [`P(${side}) = 1/2.`, `P(${kind}) = ${fav}/6.`, `P(both) = 1/2 × ${fav}/6 = ${fav}/12${p.den !== 12n ? ` = ${fmtFrac(p)}` : ''}.`, `Check: 12 equally likely outcomes (2 × 6), ${fav} of them favorable.`],
        [mis(val(R(1).div(2).add(R(fav).div(6)), 'frac'), 'added', 'For "and" with independent events, multiply the probabilities.'), mis(`${fav}/8`, 'added-outcomes', 'There are 2 × 6 = 12 outcomes, not 2 + 6.')],
      );
    }
    if (d === 2) {
      const [first, second] = rng.shuffle(DEVICES);
      const [a, an] = first!;
      const [b, bn] = rng.bool(0.15) && a === 'number cube' ? first! : second!;
      const ans = an * bn;
      return bodyLoose(
        `${a === b ? `You use two ${a}s` : `You use a ${a} and a ${b}`} together. How many outcomes are in the sample space?`,
        A.integer(ans),
        ['Each outcome of the first can pair with each outcome of the second.', a === b ? `Each ${a} has ${an} outcomes.` : `The ${a} has ${an} outcomes and the ${b} has ${bn}.`, `Multiply ${an} × ${bn}.`],
        [`${an} × ${bn} = ${ans} outcomes.`, `Check: a table with ${an} rows and ${bn} columns has ${ans} cells.`],
        [mis(String(an + bn), 'added', 'Each outcome of one pairs with every outcome of the other: multiply.')],
      );
    }
    if (d === 3) {
      const kind = rng.pick(['sum', 'difference', 'product'] as const);
      const target = kind === 'sum' ? rng.int(2, 12) : kind === 'difference' ? rng.int(0, 5) : rng.pick(PRODUCTS);
      const combine = (i: number, j: number): number => (kind === 'sum' ? i + j : kind === 'difference' ? Math.abs(i - j) : i * j);
      const pairs: [number, number][] = [];
      for (let i = 1; i <= 6; i++) for (let j = 1; j <= 6; j++) if (combine(i, j) === target) pairs.push([i, j]);
      const ways = pairs.length;
      const p = R(ways).div(36);
      const event =
        kind === 'sum' ? `the sum is ${target}` : kind === 'product' ? `the product of the two numbers is ${target}` : target === 0 ? 'both cubes show the same number' : `the two numbers differ by ${target}`;
      const what = kind === 'sum' ? `add to ${target}` : kind === 'product' ? `multiply to ${target}` : target === 0 ? 'are doubles' : `differ by ${target}`;
      const unordered = pairs.filter(([i, j]) => i <= j).length;
      return bodyLoose(
        // The wording is drawn after the numbers (docs/maths/curriculum.md, "Variety").
        rng.pick([
          `You roll two number cubes. What is the probability that ${event}?`,
          `${someone(rng)} rolls two number cubes (1 to 6). What is the probability that ${event}?`,
          `Two number cubes are rolled at the same time. Find the probability that ${event}.`,
          `In a board game you roll two number cubes. What is the probability that ${event}?`,
          `A red cube and a blue cube, each numbered 1 to 6, are rolled. What is the probability that ${event}?`,
        ]),
        A.probability(p),
        ['There are 6 × 6 = 36 equally likely outcomes.', `List the pairs (first cube, second cube) that ${what}, starting with the first cube showing 1.`, 'Count the pairs, put the count over 36, and simplify if you can.'],
        [`Pairs: ${pairs.map(([i, j]) => `(${i}, ${j})`).join(', ')}.`, `${ways} favorable out of 36.`, `P = ${ways}/36${p.den !== 36n ? ` = ${fmtFrac(p)}` : ''}.`, `Check: each pair (a, b) that ${what.replace(/^are /, 'is ')} was counted once, in order.`],
        [
          kind === 'sum' && mis(`1/11`, 'sums-equally-likely', 'The 11 possible sums are not equally likely; count the 36 outcomes.'),
          unordered !== ways && mis(val(R(unordered).div(36), 'frac'), 'ignored-order', 'A 2 on the first cube and a 5 on the second is a different outcome from a 5 and then a 2: count both orders.'),
          mis(val(R(ways).div(12), 'frac'), 'twelve-outcomes', 'There are 36 outcomes, not 12.'),
        ].filter((m) => m !== false),
      );
    }
    const a = rng.int(2, 6);
    const b = rng.int(3, 8);
    const n = a + b;
    const [ca, cb] = rng.shuffle(['red', 'blue', 'green', 'yellow']);
    const withR = R(a * a).div(n * n);
    const without = R(a * (a - 1)).div(n * (n - 1));
    const p = d === 4 ? withR : without;
    return bodyLoose(
      `A bag has ${a} ${ca} and ${b} ${cb} marbles. You take one marble, ${d === 4 ? 'put it back' : 'do not put it back'}, and take another. What is the probability that both are ${ca}?`,
      A.probability(p),
      [`P(first is ${ca}) = ${a}/${n}.`, d === 4 ? `The marble goes back, so the second draw is also ${a}/${n}.` : `After one ${ca} is taken out, ${a - 1} of the ${n - 1} marbles left are ${ca}.`, d === 4 ? `Multiply: ${a}/${n} × ${a}/${n}, then simplify.` : `Multiply: ${a}/${n} × ${a - 1}/${n - 1}, then simplify.`],
      [`First: ${a}/${n}.`, d === 4 ? `Second (with replacement): ${a}/${n}.` : `Second (without replacement): ${a - 1}/${n - 1}.`, d === 4 ? `${a}/${n} × ${a}/${n} = ${a * a}/${n * n}${p.den !== BigInt(n * n) ? ` = ${fmtFrac(p)}` : ''}.` : `${a}/${n} × ${a - 1}/${n - 1} = ${a * (a - 1)}/${n * (n - 1)}${p.den !== BigInt(n * (n - 1)) ? ` = ${fmtFrac(p)}` : ''}.`, `Check: the answer is less than ${a}/${n} because both draws must be ${ca}.`],
      [
        d === 5 ? mis(val(withR, 'frac'), 'treated-as-with-replacement', 'The first marble is not put back, so the second draw has one fewer marble.') : mis(val(without, 'frac'), 'treated-as-without-replacement', 'The marble goes back, so the second draw is the same as the first.'),
        mis(val(R(a).div(n).add(d === 4 ? R(a).div(n) : R(a - 1).div(n - 1)), 'frac'), 'added', 'For "both", multiply the probabilities.'),
      ],
    );
  },
};
void Rational;

/** The Spanish wording: the same draws in the same order as the English branches above (moneda, dado, canicas). */
function spanish(d: Difficulty, rng: Rng, w: Words): GeneratedBody {
  const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  if (d === 1) {
    const side = rng.pick(['cara', 'cruz']);
    const [kind, fav] = rng.pick(CUBE_EVENTS_ES);
    const p = R(fav).div(12);
    return bodyLoose(
      `Lanzas una moneda y tiras un dado (del 1 al 6). ¿Cuál es la probabilidad de que salga ${side} y ${kind}?`,
      A.probability(p),
      ['La moneda y el dado son independientes: multiplica sus probabilidades.', `P(${side}) = 1/2 y P(${kind}) = ${fmtFrac(R(fav).div(6))}.`, `1/2 × ${fmtFrac(R(fav).div(6))} = ?`],
      [`P(${side}) = 1/2.`, `P(${kind}) = ${fav}/6.`, `P(las dos cosas) = 1/2 × ${fav}/6 = ${fav}/12${p.den !== 12n ? ` = ${fmtFrac(p)}` : ''}.`, `Comprueba: hay 12 resultados igualmente probables (2 × 6), y ${fav} de ellos son favorables.`],
      [mis(val(R(1).div(2).add(R(fav).div(6)), 'frac'), 'added', 'Para "y" con eventos independientes, multiplica las probabilidades.'), mis(`${fav}/8`, 'added-outcomes', 'Hay 2 × 6 = 12 resultados, no 2 + 6.')],
    );
  }
  if (d === 2) {
    // Shuffling the indexes permutes them exactly as shuffling DEVICES does; the English branch doubles only the number cube.
    const [first, second] = rng.shuffle(DEVICES.map((_, i) => i));
    const same = rng.bool(0.15) && first === 1;
    const [an, bn] = [DEVICES[first!]![1], DEVICES[same ? first! : second!]![1]];
    const A1 = DEVICES_ES[first!]!;
    const B1 = DEVICES_ES[second!]!;
    const ans = an * bn;
    return bodyLoose(
      `${same ? `Usas ${A1[1]}` : `Usas ${A1[0]} y ${B1[0]}`} al mismo tiempo. ¿Cuántos resultados hay en el espacio muestral?`,
      A.integer(ans),
      ['Cada resultado del primero se puede juntar con cada resultado del segundo.', same ? `${cap(A1[3])} tiene ${an} resultados.` : `${cap(A1[2])} tiene ${an} resultados y ${B1[2]} tiene ${bn}.`, `Multiplica ${an} × ${bn}.`],
      [`${an} × ${bn} = ${ans} resultados.`, `Comprueba: una tabla con ${an} filas y ${bn} columnas tiene ${ans} casillas.`],
      [mis(String(an + bn), 'added', 'Cada resultado de uno se junta con cada resultado del otro: multiplica.')],
    );
  }
  if (d === 3) {
    const kind = rng.pick(['sum', 'difference', 'product'] as const);
    const target = kind === 'sum' ? rng.int(2, 12) : kind === 'difference' ? rng.int(0, 5) : rng.pick(PRODUCTS);
    const combine = (i: number, j: number): number => (kind === 'sum' ? i + j : kind === 'difference' ? Math.abs(i - j) : i * j);
    const pairs: [number, number][] = [];
    for (let i = 1; i <= 6; i++) for (let j = 1; j <= 6; j++) if (combine(i, j) === target) pairs.push([i, j]);
    const ways = pairs.length;
    const p = R(ways).div(36);
    const event =
      kind === 'sum' ? `la suma sea ${target}` : kind === 'product' ? `el producto de los dos números sea ${target}` : target === 0 ? 'los dos dados muestren el mismo número' : `los dos números tengan una diferencia de ${target}`;
    const what = kind === 'sum' ? `sumen ${target}` : kind === 'product' ? `den ${target} al multiplicarse` : target === 0 ? 'sean dobles' : `tengan una diferencia de ${target}`;
    const whatOne = kind === 'sum' ? `suma ${target}` : kind === 'product' ? `da ${target} al multiplicarse` : target === 0 ? 'es doble' : `tiene una diferencia de ${target}`;
    const unordered = pairs.filter(([i, j]) => i <= j).length;
    const who = someone(rng, w);
    return bodyLoose(
      rng.pick([
        `Tiras dos dados. ¿Cuál es la probabilidad de que ${event}?`,
        `${who} tira dos dados (del 1 al 6). ¿Cuál es la probabilidad de que ${event}?`,
        `Se tiran dos dados al mismo tiempo. Encuentra la probabilidad de que ${event}.`,
        `En un juego de mesa tiras dos dados. ¿Cuál es la probabilidad de que ${event}?`,
        `Se tiran un dado rojo y un dado azul, cada uno numerado del 1 al 6. ¿Cuál es la probabilidad de que ${event}?`,
      ]),
      A.probability(p),
      ['Hay 6 × 6 = 36 resultados igualmente probables.', `Haz la lista de los pares (primer dado, segundo dado) que ${what}, empezando cuando el primer dado muestra 1.`, 'Cuenta los pares, pon ese número sobre 36 y simplifica si puedes.'],
      [`Pares: ${pairs.map(([i, j]) => `(${i}, ${j})`).join(', ')}.`, `${ways} favorables de 36.`, `P = ${ways}/36${p.den !== 36n ? ` = ${fmtFrac(p)}` : ''}.`, `Comprueba: cada par (a, b) que ${whatOne} se contó una vez, en orden.`],
      [
        kind === 'sum' && mis(`1/11`, 'sums-equally-likely', 'Las 11 sumas posibles no son igualmente probables; cuenta los 36 resultados.'),
        unordered !== ways && mis(val(R(unordered).div(36), 'frac'), 'ignored-order', 'Un 2 en el primer dado y un 5 en el segundo es un resultado distinto de un 5 y luego un 2: cuenta los dos órdenes.'),
        mis(val(R(ways).div(12), 'frac'), 'twelve-outcomes', 'Hay 36 resultados, no 12.'),
      ].filter((m) => m !== false),
    );
  }
  const a = rng.int(2, 6);
  const b = rng.int(3, 8);
  const n = a + b;
  const [ia, ib] = rng.shuffle([0, 1, 2, 3]);
  const [one, many] = MARBLES_ES[ia!]!;
  const other = MARBLES_ES[ib!]![1];
  const withR = R(a * a).div(n * n);
  const without = R(a * (a - 1)).div(n * (n - 1));
  const p = d === 4 ? withR : without;
  return bodyLoose(
    `Una bolsa tiene ${a} canicas ${many} y ${b} canicas ${other}. Sacas una canica, ${d === 4 ? 'la regresas' : 'no la regresas'} y sacas otra. ¿Cuál es la probabilidad de que las dos sean ${many}?`,
    A.probability(p),
    [
      `P(la primera es ${one}) = ${a}/${n}.`,
      d === 4 ? `La canica se regresa, así que la segunda vez también es ${a}/${n}.` : `Después de sacar una canica ${one}, ${a - 1} de las ${n - 1} canicas que quedan ${a - 1 === 1 ? `es ${one}` : `son ${many}`}.`,
      d === 4 ? `Multiplica: ${a}/${n} × ${a}/${n}, y luego simplifica.` : `Multiplica: ${a}/${n} × ${a - 1}/${n - 1}, y luego simplifica.`,
    ],
    [
      `Primera: ${a}/${n}.`,
      d === 4 ? `Segunda (con reemplazo): ${a}/${n}.` : `Segunda (sin reemplazo): ${a - 1}/${n - 1}.`,
      d === 4 ? `${a}/${n} × ${a}/${n} = ${a * a}/${n * n}${p.den !== BigInt(n * n) ? ` = ${fmtFrac(p)}` : ''}.` : `${a}/${n} × ${a - 1}/${n - 1} = ${a * (a - 1)}/${n * (n - 1)}${p.den !== BigInt(n * (n - 1)) ? ` = ${fmtFrac(p)}` : ''}.`,
      `Comprueba: la respuesta es menor que ${a}/${n} porque las dos canicas tienen que ser ${many}.`,
    ],
    [
      d === 5 ? mis(val(withR, 'frac'), 'treated-as-with-replacement', 'La primera canica no se regresa, así que la segunda vez hay una canica menos.') : mis(val(without, 'frac'), 'treated-as-without-replacement', 'La canica se regresa, así que la segunda vez es igual que la primera.'),
      mis(val(R(a).div(n).add(d === 4 ? R(a).div(n) : R(a - 1).div(n - 1)), 'frac'), 'added', 'Para "las dos", multiplica las probabilidades.'),
    ],
  );
}
