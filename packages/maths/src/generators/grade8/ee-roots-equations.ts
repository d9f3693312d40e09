import { Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator, UnitId } from '../../types.js';
import { par } from '../shared/expressions.js';
import { fmtDecOrFrac, fmtFrac, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { gcdN } from '../shared/number-theory.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { solveQuestion } from '../shared/solve-wording.js';
import { EN, type Words } from '../../language/index.js';

/** Squares and cubes to measure: what, its length unit (written and as a unit id). */
const SQUARES: { what: string; units: string; unit: UnitId }[] = [
  { what: 'garden', units: 'meters', unit: 'm' },
  { what: 'rug', units: 'feet', unit: 'ft' },
  { what: 'tile', units: 'inches', unit: 'in' },
  { what: 'photo', units: 'centimeters', unit: 'cm' },
];
const CUBES: { what: string; units: string; unit: UnitId }[] = [
  { what: 'box', units: 'inches', unit: 'in' },
  { what: 'water tank', units: 'feet', unit: 'ft' },
  { what: 'block', units: 'centimeters', unit: 'cm' },
];
/** The Spanish of SQUARES and CUBES, index for index: the thing with its article and shape, and the unit. */
const SQUARES_ES: { what: string; units: string }[] = [
  { what: 'Un jardín cuadrado', units: 'metros' },
  { what: 'Un tapete cuadrado', units: 'pies' },
  { what: 'Un azulejo cuadrado', units: 'pulgadas' },
  { what: 'Una foto cuadrada', units: 'centímetros' },
];
const CUBES_ES: { what: string; units: string }[] = [
  { what: 'Una caja en forma de cubo', units: 'pulgadas' },
  { what: 'Un tanque de agua en forma de cubo', units: 'pies' },
  { what: 'Un bloque en forma de cubo', units: 'centímetros' },
];

export const eeRootsEquations: SkillGenerator = {
  skillId: 'g8.ee.roots-equations',
  grade: 8,
  domain: 'ee',
  ccss: ['8.EE.A.2'],
  topic: 'Exponents & roots',
  subtopic: 'Square & cube roots',
  prereqs: ['g6.ee.exponents'],
  estTimeSec: times(15, 90),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    if (difficulty === 1) {
      const k = rng.int(2, 12);
      const p = k * k;
      // Half the time the square root is a square's side from its area (the same question in a picture).
      const si = rng.bool() ? rng.int(0, SQUARES.length - 1) : null;
      const square = si === null ? null : SQUARES[si]!;
      const sqEs = si === null ? null : SQUARES_ES[si]!;
      const answer: AnswerSpec = { format: 'integer', value: String(k), canonical: String(k), ...(square ? { unit: square.unit } : {}) };
      const m: Misconception[] = p % 2 === 0 ? [mis(String(p / 2), 'halved', w.t(`A square root is not half: ${p / 2} × ${p / 2} is not ${p}.`, `La raíz cuadrada no es la mitad: ${p / 2} × ${p / 2} no da ${p}.`))] : [];
      if (square) m.push(mis(String(p / 4), 'quartered', w.t(`Dividing the area by 4 gives a quarter of the area, not a side: the side times itself is ${p}.`, `Dividir el área entre 4 da un cuarto del área, no un lado: el lado por sí mismo da ${p}.`)));
      return bodyByFormat(
        square && sqEs ? w.t(`A square ${square.what} has an area of ${p} square ${square.units}. How long is each side?`, `${sqEs.what} tiene un área de ${p} ${sqEs.units} cuadrados. ¿Cuánto mide cada lado?`) : w.t(`What is √${p}?`, `¿Cuánto es √${p}?`),
        answer,
        [square ? w.t(`The side times itself is ${p}, so the side is √${p}. Which whole number times itself gives ${p}?`, `El lado por sí mismo da ${p}, así que el lado es √${p}. ¿Qué número entero multiplicado por sí mismo da ${p}?`) : w.t(`Which whole number times itself gives ${p}?`, `¿Qué número entero multiplicado por sí mismo da ${p}?`), w.t(`Try a few: ${k - 1} × ${k - 1} = ${(k - 1) ** 2}.`, `Prueba algunos: ${k - 1} × ${k - 1} = ${(k - 1) ** 2}.`), w.t(`${(k - 1) ** 2} is a little too small; try the next whole number.`, `${(k - 1) ** 2} se queda un poco corto; prueba con el siguiente número entero.`)],
        // The root is found in a step of its own, the last one, where the child fills it in.
        [w.t(`√${p} asks: what number times itself is ${p}?`, `√${p} pregunta: ¿qué número multiplicado por sí mismo da ${p}?`), `${k} × ${k} = ${p}.`, square && sqEs ? w.t(`Each side: ${k} ${square.units}.`, `Cada lado: ${k} ${sqEs.units}.`) : w.t(`So √${p} = ${k}.`, `Entonces √${p} = ${k}.`), w.t(`Check: ${k}² = ${p}.`, `Comprueba: ${k}² = ${p}.`)],
        m.filter((x) => x.value !== String(k)),
      );
    }
    if (difficulty === 2) {
      const bi = rng.bool(0.4) ? rng.int(0, CUBES.length - 1) : null;
      const box = bi === null ? null : CUBES[bi]!;
      const boxEs = bi === null ? null : CUBES_ES[bi]!;
      const k = rng.int(2, 10) * (!box && rng.bool(0.3) ? -1 : 1);
      const p = k * k * k;
      const answer: AnswerSpec = { format: 'integer', value: String(k), canonical: fmtDecOrFrac(k), ...(box ? { unit: box.unit } : {}) };
      const m: Misconception[] = [];
      if (p % 3 === 0) m.push(mis(fmtDecOrFrac(p / 3), 'divided-by-3', w.t(`A cube root is not a third: ${fmtDecOrFrac(p / 3)} × ${fmtDecOrFrac(p / 3)} × ${fmtDecOrFrac(p / 3)} is far from ${fmtInt(p)}.`, `La raíz cúbica no es la tercera parte: ${fmtDecOrFrac(p / 3)} × ${fmtDecOrFrac(p / 3)} × ${fmtDecOrFrac(p / 3)} queda muy lejos de ${fmtInt(p)}.`)));
      m.push(mis(fmtDecOrFrac(-k), 'sign-error', k < 0 ? w.t(`A negative number cubed is negative, so the cube root of ${fmtInt(p)} is negative.`, `Un número negativo al cubo es negativo, así que la raíz cúbica de ${fmtInt(p)} es negativa.`) : w.t(`${fmtDecOrFrac(-k)} cubed is negative, not ${fmtInt(p)}.`, `${fmtDecOrFrac(-k)} al cubo es negativo, no ${fmtInt(p)}.`)));
      const a = Math.abs(k);
      return bodyByFormat(
        box && boxEs ? w.t(`A cube-shaped ${box.what} has a volume of ${fmtInt(p)} cubic ${box.units}. How long is each edge?`, `${boxEs.what} tiene un volumen de ${fmtInt(p)} ${boxEs.units} cúbicos. ¿Cuánto mide cada arista?`) : w.t(`What is ∛${par(p)}?`, `¿Cuánto es ∛${par(p)}?`),
        answer,
        [box ? w.t(`The edge times itself three times is ${fmtInt(p)}, so the edge is ∛${fmtInt(p)}.`, `La arista multiplicada por sí misma tres veces da ${fmtInt(p)}, así que la arista es ∛${fmtInt(p)}.`) : w.t(`Which number times itself three times gives ${fmtInt(p)}?`, `¿Qué número multiplicado por sí mismo tres veces da ${fmtInt(p)}?`), w.t(`Try ${a - 1}: ${a - 1} × ${a - 1} × ${a - 1} = ${fmtInt((a - 1) ** 3)}.`, `Prueba con ${a - 1}: ${a - 1} × ${a - 1} × ${a - 1} = ${fmtInt((a - 1) ** 3)}.`), k < 0 ? w.t(`Find the cube root of ${fmtInt(-p)}, then think about the sign: a negative number cubed is negative.`, `Encuentra la raíz cúbica de ${fmtInt(-p)} y luego piensa en el signo: un número negativo al cubo es negativo.`) : w.t(`${fmtInt((a - 1) ** 3)} is too small; try the next whole number.`, `${fmtInt((a - 1) ** 3)} se queda corto; prueba con el siguiente número entero.`)],
        [w.t(`∛${par(p)} asks: what number cubed is ${fmtInt(p)}?`, `∛${par(p)} pregunta: ¿qué número al cubo da ${fmtInt(p)}?`), `${par(k)} × ${par(k)} × ${par(k)} = ${fmtInt(p)}.`, w.t(`So ∛${par(p)} = ${fmtDecOrFrac(k)}${box ? ` and each edge is ${k} ${box.units}` : ''}.`, `Entonces ∛${par(p)} = ${fmtDecOrFrac(k)}${boxEs ? ` y cada arista mide ${k} ${boxEs.units}` : ''}.`), w.t(`Check: ${par(k)}³ = ${fmtInt(p)}.`, `Comprueba: ${par(k)}³ = ${fmtInt(p)}.`)],
        m,
      );
    }
    if (difficulty === 4) {
      const k = rng.int(2, 10) * (rng.bool(0.4) ? -1 : 1);
      const p = k * k * k;
      // Half the time a number is added to or taken from x³ first: two steps, the same cube root.
      const c = rng.bool() ? rng.int(1, 30) * (rng.bool() ? 1 : -1) : 0;
      const lhs = c === 0 ? 'x³' : `x³ ${c > 0 ? '+' : '−'} ${Math.abs(c)}`;
      const undo = c > 0 ? w.t(`Subtract ${c} from both sides`, `Resta ${c} en los dos lados`) : w.t(`Add ${-c} to both sides`, `Suma ${-c} en los dos lados`);
      const answer: AnswerSpec = { format: 'solution', variable: 'x', value: String(k), canonical: `x = ${fmtDecOrFrac(k)}` };
      const m: Misconception[] = [mis(`x = ${fmtDecOrFrac(-k)}`, 'sign-error', k < 0 ? w.t('A negative number cubed stays negative, so x is negative.', 'Un número negativo al cubo sigue siendo negativo, así que x es negativo.') : w.t('A negative number cubed is negative, so x must be positive here.', 'Un número negativo al cubo es negativo, así que aquí x tiene que ser positivo.'))];
      if (p % 3 === 0) m.push(mis(`x = ${fmtDecOrFrac(p / 3)}`, 'divided-by-3', w.t('Undo a cube with a cube root, not by dividing by 3.', 'Deshaz el cubo con una raíz cúbica, no dividiendo entre 3.')));
      m.push(mis(`${fmtDecOrFrac(k)}, ${fmtDecOrFrac(-k)}`, 'two-cube-roots', w.t(`x³ has only one real solution: ${par(-k)}³ = ${fmtInt(-p)}, not ${fmtInt(p)}.`, `x³ tiene una sola solución real: ${par(-k)}³ = ${fmtInt(-p)}, no ${fmtInt(p)}.`)));
      return bodyByFormat(
        solveQuestion(rng, 'x', `${lhs} = ${fmtInt(p + c)}`, w),
        answer,
        c === 0
          ? [w.t('Undo cubing by taking the cube root of both sides.', 'Deshaz el cubo sacando la raíz cúbica de los dos lados.'), `x = ∛${par(p)}.`, w.t(`Which number times itself three times is ${fmtInt(p)}? Watch the sign.`, `¿Qué número multiplicado por sí mismo tres veces da ${fmtInt(p)}? Fíjate en el signo.`)]
          : [w.t(`First get x³ alone: ${undo.toLowerCase()}.`, `Primero deja x³ sola: ${undo.toLowerCase()}.`), w.t('Then undo cubing by taking the cube root of both sides.', 'Luego deshaz el cubo sacando la raíz cúbica de los dos lados.'), w.t('Which number times itself three times is what you found? Watch the sign.', '¿Qué número multiplicado por sí mismo tres veces da lo que encontraste? Fíjate en el signo.')],
        [
          ...(c === 0 ? [] : [`${undo}: x³ = ${fmtInt(p + c)} ${c > 0 ? '−' : '+'} ${Math.abs(c)} = ${fmtInt(p)}.`]),
          w.t(`Take the cube root of both sides: x = ∛${par(p)}.`, `Saca la raíz cúbica de los dos lados: x = ∛${par(p)}.`),
          `${par(k)} × ${par(k)} × ${par(k)} = ${fmtInt(p)}.`,
          w.t(`So x = ${fmtDecOrFrac(k)} (the only solution: a cube keeps the sign).`, `Entonces x = ${fmtDecOrFrac(k)} (la única solución: el cubo conserva el signo).`),
          w.t(`Check: ${par(k)}³${c === 0 ? '' : ` ${c > 0 ? '+' : '−'} ${Math.abs(c)}`} = ${fmtInt(p + c)}.`, `Comprueba: ${par(k)}³${c === 0 ? '' : ` ${c > 0 ? '+' : '−'} ${Math.abs(c)}`} = ${fmtInt(p + c)}.`),
        ],
        m,
      );
    }
    // d3: x² = k² (k up to 20, or whole tens); d5: x² = a²/b²
    let root: Rational;
    if (difficulty === 3) root = Rational.of(rng.bool(0.75) ? rng.int(2, 20) : 10 * rng.int(3, 9));
    else {
      let a = rng.int(1, 9);
      const b = rng.int(2, 12);
      if (gcdN(a, b) !== 1 || a === b) a = 1;
      root = Rational.of(a, b);
    }
    const p = root.mul(root);
    const r = fmtFrac(root);
    const answer: AnswerSpec = {
      format: 'list',
      values: [root.toString(), root.neg().toString()],
      allowPm: true,
      canonical: `${r}, ${fmtFrac(root.neg())}`,
    };
    const m: Misconception[] = [
      mis(r, 'missed-negative-root', w.t(`${fmtFrac(root.neg())} also works: ${par(root.neg(), fmtFrac)} × ${par(root.neg(), fmtFrac)} = ${fmtFrac(p)}.`, `${fmtFrac(root.neg())} también funciona: ${par(root.neg(), fmtFrac)} × ${par(root.neg(), fmtFrac)} = ${fmtFrac(p)}.`)),
      mis(fmtFrac(p.div(2)), 'halved', w.t(`Squaring is not doubling, so undo it with a square root, not by halving.`, `Elevar al cuadrado no es duplicar, así que se deshace con una raíz cuadrada, no sacando la mitad.`)),
    ];
    if (!root.isInteger()) m.push(mis(`${fmtFrac(p.div(2))}, ${fmtFrac(p.div(2).neg())}`, 'halved', w.t('Undo squaring with a square root, not by halving.', 'Deshaz el cuadrado con una raíz cuadrada, no sacando la mitad.')));
    return bodyByFormat(
      rng.pick(w.es ? [
        `Resuelve x² = ${fmtFrac(p)}. Da todas las soluciones.`,
        `Encuentra todos los valores de x con x² = ${fmtFrac(p)}.`,
        `${someone(rng, w)} dice que x² = ${fmtFrac(p)}. ¿Cuáles son todos los valores de x?`,
        `¿Qué números x hacen que x² = ${fmtFrac(p)} sea cierto? Da todas las soluciones.`,
        `Resuelve la ecuación x² = ${fmtFrac(p)} para x. Da todas las soluciones.`,
      ] : [
        `Solve x² = ${fmtFrac(p)}. Give every solution.`,
        `Find every x with x² = ${fmtFrac(p)}.`,
        `${someone(rng)} says x² = ${fmtFrac(p)}. What are all the values of x?`,
        `Which numbers x make x² = ${fmtFrac(p)} true? Give every solution.`,
        `Solve the equation x² = ${fmtFrac(p)} for x. Give every solution.`,
      ]),
      answer,
      [w.t(`Which number times itself gives ${fmtFrac(p)}?`, `¿Qué número multiplicado por sí mismo da ${fmtFrac(p)}?`), root.isInteger() ? w.t(`Take the square root of ${fmtFrac(p)}.`, `Saca la raíz cuadrada de ${fmtFrac(p)}.`) : w.t(`Take the square root of the top and the bottom: √${p.num} and √${p.den}.`, `Saca la raíz cuadrada del numerador y del denominador: √${p.num} y √${p.den}.`), w.t('Is there a negative number that also works?', '¿Hay un número negativo que también funcione?')],
      [
        w.t(`x² = ${fmtFrac(p)} means x × x = ${fmtFrac(p)}.`, `x² = ${fmtFrac(p)} quiere decir x × x = ${fmtFrac(p)}.`),
        root.isInteger() ? `${r} × ${r} = ${fmtFrac(p)}.` : w.t(`√${p.num} = ${root.num} and √${p.den} = ${root.den}, so ${r} × ${r} = ${fmtFrac(p)}.`, `√${p.num} = ${root.num} y √${p.den} = ${root.den}, así que ${r} × ${r} = ${fmtFrac(p)}.`),
        w.t(`A negative times a negative is positive, so ${par(root.neg(), fmtFrac)} × ${par(root.neg(), fmtFrac)} = ${fmtFrac(p)} too.`, `Un negativo por un negativo da positivo, así que ${par(root.neg(), fmtFrac)} × ${par(root.neg(), fmtFrac)} = ${fmtFrac(p)} también.`),
        w.t(`x = ${r} or x = ${fmtFrac(root.neg())}.`, `x = ${r} o x = ${fmtFrac(root.neg())}.`),
        w.t(`Check: both squares equal ${fmtFrac(p)}.`, `Comprueba: los dos cuadrados dan ${fmtFrac(p)}.`),
      ],
      m,
    );
  },
};
