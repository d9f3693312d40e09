import type { Diagram } from '../../diagrams/types.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { choiceAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const ANGLE_OPTIONS: Record<string, string[]> = {
  acute: ['acute', 'acute angle'],
  right: ['right', 'right angle'],
  obtuse: ['obtuse', 'obtuse angle'],
  straight: ['straight', 'straight angle'],
};
const TRI_OPTIONS: Record<string, string[]> = {
  acute: ['acute', 'acute triangle'],
  right: ['right', 'right triangle', 'right-angled', 'right angled'],
  obtuse: ['obtuse', 'obtuse triangle'],
};

const kind = (x: number) => (x < 90 ? 'acute' : x === 90 ? 'right' : x < 180 ? 'obtuse' : 'straight');

export const gClassifyAnglesTriangles: SkillGenerator = {
  skillId: 'g4.g.classify-angles-triangles',
  grade: 4,
  domain: 'g',
  ccss: ['4.G.A.1', '4.G.A.2'],
  topic: 'Geometry',
  subtopic: 'Acute, right or obtuse?',
  prereqs: ['g4.md.angle-addition'],
  estTimeSec: times(10, 45),
  version: '1.3.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    if (difficulty <= 2) {
      const x = difficulty === 1 ? rng.pick([rng.int(10, 60), rng.int(120, 170), 90, 180, rng.int(15, 55)]) : rng.pick([rng.int(80, 89), rng.int(91, 100), 90, 180, rng.int(170, 179)]);
      const k = kind(x);
      const answer = choiceAnswer(k, ANGLE_OPTIONS);
      return {
        question: {
          text: rng.pick([
            `An angle measures ${x}°. Is it acute, right, obtuse or straight?`,
            `${someone(rng)} draws an angle of ${x}°. Is the angle acute, right, obtuse or straight?`,
            `What kind of angle is ${x}°: acute, right, obtuse or straight?`,
            `A laptop screen is opened to an angle of ${x}°. Is that angle acute, right, obtuse or straight?`,
            `Two roads meet at an angle of ${x}°. Is the angle acute, right, obtuse or straight?`,
          ]),
        },
        // The angle on a protractor, to see it against 90° and 180°.
        diagram: { kind: 'angle', rays: [{ degrees: 0 }, { degrees: x }], arcs: [{ from: 0, to: x, label: `${x}°` }], protractor: true },
        answer,
        hints: hints('Compare the angle with a right angle (90°) and a straight angle (180°).', `Is ${x}° less than, equal to or more than 90°?`, x > 90 ? `${x}° is more than 90°; is it less than 180°?` : `${x}° compared with 90°: which word fits?`),
        explanation: [
          `Acute: less than 90°. Right: exactly 90°. Obtuse: between 90° and 180°. Straight: 180°.`,
          // How far the angle is from a right angle: a step the child fills in before naming it.
          x < 90 ? `90° − ${x}° = ${90 - x}°.` : `${x}° − 90° = ${x - 90}°.`,
          `${x}° is ${k === 'right' ? 'exactly 90°' : k === 'straight' ? 'exactly 180°' : k === 'acute' ? 'less than 90°' : 'between 90° and 180°'}, so it is ${k}.`,
          `Check: ${x} ${x < 90 ? '<' : x === 90 ? '=' : '>'} 90.`,
        ],
        misconceptions: misconceptions(answer, [
          [x >= 85 && x <= 95 && x !== 90 ? 'right' : null, 'close-to-90-is-right', `A right angle is exactly 90°. ${x}° is ${x < 90 ? 'a little less' : 'a little more'}.`],
          [x === 90 ? (rng.bool() ? 'acute' : 'obtuse') : null, 'ninety-not-right', 'An angle of exactly 90° is a right angle.'],
          [k === 'obtuse' ? 'acute' : k === 'acute' ? 'obtuse' : null, 'swapped-names', 'Acute angles are smaller than 90°; obtuse angles are bigger than 90°.'],
        ]),
      };
    }
    let A: number, B: number;
    if (difficulty === 5 && rng.bool(0.6)) {
      A = rng.int(15, 75);
      B = 90 - A;
    } else if (difficulty === 5) {
      // two acute angles that leave an obtuse third angle
      A = rng.int(20, 50);
      B = rng.int(10, 85 - A);
    } else {
      A = rng.int(20, 110);
      B = rng.int(15, 165 - A);
    }
    const C = 180 - A - B;
    const k = kind(Math.max(A, B, C));
    const answer = choiceAnswer(k, TRI_OPTIONS);
    const all = difficulty === 3;
    const who = someone(rng);
    const text = all
      ? rng.pick([
          `A triangle has angles of ${A}°, ${B}° and ${C}°. Is it an acute, right or obtuse triangle?`,
          `${who} measures the angles of a triangle: ${A}°, ${B}° and ${C}°. Is it an acute, right or obtuse triangle?`,
          `The angles of a triangle are ${A}°, ${B}° and ${C}°. What kind of triangle is it: acute, right or obtuse?`,
          `A triangular garden has corners of ${A}°, ${B}° and ${C}°. Is the triangle acute, right or obtuse?`,
          `Classify the triangle with angles of ${A}°, ${B}° and ${C}° as acute, right or obtuse.`,
        ])
      : rng.pick([
          `A triangle has angles of ${A}° and ${B}°. Is it an acute, right or obtuse triangle?`,
          `${who} measures two angles of a triangle: ${A}° and ${B}°. Is it an acute, right or obtuse triangle?`,
          `Two of the angles of a triangle are ${A}° and ${B}°. What kind of triangle is it: acute, right or obtuse?`,
          `A triangular flag has two corners of ${A}° and ${B}°. Is the triangle acute, right or obtuse?`,
          `Classify the triangle that has angles of ${A}° and ${B}° (and a third angle) as acute, right or obtuse.`,
        ]);
    const biggest = Math.max(A, B, C);
    return {
      question: { text },
      diagram: triangleWithAngles(A, B, [`${A}°`, `${B}°`, all ? `${C}°` : '?']),
      answer,
      hints: all
        ? hints('The biggest angle decides the type of triangle.', `The biggest angle is ${biggest}°.`, `Is ${biggest}° less than, equal to, or more than 90°?`)
        : hints('The three angles of a triangle add to 180°.', `180 − ${A} − ${B} = ?`, 'Then look at the biggest of the three angles: less than, equal to, or more than 90°?'),
      explanation: [
        ...(all ? [] : [`The third angle is 180 − ${A} − ${B} = ${C}°.`]),
        `The angles are ${A}°, ${B}° and ${C}°.`,
        `The biggest angle: ${biggest}°.`,
        `${biggest}° is ${k === 'right' ? 'exactly 90°' : k === 'acute' ? 'less than 90°' : 'more than 90°'}, so it is ${k === 'right' ? 'a right' : `an ${k}`} triangle.`,
        `Check: ${A} + ${B} + ${C} = 180.`,
      ],
      misconceptions: misconceptions(answer, [
        [!all && A < 90 && B < 90 ? 'acute' : null, 'two-given-only', 'Find the third angle too: the two you are given are not the whole story.'],
        [k === 'right' ? 'acute' : null, 'right-missed', `The third angle is ${C}°, a right angle.`],
        [k === 'obtuse' ? 'acute' : k === 'acute' ? 'obtuse' : null, 'swapped-names', 'Acute means every angle is less than 90°; obtuse means one angle is more than 90°.'],
      ]),
    };
  },
};

/** A triangle drawn with angles a (first corner) and b (second corner) on a base, each corner labelled. */
function triangleWithAngles(a: number, b: number, labels: [string, string, string]): Diagram {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const side = Math.sin(rad(b)) / Math.sin(rad(180 - a - b));
  const top = { x: side * Math.cos(rad(a)), y: side * Math.sin(rad(a)) };
  return { kind: 'polygon', name: 'triangle', vertices: [{ x: 0, y: 0 }, { x: 1, y: 0 }, top], sides: [null, null, null], angles: labels, rightAngles: [a, b, 180 - a - b].flatMap((v, i) => (v === 90 && labels[i] !== '?' ? [i] : [])) };
}
