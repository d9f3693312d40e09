import type { DotPlotDiagram } from '../../diagrams/types.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { fracAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtMixed, fmtMixedPlain } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, piecesEs, type Words } from '../../language/index.js';

const SETS = [
  { label: 'Water in beakers (L)', what: 'beakers', unit: 'liter', units: 'liters' },
  { label: 'Juice in bottles (L)', what: 'bottles', unit: 'liter', units: 'liters' },
  { label: 'Rain in jars (in.)', what: 'jars', unit: 'inch', units: 'inches' },
  { label: 'Sand in buckets (kg)', what: 'buckets', unit: 'kilogram', units: 'kilograms' },
];
/** The same sets in Spanish, index for index: the container (one, many, its gender) and the unit. */
const SETS_ES = [
  { label: 'Agua en vasos de precipitado (L)', one: 'vaso', what: 'vasos', fem: false, unit: 'litro', units: 'litros' },
  { label: 'Jugo en botellas (L)', one: 'botella', what: 'botellas', fem: true, unit: 'litro', units: 'litros' },
  { label: 'Lluvia en frascos (pulg.)', one: 'frasco', what: 'frascos', fem: false, unit: 'pulgada', units: 'pulgadas' },
  { label: 'Arena en cubetas (kg)', one: 'cubeta', what: 'cubetas', fem: true, unit: 'kilogramo', units: 'kilogramos' },
];

/** Sorted numerators over `den`, at least two different values. */
function data(rng: Rng, den: number, n: number, allowed: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(rng.pick(allowed));
  if (out.every((k) => k === out[0])) out[0] = allowed.find((k) => k !== out[0])!;
  return out.sort((a, b) => a - b);
}

const sh = (k: number, den: number) => fmtMixed(rat(k, den));

export const mdLinePlotFairShare: SkillGenerator = {
  skillId: 'g5.md.line-plot-fair-share',
  grade: 5,
  domain: 'md',
  ccss: ['5.MD.B.2'],
  topic: 'Data',
  subtopic: 'Line plots: equal shares',
  prereqs: ['g5.nf.add-unlike-fractions', 'g5.nf.fraction-as-division'],
  estTimeSec: times(40, 180),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    // rng.pick(SETS) is this draw: the index names the Spanish set too.
    const at = rng.int(0, SETS.length - 1);
    const set = SETS[at]!;
    const es = SETS_ES[at]!;
    const the = es.fem ? 'las' : 'los';
    const den = difficulty <= 2 ? 4 : 8;
    const allowed = difficulty <= 2 ? [1, 2, 3, 4] : difficulty === 3 ? [1, 2, 3, 4, 5, 6, 7, 8] : [1, 2, 3, 4, 6, 8];
    const n = difficulty === 1 ? rng.int(3, 4) : rng.int(5, 8);
    const ks = data(rng, den, n, allowed);
    const list = ks.map((k) => sh(k, den)).join(', ');
    const label = w.t(set.label, es.label);
    const text0 = `${label}: ${list}.`;
    const altText = w.t(`Line plot. ${set.label}: ${list}.`, `Diagrama de puntos. ${es.label}: ${list}.`);
    const P = piecesEs(den);
    // The line plot itself: an X above the mark of each value, on a line from 0 to 1.
    const diagram: DotPlotDiagram = {
      kind: 'dot-plot', title: label, min: 0, max: 1, parts: den, marker: 'x',
      labels: Array.from({ length: den + 1 }, (_, k) => ({ at: k / den, label: k === 0 ? '0' : sh(k, den) })),
      values: ks.map((k) => k / den),
    };
    const total = ks.reduce((a, b) => a + b, 0);
    const sumLine = `${ks.join(' + ')} = ${total}`;
    if (difficulty === 1 || difficulty === 3) {
      const ans = rat(total, den);
      const answer = fracAnswer(ans, 'required');
      return {
        question: { text: `${text0} ${w.t(`How much is there altogether in the ${n} ${set.what}?`, `¿Cuánto hay en total en ${the} ${n} ${es.what}?`)}`, altText },
        diagram,
        answer,
        estTimeSec: difficulty === 1 ? 40 : 110,
        hints: hints(
          w.t(`Write every value in ${den}ths.`, `Escribe cada valor en ${P}.`),
          `${w.t(`In ${den}ths`, `En ${P}`)}: ${ks.map((k) => `${k}/${den}`).join(', ')}.`,
          w.t(`Add the numerators: ${ks.join(' + ')} = ? ${den}ths. Then simplify.`, `Suma los numeradores: ${ks.join(' + ')} = ? ${P}. Luego simplifica.`),
        ),
        explanation: [
          w.t(`In ${den}ths the values are ${ks.map((k) => `${k}/${den}`).join(', ')}.`, `En ${P}, los valores son ${ks.map((k) => `${k}/${den}`).join(', ')}.`),
          w.t(`${sumLine}, so the total is ${total}/${den} = ${answer.canonical} ${set.units}.`, `${sumLine}, así que el total es ${total}/${den} = ${answer.canonical} ${es.units}.`),
          w.t(
            `Check: ${n} ${set.what} of at most 1 ${set.unit} each make at most ${n} ${set.units}, and ${answer.canonical} is within that.`,
            `Comprueba: si cada ${es.one} tiene 1 ${es.unit} como máximo, ${n} ${es.what} tienen ${n} ${es.units} como máximo, y ${answer.canonical} no pasa de eso.`,
          ),
        ],
        misconceptions: misconceptions(answer, [
          [`${total}/${den * n}`, 'added-denominators', w.t('When the pieces are all the same size, keep the denominator: add only the numerators.', 'Cuando todas las partes son del mismo tamaño, deja el mismo denominador: suma solo los numeradores.')],
          [n, 'counted-pieces', w.t(`${n} is how many ${set.what} there are. Add the amounts.`, `${n} es la cantidad de ${es.what}. Suma las cantidades.`)],
        ]),
      };
    }
    if (difficulty === 2) {
      const lo = ks[0]!, hi = ks[ks.length - 1]!;
      const ans = rat(hi - lo, den);
      const answer = fracAnswer(ans, 'required');
      return {
        question: { text: `${text0} ${w.t(`How much more is in the fullest of the ${set.what} than in the emptiest?`, `¿Cuánto más hay en ${es.fem ? 'la' : 'el'} ${es.one} más ${es.fem ? 'llena' : 'lleno'} que en ${es.fem ? 'la' : 'el'} más ${es.fem ? 'vacía' : 'vacío'}?`)}`, altText },
        diagram,
        answer,
        hints: hints(
          w.t('Find the greatest and the least values.', 'Busca el valor mayor y el menor.'),
          // Not the least value: it can equal the difference (1/2 and 1/4).
          w.t(`They are the X farthest to the right and the X farthest to the left; write both in ${den}ths.`, `Son la X que está más a la derecha y la X que está más a la izquierda; escribe los dos en ${P}.`),
          `${hi}/${den} − ${lo}/${den} = ? ${w.t('Then simplify.', 'Luego simplifica.')}`,
        ),
        explanation: [
          w.t(`Find the greatest and the least values on the line plot, and write both in ${den}ths.`, `Busca el valor mayor y el menor en el diagrama de puntos, y escribe los dos en ${P}.`),
          `${hi}/${den} − ${lo}/${den} = ${hi - lo}/${den}${ans.den !== BigInt(den) ? ` = ${answer.canonical}` : ''} ${set.unit === 'inch' ? w.t('in.', 'pulg.') : w.t(set.units, es.units)}.`,
          `${w.t('Check', 'Comprueba')}: ${sh(lo, den)} + ${answer.canonical} = ${sh(hi, den)}.`,
        ],
        misconceptions: misconceptions(answer, [
          [fmtMixedPlain(rat(hi + lo, den)), 'added-instead', w.t('"How much more" means subtract.', '"Cuánto más" quiere decir restar.')],
          [`${hi - lo}/${den}`, 'not-simplified', w.t('Write the answer in simplest form.', 'Escribe la respuesta en su forma más simple.')],
        ]),
      };
    }
    if (difficulty === 4) {
      const counts = new Map<number, number>();
      for (const k of ks) counts.set(k, (counts.get(k) ?? 0) + 1);
      let best = ks[0]!;
      for (const [k, c] of counts) if (c > counts.get(best)! || (c === counts.get(best)! && rng.bool())) best = k;
      const c = counts.get(best)!;
      const ans = rat(best * c, den);
      const answer = fracAnswer(ans, 'required');
      const v = sh(best, den);
      return {
        question: { text: `${text0} ${w.t(`What is the total amount in the ${set.what} that each hold ${v} ${set.unit === 'inch' ? 'in.' : set.unit}?`, `¿Cuál es la cantidad total en ${the} ${es.what} que tienen ${v} ${set.unit === 'inch' ? 'pulg.' : es.unit} cada ${es.fem ? 'una' : 'uno'}?`)}`, altText },
        diagram,
        answer,
        hints: hints(
          w.t(`Count the ${set.what} that hold ${v}.`, `Cuenta ${the} ${es.what} que tienen ${v}.`),
          // Not the count: with amounts of a whole the count is the total.
          w.t(`Each of them holds ${best}/${den}; count the Xs above that value.`, `Cada ${es.one} tiene ${best}/${den}; cuenta las X que están arriba de ese valor.`),
          w.t(`Multiply the count by ${best}/${den}, then simplify.`, `Multiplica esa cantidad por ${best}/${den} y luego simplifica.`),
        ),
        explanation: [
          w.t(`${c} of the ${set.what} hold ${v}.`, `${c} de ${the} ${es.what} ${c === 1 ? 'tiene' : 'tienen'} ${v}.`),
          `${c} × ${best}/${den} = ${best * c}/${den}${`${best * c}/${den}` === answer.canonical ? '' : ` = ${answer.canonical}`}.`,
          `${w.t('Check', 'Comprueba')}: ${answer.canonical} ÷ ${c} = ${v}.`,
        ],
        misconceptions: misconceptions(answer, [
          [c, 'counted-pieces', w.t(`${c} is how many ${set.what} there are. Add their amounts.`, `${c} es la cantidad de ${es.what}. Suma lo que tiene cada ${es.one}.`)],
          [`${best * c}/${den * c}`, 'added-denominators', w.t('Keep the denominator when adding equal-sized pieces.', 'Deja el mismo denominador cuando sumas partes del mismo tamaño.')],
          [fmtMixedPlain(rat(total, den)), 'all-categories', w.t(`Only the ${set.what} with ${v} count.`, `Solo cuentan ${the} ${es.what} que tienen ${v}.`)],
        ]),
      };
    }
    // d5: redistribute equally
    const ans = rat(total, den * n);
    const answer = fracAnswer(ans, 'required');
    const distinct = [...new Set(ks)];
    const wrongAvg = rat(distinct.reduce((a, b) => a + b, 0), den * distinct.length);
    return {
      question: { text: `${text0} ${w.t(`If all of it were shared equally among the ${n} ${set.what}, how much would each hold?`, `Si todo se repartiera en partes iguales entre ${the} ${n} ${es.what}, ¿cuánto tendría cada ${es.one}?`)}`, altText },
        diagram,
      answer,
      estTimeSec: 180,
      hints: hints(
        w.t(`Find the total first, in ${den}ths.`, `Primero encuentra el total, en ${P}.`),
        // The total stays an improper fraction: as a mixed number its fraction part can be the answer (2 1/2 shared by 5).
        `${sumLine} ${w.t(`${den}ths`, P)}.`,
        w.t(`Share ${total}/${den} ${set.units} equally among ${n}: divide by ${n}.`, `Reparte ${total}/${den} ${es.units} en partes iguales entre ${n}: divide entre ${n}.`),
      ),
      explanation: [
        `Total: ${sumLine} ${w.t(`${den}ths`, P)} = ${total}/${den} ${w.t(set.units, es.units)}.`,
        `${w.t('Each', `Cada ${es.one}`)}: ${total}/${den} ÷ ${n} = ${total}/${den * n}${ans.den !== BigInt(den * n) ? ` = ${answer.canonical}` : ''}.`,
        `${w.t('Check', 'Comprueba')}: ${n} × ${answer.canonical} = ${fmtMixed(rat(total, den))}.`,
      ],
      misconceptions: misconceptions(answer, [
        [fmtMixedPlain(rat(total, den)), 'forgot-to-share', w.t(`That is the total. Share it among ${n} ${set.what}.`, `Ese es el total. Repártelo entre ${n} ${es.what}.`)],
        [distinct.length !== n ? fmtMixedPlain(wrongAvg) : null, 'averaged-distinct-values', w.t(`Use all ${n} values, including repeats.`, `Usa los ${n} valores, también los que se repiten.`)],
        [distinct.length !== n ? fmtMixedPlain(rat(total, den * distinct.length)) : null, 'wrong-count', w.t(`There are ${n} ${set.what}; divide by ${n}.`, `Hay ${n} ${es.what}; divide entre ${n}.`)],
      ]),
    };
  },
};
