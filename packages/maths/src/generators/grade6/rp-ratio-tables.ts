import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

/** Two equivalent ratios with one number missing ("3:4 = 12:?") in one of five wordings. */
function ratioQuestion(rng: Rng, equation: string, w: Words): string {
  const who = someone(rng, w);
  if (w.es) {
    return rng.pick([
      `${equation} ¿Cuál es el número que falta?`,
      `Encuentra el número que falta. ${equation}`,
      `¿Qué número hace que estas razones sean equivalentes? ${equation}`,
      `${who} escribe dos razones equivalentes y esconde un número: ${equation} ¿Cuál es el número escondido?`,
      `Escribe el número que falta para que las dos razones sean iguales. ${equation}`,
    ]);
  }
  return rng.pick([
    `${equation} What is the missing number?`,
    `Find the missing number. ${equation}`,
    `What number makes these ratios equivalent? ${equation}`,
    `${who} writes two equivalent ratios and hides one number: ${equation} What is the hidden number?`,
    `Fill in the missing number so the two ratios are equal. ${equation}`,
  ]);
}

const MIXES = [
  { a: 'cups of flour', b: 'cups of sugar', thing: 'A recipe' },
  { a: 'cups of juice', b: 'cups of water', thing: 'A punch recipe' },
  { a: 'cans of blue paint', b: 'cans of white paint', thing: 'A paint mix' },
  { a: 'scoops of seed', b: 'cups of water', thing: 'A plant food mix' },
  { a: 'cups of rice', b: 'cups of water', thing: 'A rice recipe' },
  { a: 'spoons of cocoa', b: 'cups of milk', thing: 'A hot chocolate recipe' },
];

/** The same mixes in Spanish, index for index (every amount is feminine: "¿Cuántas tazas…?"). */
const MIXES_ES = [
  { a: 'tazas de harina', b: 'tazas de azúcar', thing: 'Una receta' },
  { a: 'tazas de jugo', b: 'tazas de agua', thing: 'Una receta de ponche' },
  { a: 'latas de pintura azul', b: 'latas de pintura blanca', thing: 'Una mezcla de pintura' },
  { a: 'medidas de semillas', b: 'tazas de agua', thing: 'Una mezcla de abono' },
  { a: 'tazas de arroz', b: 'tazas de agua', thing: 'Una receta de arroz' },
  { a: 'cucharadas de cocoa', b: 'tazas de leche', thing: 'Una receta de chocolate caliente' },
];

export const rpRatioTables: SkillGenerator = {
  skillId: 'g6.rp.ratio-tables',
  grade: 6,
  domain: 'rp',
  ccss: ['6.RP.A.3'],
  topic: 'Ratios',
  subtopic: 'Equivalent ratios & tables',
  prereqs: ['g6.rp.write-ratios'],
  estTimeSec: times(20, 90),
  version: '1.1.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d <= 3) {
      let a = rng.int(2, 9);
      let b = rng.int(2, 9);
      if (a === b) b = a + 1;
      const k = rng.int(2, d === 1 ? 5 : 9);
      const missingFirst = d === 2;
      if (d === 3) {
        // table with two known rows: a:b and a*k1:b*k1 shown, ask a*k:?
        const k1 = rng.int(2, 4);
        const k2 = k1 + rng.int(1, 5);
        const who = someone(rng, w);
        const text = rng.pick(w.es ? [
          `La tabla muestra razones equivalentes. x: ${a}, ${a * k1}, ${a * k2}; y: ${b}, ${b * k1}, ?. ¿Cuál es el valor de y que falta?`,
          `Una tabla de razones tiene los valores de x ${a}, ${a * k1}, ${a * k2} y los valores de y ${b}, ${b * k1}, ?. Encuentra el valor de y que falta.`,
          `${who} hace una tabla de razones equivalentes. Fila x: ${a}, ${a * k1}, ${a * k2}. Fila y: ${b}, ${b * k1}, ?. ¿Qué número falta?`,
          `En una tabla de razones equivalentes, x = ${a} va con y = ${b}; x = ${a * k1} va con y = ${b * k1}. ¿Qué valor de y va con x = ${a * k2}?`,
          `Completa la tabla de razones. x: ${a}, ${a * k1}, ${a * k2}; y: ${b}, ${b * k1}, ?. ¿Cuál es el último valor de y?`,
        ] : [
          `The table shows equivalent ratios. x: ${a}, ${a * k1}, ${a * k2} and y: ${b}, ${b * k1}, ?. What is the missing y value?`,
          `A ratio table has x values ${a}, ${a * k1}, ${a * k2} and y values ${b}, ${b * k1}, ?. Find the missing y value.`,
          `${who} makes a table of equivalent ratios. Row x: ${a}, ${a * k1}, ${a * k2}. Row y: ${b}, ${b * k1}, ?. What number is missing?`,
          `In a table of equivalent ratios, x = ${a} goes with y = ${b}, and x = ${a * k1} goes with y = ${b * k1}. Which y goes with x = ${a * k2}?`,
          `Complete the ratio table. x: ${a}, ${a * k1}, ${a * k2}; y: ${b}, ${b * k1}, ?. What is the last y value?`,
        ]);
        const ans = R(b * k2);
        return bodyLoose(
          text,
          A.number(ans),
          w.t([
            'In a ratio table, each row multiplies both numbers by the same factor.',
            `From the first row to the last, x goes from ${a} to ${a * k2}: that is × ${k2}.`,
            `Multiply y in the first row by the same factor: ${b} × ${k2}.`,
          ], [
            'En una tabla de razones, los dos números se multiplican por el mismo factor.',
            `Del primer valor al último, x pasa de ${a} a ${a * k2}: eso es × ${k2}.`,
            `Multiplica el primer valor de y por el mismo factor: ${b} × ${k2}.`,
          ]),
          [w.t(`${a * k2} ÷ ${a} = ${k2}, so the scale factor is ${k2}.`, `${a * k2} ÷ ${a} = ${k2}, así que el factor de escala es ${k2}.`), `${b} × ${k2} = ${b * k2}.`, w.t(`Check: ${a * k2}:${b * k2} simplifies to ${a}:${b}.`, `Comprueba: ${a * k2}:${b * k2} se simplifica a ${a}:${b}.`)],
          [
            mis(String(b + (a * k2 - a)), 'additive', w.t(`Ratios grow by multiplying, not adding the same amount.`, 'Las razones crecen multiplicando, no sumando la misma cantidad.')),
            mis(String(b * k1 + b), 'next-row-pattern', w.t(`Use the scale factor from a known row, not the next step of the pattern.`, 'Usa el factor de escala de un par que ya conoces, no el siguiente paso del patrón.')),
          ],
        );
      }
      void a;
      const [x1, y1] = [a, b];
      const text = missingFirst ? `${x1}:${y1} = ?:${y1 * k}` : `${x1}:${y1} = ${x1 * k}:?`;
      const ans = missingFirst ? R(x1 * k) : R(y1 * k);
      const known = missingFirst ? [y1, y1 * k] : [x1, x1 * k];
      const other = missingFirst ? x1 : y1;
      a = 0;
      return bodyLoose(
        ratioQuestion(rng, text, w),
        A.number(ans),
        w.t([
          'Equivalent ratios multiply both parts by the same number.',
          `${known[0]} × ? = ${known[1]}: the factor is ${k}.`,
          `Multiply the other part, ${other}, by ${k}.`,
        ], [
          'En las razones equivalentes, las dos partes se multiplican por el mismo número.',
          `${known[0]} × ? = ${known[1]}: el factor es ${k}.`,
          `Multiplica la otra parte, ${other}, por ${k}.`,
        ]),
        [`${known[1]} ÷ ${known[0]} = ${k}.`, `${other} × ${k} = ${fmtDecOrMixed(ans)}.`, w.t(`Check: ${missingFirst ? `${x1 * k}:${y1 * k}` : `${x1 * k}:${y1 * k}`} ÷ ${k} gives ${x1}:${y1}.`, `Comprueba: ${x1 * k}:${y1 * k} ÷ ${k} da ${x1}:${y1}.`)],
        [mis(String(other + (known[1]! - known[0]!)), 'additive', w.t('You added the same amount. Equivalent ratios multiply both parts by the same factor.', 'Sumaste la misma cantidad. En las razones equivalentes, las dos partes se multiplican por el mismo factor.'))],
      );
    }
    // d4/d5: non-whole scale factor, via a smaller matching pair
    // rng.pick(MIXES) is this draw: the index names the Spanish mix too.
    const mixAt = rng.int(0, MIXES.length - 1);
    const m = w.t<(typeof MIXES)[number]>(MIXES[mixAt]!, MIXES_ES[mixAt]!);
    let p = 0;
    let q = 0;
    for (let i = 0; i < 20; i++) {
      p = rng.int(2, 5);
      q = rng.int(2, 5);
      if (p !== q && gcdN(p, q) === 1) break;
    }
    if (p === q || gcdN(p, q) !== 1) [p, q] = [3, 2];
    const g = rng.int(2, 3);
    const a = p * g;
    const b = q * g;
    let n = q * rng.int(2, 6);
    if (n === b) n = b + q;
    const ans = Rational.of(a * n, b);
    const who = someone(rng, w);
    const mix = m.thing.toLowerCase();
    const text =
      d === 4
        ? ratioQuestion(rng, `${a}:${b} = ?:${n}`, w)
        : rng.pick(w.es ? [
            `${m.thing} usa ${a} ${m.a} por cada ${b} ${m.b}. ¿Cuántas ${m.a} van con ${n} ${m.b}?`,
            `${who} sigue ${mix} que usa ${a} ${m.a} por cada ${b} ${m.b}. ¿Cuántas ${m.a} necesita para ${n} ${m.b}?`,
            `La razón de ${m.a} a ${m.b} en ${mix} es ${a}:${b}. ¿Cuántas ${m.a} van con ${n} ${m.b}?`,
            `${m.thing} mezcla ${a} ${m.a} con cada ${b} ${m.b}. Si ${who} usa ${n} ${m.b}, ¿cuántas ${m.a} debe poner?`,
            `${who} prepara ${mix} en grande: ${a} ${m.a} por cada ${b} ${m.b}. Con ${n} ${m.b}, ¿cuántas ${m.a} se necesitan?`,
          ] : [
            `${m.thing} uses ${a} ${m.a} for every ${b} ${m.b}. How many ${m.a} go with ${n} ${m.b}?`,
            `${who} follows ${mix} that uses ${a} ${m.a} for every ${b} ${m.b}. How many ${m.a} does ${who} need for ${n} ${m.b}?`,
            `The ratio of ${m.a} to ${m.b} in ${mix} is ${a}:${b}. How many ${m.a} go with ${n} ${m.b}?`,
            `${m.thing} mixes ${a} ${m.a} with every ${b} ${m.b}. If ${who} uses ${n} ${m.b}, how many ${m.a} should go in?`,
            `${who} makes a bigger batch of ${mix}: ${a} ${m.a} for every ${b} ${m.b}. With ${n} ${m.b}, how many ${m.a} are needed?`,
          ]);
    return bodyLoose(
      text,
      A.number(ans),
      w.t([
        `Find the amount for 1 part first: ${a} ÷ ${b}, or use a smaller matching pair.`,
        `Divide both parts by ${g}: ${a}:${b} = ${p}:${q}.`,
        `${n} is ${n / q} groups of ${q}, so multiply ${p} by ${n / q}.`,
      ], [
        `Primero encuentra la cantidad para 1 parte: ${a} ÷ ${b}, o usa un par equivalente más pequeño.`,
        `Divide las dos partes entre ${g}: ${a}:${b} = ${p}:${q}.`,
        `${n} son ${n / q} grupos de ${q}, así que multiplica ${p} por ${n / q}.`,
      ]),
      [`${a}:${b} ${w.t('simplifies to', 'se simplifica a')} ${p}:${q}.`, `${n} ÷ ${q} = ${n / q}.`, `${p} × ${n / q} = ${fmtDecOrMixed(ans)}.`, `${w.t('Check', 'Comprueba')}: ${fmtDecOrMixed(ans)} ÷ ${n} = ${a} ÷ ${b} = ${fmtDecOrMixed(Rational.of(a, b))}.`],
      [
        mis(String(a + n - b), 'additive', w.t(`The ${m.b} went up by ${n - b}, but ratios scale by multiplying, not adding.`, `Las ${m.b} pasaron de ${b} a ${n}, pero las razones crecen multiplicando, no sumando.`)),
        mis(val(Rational.of(b * n, a), 'mixed'), 'inverted', w.t('You used the ratio upside down. Keep the first amount matched with the first.', 'Usaste la razón al revés. La primera cantidad va con la primera.')),
      ],
    );
  },
};
