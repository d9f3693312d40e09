import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const TURNS: [string, number][] = [['1/4', 90], ['1/2', 180], ['3/4', 270], ['1/3', 120], ['2/3', 240], ['1/6', 60], ['1/8', 45], ['1/12', 30], ['5/12', 150], ['3/8', 135], ['1/10', 36], ['1/5', 72],
  ['5/6', 300], ['5/8', 225], ['7/8', 315], ['7/12', 210], ['11/12', 330], ['2/5', 144], ['3/5', 216], ['4/5', 288], ['3/10', 108], ['7/10', 252], ['9/10', 324], ['1/9', 40], ['2/9', 80], ['1/36', 10], ['1/360', 1]];

export const mdAngleAddition: SkillGenerator = {
  skillId: 'g4.md.angle-addition',
  grade: 4,
  domain: 'md',
  ccss: ['4.MD.C.5', '4.MD.C.7'],
  topic: 'Geometry',
  subtopic: 'Angles that add up',
  prereqs: [],
  estTimeSec: times(20, 60),
  version: '1.3.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    if (difficulty === 2) {
      const [f, deg] = rng.pick(TURNS);
      const answer = intAnswer(deg, 'deg');
      const [n, d] = f.split('/').map(Number) as [number, number];
      return {
        question: {
          text: rng.pick([
            `An angle turns through ${f} of a full circle. How many degrees is the angle?`,
            `A wheel turns ${f} of the way round. Through how many degrees does it turn?`,
            `${someone(rng)} spins ${f} of a full turn on the spot. How many degrees is that?`,
            `A door swings open ${f} of a full turn. How many degrees does it swing?`,
            `A fan blade turns ${f} of a full circle. What angle does it turn through, in degrees?`,
          ]),
        },
        answer,
        hints: hints('A full turn is 360°.', n > 1 ? `1/${d} of a turn is ${360 / d}° (360 ÷ ${d}).` : `Split 360° into ${d} equal parts.`, n > 1 ? `${f} of a turn is ${n} × ${360 / d}°.` : `So ${f} of a turn is 360 ÷ ${d}.`),
        // With a numerator of 1 the share of 360° is the answer, so it is the last step the child fills in.
        explanation:
          n > 1
            ? [`A full turn is 360°.`, `360 ÷ ${d} = ${360 / d}, so 1/${d} turn = ${360 / d}°.`, `${n} × ${360 / d}° = ${deg}°.`, `Check: ${d} × ${360 / d}° = 360°.`]
            : [`A full turn is 360°, split into ${d} equal parts.`, `1/${d} turn: 360 ÷ ${d} = ${deg}°.`, `Check: ${d} × ${deg}° = 360°.`],
        misconceptions: misconceptions(answer, [
          [(100 * n) / d === Math.floor((100 * n) / d) ? (100 * n) / d : null, 'used-100', 'A full turn is 360°, not 100°.'],
          [(180 * n) / d === Math.floor((180 * n) / d) ? (180 * n) / d : null, 'used-180', 'A full turn is 360°; 180° is only a half turn.'],
        ]),
      };
    }
    let total: number;
    let given: number[];
    if (difficulty === 1) {
      // Friendly: multiples of 5 in a right angle, or of 10 in a straight angle (at least 25 problems).
      total = rng.pick([90, 180]);
      given = [total === 90 ? rng.int(2, 16) * 5 : rng.int(2, 16) * 10];
    } else if (difficulty === 3) {
      total = 180;
      given = [rng.int(11, 169)];
    } else if (difficulty === 4) {
      total = rng.pick([90, 180]);
      const a = rng.int(2, total / 10) * 5;
      const b = rng.int(1, (total - a) / 5 - 1) * 5;
      given = [a, b];
    } else {
      total = rng.pick([180, 180, 360]);
      const a = rng.int(12, total === 180 ? 89 : 150);
      const b = rng.int(12, total - a - 12);
      given = [a, b];
    }
    const name = total === 90 ? 'A right angle' : total === 180 ? 'A straight angle' : 'A full turn';
    const ans = total - given.reduce((s, x) => s + x, 0);
    const answer = intAnswer(ans, 'deg');
    const lower = name.toLowerCase();
    const who = someone(rng);
    const text =
      given.length === 1
        ? rng.pick([
            `${name} is split into two angles. One is ${given[0]}°. What is the other?`,
            `Two angles together make ${lower}. One of them is ${given[0]}°. How big is the other one?`,
            `A ray cuts ${lower} into two parts. One part measures ${given[0]}°. What does the other part measure?`,
            `${who} draws ${lower} and splits it with one ray. One angle is ${given[0]}°. What is the other angle?`,
            `The two angles in the picture fill ${lower}. One is ${given[0]}°. Find the missing angle.`,
          ])
        : total === 180 && difficulty === 5
          ? rng.pick([
              `Three angles fill a straight line: ${given[0]}°, x°, and ${given[1]}°. What is x?`,
              `Three angles sit side by side on a straight line: ${given[0]}°, then x°, then ${given[1]}°. Find x.`,
              `A straight line is split into three angles, ${given[0]}°, x° and ${given[1]}°, in that order. What is x?`,
              `${who} marks three angles along a straight line: ${given[0]}°, x° and ${given[1]}°. What is x?`,
              `On a straight line, the angles ${given[0]}°, x° and ${given[1]}° meet at one point. How big is x?`,
            ])
          : rng.pick([
              `${name} (${total}°) is split into three angles: ${given[0]}°, ${given[1]}° and x°. What is x?`,
              `Three angles make ${lower} together: ${given[0]}°, ${given[1]}° and x°. Find x.`,
              `Two rays split ${lower} into three angles. Two of them are ${given[0]}° and ${given[1]}°. What is the third angle, x?`,
              `${who} splits ${lower} into three parts. The parts are ${given[0]}°, ${given[1]}° and x°. What is x?`,
              `Angles of ${given[0]}°, ${given[1]}° and x° sit side by side and fill ${lower}. What is x?`,
            ]);
    const what = total === 90 ? 'A right angle makes 90°' : total === 180 ? 'A straight line makes a 180° angle' : 'A full turn is 360°';
    // The parts side by side from one vertex, in the order the question names them, the unknown marked "?".
    const parts = given.length > 1 && total === 180 && difficulty === 5 ? [given[0]!, null, given[1]!] : [...given, null];
    const arcs: { from: number; to: number; label: string }[] = [];
    let at = 0;
    for (const g of parts) {
      const size = g ?? ans;
      arcs.push({ from: at, to: at + size, label: g === null ? '?' : `${g}°` });
      at += size;
    }
    const rays = [0, ...arcs.map((a) => a.to)].filter((deg) => deg < 360).map((degrees) => ({ degrees }));
    return {
      question: { text },
      diagram: { kind: 'angle', rays, arcs, protractor: false },
      answer,
      hints: hints(`${what}.`, `The parts add up to ${total}°.`, `${total} − ${given.join(' − ')} = ?`),
      explanation: [`The parts add up to ${total}°.`, `${total} − ${given.join(' − ')} = ${ans}.`, `Check: ${[...given, ans].join(' + ')} = ${total}.`],
      misconceptions: misconceptions(answer, [
        [total === 180 ? 90 - given.reduce((s, x) => s + x, 0) : null, 'straight-as-90', 'A straight angle is 180°, not 90°.'],
        [total === 180 ? 360 - given.reduce((s, x) => s + x, 0) : null, 'straight-as-360', 'A straight angle is 180°; 360° is a full turn.'],
        [given.length > 1 ? total - given[0]! : null, 'subtracted-one', `Subtract both known angles from ${total}.`],
        [total === 90 ? 180 - given[0]! : null, 'right-as-180', 'A right angle is 90°.'],
      ].filter((m) => m[0] === null || (m[0] as number) > 0) as [number | null, string, string][]),
    };
  },
};
