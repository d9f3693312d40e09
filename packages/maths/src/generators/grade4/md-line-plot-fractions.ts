import type { DotPlotDiagram } from '../../diagrams/types.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { fracAnswer, intAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtMixed, fmtMixedPlain } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, piecesEs, type Words } from '../../language/index.js';

const SETS = [
  { label: 'Ribbon lengths (in.)', unit: 'in.', plural: 'ribbons', long: 'long' },
  { label: 'Pencil lengths (in.)', unit: 'in.', plural: 'pencils', long: 'long' },
  { label: 'Leaf lengths (in.)', unit: 'in.', plural: 'leaves', long: 'long' },
  { label: 'Worm lengths (in.)', unit: 'in.', plural: 'worms', long: 'long' },
];
/** The same data sets in Spanish, index for index, with whether the things are feminine. */
const SETS_ES = [
  { label: 'Largo de los listones (pulg.)', plural: 'listones', fem: false },
  { label: 'Largo de los lápices (pulg.)', plural: 'lápices', fem: false },
  { label: 'Largo de las hojas (pulg.)', plural: 'hojas', fem: true },
  { label: 'Largo de los gusanos (pulg.)', plural: 'gusanos', fem: false },
];

/** Sorted numerators (over den) of a data set with at least two different values. */
function data(rng: Rng, den: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(rng.int(1, den));
  if (out.every((k) => k === out[0])) out[0] = out[0] === 1 ? 2 : 1;
  return out.sort((a, b) => a - b);
}

function show(k: number, den: number, sameDen: boolean): string {
  return sameDen ? `${k}/${den}` : fmtMixed(rat(k, den));
}

export const mdLinePlotFractions: SkillGenerator = {
  skillId: 'g4.md.line-plot-fractions',
  grade: 4,
  domain: 'md',
  ccss: ['4.MD.B.4'],
  topic: 'Data',
  subtopic: 'Line plots with fractions',
  prereqs: ['g4.nf.add-subtract-like-denominators'],
  estTimeSec: times(40, 150),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const setIndex = rng.int(0, SETS.length - 1);
    const es = SETS_ES[setIndex]!;
    const set = w.es ? { ...SETS[setIndex]!, label: es.label, unit: 'pulg.', plural: es.plural, long: 'de largo' } : SETS[setIndex]!;
    /** Agreement with the things: "los listones", "las hojas". */
    const los = es.fem ? 'las' : 'los';
    const o = es.fem ? 'a' : 'o';
    const den = difficulty === 1 ? rng.pick([2, 4]) : difficulty === 2 ? rng.pick([4, 8]) : 8;
    const denPieces = piecesEs(den);
    const sameDen = difficulty === 2;
    const ks = data(rng, den, rng.int(6, 9));
    const list = ks.map((k) => show(k, den, sameDen)).join(', ');
    // The data is in the line plot (drawn, and described in words for screen readers); the text
    // alternative keeps it for screens that show no diagram.
    const text0 = w.t(`The line plot shows ${set.label.replace(/^./, (c) => c.toLowerCase())}.`, `El diagrama de puntos muestra el ${set.label.replace(/^./, (c) => c.toLowerCase())}.`);
    const altText = w.t(`Line plot. ${set.label}: ${list}.`, `Diagrama de puntos. ${set.label}: ${list}.`);
    // The line plot itself: an X above the mark of each value, on a line from 0 to 1 in equal parts.
    const diagram: DotPlotDiagram = {
      kind: 'dot-plot', title: set.label, min: 0, max: 1, parts: den, marker: 'x',
      labels: Array.from({ length: den + 1 }, (_, k) => ({ at: k / den, label: k === 0 ? '0' : show(k, den, sameDen) })),
      values: ks.map((k) => k / den),
    };
    const counts = new Map<number, number>();
    for (const k of ks) counts.set(k, (counts.get(k) ?? 0) + 1);
    if (difficulty === 1) {
      const k = rng.pick(ks);
      const c = counts.get(k)!;
      const v = show(k, den, false);
      const answer = intAnswer(c);
      return {
        question: { text: w.t(`${text0} How many ${set.plural} are ${v} ${set.unit} ${set.long}?`, `${text0} ¿Cuánt${o}s ${set.plural} miden ${v} pulg. de largo?`), altText },
        diagram,
        answer,
        hints: hints(
          w.t(`On a line plot each X is one of the ${set.plural}; in the list each value is one of them.`, `En un diagrama de puntos, cada X es un${o} de ${los} ${set.plural}; en la lista, cada valor es un${o} de ell${o}s.`),
          w.t(`Look only for the value ${v}.`, `Busca solo el valor ${v}.`),
          w.t(`Count how many times ${v} appears in the list.`, `Cuenta cuántas veces aparece ${v} en la lista.`),
        ),
        explanation: [
          w.t(`Look for the value ${v} ${set.unit} on the line plot.`, `Busca el valor ${v} pulg. en el diagrama de puntos.`),
          // The count is the answer: the child fills it in as the last step.
          w.t(`Xs above that value, counted: ${c}.`, `X arriba de ese valor, contadas: ${c}.`),
          w.t(`Check: the counts for every value add up to ${ks.length}, the number of ${set.plural}.`, `Comprueba: las cantidades de todos los valores suman ${ks.length}, el número de ${set.plural}.`),
        ],
        misconceptions: misconceptions(answer, [
          [ks.length, 'counted-all', w.t(`That is every one of the ${set.plural}. Count only the ${v} values.`, `Ese es el total de ${set.plural}. Cuenta solo los valores ${v}.`)],
          [fmtMixedPlain(rat(k, den)), 'gave-value', w.t(`${v} is the length. The question asks how many ${set.plural}.`, `${v} es el largo. La pregunta pide cuánt${o}s ${set.plural}.`)],
        ]),
      };
    }
    if (difficulty === 2 || difficulty === 3) {
      const lo = ks[0]!, hi = ks[ks.length - 1]!;
      const ans = rat(hi - lo, den);
      const answer = fracAnswer(ans, 'optional');
      const sl = show(lo, den, sameDen), sh = show(hi, den, sameDen);
      return {
        question: { text: w.t(`${text0} What is the difference between the longest and the shortest of the ${set.plural}?`, `${text0} ¿Cuál es la diferencia entre ${es.fem ? 'la' : 'el'} más larg${o} y ${es.fem ? 'la' : 'el'} más cort${o} de ${los} ${set.plural}?`), altText },
        diagram,
        answer,
        hints: hints(
          w.t(`Find the greatest and the least values in the list.`, `Encuentra el valor mayor y el menor de la lista.`),
          // Not the two values: the shortest can equal the difference (1 and 1/2).
          w.t(`They are the X farthest to the right and the X farthest to the left on the line plot.`, `Son la X que está más a la derecha y la X que está más a la izquierda en el diagrama de puntos.`),
          w.t(`Write both in ${den}ths and subtract: ${hi}/${den} − ${lo}/${den} = ?`, `Escribe los dos en ${denPieces} y resta: ${hi}/${den} − ${lo}/${den} = ?`),
        ),
        explanation: [
          w.t(`Find the longest and the shortest on the line plot, and write both in ${den}ths.`, `Encuentra ${es.fem ? 'la' : 'el'} más larg${o} y ${es.fem ? 'la' : 'el'} más cort${o} en el diagrama de puntos, y escribe los dos en ${denPieces}.`),
          w.t(`${hi}/${den} − ${lo}/${den} = ${hi - lo}/${den}${ans.den !== BigInt(den) ? ` = ${answer.canonical}` : ''} ${set.unit}`, `${hi}/${den} − ${lo}/${den} = ${hi - lo}/${den}${ans.den !== BigInt(den) ? ` = ${answer.canonical}` : ''} pulg.`),
          w.t(`Check: ${sl} + ${answer.canonical} = ${sh}.`, `Comprueba: ${sl} + ${answer.canonical} = ${sh}.`),
        ],
        misconceptions: misconceptions(answer, [
          [fmtMixedPlain(rat(hi + lo, den)), 'added-instead', w.t('The difference means subtract the shortest from the longest.', 'La diferencia quiere decir restar el más corto del más largo.')],
          [hi - lo, 'numerators-only', w.t(`Subtracting ${hi}/${den} − ${lo}/${den} gives ${den}ths, not wholes.`, `Al restar ${hi}/${den} − ${lo}/${den} obtienes ${denPieces}, no enteros.`)],
        ]),
      };
    }
    if (difficulty === 4) {
      let best = ks[0]!;
      for (const [k, c] of counts) if (c > counts.get(best)! || (c === counts.get(best)! && rng.bool())) best = k;
      const c = counts.get(best)!;
      const v = show(best, den, false);
      const ans = rat(best * c, den);
      const answer = fracAnswer(ans, 'optional');
      return {
        question: { text: w.t(`${text0} What is the total length of all the ${set.plural} that are ${v} ${set.unit} ${set.long}?`, `${text0} ¿Cuál es el largo total de tod${o}s ${los} ${set.plural} que miden ${v} pulg.?`), altText },
        diagram,
        answer,
        hints: hints(
          w.t(`Count how many of the ${set.plural} are ${v} ${set.unit}.`, `Cuenta cuánt${o}s de ${los} ${set.plural} miden ${v} pulg.`),
          // Not the count: with lengths of a whole inch the count is the total.
          w.t(`Each of them is ${best}/${den} ${set.unit}; count the Xs above that value.`, `Cada un${o} mide ${best}/${den} pulg.; cuenta las X arriba de ese valor.`),
          w.t(`Multiply the count by ${best}/${den}, or add ${best}/${den} that many times.`, `Multiplica la cantidad por ${best}/${den}, o suma ${best}/${den} esas veces.`),
        ),
        explanation: [
          w.t(`${c} of the ${set.plural} are ${v} ${set.unit}.`, `${c} de ${los} ${set.plural} miden ${v} pulg.`),
          w.t(`${c} × ${best}/${den} = ${best * c}/${den}${ans.den !== BigInt(den) ? ` = ${answer.canonical}` : ''} ${set.unit}`, `${c} × ${best}/${den} = ${best * c}/${den}${ans.den !== BigInt(den) ? ` = ${answer.canonical}` : ''} pulg.`),
          w.t(`Check: ${answer.canonical} ÷ ${c} = ${v}.`, `Comprueba: ${answer.canonical} ÷ ${c} = ${v}.`),
        ],
        misconceptions: misconceptions(answer, [
          [c, 'counted-pieces', w.t(`${c} is how many there are. Add their lengths.`, `${c} es cuánt${o}s hay. Suma sus largos.`)],
          [`${best * c}/${den * c}`, 'added-denominators', w.t('When you add fractions with the same denominator, the denominator stays the same.', 'Cuando sumas fracciones con el mismo denominador, el denominador no cambia.')],
        ]),
      };
    }
    // d5: total of a filtered set (values longer than a threshold)
    const distinct = [...counts.keys()].sort((a, b) => a - b);
    // At least two values longer than the threshold: a single one would be the total itself.
    const thresholds = distinct.slice(0, -1).filter((t) => ks.filter((k) => k > t).length >= 2);
    const tk = thresholds.length > 0 ? rng.pick(thresholds) : distinct[0]! - 1;
    const chosen = ks.filter((k) => k > tk);
    const sum = chosen.reduce((a, b) => a + b, 0);
    const ans = rat(sum, den);
    const answer = fracAnswer(ans, 'optional');
    const tv = show(tk, den, false);
    const withT = ks.filter((k) => k >= tk).reduce((a, b) => a + b, 0);
    return {
      question: { text: w.t(`${text0} What is the total length of the ${set.plural} longer than ${tv} ${set.unit}?`, `${text0} ¿Cuál es el largo total de ${los} ${set.plural} que miden más de ${tv} pulg.?`), altText },
        diagram,
      answer,
      estTimeSec: 150,
      hints: hints(
        w.t(`Pick out the values greater than ${tv} (${tv} itself is not longer).`, `Escoge los valores mayores que ${tv} (${tv} no cuenta, porque no es más largo).`),
        w.t(`Write them in ${den}ths: ${chosen.map((k) => `${k}/${den}`).join(', ')}.`, `Escríbelos en ${denPieces}: ${chosen.map((k) => `${k}/${den}`).join(', ')}.`),
        w.t(`Add the ${den}ths: ${chosen.join(' + ')} = ? ${den}ths.`, `Suma los ${denPieces}: ${chosen.join(' + ')} = ? ${denPieces}.`),
      ),
      explanation: [
        w.t(`Longer than ${tv}: ${chosen.map((k) => show(k, den, false)).join(', ')}.`, `Más de ${tv}: ${chosen.map((k) => show(k, den, false)).join(', ')}.`),
        w.t(`In ${den}ths: ${chosen.join(' + ')} = ${sum}, so the total is ${sum}/${den} = ${answer.canonical} ${set.unit}`, `En ${denPieces}: ${chosen.join(' + ')} = ${sum}, así que el total es ${sum}/${den} = ${answer.canonical} pulg.`),
        w.t(`Check: ${chosen.length} ${set.plural}, each at most 1 ${set.unit}, so the total is at most ${chosen.length} ${set.unit}.`, `Comprueba: ${chosen.length} ${set.plural}, cada un${o} de 1 pulg. como máximo, así que el total es como máximo ${chosen.length} pulg.`),
      ],
      misconceptions: misconceptions(answer, [
        [withT !== sum ? fmtMixedPlain(Rational.of(withT, den)) : null, 'included-threshold', w.t(`Only lengths greater than ${tv} count; leave out the ${tv} ones.`, `Solo cuentan los largos mayores que ${tv}; deja fuera los de ${tv}.`)],
        [chosen.length, 'counted-pieces', w.t('That is how many there are. Add their lengths.', 'Eso es cuántos hay. Suma sus largos.')],
        [`${sum}/${den * chosen.length}`, 'added-denominators', w.t('Keep the denominator when adding like fractions.', 'Deja el mismo denominador cuando sumes fracciones con igual denominador.')],
      ]),
    };
  },
};
