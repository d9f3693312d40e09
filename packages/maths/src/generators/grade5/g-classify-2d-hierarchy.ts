import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { choiceAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

const YN: Record<string, string[]> = { yes: ['yes', 'y', 'true', 'yes it is', 'always'], no: ['no', 'n', 'false', 'not always'] };
const NAMES: Record<string, string[]> = {
  square: ['a square'],
  rectangle: ['a rectangle'],
  rhombus: ['a rhombus', 'rhombi'],
  parallelogram: ['a parallelogram'],
  quadrilateral: ['a quadrilateral'],
};
const TRI: Record<string, string[]> = { equilateral: ['an equilateral triangle', 'equilateral triangle'], isosceles: ['an isosceles triangle', 'isosceles triangle'], scalene: ['a scalene triangle', 'scalene triangle'] };

type Q = [question: string, answer: string, why: string];
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
function instance(kind: Kind, rng: Rng): string {
  const [l, w] = rng.shuffle([3, 4, 5, 6, 7, 8, 9, 10, 12]).slice(0, 2).sort((a, b) => b - a) as [number, number];
  const a = rng.pick([40, 50, 60, 70, 80]);
  const slant = `angles of ${a}°, ${180 - a}°, ${a}° and ${180 - a}°`;
  switch (kind) {
    case 'square':
      return `four sides of ${l} cm and four right angles`;
    case 'rectangle':
      return `sides of ${l} cm, ${w} cm, ${l} cm and ${w} cm and four right angles`;
    case 'rhombus':
      return `four sides of ${l} cm and ${slant}`;
    case 'parallelogram':
      return `sides of ${l} cm, ${w} cm, ${l} cm and ${w} cm and ${slant}`;
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
/** The family a yes/no question asks about: the last shape it names ("Is every square a rhombus?" → rhombus). */
const askedFamily = (question: string): string => [...question.matchAll(/square|rectangle|rhombus|parallelogram/g)].at(-1)?.[0] ?? 'quadrilateral';
const article = (name: string) => (/^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`);

function measured(difficulty: Difficulty, rng: Rng): GeneratedBody {
  const kinds: Kind[] = difficulty === 1 ? ['square', 'rectangle', 'rhombus'] : ['square', 'rectangle', 'rhombus', 'parallelogram'];
  const kind = rng.pick(kinds);
  const props = instance(kind, rng);
  if (difficulty === 5) {
    const answer = choiceAnswer(kind, NAMES);
    const wrong = FAMILIES[kind].filter((f) => f !== kind && f !== 'quadrilateral');
    return {
      question: { text: `A quadrilateral has ${props}. What is its most specific name: square, rectangle, rhombus or parallelogram?` },
      answer,
      hints: hints('Four right angles make a rectangle; four equal sides make a rhombus.', 'Are all four sides equal? Are all four angles right angles?', 'Which shape has all of these properties and no name below it in the family?'),
      explanation: [`Properties: ${props}.`, FACT[kind]!, `The most specific shape with all of them is a ${kind}.`, `Check: a ${kind} has every property listed.`],
      misconceptions: misconceptions(answer, wrong.map((w) => [w, 'less-specific', `True, but "${w}" is not the most specific name for this shape.`] as [string, string, string])),
    };
  }
  const family = rng.pick(difficulty === 1 ? ['square', 'rectangle', 'rhombus'] : ['square', 'rectangle', 'rhombus', 'parallelogram']);
  const a = FAMILIES[kind].includes(family) ? 'yes' : 'no';
  const why = a === 'yes' ? `It has every property ${article(family)} needs.` : `${article(family)[0]!.toUpperCase()}${article(family).slice(1)} needs ${family === 'square' ? 'four equal sides and four right angles' : family === 'rectangle' ? 'four right angles' : family === 'rhombus' ? 'four equal sides' : 'two pairs of parallel sides'}, and this shape does not have that.`;
  const answer = choiceAnswer(a, YN);
  return {
    question: { text: `A quadrilateral has ${props}. Is it ${article(family)}? Answer yes or no.` },
    answer,
    hints: hints(`What must ${article(family)} have: right angles? equal sides? parallel sides?`, `List what this shape has: ${props}.`, `Does it have every property ${article(family)} must have?`),
    explanation: [FACT[family]!, why, `So the answer is ${a}.`, 'Check: sketch the shape and test each property.'],
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
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    if (difficulty === 3) {
      const s = rng.int(3, 12);
      const kind = rng.pick(['equilateral', 'isosceles', 'scalene'] as const);
      const sides = kind === 'equilateral' ? [s, s, s] : kind === 'isosceles' ? [s, s, s + rng.int(1, 4)] : [s, s + 1, s + rng.int(2, 4)];
      const shown = rng.shuffle(sides);
      const answer = choiceAnswer(kind, TRI);
      const [x, y, z] = shown as [number, number, number];
      const text = rng.pick([
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
        hints: hints('Count how many sides are equal.', `The sides are ${shown.join(', ')}.`, 'Three equal sides: equilateral. Exactly two: isosceles. None: scalene.'),
        explanation: [`Sides: ${shown.join(', ')}.`, `Sides of equal length: ${kind === 'equilateral' ? 3 : kind === 'isosceles' ? 2 : 0}.`, `${kind === 'equilateral' ? 'All three are equal' : kind === 'isosceles' ? 'Exactly two are equal' : 'No two are equal'}, so it is ${kind}.`, `Check: compare each pair of sides once more.`],
        misconceptions: misconceptions(answer, [[kind === 'equilateral' ? 'isosceles' : null, 'less-specific', 'True, but equilateral is the most specific name.'], [kind === 'isosceles' ? 'equilateral' : null, 'two-equal-is-equilateral', 'Equilateral needs all three sides equal.']]),
      };
    }
    if (rng.bool(0.7)) return measured(difficulty, rng);
    if (difficulty === 5) {
      const [props, name, wrong] = rng.pick(SPECIFIC);
      const answer = choiceAnswer(name, NAMES);
      return {
        question: { text: `A quadrilateral has ${props}. What is its most specific name: square, rectangle, rhombus or parallelogram?` },
        answer,
        hints: hints('Four right angles make a rectangle; four equal sides make a rhombus.', `Check each property: ${props}.`, 'Which shape has all of these properties and no name below it in the family?'),
        explanation: [`Properties: ${props}.`, FACT[name]!, `The most specific shape with all of them is a ${name}.`, `Check: a ${name} has every property listed.`],
        misconceptions: misconceptions(answer, wrong.map((w) => [w, 'less-specific', `True or not, "${w}" is not the most specific name for this shape.`] as [string, string, string])),
      };
    }
    const pool = difficulty === 1 ? MEMBER : difficulty === 2 ? SOME : FAMILY;
    const [q, a, why] = rng.pick(pool);
    const answer = choiceAnswer(a, YN);
    return {
      question: { text: `${q} Answer yes or no.` },
      answer,
      hints: hints('Think about what each shape must have: right angles? equal sides? parallel sides?', 'A shape belongs to a family if it has every property of that family.', 'Does the first shape always have all the properties of the second?'),
      explanation: [FACT[askedFamily(q)]!, why, `So the answer is ${a}.`, 'Check: think of an example shape and test it.'],
      misconceptions: misconceptions(answer, [[a === 'yes' ? 'no' : 'yes', a === 'yes' ? 'exclusive-definitions' : 'reversed-inclusion', why]]),
    };
  },
};
