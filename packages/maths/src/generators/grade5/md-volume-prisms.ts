import type { Difficulty, GeneratedBody, Rng, SkillGenerator, UnitId } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

const U: { id: UnitId; w: string; sq: string }[] = [
  { id: 'cm3', w: 'cm', sq: 'square centimeters' },
  { id: 'in3', w: 'in', sq: 'square inches' },
  { id: 'ft3', w: 'ft', sq: 'square feet' },
];

export const mdVolumePrisms: SkillGenerator = {
  skillId: 'g5.md.volume-prisms',
  grade: 5,
  domain: 'md',
  ccss: ['5.MD.C.3', '5.MD.C.4', '5.MD.C.5'],
  topic: 'Measurement',
  subtopic: 'Volume of boxes',
  prereqs: ['g4.nbt.multiply'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const u = rng.pick(U);
    const max = difficulty === 1 ? 5 : 10;
    const l = rng.int(2, max), w = rng.int(2, max), h = rng.int(2, max);
    const V = l * w * h;
    if (difficulty <= 2) {
      const answer = intAnswer(V, u.id);
      const who = someone(rng);
      const text =
        difficulty === 1
          ? rng.pick([
              `A box is built from unit cubes: ${l} cubes long, ${w} cubes wide and ${h} cubes high. How many unit cubes are in the box?`,
              `${who} builds a box from unit cubes: ${l} cubes long, ${w} cubes wide and ${h} cubes high. How many unit cubes does ${who} use?`,
              `A stack of unit cubes is ${l} cubes long, ${w} cubes wide and ${h} cubes tall. How many cubes are in the stack?`,
              `How many unit cubes fill a box that is ${l} cubes long, ${w} cubes wide and ${h} cubes high?`,
              `Sugar cubes are packed ${l} long, ${w} wide and ${h} high in a box. How many sugar cubes are in the box?`,
            ])
          : rng.pick([
              `A box is ${l} ${u.w} long, ${w} ${u.w} wide and ${h} ${u.w} high. What is its volume?`,
              `A fish tank measures ${l} ${u.w} by ${w} ${u.w} by ${h} ${u.w}. What is its volume?`,
              `${who}'s toy chest is ${l} ${u.w} long, ${w} ${u.w} wide and ${h} ${u.w} high. What is its volume?`,
              `Find the volume of a rectangular prism ${l} ${u.w} long, ${w} ${u.w} wide and ${h} ${u.w} high.`,
              `What is the volume of a cereal box that is ${l} ${u.w} long, ${w} ${u.w} wide and ${h} ${u.w} high?`,
            ]);
      const answerFinal = difficulty === 1 ? intAnswer(V) : answer;
      const unit = difficulty === 1 ? 'cubes' : u.w;
      return {
        question: { text },
        diagram: { kind: 'solid', shape: 'rectangular-prism', labels: { length: `${l} ${unit}`, width: `${w} ${unit}`, height: `${h} ${unit}` } },
        answer: answerFinal,
        hints: hints('Volume = length × width × height.', `One layer has ${l} × ${w} = ${l * w} cubes.`, `There are ${h} layers: ${l * w} × ${h} = ?`),
        explanation: [`One layer: ${l} × ${w} = ${l * w}.`, `${h} layers: ${l * w} × ${h} = ${fmtInt(V)}.`, `Check: ${w} × ${h} = ${w * h}, and ${w * h} × ${l} = ${fmtInt(V)}.`],
        misconceptions: misconceptions(answerFinal, [
          [l + w + h, 'added-edges', 'Volume multiplies the edges; adding them gives a length, not a volume.'],
          [2 * (l * w + l * h + w * h), 'surface-area', 'That counts the outside faces (surface area), not the cubes inside.'],
          [l * w, 'one-layer', `That is one layer. There are ${h} layers.`],
        ]),
      };
    }
    if (difficulty === 3) {
      const B = l * w;
      const answer = intAnswer(V, u.id);
      return {
        question: {
          text: rng.pick([
            `A prism has a base with an area of ${B} ${u.sq} and a height of ${h} ${u.w}. What is its volume?`,
            `The base of a prism has an area of ${B} ${u.sq}. The prism is ${h} ${u.w} tall. What is its volume?`,
            `${someone(rng)} has a box whose bottom covers ${B} ${u.sq}. The box is ${h} ${u.w} high. What is its volume?`,
            `Find the volume of a prism with a base area of ${B} ${u.sq} and a height of ${h} ${u.w}.`,
            `A tank's base has an area of ${B} ${u.sq}, and the tank is ${h} ${u.w} deep. What is its volume?`,
          ]),
        },
        answer,
        hints: hints('Volume = base area × height.', `Base area ${B}, height ${h}.`, `${B} × ${h} = ?`),
        explanation: [`V = B × h.`, `${B} × ${h} = ${fmtInt(V)}.`, `Check: ${fmtInt(V)} ÷ ${h} = ${B}.`],
        misconceptions: misconceptions(answer, [[B + h, 'added', 'Multiply the base area by the height.']]),
      };
    }
    if (difficulty === 4) {
      const B = l * w;
      const answer = intAnswer(h, u.w === 'cm' ? 'cm' : u.w === 'in' ? 'in' : 'ft');
      const cubic = u.w === 'ft' ? 'feet' : u.w === 'in' ? 'inches' : 'centimeters';
      return {
        question: {
          text: rng.pick([
            `A box has a volume of ${fmtInt(V)} cubic ${cubic}. Its base has an area of ${B} ${u.sq}. How tall is the box?`,
            `The volume of a box is ${fmtInt(V)} cubic ${cubic}, and its base covers ${B} ${u.sq}. What is its height?`,
            `${someone(rng)} packs a box with a volume of ${fmtInt(V)} cubic ${cubic}. The base of the box has an area of ${B} ${u.sq}. How tall is the box?`,
            `A fish tank holds ${fmtInt(V)} cubic ${cubic}, and its base has an area of ${B} ${u.sq}. How deep is the tank?`,
            `Find the height of a prism with a volume of ${fmtInt(V)} cubic ${cubic} and a base area of ${B} ${u.sq}.`,
          ]),
        },
        answer,
        hints: hints('Volume = base area × height.', `${B} × ? = ${fmtInt(V)}.`, `Divide ${fmtInt(V)} by ${B}.`),
        explanation: [`Height = volume ÷ base area.`, `${fmtInt(V)} ÷ ${B} = ${h}.`, `Check: ${B} × ${h} = ${fmtInt(V)}.`],
        misconceptions: misconceptions(answer, [[V * B, 'multiplied', 'The height is smaller than the volume: divide.'], [V - B, 'subtracted', 'Volume = base × height, so divide.']]),
      };
    }
    const l2 = rng.int(2, 6);
    const V2 = l2 * w * h;
    const answer = intAnswer(V + V2, u.id);
    return {
      question: {
        text: rng.pick([
          `An L-shaped solid is made of a ${l} × ${w} × ${h} prism and a ${l2} × ${w} × ${h} prism (in ${u.w}) that do not overlap. What is its total volume?`,
          `Two boxes, ${l} × ${w} × ${h} and ${l2} × ${w} × ${h} (in ${u.w}), are placed side by side without overlapping. What is their total volume?`,
          `${someone(rng)} builds a shape from two prisms that do not overlap: ${l} × ${w} × ${h} and ${l2} × ${w} × ${h} (in ${u.w}). What is the total volume?`,
          `Find the total volume of a solid made of a ${l} × ${w} × ${h} prism and a ${l2} × ${w} × ${h} prism (in ${u.w}) that do not overlap.`,
          `A step-shaped block is made of two rectangular prisms, ${l} × ${w} × ${h} and ${l2} × ${w} × ${h} (in ${u.w}), that do not overlap. What is its volume?`,
        ]),
      },
      answer,
      hints: hints('Find the volume of each prism separately.', `${l} × ${w} × ${h} = ${fmtInt(V)}.`, `${l2} × ${w} × ${h} = ?, then add.`),
      explanation: [`First prism: ${l} × ${w} × ${h} = ${fmtInt(V)}.`, `Second prism: ${l2} × ${w} × ${h} = ${fmtInt(V2)}.`, `Total: ${fmtInt(V)} + ${fmtInt(V2)} = ${fmtInt(V + V2)}.`, `Check: (${l} + ${l2}) × ${w} × ${h} = ${fmtInt(V + V2)}.`],
      misconceptions: misconceptions(answer, [[V, 'one-prism-only', 'Add the volume of the second prism too.'], [V2, 'one-prism-only', 'Add the volume of the first prism too.']]),
    };
  },
};
