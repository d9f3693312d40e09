import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { fracAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtMixed, fmtMixedPlain } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { lcmN } from '../shared/number-theory.js';
import { hints } from '../shared/problem-body.js';
import { coprimeNumerator } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { EN, piecesEs, type Words } from '../../language/index.js';

const NAMES = ['Ana', 'Ben', 'Mia', 'Leo', 'Zoe', 'Omar', 'Lena', 'Eli', 'Ruby', 'Sam'];
/** The Spanish names, index for index. */
const NAMES_ES = ['Ana', 'Bruno', 'Mía', 'Luis', 'Elena', 'Óscar', 'Lupita', 'Emilio', 'Rosa', 'Javier'];

/** "5 3/12" style text of a value in a given denominator. */
function inDen(v: Rational, L: number): string {
  const n = Number(v.mul(L).num);
  const w = Math.floor(n / L), f = n % L;
  if (f === 0) return `${w}`;
  return w === 0 ? `${f}/${L}` : `${w} ${f}/${L}`;
}

const UNLIKE: Array<[number, number]> = [[2, 3], [3, 4], [2, 5], [4, 6], [3, 5], [4, 5], [6, 8], [3, 8], [2, 7], [5, 6], [4, 10], [3, 10], [6, 9], [8, 12]];

export const nfFractionWordProblems: SkillGenerator = {
  skillId: 'g5.nf.fraction-word-problems',
  grade: 5,
  domain: 'nf',
  ccss: ['5.NF.A.2'],
  topic: 'Fractions',
  subtopic: 'Fraction word problems',
  prereqs: ['g5.nf.add-unlike-fractions'],
  estTimeSec: times(40, 180),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    // A shuffle of the indexes draws what a shuffle of the names draws: the two names are the same people in both languages.
    const [i1, i2] = rng.shuffle(NAMES.map((_, i) => i)) as [number, number];
    const names = w.t(NAMES, NAMES_ES);
    const p1 = names[i1]!, p2 = names[i2]!;
    /** "en doceavos"; a denominator without a Spanish name: "con denominador 24". */
    const inL = (L: number): string => (piecesEs(L).startsWith('partes') ? `con denominador ${L}` : `en ${piecesEs(L)}`);
    const InL = (L: number): string => inL(L)[0]!.toUpperCase() + inL(L).slice(1);
    if (difficulty === 1) {
      const a = rng.int(1, 4);
      const x = rat(a, 5), y = rat(1, 2);
      const ans = x.add(y);
      const answer = fracAnswer(ans, 'required');
      const first = rng.bool();
      const [f1, f2] = first ? [`${a}/5`, '1/2'] : ['1/2', `${a}/5`];
      return {
        question: { text: w.t(`${p1} walked ${f1} of a mile to the park. Then ${p1} walked ${f2} of a mile to the library. How far did ${p1} walk in all?`, `${p1} caminó ${f1} de milla hasta el parque. Luego caminó ${f2} de milla hasta la biblioteca. ¿Qué distancia caminó ${p1} en total?`) },
        answer,
        hints: hints(
          w.t('Halves and fifths are different sizes, so rename both as tenths.', 'Los medios y los quintos son de distinto tamaño, así que escribe los dos como décimos.'),
          `${a}/5 = ${2 * a}/10 ${w.t('and', 'y')} 1/2 = 5/10.`,
          w.t(`Add the tenths: ${2 * a}/10 + 5/10 = ?`, `Suma los décimos: ${2 * a}/10 + 5/10 = ?`),
        ),
        explanation: [
          w.t(`Common denominator 10: ${a}/5 = ${2 * a}/10, 1/2 = 5/10.`, `Denominador común 10: ${a}/5 = ${2 * a}/10, 1/2 = 5/10.`),
          `${2 * a}/10 + 5/10 = ${2 * a + 5}/10${ans.den !== 10n || ans.gt(1) ? ` = ${answer.canonical}` : ''} ${w.t('mile', 'de milla')}.`,
          `${w.t('Check', 'Comprueba')}: ${answer.canonical} − 1/2 = ${a}/5.`,
        ],
        misconceptions: misconceptions(answer, [
          [`${a + 1}/7`, 'added-tops-and-bottoms', w.t('Rename to a common denominator before adding; never add the denominators.', 'Busca un denominador común antes de sumar; nunca sumes los denominadores.')],
          [`${a + 1}/10`, 'added-numerators-only', w.t('Rename both fractions as tenths first: change the numerators too.', 'Primero escribe las dos fracciones como décimos: cambia también los numeradores.')],
        ]),
      };
    }
    if (difficulty === 2) {
      let [b, d] = rng.pick(UNLIKE);
      let a = coprimeNumerator(rng, b, 6), c = coprimeNumerator(rng, d, 6);
      if (rat(a, b).eq(rat(c, d))) { a = 1; b = 2; c = 1; d = 3; }
      if (rat(a, b).lt(rat(c, d))) [a, b, c, d] = [c, d, a, b];
      const x = rat(a, b), y = rat(c, d);
      const ans = x.sub(y);
      const answer = fracAnswer(ans, 'required');
      const L = lcmN(b, d);
      const A = (a * L) / b, C = (c * L) / d;
      return {
        question: { text: w.t(`${p1} painted ${a}/${b} of a fence. ${p2} painted ${c}/${d} of the same fence. How much more of the fence did ${p1} paint than ${p2}?`, `${p1} pintó ${a}/${b} de una cerca. ${p2} pintó ${c}/${d} de la misma cerca. ¿Cuánto más de la cerca pintó ${p1} que ${p2}?`) },
        answer,
        hints: hints(
          w.t(`"How much more" means subtract: ${a}/${b} − ${c}/${d}.`, `"Cuánto más" quiere decir restar: ${a}/${b} − ${c}/${d}.`),
          w.t(`Use ${L}ths: ${a}/${b} = ${A}/${L} and ${c}/${d} = ${C}/${L}.`, `Escribe las fracciones ${inL(L)}: ${a}/${b} = ${A}/${L} y ${c}/${d} = ${C}/${L}.`),
          `${A}/${L} − ${C}/${L} = ? ${w.t('Then simplify.', 'Luego simplifica.')}`,
        ),
        explanation: [
          `${w.t('Subtract', 'Resta')}: ${a}/${b} − ${c}/${d}.`,
          `${w.t(`In ${L}ths`, InL(L))}: ${A}/${L} − ${C}/${L} = ${A - C}/${L}${ans.den !== BigInt(L) ? ` = ${answer.canonical}` : ''}.`,
          `${w.t('Check', 'Comprueba')}: ${answer.canonical} + ${c}/${d} = ${a}/${b}.`,
        ],
        misconceptions: misconceptions(answer, [
          [fmtMixedPlain(x.add(y)), 'added-instead', w.t('"How much more" asks for the difference: subtract.', '"Cuánto más" pide la diferencia: resta.')],
          [b !== d && a - c > 0 ? `${a - c}/${Math.abs(b - d)}` : null, 'subtracted-tops-and-bottoms', w.t('Rename to a common denominator; never subtract the denominators.', 'Busca un denominador común; nunca restes los denominadores.')],
        ]),
      };
    }
    if (difficulty === 3 || difficulty === 4) {
      const [b, d] = rng.pick(UNLIKE);
      const a = coprimeNumerator(rng, b, 6), c = coprimeNumerator(rng, d, 6);
      const W1 = rng.int(1, 5), W2 = rng.int(1, 4);
      const x = rat(W1).add(rat(a, b)), y = rat(W2).add(rat(c, d));
      const L = lcmN(b, d);
      if (difficulty === 3) {
        const ans = x.add(y);
        const answer = fracAnswer(ans, 'required');
        return {
          question: {
            text: rng.pick(w.es ? [
              `Una receta usa ${fmtMixed(x)} tazas de harina para el pan y ${fmtMixed(y)} tazas de harina para los panecitos. ¿Cuántas tazas de harina son en total?`,
              `${p1} usó ${fmtMixed(x)} tazas de harina el lunes y ${fmtMixed(y)} tazas el martes. ¿Cuántas tazas de harina usó ${p1} en total?`,
              `Un panadero mezcla ${fmtMixed(x)} tazas de harina integral con ${fmtMixed(y)} tazas de harina blanca. ¿Cuántas tazas de harina son en total?`,
              `${p1} echa ${fmtMixed(x)} tazas de leche en una jarra y ${fmtMixed(y)} tazas en otra. ¿Cuántas tazas de leche son en total?`,
              `Los panqueques llevan ${fmtMixed(x)} tazas de harina y un pastel lleva ${fmtMixed(y)} tazas. ¿Cuántas tazas de harina necesitan entre los dos?`,
            ] : [
              `A recipe uses ${fmtMixed(x)} cups of flour for the bread and ${fmtMixed(y)} cups of flour for the muffins. How many cups of flour is that in all?`,
              `${p1} used ${fmtMixed(x)} cups of flour on Monday and ${fmtMixed(y)} cups on Tuesday. How many cups of flour did ${p1} use in all?`,
              `A baker mixes ${fmtMixed(x)} cups of whole-wheat flour with ${fmtMixed(y)} cups of white flour. How many cups of flour is that altogether?`,
              `${p1} pours ${fmtMixed(x)} cups of milk into one jug and ${fmtMixed(y)} cups into another. How many cups of milk is that in all?`,
              `Pancakes need ${fmtMixed(x)} cups of flour and a cake needs ${fmtMixed(y)} cups. How many cups of flour do both need together?`,
            ]),
          },
          answer,
          hints: hints(
            w.t(`Add the whole numbers and the fractions: ${W1} + ${W2}, and ${a}/${b} + ${c}/${d}.`, `Suma los enteros y las fracciones: ${W1} + ${W2}, y ${a}/${b} + ${c}/${d}.`),
            w.t(`Use ${L}ths: ${a}/${b} = ${(a * L) / b}/${L} and ${c}/${d} = ${(c * L) / d}/${L}.`, `Escribe las fracciones ${inL(L)}: ${a}/${b} = ${(a * L) / b}/${L} y ${c}/${d} = ${(c * L) / d}/${L}.`),
            `${W1 + W2} + ${(a * L) / b + (c * L) / d}/${L} = ? ${w.t(`(Trade ${L}/${L} for 1 whole if you can.)`, `(Cambia ${L}/${L} por 1 entero si puedes.)`)}`,
          ),
          explanation: [
            `${fmtMixed(x)} + ${fmtMixed(y)} = ${inDen(x, L)} + ${inDen(y, L)}.`,
            // Wholes and parts are steps to fill in; putting them together is the last step.
            `${w.t('Wholes', 'Enteros')}: ${W1} + ${W2} = ${W1 + W2}.`,
            `${w.t(`${L}ths`, InL(L))}: ${(a * L) / b}/${L} + ${(c * L) / d}/${L} = ${(a * L) / b + (c * L) / d}/${L}.`,
            `${w.t('Together', 'Juntos')}: ${W1 + W2} + ${(a * L) / b + (c * L) / d}/${L} = ${answer.canonical}.`,
            `${w.t('Check', 'Comprueba')}: ${answer.canonical} − ${fmtMixed(y)} = ${fmtMixed(x)}.`,
          ],
          misconceptions: misconceptions(answer, [
            [`${W1 + W2} ${a + c}/${b + d}`, 'added-tops-and-bottoms', w.t('Rename to a common denominator before adding the fractions.', 'Busca un denominador común antes de sumar las fracciones.')],
            [fmtMixedPlain(rat(W1 + W2)), 'dropped-fractions', w.t('Add the fraction parts too.', 'Suma también las partes fraccionarias.')],
          ]),
        };
      }
      // d4: two steps — had x, used y, then got z more
      const e = rng.int(1, 3);
      const big = x.add(y);
      const z2 = rat(e).add(rat(coprimeNumerator(rng, 2 * b > 12 ? b : 2 * b, 6), 2 * b > 12 ? b : 2 * b));
      const start = big; // ensures start − y > 0
      const ans = start.sub(y).add(z2);
      const answer = fracAnswer(ans, 'required');
      const L2 = lcmN(L, Number(z2.den));
      return {
        question: { text: w.t(`${p1} had ${fmtMixed(start)} liters of water. ${p1} drank ${fmtMixed(y)} liters. Then ${p1} added ${fmtMixed(z2)} liters. How many liters of water does ${p1} have now?`, `${p1} tenía ${fmtMixed(start)} litros de agua. Se tomó ${fmtMixed(y)} litros. Luego agregó ${fmtMixed(z2)} litros. ¿Cuántos litros de agua tiene ${p1} ahora?`) },
        answer,
        estTimeSec: 150,
        hints: hints(
          w.t(`Two steps: subtract what was drunk, then add what was put in.`, 'Dos pasos: resta lo que se tomó y luego suma lo que se agregó.'),
          w.t(`Use ${L2}ths: ${inDen(start, L2)} − ${inDen(y, L2)} + ${inDen(z2, L2)}.`, `Escribe todo ${inL(L2)}: ${inDen(start, L2)} − ${inDen(y, L2)} + ${inDen(z2, L2)}.`),
          w.t(`${fmtMixed(start)} − ${fmtMixed(y)} = ${fmtMixed(start.sub(y))}; now add ${fmtMixed(z2)}.`, `${fmtMixed(start)} − ${fmtMixed(y)} = ${fmtMixed(start.sub(y))}; ahora suma ${fmtMixed(z2)}.`),
        ),
        explanation: [
          w.t(`After drinking: ${fmtMixed(start)} − ${fmtMixed(y)} = ${fmtMixed(start.sub(y))} liters.`, `Después de tomar: ${fmtMixed(start)} − ${fmtMixed(y)} = ${fmtMixed(start.sub(y))} litros.`),
          w.t(`After adding: ${fmtMixed(start.sub(y))} + ${fmtMixed(z2)} = ${answer.canonical} liters.`, `Después de agregar: ${fmtMixed(start.sub(y))} + ${fmtMixed(z2)} = ${answer.canonical} litros.`),
          `${w.t('Check', 'Comprueba')}: ${answer.canonical} − ${fmtMixed(z2)} + ${fmtMixed(y)} = ${fmtMixed(start)}.`,
        ],
        misconceptions: misconceptions(answer, [
          [fmtMixedPlain(start.sub(y)), 'one-step-only', w.t(`Remember the ${fmtMixed(z2)} liters that were added.`, `Acuérdate de los ${fmtMixed(z2)} litros que se agregaron.`)],
          [fmtMixedPlain(start.add(y).add(z2)), 'added-all', w.t(`The ${fmtMixed(y)} liters were drunk, so subtract them.`, `Los ${fmtMixed(y)} litros se los tomó, así que réstalos.`)],
          [fmtMixedPlain(start.sub(y).sub(z2).abs()), 'subtracted-all', w.t(`Water was added at the end, so add ${fmtMixed(z2)}.`, `Al final se agregó agua, así que suma ${fmtMixed(z2)}.`)],
        ]),
      };
    }
    // d5: W − p − q, three different denominators
    const [b1, b2, b3] = rng.pick([[4, 3, 2], [6, 4, 3], [2, 3, 4], [8, 4, 2], [12, 4, 3], [6, 2, 3], [10, 5, 2], [4, 6, 3], [8, 2, 4]] as const);
    const a1 = coprimeNumerator(rng, b1, 6), a2 = coprimeNumerator(rng, b2, 6), a3 = coprimeNumerator(rng, b3, 6);
    const w2 = rng.int(1, 2), w3 = rng.int(1, 3);
    const y = rat(w2).add(rat(a2, b2)), z = rat(w3).add(rat(a3, b3));
    const used = y.add(z);
    let W = Number(used.floor()) + rng.int(1, 3);
    // The rope left must not equal a piece or the fraction part of the length cut off: the steps print
    // those before the last one, where they would read as the answer.
    while ([y, z, used.sub(rat(used.floor()))].some((v) => rat(W).add(rat(a1, b1)).sub(used).eq(v))) W++;
    const x = rat(W).add(rat(a1, b1));
    const ans = x.sub(used);
    const answer = fracAnswer(ans, 'required');
    const L = lcmN(lcmN(b1, b2), b3);
    return {
      question: {
        text: rng.pick(w.es ? [
          `Una cuerda mide ${fmtMixed(x)} m de largo. Se cortan pedazos de ${fmtMixed(y)} m y ${fmtMixed(z)} m. ¿Cuánta cuerda queda?`,
          `${p1} tiene un listón de ${fmtMixed(x)} m de largo y corta pedazos de ${fmtMixed(y)} m y ${fmtMixed(z)} m. ¿Cuánto listón queda?`,
          `Una tabla mide ${fmtMixed(x)} m de largo. ${p1} corta ${fmtMixed(y)} m con el serrucho y luego ${fmtMixed(z)} m. ¿Cuánto queda de la tabla?`,
          `${p1} tiene ${fmtMixed(x)} m de hilo y usa ${fmtMixed(y)} m para un papalote y ${fmtMixed(z)} m para una pulsera. ¿Cuánto hilo queda?`,
          `Un rollo de cinta mide ${fmtMixed(x)} m de largo. Se arrancan pedazos de ${fmtMixed(y)} m y ${fmtMixed(z)} m. ¿Cuántos metros de cinta quedan?`,
        ] : [
          `A rope is ${fmtMixed(x)} m long. Pieces of ${fmtMixed(y)} m and ${fmtMixed(z)} m are cut off. How much rope is left?`,
          `${p1} has a ribbon ${fmtMixed(x)} m long and cuts off pieces of ${fmtMixed(y)} m and ${fmtMixed(z)} m. How much ribbon is left?`,
          `A board is ${fmtMixed(x)} m long. ${p1} saws off ${fmtMixed(y)} m and then ${fmtMixed(z)} m. How much of the board is left?`,
          `${p1} has ${fmtMixed(x)} m of string and uses ${fmtMixed(y)} m for a kite and ${fmtMixed(z)} m for a bracelet. How much string is left?`,
          `A roll of tape is ${fmtMixed(x)} m long. Pieces of ${fmtMixed(y)} m and ${fmtMixed(z)} m are torn off. How many meters of tape are left?`,
        ]),
      },
      answer,
      estTimeSec: 180,
      hints: hints(
        w.t(`Add the two pieces that were cut, then subtract from ${fmtMixed(x)}.`, `Suma los dos pedazos que se cortaron y luego réstalos de ${fmtMixed(x)}.`),
        `${w.t(`In ${L}ths`, InL(L))}: ${fmtMixed(y)} = ${inDen(y, L)}, ${fmtMixed(z)} = ${inDen(z, L)}, ${fmtMixed(x)} = ${inDen(x, L)}.`,
        `${inDen(y, L)} + ${inDen(z, L)} = ${inDen(used, L)}; ${w.t('now', 'ahora')} ${inDen(x, L)} − ${inDen(used, L)} = ?`,
      ),
      explanation: [
        `${w.t('Cut off', 'Se cortó')}: ${fmtMixed(y)} + ${fmtMixed(z)} = ${fmtMixed(used)} m.`,
        `${w.t('Left', 'Queda')}: ${fmtMixed(x)} − ${fmtMixed(used)} = ${inDen(x, L)} − ${inDen(used, L)} = ${answer.canonical} m.`,
        `${w.t('Check', 'Comprueba')}: ${answer.canonical} + ${fmtMixed(y)} + ${fmtMixed(z)} = ${fmtMixed(x)}.`,
      ],
      misconceptions: misconceptions(answer, [
        [fmtMixedPlain(x.sub(y)), 'subtracted-one-piece', w.t(`Both pieces were cut off: subtract ${fmtMixed(z)} too.`, `Se cortaron los dos pedazos: resta también ${fmtMixed(z)}.`)],
        [fmtMixedPlain(x.sub(z)), 'subtracted-one-piece', w.t(`Both pieces were cut off: subtract ${fmtMixed(y)} too.`, `Se cortaron los dos pedazos: resta también ${fmtMixed(y)}.`)],
        [fmtMixedPlain(used), 'gave-cut-length', w.t(`${fmtMixed(used)} m is what was cut off. Subtract it from ${fmtMixed(x)}.`, `${fmtMixed(used)} m es lo que se cortó. Réstalo de ${fmtMixed(x)}.`)],
      ]),
    };
  },
};
