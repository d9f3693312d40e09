import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const ORD = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];
/** Before a masculine noun ("el quinto número"). */
const ORD_ES = ['', 'primer', 'segundo', 'tercer', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno', 'décimo', 'undécimo', 'duodécimo'];

export const oaNumberPatterns: SkillGenerator = {
  skillId: 'g4.oa.number-patterns',
  grade: 4,
  domain: 'oa',
  ccss: ['4.OA.C.5'],
  topic: 'Patterns',
  subtopic: 'Number patterns from a rule',
  prereqs: [],
  estTimeSec: times(20, 90),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let start: number;
    let ruleText: string;
    let ruleEs: string;
    let step: (x: number) => number;
    let n: number;
    let ruleShort: string;
    if (difficulty === 1 || difficulty === 3) {
      const a = rng.int(2, 9);
      start = rng.int(1, 10);
      n = difficulty === 1 ? rng.int(5, 6) : 10;
      ruleText = `add ${a}`;
      ruleEs = `suma ${a}`;
      ruleShort = `+ ${a}`;
      step = (x) => x + a;
    } else if (difficulty === 2) {
      const a = rng.int(2, 9);
      n = rng.int(5, 6);
      start = a * (n - 1) + rng.int(2, 40);
      ruleText = `subtract ${a}`;
      ruleEs = `resta ${a}`;
      ruleShort = `− ${a}`;
      step = (x) => x - a;
    } else if (difficulty === 4) {
      const m = rng.pick([2, 2, 3]);
      n = m === 2 ? rng.int(4, 6) : rng.int(4, 5);
      start = rng.int(1, m === 2 ? 9 : 5);
      ruleText = `multiply by ${m}`;
      ruleEs = `multiplica por ${m}`;
      ruleShort = `× ${m}`;
      step = (x) => x * m;
    } else {
      const m = rng.pick([2, 2, 3]);
      const c = rng.int(1, 3);
      const plus = rng.bool();
      n = m === 2 ? 5 : 4;
      start = rng.int(plus ? 1 : c + 1, m === 2 ? 8 : 5);
      ruleText = `multiply by ${m}, then ${plus ? 'add' : 'subtract'} ${c}`;
      ruleEs = `multiplica por ${m} y luego ${plus ? 'suma' : 'resta'} ${c}`;
      ruleShort = `× ${m}, ${plus ? '+' : '−'} ${c}`;
      step = (x) => x * m + (plus ? c : -c);
    }
    const seq = [start];
    for (let i = 1; i <= n; i++) seq.push(step(seq[i - 1]!));
    const ans = seq[n - 1]!;
    const answer = intAnswer(ans);
    const shown = seq.slice(0, Math.min(3, n - 1)).map(fmtInt).join(' → ');
    const terms = seq.slice(0, n).map(fmtInt);
    const mult = difficulty === 5 ? (() => { const m = Number(ruleShort.slice(2, 3)); let x = start; for (let i = 1; i < n; i++) x *= m; return x; })() : null;
    const who = someone(rng, w);
    if (w.es) {
      const nth = ORD_ES[n]!;
      return {
        question: {
          text: rng.pick([
            `Empieza en ${fmtInt(start)}. La regla es "${ruleEs}". ¿Cuál es el ${nth} número?`,
            `Un patrón de números empieza en ${fmtInt(start)} y sigue la regla "${ruleEs}". ¿Cuál es el ${nth} número del patrón?`,
            `${who} escribe primero ${fmtInt(start)} y luego usa la regla "${ruleEs}" para obtener cada número siguiente. ¿Cuál es el ${nth} número?`,
            `El primer número de un patrón es ${fmtInt(start)}. Cada número siguiente sale de la regla "${ruleEs}". Encuentra el ${nth} número.`,
            `Un patrón comienza con ${fmtInt(start)}. Regla: "${ruleEs}". ¿Qué número es el ${nth} del patrón?`,
          ]),
        },
        answer,
        hints: hints(
          `El número inicial, ${fmtInt(start)}, es el primer número.`,
          `Escribe los números en fila y numéralos (primero, segundo, tercero, …) usando la regla ${ruleShort}.`,
          `${shown} → … sigue hasta llegar al ${nth} número.`,
        ),
        explanation: [
          `El primer número es ${fmtInt(start)}; aplica "${ruleEs}" cada vez.`,
          `Los primeros ${n - 1} números: ${terms.slice(0, n - 1).join(', ')}.`,
          `El ${nth} número es ${fmtInt(seq[n - 2]!)} ${ruleShort.replace(', ', ' ')} = ${fmtInt(ans)}.`,
          `Comprueba: cuenta los números; hay ${n}, empezando con ${fmtInt(start)}.`,
        ],
        misconceptions: misconceptions(answer, [
          [seq[n]!, 'start-is-zeroth', `El número inicial es el primer número, así que te pasaste un paso.`],
          [seq[n - 2]!, 'one-step-short', `Te detuviste un paso antes. Cuenta ${fmtInt(start)} como el primer número y escribe ${n} números.`],
          [mult, 'only-first-operation', `La regla tiene dos partes: "${ruleEs}". Haz las dos cada vez.`],
        ]),
      };
    }
    return {
      question: {
        text: rng.pick([
          `Start at ${fmtInt(start)}. The rule is "${ruleText}". What is the ${ORD[n]} number?`,
          `A number pattern starts at ${fmtInt(start)} and follows the rule "${ruleText}". What is the ${ORD[n]} number in the pattern?`,
          `${who} writes ${fmtInt(start)} first, then uses the rule "${ruleText}" to get each next number. What is the ${ORD[n]} number?`,
          `The first number of a pattern is ${fmtInt(start)}. Each next number comes from the rule "${ruleText}". Find the ${ORD[n]} number.`,
          `A pattern begins with ${fmtInt(start)}. Rule: "${ruleText}". Which number is ${ORD[n]} in the pattern?`,
        ]),
      },
      answer,
      hints: hints(
        `The starting number ${fmtInt(start)} is the 1st number.`,
        `Write the numbers in a row and label them 1st, 2nd, 3rd, … using the rule ${ruleShort}.`,
        `${shown} → … keep going until the ${ORD[n]} number.`,
      ),
      explanation: [
        `The 1st number is ${fmtInt(start)}; apply "${ruleText}" each time.`,
        `The first ${n - 1} numbers: ${terms.slice(0, n - 1).join(', ')}.`,
        `The ${ORD[n]} number is ${fmtInt(seq[n - 2]!)} ${ruleShort.replace(', ', ' ')} = ${fmtInt(ans)}.`,
        `Check: count the numbers — there are ${n}, starting with ${fmtInt(start)}.`,
      ],
      misconceptions: misconceptions(answer, [
        [seq[n]!, 'start-is-zeroth', `The starting number is the 1st number, so you went one step too far.`],
        [seq[n - 2]!, 'one-step-short', `You stopped one step early. Count ${fmtInt(start)} as the 1st number and write ${n} numbers.`],
        [mult, 'only-first-operation', `The rule has two parts: "${ruleText}". Do both every time.`],
      ]),
    };
  },
};
