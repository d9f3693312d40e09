import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { Rational } from '../../rational.js';
import { fracAnswer } from '../shared/answers.js';
import { rat } from '../shared/arithmetic.js';
import { fmtInt, fmtMixed, fmtMixedPlain } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { calcQuestion, someone } from '../shared/wording.js';

const DENS = [2, 3, 4, 5, 6, 8];
import { EN, type Words } from '../../language/index.js';

export const nfMultiplyFractions: SkillGenerator = {
  skillId: 'g5.nf.multiply-fractions',
  grade: 5,
  domain: 'nf',
  ccss: ['5.NF.B.4', '5.NF.B.6'],
  topic: 'Fractions',
  subtopic: 'Multiply fractions & mixed numbers',
  prereqs: ['g4.nf.multiply-fraction-by-whole'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    let x: Rational, y: Rational;
    let area = false;
    const b = rng.pick(DENS), d = rng.pick(DENS);
    if (difficulty === 1) { x = rat(1, b); y = rat(1, d === b ? d + 1 : d); }
    else if (difficulty === 2) { x = rat(rng.int(1, b - 1), b); y = rat(rng.int(1, d - 1), d); if (x.num === 1n && y.num === 1n) x = rat(b - 1, b); }
    else if (difficulty === 3) {
      x = rat(rng.int(2, b), b + 1);
      if (x.num === 1n) x = rat(2, 3);
      y = rat(Number(x.den) * rng.int(2, 8));
    } else {
      x = rat(rng.int(1, 4)).add(rat(rng.int(1, b - 1), b));
      y = difficulty === 4 && rng.bool(0.4) ? rat(rng.int(2, 9)) : rat(rng.int(1, 3)).add(rat(rng.int(1, d - 1), d));
      area = difficulty === 4;
    }
    if (x.isInteger() && y.isInteger()) y = y.add(rat(1, 2));
    const ans = x.mul(y);
    const answer = fracAnswer(ans, 'required', undefined, area ? 'ft2' : null);
    const sx = fmtMixed(x), sy = fmtMixed(y);
    const ix = `${x.num}/${x.den}`, iy = y.isInteger() ? `${y.num}/1` : `${y.num}/${y.den}`;
    const N = x.num * y.num, D = x.den * y.den;
    const wholeParts = !x.isInteger() && !y.isInteger() && x.gt(1) && y.gt(1)
      ? rat(x.floor() * y.floor()).add(x.sub(rat(x.floor())).mul(y.sub(rat(y.floor()))))
      : null;
    const who = someone(rng, w);
    const N3 = fmtInt(y.num);
    const text = w.es
      ? area
        ? rng.pick([
            `Un rectángulo mide ${sx} pies de largo y ${sy} pies de ancho. ¿Cuál es su área en pies cuadrados?`,
            `Una alfombra mide ${sx} pies de largo y ${sy} pies de ancho. ¿Cuál es su área en pies cuadrados?`,
            `El huerto de ${who} es un rectángulo de ${sx} pies por ${sy} pies. ¿Cuántos pies cuadrados ocupa?`,
            `Un cartel mide ${sx} pies por ${sy} pies. Encuentra su área en pies cuadrados.`,
            `La tabla de una mesa rectangular mide ${sx} pies de largo y ${sy} pies de ancho. ¿Cuál es su área en pies cuadrados?`,
          ])
        : difficulty === 3
          ? rng.pick([
              `¿Cuánto es ${sx} de ${N3}?`,
              `Encuentra ${sx} de ${N3}.`,
              `${who} tiene ${N3} canicas y le regala ${sx} de ellas a un amigo. ¿Cuántas canicas regala ${who}?`,
              `Una clase tiene ${N3} estudiantes y ${sx} de ellos caminan a la escuela. ¿Cuántos estudiantes caminan a la escuela?`,
              `Una granja tiene ${N3} gallinas y ${sx} de ellas son cafés. ¿Cuántas gallinas son cafés?`,
            ])
          : calcQuestion(rng, `${sx} × ${sy}`, '', w)
      : area
      ? rng.pick([
          `A rectangle is ${sx} ft long and ${sy} ft wide. What is its area in square feet?`,
          `A rug is ${sx} ft long and ${sy} ft wide. What is its area in square feet?`,
          `${who}'s garden bed is a rectangle ${sx} ft by ${sy} ft. How many square feet does it cover?`,
          `A poster measures ${sx} ft by ${sy} ft. Find its area in square feet.`,
          `A rectangular table top is ${sx} ft long and ${sy} ft wide. What is its area, in square feet?`,
        ])
      : difficulty === 3
        ? rng.pick([
            `What is ${sx} of ${N3}?`,
            `Find ${sx} of ${N3}.`,
            `${who} has ${N3} marbles and gives ${sx} of them to a friend. How many marbles does ${who} give away?`,
            `A class has ${N3} students, and ${sx} of them walk to school. How many students walk to school?`,
            `A farm has ${N3} hens, and ${sx} of them are brown. How many hens are brown?`,
          ])
        : calcQuestion(rng, `${sx} × ${sy}`);
    return {
      question: { text },
      answer,
      hints: hints(
        difficulty >= 4
          ? w.t(`Change the mixed numbers to improper fractions: ${ix} × ${iy}.`, `Convierte los números mixtos en fracciones impropias: ${ix} × ${iy}.`)
          : difficulty === 3
            ? w.t(`"${sx} of ${y.num}" means ${sx} × ${y.num}.`, `"${sx} de ${y.num}" quiere decir ${sx} × ${y.num}.`)
            : w.t('Multiply the numerators, and multiply the denominators.', 'Multiplica los numeradores y multiplica los denominadores.'),
        w.t(`Multiply the numerators ${x.num} × ${y.num}, then the denominators ${x.den} × ${y.den}.`, `Multiplica los numeradores ${x.num} × ${y.num} y luego los denominadores ${x.den} × ${y.den}.`),
        w.t('Then simplify: divide the top and the bottom by their greatest common factor.', 'Luego simplifica: divide el numerador y el denominador entre su máximo común divisor.'),
      ),
      explanation: [
        ...(difficulty >= 4 ? [`${sx} = ${ix} ${w.t('and', 'y')} ${sy} = ${iy}.`] : []),
        w.t(`Numerators: ${x.num} × ${y.num} = ${N}; denominators: ${x.den} × ${y.den} = ${D}.`, `Numeradores: ${x.num} × ${y.num} = ${N}; denominadores: ${x.den} × ${y.den} = ${D}.`),
        w.t(`${ix} × ${iy} = ${N}/${D}${`${N}/${D}` === answer.canonical ? '' : ` = ${answer.canonical}`} in simplest form${area ? ' square feet' : ''}.`, `${ix} × ${iy} = ${N}/${D}${`${N}/${D}` === answer.canonical ? '' : ` = ${answer.canonical}`}${area ? ' pies cuadrados' : ''} en su forma más simple.`),
        `${w.t('Check', 'Comprueba')}: ${answer.canonical} ÷ ${sy} = ${sx}.`,
      ],
      misconceptions: misconceptions(answer, [
        [wholeParts ? fmtMixedPlain(wholeParts) : null, 'multiplied-parts-separately', w.t('Multiplying the whole numbers and the fractions separately misses two partial products. Use improper fractions.', 'Si multiplicas los enteros y las fracciones por separado, te faltan dos productos parciales. Usa fracciones impropias.')],
        [!y.isInteger() ? `${x.num * y.den}/${x.den * y.num}` : null, 'cross-multiplied', w.t('For multiplication, multiply top × top and bottom × bottom.', 'Para multiplicar, multiplica numerador × numerador y denominador × denominador.')],
        [fmtMixedPlain(x.add(y)), 'added', w.t('This is multiplication, not addition.', 'Esto es una multiplicación, no una suma.')],
        [y.isInteger() ? `${x.num * y.num}/${x.den * y.num}` : null, 'multiplied-denominator-too', w.t(`Multiplying by ${y.num} multiplies only the numerator (${y.num} = ${y.num}/1).`, `Multiplicar por ${y.num} multiplica solo el numerador (${y.num} = ${y.num}/1).`)],
      ]),
    };
  },
};
