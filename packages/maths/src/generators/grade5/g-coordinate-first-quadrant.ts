import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { plane } from '../../diagrams/build.js';

const pt = (x: number, y: number) => `(${x}, ${y})`;
const coord = (x: number, y: number): AnswerSpec => ({ format: 'coordinate', x: String(x), y: String(y), canonical: pt(x, y) });

export const gCoordinateFirstQuadrant: SkillGenerator = {
  skillId: 'g5.g.coordinate-first-quadrant',
  grade: 5,
  domain: 'g',
  ccss: ['5.G.A.1', '5.G.A.2'],
  topic: 'Coordinate plane',
  subtopic: 'Points in the first quadrant',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const who = someone(rng);
    if (difficulty <= 2) {
      const sx = difficulty === 1 ? 0 : rng.int(1, 6), sy = difficulty === 1 ? 0 : rng.int(1, 6);
      const r = rng.int(1, 9), u = rng.int(1, 9);
      const x = sx + r, y = sy + u;
      const answer = coord(x, y);
      return {
        question: {
          text: rng.pick([
            `Start at ${pt(sx, sy)}. Move ${r} units right and ${u} units up. Where are you?`,
            `A bug starts at ${pt(sx, sy)}. It crawls ${r} units right and ${u} units up. What point is it on now?`,
            `${who} is at ${pt(sx, sy)} on a grid map and walks ${r} units right, then ${u} units up. Which point does ${who} reach?`,
            `From ${pt(sx, sy)}, go ${r} units right and ${u} units up. What are the coordinates of the point you reach?`,
            `A robot at ${pt(sx, sy)} moves ${r} units to the right and ${u} units up. Where does it stop?`,
          ]),
        },
        answer,
        hints: hints('Moving right changes x (the first number); moving up changes y (the second number).', `x: ${sx} + ${r}.`, `y: ${sy} + ${u}. Write (x, y).`),
        explanation: [`Right ${r}: x = ${sx} + ${r} = ${x}.`, `Up ${u}: y = ${sy} + ${u} = ${y}.`, `The point is ${pt(x, y)}.`, `Check: from ${pt(sx, sy)}, count ${r} right and ${u} up.`],
        misconceptions: misconceptions(answer, [[pt(y, x), 'swapped-coordinates', 'Write x (across) first, then y (up).'], [pt(r, u), 'ignored-start', `Start from ${pt(sx, sy)}, not from (0, 0).`]]),
      };
    }
    if (difficulty === 3) {
      const horiz = rng.bool();
      const a = rng.int(0, 8), b = rng.int(a + 2, 15), c = rng.int(1, 10);
      const [P, Q] = horiz ? [pt(a, c), pt(b, c)] : [pt(c, a), pt(c, b)];
      const answer = intAnswer(b - a);
      return {
        question: {
          text: rng.pick([
            `How many units apart are the points ${P} and ${Q}?`,
            `What is the distance between ${P} and ${Q}, in units?`,
            `${who} marks ${P} and ${Q} on a grid. How many units apart are they?`,
            `Point P is at ${P} and point Q is at ${Q}. How many units apart are they?`,
            `On a grid map, a park is at ${P} and a school is at ${Q}. How many units apart are they?`,
          ]),
        },
        diagram: plane({ points: (horiz ? [[a, c], [b, c]] : [[c, a], [c, b]]).map(([x, y], i) => ({ x: x!, y: y!, label: 'PQ'[i]! })) }, { firstQuadrant: true }),
        answer,
        hints: hints(`The points share the same ${horiz ? 'y' : 'x'}-coordinate, so they are on one grid line.`, `Compare the ${horiz ? 'x' : 'y'}-coordinates: ${a} and ${b}.`, `${b} − ${a} = ?`),
        explanation: [`Both points have ${horiz ? 'y' : 'x'} = ${c}.`, `The distance is ${b} − ${a} = ${b - a} units.`, `Check: counting from ${a} up to ${b} takes ${b - a} steps.`],
        misconceptions: misconceptions(answer, [[a + b, 'added', 'Subtract the coordinates that change.'], [b - a + 1, 'counted-points', 'Count the jumps between grid points, not the points themselves.']]),
      };
    }
    if (difficulty === 4) {
      const p = rng.int(1, 5), q = rng.int(2, 6), n = rng.int(3, 6);
      const x = (n - 1) * p, y = (n - 1) * q;
      const answer = coord(x, y);
      return {
        question: {
          text: rng.pick([
            `The x-coordinates start at 0 and add ${p}. The y-coordinates start at 0 and add ${q}. The first point is (0, 0). What is point number ${n}?`,
            `${who} plots points: the x-coordinates start at 0 and go up by ${p}, and the y-coordinates start at 0 and go up by ${q}. The first point is (0, 0). What is point number ${n}?`,
            `A pattern of points starts at (0, 0). Each time, x goes up by ${p} and y goes up by ${q}. Counting (0, 0) as point 1, what is point number ${n}?`,
            `Points follow two rules: x starts at 0 and adds ${p}; y starts at 0 and adds ${q}. Point 1 is (0, 0). What is point number ${n}?`,
            `A climber starts at (0, 0), and each step takes her ${p} units right and ${q} units up. Point 1 is (0, 0). Where is point number ${n}?`,
          ]),
        },
        answer,
        hints: hints('The first point is (0, 0), so point number ' + n + ` is ${n - 1} steps along.`, `x: ${n - 1} × ${p}.`, `y: ${n - 1} × ${q}. Write (x, y).`),
        explanation: [`Point ${n} is ${n - 1} steps from (0, 0).`, `x = ${n - 1} × ${p} = ${x}; y = ${n - 1} × ${q} = ${y}.`, `Point ${n} is ${pt(x, y)}.`, `Check: (0, 0), (${p}, ${q}), (${2 * p}, ${2 * q}), … for ${n} points.`],
        misconceptions: misconceptions(answer, [[pt(n * p, n * q), 'off-by-one', '(0, 0) is point 1, so take one step fewer.'], [pt(y, x), 'swapped-coordinates', 'Write x first, then y.']]),
      };
    }
    const x1 = rng.int(0, 6), x2 = rng.int(x1 + 2, 12), y1 = rng.int(0, 6), y2 = rng.int(y1 + 2, 12);
    const corners: [number, number][] = [[x1, y1], [x2, y1], [x2, y2], [x1, y2]];
    const miss = rng.int(0, 3);
    const [mx, my] = corners[miss]!;
    const shown = corners.filter((_, i) => i !== miss).map(([a, b]) => pt(a, b));
    const answer = coord(mx, my);
    return {
      question: {
        text: rng.pick([
          `Three corners of a rectangle are ${shown.join(', ')}. What is the fourth corner?`,
          `A rectangle has corners at ${shown.join(', ')} and one more point. Where is its fourth corner?`,
          `${who} draws a rectangle. Three of its corners are ${shown.join(', ')}. What are the coordinates of the fourth corner?`,
          `The points ${shown.join(', ')} are three corners of a rectangle. Find the missing corner.`,
          `A garden on a grid map is a rectangle with corners at ${shown.join(', ')} and one more. What is the fourth corner?`,
        ]),
      },
      diagram: plane({ points: corners.filter((_, i) => i !== miss).map(([x, y], i) => ({ x, y, label: 'ABC'[i]! })) }, { firstQuadrant: true, extra: corners }),
      answer,
      hints: hints('Opposite sides of a rectangle line up: each x-value and each y-value is used twice.', `The x-values are ${x1} and ${x2}; the y-values are ${y1} and ${y2}.`, 'Which x-value and which y-value appear only once among the three corners?'),
      explanation: [`The x-values ${x1} and ${x2} and the y-values ${y1} and ${y2} each appear twice at the four corners.`, `The missing corner uses x = ${mx} and y = ${my}.`, `It is ${pt(mx, my)}.`, `Check: the four corners ${corners.map(([a, b]) => pt(a, b)).join(', ')} make a rectangle.`],
      misconceptions: misconceptions(answer, [[pt(my, mx), 'swapped-coordinates', 'Write x first, then y.'], [pt(x2 - x1, y2 - y1), 'side-lengths', `${x2 - x1} and ${y2 - y1} are side lengths, not a point.`]]),
    };
  },
};
