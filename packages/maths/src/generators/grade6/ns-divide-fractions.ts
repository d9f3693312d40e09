import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtFrac, fmtMixed, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { calcQuestion, someone } from '../shared/wording.js';

const DENS = [2, 3, 4, 5, 6, 8, 10, 12];

function properFrac(rng: Rng, dens = DENS): Rational {
  const d = rng.pick(dens);
  return rat(rng.int(1, d - 1), d);
}

export const nsDivideFractions: SkillGenerator = {
  skillId: 'g6.ns.divide-fractions',
  grade: 6,
  domain: 'ns',
  ccss: ['6.NS.A.1'],
  topic: 'Fractions',
  subtopic: 'Divide fractions by fractions',
  prereqs: ['g5.nf.multiply-fractions', 'g5.nf.divide-unit-fractions'],
  estTimeSec: times(25, 120),
  version: '1.4.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    let a = rat(3, 4);
    let b = rat(1, 8);
    for (let i = 0; i < 30; i++) {
      if (d === 1) {
        // how many b's in a, whole result: b = 1/n, a = k/m with m | n,
        // or how many b's in a whole number: 2 ÷ 1/4
        if (rng.bool(0.3)) {
          a = R(rng.int(1, 3));
          b = rat(1, rng.pick([2, 3, 4, 5, 6, 8]));
        } else {
          const n = rng.pick([4, 6, 8, 10, 12]);
          const m = rng.pick([2, 3, 4, 5, 6].filter((x) => n % x === 0 && x < n));
          a = rat(rng.int(1, m - 1), m);
          b = rat(1, n);
        }
      } else if (d === 2) {
        a = properFrac(rng);
        b = properFrac(rng);
      } else if (d === 3) {
        a = R(rng.int(2, 9));
        b = properFrac(rng);
      } else if (d === 4) {
        a = properFrac(rng, [2, 3, 4, 6, 8]);
        b = properFrac(rng, [2, 3, 4, 6, 8]);
      } else {
        a = R(rng.int(1, 4)).add(properFrac(rng, [2, 3, 4, 5, 6]));
        b = R(rng.int(1, 3)).add(properFrac(rng, [2, 3, 4, 5, 6]));
      }
      const q = a.div(b);
      if (!a.eq(b) && !b.eq(1) && !(d >= 2 && q.isInteger() && d !== 3) && !(d === 1 && !q.isInteger())) break;
    }
    if (d === 4 && a.lt(b)) [a, b] = [b, a];
    const q = a.div(b);
    const recip = Rational.ONE.div(b);
    const show = (r: Rational) => (d === 5 ? fmtMixed(r) : fmtFrac(r));
    const impA = fmtFrac(a);
    const impB = fmtFrac(b);
    const who = someone(rng, w);
    const eq = `(${impA} ÷ ${impB} = ?)`;
    const cups = a.gt(1) ? 'cups' : 'cup';
    /** "3/4 de taza", "1 taza", "2 tazas". */
    const qty = (r: Rational, one: string, many: string): string => (r.isInteger() ? `${fmtFrac(r)} ${r.gt(1) ? many : one}` : `${fmtFrac(r)} de ${one}`);
    const text = w.es
      ? d === 1
        ? rng.pick([
            `¿Cuántos ${impB} caben en ${impA}? ${eq}`,
            `¿Cuántas veces cabe ${impB} en ${impA}? ${eq}`,
            `${who} tiene ${qty(a, 'taza', 'tazas')} de jugo y sirve vasos de ${impB} de taza cada uno. ¿Cuántos vasos puede llenar? ${eq}`,
            `Un listón mide ${qty(a, 'yarda', 'yardas')} de largo. ¿Cuántos pedazos de ${impB} de yarda se pueden cortar? ${eq}`,
            `Una vuelta a la pista mide ${impB} de milla. ¿Cuántas vueltas corre ${who} para recorrer ${qty(a, 'milla', 'millas')}? ${eq}`,
          ])
        : d === 4
          ? rng.pick([
              `Una porción de arroz es ${impB} de taza. ¿Cuántas porciones hay en ${impA} de taza de arroz?`,
              `${who} tiene ${impA} de taza de harina. Cada tanda de panqueques usa ${impB} de taza. ¿Cuántas tandas puede hacer?`,
              `Una lata tiene ${impA} de galón de pintura. Una capa en un panel de la cerca usa ${impB} de galón. ¿Cuántos paneles se pueden pintar?`,
              `Un sendero mide ${impA} de milla, con una banca cada ${impB} de milla. ¿Cuántos tramos de ${impB} de milla caben en el sendero?`,
              `Una jarra tiene ${impA} de litro de leche. ¿Cuántos vasos de ${impB} de litro se pueden servir?`,
            ])
          : calcQuestion(rng, `${show(a)} ÷ ${show(b)}`, '', w)
      : d === 1
        ? rng.pick([
            `How many ${impB}s are in ${impA}? ${eq}`,
            `How many times does ${impB} fit into ${impA}? ${eq}`,
            `${who} has ${impA} ${cups} of juice and pours glasses of ${impB} cup each. How many glasses can ${who} fill? ${eq}`,
            `A ribbon is ${impA} ${a.gt(1) ? 'yards' : 'yard'} long. How many pieces ${impB} yard long can be cut from it? ${eq}`,
            `One lap of a track is ${impB} mile. How many laps does ${who} run to go ${impA} ${a.gt(1) ? 'miles' : 'mile'}? ${eq}`,
          ])
        : d === 4
          ? rng.pick([
              `A serving of rice is ${impB} cup. How many servings are in ${impA} cup of rice?`,
              `${who} has ${impA} cup of flour. Each batch of pancakes uses ${impB} cup. How many batches can ${who} make?`,
              `A can holds ${impA} gallon of paint. One coat on a fence panel takes ${impB} gallon. How many panels can be painted?`,
              `A path is ${impA} mile long, with a bench every ${impB} mile. How many of those ${impB}-mile stretches fit in the path?`,
              `A jug holds ${impA} liter of milk. How many cups of ${impB} liter can be poured from it?`,
            ])
          : calcQuestion(rng, `${show(a)} ÷ ${show(b)}`);
    const flipFirst = Rational.ONE.div(a).mul(b);
    return bodyLoose(
      text,
      A.fraction(q),
      w.es ? [
        d === 5 ? `Escribe los dos como fracciones impropias: ${impA} ÷ ${impB}.` : 'Dividir entre una fracción es lo mismo que multiplicar por su recíproco.',
        `Dividir entre ${impB} es lo mismo que multiplicar por ${fmtFrac(recip)}.`,
        `Multiplica ${impA} × ${fmtFrac(recip)} y luego simplifica.`,
      ] : [
        d === 5 ? `Write both as improper fractions: ${impA} ÷ ${impB}.` : `Dividing by a fraction is the same as multiplying by its reciprocal.`,
        `Dividing by ${impB} is the same as multiplying by ${fmtFrac(recip)}.`,
        `Multiply ${impA} × ${fmtFrac(recip)}, then simplify.`,
      ],
      [
        w.t(`${d === 5 ? 'As improper fractions: ' : ''}${impA} ÷ ${impB} is ${impA} × ${fmtFrac(recip)}, multiplying by the reciprocal.`, `${d === 5 ? 'Como fracciones impropias: ' : ''}${impA} ÷ ${impB} es ${impA} × ${fmtFrac(recip)}: se multiplica por el recíproco.`),
        `${impA} × ${fmtFrac(recip)} = ${fmtFrac(a.mul(recip))}${fmtFrac(a.mul(recip)) === fmtMixed(q) ? '' : ` = ${fmtMixed(q)}`}.`,
        `${w.t('Check', 'Comprueba')}: ${fmtMixed(q)} × ${impB} = ${fmtFrac(q.mul(b))}.`,
      ],
      [
        mis(val(a.mul(b), 'frac'), 'multiplied-without-flipping', w.t(`Dividing means multiplying by the reciprocal: flip ${impB} before multiplying.`, `Dividir es multiplicar por el recíproco: voltea ${impB} antes de multiplicar.`)),
        mis(val(flipFirst, 'frac'), 'flipped-first', w.t('Flip the divisor (the second fraction), not the first one.', 'Voltea el divisor (la segunda fracción), no la primera.')),
      ],
    );
  },
};
