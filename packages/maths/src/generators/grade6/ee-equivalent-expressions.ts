import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

const lin = (a: number, b: number, v: string) => `${a === 1 ? '' : a}${v}${b === 0 ? '' : ` + ${b}`}`;

export const eeEquivalentExpressions: SkillGenerator = {
  skillId: 'g6.ee.equivalent-expressions',
  grade: 6,
  domain: 'ee',
  ccss: ['6.EE.A.3', '6.EE.A.4'],
  topic: 'Expressions',
  subtopic: 'Expand & factor (distributive property)',
  prereqs: ['g6.ns.gcf-lcm'],
  estTimeSec: times(20, 90),
  version: '1.1.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const v = rng.pick(['x', 'x', 'y', 'n']);
    if (d <= 3) {
      let k: number;
      let a: number;
      let b: number;
      let text: string;
      let shown: string;
      let A1: number;
      let B1: number;
      let hints: [string, string, string];
      let wrongs: ReturnType<typeof mis>[];
      if (d === 3) {
        const p = rng.int(2, 9);
        let q = rng.int(2, 9);
        const c = rng.int(2, 15);
        if (q === p) q += 1;
        shown = `${p}${v} + ${q}${v} + ${c}`;
        const who = someone(rng, w);
        text = rng.pick(w.es ? [
          `Simplifica ${shown}.`,
          `Combina los términos semejantes: ${shown}.`,
          `Escribe ${shown} en su forma más simple.`,
          `${who} agrupa los términos semejantes de ${shown}. ¿Cuál es la expresión simplificada?`,
          `¿Cómo queda ${shown} con sus términos semejantes combinados?`,
        ] : [
          `Simplify ${shown}.`,
          `Combine like terms: ${shown}.`,
          `Write ${shown} in simplest form.`,
          `${who} collects the like terms in ${shown}. What is the simplified expression?`,
          `What is ${shown} with its like terms combined?`,
        ]);
        A1 = p + q;
        B1 = c;
        hints = w.t([`${p}${v} and ${q}${v} are like terms.`, `Add their coefficients: ${p} + ${q}.`, `Keep the number term ${c} as it is.`], [`${p}${v} y ${q}${v} son términos semejantes.`, `Suma sus coeficientes: ${p} + ${q}.`, `Deja el término numérico ${c} como está.`]);
        wrongs = [mis(`${p + q + c}${v}`, 'combined-unlike', w.t(`${c} has no ${v}, so it cannot combine with the ${v} terms.`, `${c} no tiene ${v}, así que no se combina con los términos que tienen ${v}.`)), mis(`${p * q}${v} + ${c}`, 'multiplied-coefficients', w.t('Like terms are added, not multiplied.', 'Los términos semejantes se suman, no se multiplican.'))];
      } else {
        k = rng.int(2, d === 1 ? 5 : 9);
        a = d === 1 ? 1 : rng.int(2, 6);
        b = rng.int(2, d === 1 ? 9 : 12);
        shown = `${k}(${lin(a, b, v)})`;
        const who = someone(rng, w);
        text = rng.pick(w.es ? [
          `Desarrolla ${shown}.`,
          `Usa la propiedad distributiva para desarrollar ${shown}.`,
          `Escribe ${shown} sin paréntesis.`,
          `${who} desarrolla ${shown}. ¿Qué debe escribir?`,
          `Multiplica para quitar los paréntesis: ${shown}.`,
        ] : [
          `Expand ${shown}.`,
          `Use the distributive property to expand ${shown}.`,
          `Write ${shown} without brackets.`,
          `${who} expands ${shown}. What should ${who} write?`,
          `Multiply out the brackets: ${shown}.`,
        ]);
        A1 = k * a;
        B1 = k * b;
        hints = [w.t(`Multiply ${k} by each term inside the brackets.`, `Multiplica ${k} por cada término dentro del paréntesis.`), `${k} × ${a === 1 ? v : `${a}${v}`} = ${A1}${v}.`, w.t(`Now ${k} × ${b}; write the two terms with +.`, `Ahora ${k} × ${b}; escribe los dos términos con +.`)];
        wrongs = [mis(`${A1}${v} + ${b}`, 'first-term-only', w.t(`Multiply both terms by ${k}.`, `Multiplica los dos términos por ${k}.`)), mis(`${k + a === 1 ? '' : ''}${a === 1 ? '' : a}${v} + ${B1}`, 'second-term-only', w.t(`Multiply both terms by ${k}.`, `Multiplica los dos términos por ${k}.`))];
      }
      const canonical = `${A1}${v} + ${B1}`;
      const answer: AnswerSpec = { format: 'expression', expression: `${A1}${v}+${B1}`, vars: [v], form: 'simplified', canonical };
      return bodyLoose(text, answer, hints, [`${shown} = ${canonical}.`, w.t(`Check: with ${v} = 1 both sides equal ${A1 + B1}.`, `Comprueba: con ${v} = 1, los dos lados valen ${A1 + B1}.`)], wrongs);
    }
    // factor: d4 small GCF, d5 larger
    let g = d === 4 ? rng.int(2, 6) : rng.int(6, 15);
    let p = 2;
    let q = 3;
    for (let i = 0; i < 20; i++) {
      p = rng.int(1, d === 4 ? 9 : 6);
      q = rng.int(2, d === 4 ? 9 : 8);
      if (gcdN(p, q) === 1 && p !== q) break;
    }
    if (gcdN(p, q) !== 1 || p === q) [p, q] = [2, 3];
    if (g * p > 100 || g * q > 100) g = 4;
    const a = g * p;
    const b = g * q;
    const inner = `${p === 1 ? '' : p}${v} + ${q}`;
    const canonical = `${g}(${inner})`;
    const answer: AnswerSpec = { format: 'expression', expression: `${g}(${p === 1 ? '' : p}${v}+${q})`, vars: [v], form: 'factored', factor: String(g), canonical };
    const smaller = [...Array(g).keys()].map((x) => x + 1).filter((x) => x > 1 && x < g && g % x === 0);
    const sm = smaller.length ? smaller[smaller.length - 1]! : null;
    const who = someone(rng, w);
    const shown = `${a}${v} + ${b}`;
    const inP = `${p === 1 ? '' : p}${v}`;
    if (w.es) {
      return bodyLoose(
        rng.pick([
          `Factoriza ${shown} usando el máximo común divisor.`,
          `Escribe ${shown} como su máximo común divisor por una suma.`,
          `Usa el MCD para factorizar ${shown}.`,
          `${who} factoriza ${shown} sacando el máximo común divisor. ¿Qué escribe?`,
          `Saca el máximo común divisor: ${shown}.`,
        ]),
        answer,
        [`Encuentra el MCD de ${a} y ${b}.`, `Haz una lista de factores: el número más grande que divide a ${a} y a ${b}.`, `Divide cada término entre el MCD para llenar el paréntesis: ${a}${v} ÷ MCD y ${b} ÷ MCD.`],
        [`El MCD de ${a} y ${b} es ${g}.`, `${a}${v} = ${g} × ${inP} y ${b} = ${g} × ${q}.`, `Entonces ${a}${v} + ${b} = ${canonical}.`, `Comprueba: ${g} × ${inP} + ${g} × ${q} = ${a}${v} + ${b}.`],
        [
          sm ? mis(`${sm}(${(a / sm) === 1 ? '' : a / sm}${v} + ${b / sm})`, 'not-greatest-factor', `${sm} es un factor común, pero no el mayor.`) : null,
          mis(`${g}(${inP} + ${b})`, 'second-term-not-divided', `Divide también ${b} entre ${g}.`),
        ],
      );
    }
    return bodyLoose(
      rng.pick([
        `Factor ${shown} using the greatest common factor.`,
        `Write ${shown} as its greatest common factor times a sum.`,
        `Use the GCF to factor ${shown}.`,
        `${who} factors ${shown} by taking out the greatest common factor. What does ${who} write?`,
        `Factor out the greatest common factor: ${shown}.`,
      ]),
      answer,
      [`Find the GCF of ${a} and ${b}.`, `List factors: the greatest number that divides both ${a} and ${b}.`, `Divide each term by the GCF to fill the brackets: ${a}${v} ÷ GCF and ${b} ÷ GCF.`],
      [`GCF of ${a} and ${b} is ${g}.`, `${a}${v} = ${g} × ${p === 1 ? '' : p}${v} and ${b} = ${g} × ${q}.`, `So ${a}${v} + ${b} = ${canonical}.`, `Check: ${g} × ${p === 1 ? '' : p}${v} + ${g} × ${q} = ${a}${v} + ${b}.`],
      [
        sm ? mis(`${sm}(${(a / sm) === 1 ? '' : a / sm}${v} + ${b / sm})`, 'not-greatest-factor', `${sm} is a common factor, but not the greatest.`) : null,
        mis(`${g}(${p === 1 ? '' : p}${v} + ${b})`, 'second-term-not-divided', `Divide ${b} by ${g} too.`),
      ],
    );
  },
};
