import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import type { AngleDiagram } from '../../diagrams/types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions, type MisSpec } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

/**
 * 4.MD.C.6: read an angle's measure off a protractor drawn under it. The protractor's scale has a
 * tick every 5° (web/src/components/diagram/shapes.tsx), so every ray points at a tick and every
 * reading is a whole number of degrees, a multiple of 5.
 *
 * d1: one ray on 0°, the other on a multiple of 10. d2: one ray on 180° (the scale's far end), so the
 * angle is counted down from 180. d3: neither ray on 0°, multiples of 10: the angle is the difference
 * of the two readings. d4: the same with multiples of 5. d5: three rays, one angle named by two of them.
 */

/** Letters for the two ray ends and the vertex (the middle letter), so angle "AOB" reads naturally. */
const LETTERS: readonly [string, string, string, string][] = [
  ['A', 'O', 'B', 'C'], ['P', 'Q', 'R', 'S'], ['D', 'E', 'F', 'G'], ['K', 'L', 'M', 'N'], ['X', 'Y', 'Z', 'W'], ['G', 'H', 'J', 'K'], ['R', 'S', 'T', 'U'], ['U', 'V', 'W', 'X'],
];

/** Ways to ask for the measure of the named angle (the templates of the skill). */
const ASK: readonly ((angle: string) => string)[] = [
  (a) => `Use the protractor to measure angle ${a}. How many degrees is it?`,
  (a) => `What is the measure of angle ${a}, read from the protractor?`,
  (a) => `A protractor is lined up on angle ${a}. How many degrees does the angle measure?`,
  (a) => `Read the protractor: how many degrees is angle ${a}?`,
  (a) => `Measure angle ${a} with the protractor. Give the answer in degrees.`,
  (a) => `Jo puts a protractor on angle ${a}, as shown. What does angle ${a} measure?`,
];

/** A multiple of `step` strictly between lo and hi, not in `except`. */
function tick(rng: Rng, lo: number, hi: number, step: number, except: number[] = []): number {
  const all: number[] = [];
  for (let v = Math.ceil((lo + 1) / step) * step; v < hi; v += step) if (!except.includes(v)) all.push(v);
  return rng.pick(all);
}

export const mdMeasureAngles: SkillGenerator = {
  skillId: 'g4.md.measure-angles',
  grade: 4,
  domain: 'md',
  ccss: ['4.MD.C.6'],
  topic: 'Geometry',
  subtopic: 'Measure angles with a protractor',
  prereqs: [],
  estTimeSec: times(20, 60),
  version: '1.0.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const [l1, v, l2, l3] = rng.pick(LETTERS);
    const ask = rng.pick(ASK);
    const ray = (label: string): string => `ray ${v}${label}`;
    const Ray = (label: string): string => `Ray ${v}${label}`;
    if (difficulty <= 2) {
      // One ray on an end of the scale: 0° (d1) or 180° (d2).
      const other = tick(rng, 0, 180, 10, [90]);
      const onZero = difficulty === 1;
      const ans = onZero ? other : 180 - other;
      const name = `${l1}${v}${l2}`;
      const diagram: AngleDiagram = {
        kind: 'angle',
        rays: onZero ? [{ degrees: 0, label: l1 }, { degrees: other, label: l2 }] : [{ degrees: other, label: l2 }, { degrees: 180, label: l1 }],
        arcs: [{ from: Math.min(other, onZero ? 0 : 180), to: Math.max(other, onZero ? 0 : 180), label: '?' }],
        protractor: true,
        vertex: v,
      };
      const answer = intAnswer(ans, 'deg');
      const mis: MisSpec[] = onZero
        ? [[180 - ans, 'read-other-end', `${Ray(l1)} lies on 0°: count up from 0°, not from 180°.`]]
        : [[other, 'counted-from-zero', `${Ray(l1)} lies on 180°, not on 0°: count the degrees from ${ray(l1)} to ${ray(l2)}.`]];
      return {
        question: { text: ask(name) },
        diagram,
        answer,
        hints: onZero
          ? hints(`The protractor's centre sits on the vertex ${v}, and ${ray(l1)} lies along its 0° line.`, `Count up the scale from 0° to the mark where ${ray(l2)} crosses it.`, `Is angle ${name} smaller or larger than a right angle? Check your reading fits.`)
          : hints(`${Ray(l1)} lies on the 180° end of the scale, not the 0° end.`, `Read the mark where ${ray(l2)} crosses the scale, then count from there up to 180°.`, `Angle ${name} = 180° − (the reading at ${ray(l2)}).`),
        explanation: onZero
          ? [`${Ray(l1)} lies on the 0° mark, so the scale counts up from ${ray(l1)}.`, `${Ray(l2)} crosses the scale at the mark for angle ${name}: angle ${name} = ${ans}°.`, `Check: angle ${name} is ${ans < 90 ? 'smaller' : 'larger'} than a right angle, and ${ans}° is ${ans < 90 ? 'less' : 'more'} than 90°.`]
          : [`${Ray(l1)} lies on the 180° mark, so count from 180° down to ${ray(l2)}.`, `${Ray(l2)} crosses the scale at ${other}°.`, `Angle ${name} = 180 − ${other} = ${ans}°.`, `Check: ${other}° + ${ans}° = 180°, a straight angle.`],
        misconceptions: misconceptions(answer, mis),
      };
    }
    if (difficulty <= 4) {
      // Neither ray on 0°: the angle is the difference of the two readings.
      const step = difficulty === 3 ? 10 : 5;
      // b is never twice a: the angle would then equal the first reading, which the hints name.
      const a = tick(rng, 0, 150, step);
      const b = tick(rng, a + 15, 180, step, [2 * a]);
      const ans = b - a;
      const name = `${l1}${v}${l2}`;
      const answer = intAnswer(ans, 'deg');
      return {
        question: { text: ask(name) },
        diagram: { kind: 'angle', rays: [{ degrees: a, label: l1 }, { degrees: b, label: l2 }], arcs: [{ from: a, to: b, label: '?' }], protractor: true, vertex: v },
        answer,
        hints: hints(`Neither ray lies on 0°: read where each ray crosses the scale.`, `${Ray(l1)} crosses the scale at ${a}°. Now read ${ray(l2)} on the same scale.`, `Angle ${name} is the difference of the two readings: (reading at ${ray(l2)}) − ${a} = ?`),
        explanation: [`${Ray(l1)} crosses the scale at ${a}°.`, `${Ray(l2)} crosses the same scale at ${b}°.`, `Angle ${name} = ${b} − ${a} = ${ans}°.`, `Check: ${a}° + ${ans}° = ${b}°, the reading at ${ray(l2)}.`],
        misconceptions: misconceptions(answer, [
          [b, 'read-one-ray', `That is where ${ray(l2)} crosses the scale. ${Ray(l1)} is not on 0°, so subtract its reading.`],
          [a, 'read-one-ray', `That is where ${ray(l1)} crosses the scale. The angle is the space between the two rays.`],
          [180 - ans, 'read-other-end', 'Both readings must come from the same scale, counted from the same 0°.'],
          [a + b, 'added-readings', 'The angle is the difference of the two readings, not their sum.'],
        ].filter((m) => (m[0] as number) > 0 && (m[0] as number) < 360) as MisSpec[]),
      };
    }
    // d5: three rays; the asked angle is between two of them, neither necessarily on 0°.
    const a = tick(rng, 0, 110, 5);
    const b = tick(rng, a + 15, 145, 5);
    const c = tick(rng, b + 15, 180, 5);
    const rays = [{ degrees: a, label: l1 }, { degrees: b, label: l2 }, { degrees: c, label: l3 }] as const;
    // A pair whose angle equals the first ray's reading is left out: the hints name that reading.
    const pairs = ([[0, 1], [1, 2], [0, 2]] as const).filter(([i, j]) => rays[j].degrees - rays[i].degrees !== rays[i].degrees);
    const [i, j] = rng.pick(pairs.length ? pairs : ([[1, 2]] as const));
    const lo = rays[i], hi = rays[j];
    const ans = hi.degrees - lo.degrees;
    const name = `${lo.label}${v}${hi.label}`;
    const answer = intAnswer(ans, 'deg');
    return {
      question: { text: `Three rays start at ${v}. ${ask(name)}` },
      diagram: { kind: 'angle', rays: [...rays], arcs: [{ from: lo.degrees, to: hi.degrees, label: '?' }], protractor: true, vertex: v },
      answer,
      hints: hints(`Angle ${name} is between ${ray(lo.label)} and ${ray(hi.label)}; the third ray does not matter here.`, `${Ray(lo.label)} crosses the scale at ${lo.degrees}°. Read ${ray(hi.label)} on the same scale.`, `Angle ${name} = (reading at ${ray(hi.label)}) − ${lo.degrees} = ?`),
      explanation: [`${Ray(lo.label)} crosses the scale at ${lo.degrees}°.`, `${Ray(hi.label)} crosses the same scale at ${hi.degrees}°.`, `Angle ${name} = ${hi.degrees} − ${lo.degrees} = ${ans}°.`, `Check: ${lo.degrees}° + ${ans}° = ${hi.degrees}°.`],
      misconceptions: misconceptions(answer, [
        [hi.degrees, 'read-one-ray', `That is where ${ray(hi.label)} crosses the scale; subtract the reading of ${ray(lo.label)}.`],
        [180 - ans, 'read-other-end', 'Read both rays on the same scale, counted from the same 0°.'],
        [j - i === 2 ? b - a : null, 'wrong-pair', `Angle ${name} runs from ${ray(lo.label)} all the way to ${ray(hi.label)}.`],
        [j - i === 2 ? c - b : null, 'wrong-pair', `Angle ${name} runs from ${ray(lo.label)} all the way to ${ray(hi.label)}.`],
      ].filter((m) => m[0] === null || ((m[0] as number) > 0 && (m[0] as number) < 360)) as MisSpec[]),
    };
  },
};
