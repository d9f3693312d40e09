import type { Difficulty, GeneratedBody, Rng, SkillGenerator, UnitId } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

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
  version: '1.1.0',
  generate(difficulty: Difficulty, rng: Rng): GeneratedBody {
    const u = rng.pick(U);
    const max = difficulty === 1 ? 5 : 10;
    const l = rng.int(2, max), w = rng.int(2, max), h = rng.int(2, max);
    const V = l * w * h;
    if (difficulty <= 2) {
      const answer = intAnswer(V, u.id);
      const text = difficulty === 1
        ? `A box is built from unit cubes: ${l} cubes long, ${w} cubes wide and ${h} cubes high. How many unit cubes are in the box?`
        : `A box is ${l} ${u.w} long, ${w} ${u.w} wide and ${h} ${u.w} high. What is its volume?`;
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
        question: { text: `A prism has a base with an area of ${B} ${u.sq} and a height of ${h} ${u.w}. What is its volume?` },
        answer,
        hints: hints('Volume = base area × height.', `Base area ${B}, height ${h}.`, `${B} × ${h} = ?`),
        explanation: [`V = B × h.`, `${B} × ${h} = ${fmtInt(V)}.`, `Check: ${fmtInt(V)} ÷ ${h} = ${B}.`],
        misconceptions: misconceptions(answer, [[B + h, 'added', 'Multiply the base area by the height.']]),
      };
    }
    if (difficulty === 4) {
      const B = l * w;
      const answer = intAnswer(h, u.w === 'cm' ? 'cm' : u.w === 'in' ? 'in' : 'ft');
      return {
        question: { text: `A box has a volume of ${fmtInt(V)} cubic ${u.w === 'ft' ? 'feet' : u.w === 'in' ? 'inches' : 'centimeters'}. Its base has an area of ${B} ${u.sq}. How tall is the box?` },
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
      question: { text: `An L-shaped solid is made of a ${l} × ${w} × ${h} prism and a ${l2} × ${w} × ${h} prism (in ${u.w}) that do not overlap. What is its total volume?` },
      answer,
      hints: hints('Find the volume of each prism separately.', `${l} × ${w} × ${h} = ${fmtInt(V)}.`, `${l2} × ${w} × ${h} = ?, then add.`),
      explanation: [`First prism: ${l} × ${w} × ${h} = ${fmtInt(V)}.`, `Second prism: ${l2} × ${w} × ${h} = ${fmtInt(V2)}.`, `Total: ${fmtInt(V)} + ${fmtInt(V2)} = ${fmtInt(V + V2)}.`, `Check: (${l} + ${l2}) × ${w} × ${h} = ${fmtInt(V + V2)}.`],
      misconceptions: misconceptions(answer, [[V, 'one-prism-only', 'Add the volume of the second prism too.'], [V2, 'one-prism-only', 'Add the volume of the first prism too.']]),
    };
  },
};
