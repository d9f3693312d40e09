import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { choiceAnswer } from '../shared/answers.js';
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
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const pool = rng.bool(0.45) ? POOLS[difficulty][0]! : POOLS[difficulty][1]!;
    const n = rng.pick(pool);
    const kind = n === 1 ? 'neither' : isPrime(n) ? 'prime' : 'composite';
    const answer = choiceAnswer(kind, OPTIONS);
    let p = 2;
    while (n > 1 && n % p !== 0) p++;
    const testers = [2, 3, 5, 7].filter((t) => t * t <= Math.max(n, 4)).join(', ');
    let h3: string;
    let steps: string[];
    if (kind === 'composite') {
      h3 = `Try ${p} × ${n / p}.`;
      steps = [`Divide ${n} by small numbers, starting with 2.`, `${n} ÷ ${p} = ${n / p} with no remainder.`, `So ${n} has the factors ${factorsOf(n).join(', ')}.`, `Number of factors: ${factorsOf(n).length}.`, `More than two factors means ${n} is composite.`, `Check: ${p} × ${n / p} = ${n}.`];
    } else if (kind === 'prime') {
      h3 = n <= 3 ? `List every factor of ${n}. How many are there?` : `Divide ${n} by ${testers}: is there ever no remainder?`;
      steps = [`Test small numbers: ${n <= 3 ? `only 1 and ${n} divide ${n}` : `${testers} all leave a remainder when they divide ${n}`}.`, `So the only factors of ${n} are 1 and ${n}.`, `Number of factors: 2.`, `Exactly two factors means ${n} is prime.`, `Check: no number between 1 and ${n} divides ${n} exactly.`];
    } else {
      h3 = `How many factors does 1 have?`;
      steps = [`1 × 1 = 1 is the only way to make 1 from whole numbers.`, `Number of factors of one: 1.`, `A prime needs exactly two factors; a composite needs more than two.`, `So 1 is neither prime nor composite.`, `Check: the only whole numbers that multiply to 1 are 1 × 1.`];
    }
    return {
      question: {
        text: `${rng.pick([
          `Is ${n} prime or composite?`,
          `Look at the number ${n}. Is it prime or composite?`,
          `${someone(rng)} has ${n} square tiles to lay out in rows. Is ${n} a prime number or a composite number?`,
          `${someone(rng)} thinks of the number ${n}. Is that number prime or composite?`,
          `Decide whether ${n} is prime or composite.`,
        ])}${difficulty === 5 ? ' (If it is neither, type "neither".)' : ''}`,
      },
      answer,
      hints: hints(
        'A prime number has exactly two factors: 1 and itself. A composite number has more than two.',
        n === 1 ? 'List every factor of 1.' : `Test whether ${testers} divide ${n} with no remainder.`,
        h3,
      ),
      explanation: steps,
      misconceptions: misconceptions(answer, [
        [n === 1 ? 'prime' : null, 'one-is-prime', '1 has only one factor, so it is neither prime nor composite.'],
        [n === 2 ? 'composite' : null, 'two-is-even', '2 is even, but its only factors are 1 and 2, so it is prime.'],
        [kind === 'composite' && n % 2 === 1 ? 'prime' : null, 'odd-means-prime', `Odd numbers can be composite: ${n} = ${p} × ${n / p}.`],
        [kind === 'composite' && n % 2 === 0 ? 'prime' : null, 'missed-factor', `${n} is even, so 2 is a factor: ${n} = 2 × ${n / 2}.`],
        [kind === 'prime' && n > 2 ? 'composite' : null, 'prime-called-composite', `No number other than 1 and ${n} divides ${n} exactly, so it is prime.`],
      ]),
    };
  },
};
