import { Rational, R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { sqrtApprox } from '../shared/arithmetic.js';
import { fmtDec, fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

function nonSquare(rng: Rng, kMin: number, kMax: number): { n: number; k: number } {
  const k = rng.int(kMin, kMax);
  return { n: k * k + rng.int(1, 2 * k), k };
}

export const nsEstimateRoots: SkillGenerator = {
  skillId: 'g8.ns.estimate-roots',
  grade: 8,
  domain: 'ns',
  ccss: ['8.NS.A.2'],
  topic: 'Number system',
  subtopic: 'Estimate square roots',
  prereqs: ['g8.ee.roots-equations'],
  estTimeSec: times(15, 90),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    if (difficulty === 1 || difficulty === 2) {
      const { n, k } = nonSquare(rng, 2, 12);
      const lo = k * k;
      const hi = (k + 1) * (k + 1);
      const nearest = n <= lo + k ? k : k + 1;
      const ans = difficulty === 1 ? k : nearest;
      const answer: AnswerSpec = { format: 'integer', value: String(ans), canonical: String(ans) };
      const m: Misconception[] = [];
      if (n % 2 === 0) m.push(mis(String(n / 2), 'halved', w.t(`Taking a square root is not halving: ${n / 2} × ${n / 2} is far more than ${n}.`, `Sacar la raíz cuadrada no es sacar la mitad: ${n / 2} × ${n / 2} es mucho más que ${n}.`)));
      if (difficulty === 1) m.push(mis(String(k + 1), 'gave-larger', w.t(`${k + 1} is the larger of the two whole numbers; the question asks for the smaller one.`, `${k + 1} es el mayor de los dos números enteros; la pregunta pide el menor.`)));
      else m.push(mis(String(nearest === k ? k + 1 : k), 'wrong-neighbour', w.t(`${n} is ${n - lo} above ${lo} and ${hi - n} below ${hi}; which perfect square is closer?`, `${n} está ${n - lo} arriba de ${lo} y ${hi - n} abajo de ${hi}; ¿qué cuadrado perfecto está más cerca?`)));
      const text =
        difficulty === 1
          ? rng.pick(w.es ? [
              `√${n} está entre dos números enteros consecutivos. ¿Cuál es el menor?`,
              `${someone(rng, w)} dice que √${n} está entre dos números enteros seguidos. ¿Cuál es el menor de los dos?`,
              `¿Qué número entero está justo debajo de √${n}?`,
              `¿Entre qué dos números enteros consecutivos está √${n}? Da el menor.`,
              `Un cuadrado tiene un área de ${n} centímetros cuadrados. Su lado está entre dos números enteros consecutivos de centímetros. ¿Cuál es el menor?`,
            ] : [
              `√${n} is between two consecutive whole numbers. What is the smaller one?`,
              `${someone(rng)} says √${n} lies between two whole numbers next to each other. What is the smaller of the two?`,
              `Which whole number is just below √${n}?`,
              `Between which two consecutive whole numbers is √${n}? Give the smaller one.`,
              `A square has an area of ${n} square cm. Its side is between two consecutive whole numbers of cm. What is the smaller one?`,
            ])
          : rng.pick(w.es ? [
              `¿Cuánto es √${n} redondeado al número entero más cercano?`,
              `Redondea √${n} al número entero más cercano.`,
              `${someone(rng, w)} estima √${n}. ¿Cuánto es, redondeado al número entero más cercano?`,
              `¿Qué número entero está más cerca de √${n}?`,
              `Un jardín cuadrado tiene un área de ${n} metros cuadrados. Redondeado al metro entero más cercano, ¿cuánto mide cada lado?`,
            ] : [
              `What is √${n} to the nearest whole number?`,
              `Round √${n} to the nearest whole number.`,
              `${someone(rng)} estimates √${n}. What is it to the nearest whole number?`,
              `Which whole number is closest to √${n}?`,
              `A square garden has an area of ${n} square meters. To the nearest whole meter, how long is each side?`,
            ]);
      return bodyByFormat(
        text,
        answer,
        [
          w.t('Find the perfect squares just below and just above the number under the root.', 'Encuentra los cuadrados perfectos justo debajo y justo arriba del número dentro de la raíz.'),
          w.t(`Square whole numbers (1², 2², 3², …) until a square passes ${n}.`, `Eleva al cuadrado los números enteros (1², 2², 3², …) hasta que un cuadrado pase de ${n}.`),
          difficulty === 1
            ? w.t(`√${n} lies between the square roots of those two squares: the smaller root is the answer.`, `√${n} está entre las raíces cuadradas de esos dos cuadrados: la raíz menor es la respuesta.`)
            : w.t(`Is ${n} closer to the square below it or to the square above it? (The roots' halfway point squared is the square below plus its root plus 1/4.)`, `¿Está ${n} más cerca del cuadrado de abajo o del de arriba? (El punto medio entre las raíces, al cuadrado, es el cuadrado de abajo más su raíz más 1/4.)`),
        ],
        [
          w.t(`The perfect squares around ${n} are ${lo} and ${hi}: ${lo} < ${n} < ${hi}.`, `Los cuadrados perfectos alrededor de ${n} son ${lo} y ${hi}: ${lo} < ${n} < ${hi}.`),
          ...(difficulty === 2
            ? [
                w.t(`${n} − ${lo} is ${nearest === k ? 'less' : 'more'} than ${hi} − ${n}, so ${n} is closer to ${nearest === k ? lo : hi}.`, `${n} − ${lo} es ${nearest === k ? 'menor' : 'mayor'} que ${hi} − ${n}, así que ${n} está más cerca de ${nearest === k ? lo : hi}.`),
                w.t(`So √${n} rounds to √${nearest * nearest} = ${nearest}.`, `Entonces √${n} se redondea a √${nearest * nearest} = ${nearest}.`),
              ]
            : [w.t(`√${lo} < √${n} < √${hi}, so the smaller whole number is √${lo} = ${k}.`, `√${lo} < √${n} < √${hi}, así que el número entero menor es √${lo} = ${k}.`)]),
          w.t(`Check: ${ans}² = ${ans * ans}, which is ${ans * ans < n ? 'just below' : 'just above'} ${n}.`, `Comprueba: ${ans}² = ${ans * ans}, que está ${ans * ans < n ? 'justo debajo de' : 'justo arriba de'} ${n}.`),
        ],
        m,
      );
    }

    if (difficulty === 4) {
      const { n, k } = nonSquare(rng, 3, 12);
      const root = sqrtApprox(R(n), 6);
      let d = root.round(1).add(Rational.of(rng.pick([-2, -1, 1, 2]), 10));
      if (d.isInteger()) d = d.add(Rational.of(1, 10));
      if (d.cmp(k) <= 0) d = Rational.of(10 * k + 1, 10);
      const d2 = d.mul(d);
      const greater = R(n).gt(d2);
      const sym = greater ? '>' : '<';
      const answer: AnswerSpec = {
        format: 'choice',
        value: sym,
        canonical: sym,
        options: w.options({ '>': ['greater', 'greater than', 'more', 'bigger'], '<': ['less', 'less than', 'smaller', 'fewer'] }, { '>': ['mayor', 'mayor que', 'más grande'], '<': ['menor', 'menor que', 'más pequeño', 'más chico'] }),
      };
      return bodyByFormat(
        rng.pick(w.es ? [
          `Compara: √${n} ☐ ${fmtDec(d)}. Escribe > o <.`,
          `${someone(rng, w)} compara √${n} con ${fmtDec(d)}. ¿Qué signo va en el cuadro: √${n} ☐ ${fmtDec(d)}? Escribe > o <.`,
          `Completa el cuadro con > o <: √${n} ☐ ${fmtDec(d)}.`,
          `¿Es √${n} mayor o menor que ${fmtDec(d)}? Completa √${n} ☐ ${fmtDec(d)} con > o <.`,
          `Sin calculadora, decide: √${n} ☐ ${fmtDec(d)}. Escribe > o <.`,
        ] : [
          `Compare: √${n} ☐ ${fmtDec(d)}. Type > or <.`,
          `${someone(rng)} compares √${n} with ${fmtDec(d)}. Which sign goes in the box: √${n} ☐ ${fmtDec(d)}? Type > or <.`,
          `Fill in the box with > or <: √${n} ☐ ${fmtDec(d)}.`,
          `Is √${n} greater or less than ${fmtDec(d)}? Complete √${n} ☐ ${fmtDec(d)} with > or <.`,
          `Without a calculator, decide: √${n} ☐ ${fmtDec(d)}. Type > or <.`,
        ]),
        answer,
        [
          w.t('Square both numbers: squaring keeps positive numbers in the same order.', 'Eleva los dos números al cuadrado: al elevar al cuadrado, los números positivos quedan en el mismo orden.'),
          w.t(`(√${n})² = ${n}. Now square ${fmtDec(d)}.`, `(√${n})² = ${n}. Ahora eleva ${fmtDec(d)} al cuadrado.`),
          w.t(`${fmtDec(d)}² = ${fmtDec(d2)}. Compare ${n} with ${fmtDec(d2)}.`, `${fmtDec(d)}² = ${fmtDec(d2)}. Compara ${n} con ${fmtDec(d2)}.`),
        ],
        [
          w.t(`(√${n})² = ${n} and ${fmtDec(d)}² = ${fmtDec(d2)}.`, `(√${n})² = ${n} y ${fmtDec(d)}² = ${fmtDec(d2)}.`),
          w.t(`${n} ${sym} ${fmtDec(d2)}, so √${n} ${sym} ${fmtDec(d)}.`, `${n} ${sym} ${fmtDec(d2)}, así que √${n} ${sym} ${fmtDec(d)}.`),
          w.t(`Check: ${k}² = ${k * k} and ${k + 1}² = ${(k + 1) * (k + 1)}, so √${n} is between ${k} and ${k + 1}, about ${fmtDec(root.round(1), 1)}.`, `Comprueba: ${k}² = ${k * k} y ${k + 1}² = ${(k + 1) * (k + 1)}, así que √${n} está entre ${k} y ${k + 1}, cerca de ${fmtDec(root.round(1), 1)}.`),
        ],
        [mis(greater ? '<' : '>', 'compared-wrong-way', w.t(`Square ${fmtDec(d)} to compare: ${fmtDec(d)}² = ${fmtDec(d2)}, and ${n} is ${greater ? 'bigger' : 'smaller'}.`, `Eleva ${fmtDec(d)} al cuadrado para comparar: ${fmtDec(d)}² = ${fmtDec(d2)}, y ${n} es ${greater ? 'mayor' : 'menor'}.`))],
      );
    }

    // d3 close to a perfect square, d5 mid-way between squares
    let n: number;
    let k: number;
    if (difficulty === 3) {
      k = rng.int(4, 15);
      const off = rng.int(1, 3);
      if (rng.bool()) n = k * k + off;
      else {
        n = k * k - off;
        k -= 1;
      }
    } else {
      k = rng.int(6, 15);
      n = k * k + k + rng.int(-3, 3);
    }
    const lo = k * k;
    const hi = (k + 1) * (k + 1);
    const exact = sqrtApprox(R(n), 9);
    const tenth = exact.round(1);
    const answer: AnswerSpec = { format: 'decimal', mode: 'approx', places: 1, value: exact.toString(), canonical: fmtDec(tenth, 1) };
    const frac = Rational.of(n - lo, hi - lo);
    const t1 = tenth.sub(Rational.of(1, 20));
    const t2 = tenth.add(Rational.of(1, 20));
    const m: Misconception[] = [
      mis(String(exact.round(0)), 'nearest-whole', w.t('The question asks for the nearest tenth, not the nearest whole number.', 'La pregunta pide redondear a la décima más cercana, no al número entero más cercano.')),
    ];
    if (n - lo <= 9) m.push(mis(`${k}.${n - lo}`, 'difference-as-tenths', w.t(`${n} is ${n - lo} more than ${lo}, but that does not make the root ${k}.${n - lo}: the gap to ${hi} is ${hi - lo}, not 10.`, `${n} es ${n - lo} más que ${lo}, pero eso no hace que la raíz sea ${k}.${n - lo}: la distancia hasta ${hi} es ${hi - lo}, no 10.`)));
    if (n % 2 === 0) m.push(mis(String(n / 2), 'halved', w.t('A square root is not half of the number.', 'La raíz cuadrada no es la mitad del número.')));
    return bodyByFormat(
      rng.pick(w.es ? [
        `Estima √${n} a la décima más cercana.`,
        `¿Cuánto es √${n} redondeado a la décima más cercana?`,
        `${someone(rng, w)} estima √${n} sin calculadora. ¿Cuánto es, redondeado a la décima más cercana?`,
        `Redondea √${n} a la décima más cercana.`,
        `Un tapete cuadrado tiene un área de ${n} pies cuadrados. ¿Cuánto mide cada lado, redondeado a la décima de pie más cercana?`,
      ] : [
        `Estimate √${n} to the nearest tenth.`,
        `What is √${n} to the nearest tenth?`,
        `${someone(rng)} estimates √${n} without a calculator. What is it to the nearest tenth?`,
        `Round √${n} to the nearest tenth.`,
        `A square rug has an area of ${n} square feet. How long is each side, to the nearest tenth of a foot?`,
      ]),
      answer,
      [
        w.t(`${k}² = ${lo} and ${k + 1}² = ${hi}.`, `${k}² = ${lo} y ${k + 1}² = ${hi}.`),
        w.t(`${n} is ${n - lo} above ${lo} out of a gap of ${hi - lo}, so about ${fmtDec(frac.round(1), 1)} of the way from ${k} to ${k + 1}.`, `${n} está ${n - lo} arriba de ${lo} en un tramo de ${hi - lo}, así que está más o menos a ${fmtDec(frac.round(1), 1)} del camino de ${k} a ${k + 1}.`),
        w.t('Square a tenth near that point and the tenths on either side of it; the root is the tenth whose square is closest.', 'Eleva al cuadrado una décima cerca de ese punto y las décimas de cada lado; la raíz es la décima cuyo cuadrado queda más cerca.'),
      ],
      [
        w.t(`${k}² = ${lo} < ${n} < ${hi} = ${k + 1}², so √${n} is between ${k} and ${k + 1}.`, `${k}² = ${lo} < ${n} < ${hi} = ${k + 1}², así que √${n} está entre ${k} y ${k + 1}.`),
        w.t(`${n} is ${n - lo}/${hi - lo} of the way from ${lo} to ${hi}: about ${fmtDec(frac.round(1), 1)} of the way from ${k} to ${k + 1}.`, `${n} está a ${n - lo}/${hi - lo} del camino de ${lo} a ${hi}: más o menos a ${fmtDec(frac.round(1), 1)} del camino de ${k} a ${k + 1}.`),
        w.t(`Halfway values: ${fmtDec(t1, 2)}² = ${fmtDec(t1.mul(t1))} and ${fmtDec(t2, 2)}² = ${fmtDec(t2.mul(t2))}, and ${n} is between them.`, `Valores intermedios: ${fmtDec(t1, 2)}² = ${fmtDec(t1.mul(t1))} y ${fmtDec(t2, 2)}² = ${fmtDec(t2.mul(t2))}, y ${n} está entre ellos.`),
        w.t(`The root to the nearest tenth: ${fmtDec(tenth, 1)}.`, `La raíz a la décima más cercana: ${fmtDec(tenth, 1)}.`),
        w.t(`Check: ${fmtDec(tenth, 1)} × ${fmtDec(tenth, 1)} = ${fmtDec(tenth.mul(tenth))}, close to ${n}.`, `Comprueba: ${fmtDec(tenth, 1)} × ${fmtDec(tenth, 1)} = ${fmtDec(tenth.mul(tenth))}, cerca de ${n}.`),
      ],
      m,
    );
  },
};

/** Exposed for tests: √n rounded to one place. */
export function rootToTenth(n: number): string {
  return fmtDecOrFrac(sqrtApprox(R(n), 9).round(1));
}
