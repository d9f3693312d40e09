import { R, Rational } from '../../rational.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtDec, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { calcQuestion } from '../shared/wording.js';

const dec = (rng: Rng, lo: number, hi: number, places: number) => {
  let v = rat(rng.int(lo, hi), 10 ** places);
  if (v.mul(10 ** (places - 1)).isInteger()) v = v.add(rat(1, 10 ** places));
  return v;
};

export const nsDecimalFluency: SkillGenerator = {
  skillId: 'g6.ns.decimal-fluency',
  grade: 6,
  domain: 'ns',
  ccss: ['6.NS.B.3'],
  topic: 'Decimals',
  subtopic: 'All four operations with decimals',
  prereqs: ['g5.nbt.decimal-divide'],
  estTimeSec: times(20, 120),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    let a: Rational;
    let b: Rational;
    let op: '+' | '−' | '×' | '÷';
    if (d === 1) {
      a = dec(rng, 11, 99, 1);
      b = dec(rng, 101, 999, 2);
      op = rng.bool() ? '+' : '−';
      if (op === '−' && a.lt(b)) [a, b] = [b, a];
    } else if (d === 2) {
      a = dec(rng, 101, 999, 2);
      b = dec(rng, 2, 9, 1);
      op = '×';
    } else if (d === 3) {
      b = R(rng.pick([4, 8, 5, 25, 16]));
      a = dec(rng, 11, 99, 1);
      op = '÷';
    } else if (d === 4) {
      a = dec(rng, 1001, 9999, 3);
      b = R(rng.int(2, 9));
      if (rng.bool()) b = dec(rng, 2, 9, 1);
      op = '×';
    } else {
      b = dec(rng, 12, 99, 2);
      const q = dec(rng, 11, 99, 1);
      a = q.mul(b);
      op = '÷';
    }
    const ans = op === '+' ? a.add(b) : op === '−' ? a.sub(b) : op === '×' ? a.mul(b) : a.div(b);
    const places = (r: Rational) => {
      let p = 0;
      while (!r.mul(10 ** p).isInteger()) p++;
      return p;
    };
    const pa = places(a);
    const pb = places(b);
    const hints: [string, string, string] =
      op === '+' || op === '−'
        ? w.t(['Line up the decimal points.', `Write ${fmtDec(a)} as ${fmtDec(a, Math.max(pa, pb))} so both have ${Math.max(pa, pb)} decimal places.`, `${op === '+' ? 'Add' : 'Subtract'} as with whole numbers, then put the point back in line.`], ['Alinea los puntos decimales.', `Escribe ${fmtDec(a)} como ${fmtDec(a, Math.max(pa, pb))} para que los dos tengan ${Math.max(pa, pb)} lugares decimales.`, `${op === '+' ? 'Suma' : 'Resta'} como con números enteros y luego pon el punto en la misma columna.`])
        : op === '×'
          ? [w.t('Multiply as if there were no decimal points, then place the point.', 'Multiplica como si no hubiera puntos decimales y luego coloca el punto.'), `${fmtDec(a.mul(10 ** pa))} × ${fmtDec(b.mul(10 ** pb))} = ${fmtDec(a.mul(10 ** pa).mul(b.mul(10 ** pb)))}.`, (pa === 0 || pb === 0 ? w.t(`Only one factor has decimal places: ${pa + pb} in all; count that many places from the right.`, `Solo un factor tiene lugares decimales: ${pa + pb} en total; cuenta esa cantidad de lugares desde la derecha.`) : w.t(`The factors have ${pa} + ${pb} = ${pa + pb} decimal places in all; count that many places from the right.`, `Los factores tienen ${pa} + ${pb} = ${pa + pb} lugares decimales en total; cuenta esa cantidad de lugares desde la derecha.`))]
          : pb === 0
            ? w.t(['Divide as with whole numbers, keeping the decimal point lined up.', `Add zeros after ${fmtDec(a)} if you need them: ${fmtDec(a, pa + 2)}.`, `Divide ${fmtDec(a, pa + 2)} by ${fmtDec(b)} digit by digit.`], ['Divide como con números enteros, con el punto decimal alineado.', `Agrega ceros después de ${fmtDec(a)} si los necesitas: ${fmtDec(a, pa + 2)}.`, `Divide ${fmtDec(a, pa + 2)} entre ${fmtDec(b)} dígito por dígito.`])
            : [w.t(`Multiply both numbers by ${10 ** pb} so the divisor is whole: ${fmtDec(a.mul(10 ** pb))} ÷ ${fmtDec(b.mul(10 ** pb))}.`, `Multiplica los dos números por ${10 ** pb} para que el divisor sea entero: ${fmtDec(a.mul(10 ** pb))} ÷ ${fmtDec(b.mul(10 ** pb))}.`), `${fmtDec(b.mul(10 ** pb))} × ${ans.floor()} = ${fmtDec(b.mul(10 ** pb).mul(Number(ans.floor())))}, ${w.t('leaving', 'y sobran')} ${fmtDec(a.mul(10 ** pb).sub(b.mul(10 ** pb).mul(Number(ans.floor()))))}.`, w.t(`How many more ${fmtDec(b.mul(10 ** pb))}s (or tenths of one) fit into what is left?`, `¿Cuántas veces más cabe ${fmtDec(b.mul(10 ** pb))} (o cuántos décimos de ${fmtDec(b.mul(10 ** pb))}) en lo que sobra?`)];
    const explanation = [
      op === '×'
        ? w.t(`${pa + pb} decimal places in the factors, so the product has as many.`, `Los factores tienen ${pa + pb} lugares decimales en total, así que el producto tiene los mismos.`)
        : op === '÷' && pb > 0
          ? w.t(`Multiply both numbers by ${10 ** pb} so the divisor is whole: the quotient stays the same.`, `Multiplica los dos números por ${10 ** pb} para que el divisor sea entero: el cociente no cambia.`)
          : op === '÷'
            ? w.t('Divide digit by digit, keeping the decimal point of the quotient above the one in the dividend.', 'Divide dígito por dígito, con el punto decimal del cociente justo arriba del punto del dividendo.')
            : `${w.t('Line up the decimal points', 'Alinea los puntos decimales')}: ${fmtDec(a, Math.max(pa, pb))} ${op} ${fmtDec(b, Math.max(pa, pb))}.`,
      op === '÷' && pb > 0 ? `${fmtDec(a.mul(10 ** pb))} ÷ ${fmtDec(b.mul(10 ** pb))} = ${fmtDec(ans)}.` : `${fmtDec(a)} ${op} ${fmtDec(b)} = ${fmtDec(ans)}.`,
      `${w.t('Check', 'Comprueba')}: ${op === '+' ? `${fmtDec(ans)} − ${fmtDec(b)} = ${fmtDec(a)}` : op === '−' ? `${fmtDec(ans)} + ${fmtDec(b)} = ${fmtDec(a)}` : op === '×' ? `${fmtDec(ans)} ÷ ${fmtDec(b)} = ${fmtDec(a)}` : `${fmtDec(ans)} × ${fmtDec(b)} = ${fmtDec(a)}`}.`,
    ];
    const wrong: Rational[] = [ans.mul(10), ans.div(10)];
    const misList = [
      mis(val(wrong[0]!, 'dec'), 'decimal-point-misplaced', w.t('Check where the decimal point goes: estimate first.', 'Revisa dónde va el punto decimal: primero estima.')),
      mis(val(wrong[1]!, 'dec'), 'decimal-point-misplaced', w.t('Check where the decimal point goes: estimate first.', 'Revisa dónde va el punto decimal: primero estima.')),
    ];
    return bodyLoose(calcQuestion(rng, `${fmtDec(a)} ${op} ${fmtDec(b)}`, '', w), A.decimal(ans), hints, explanation, misList);
  },
};
