import type { Diagram } from '../../diagrams/types.js';
import { withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

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
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    // Wordings are drawn after the numbers (docs/maths/curriculum.md, "Variety").
    const who = () => someone(rng, w);
    if (d === 1) {
      const comp = rng.bool();
      const a = comp ? rng.int(11, 79) : rng.int(20, 160);
      const ans = (comp ? 90 : 180) - a;
      return withDiagram(bodyLoose(
        (() => {
          if (w.es) {
            const word = comp ? 'complemento' : 'suplemento';
            const kind = comp ? 'complementarios' : 'suplementarios';
            return rng.pick([
              `¿Cuál es el ${word} de un ángulo de ${a}°?`,
              `Un ángulo mide ${a}°. ¿Cuánto mide su ${word}?`,
              `${who()} dibuja un ángulo de ${a}°. ¿Cuánto mide su ${word}?`,
              `Encuentra el ${word} de un ángulo de ${a}°.`,
              `Dos ángulos son ${kind}. Uno de ellos mide ${a}°. ¿Cuánto mide el otro?`,
            ]);
          }
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
        [w.t(`${comp ? 'Complementary' : 'Supplementary'} angles add up to ${comp ? 90 : 180}°.`, `Los ángulos ${comp ? 'complementarios' : 'suplementarios'} suman ${comp ? 90 : 180}°.`), `${a}° + ? = ${comp ? 90 : 180}°.`, `${comp ? 90 : 180} − ${a} = ?`],
        [`${comp ? 90 : 180} − ${a} = ${ans}.`, `${w.t('Check', 'Comprueba')}: ${a} + ${ans} = ${comp ? 90 : 180}.`],
        [(comp ? 180 : 90) - a <= 0 ? null : mis(String((comp ? 180 : 90) - a), comp ? 'supplement-instead' : 'complement-instead', comp ? w.t('Complementary angles add to 90°, not 180°.', 'Los ángulos complementarios suman 90°, no 180°.') : w.t('Supplementary angles add to 180°, not 90°.', 'Los ángulos suplementarios suman 180°, no 90°.'))],
      ), sideBySide([[a, `${a}°`], [ans, '?']]));
    }
    if (d === 2) {
      const a = rng.int(25, 155);
      return withDiagram(bodyLoose(
        rng.pick(w.es ? [
          `Dos rectas se cruzan. Un ángulo mide ${a}°. ¿Cuánto mide el ángulo opuesto por el vértice?`,
          `Dos calles rectas se cruzan. Uno de los ángulos entre ellas mide ${a}°. ¿Cuánto mide el ángulo de enfrente?`,
          `${who()} dibuja dos rectas que se cruzan y mide un ángulo: ${a}°. ¿Cuánto mide el ángulo opuesto por el vértice?`,
          `Donde se juntan dos rectas, un ángulo mide ${a}°. ¿Cuánto mide el ángulo de enfrente?`,
          `Unas tijeras están abiertas de modo que sus hojas forman un ángulo de ${a}°. ¿Cuánto mide el ángulo opuesto por el vértice, al otro lado del tornillo?`,
        ] : [
          `Two lines cross. One angle measures ${a}°. What is the measure of the angle vertical (opposite) to it?`,
          `Two straight roads cross. One of the angles between them is ${a}°. What is the angle opposite it?`,
          `${who()} draws two crossing lines and measures one angle: ${a}°. What is the vertical (opposite) angle?`,
          `Where two lines meet, one angle is ${a}°. What is the measure of the angle across from it?`,
          `A pair of scissors is open so that its blades make a ${a}° angle. What is the vertical angle on the other side of the pivot?`,
        ]),
        A.integer(a, 'deg'),
        w.es
          ? ['Los ángulos opuestos por el vértice son los que quedan uno frente al otro donde se cruzan dos rectas.', 'Los ángulos opuestos por el vértice siempre son iguales.', `¿El ángulo que buscas está junto al de ${a}° o enfrente de él?`]
          : ['Vertical angles are the angles opposite each other where two lines cross.', 'Vertical angles are always equal.', `Is the angle you want next to the ${a}° angle, or across from it?`],
        // The neighbouring angle is worked out first (a step to fill in), the opposite angle last.
        w.es
          ? ['Los ángulos opuestos por el vértice son iguales.', `El ángulo de al lado: 180° − ${a}° = ${180 - a}°.`, `Ángulo opuesto: ${a}°.`, `Comprueba: cada uno es suplementario del ángulo que está entre ellos, ${180 - a}°.`]
          : [`Vertical angles are equal.`, `The angle next to it: 180° − ${a}° = ${180 - a}°.`, `Opposite angle: ${a}°.`, `Check: each of them is supplementary to the angle between them, ${180 - a}°.`],
        [mis(String(180 - a), 'adjacent-angle', w.t('That is the angle next to it (a linear pair). The vertical angle is opposite.', 'Ese es el ángulo de al lado (un par lineal). El ángulo opuesto por el vértice está enfrente.'))],
      ), { kind: 'angle', rays: [0, a, 180, 180 + a].map((degrees) => ({ degrees })), arcs: [{ from: 0, to: a, label: `${a}°` }, { from: 180, to: 180 + a, label: '?' }], protractor: false });
    }
    if (d === 3) {
      const a = rng.int(20, 80);
      let b = rng.int(20, 150 - a);
      if (a + b === 90) b += 5;
      const ans = 180 - a - b;
      return withDiagram(bodyLoose(
        rng.pick(w.es ? [
          `Tres ángulos están uno junto al otro sobre una línea recta. Dos de ellos miden ${a}° y ${b}°. ¿Cuánto mide el tercer ángulo?`,
          `Una línea recta se divide en tres ángulos. Dos de ellos miden ${a}° y ${b}°. ¿Cuánto mide el tercero?`,
          `${who()} divide un ángulo llano en tres partes: ${a}°, ${b}° y una más. ¿Cuánto mide la última parte?`,
          `Tres ángulos juntos forman una línea recta. Dos miden ${a}° y ${b}°. Encuentra el tercero.`,
          `Unos rayos que salen de un punto de una línea recta forman tres ángulos. Dos miden ${a}° y ${b}°. ¿Cuánto mide el tercer ángulo?`,
        ] : [
          `Three angles sit side by side on a straight line. Two of them are ${a}° and ${b}°. What is the third angle?`,
          `A straight line is split into three angles. Two of them measure ${a}° and ${b}°. What does the third measure?`,
          `${who()} cuts a straight angle into three parts: ${a}°, ${b}° and one more. How big is the last part?`,
          `Three angles together make a straight line. Two are ${a}° and ${b}°. Find the third.`,
          `Rays from one point on a straight line make three angles. Two are ${a}° and ${b}°. What is the third angle?`,
        ]),
        A.integer(ans, 'deg'),
        [w.t('Angles on a straight line add up to 180°.', 'Los ángulos sobre una línea recta suman 180°.'), `${a} + ${b} = ${a + b}.`, `180 − ${a + b} = ?`],
        [`${a} + ${b} + ? = 180.`, `? = 180 − ${a + b} = ${ans}.`, `${w.t('Check', 'Comprueba')}: ${a} + ${b} + ${ans} = 180.`],
        [mis(String(360 - a - b), 'used-360', w.t('A straight line is 180°, not 360°.', 'Una línea recta mide 180°, no 360°.')), mis(String(90 - a - b > 0 ? 90 - a - b : a + b), 'wrong-total', w.t('The angles fill a straight line: they add to 180°.', 'Los ángulos llenan una línea recta: suman 180°.'))],
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
        w.t(`Two angles are supplementary. They measure (${e1})° and (${e2})°. What is x?`, `Dos ángulos son suplementarios. Miden (${e1})° y (${e2})°. ¿Cuánto vale x?`),
        A.integer(x),
        w.es
          ? ['Los ángulos suplementarios suman 180°.', `(${e1}) + (${e2}) = 180, así que ${p + s}x ${q + t < 0 ? '−' : '+'} ${Math.abs(q + t)} = 180.`, `${p + s}x = ${180 - q - t}; divide entre ${p + s}.`]
          : ['Supplementary angles add up to 180°.', `(${e1}) + (${e2}) = 180, so ${p + s}x ${q + t < 0 ? '−' : '+'} ${Math.abs(q + t)} = 180.`, `${p + s}x = ${180 - q - t}; divide by ${p + s}.`],
        [`${p + s}x ${q + t < 0 ? '−' : '+'} ${Math.abs(q + t)} = 180.`, `${p + s}x = ${180 - q - t}.`, `x = ${x}.`, w.t(`Check: the angles are ${p * x + q}° and ${s * x + t}°, which add to 180°.`, `Comprueba: los ángulos miden ${p * x + q}° y ${s * x + t}°, que suman 180°.`)],
        [mis(String(p * x + q), 'gave-angle', w.t('The question asks for x, not the angle.', 'La pregunta pide x, no el ángulo.')), mis(String((90 - q - t) / (p + s)), 'used-90', w.t('Supplementary means 180°, not 90°.', 'Suplementarios quiere decir 180°, no 90°.'))].filter((m) => /^\d+$/.test(m.value)),
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
      rng.pick(w.es ? [
        `Dos ángulos opuestos por el vértice miden (${a}x + ${b})° y (${c}x − ${e})°. ¿Cuánto vale x?`,
        `Dos rectas se cruzan. Un par de ángulos opuestos por el vértice miden (${a}x + ${b})° y (${c}x − ${e})°. Encuentra x.`,
        `${who()} marca dos ángulos opuestos por el vértice: (${a}x + ${b})° y (${c}x − ${e})°. ¿Cuál es el valor de x?`,
        `Los ángulos (${a}x + ${b})° y (${c}x − ${e})° están uno frente al otro donde se cruzan dos rectas. ¿Cuánto vale x?`,
        `Ángulos opuestos por el vértice: (${a}x + ${b})° y (${c}x − ${e})°. Resuelve para x.`,
      ] : [
        `Two vertical angles measure (${a}x + ${b})° and (${c}x − ${e})°. What is x?`,
        `Two lines cross. A pair of vertical angles measure (${a}x + ${b})° and (${c}x − ${e})°. Find x.`,
        `${who()} labels two vertical angles (${a}x + ${b})° and (${c}x − ${e})°. What is the value of x?`,
        `The angles (${a}x + ${b})° and (${c}x − ${e})° are opposite each other where two lines cross. What is x?`,
        `Vertical angles: (${a}x + ${b})° and (${c}x − ${e})°. Solve for x.`,
      ]),
      A.integer(x),
      [w.t('Vertical angles are equal.', 'Los ángulos opuestos por el vértice son iguales.'), `${a}x + ${b} = ${c}x − ${e}.`, `${w.t('Get the x terms on one side', 'Pasa los términos con x a un mismo lado')}: ${b} + ${e} = ${c - a === 1 ? '' : c - a}x.`],
      // With one x left ("21 = x") that step would be the answer: then x is worked out directly.
      [`${a}x + ${b} = ${c}x − ${e}.`, ...(c - a === 1 ? [`x = ${b} + ${e} = ${x}.`] : [`${b + e} = ${c - a}x.`, `x = ${b + e} ÷ ${c - a} = ${x}.`]), `${w.t('Check', 'Comprueba')}: ${a} × ${x} + ${b} = ${angle} ${w.t('and', 'y')} ${c} × ${x} − ${e} = ${angle}.`],
      [mis(String(angle), 'gave-angle', w.t('That is the angle measure; the question asks for x.', 'Esa es la medida del ángulo; la pregunta pide x.')), Number.isInteger(wrong180) ? mis(String(wrong180), 'made-supplementary', w.t('Vertical angles are equal; they do not add to 180°.', 'Los ángulos opuestos por el vértice son iguales; no suman 180°.')) : null],
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
