import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { EN, type Words } from '../../language/index.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

/** A text in English and in Spanish. */
type Pair = readonly [en: string, es: string];

/**
 * A shape; `name` may draw its own measurements or an everyday object, so each difficulty has well over 25
 * distinct problems (docs/maths/curriculum.md, "Variety"). Measurements never change the answer, and a
 * name draws the same way in both languages.
 */
interface Shape { name: Pair | ((rng: Rng, w: Words) => string); lines: number; how: Pair; wrong: [number, Pair][] }
const S = (name: Shape['name'], lines: number, how: Pair, wrong: [number, Pair][] = []): Shape => ({ name, lines, how, wrong });
const cm = (rng: Rng, lo = 3, hi = 12) => `${rng.int(lo, hi)} cm`;
const two = (rng: Rng): [number, number] => {
  const [a, b] = rng.shuffle([3, 4, 5, 6, 7, 8, 9, 10, 12]).slice(0, 2) as [number, number];
  return [Math.max(a, b), Math.min(a, b)];
};
const letter = (l: string, lines: number, how: Pair, wrong: [number, Pair][]) => S([`the capital letter ${l}`, `la letra ${l} mayúscula`], lines, how, wrong);
const ONE_UP: Pair = ['only the up-and-down fold works', 'solo funciona el doblez vertical, de arriba abajo'];
const ONE_ACROSS: Pair = ['only the side-to-side fold (across the middle) works', 'solo funciona el doblez horizontal (por en medio)'];
const NONE: Pair = ['no fold matches', 'ningún doblez coincide'];
const LETTERS_ONE = [
  ...['A', 'M', 'T', 'U', 'V', 'W', 'Y'].map((l) => letter(l, 1, ONE_UP, [[2, [`A ${l} folded across the middle does not match.`, `Una ${l} doblada de forma horizontal no coincide.`]]])),
  ...['B', 'C', 'D', 'E', 'K'].map((l) => letter(l, 1, ONE_ACROSS, [[2, [`A ${l} folded up and down does not match.`, `Una ${l} doblada de arriba abajo no coincide.`]]])),
];
const LETTERS_TWO = ['H', 'I', 'X'].map((l) => letter(l, 2, ['an up-and-down fold and a side-to-side fold both work', 'funcionan un doblez vertical y uno horizontal'], [[1, [`${l} also folds onto itself top to bottom.`, `La ${l} también se dobla sobre sí misma de arriba abajo.`]]]));
const LETTERS_NONE = ['F', 'G', 'J', 'L', 'P', 'R'].map((l) => letter(l, 0, NONE, [[1, [`Try it: the two halves of the ${l} never match when folded.`, `Pruébalo: las dos mitades de la ${l} nunca coinciden al doblarla.`]]]));

const RECT_HOW: Pair = ['the two folds through the middles of opposite sides work; the diagonals do not', 'funcionan los dos dobleces que pasan por la mitad de lados opuestos; las diagonales no'];
const RECT_WRONG: Pair = ['The diagonals of a non-square rectangle are not fold lines.', 'Las diagonales de un rectángulo que no es cuadrado no son ejes de simetría.'];
const SQUARE_HOW: Pair = ['two folds through the middles of opposite sides and two folds along the diagonals', 'dos dobleces por la mitad de lados opuestos y dos dobleces por las diagonales'];
const SQUARE_WRONG: Pair = ['The diagonals of a square are fold lines too.', 'Las diagonales de un cuadrado también son ejes de simetría.'];
const CORNER_HOW: Pair = ['a fold from each corner to the middle of the opposite side', 'un doblez desde cada esquina hasta la mitad del lado opuesto'];
const EQUI_WRONG: Pair = ['Every corner of an equilateral triangle has a fold line.', 'Cada esquina de un triángulo equilátero tiene un eje de simetría.'];
const ISO_WRONG: Pair = ['Only the fold between the two equal sides works.', 'Solo funciona el doblez entre los dos lados iguales.'];
const SCALENE_HOW: Pair = ['no fold matches the shape', 'ningún doblez hace coincidir la figura'];
const SCALENE_WRONG: Pair = ['With no equal sides, no fold can match.', 'Sin lados iguales, ningún doblez puede coincidir.'];
const KITE_HOW: Pair = ['only the fold through the corners between the equal sides works', 'solo funciona el doblez que pasa por las esquinas entre los lados iguales'];
const KITE_WRONG: Pair = ['Only one diagonal of a kite is a fold line.', 'Solo una diagonal de un papalote es eje de simetría.'];
const RHOMBUS_HOW: Pair = ['the two diagonals are the fold lines', 'las dos diagonales son los ejes de simetría'];
const RHOMBUS_WRONG: Pair = ['Folds through the middles of the sides do not work for a rhombus.', 'Los dobleces por la mitad de los lados no funcionan en un rombo.'];
const PARA_HOW: Pair = ['no fold matches the shape exactly', 'ningún doblez hace coincidir la figura exactamente'];
const PARA_WRONG: Pair = ['Folding a slanted parallelogram in half never matches the edges.', 'Si doblas a la mitad un paralelogramo inclinado, los bordes nunca coinciden.'];
const HEX_HOW: Pair = ['three folds through opposite corners and three through the middles of opposite sides', 'tres dobleces por esquinas opuestas y tres por la mitad de lados opuestos'];
const HEX_WRONG: Pair = ['There are also 3 folds through the middles of opposite sides.', 'También hay 3 dobleces por la mitad de lados opuestos.'];
const OCT_HOW: Pair = ['four folds through opposite corners and four through the middles of opposite sides', 'cuatro dobleces por esquinas opuestas y cuatro por la mitad de lados opuestos'];
const OCT_WRONG: Pair = ['There are also 4 folds through the middles of opposite sides.', 'También hay 4 dobleces por la mitad de lados opuestos.'];
const PENT_WRONG: Pair = ['Every corner of a regular pentagon has a fold line.', 'Cada esquina de un pentágono regular tiene un eje de simetría.'];

const RECT_M = S((rng, w) => {
  const [l, wd] = two(rng);
  return rng.bool()
    ? w.t(`a rectangle ${l} cm long and ${wd} cm wide`, `un rectángulo de ${l} cm de largo y ${wd} cm de ancho`)
    : rng.pick(w.t(['a playing card (a rectangle that is not a square)', 'a door (a rectangle that is not a square)', 'a dollar bill (a rectangle that is not a square)'], ['una carta de baraja (un rectángulo que no es cuadrado)', 'una puerta (un rectángulo que no es cuadrado)', 'un billete de un dólar (un rectángulo que no es cuadrado)']));
}, 2, RECT_HOW, [[4, RECT_WRONG]]);
const SQUARE_M = S((rng, w) => (rng.bool() ? w.t(`a square with sides of ${cm(rng)}`, `un cuadrado con lados de ${cm(rng)}`) : rng.pick(w.t(['a square sticky note', 'a square floor tile', 'a square napkin'], ['una nota adhesiva cuadrada', 'una loseta cuadrada', 'una servilleta cuadrada']))), 4, SQUARE_HOW, [[2, SQUARE_WRONG]]);
const EQUI_M = S((rng, w) => (rng.bool() ? w.t(`an equilateral triangle with sides of ${cm(rng)}`, `un triángulo equilátero con lados de ${cm(rng)}`) : w.t('a yield sign (an equilateral triangle)', 'una señal de ceda el paso (un triángulo equilátero)')), 3, CORNER_HOW, [[1, EQUI_WRONG]]);
const ISO_M = S((rng, w) => { const [a, b] = two(rng); return w.t(`an isosceles triangle with sides of ${a} cm, ${a} cm and ${b} cm`, `un triángulo isósceles con lados de ${a} cm, ${a} cm y ${b} cm`); }, 1, ['the only fold goes from the corner between the equal sides to the middle of the opposite side', 'el único doblez va desde la esquina entre los lados iguales hasta la mitad del lado opuesto'], [[3, ISO_WRONG]]);
const SCALENE_M = S((rng, w) => { const a = rng.int(3, 8); return w.t(`a scalene triangle with sides of ${a} cm, ${a + 1} cm and ${a + 2} cm`, `un triángulo escaleno con lados de ${a} cm, ${a + 1} cm y ${a + 2} cm`); }, 0, SCALENE_HOW, [[1, SCALENE_WRONG]]);
const KITE_M = S((rng, w) => { const [a, b] = two(rng); return w.t(`a kite with two sides of ${b} cm next to each other and two sides of ${a} cm next to each other`, `un papalote con dos lados de ${b} cm, uno junto al otro, y dos lados de ${a} cm, uno junto al otro`); }, 1, KITE_HOW, [[2, KITE_WRONG]]);
const RHOMBUS_M = S((rng, w) => { const side = cm(rng); const i = rng.int(0, 3); return w.t(`a rhombus with sides of ${side} and angles of ${['60° and 120°', '50° and 130°', '70° and 110°', '40° and 140°'][i]}`, `un rombo con lados de ${side} y ángulos de ${['60° y 120°', '50° y 130°', '70° y 110°', '40° y 140°'][i]}`); }, 2, RHOMBUS_HOW, [[4, RHOMBUS_WRONG]]);
const PARA_M = S((rng, w) => { const [a, b] = two(rng); const i = rng.int(0, 2); return w.t(`a parallelogram with sides of ${a} cm and ${b} cm and angles of ${['60° and 120°', '50° and 130°', '70° and 110°'][i]}`, `un paralelogramo con lados de ${a} cm y ${b} cm y ángulos de ${['60° y 120°', '50° y 130°', '70° y 110°'][i]}`); }, 0, PARA_HOW, [[2, PARA_WRONG]]);
const HEX_M = S((rng, w) => (rng.bool() ? w.t(`a regular hexagon with sides of ${cm(rng)}`, `un hexágono regular con lados de ${cm(rng)}`) : w.t('a honeycomb cell (a regular hexagon)', 'una celda de un panal (un hexágono regular)')), 6, HEX_HOW, [[3, HEX_WRONG]]);
const OCT_M = S((rng, w) => (rng.bool() ? w.t(`a regular octagon with sides of ${cm(rng)}`, `un octágono regular con lados de ${cm(rng)}`) : w.t('a stop sign (a regular octagon)', 'una señal de alto (un octágono regular)')), 8, OCT_HOW, [[4, OCT_WRONG]]);
const PENT_M = S((rng, w) => w.t(`a regular pentagon with sides of ${cm(rng)}`, `un pentágono regular con lados de ${cm(rng)}`), 5, CORNER_HOW, [[0, PENT_WRONG]]);

const ISO = S(['an isosceles triangle (two equal sides)', 'un triángulo isósceles (dos lados iguales)'], 1, ['the only fold goes from the top corner between the equal sides to the middle of the base', 'el único doblez va desde la esquina de arriba, entre los lados iguales, hasta la mitad de la base'], [[3, ISO_WRONG]]);
const HEART = S(['a heart shape', 'un corazón'], 1, ['only the fold down the middle works', 'solo funciona el doblez por en medio, de arriba abajo'], [[2, ['Folding a heart across the middle does not match the top and bottom.', 'Si doblas un corazón de forma horizontal, la parte de arriba y la de abajo no coinciden.']]]);
const KITE = S(['a kite (two pairs of equal sides next to each other)', 'un papalote (dos pares de lados iguales, uno junto al otro)'], 1, KITE_HOW, [[2, KITE_WRONG]]);
const LETTER_A = S(['the capital letter A', 'la letra A mayúscula'], 1, ONE_UP, [[2, ['An A folded across the middle does not match.', 'Una A doblada de forma horizontal no coincide.']]]);
const RECT = S(['a rectangle that is not a square', 'un rectángulo que no es cuadrado'], 2, RECT_HOW, [[4, RECT_WRONG]]);
const RHOMBUS = S(['a rhombus that is not a square', 'un rombo que no es cuadrado'], 2, RHOMBUS_HOW, [[4, RHOMBUS_WRONG]]);
const LETTER_H = S(['the capital letter H', 'la letra H mayúscula'], 2, ['an up-and-down fold and a side-to-side fold both work', 'funcionan un doblez vertical y uno horizontal'], [[1, ['H also folds onto itself top to bottom.', 'La H también se dobla sobre sí misma de arriba abajo.']]]);
const OVAL = S(['an oval (ellipse)', 'un óvalo (elipse)'], 2, ['the long middle line and the short middle line are the fold lines', 'la línea larga del centro y la línea corta del centro son los ejes de simetría'], [[1, ['An oval folds onto itself both ways.', 'Un óvalo se dobla sobre sí mismo de las dos maneras.']]]);
const SQUARE = S(['a square', 'un cuadrado'], 4, SQUARE_HOW, [[2, SQUARE_WRONG]]);
const EQUI = S(['an equilateral triangle', 'un triángulo equilátero'], 3, CORNER_HOW, [[1, EQUI_WRONG]]);
const PARA = S(['a parallelogram that is not a rectangle or rhombus', 'un paralelogramo que no es rectángulo ni rombo'], 0, PARA_HOW, [[2, PARA_WRONG]]);
const SCALENE = S(['a scalene triangle (no equal sides)', 'un triángulo escaleno (sin lados iguales)'], 0, SCALENE_HOW, [[1, SCALENE_WRONG]]);
const LETTER_F = S(['the capital letter F', 'la letra F mayúscula'], 0, NONE, [[1, ['Try it: the arms of the F never match when folded.', 'Pruébalo: los brazos de la F nunca coinciden al doblarla.']]]);
const LETTER_S = S(['the capital letter S', 'la letra S mayúscula'], 0, ['S only matches when turned, not when folded', 'la S solo coincide al girarla, no al doblarla'], [[2, ['Turning the S half-way matches, but a fold does not.', 'Si giras la S media vuelta coincide, pero con un doblez no.']]]);
const LETTER_Z = S(['the capital letter Z', 'la letra Z mayúscula'], 0, ['Z only matches when turned, not when folded', 'la Z solo coincide al girarla, no al doblarla'], [[1, ['A turn is not a fold.', 'Un giro no es un doblez.']]]);
const HEX = S(['a regular hexagon', 'un hexágono regular'], 6, HEX_HOW, [[3, HEX_WRONG]]);
const OCT = S(['a regular octagon', 'un octágono regular'], 8, OCT_HOW, [[4, OCT_WRONG]]);
const PENT = S(['a regular pentagon', 'un pentágono regular'], 5, CORNER_HOW, [[0, PENT_WRONG]]);
const CIRCLE_HALF = S(['a semicircle', 'un semicírculo'], 1, ['only the fold through the middle of the curved edge works', 'solo funciona el doblez por la mitad del borde curvo'], [[2, ['Folding along the straight edge does not match.', 'Si lo doblas por el borde recto, no coincide.']]]);

const POOLS: Record<Difficulty, Shape[]> = {
  1: [ISO, HEART, KITE, LETTER_A, CIRCLE_HALF, ISO_M, KITE_M, ...LETTERS_ONE],
  2: [RECT, RHOMBUS, LETTER_H, OVAL, ISO, KITE, RECT_M, RHOMBUS_M, ISO_M, ...LETTERS_TWO, ...LETTERS_ONE.slice(0, 6)],
  3: [SQUARE, EQUI, RECT, HEART, SQUARE_M, EQUI_M, RECT_M, ...LETTERS_TWO, ...LETTERS_ONE.slice(6)],
  4: [PARA, SCALENE, LETTER_F, LETTER_S, LETTER_Z, SQUARE, EQUI, PARA_M, SCALENE_M, SQUARE_M, EQUI_M, ...LETTERS_NONE],
  5: [HEX, OCT, PENT, PARA, LETTER_S, SQUARE, RHOMBUS, HEX_M, OCT_M, PENT_M, PARA_M, RHOMBUS_M],
};

export const gLinesOfSymmetry: SkillGenerator = {
  skillId: 'g4.g.lines-of-symmetry',
  grade: 4,
  domain: 'g',
  ccss: ['4.G.A.3'],
  topic: 'Geometry',
  subtopic: 'Lines of symmetry',
  prereqs: [],
  estTimeSec: times(10, 40),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const shape = rng.pick(POOLS[difficulty]);
    const pick = (p: Pair): string => w.t(p[0], p[1]);
    const name = typeof shape.name === 'function' ? shape.name(rng, w) : pick(shape.name);
    const how = pick(shape.how);
    const answer = intAnswer(shape.lines);
    const wrong = shape.wrong.map(([v, f]) => [v, 'miscounted-lines', pick(f)] as [number, string, string]);
    if (w.es) {
      return {
        question: { text: `¿Cuántos ejes de simetría tiene ${name}?`, altText: `Un dibujo de ${name}.` },
        answer,
        hints: hints(
          'Un eje de simetría dobla la figura exactamente sobre sí misma.',
          'Prueba con líneas que pasen por esquinas opuestas y luego con líneas que pasen por la mitad de lados opuestos.',
          `Imagina que doblas ${name} por cada una de esas líneas: ¿qué dobleces coinciden exactamente?`,
        ),
        explanation: [`Para ${name}: ${how}.`, `Ejes de simetría: ${shape.lines}.`, `Comprueba: dobla una copia en papel por cada línea; las dos mitades coinciden.`],
        misconceptions: misconceptions(answer, wrong),
      };
    }
    return {
      question: { text: `How many lines of symmetry does ${name} have?`, altText: `A drawing of ${name}.` },
      answer,
      hints: hints(
        'A line of symmetry folds the shape exactly onto itself.',
        'Try lines through opposite corners, then lines through the middles of opposite sides.',
        `Picture folding ${name} along each of those lines: which folds match exactly?`,
      ),
      explanation: [`For ${name}: ${how}.`, `Lines of symmetry: ${shape.lines}.`, `Check: fold a paper copy along each line — the two halves match.`],
      misconceptions: misconceptions(answer, wrong),
    };
  },
};
