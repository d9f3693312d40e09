import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { choiceAnswerIn } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

const YN: Record<string, string[]> = { yes: ['yes', 'y', 'true', 'yes it is', 'always'], no: ['no', 'n', 'false', 'not always'] };
const NAMES: Record<string, string[]> = {
  square: ['a square'],
  rectangle: ['a rectangle'],
  rhombus: ['a rhombus', 'rhombi'],
  parallelogram: ['a parallelogram'],
  quadrilateral: ['a quadrilateral'],
};
const TRI: Record<string, string[]> = { equilateral: ['an equilateral triangle', 'equilateral triangle'], isosceles: ['an isosceles triangle', 'isosceles triangle'], scalene: ['a scalene triangle', 'scalene triangle'] };

/** The Spanish forms of each answer, the first being the label the child sees. */
const YN_ES: Record<string, string[]> = { yes: ['sí', 'si', 'verdadero', 'cierto', 'sí es', 'siempre'], no: ['no', 'falso', 'no es', 'no siempre'] };
const NAMES_ES: Record<string, string[]> = {
  square: ['cuadrado', 'un cuadrado'],
  rectangle: ['rectángulo', 'un rectángulo'],
  rhombus: ['rombo', 'un rombo'],
  parallelogram: ['paralelogramo', 'un paralelogramo'],
  quadrilateral: ['cuadrilátero', 'un cuadrilátero'],
};
const TRI_ES: Record<string, string[]> = { equilateral: ['equilátero', 'triángulo equilátero'], isosceles: ['isósceles', 'triángulo isósceles'], scalene: ['escaleno', 'triángulo escaleno'] };
/** Every shape name is masculine in Spanish: "un cuadrado", "un rombo". */
const SHAPE_ES: Record<string, string> = { square: 'cuadrado', rectangle: 'rectángulo', rhombus: 'rombo', parallelogram: 'paralelogramo', quadrilateral: 'cuadrilátero' };

type Q = [question: string, answer: string, why: string];
/** The question and the reason in Spanish, index for index with the English pools. */
type QEs = [question: string, why: string];
const MEMBER: Q[] = [
  ['Is every square a rhombus?', 'yes', 'A square has four equal sides, so it is a rhombus.'],
  ['Is every rhombus a square?', 'no', 'A rhombus has four equal sides but need not have right angles.'],
  ['Is every square a rectangle?', 'yes', 'A square has four right angles, so it is a rectangle.'],
  ['Is every rectangle a square?', 'no', 'A rectangle has four right angles but its sides need not all be equal.'],
];
const SOME: Q[] = [
  ['True or false: some rectangles are squares.', 'yes', 'A rectangle with four equal sides is a square.'],
  ['True or false: all rectangles are squares.', 'no', 'A 2 by 5 rectangle is not a square.'],
  ['True or false: all squares are rectangles.', 'yes', 'Every square has four right angles.'],
  ['True or false: no rhombus is a rectangle.', 'no', 'A square is both a rhombus and a rectangle.'],
];
const FAMILY: Q[] = [
  ['Is every rhombus a parallelogram?', 'yes', 'A rhombus has two pairs of parallel sides.'],
  ['Is every parallelogram a rhombus?', 'no', 'A parallelogram need not have four equal sides.'],
  ['Is every rectangle a parallelogram?', 'yes', 'A rectangle has two pairs of parallel sides.'],
  ['Is every parallelogram a rectangle?', 'no', 'A parallelogram need not have right angles.'],
  ['Is every square a parallelogram?', 'yes', 'A square has two pairs of parallel sides.'],
];
const MEMBER_ES: QEs[] = [
  ['¿Todo cuadrado es un rombo?', 'Un cuadrado tiene cuatro lados iguales, así que es un rombo.'],
  ['¿Todo rombo es un cuadrado?', 'Un rombo tiene cuatro lados iguales, pero no tiene que tener ángulos rectos.'],
  ['¿Todo cuadrado es un rectángulo?', 'Un cuadrado tiene cuatro ángulos rectos, así que es un rectángulo.'],
  ['¿Todo rectángulo es un cuadrado?', 'Un rectángulo tiene cuatro ángulos rectos, pero sus lados no tienen que ser todos iguales.'],
];
const SOME_ES: QEs[] = [
  ['Verdadero o falso: algunos rectángulos son cuadrados.', 'Un rectángulo con cuatro lados iguales es un cuadrado.'],
  ['Verdadero o falso: todos los rectángulos son cuadrados.', 'Un rectángulo de 2 por 5 no es un cuadrado.'],
  ['Verdadero o falso: todos los cuadrados son rectángulos.', 'Todo cuadrado tiene cuatro ángulos rectos.'],
  ['Verdadero o falso: ningún rombo es un rectángulo.', 'Un cuadrado es rombo y rectángulo a la vez.'],
];
const FAMILY_ES: QEs[] = [
  ['¿Todo rombo es un paralelogramo?', 'Un rombo tiene dos pares de lados paralelos.'],
  ['¿Todo paralelogramo es un rombo?', 'Un paralelogramo no tiene que tener cuatro lados iguales.'],
  ['¿Todo rectángulo es un paralelogramo?', 'Un rectángulo tiene dos pares de lados paralelos.'],
  ['¿Todo paralelogramo es un rectángulo?', 'Un paralelogramo no tiene que tener ángulos rectos.'],
  ['¿Todo cuadrado es un paralelogramo?', 'Un cuadrado tiene dos pares de lados paralelos.'],
];
const SPECIFIC_ES = [
  'cuatro ángulos rectos y cuatro lados iguales',
  'cuatro ángulos rectos, y sus lados no son todos iguales',
  'cuatro lados iguales, y sus ángulos no son rectos',
  'dos pares de lados paralelos, ningún ángulo recto y lados que no son todos iguales',
];
const SPECIFIC: [string, string, string[]][] = [
  ['four right angles and four equal sides', 'square', ['rectangle', 'rhombus', 'parallelogram']],
  ['four right angles, and its sides are not all equal', 'rectangle', ['parallelogram', 'square']],
  ['four equal sides, and its angles are not right angles', 'rhombus', ['parallelogram', 'square']],
  ['two pairs of parallel sides, no right angles, and sides that are not all equal', 'parallelogram', ['quadrilateral', 'rhombus']],
];

/**
 * A quadrilateral given by its own measurements, so each difficulty has well over 25 distinct problems
 * (docs/maths/curriculum.md, "Variety").
 */
type Kind = 'square' | 'rectangle' | 'rhombus' | 'parallelogram';
const FAMILIES: Record<Kind, string[]> = {
  square: ['square', 'rectangle', 'rhombus', 'parallelogram', 'quadrilateral'],
  rectangle: ['rectangle', 'parallelogram', 'quadrilateral'],
  rhombus: ['rhombus', 'parallelogram', 'quadrilateral'],
  parallelogram: ['parallelogram', 'quadrilateral'],
};
function instance(kind: Kind, rng: Rng, w: Words): string {
  const [l, wd] = rng.shuffle([3, 4, 5, 6, 7, 8, 9, 10, 12]).slice(0, 2).sort((a, b) => b - a) as [number, number];
  const a = rng.pick([40, 50, 60, 70, 80]);
  if (w.es) {
    const slantEs = `ángulos de ${a}°, ${180 - a}°, ${a}° y ${180 - a}°`;
    switch (kind) {
      case 'square':
        return `cuatro lados de ${l} cm y cuatro ángulos rectos`;
      case 'rectangle':
        return `lados de ${l} cm, ${wd} cm, ${l} cm y ${wd} cm, y cuatro ángulos rectos`;
      case 'rhombus':
        return `cuatro lados de ${l} cm y ${slantEs}`;
      case 'parallelogram':
        return `lados de ${l} cm, ${wd} cm, ${l} cm y ${wd} cm, y ${slantEs}`;
    }
  }
  const slant = `angles of ${a}°, ${180 - a}°, ${a}° and ${180 - a}°`;
  switch (kind) {
    case 'square':
      return `four sides of ${l} cm and four right angles`;
    case 'rectangle':
      return `sides of ${l} cm, ${wd} cm, ${l} cm and ${wd} cm and four right angles`;
    case 'rhombus':
      return `four sides of ${l} cm and ${slant}`;
    case 'parallelogram':
      return `sides of ${l} cm, ${wd} cm, ${l} cm and ${wd} cm and ${slant}`;
  }
}
/**
 * A number each family is known by, as a step the child fills in before deciding (the tutor needs
 * one: the answer itself is a word).
 */
const FACT: Record<string, string> = {
  square: 'Right angles in a square: 4.',
  rectangle: 'Right angles in a rectangle: 4.',
  rhombus: 'Equal sides in a rhombus: 4.',
  parallelogram: 'Parallel side pairs in a parallelogram: 2.',
  quadrilateral: 'Sides of a quadrilateral: 4.',
};
const FACT_ES: Record<string, string> = {
  square: 'Ángulos rectos en un cuadrado: 4.',
  rectangle: 'Ángulos rectos en un rectángulo: 4.',
  rhombus: 'Lados iguales en un rombo: 4.',
  parallelogram: 'Pares de lados paralelos (paralelogramo): 2.',
  quadrilateral: 'Lados de un cuadrilátero: 4.',
};
/** What a Spanish-speaking child is told to do with a yes/no question. */
const YES_NO_ES = 'Responde sí o no.';
/** The family a yes/no question asks about: the last shape it names ("Is every square a rhombus?" → rhombus). */
const askedFamily = (question: string): string => [...question.matchAll(/square|rectangle|rhombus|parallelogram/g)].at(-1)?.[0] ?? 'quadrilateral';
const article = (name: string) => (/^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`);

function measured(difficulty: Difficulty, rng: Rng, w: Words): GeneratedBody {
  const kinds: Kind[] = difficulty === 1 ? ['square', 'rectangle', 'rhombus'] : ['square', 'rectangle', 'rhombus', 'parallelogram'];
  const kind = rng.pick(kinds);
  const props = instance(kind, rng, w);
  const fact = (f: string): string => w.t(FACT[f]!, FACT_ES[f]!);
  if (difficulty === 5) {
    const answer = choiceAnswerIn(w, kind, NAMES, NAMES_ES);
    const wrong = FAMILIES[kind].filter((f) => f !== kind && f !== 'quadrilateral');
    return {
      question: { text: w.t(`A quadrilateral has ${props}. What is its most specific name: square, rectangle, rhombus or parallelogram?`, `Un cuadrilátero tiene ${props}. ¿Cuál es su nombre más específico: cuadrado, rectángulo, rombo o paralelogramo?`) },
      answer,
      hints: hints(
        w.t('Four right angles make a rectangle; four equal sides make a rhombus.', 'Cuatro ángulos rectos forman un rectángulo; cuatro lados iguales forman un rombo.'),
        w.t('Are all four sides equal? Are all four angles right angles?', '¿Los cuatro lados son iguales? ¿Los cuatro ángulos son rectos?'),
        w.t('Which shape has all of these properties and no name below it in the family?', '¿Qué figura tiene todas estas propiedades y ningún nombre debajo de ella en la familia?'),
      ),
      explanation: [
        `${w.t('Properties', 'Propiedades')}: ${props}.`,
        fact(kind),
        w.t(`The most specific shape with all of them is a ${kind}.`, `La figura más específica que las tiene todas es un ${SHAPE_ES[kind]}.`),
        w.t(`Check: a ${kind} has every property listed.`, `Comprueba: un ${SHAPE_ES[kind]} tiene todas las propiedades de la lista.`),
      ],
      misconceptions: misconceptions(answer, wrong.map((f) => [f, 'less-specific', w.t(`True, but "${f}" is not the most specific name for this shape.`, `Es cierto, pero "${SHAPE_ES[f]}" no es el nombre más específico de esta figura.`)] as [string, string, string])),
    };
  }
  const family = rng.pick(difficulty === 1 ? ['square', 'rectangle', 'rhombus'] : ['square', 'rectangle', 'rhombus', 'parallelogram']);
  const a = FAMILIES[kind].includes(family) ? 'yes' : 'no';
  const why = w.es
    ? a === 'yes'
      ? `Tiene todas las propiedades que necesita un ${SHAPE_ES[family]}.`
      : `Un ${SHAPE_ES[family]} necesita ${family === 'square' ? 'cuatro lados iguales y cuatro ángulos rectos' : family === 'rectangle' ? 'cuatro ángulos rectos' : family === 'rhombus' ? 'cuatro lados iguales' : 'dos pares de lados paralelos'}, y esta figura no lo tiene.`
    : a === 'yes' ? `It has every property ${article(family)} needs.` : `${article(family)[0]!.toUpperCase()}${article(family).slice(1)} needs ${family === 'square' ? 'four equal sides and four right angles' : family === 'rectangle' ? 'four right angles' : family === 'rhombus' ? 'four equal sides' : 'two pairs of parallel sides'}, and this shape does not have that.`;
  const answer = choiceAnswerIn(w, a, YN, YN_ES);
  const fam = SHAPE_ES[family]!;
  return {
    question: { text: w.t(`A quadrilateral has ${props}. Is it ${article(family)}? Answer yes or no.`, `Un cuadrilátero tiene ${props}. ¿Es un ${fam}? ${YES_NO_ES}`) },
    answer,
    hints: hints(
      w.t(`What must ${article(family)} have: right angles? equal sides? parallel sides?`, `¿Qué debe tener un ${fam}: ángulos rectos, lados iguales, lados paralelos?`),
      w.t(`List what this shape has: ${props}.`, `Haz una lista de lo que tiene esta figura: ${props}.`),
      w.t(`Does it have every property ${article(family)} must have?`, `¿Tiene todas las propiedades que debe tener un ${fam}?`),
    ),
    explanation: [fact(family), why, w.t(`So the answer is ${a}.`, `Entonces la respuesta es ${a === 'yes' ? 'sí' : 'no'}.`), w.t('Check: sketch the shape and test each property.', 'Comprueba: dibuja la figura y prueba cada propiedad.')],
    misconceptions: misconceptions(answer, [[a === 'yes' ? 'no' : 'yes', a === 'yes' ? 'exclusive-definitions' : 'reversed-inclusion', why]]),
  };
}

export const gClassify2dHierarchy: SkillGenerator = {
  skillId: 'g5.g.classify-2d-hierarchy',
  grade: 5,
  domain: 'g',
  ccss: ['5.G.B.3', '5.G.B.4'],
  topic: 'Geometry',
  subtopic: 'Shape families',
  prereqs: ['g4.g.classify-angles-triangles'],
  estTimeSec: times(10, 45),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const fact = (f: string): string => w.t(FACT[f]!, FACT_ES[f]!);
    if (difficulty === 3) {
      const s = rng.int(3, 12);
      const kind = rng.pick(['equilateral', 'isosceles', 'scalene'] as const);
      const sides = kind === 'equilateral' ? [s, s, s] : kind === 'isosceles' ? [s, s, s + rng.int(1, 4)] : [s, s + 1, s + rng.int(2, 4)];
      const shown = rng.shuffle(sides);
      const answer = choiceAnswerIn(w, kind, TRI, TRI_ES);
      const [x, y, z] = shown as [number, number, number];
      const text = rng.pick(w.es ? [
        `Un triángulo tiene lados de ${x} cm, ${y} cm y ${z} cm. ¿Cuál es su nombre más específico: equilátero, isósceles o escaleno?`,
        `Un huerto triangular tiene bordes de ${x} m, ${y} m y ${z} m. ¿El triángulo es equilátero, isósceles o escaleno?`,
        `El triángulo ABC tiene AB = ${x} cm, BC = ${y} cm y CA = ${z} cm. Clasifícalo según sus lados: equilátero, isósceles o escaleno.`,
        `Tres popotes de ${x} pulg., ${y} pulg. y ${z} pulg. forman un triángulo. ¿Qué tipo de triángulo es: equilátero, isósceles o escaleno?`,
        `Los lados de un triángulo miden ${x} pies, ${y} pies y ${z} pies. Nombra el triángulo según sus lados: equilátero, isósceles o escaleno.`,
        `Una vela de barco tiene forma de triángulo, con lados de ${x} m, ${y} m y ${z} m. ¿Es un triángulo equilátero, isósceles o escaleno?`,
      ] : [
        `A triangle has sides of ${x} cm, ${y} cm and ${z} cm. What is its most specific name: equilateral, isosceles or scalene?`,
        `A triangular garden bed has edges of ${x} m, ${y} m and ${z} m. Is the triangle equilateral, isosceles or scalene?`,
        `Triangle ABC has AB = ${x} cm, BC = ${y} cm and CA = ${z} cm. Classify it by its sides: equilateral, isosceles or scalene.`,
        `Three straws of ${x} in., ${y} in. and ${z} in. make a triangle. What kind of triangle is it: equilateral, isosceles or scalene?`,
        `The sides of a triangle measure ${x} ft, ${y} ft and ${z} ft. Name the triangle by its sides: equilateral, isosceles or scalene.`,
        `A triangular sail has sides of ${x} m, ${y} m and ${z} m. Is it equilateral, isosceles or scalene?`,
      ]);
      return {
        question: { text },
        answer,
        hints: hints(
          w.t('Count how many sides are equal.', 'Cuenta cuántos lados son iguales.'),
          w.t(`The sides are ${shown.join(', ')}.`, `Los lados miden ${shown.join(', ')}.`),
          w.t('Three equal sides: equilateral. Exactly two: isosceles. None: scalene.', 'Tres lados iguales: equilátero. Exactamente dos: isósceles. Ninguno: escaleno.'),
        ),
        explanation: [
          `${w.t('Sides', 'Lados')}: ${shown.join(', ')}.`,
          `${w.t('Sides of equal length', 'Lados de la misma longitud')}: ${kind === 'equilateral' ? 3 : kind === 'isosceles' ? 2 : 0}.`,
          w.t(
            `${kind === 'equilateral' ? 'All three are equal' : kind === 'isosceles' ? 'Exactly two are equal' : 'No two are equal'}, so it is ${kind}.`,
            `${kind === 'equilateral' ? 'Los tres son iguales' : kind === 'isosceles' ? 'Exactamente dos son iguales' : 'No hay dos iguales'}, así que es ${TRI_ES[kind]![0]}.`,
          ),
          w.t(`Check: compare each pair of sides once more.`, 'Comprueba: compara cada par de lados una vez más.'),
        ],
        misconceptions: misconceptions(answer, [
          [kind === 'equilateral' ? 'isosceles' : null, 'less-specific', w.t('True, but equilateral is the most specific name.', 'Es cierto, pero equilátero es el nombre más específico.')],
          [kind === 'isosceles' ? 'equilateral' : null, 'two-equal-is-equilateral', w.t('Equilateral needs all three sides equal.', 'Un triángulo equilátero necesita los tres lados iguales.')],
        ]),
      };
    }
    if (rng.bool(0.7)) return measured(difficulty, rng, w);
    if (difficulty === 5) {
      // rng.pick(SPECIFIC) is this draw: the index names the Spanish row too.
      const at = rng.int(0, SPECIFIC.length - 1);
      const [propsEn, name, wrong] = SPECIFIC[at]!;
      const props = w.t(propsEn, SPECIFIC_ES[at]!);
      const answer = choiceAnswerIn(w, name, NAMES, NAMES_ES);
      return {
        question: { text: w.t(`A quadrilateral has ${props}. What is its most specific name: square, rectangle, rhombus or parallelogram?`, `Un cuadrilátero tiene ${props}. ¿Cuál es su nombre más específico: cuadrado, rectángulo, rombo o paralelogramo?`) },
        answer,
        hints: hints(
          w.t('Four right angles make a rectangle; four equal sides make a rhombus.', 'Cuatro ángulos rectos forman un rectángulo; cuatro lados iguales forman un rombo.'),
          w.t(`Check each property: ${props}.`, `Revisa cada propiedad: ${props}.`),
          w.t('Which shape has all of these properties and no name below it in the family?', '¿Qué figura tiene todas estas propiedades y ningún nombre debajo de ella en la familia?'),
        ),
        explanation: [
          `${w.t('Properties', 'Propiedades')}: ${props}.`,
          fact(name),
          w.t(`The most specific shape with all of them is a ${name}.`, `La figura más específica que las tiene todas es un ${SHAPE_ES[name]}.`),
          w.t(`Check: a ${name} has every property listed.`, `Comprueba: un ${SHAPE_ES[name]} tiene todas las propiedades de la lista.`),
        ],
        misconceptions: misconceptions(answer, wrong.map((f) => [f, 'less-specific', w.t(`True or not, "${f}" is not the most specific name for this shape.`, `Sea cierto o no, "${SHAPE_ES[f]}" no es el nombre más específico de esta figura.`)] as [string, string, string])),
      };
    }
    const pool = difficulty === 1 ? MEMBER : difficulty === 2 ? SOME : FAMILY;
    const poolEs = difficulty === 1 ? MEMBER_ES : difficulty === 2 ? SOME_ES : FAMILY_ES;
    // rng.pick(pool) is this draw: the index names the Spanish row too.
    const at = rng.int(0, pool.length - 1);
    const [q, a, whyEn] = pool[at]!;
    const [qEs, whyEs] = poolEs[at]!;
    const why = w.t(whyEn, whyEs);
    const answer = choiceAnswerIn(w, a, YN, YN_ES);
    return {
      question: { text: w.t(`${q} Answer yes or no.`, `${qEs} ${YES_NO_ES}`) },
      answer,
      hints: hints(
        w.t('Think about what each shape must have: right angles? equal sides? parallel sides?', 'Piensa en lo que debe tener cada figura: ¿ángulos rectos? ¿lados iguales? ¿lados paralelos?'),
        w.t('A shape belongs to a family if it has every property of that family.', 'Una figura pertenece a una familia si tiene todas las propiedades de esa familia.'),
        w.t('Does the first shape always have all the properties of the second?', '¿La primera figura siempre tiene todas las propiedades de la segunda?'),
      ),
      explanation: [fact(askedFamily(q)), why, w.t(`So the answer is ${a}.`, `Entonces la respuesta es ${a === 'yes' ? 'sí' : 'no'}.`), w.t('Check: think of an example shape and test it.', 'Comprueba: piensa en una figura de ejemplo y pruébala.')],
      misconceptions: misconceptions(answer, [[a === 'yes' ? 'no' : 'yes', a === 'yes' ? 'exclusive-definitions' : 'reversed-inclusion', why]]),
    };
  },
};
