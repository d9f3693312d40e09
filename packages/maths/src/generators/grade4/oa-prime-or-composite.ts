import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { EN, type Words } from '../../language/index.js';
import { choiceAnswerIn } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { factorsOf, isPrime } from '../shared/number-theory.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const OPTIONS: Record<string, string[]> = {
  prime: ['prime', 'a prime', 'prime number', 'p'],
  composite: ['composite', 'a composite', 'composite number', 'not prime', 'c'],
  neither: ['neither', 'neither prime nor composite', 'none', 'neither one'],
};
const OPTIONS_ES: Record<string, string[]> = {
  prime: ['primo', 'número primo', 'un número primo', 'es primo'],
  composite: ['compuesto', 'número compuesto', 'un número compuesto', 'es compuesto', 'no es primo'],
  neither: ['ninguno', 'ningún', 'ninguna', 'ninguno de los dos', 'ni primo ni compuesto', 'no es ninguno'],
};

// Every number from 2 to 100 is used (4.OA.B.4's range), the harder ones at the higher difficulties,
// so each difficulty has at least 25 problems (docs/maths/curriculum.md, "Variety").
const PRIMES = Array.from({ length: 99 }, (_, i) => i + 2).filter((n) => isPrime(n));
const COMPOSITES = Array.from({ length: 99 }, (_, i) => i + 2).filter((n) => !isPrime(n));
const POOLS: Record<Difficulty, number[][]> = {
  1: [PRIMES.filter((n) => n <= 31), COMPOSITES.filter((n) => n <= 30)],
  2: [PRIMES.filter((n) => n > 20 && n <= 60), COMPOSITES.filter((n) => n > 20 && n <= 60)],
  3: [PRIMES.filter((n) => n > 50), COMPOSITES.filter((n) => n % 2 === 1 || (n > 60 && n % 10 !== 0))],
  4: [PRIMES.filter((n) => n > 40), [4, 9, 25, 49, 35, 55, 65, 77, 85, 95, 91, 21, 27, 33, 39, 51, 57, 63, 69, 81, 87, 93, 99]],
  5: [[97, 89, 83, 79, 2, 61, 67, 71, 73, 59, 53, 47, 43, 41, 37, 31, 29], [91, 51, 57, 87, 77, 49, 1, 21, 27, 33, 39, 63, 69, 81, 93, 99]],
};

export const oaPrimeOrComposite: SkillGenerator = {
  skillId: 'g4.oa.prime-or-composite',
  grade: 4,
  domain: 'oa',
  ccss: ['4.OA.B.4'],
  topic: 'Factors & multiples',
  subtopic: 'Prime or composite?',
  prereqs: ['g4.oa.factors-list'],
  estTimeSec: times(10, 40),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const pool = rng.bool(0.45) ? POOLS[difficulty][0]! : POOLS[difficulty][1]!;
    const n = rng.pick(pool);
    const kind = n === 1 ? 'neither' : isPrime(n) ? 'prime' : 'composite';
    const answer = choiceAnswerIn(w, kind, OPTIONS, OPTIONS_ES);
    let p = 2;
    while (n > 1 && n % p !== 0) p++;
    const testerList = [2, 3, 5, 7].filter((t) => t * t <= Math.max(n, 4)).map(String);
    const testers = testerList.join(', ');
    const factors = factorsOf(n);
    let h3: string;
    let steps: string[];
    if (kind === 'composite') {
      h3 = w.t(`Try ${p} × ${n / p}.`, `Prueba con ${p} × ${n / p}.`);
      steps = w.t(
        [`Divide ${n} by small numbers, starting with 2.`, `${n} ÷ ${p} = ${n / p} with no remainder.`, `So ${n} has the factors ${factors.join(', ')}.`, `Number of factors: ${factors.length}.`, `More than two factors means ${n} is composite.`, `Check: ${p} × ${n / p} = ${n}.`],
        [`Divide ${n} entre números pequeños, empezando por el 2.`, `${n} ÷ ${p} = ${n / p} sin residuo.`, `Entonces ${n} tiene los factores ${w.list(factors.map(String))}.`, `Número de factores: ${factors.length}.`, `Más de dos factores quiere decir que ${n} es compuesto.`, `Comprueba: ${p} × ${n / p} = ${n}.`],
      );
    } else if (kind === 'prime') {
      h3 = n <= 3 ? w.t(`List every factor of ${n}. How many are there?`, `Haz una lista de todos los factores de ${n}. ¿Cuántos hay?`) : w.t(`Divide ${n} by ${testers}: is there ever no remainder?`, `Divide ${n} entre ${w.list(testerList)}: ¿alguna vez no queda residuo?`);
      steps = w.t(
        [`Test small numbers: ${n <= 3 ? `only 1 and ${n} divide ${n}` : `${testers} all leave a remainder when they divide ${n}`}.`, `So the only factors of ${n} are 1 and ${n}.`, `Number of factors: 2.`, `Exactly two factors means ${n} is prime.`, `Check: no number between 1 and ${n} divides ${n} exactly.`],
        [`Prueba con números pequeños: ${n <= 3 ? `solo 1 y ${n} dividen a ${n} exactamente` : `al dividir ${n} entre ${w.list(testerList)} siempre queda residuo`}.`, `Entonces los únicos factores de ${n} son 1 y ${n}.`, `Número de factores: 2.`, `Exactamente dos factores quiere decir que ${n} es primo.`, `Comprueba: ningún número entre 1 y ${n} divide a ${n} exactamente.`],
      );
    } else {
      h3 = w.t(`How many factors does 1 have?`, `¿Cuántos factores tiene el 1?`);
      steps = w.t(
        [`1 × 1 = 1 is the only way to make 1 from whole numbers.`, `Number of factors of one: 1.`, `A prime needs exactly two factors; a composite needs more than two.`, `So 1 is neither prime nor composite.`, `Check: the only whole numbers that multiply to 1 are 1 × 1.`],
        [`1 × 1 = 1 es la única forma de formar 1 con números enteros.`, `Número de factores del uno: 1.`, `Un número primo necesita exactamente dos factores; uno compuesto necesita más de dos.`, `Entonces el 1 no es ni primo ni compuesto.`, `Comprueba: los únicos números enteros que multiplicados dan 1 son 1 × 1.`],
      );
    }
    // Both names are drawn before the wording is picked, as the English list always drew them.
    const who1 = someone(rng, w);
    const who2 = someone(rng, w);
    const frames = w.t(
      [
        `Is ${n} prime or composite?`,
        `Look at the number ${n}. Is it prime or composite?`,
        `${who1} has ${n} square tiles to lay out in rows. Is ${n} a prime number or a composite number?`,
        `${who2} thinks of the number ${n}. Is that number prime or composite?`,
        `Decide whether ${n} is prime or composite.`,
      ],
      [
        `¿El ${n} es primo o compuesto?`,
        `Mira el número ${n}. ¿Es primo o compuesto?`,
        `${who1} tiene ${n} losetas cuadradas para acomodarlas en filas. ¿${n} es un número primo o un número compuesto?`,
        `${who2} piensa en el número ${n}. ¿Ese número es primo o compuesto?`,
        `Decide si ${n} es primo o compuesto.`,
      ],
    );
    return {
      question: {
        text: `${rng.pick(frames)}${difficulty === 5 ? w.t(' (If it is neither, type "neither".)', ' (Si no es ninguno de los dos, escribe "ninguno".)') : ''}`,
      },
      answer,
      hints: hints(
        w.t('A prime number has exactly two factors: 1 and itself. A composite number has more than two.', 'Un número primo tiene exactamente dos factores: el 1 y él mismo. Un número compuesto tiene más de dos.'),
        n === 1 ? w.t('List every factor of 1.', 'Haz una lista de todos los factores de 1.') : w.t(`Test whether ${testers} divide ${n} with no remainder.`, `Prueba si ${w.list(testerList)} dividen a ${n} sin dejar residuo.`),
        h3,
      ),
      explanation: steps,
      misconceptions: misconceptions(answer, [
        [n === 1 ? 'prime' : null, 'one-is-prime', w.t('1 has only one factor, so it is neither prime nor composite.', 'El 1 tiene un solo factor, así que no es ni primo ni compuesto.')],
        [n === 2 ? 'composite' : null, 'two-is-even', w.t('2 is even, but its only factors are 1 and 2, so it is prime.', 'El 2 es par, pero sus únicos factores son 1 y 2, así que es primo.')],
        [kind === 'composite' && n % 2 === 1 ? 'prime' : null, 'odd-means-prime', w.t(`Odd numbers can be composite: ${n} = ${p} × ${n / p}.`, `Los números impares también pueden ser compuestos: ${n} = ${p} × ${n / p}.`)],
        [kind === 'composite' && n % 2 === 0 ? 'prime' : null, 'missed-factor', w.t(`${n} is even, so 2 is a factor: ${n} = 2 × ${n / 2}.`, `${n} es par, así que 2 es un factor: ${n} = 2 × ${n / 2}.`)],
        [kind === 'prime' && n > 2 ? 'composite' : null, 'prime-called-composite', w.t(`No number other than 1 and ${n} divides ${n} exactly, so it is prime.`, `Ningún número aparte de 1 y ${n} divide a ${n} exactamente, así que es primo.`)],
      ]),
    };
  },
};
