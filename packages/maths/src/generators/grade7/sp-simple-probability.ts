import { R, Rational } from '../../rational.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, fmtFrac, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

const COLORS = ['red', 'blue', 'green', 'yellow', 'purple'];
/** COLORS in Spanish, index for index: [a marble's colour, marbles' colour, the colour as a name ("cae en rojo")]. */
const COLORS_ES: readonly (readonly [string, string, string])[] = [
  ['roja', 'rojas', 'rojo'],
  ['azul', 'azules', 'azul'],
  ['verde', 'verdes', 'verde'],
  ['amarilla', 'amarillas', 'amarillo'],
  ['morada', 'moradas', 'morado'],
];
/** "1 canica roja", "3 canicas azules". */
const marbles = (n: number, c: readonly [string, string, string]) => (n === 1 ? `1 canica ${c[0]}` : `${n} canicas ${c[1]}`);

export const spSimpleProbability: SkillGenerator = {
  skillId: 'g7.sp.simple-probability',
  grade: 7,
  domain: 'sp',
  ccss: ['7.SP.C.5', '7.SP.C.6', '7.SP.C.7'],
  topic: 'Probability',
  subtopic: 'Probability of one event',
  prereqs: ['g6.rp.write-ratios'],
  estTimeSec: times(15, 75),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (w.es) return spanish(d, rng);
    const [c1, c2, c3] = rng.shuffle(COLORS);
    if (d <= 2) {
      const a = rng.int(1, 9);
      let b = rng.int(1, 9);
      const e = d === 2 ? rng.int(1, 6) : 0;
      if (a === b && e === 0) b += 1;
      const total = a + b + e;
      const bag = e ? `${a} ${c1}, ${b} ${c2} and ${e} ${c3} marbles` : `${a} ${c1} and ${b} ${c2} marbles`;
      const fav = d === 1 ? a : total - a;
      const p = R(fav).div(total);
      return bodyLoose(
        `A bag has ${bag}. You pick one without looking. What is the probability of picking ${d === 1 ? c1 : `a marble that is not ${c1}`}?`,
        A.probability(p),
        [d === 1 ? 'Probability = favorable outcomes ÷ all outcomes.' : `P(not ${c1}) = 1 − P(${c1}), or count the marbles that are not ${c1}.`, `There are ${total} marbles in all.`, d === 1 ? `Count the ${c1} marbles, put that number over ${total}, and simplify if you can.` : `Count the marbles that are not ${c1} (${total} − ${a}), put that over ${total}, and simplify if you can.`],
        [`All outcomes: ${total}.`, `Favorable: ${fav}.`, `P = ${fav}/${total}${p.den !== BigInt(total) ? ` = ${fmtFrac(p)}` : ''}.`, `Check: P(${d === 1 ? c1 : `not ${c1}`}) + P(${d === 1 ? `not ${c1}` : c1}) = ${fmtFrac(p)} + ${fmtFrac(Rational.ONE.sub(p))} = 1.`],
        [mis(`${fav}/${total - fav}`, 'part-to-part', 'Compare with all the marbles, not with the other colors.'), d === 2 ? mis(fmtFrac(R(a).div(total)), 'forgot-complement', `That is P(${c1}); the question asks for not ${c1}.`) : null],
      );
    }
    if (d === 3 || d === 4) {
      const trials = d === 3 ? rng.pick([20, 25, 40, 50, 60, 80, 100]) : rng.pick([20, 40, 60, 80, 100]);
      const hits = rng.int(2, trials - 2);
      const exp = R(hits).div(trials);
      if (d === 3) {
        return bodyLoose(
          `A spinner landed on ${c1} ${hits} times in ${trials} spins. What is the experimental probability of landing on ${c1}?`,
          A.probability(exp),
          // The last hint says how to simplify without writing the fraction, which may already be the answer.
          ['Experimental probability = times it happened ÷ number of trials.', `${hits} out of ${trials}.`, 'Write it as a fraction and divide the top and bottom by any common factor.'],
          [`P(${c1}) = ${hits}/${trials}${exp.den !== BigInt(trials) ? ` = ${fmtFrac(exp)}` : ''}.`, `Check: ${fmtFrac(exp)} × ${trials} = ${hits}.`],
          [mis(`${hits}/${trials - hits}`, 'part-to-part', 'Divide by the number of spins, not the number of misses.')],
        );
      }
      const sections = rng.pick([2, 4, 5, 10]);
      const theo = R(1).div(sections);
      // Twice the theoretical count would make the difference equal the theoretical probability, which the hints name.
      const hits4 = R(hits).div(trials).sub(theo).abs().eq(theo) ? hits + 1 : hits;
      const exp4 = R(hits4).div(trials);
      const diff = exp4.sub(theo).abs();
      return bodyLoose(
        `A fair spinner has ${sections} equal sections, one of them ${c1}. In ${trials} spins it landed on ${c1} ${hits4} times. What is the difference between the experimental and the theoretical probability of ${c1}? Give a positive number.`,
        A.probability(diff),
        [`Theoretical: 1/${sections}. Experimental: ${hits4}/${trials}.`, `Write both with the same denominator: ${fmtFrac(theo)} = ${trials / sections}/${trials}.`, `Subtract the smaller from the larger: |${hits4} − ${trials / sections}|/${trials}.`],
        [`Theoretical: ${fmtFrac(theo)} = ${trials / sections}/${trials}.`, `Experimental: ${hits4}/${trials}.`, `Difference: ${Math.abs(hits4 - trials / sections)}/${trials} = ${fmtFrac(diff)}.`, `Check: ${fmtFrac(theo)} ${exp4.gt(theo) ? '+' : '−'} ${fmtFrac(diff)} = ${fmtFrac(exp4)}.`],
        [mis(val(R(Math.abs(hits4 - trials / sections))), 'count-difference', `Write the difference as a probability: divide by ${trials}.`)],
      );
    }
    const trials = rng.pick([20, 40, 60, 80, 100]);
    const rate = rng.pick([R(1).div(5), R(3).div(10), R(1).div(4), R(2).div(5), R(1).div(2), R(3).div(5)]);
    const hits = rate.mul(trials);
        const future = rng.pick([100, 200, 300, 400, 500, 1000].filter((f) => rate.mul(f).isInteger() && f !== trials));
    const ans = rate.mul(future);
    return bodyLoose(
      `A spinner landed on ${c1} ${fmtDecOrMixed(hits)} times in ${trials} spins. Based on this, about how many times would it land on ${c1} in ${future.toLocaleString('en-US')} spins?`,
      A.integer(ans),
      [`The experimental probability of ${c1} is ${fmtDecOrMixed(hits)}/${trials}.`, `${fmtDecOrMixed(hits)}/${trials} = ${fmtDecOrMixed(rate)}.`, `${fmtDecOrMixed(rate)} × ${future.toLocaleString('en-US')} = ?`],
      [`P(${c1}) ≈ ${fmtDecOrMixed(hits)}/${trials} = ${fmtDecOrMixed(rate)}.`, `${fmtDecOrMixed(rate)} × ${future.toLocaleString('en-US')} = ${fmtDecOrMixed(ans)}.`, `Check: ${fmtDecOrMixed(ans)}/${future.toLocaleString('en-US')} = ${fmtDecOrMixed(rate)}, the same rate.`],
      [mis(fmtDecOrMixed(hits), 'reused-count', 'That is the count for the first set of spins.'), mis(fmtDecOrMixed(rate), 'gave-probability', 'That is the probability; multiply by the number of spins.')],
    );
  },
};

/** The Spanish wording: the same draws in the same order as the English branches above (canicas, ruleta). */
function spanish(d: Difficulty, rng: Rng): GeneratedBody {
  // Shuffling the indexes permutes them exactly as shuffling COLORS does.
  const [k1, k2, k3] = rng.shuffle([0, 1, 2, 3, 4]).map((i) => COLORS_ES[i]!);
  const c1 = k1!;
  const n1 = c1[2];
  if (d <= 2) {
    const a = rng.int(1, 9);
    let b = rng.int(1, 9);
    const e = d === 2 ? rng.int(1, 6) : 0;
    if (a === b && e === 0) b += 1;
    const total = a + b + e;
    const bag = e ? `${marbles(a, c1)}, ${marbles(b, k2!)} y ${marbles(e, k3!)}` : `${marbles(a, c1)} y ${marbles(b, k2!)}`;
    const fav = d === 1 ? a : total - a;
    const p = R(fav).div(total);
    return bodyLoose(
      `Una bolsa tiene ${bag}. Sacas una sin mirar. ¿Cuál es la probabilidad de sacar ${d === 1 ? `una canica ${c1[0]}` : `una canica que no sea ${c1[0]}`}?`,
      A.probability(p),
      [d === 1 ? 'Probabilidad = resultados favorables ÷ todos los resultados.' : `P(no ${n1}) = 1 − P(${n1}), o cuenta las canicas que no son ${c1[1]}.`, `Hay ${total} canicas en total.`, d === 1 ? `Cuenta las canicas ${c1[1]}, pon ese número sobre ${total} y simplifica si puedes.` : `Cuenta las canicas que no son ${c1[1]} (${total} − ${a}), pon ese número sobre ${total} y simplifica si puedes.`],
      [`Todos los resultados: ${total}.`, `Favorables: ${fav}.`, `P = ${fav}/${total}${p.den !== BigInt(total) ? ` = ${fmtFrac(p)}` : ''}.`, `Comprueba: P(${d === 1 ? n1 : `no ${n1}`}) + P(${d === 1 ? `no ${n1}` : n1}) = ${fmtFrac(p)} + ${fmtFrac(Rational.ONE.sub(p))} = 1.`],
      [mis(`${fav}/${total - fav}`, 'part-to-part', 'Compara con todas las canicas, no con las de los otros colores.'), d === 2 ? mis(fmtFrac(R(a).div(total)), 'forgot-complement', `Esa es P(${n1}); la pregunta pide no ${n1}.`) : null],
    );
  }
  if (d === 3 || d === 4) {
    const trials = d === 3 ? rng.pick([20, 25, 40, 50, 60, 80, 100]) : rng.pick([20, 40, 60, 80, 100]);
    const hits = rng.int(2, trials - 2);
    const exp = R(hits).div(trials);
    if (d === 3) {
      return bodyLoose(
        `Una ruleta cayó en ${n1} ${hits} veces en ${trials} giros. ¿Cuál es la probabilidad experimental de caer en ${n1}?`,
        A.probability(exp),
        ['Probabilidad experimental = veces que pasó ÷ número de intentos.', `${hits} de ${trials}.`, 'Escríbela como fracción y divide el numerador y el denominador entre cualquier factor común.'],
        [`P(${n1}) = ${hits}/${trials}${exp.den !== BigInt(trials) ? ` = ${fmtFrac(exp)}` : ''}.`, `Comprueba: ${fmtFrac(exp)} × ${trials} = ${hits}.`],
        [mis(`${hits}/${trials - hits}`, 'part-to-part', 'Divide entre el número de giros, no entre las veces que no cayó.')],
      );
    }
    const sections = rng.pick([2, 4, 5, 10]);
    const theo = R(1).div(sections);
    const hits4 = R(hits).div(trials).sub(theo).abs().eq(theo) ? hits + 1 : hits;
    const exp4 = R(hits4).div(trials);
    const diff = exp4.sub(theo).abs();
    return bodyLoose(
      `Una ruleta justa tiene ${sections} secciones iguales, y una de ellas es ${c1[0]}. En ${trials} giros cayó en ${n1} ${hits4} veces. ¿Cuál es la diferencia entre la probabilidad experimental y la teórica de caer en ${n1}? Da un número positivo.`,
      A.probability(diff),
      [`Teórica: 1/${sections}. Experimental: ${hits4}/${trials}.`, `Escribe las dos con el mismo denominador: ${fmtFrac(theo)} = ${trials / sections}/${trials}.`, `Resta la menor de la mayor: |${hits4} − ${trials / sections}|/${trials}.`],
      [`Teórica: ${fmtFrac(theo)} = ${trials / sections}/${trials}.`, `Experimental: ${hits4}/${trials}.`, `Diferencia: ${Math.abs(hits4 - trials / sections)}/${trials} = ${fmtFrac(diff)}.`, `Comprueba: ${fmtFrac(theo)} ${exp4.gt(theo) ? '+' : '−'} ${fmtFrac(diff)} = ${fmtFrac(exp4)}.`],
      [mis(val(R(Math.abs(hits4 - trials / sections))), 'count-difference', `Escribe la diferencia como probabilidad: divide entre ${trials}.`)],
    );
  }
  const trials = rng.pick([20, 40, 60, 80, 100]);
  const rate = rng.pick([R(1).div(5), R(3).div(10), R(1).div(4), R(2).div(5), R(1).div(2), R(3).div(5)]);
  const hits = rate.mul(trials);
  const future = rng.pick([100, 200, 300, 400, 500, 1000].filter((f) => rate.mul(f).isInteger() && f !== trials));
  const ans = rate.mul(future);
  const fut = future.toLocaleString('en-US');
  return bodyLoose(
    `Una ruleta cayó en ${n1} ${fmtDecOrMixed(hits)} veces en ${trials} giros. Según esto, ¿más o menos cuántas veces caería en ${n1} en ${fut} giros?`,
    A.integer(ans),
    [`La probabilidad experimental de ${n1} es ${fmtDecOrMixed(hits)}/${trials}.`, `${fmtDecOrMixed(hits)}/${trials} = ${fmtDecOrMixed(rate)}.`, `${fmtDecOrMixed(rate)} × ${fut} = ?`],
    [`P(${n1}) ≈ ${fmtDecOrMixed(hits)}/${trials} = ${fmtDecOrMixed(rate)}.`, `${fmtDecOrMixed(rate)} × ${fut} = ${fmtDecOrMixed(ans)}.`, `Comprueba: ${fmtDecOrMixed(ans)}/${fut} = ${fmtDecOrMixed(rate)}, la misma tasa.`],
    [mis(fmtDecOrMixed(hits), 'reused-count', 'Ese es el conteo de la primera serie de giros.'), mis(fmtDecOrMixed(rate), 'gave-probability', 'Esa es la probabilidad; multiplícala por el número de giros.')],
  );
}
