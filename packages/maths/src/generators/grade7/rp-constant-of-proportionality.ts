import { R, Rational } from '../../rational.js';
import { axisFor, withDiagram } from '../../diagrams/build.js';
import type { AnswerSpec, Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDec, fmtDecOrMixed, fmtFrac, fmtMoney, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const rpConstantOfProportionality: SkillGenerator = {
  skillId: 'g7.rp.constant-of-proportionality',
  grade: 7,
  domain: 'rp',
  ccss: ['7.RP.A.2'],
  topic: 'Proportional relationships',
  subtopic: 'The constant of proportionality',
  prereqs: ['g6.ee.dependent-independent'],
  estTimeSec: times(20, 90),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d <= 3) {
      const k: Rational = d === 3 ? rng.pick([rat(1, 2), rat(3, 2), rat(2, 3), rat(3, 4), rat(5, 2), rat(4, 3), rat(2, 5), rat(5, 4)]) : R(rng.int(2, 12));
      const step = Number(k.den);
      const xs = d === 1 ? [rng.int(2, 9) * step] : rng.shuffle([1, 2, 3, 4, 5, 6].map((m) => m * step)).slice(0, 3).sort((a, b) => a - b);
      const ys = xs.map((x) => k.mul(x));
      const who = someone(rng, w);
      const pair = `x = ${xs[0]}, y = ${fmtDecOrMixed(ys[0]!)}`;
      const table = `x: ${xs.join(', ')}${w.t(' and', ';')} y: ${ys.map((y) => fmtDecOrMixed(y)).join(', ')}`;
      const text = w.es
        ? d === 1
          ? rng.pick([
              `y es proporcional a x. Cuando x = ${xs[0]}, y = ${fmtDecOrMixed(ys[0]!)}. ¿Cuál es la constante de proporcionalidad?`,
              `${who} sabe que y es proporcional a x, y que y = ${fmtDecOrMixed(ys[0]!)} cuando x = ${xs[0]}. ¿Cuál es la constante de proporcionalidad?`,
              `Una relación proporcional tiene el par ${pair}. ¿Cuál es su constante de proporcionalidad?`,
              `y = kx, y el par ${pair} la cumple. ¿Cuánto vale k?`,
              `Cuando x vale ${xs[0]}, y vale ${fmtDecOrMixed(ys[0]!)}, y y es proporcional a x. Encuentra la constante de proporcionalidad.`,
            ])
          : rng.pick([
              `y es proporcional a x. La tabla muestra ${table}. ¿Cuál es la constante de proporcionalidad (y ÷ x)?`,
              `${who} hace una tabla de una relación proporcional: ${table}. ¿Cuál es la constante de proporcionalidad (y ÷ x)?`,
              `Una tabla de una relación proporcional muestra ${table}. Encuentra la constante de proporcionalidad.`,
              `Estos pares cumplen y = kx: ${table}. ¿Cuánto vale k?`,
              `En una relación proporcional, ${table}. ¿Cuál es la constante de proporcionalidad (y ÷ x)?`,
            ])
        : d === 1
          ? rng.pick([
              `y is proportional to x. When x = ${xs[0]}, y = ${fmtDecOrMixed(ys[0]!)}. What is the constant of proportionality?`,
              `${who} knows that y is proportional to x, and that y = ${fmtDecOrMixed(ys[0]!)} when x = ${xs[0]}. What is the constant of proportionality?`,
              `A proportional relationship has the pair ${pair}. What is its constant of proportionality?`,
              `y = kx, and the pair ${pair} fits it. What is k?`,
              `When x is ${xs[0]}, y is ${fmtDecOrMixed(ys[0]!)}, and y is proportional to x. Find the constant of proportionality.`,
            ])
          : rng.pick([
              `y is proportional to x. The table shows ${table}. What is the constant of proportionality (y ÷ x)?`,
              `${who} makes a table of a proportional relationship: ${table}. What is the constant of proportionality (y ÷ x)?`,
              `A table of a proportional relationship shows ${table}. Find the constant of proportionality.`,
              `These pairs fit y = kx: ${table}. What is k?`,
              `In a proportional relationship, ${table}. What is the constant of proportionality (y ÷ x)?`,
            ]);
      const pts: [number, number][] = xs.map((x, i) => [x, ys[i]!.toNumber()]);
      return withDiagram(bodyLoose(
        text,
        A.number(k, undefined, k.isInteger() ? 'num' : 'frac'),
        w.es
          ? ['La constante de proporcionalidad es k = y ÷ x para cualquier par.', `Usa el par x = ${xs[0]}, y = ${fmtDecOrMixed(ys[0]!)}.`, `${fmtDecOrMixed(ys[0]!)} ÷ ${xs[0]} = ?${d > 1 ? ' Compruébalo con otro par.' : ''}`]
          : ['The constant of proportionality is k = y ÷ x for any pair.', `Use the pair x = ${xs[0]}, y = ${fmtDecOrMixed(ys[0]!)}.`, `${fmtDecOrMixed(ys[0]!)} ÷ ${xs[0]} = ?${d > 1 ? ' Check it with another pair.' : ''}`],
        // The division is written first and worked out in the last step, where the child finds k.
        [`k = y ÷ x = ${fmtDecOrMixed(ys[0]!)} ÷ ${xs[0]}.`, w.t(`So k = ${fmtFrac(k)}${k.isInteger() ? '' : ' in simplest form'}.`, `Entonces k = ${fmtFrac(k)}${k.isInteger() ? '' : ' en su forma más simple'}.`), `${w.t('Check', 'Comprueba')}: ${fmtFrac(k)} × ${xs[xs.length - 1]} = ${fmtDecOrMixed(ys[ys.length - 1]!)}.`],
        [
          mis(val(Rational.ONE.div(k), 'frac'), 'x-over-y', w.t('You divided x by y. The constant is y ÷ x.', 'Dividiste x entre y. La constante es y ÷ x.')),
          mis(val(ys[0]!.sub(xs[0]!)), 'difference', w.t('Proportional relationships multiply: divide y by x, do not subtract.', 'En una relación proporcional se multiplica: divide y entre x, no restes.')),
        ],
        // The pairs on a graph through the origin: a proportional relationship is a line through (0, 0).
      ), { kind: 'function-graph', title: w.t('y is proportional to x', 'y es proporcional a x'), x: axisFor([0, ...xs], { minStep: 1, label: 'x' }), y: axisFor([0, ...pts.map((q) => q[1])], { label: 'y' }), series: [{ label: 'y', points: [[0, 0], ...pts], connect: true }] });
    }
    let k: Rational;
    let text: string;
    let pairX: number;
    let pairY: Rational;
    if (d === 4) {
      const price = rng.pick([rat(3, 2), rat(5, 2), rat(7, 4), rat(9, 4), R(3), R(4), rat(13, 4)]);
      const n = rng.int(3, 8) * Number(price.den === 1n ? 1n : price.den);
      const cost = price.mul(n);
      k = price;
      pairX = n;
      pairY = cost;
      const who = someone(rng, w);
      const c = fmtMoney(cost);
      text = w.es ? rng.pick([
        `${n} libras de manzanas cuestan ${c}. El costo y es proporcional al peso x en libras. Escribe una ecuación para y en términos de x.`,
        `${who} compra ${n} yardas de listón por ${c}. El costo y es proporcional al largo x en yardas. Escribe una ecuación para y en términos de x.`,
        `En un puesto de la granja, ${n} libras de duraznos cuestan ${c}. El costo y es proporcional al peso x en libras. Escribe una ecuación para y en términos de x.`,
        `${n} galones de jugo para una fiesta cuestan ${c}. El costo y es proporcional al número de galones x. Escribe una ecuación para y en términos de x.`,
        `${who} paga ${c} por ${n} pies de cuerda. El costo y es proporcional al largo x en pies. Escribe una ecuación para y en términos de x.`,
      ]) : rng.pick([
        `${n} pounds of apples cost ${c}. The cost y is proportional to the weight x in pounds. Write an equation for y in terms of x.`,
        `${who} buys ${n} yards of ribbon for ${c}. The cost y is proportional to the length x in yards. Write an equation for y in terms of x.`,
        `At a farm stand, ${n} pounds of peaches cost ${c}. The cost y is proportional to the weight x in pounds. Write an equation for y in terms of x.`,
        `${n} gallons of juice for a party cost ${c}. The cost y is proportional to the number of gallons x. Write an equation for y in terms of x.`,
        `${who} pays ${c} for ${n} feet of rope. The cost y is proportional to the length x in feet. Write an equation for y in terms of x.`,
      ]);
    } else {
      k = rng.pick([rat(3, 4), rat(5, 4), rat(3, 2), rat(5, 2), rat(1, 4), rat(7, 4), rat(2, 5), rat(6, 5)]);
      const pool = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]).slice(0, 3).sort((a, b) => a - b);
      const xs = pool;
      const ys = xs.map((x) => k.mul(x));
      pairX = xs[0]!;
      pairY = ys[0]!;
      const table = `x: ${xs.join(', ')}${w.t(' and', ';')} y: ${ys.map((y) => fmtDec(y)).join(', ')}`;
      const who = someone(rng, w);
      text = w.es ? rng.pick([
        `${table}. Escribe una ecuación para y en términos de x.`,
        `y es proporcional a x, con ${table}. Escribe una ecuación para y en términos de x.`,
        `${who} anota ${table}. La relación es proporcional. Escribe una ecuación para y en términos de x.`,
        `Una tabla de una relación proporcional muestra ${table}. ¿Qué ecuación da y en términos de x?`,
        `Escribe la ecuación y = kx que cumple cada par: ${table}.`,
      ]) : rng.pick([
        `${table}. Write an equation for y in terms of x.`,
        `y is proportional to x, with ${table}. Write an equation for y in terms of x.`,
        `${who} records ${table}. The relationship is proportional. Write an equation for y in terms of x.`,
        `A table of a proportional relationship shows ${table}. What equation gives y in terms of x?`,
        `Write the equation y = kx that fits every pair: ${table}.`,
      ]);
    }
    const kText = k.isTerminating() ? fmtDec(k) : fmtFrac(k);
    const answer: AnswerSpec = { format: 'equation', equation: `y = ${k.toString()}*x`, vars: ['x', 'y'], canonical: `y = ${kText}x` };
    return bodyLoose(
      text,
      answer,
      [w.t('For a proportional relationship, y = kx where k = y ÷ x.', 'En una relación proporcional, y = kx, donde k = y ÷ x.'), `k = ${fmtDec(pairY)} ÷ ${pairX}.`, w.t(`${fmtDec(pairY)} ÷ ${pairX} = ${kText}; check another pair, then write y = kx.`, `${fmtDec(pairY)} ÷ ${pairX} = ${kText}; comprueba con otro par y luego escribe y = kx.`)],
      // k is the step to fill in; the equation is written out last (a blank there would hold only its coefficient).
      [`k = ${fmtDec(pairY)} ÷ ${pairX} = ${kText}.`, w.t(`Put k into y = kx: y = ${kText}x (${kText} times x).`, `Pon k en y = kx: y = ${kText}x (${kText} por x).`), `${w.t('Check', 'Comprueba')}: ${kText} × ${pairX} = ${fmtDec(pairY)}.`],
      [
        mis(`y = ${val(Rational.ONE.div(k), 'frac')}x`, 'x-over-y', w.t('You computed x ÷ y. The constant is y ÷ x.', 'Calculaste x ÷ y. La constante es y ÷ x.')),
        mis(`x = ${val(k)}y`, 'variables-swapped', w.t('Write y in terms of x: y = kx.', 'Escribe y en términos de x: y = kx.')),
      ],
    );
  },
};
