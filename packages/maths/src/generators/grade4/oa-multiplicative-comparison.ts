import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { intAnswer } from '../shared/answers.js';
import { plainInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

const PEOPLE = ['Sam', 'Mia', 'Leo', 'Ava', 'Noah', 'Zoe', 'Eli', 'Maya', 'Omar', 'Lena', 'Ben', 'Ruby'];
const THINGS = ['stickers', 'marbles', 'cards', 'stamps', 'shells', 'beads', 'books', 'coins'];

/** The same people and things in Spanish, index for index (a thing with whether it is feminine). */
const PEOPLE_ES = ['Marcos', 'Camila', 'Mateo', 'Valentina', 'Diego', 'Sofía', 'Emiliano', 'Lucía', 'Santiago', 'Renata', 'Tomás', 'Ximena'];
const THINGS_ES: readonly [string, boolean][] = [
  ['calcomanías', true],
  ['canicas', true],
  ['tarjetas', true],
  ['estampillas', true],
  ['conchas', true],
  ['cuentas', true],
  ['libros', false],
  ['monedas', true],
];

function twoNames(rng: Rng, w: Words): [string, string] {
  // Shuffling the indexes draws exactly as shuffling the names did.
  const [a, b] = rng.shuffle(PEOPLE.map((_, i) => i));
  const names = w.es ? PEOPLE_ES : PEOPLE;
  return [names[a!]!, names[b!]!];
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const oaMultiplicativeComparison: SkillGenerator = {
  skillId: 'g4.oa.multiplicative-comparison',
  grade: 4,
  domain: 'oa',
  ccss: ['4.OA.A.1', '4.OA.A.2'],
  topic: 'Multiplying & dividing',
  subtopic: '"Times as many" problems',
  prereqs: [],
  estTimeSec: times(25, 90),
  version: '1.1.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const [small, big] = twoNames(rng, w);
    const thingIndex = rng.int(0, THINGS.length - 1);
    const thing = w.es ? THINGS_ES[thingIndex]![0] : THINGS[thingIndex]!;
    const fem = THINGS_ES[thingIndex]![1];
    /** "¿Cuántas canicas…?" / "¿Cuántos libros…?" */
    const howMany = fem ? 'Cuántas' : 'Cuántos';
    const the = fem ? 'las' : 'los';
    if (difficulty <= 2) {
      const k = difficulty === 1 ? rng.int(2, 5) : rng.int(3, 10);
      const s = difficulty === 1 ? rng.int(2, 5) : rng.int(3, 10);
      const ans = k * s;
      const answer = intAnswer(ans);
      if (w.es) {
        return {
          question: { text: `${small} tiene ${s} ${thing}. ${big} tiene ${k} veces la cantidad de ${thing} que tiene ${small}. ¿${howMany} ${thing} tiene ${big}?` },
          answer,
          hints: hints(`"${k} veces la cantidad" quiere decir ${k} grupos del tamaño de lo que tiene ${small}.`, `${small} tiene ${s}, así que ${big} tiene ${k} grupos de ${s}.`, `Calcula ${k} × ${s}.`),
          explanation: [`${big} tiene ${k} veces la cantidad de ${small}: ${k} × ${s}.`, `${k} × ${s} = ${ans}.`, `Comprueba: ${ans} ÷ ${k} = ${s}, que es lo que tiene ${small}.`],
          misconceptions: misconceptions(answer, [
            [s + k, 'times-as-more', `"${k} veces la cantidad" no es "${k} más". Multiplica: ${k} grupos de ${s}.`],
            [s, 'gave-given-amount', `Eso es lo que tiene ${small}. ${big} tiene ${k} veces esa cantidad.`],
          ]),
        };
      }
      return {
        question: { text: `${small} has ${s} ${thing}. ${big} has ${k} times as many ${thing} as ${small}. How many ${thing} does ${big} have?` },
        answer,
        hints: hints(
          `"${k} times as many" means ${k} groups the size of ${small}'s amount.`,
          `${small} has ${s}, so ${big} has ${k} groups of ${s}.`,
          `Work out ${k} × ${s}.`,
        ),
        explanation: [
          `${big} has ${k} times as many as ${small}: ${k} × ${s}.`,
          `${k} × ${s} = ${ans}.`,
          `Check: ${ans} ÷ ${k} = ${s}, which is ${small}'s amount.`,
        ],
        misconceptions: misconceptions(answer, [
          [s + k, 'times-as-more', `"${k} times as many" is not "${k} more". Multiply: ${k} groups of ${s}.`],
          [s, 'gave-given-amount', `That is ${small}'s amount. ${big} has ${k} times as many.`],
        ]),
      };
    }
    if (difficulty === 3) {
      const k = rng.int(2, 9);
      const s = rng.int(2, Math.floor(100 / k));
      const b = k * s;
      const answer = intAnswer(s);
      if (w.es) {
        return {
          question: { text: `${big} tiene ${b} ${thing}. Eso es ${k} veces la cantidad de ${thing} que tiene ${small}. ¿${howMany} ${thing} tiene ${small}?` },
          answer,
          hints: hints(`${cap(the)} ${b} ${thing} de ${big} son ${k} grupos iguales, cada uno del tamaño de lo que tiene ${small}.`, `Entonces ${k} × ? = ${b}.`, `Divide ${b} entre ${k}.`),
          explanation: [`${b} es ${k} veces lo que tiene ${small}, así que ${small} tiene ${b} ÷ ${k}.`, `${b} ÷ ${k} = ${s}.`, `Comprueba: ${k} × ${s} = ${b}.`],
          misconceptions: misconceptions(answer, [
            [b * k, 'multiplied-instead', `${small} tiene menos ${thing}, así que la respuesta debe ser menor que ${b}. Divide ${b} entre ${k}.`],
            [b - k, 'subtracted-instead', `"${k} veces la cantidad" se trata de grupos, no de quitar ${k}. Divide ${b} entre ${k}.`],
          ]),
        };
      }
      return {
        question: { text: `${big} has ${b} ${thing}. That is ${k} times as many ${thing} as ${small} has. How many ${thing} does ${small} have?` },
        answer,
        hints: hints(
          `${big}'s ${b} ${thing} are ${k} equal groups, each the size of ${small}'s amount.`,
          `So ${k} × ? = ${b}.`,
          `Divide ${b} by ${k}.`,
        ),
        explanation: [
          `${b} is ${k} times ${small}'s amount, so ${small}'s amount is ${b} ÷ ${k}.`,
          `${b} ÷ ${k} = ${s}.`,
          `Check: ${k} × ${s} = ${b}.`,
        ],
        misconceptions: misconceptions(answer, [
          [b * k, 'multiplied-instead', `${small} has fewer ${thing}, so the answer must be less than ${b}. Divide ${b} by ${k}.`],
          [b - k, 'subtracted-instead', `"${k} times as many" is about groups, not taking away ${k}. Divide ${b} by ${k}.`],
        ]),
      };
    }
    if (difficulty === 4) {
      const k = rng.int(3, 9);
      const s = rng.int(3, 12);
      const b = k * s;
      const answer = intAnswer(k);
      if (w.es) {
        return {
          question: { text: `${big} tiene ${b} ${thing}. ${small} tiene ${s} ${thing}. ¿Cuántas veces la cantidad de ${small} tiene ${big}?` },
          answer,
          hints: hints(`Pregúntate: ¿cuántos grupos de ${s} forman ${b}?`, `? × ${s} = ${b}.`, `Divide ${b} entre ${s}.`),
          explanation: [`"¿Cuántas veces la cantidad?" pregunta cuántos grupos de ${s} caben en ${b}.`, `${b} ÷ ${s} = ${k}.`, `Comprueba: ${k} × ${s} = ${b}.`],
          misconceptions: misconceptions(answer, [
            [b - s, 'found-difference', `${b} − ${s} dice cuánto más tiene, no cuántas veces la cantidad. Mejor divide.`],
            [b * s, 'multiplied', `Al multiplicar sale un número mucho más grande. Busca cuántos grupos de ${s} forman ${b}.`],
          ]),
        };
      }
      return {
        question: { text: `${big} has ${b} ${thing}. ${small} has ${s} ${thing}. How many times as many ${thing} as ${small} does ${big} have?` },
        answer,
        hints: hints(
          `Ask: how many groups of ${s} make ${b}?`,
          `? × ${s} = ${b}.`,
          `Divide ${b} by ${s}.`,
        ),
        explanation: [
          `"How many times as many" asks how many groups of ${s} fit into ${b}.`,
          `${b} ÷ ${s} = ${k}.`,
          `Check: ${k} × ${s} = ${b}.`,
        ],
        misconceptions: misconceptions(answer, [
          [b - s, 'found-difference', `${b} − ${s} is how many more, not how many times as many. Divide instead.`],
          [b * s, 'multiplied', `Multiplying makes a much bigger number. Find how many ${s}s make ${b}.`],
        ]),
      };
    }
    // d5: k times as long, and the difference is given
    const k = rng.int(3, 9);
    const s = rng.int(3, 12);
    const diff = (k - 1) * s;
    const answer = rng.bool() ? intAnswer(s, 'cm') : intAnswer(s);
    const ribbon = answer.unit === 'cm';
    const text = ribbon
      ? `A red ribbon is ${k} times as long as a blue ribbon. The red ribbon is ${diff} cm longer than the blue one. How long is the blue ribbon?`
      : `${big} has ${k} times as many ${thing} as ${small}. ${big} has ${diff} more ${thing} than ${small}. How many ${thing} does ${small} have?`;
    const smallName = ribbon ? 'the blue ribbon' : `${small}'s amount`;
    const bigName = ribbon ? 'the red ribbon' : `${big}'s amount`;
    const near = Rational.of(diff, k).round(0).num;
    if (w.es) {
      const smallEs = ribbon ? 'el listón azul' : `lo que tiene ${small}`;
      const bigEs = ribbon ? 'el listón rojo' : `lo que tiene ${big}`;
      return {
        question: {
          text: ribbon
            ? `Un listón rojo mide ${k} veces lo que mide un listón azul. El listón rojo mide ${diff} cm más que el azul. ¿Cuánto mide el listón azul?`
            : `${big} tiene ${k} veces la cantidad de ${thing} que tiene ${small}. ${big} tiene ${diff} ${thing} más que ${small}. ¿${howMany} ${thing} tiene ${small}?`,
        },
        answer,
        estTimeSec: 90,
        hints: hints(`Dibuja una barra para ${smallEs}; ${bigEs} equivale a ${k} de esas barras.`, `Entonces la diferencia de ${diff} es ${k} barras menos 1 barra.`, `${k - 1} × ? = ${diff}.`),
        explanation: [
          `${cap(bigEs)} equivale a ${k} barras y ${smallEs}, a 1 barra, así que la diferencia es ${k} barras menos 1 barra.`,
          `${k - 1} barras = ${diff}, así que 1 barra = ${diff} ÷ ${k - 1} = ${s}.`,
          `Comprueba: ${k} × ${s} = ${k * s}, y ${k * s} − ${s} = ${diff}.`,
        ],
        misconceptions: misconceptions(answer, [
          [k * s, 'found-larger', `Eso es ${bigEs}. La pregunta pide ${smallEs}.`],
          [plainInt(near), 'divided-by-k', `${diff} ÷ ${k} olvida que ${smallEs} es una de las ${k} barras: la diferencia es de solo ${k - 1} barras.`],
          [diff, 'gave-difference', `${diff} es la diferencia, que son ${k - 1} barras, no una barra.`],
        ]),
      };
    }
    return {
      question: { text },
      answer,
      estTimeSec: 90,
      hints: hints(
        `Draw one bar for ${smallName}; ${bigName} is ${k} of those bars.`,
        // "k bars minus 1 bar", not the number k − 1: it can be the answer itself (9 times as long, a bar of 8).
        `So the difference of ${diff} is ${k} bars minus 1 bar.`,
        `${k - 1} × ? = ${diff}.`,
      ),
      explanation: [
        `${bigName} is ${k} bars and ${smallName} is 1 bar, so the difference is ${k} bars minus 1 bar.`,
        `${k - 1} bars = ${diff}, so 1 bar = ${diff} ÷ ${k - 1} = ${s}.`,
        `Check: ${k} × ${s} = ${k * s}, and ${k * s} − ${s} = ${diff}.`,
      ],
      misconceptions: misconceptions(answer, [
        [k * s, 'found-larger', `That is ${bigName}. The question asks for ${smallName}.`],
        [plainInt(near), 'divided-by-k', `${diff} ÷ ${k} forgets that ${smallName} is one of the ${k} bars: the difference is only ${k - 1} bars.`],
        [diff, 'gave-difference', `${diff} is the difference, which is ${k - 1} bars, not one bar.`],
      ]),
    };
  },
};
