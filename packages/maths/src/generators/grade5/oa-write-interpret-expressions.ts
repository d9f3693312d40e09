import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { choiceAnswerIn, intAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const M = '\u2212';

function sameForm(expression: string): AnswerSpec {
  return { format: 'expression-same-form', expression, canonical: expression };
}

const CHOICE_OPTIONS: Record<string, string[]> = {
  A: ['a', 'expression a', 'first', 'the first one'],
  B: ['b', 'expression b', 'second', 'the second one'],
  same: ['equal', 'they are equal', 'the same', 'neither'],
};
/** The Spanish forms, the first being the label the child sees. */
const CHOICE_OPTIONS_ES: Record<string, string[]> = {
  A: ['A', 'expresión A', 'la primera', 'primera'],
  B: ['B', 'expresión B', 'la segunda', 'segunda'],
  same: ['iguales', 'son iguales', 'lo mismo', 'ninguna'],
};

export const oaWriteInterpretExpressions: SkillGenerator = {
  skillId: 'g5.oa.write-interpret-expressions',
  grade: 5,
  domain: 'oa',
  ccss: ['5.OA.A.2'],
  topic: 'Order of operations',
  subtopic: 'Words ↔ expressions',
  prereqs: ['g5.oa.grouping-symbols'],
  estTimeSec: times(20, 90),
  version: '1.1.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const who = someone(rng, w);
    const plus = rng.bool();
    let a = rng.int(12, 49), b = rng.int(5, 39);
    if (!plus && a <= b) [a, b] = [b + 10, a];
    const inner = `${a} ${plus ? '+' : M} ${b}`;
    const innerV = plus ? a + b : a - b;
    if (difficulty === 1) {
      const k = rng.int(2, 9);
      const front = rng.bool();
      const big = front ? `${k} × (${inner})` : `(${inner}) × ${k}`;
      const answer = intAnswer(k);
      return {
        question: {
          text: rng.pick(w.es ? [
            `Sin calcular: ¿cuántas veces más grande que ${inner} es ${big}?`,
            `¿Cuántas veces más grande que ${inner} es ${big}? Responde sin calcular.`,
            `${who} dice que ${big} es cierto número de veces más grande que ${inner}. ¿Cuántas veces? (No hace falta calcular.)`,
            `Compara ${big} con ${inner} sin calcularlos. ¿Cuántas veces más grande que el segundo es el primero?`,
            `Mira ${big} y ${inner}. Sin calcular ninguno de los dos, ¿cuántas veces más grande es el primero?`,
          ] : [
            `Without calculating: ${big} is how many times as large as ${inner}?`,
            `How many times as large as ${inner} is ${big}? Answer without calculating.`,
            `${who} says ${big} is some number of times as large as ${inner}. How many times? (No need to calculate.)`,
            `Compare ${big} with ${inner} without working them out. The first is how many times as large as the second?`,
            `Look at ${big} and ${inner}. Without working out either value, how many times as large is the first?`,
          ]),
        },
        answer,
        hints: hints(
          w.t(`Look at what is inside the brackets: ${inner}.`, `Mira lo que está dentro de los paréntesis: ${inner}.`),
          w.t(`${big} means ${k} groups of (${inner}).`, `${big} quiere decir ${k} grupos de (${inner}).`),
          w.t('How many groups of the bracket are there?', '¿Cuántos grupos del paréntesis hay?'),
        ),
        explanation: [
          w.t(`${big} is ${inner} multiplied by ${k}.`, `${big} es ${inner} multiplicado por ${k}.`),
          // The count of groups is the answer, filled in by the child as the last step.
          `${w.t('Number of groups of the bracket', 'Número de grupos del paréntesis')}: ${k}.`,
          w.t(`Check: ${inner} = ${innerV}, and ${k} × ${innerV} = ${fmtInt(k * innerV)}, which is ${k} times ${innerV}.`, `Comprueba: ${inner} = ${innerV}, y ${k} × ${innerV} = ${fmtInt(k * innerV)}, que es ${k} veces ${innerV}.`),
        ],
        misconceptions: misconceptions(answer, [
          [k * innerV, 'calculated-value', w.t('The question asks how many times as large, not the value of the expression.', 'La pregunta es cuántas veces más grande, no el valor de la expresión.')],
          [innerV, 'bracket-value', w.t(`${innerV} is the value of ${inner}. Look at the factor outside the brackets.`, `${innerV} es el valor de ${inner}. Mira el factor que está fuera de los paréntesis.`)],
        ]),
      };
    }
    if (difficulty === 2 || difficulty === 3) {
      const k = rng.int(2, 9);
      let m = rng.int(2, 9);
      if (k === m) m = k === 9 ? 8 : k + 1;
      const A = `${k} × (${inner})`, B = `${m} × (${inner})`;
      if (difficulty === 2) {
        const key = k > m ? 'A' : 'B';
        const answer = choiceAnswerIn(w, key, CHOICE_OPTIONS, CHOICE_OPTIONS_ES);
        return {
          question: {
            text: rng.pick(w.es ? [
              `Sin calcular, ¿cuál es mayor? A = ${A} o B = ${B}. Responde A o B.`,
              `¿Qué expresión tiene el valor mayor, A = ${A} o B = ${B}? Responde A o B sin calcular.`,
              `${who} compara A = ${A} y B = ${B} sin calcularlas. ¿Cuál es mayor? Responde A o B.`,
              `A = ${A} y B = ${B}. ¿Cuál es mayor? Responde A o B (no hace falta calcular).`,
              `Mira A = ${A} y B = ${B}. Sin calcular, ¿cuál es mayor? Responde A o B.`,
            ] : [
              `Without calculating, which is greater? A = ${A} or B = ${B}. Answer A or B.`,
              `Which expression has the greater value, A = ${A} or B = ${B}? Answer A or B without calculating.`,
              `${who} compares A = ${A} and B = ${B} without working them out. Which is greater? Answer A or B.`,
              `A = ${A} and B = ${B}. Which is greater? Answer A or B (no calculating needed).`,
              `Look at A = ${A} and B = ${B}. Without calculating, which one is greater? Answer A or B.`,
            ]),
          },
          answer,
          hints: hints(
            w.t(`Both expressions contain the same bracket: (${inner}).`, `Las dos expresiones tienen el mismo paréntesis: (${inner}).`),
            w.t(`A is ${k} groups of it and B is ${m} groups of it.`, `A tiene ${k} grupos de ese paréntesis y B tiene ${m}.`),
            w.t(`Which has more groups of (${inner}), ${k} or ${m}?`, `¿Cuál tiene más grupos de (${inner}), ${w.or([String(k), String(m)])}?`),
          ),
          explanation: [
            w.t(`A = ${k} × (${inner}) and B = ${m} × (${inner}) multiply the same number.`, `A = ${k} × (${inner}) y B = ${m} × (${inner}) multiplican el mismo número.`),
            // The two counts of groups are steps to fill in before choosing.
            `${w.t('Groups of the bracket in A', 'Grupos del paréntesis en A')}: ${k}.`,
            `${w.t('Groups of the bracket in B', 'Grupos del paréntesis en B')}: ${m}.`,
            w.t(`${Math.max(k, m)} groups are more than ${Math.min(k, m)} groups, so ${key} is greater.`, `${Math.max(k, m)} grupos son más que ${Math.min(k, m)} grupos, así que ${key} es mayor.`),
            w.t(`Check: ${inner} = ${innerV}; A = ${fmtInt(k * innerV)} and B = ${fmtInt(m * innerV)}.`, `Comprueba: ${inner} = ${innerV}; A = ${fmtInt(k * innerV)} y B = ${fmtInt(m * innerV)}.`),
          ],
          misconceptions: misconceptions(answer, [
            [key === 'A' ? 'B' : 'A', 'chose-smaller', w.t('Count the groups of the bracket: more groups make a greater value.', 'Cuenta los grupos del paréntesis: más grupos dan un valor mayor.')],
            ['same', 'same-bracket-same-value', w.t(`The brackets match, but the numbers of groups (${k} and ${m}) do not.`, `Los paréntesis son iguales, pero el número de grupos (${k} y ${m}) no.`)],
          ]),
        };
      }
      const lo = rng.int(2, 7), hi = rng.int(lo + 2, 9);
      const Ahi = `${hi} × (${inner})`, Alo = `${lo} × (${inner})`;
      const ans = (hi - lo) * innerV;
      const answer = intAnswer(ans);
      return {
        question: {
          text: rng.pick(w.es ? [
            `${Ahi} es mayor que ${Alo}. ¿Por cuánto es mayor?`,
            `¿Cuánto mayor es ${Ahi} que ${Alo}?`,
            `${who} calcula ${Ahi} y ${Alo}. ¿Cuál es la diferencia entre los dos?`,
            `Encuentra la diferencia entre ${Ahi} y ${Alo}.`,
            `¿Por cuánto es ${Ahi} mayor que ${Alo}?`,
          ] : [
            `${Ahi} is larger than ${Alo}. By how much is it larger?`,
            `How much larger is ${Ahi} than ${Alo}?`,
            `${who} works out ${Ahi} and ${Alo}. What is the difference between them?`,
            `Find the difference between ${Ahi} and ${Alo}.`,
            `By how much is ${Ahi} greater than ${Alo}?`,
          ]),
        },
        answer,
        hints: hints(
          w.t(`Both have the same bracket (${inner}); one has ${hi} groups of it, the other ${lo}.`, `Los dos tienen el mismo paréntesis (${inner}); uno tiene ${hi} grupos de él y el otro ${lo}.`),
          w.t(`The difference is ${hi} − ${lo} = ${hi - lo} groups of (${inner}), each worth the value of the bracket.`, `La diferencia es ${hi} − ${lo} = ${hi - lo} grupos de (${inner}), y cada uno vale lo que vale el paréntesis.`),
          w.t(`${inner} = ${innerV}. Now work out ${hi - lo} × ${innerV}.`, `${inner} = ${innerV}. Ahora calcula ${hi - lo} × ${innerV}.`),
        ),
        explanation: [
          w.t(`${hi} groups minus ${lo} groups leaves ${hi - lo} groups of (${inner}).`, `${hi} grupos menos ${lo} grupos dejan ${hi - lo} grupos de (${inner}).`),
          w.t(`(${inner}) = ${innerV}, so the difference is ${hi - lo} × ${innerV} = ${fmtInt(ans)}.`, `(${inner}) = ${innerV}, así que la diferencia es ${hi - lo} × ${innerV} = ${fmtInt(ans)}.`),
          `${w.t('Check', 'Comprueba')}: ${fmtInt(hi * innerV)} − ${fmtInt(lo * innerV)} = ${fmtInt(ans)}.`,
        ],
        misconceptions: misconceptions(answer, [
          [hi - lo, 'gave-groups', w.t(`${hi - lo} is how many more groups. Each group is worth ${innerV}.`, `${hi - lo} es cuántos grupos más hay. Cada grupo vale ${innerV}.`)],
          [hi * innerV, 'larger-value', w.t(`That is the value of ${Ahi}. Subtract the value of ${Alo}.`, `Ese es el valor de ${Ahi}. Réstale el valor de ${Alo}.`)],
        ]),
      };
    }
    // d4 / d5: write the expression
    const k = rng.int(2, 9);
    const variant = rng.int(0, 2);
    let words: string, expr: string, noBr: string, value: Rational, noBrValue: Rational, reversed: string | null = null;
    let step1: string, rest: string;
    /** The first step's calculation and its value: a step the child fills in (the answer itself is an expression). */
    let bracket: [string, number];
    if (variant === 0) {
      // divide
      const q = rng.int(2, 12);
      const total = q * k;
      const bb = rng.int(2, Math.max(2, total - 2));
      const aa = total - bb;
      if (plus || aa <= bb) {
        words = w.t(`add ${aa} and ${bb}, then divide the result by ${k}`, `suma ${aa} y ${bb}, y luego divide el resultado entre ${k}`);
        expr = `(${aa} + ${bb}) ÷ ${k}`; noBr = `${aa} + ${bb} ÷ ${k}`;
        noBrValue = rat(aa).add(rat(bb, k)); step1 = w.t(`"Add ${aa} and ${bb}" is (${aa} + ${bb}).`, `"Suma ${aa} y ${bb}" es (${aa} + ${bb}).`); rest = `${w.t('Then', 'Luego')} ÷ ${k}`;
        bracket = [`${aa} + ${bb}`, total];
      } else {
        const big2 = total + bb;
        words = w.t(`subtract ${bb} from ${big2}, then divide the result by ${k}`, `resta ${bb} de ${big2}, y luego divide el resultado entre ${k}`);
        expr = `(${big2} ${M} ${bb}) ÷ ${k}`; noBr = `${big2} ${M} ${bb} ÷ ${k}`;
        noBrValue = rat(big2).sub(rat(bb, k)); step1 = w.t(`"Subtract ${bb} from ${big2}" is (${big2} ${M} ${bb}).`, `"Resta ${bb} de ${big2}" es (${big2} ${M} ${bb}).`); rest = `${w.t('Then', 'Luego')} ÷ ${k}`;
        reversed = `(${bb} ${M} ${big2}) ÷ ${k}`;
        bracket = [`${big2} ${M} ${bb}`, total];
      }
      value = rat(q);
    } else if (variant === 1) {
      words = w.t(`${plus ? `add ${a} and ${b}` : `subtract ${b} from ${a}`}, then multiply the result by ${k}`, `${plus ? `suma ${a} y ${b}` : `resta ${b} de ${a}`}, y luego multiplica el resultado por ${k}`);
      expr = `(${inner}) × ${k}`; noBr = `${inner} × ${k}`;
      value = rat(innerV * k); noBrValue = plus ? rat(a + b * k) : rat(a - b * k);
      step1 = w.t(`"${plus ? `Add ${a} and ${b}` : `Subtract ${b} from ${a}`}" is (${inner}).`, `"${plus ? `Suma ${a} y ${b}` : `Resta ${b} de ${a}`}" es (${inner}).`); rest = `${w.t('Then', 'Luego')} × ${k}`;
      if (!plus) reversed = `(${b} ${M} ${a}) × ${k}`;
      bracket = [inner, innerV];
    } else {
      words = w.t(`multiply ${k} by the sum of ${a} and ${b}`, `multiplica ${k} por la suma de ${a} y ${b}`);
      expr = `${k} × (${a} + ${b})`; noBr = `${k} × ${a} + ${b}`;
      value = rat(k * (a + b)); noBrValue = rat(k * a + b);
      step1 = w.t(`"The sum of ${a} and ${b}" is (${a} + ${b}).`, `"La suma de ${a} y ${b}" es (${a} + ${b}).`); rest = w.t(`Then multiply it by ${k}`, `Luego multiplícala por ${k}`);
      bracket = [`${a} + ${b}`, a + b];
    }
    let third = '';
    if (difficulty === 5) {
      const c = rng.int(2, 20);
      const add = rng.bool() || value.lt(c + 1);
      words += w.t(`, then ${add ? `add ${c}` : `subtract ${c}`}`, `, y después ${add ? `suma ${c}` : `resta ${c}`}`);
      expr = `${expr} ${add ? '+' : M} ${c}`;
      noBr = `${noBr} ${add ? '+' : M} ${c}`;
      if (reversed) reversed = `${reversed} ${add ? '+' : M} ${c}`;
      value = add ? value.add(c) : value.sub(c);
      noBrValue = add ? noBrValue.add(c) : noBrValue.sub(c);
      third = w.t(`, and then ${add ? '+' : M} ${c} at the end`, `, y al final ${add ? '+' : M} ${c}`);
    }
    const answer = sameForm(expr);
    const valueText = value.isInteger() ? fmtInt(value.num) : value.toString();
    return {
      question: {
        text: rng.pick(w.es ? [
          `Escribe una expresión (no la calcules): ${words}.`,
          `Escribe esto como una expresión, sin calcularlo: ${words}.`,
          `${who} tiene que hacer esto: ${words}. Escribe una expresión para eso (no la calcules).`,
        ] : [
          `Write an expression (do not work it out): ${words}.`,
          `Write this as an expression, without working it out: ${words}.`,
          `${who} wants to ${words}. Write an expression for it (do not work it out).`,
        ]),
      },
      answer,
      hints: hints(
        w.t('The first step in the words goes inside brackets.', 'El primer paso que dicen las palabras va entre paréntesis.'),
        step1,
        `${rest}${third}.`,
      ),
      explanation: [
        `${step1} ${w.t('That step is done first, so it goes in brackets.', 'Ese paso se hace primero, así que va entre paréntesis.')}`,
        `${w.t('Inside the brackets', 'Dentro de los paréntesis')}: ${bracket[0]} = ${fmtInt(bracket[1])}.`,
        w.t(`Following the words in order gives ${expr}.`, `Si sigues las palabras en orden, obtienes ${expr}.`),
        w.t(
          `Check: ${expr} has the value ${valueText}, the same as doing the steps one by one; without the brackets, ${noBr} would be ${noBrValue.isInteger() ? fmtInt(noBrValue.num) : noBrValue.toString()}.`,
          `Comprueba: ${expr} vale ${valueText}, lo mismo que si haces los pasos uno por uno; sin los paréntesis, ${noBr} daría ${noBrValue.isInteger() ? fmtInt(noBrValue.num) : noBrValue.toString()}.`,
        ),
      ],
      misconceptions: misconceptions(answer, [
        [!noBrValue.eq(value) ? noBr : null, 'missing-brackets', w.t('Without brackets the operations happen in a different order. Put the first step in brackets.', 'Sin paréntesis, las operaciones se hacen en otro orden. Pon el primer paso entre paréntesis.')],
        [reversed, 'reversed-subtraction', w.t('"Subtract b from a" means a − b: start with the number you subtract from.', '"Resta b de a" quiere decir a − b: empieza con el número al que le restas.')],
        [valueText.replace(M, '-'), 'typed-value', w.t('Write the expression, not its value.', 'Escribe la expresión, no su valor.')],
      ]),
    };
  },
};
