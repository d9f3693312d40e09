import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN, lcmN } from '../shared/number-theory.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { NAMES, someone } from '../shared/wording.js';
import { NAMES_ES } from '../../language/index.js';

function primeFactors(n: number): number[] {
  const out: number[] = [];
  let m = n;
  for (let p = 2; p * p <= m; p++) {
    while (m % p === 0) {
      out.push(p);
      m /= p;
    }
  }
  if (m > 1) out.push(m);
  return out;
}

/** Pairs up to 12 with no common factor and a product up to 60. */
const COPRIME_PAIRS: [number, number][] = [[3, 4], [3, 5], [4, 5], [3, 7], [3, 8], [5, 6], [4, 7], [4, 9], [5, 7], [5, 8], [5, 9], [7, 8]];

export const nsGcfLcm: SkillGenerator = {
  skillId: 'g6.ns.gcf-lcm',
  grade: 6,
  domain: 'ns',
  ccss: ['6.NS.B.4'],
  topic: 'Factors & multiples',
  subtopic: 'GCF & LCM',
  prereqs: ['g4.oa.factors-list'],
  estTimeSec: times(20, 90),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const lcmAsk = d === 2 || (d === 5 && rng.bool(0.35));
    if (lcmAsk) {
      let a = 4;
      let b = 6;
      // At d2, sometimes two numbers with no common factor (3 and 8): the first common multiple is their product.
      const coprime = d === 2 && rng.bool(0.3);
      if (coprime) {
        [a, b] = rng.shuffle(rng.pick(COPRIME_PAIRS)) as [number, number];
      } else {
        for (let i = 0; i < 30; i++) {
          a = rng.int(2, 12);
          b = rng.int(2, 12);
          if (a !== b && a % b !== 0 && b % a !== 0 && gcdN(a, b) > 1) break;
        }
        if (a === b || a % b === 0 || b % a === 0 || gcdN(a, b) === 1) [a, b] = [4, 6];
      }
      const l = lcmN(a, b);
      // Drawn by index (the draws of someone() and of a pick among the other names), so the two
      // children are the same in both languages.
      const wi = rng.int(0, NAMES.length - 1);
      const fi = rng.pick(NAMES.map((_, i) => i).filter((i) => i !== wi));
      const names = w.t<readonly string[]>(NAMES, NAMES_ES);
      const who = names[wi]!;
      const friend = names[fi]!;
      const { max, min } = { max: Math.max(a, b), min: Math.min(a, b) };
      if (w.es) {
        const text =
          d === 5
            ? rng.pick([
                `Las salchichas vienen en paquetes de ${a} y los panes en paquetes de ${b}. ¿Cuál es el menor número de salchichas que puedes comprar para tener exactamente el mismo número de panes?`,
                `Los vasos vienen en paquetes de ${a} y las tapas en paquetes de ${b}. ¿Cuál es el menor número de vasos que ${who} puede comprar para tener exactamente la misma cantidad de tapas?`,
                `${who} arma una torre con bloques de ${a} centímetros y otra con bloques de ${b} centímetros. ¿Cuál es la menor altura, en centímetros, a la que las dos torres pueden quedar exactamente iguales?`,
                `Un autobús sale de la estación cada ${a} minutos y otro cada ${b} minutos. Ahora salen juntos. ¿En cuántos minutos vuelven a salir juntos?`,
                `Las calcomanías vienen en hojas de ${a} y los marcos en cajas de ${b}. ¿Cuál es el menor número de calcomanías que ${who} puede comprar para tener exactamente un marco para cada calcomanía?`,
              ])
            : rng.pick([
                `¿Cuál es el mínimo común múltiplo de ${a} y ${b}?`,
                `Encuentra el mínimo común múltiplo de ${a} y ${b}.`,
                `¿Cuál es el número más pequeño que es múltiplo de ${a} y también de ${b}?`,
                `${who} cuenta de ${a} en ${a} y ${friend} cuenta de ${b} en ${b}. ¿Cuál es el primer número que dicen los dos?`,
                `Una luz parpadea cada ${a} segundos y otra cada ${b} segundos. Ahora parpadean juntas. ¿Después de cuántos segundos vuelven a parpadear juntas?`,
              ]);
        return bodyLoose(
          text,
          A.integer(l),
          [
            d === 5 ? `El número que buscas es múltiplo de ${a} y de ${b}: necesitas el mínimo común múltiplo.` : 'Haz una lista de los múltiplos de cada número y encuentra el primero que tienen en común.',
            `Haz una lista de los múltiplos del número mayor, ${max} (× 1, × 2, × 3, …), y prueba cada uno.`,
            `${max} no es múltiplo de ${min}. Sigue hasta que un múltiplo de ${max} se pueda dividir exactamente entre ${min}.`,
          ],
          [`Prueba los múltiplos de ${max} en orden: ${max} × 1, × 2, × 3, …`, `El primero que se divide exactamente entre ${min}: ${max} × ${l / max} = ${l}.`, `Comprueba: ${l} ÷ ${a} = ${l / a} y ${l} ÷ ${b} = ${l / b}, los dos son números enteros.`],
          [
            mis(String(a * b), 'product', `${a} × ${b} es un múltiplo común, pero no el menor.`),
            mis(String(gcdN(a, b)), 'gcf-instead', 'Ese es el máximo común divisor. La pregunta pide un múltiplo.'),
          ],
        );
      }
      const text =
        d === 5
          ? rng.pick([
              `Hot dogs come in packs of ${a} and buns come in packs of ${b}. What is the smallest number of hot dogs you can buy to have exactly the same number of buns?`,
              `Cups come in packs of ${a} and lids come in packs of ${b}. What is the smallest number of cups ${who} can buy to have exactly as many lids?`,
              `${who} builds one tower from ${a}-centimeter blocks and another from ${b}-centimeter blocks. What is the lowest height, in centimeters, at which the two towers can be exactly the same?`,
              `One bus leaves the station every ${a} minutes and another every ${b} minutes. They leave together now. In how many minutes do they next leave together?`,
              `Stickers come in sheets of ${a} and frames in boxes of ${b}. What is the smallest number of stickers ${who} can buy to have exactly one frame for each sticker?`,
            ])
          : rng.pick([
              `What is the least common multiple of ${a} and ${b}?`,
              `Find the least common multiple of ${a} and ${b}.`,
              `What is the smallest number that is a multiple of both ${a} and ${b}?`,
              `${who} counts by ${a}s and ${friend} counts by ${b}s. What is the first number they both say?`,
              `One light blinks every ${a} seconds and another every ${b} seconds. They blink together now. After how many seconds do they next blink together?`,
            ]);
      return bodyLoose(
        text,
        A.integer(l),
        [
          d === 5 ? `The number you want is a multiple of both ${a} and ${b}: you need the least common multiple.` : 'List the multiples of each number and find the first one they share.',
          `List multiples of the larger number, ${Math.max(a, b)} (× 1, × 2, × 3, …), and test each one.`,
          `${Math.max(a, b)} is not a multiple of ${Math.min(a, b)}. Keep going until a multiple of ${Math.max(a, b)} divides evenly by ${Math.min(a, b)}.`,
        ],
        [`Test the multiples of ${Math.max(a, b)} in order: ${Math.max(a, b)} × 1, × 2, × 3, …`, `The first one that ${Math.min(a, b)} divides evenly: ${Math.max(a, b)} × ${l / Math.max(a, b)} = ${l}.`, `Check: ${l} ÷ ${a} = ${l / a} and ${l} ÷ ${b} = ${l / b}, both whole numbers.`],
        [
          mis(String(a * b), 'product', `${a} × ${b} is a common multiple, but not the least one.`),
          mis(String(gcdN(a, b)), 'gcf-instead', 'That is the greatest common factor. The question asks for a multiple.'),
        ],
      );
    }
    if (d === 4) {
      // rewrite a sum with the GCF: 36 + 8 = ?(9 + 2)
      let g = 4;
      let p = 9;
      let q = 2;
      for (let i = 0; i < 30; i++) {
        g = rng.int(2, 9);
        p = rng.int(2, 11);
        q = rng.int(2, 11);
        if (p !== q && gcdN(p, q) === 1 && g * Math.max(p, q) <= 100) break;
      }
      if (p === q || gcdN(p, q) !== 1) [g, p, q] = [4, 9, 2];
      const who = someone(rng, w);
      const eq = `${g * p} + ${g * q} = ?(${p} + ${q})`;
      const fp = primeFactors(g * p);
      const fq = primeFactors(g * q);
      if (w.es) {
        return bodyLoose(
          rng.pick([
            `Usa el máximo común divisor para escribir la suma de otra forma: ${eq}. ¿Qué número va antes del paréntesis?`,
            `Saca el máximo común divisor: ${eq}. ¿Qué número queda fuera del paréntesis?`,
            `${who} escribe una suma usando su máximo común divisor: ${eq}. ¿Qué número va donde está el signo ?`,
            `Escribe el máximo común divisor para que los dos lados sean iguales: ${eq}. ¿Cuál es el número que falta?`,
            `Escribe ${g * p} + ${g * q} como un producto con el máximo común divisor: ?(${p} + ${q}). ¿Qué número va en lugar del signo ?`,
          ]),
          A.integer(g),
          [
            'El número de adelante es el máximo común divisor de los dos números de la suma.',
            `Encuentra el MCD de ${g * p} y ${g * q}.`,
            `${g * p} ÷ ${p} y ${g * q} ÷ ${q} deben dar el mismo número.`,
          ],
          [
            `${g * p} = ${fp.join(' × ')} y ${g * q} = ${fq.join(' × ')}.`,
            `El máximo común divisor va adelante: MCD(${g * p}, ${g * q}) = ${g}.`,
            `Comprueba: ${g}(${p} + ${q}) = ${g} × ${p} + ${g} × ${q} = ${g * p} + ${g * q}.`,
          ],
          [mis(String(g * p + g * q), 'found-sum', 'La pregunta pide el factor común, no la suma.')],
        );
      }
      const text = rng.pick([
        `Use the greatest common factor to rewrite the sum: ${eq}. What number goes in front of the brackets?`,
        `Factor out the greatest common factor: ${eq}. What number is outside the brackets?`,
        `${who} rewrites a sum with its greatest common factor: ${eq}. What number goes where the ? is?`,
        `Fill in the greatest common factor so the two sides are equal: ${eq}. What is the missing number?`,
        `Write ${g * p} + ${g * q} as a product with the greatest common factor: ?(${p} + ${q}). What number does the ? stand for?`,
      ]);
      return bodyLoose(
        text,
        A.integer(g),
        [
          'The number in front is the greatest common factor of the two numbers in the sum.',
          `Find the GCF of ${g * p} and ${g * q}.`,
          `${g * p} ÷ ${p} and ${g * q} ÷ ${q} must give the same number.`,
        ],
        // The factor in front is found in the last step (a step to fill in); the check puts it back.
        [
          `${g * p} = ${fp.join(' × ')} and ${g * q} = ${fq.join(' × ')}.`,
          `The greatest common factor goes in front: GCF(${g * p}, ${g * q}) = ${g}.`,
          `Check: ${g}(${p} + ${q}) = ${g} × ${p} + ${g} × ${q} = ${g * p} + ${g * q}.`,
        ],
        [mis(String(g * p + g * q), 'found-sum', 'The question asks for the common factor, not the sum.')],
      );
    }
    // GCF: d1 ≤ 30, d3 ≤ 100, d5 near 100
    let a = 12;
    let b = 18;
    for (let i = 0; i < 40; i++) {
      const g = d === 1 ? rng.int(2, 6) : d === 3 ? rng.int(3, 15) : rng.int(6, 16);
      const hi = d === 1 ? Math.floor(30 / g) : Math.floor(100 / g);
      const lo = d === 5 ? Math.max(2, Math.ceil(70 / g)) : 2;
      if (hi <= lo) continue;
      const p = rng.int(lo, hi);
      const q = rng.int(lo, hi);
      if (p === q || gcdN(p, q) !== 1 || p === 1 || q === 1) continue;
      a = g * p;
      b = g * q;
      break;
    }
    const g = gcdN(a, b);
    const fa = primeFactors(a);
    const fb = primeFactors(b);
    const shared: number[] = [];
    const fbCopy = [...fb];
    for (const f of fa) {
      const j = fbCopy.indexOf(f);
      if (j >= 0) {
        shared.push(f);
        fbCopy.splice(j, 1);
      }
    }
    const smallerCommon = [...Array(g).keys()].map((x) => x + 1).filter((x) => g % x === 0 && x > 1 && x < g);
    const who = someone(rng, w);
    if (w.es) {
      return bodyLoose(
        rng.pick([
          `¿Cuál es el máximo común divisor de ${a} y ${b}?`,
          `Encuentra el máximo común divisor de ${a} y ${b}.`,
          `${who} necesita el máximo común divisor de ${a} y ${b}. ¿Cuál es?`,
          `${who} tiene ${a} cuentas rojas y ${b} cuentas azules y hace pulseras iguales usando todas las cuentas. ¿Cuál es el mayor número de pulseras que puede hacer?`,
          `Una entrenadora reparte ${a} conos y ${b} pelotas en grupos iguales, sin que sobre nada. ¿Cuál es el mayor número de grupos que puede formar?`,
        ]),
        A.integer(g),
        [
          'Haz una lista de los factores de cada número, o usa factores primos.',
          `${a} = ${fa.join(' × ')} y ${b} = ${fb.join(' × ')}.`,
          shared.length > 1 ? `Multiplica los primos que tienen en común: ${shared.join(' × ')}.` : '¿Qué número primo tienen en común?',
        ],
        [`${a} = ${fa.join(' × ')}.`, `${b} = ${fb.join(' × ')}.`, shared.length > 1 ? `Primos en común: MCD = ${shared.join(' × ')} = ${g}.` : `El único primo en común es ${g}, así que MCD = ${g}.`, `Comprueba: ${a} ÷ ${g} = ${a / g} y ${b} ÷ ${g} = ${b / g}, y ${a / g} y ${b / g} no tienen factores en común aparte del 1.`],
        [
          smallerCommon.length ? mis(String(smallerCommon[smallerCommon.length - 1]), 'common-not-greatest', 'Ese es un factor común, pero no el mayor.') : null,
          mis(String(lcmN(a, b)), 'lcm-instead', 'Ese es el mínimo común múltiplo. La pregunta pide un factor.'),
          mis(String(a * b).replace(/,/g, ''), 'product', `Multiplicaste. El MCD no puede ser mayor que ${Math.min(a, b)}.`),
        ],
      );
    }
    const text = rng.pick([
      `What is the greatest common factor of ${a} and ${b}?`,
      `Find the greatest common factor of ${a} and ${b}.`,
      `${who} needs the greatest common factor of ${a} and ${b}. What is it?`,
      `${who} has ${a} red beads and ${b} blue beads and makes identical bracelets that use all the beads. What is the greatest number of bracelets ${who} can make?`,
      `A coach splits ${a} cones and ${b} balls into identical sets, with nothing left over. What is the greatest number of sets the coach can make?`,
    ]);
    return bodyLoose(
      text,
      A.integer(g),
      [
        'List the factors of each number, or use prime factors.',
        `${a} = ${fa.join(' × ')} and ${b} = ${fb.join(' × ')}.`,
        shared.length > 1 ? `Multiply the primes they share: ${shared.join(' × ')}.` : `Which prime do they share?`,
      ],
      [`${a} = ${fa.join(' × ')}.`, `${b} = ${fb.join(' × ')}.`, shared.length > 1 ? `Shared primes: GCF = ${shared.join(' × ')} = ${g}.` : `The only shared prime is ${g}, so GCF = ${g}.`, `Check: ${a} ÷ ${g} = ${a / g} and ${b} ÷ ${g} = ${b / g}, and ${a / g} and ${b / g} share no factor except 1.`],
      [
        smallerCommon.length ? mis(String(smallerCommon[smallerCommon.length - 1]), 'common-not-greatest', `That is a common factor, but not the greatest one.`) : null,
        mis(String(lcmN(a, b)), 'lcm-instead', 'That is the least common multiple. The question asks for a factor.'),
        mis(String(a * b).replace(/,/g, ''), 'product', `You multiplied. The GCF can be no bigger than ${Math.min(a, b)}.`),
      ],
    );
  },
};
void fmtInt;
