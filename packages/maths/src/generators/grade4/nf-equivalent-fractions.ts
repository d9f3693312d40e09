import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { fractionBars } from '../../diagrams/build.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { coprimeNumerator } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { boxQuestion } from '../shared/wording.js';

const DENS = new Set([2, 3, 4, 5, 6, 8, 10, 12, 100]);
/** (b, k) with b·k a grade-4 denominator: friendly ones up to 12, and the halves, quarters and fifths of 100. */
function pairs(ks: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const b of [2, 3, 4, 5, 6]) for (const k of ks) if (DENS.has(b * k)) out.push([b, k]);
  return [...out, [2, 50], [4, 25], [5, 20]];
}
const P1 = pairs([2, 3, 4, 5, 6]);
const P2 = pairs([2, 3, 4, 5, 6]);
// d5: a/b written as (a·k)/(b·k) = ?/(b·m), where neither b·k nor b·m divides the other
const P5: [number, number, number][] = [];
for (const b of [2, 3, 4, 5, 6])
  for (const k of [2, 3, 4, 5, 6, 20, 25, 50])
    for (const m of [2, 3, 4, 5, 6, 20, 25, 50])
      if (k !== m && DENS.has(b * k) && DENS.has(b * m) && (b * k) % (b * m) !== 0 && (b * m) % (b * k) !== 0) P5.push([b, k, m]);
/** Hundredths from tenths, fifths, quarters and halves (d4). */
const TO_HUNDREDTHS = [10, 5, 4, 2];
/** Any numerator below the denominator (d1, d2: "2/4 = ?/8" is as good a problem as "1/2 = ?/4"). */
const numerator = (rng: Rng, b: number) => rng.int(1, b - 1);

export const nfEquivalentFractions: SkillGenerator = {
  skillId: 'g4.nf.equivalent-fractions',
  grade: 4,
  domain: 'nf',
  ccss: ['4.NF.A.1'],
  topic: 'Fractions',
  subtopic: 'Equivalent fractions (missing number)',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.4.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    if (difficulty === 5) {
      const [b, k, m] = rng.pick(P5);
      const a = coprimeNumerator(rng, b, 6);
      const ans = a * m;
      const answer = intAnswer(ans);
      return {
        question: { text: boxQuestion(rng, `${a * k}/${b * k} = ☐/${b * m}`, w) },
        answer,
        hints: hints(
          w.t('Equivalent fractions multiply or divide the top and bottom by the same number.', 'Las fracciones equivalentes multiplican o dividen el numerador y el denominador por el mismo número.'),
          w.t(`${b * m} is not a multiple of ${b * k}, so first simplify ${a * k}/${b * k}.`, `${b * m} no es múltiplo de ${b * k}, así que primero simplifica ${a * k}/${b * k}.`),
          w.t(`${a * k}/${b * k} = ${a}/${b}; what do you multiply ${b} by to get ${b * m}?`, `${a * k}/${b * k} = ${a}/${b}; ¿por cuánto multiplicas ${b} para obtener ${b * m}?`),
        ),
        explanation: [
          w.t(`Divide the top and bottom of ${a * k}/${b * k} by ${k}: ${a}/${b}.`, `Divide el numerador y el denominador de ${a * k}/${b * k} entre ${k}: ${a}/${b}.`),
          w.t(`${b} × ${m} = ${b * m}, so the top of ${a}/${b} is multiplied by ${m} too: ${a} × ${m} = ${ans}.`, `${b} × ${m} = ${b * m}, así que el numerador de ${a}/${b} también se multiplica por ${m}: ${a} × ${m} = ${ans}.`),
          w.t(`Check: ${a * k} × ${b * m} = ${a * k * b * m} and ${ans} × ${b * k} = ${ans * b * k}, the same.`, `Comprueba: ${a * k} × ${b * m} = ${a * k * b * m} y ${ans} × ${b * k} = ${ans * b * k}, lo mismo.`),
        ],
        misconceptions: misconceptions(answer, [
          [a * k - (b * k - b * m), 'additive', w.t(`Adding or subtracting the same amount does not keep fractions equal. Multiply or divide instead.`, `Sumar o restar la misma cantidad no mantiene iguales las fracciones. Mejor multiplica o divide.`)],
          [a * k, 'kept-numerator', w.t('Whatever you do to the bottom, do the same to the top.', 'Lo que le hagas al denominador, hazlo también al numerador.')],
        ]),
      };
    }
    let a: number;
    let b: number;
    let k: number;
    let text: string;
    let ans: number;
    let h2: string;
    let h3: string;
    let steps: string[];
    let additive: number | null;
    let kept: number | null;
    if (difficulty === 4) {
      b = rng.pick(TO_HUNDREDTHS);
      a = rng.int(1, b - 1);
      k = 100 / b;
      if (rng.bool()) {
        text = boxQuestion(rng, `${a}/${b} = ☐/100`, w);
        ans = a * k;
        h2 = w.t(`What number times ${b} makes 100?`, `¿Qué número por ${b} da 100?`);
        h3 = w.t(`Multiply the top, ${a}, by that number as well.`, `Multiplica también el numerador, ${a}, por ese número.`);
        steps = [w.t(`The bottom goes from ${b} to 100; multiply the top by the same number.`, `El denominador pasa de ${b} a 100; multiplica el numerador por el mismo número.`), w.t(`100 ÷ ${b} = ${k}, so the top is ${a} × ${k} = ${ans}.`, `100 ÷ ${b} = ${k}, así que el numerador es ${a} × ${k} = ${ans}.`), w.t(`Check: ${ans}/100 and ${a}/${b} name the same amount: ${ans} ÷ ${k} = ${a}.`, `Comprueba: ${ans}/100 y ${a}/${b} nombran la misma cantidad: ${ans} ÷ ${k} = ${a}.`)];
        additive = a + (100 - b);
        kept = a;
      } else {
        text = boxQuestion(rng, `${a * k}/100 = ☐/${b}`, w);
        ans = a;
        h2 = w.t(`What number do you divide 100 by to get ${b}?`, `¿Entre qué número divides 100 para obtener ${b}?`);
        h3 = w.t(`Divide the top, ${a * k}, by that number as well.`, `Divide también el numerador, ${a * k}, entre ese número.`);
        steps = [w.t(`The bottom goes from 100 to ${b}; divide the top by the same number.`, `El denominador pasa de 100 a ${b}; divide el numerador entre el mismo número.`), w.t(`100 ÷ ${b} = ${k}, so the top is ${a * k} ÷ ${k} = ${a}.`, `100 ÷ ${b} = ${k}, así que el numerador es ${a * k} ÷ ${k} = ${a}.`), w.t(`Check: ${a} × ${k} = ${a * k}, so ${a}/${b} = ${a * k}/100.`, `Comprueba: ${a} × ${k} = ${a * k}, así que ${a}/${b} = ${a * k}/100.`)];
        additive = a * k - (100 - b);
        kept = a * k;
      }
    } else {
      [b, k] = rng.pick(difficulty === 1 ? P1 : P2);
      a = difficulty === 3 ? coprimeNumerator(rng, b, 6) : numerator(rng, b);
      const B = b * k;
      const A = a * k;
      if (difficulty === 1) {
        text = boxQuestion(rng, `${a}/${b} = ☐/${B}`, w);
        ans = A;
        h2 = w.t(`What number times ${b} makes ${B}?`, `¿Qué número por ${b} da ${B}?`);
        h3 = w.t(`Multiply the top, ${a}, by that number as well.`, `Multiplica también el numerador, ${a}, por ese número.`);
        steps = [w.t(`The bottom goes from ${b} to ${B}; multiply the top by the same number.`, `El denominador pasa de ${b} a ${B}; multiplica el numerador por el mismo número.`), w.t(`${B} ÷ ${b} = ${k}, so the top is ${a} × ${k} = ${ans}.`, `${B} ÷ ${b} = ${k}, así que el numerador es ${a} × ${k} = ${ans}.`)];
        additive = a + (B - b);
        kept = a;
      } else if (difficulty === 2) {
        text = boxQuestion(rng, `${a}/${b} = ${A}/☐`, w);
        ans = B;
        h2 = w.t(`What number times ${a} makes ${A}?`, `¿Qué número por ${a} da ${A}?`);
        h3 = w.t(`Multiply the bottom, ${b}, by that number as well.`, `Multiplica también el denominador, ${b}, por ese número.`);
        steps = [w.t(`The top goes from ${a} to ${A}; multiply the bottom by the same number.`, `El numerador pasa de ${a} a ${A}; multiplica el denominador por el mismo número.`), w.t(`${A} ÷ ${a} = ${k}, so the bottom is ${b} × ${k} = ${ans}.`, `${A} ÷ ${a} = ${k}, así que el denominador es ${b} × ${k} = ${ans}.`)];
        additive = b + (A - a);
        kept = b;
      } else {
        if (rng.bool()) {
          text = boxQuestion(rng, `${A}/${B} = ${a}/☐`, w);
          ans = b;
          h2 = w.t(`What number do you divide ${A} by to get ${a}?`, `¿Entre qué número divides ${A} para obtener ${a}?`);
          h3 = w.t(`Divide the bottom, ${B}, by that number as well.`, `Divide también el denominador, ${B}, entre ese número.`);
          steps = [w.t(`The top goes from ${A} to ${a}; divide the bottom by the same number.`, `El numerador pasa de ${A} a ${a}; divide el denominador entre el mismo número.`), w.t(`${A} ÷ ${a} = ${k}, so the bottom is ${B} ÷ ${k} = ${b}.`, `${A} ÷ ${a} = ${k}, así que el denominador es ${B} ÷ ${k} = ${b}.`)];
          additive = B - (A - a);
          kept = B;
        } else {
          text = boxQuestion(rng, `${A}/${B} = ☐/${b}`, w);
          ans = a;
          h2 = w.t(`What number do you divide ${B} by to get ${b}?`, `¿Entre qué número divides ${B} para obtener ${b}?`);
          h3 = w.t(`Divide the top, ${A}, by that number as well.`, `Divide también el numerador, ${A}, entre ese número.`);
          steps = [w.t(`The bottom goes from ${B} to ${b}; divide the top by the same number.`, `El denominador pasa de ${B} a ${b}; divide el numerador entre el mismo número.`), w.t(`${B} ÷ ${b} = ${k}, so the top is ${A} ÷ ${k} = ${a}.`, `${B} ÷ ${b} = ${k}, así que el numerador es ${A} ÷ ${k} = ${a}.`)];
          additive = A - (B - b);
          kept = A;
        }
      }
      steps.push(w.t(`Check: ${a} × ${k} = ${A} and ${b} × ${k} = ${B}.`, `Comprueba: ${a} × ${k} = ${A} y ${b} × ${k} = ${B}.`));
    }
    const answer = intAnswer(ans);
    return {
      question: { text },
      // The first fraction shaded and an unshaded bar cut into more, smaller parts: shade the same amount.
      ...(difficulty === 1 && b * k <= 24 ? { diagram: fractionBars([[b, a, `${a}/${b}`], [b * k, 0, `?/${b * k}`]]) } : {}),
      answer,
      hints: hints(w.t('Equivalent fractions multiply or divide the top and bottom by the same number.', 'Las fracciones equivalentes multiplican o dividen el numerador y el denominador por el mismo número.'), h2, h3),
      explanation: steps,
      misconceptions: misconceptions(answer, [
        [additive !== null && additive > 0 ? additive : null, 'additive', w.t('Adding the same amount to the top and bottom does not make an equal fraction. Multiply or divide both by the same number.', 'Sumar la misma cantidad al numerador y al denominador no da una fracción equivalente. Multiplica o divide los dos por el mismo número.')],
        [kept, 'changed-one-part', w.t('Whatever you do to the bottom, do the same to the top.', 'Lo que le hagas al denominador, hazlo también al numerador.')],
      ]),
    };
  },
};
