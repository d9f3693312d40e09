import type { Diagram } from '../../diagrams/types.js';
import { withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';

export const gAngleRelationships: SkillGenerator = {
  skillId: 'g7.g.angle-relationships',
  grade: 7,
  domain: 'g',
  ccss: ['7.G.B.5'],
  topic: 'Geometry',
  subtopic: 'Angle relationships',
  prereqs: ['g4.md.angle-addition', 'g7.ee.two-step-equations'],
  estTimeSec: times(20, 120),
  version: '1.3.0',
  generate(d: Difficulty, rng: Rng) {
    // Wordings are drawn after the numbers (docs/maths/curriculum.md, "Variety").
    const who = () => someone(rng);
    if (d === 1) {
      const comp = rng.bool();
      const a = comp ? rng.int(11, 79) : rng.int(20, 160);
      const ans = (comp ? 90 : 180) - a;
      return withDiagram(bodyLoose(
        (() => {
          const word = comp ? 'complement' : 'supplement';
          const kind = comp ? 'complementary' : 'supplementary';
          return rng.pick([
            `What is the ${word} of a ${a}° angle?`,
            `An angle measures ${a}°. What is the measure of its ${word}?`,
            `${who()} draws an angle of ${a}°. What is the measure of its ${word}?`,
            `Find the ${word} of an angle of ${a}°.`,
            `Two angles are ${kind}. One of them is ${a}°. What is the other?`,
          ]);
        })(),
        A.integer(ans, 'deg'),
        [`${comp ? 'Complementary' : 'Supplementary'} angles add up to ${comp ? 90 : 180}°.`, `${a}° + ? = ${comp ? 90 : 180}°.`, `${comp ? 90 : 180} − ${a} = ?`],
        [`${comp ? 90 : 180} − ${a} = ${ans}.`, `Check: ${a} + ${ans} = ${comp ? 90 : 180}.`],
        [(comp ? 180 : 90) - a <= 0 ? null : mis(String((comp ? 180 : 90) - a), comp ? 'supplement-instead' : 'complement-instead', comp ? 'Complementary angles add to 90°, not 180°.' : 'Supplementary angles add to 180°, not 90°.')],
      ), sideBySide([[a, `${a}°`], [ans, '?']]));
    }
    if (d === 2) {
      const a = rng.int(25, 155);
      return withDiagram(bodyLoose(
        rng.pick([
          `Two lines cross. One angle measures ${a}°. What is the measure of the angle vertical (opposite) to it?`,
          `Two straight roads cross. One of the angles between them is ${a}°. What is the angle opposite it?`,
          `${who()} draws two crossing lines and measures one angle: ${a}°. What is the vertical (opposite) angle?`,
          `Where two lines meet, one angle is ${a}°. What is the measure of the angle across from it?`,
          `A pair of scissors is open so that its blades make a ${a}° angle. What is the vertical angle on the other side of the pivot?`,
        ]),
        A.integer(a, 'deg'),
        ['Vertical angles are the angles opposite each other where two lines cross.', 'Vertical angles are always equal.', `Is the angle you want next to the ${a}° angle, or across from it?`],
        // The neighbouring angle is worked out first (a step to fill in), the opposite angle last.
        [`Vertical angles are equal.`, `The angle next to it: 180° − ${a}° = ${180 - a}°.`, `Opposite angle: ${a}°.`, `Check: each of them is supplementary to the angle between them, ${180 - a}°.`],
        [mis(String(180 - a), 'adjacent-angle', 'That is the angle next to it (a linear pair). The vertical angle is opposite.')],
      ), { kind: 'angle', rays: [0, a, 180, 180 + a].map((degrees) => ({ degrees })), arcs: [{ from: 0, to: a, label: `${a}°` }, { from: 180, to: 180 + a, label: '?' }], protractor: false });
    }
    if (d === 3) {
      const a = rng.int(20, 80);
      let b = rng.int(20, 150 - a);
      if (a + b === 90) b += 5;
      const ans = 180 - a - b;
      return withDiagram(bodyLoose(
        rng.pick([
          `Three angles sit side by side on a straight line. Two of them are ${a}° and ${b}°. What is the third angle?`,
          `A straight line is split into three angles. Two of them measure ${a}° and ${b}°. What does the third measure?`,
          `${who()} cuts a straight angle into three parts: ${a}°, ${b}° and one more. How big is the last part?`,
          `Three angles together make a straight line. Two are ${a}° and ${b}°. Find the third.`,
          `Rays from one point on a straight line make three angles. Two are ${a}° and ${b}°. What is the third angle?`,
        ]),
        A.integer(ans, 'deg'),
        ['Angles on a straight line add up to 180°.', `${a} + ${b} = ${a + b}.`, `180 − ${a + b} = ?`],
        [`${a} + ${b} + ? = 180.`, `? = 180 − ${a + b} = ${ans}.`, `Check: ${a} + ${b} + ${ans} = 180.`],
        [mis(String(360 - a - b), 'used-360', 'A straight line is 180°, not 360°.'), mis(String(90 - a - b > 0 ? 90 - a - b : a + b), 'wrong-total', 'The angles fill a straight line: they add to 180°.')],
      ), sideBySide([[a, `${a}°`], [b, `${b}°`], [ans, '?']]));
    }
    const p = rng.int(2, 5);
    if (d === 4) {
      // (p x + q) and (r) supplementary  → p x + q = 180 - other ; simpler: (p x + q)° and (s x + t)° supplementary
      const x = rng.int(10, 30);
      const q = rng.int(-20, 40);
      const s = rng.int(1, 3);
      const t = 180 - p * x - q - s * x;
      const e1 = `${p}x ${q < 0 ? '−' : '+'} ${Math.abs(q)}`;
      const e2 = `${s === 1 ? '' : s}x ${t < 0 ? '−' : '+'} ${Math.abs(t)}`;
      const supplementary = bodyLoose(
        `Two angles are supplementary. They measure (${e1})° and (${e2})°. What is x?`,
        A.integer(x),
        ['Supplementary angles add up to 180°.', `(${e1}) + (${e2}) = 180, so ${p + s}x ${q + t < 0 ? '−' : '+'} ${Math.abs(q + t)} = 180.`, `${p + s}x = ${180 - q - t}; divide by ${p + s}.`],
        [`${p + s}x ${q + t < 0 ? '−' : '+'} ${Math.abs(q + t)} = 180.`, `${p + s}x = ${180 - q - t}.`, `x = ${x}.`, `Check: the angles are ${p * x + q}° and ${s * x + t}°, which add to 180°.`],
        [mis(String(p * x + q), 'gave-angle', 'The question asks for x, not the angle.'), mis(String((90 - q - t) / (p + s)), 'used-90', 'Supplementary means 180°, not 90°.')].filter((m) => /^\d+$/.test(m.value)),
      );
      // Drawn only when both angles are real openings (a large first angle can leave the second at 0° or less).
      return p * x + q > 0 && s * x + t > 0 ? withDiagram(supplementary, sideBySide([[p * x + q, `(${e1})°`], [s * x + t, `(${e2})°`]])) : supplementary;
    }
    // d5: vertical angles (a x + b) = (c x - e)
    const x = rng.int(8, 30);
    const a = rng.int(2, 4);
    const c = a + rng.int(1, 3);
    const b = rng.int(5, Math.min(40, (c - a) * x - 2));
    const e = c * x - a * x - b; // c x - e = a x + b, e ≥ 2
    const angle = a * x + b; // ≤ 4 × 30 + 40 = 160
    const wrong180 = (180 - b + e) / (a + c);
    return bodyLoose(
      rng.pick([
        `Two vertical angles measure (${a}x + ${b})° and (${c}x − ${e})°. What is x?`,
        `Two lines cross. A pair of vertical angles measure (${a}x + ${b})° and (${c}x − ${e})°. Find x.`,
        `${who()} labels two vertical angles (${a}x + ${b})° and (${c}x − ${e})°. What is the value of x?`,
        `The angles (${a}x + ${b})° and (${c}x − ${e})° are opposite each other where two lines cross. What is x?`,
        `Vertical angles: (${a}x + ${b})° and (${c}x − ${e})°. Solve for x.`,
      ]),
      A.integer(x),
      ['Vertical angles are equal.', `${a}x + ${b} = ${c}x − ${e}.`, `Get the x terms on one side: ${b} + ${e} = ${c - a === 1 ? '' : c - a}x.`],
      // With one x left ("21 = x") that step would be the answer: then x is worked out directly.
      [`${a}x + ${b} = ${c}x − ${e}.`, ...(c - a === 1 ? [`x = ${b} + ${e} = ${x}.`] : [`${b + e} = ${c - a}x.`, `x = ${b + e} ÷ ${c - a} = ${x}.`]), `Check: ${a} × ${x} + ${b} = ${angle} and ${c} × ${x} − ${e} = ${angle}.`],
      [mis(String(angle), 'gave-angle', 'That is the angle measure; the question asks for x.'), Number.isInteger(wrong180) ? mis(String(wrong180), 'made-supplementary', 'Vertical angles are equal; they do not add to 180°.') : null],
    );
  },
};

/** Angles side by side from one vertex, each [size, label], starting at 0°. */
function sideBySide(parts: [number, string][]): Diagram {
  const arcs: { from: number; to: number; label: string }[] = [];
  let at = 0;
  for (const [size, label] of parts) {
    arcs.push({ from: at, to: at + size, label });
    at += size;
  }
  return { kind: 'angle', rays: [0, ...arcs.map((a) => a.to)].map((degrees) => ({ degrees })), arcs, protractor: false };
}
