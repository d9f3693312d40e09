import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import type { AngleDiagram } from '../../diagrams/types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions, type MisSpec } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

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
/** The same questions in Spanish, index for index. */
const ASK_ES: readonly ((angle: string) => string)[] = [
  (a) => `Usa el transportador para medir el ángulo ${a}. ¿Cuántos grados mide?`,
  (a) => `¿Cuánto mide el ángulo ${a}, según el transportador?`,
  (a) => `Un transportador está colocado sobre el ángulo ${a}. ¿Cuántos grados mide el ángulo?`,
  (a) => `Lee el transportador: ¿cuántos grados mide el ángulo ${a}?`,
  (a) => `Mide el ángulo ${a} con el transportador. Da la respuesta en grados.`,
  (a) => `Gael pone un transportador sobre el ángulo ${a}, como se muestra. ¿Cuánto mide el ángulo ${a}?`,
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
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const [l1, v, l2, l3] = rng.pick(LETTERS);
    const askIndex = rng.int(0, ASK.length - 1);
    const ask = (w.es ? ASK_ES : ASK)[askIndex]!;
    const ray = (label: string): string => w.t(`ray ${v}${label}`, `el rayo ${v}${label}`);
    const Ray = (label: string): string => w.t(`Ray ${v}${label}`, `El rayo ${v}${label}`);
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
        ? [[180 - ans, 'read-other-end', w.t(`${Ray(l1)} lies on 0°: count up from 0°, not from 180°.`, `${Ray(l1)} está sobre 0°: cuenta hacia arriba desde 0°, no desde 180°.`)]]
        : [[other, 'counted-from-zero', w.t(`${Ray(l1)} lies on 180°, not on 0°: count the degrees from ${ray(l1)} to ${ray(l2)}.`, `${Ray(l1)} está sobre 180°, no sobre 0°: cuenta los grados desde ${ray(l1)} hasta ${ray(l2)}.`)]];
      return {
        question: { text: ask(name) },
        diagram,
        answer,
        hints: onZero
          ? hints(w.t(`The protractor's centre sits on the vertex ${v}, and ${ray(l1)} lies along its 0° line.`, `El centro del transportador está en el vértice ${v}, y ${ray(l1)} va sobre su línea de 0°.`), w.t(`Count up the scale from 0° to the mark where ${ray(l2)} crosses it.`, `Cuenta en la escala desde 0° hasta la marca donde la cruza ${ray(l2)}.`), w.t(`Is angle ${name} smaller or larger than a right angle? Check your reading fits.`, `¿El ángulo ${name} es más pequeño o más grande que un ángulo recto? Revisa que tu lectura tenga sentido.`))
          : hints(w.t(`${Ray(l1)} lies on the 180° end of the scale, not the 0° end.`, `${Ray(l1)} está sobre el extremo de 180° de la escala, no sobre el de 0°.`), w.t(`Read the mark where ${ray(l2)} crosses the scale, then count from there up to 180°.`, `Lee la marca donde ${ray(l2)} cruza la escala y luego cuenta desde ahí hasta 180°.`), w.t(`Angle ${name} = 180° − (the reading at ${ray(l2)}).`, `Ángulo ${name} = 180° − (la lectura en ${ray(l2)}).`)),
        explanation: onZero
          ? [w.t(`${Ray(l1)} lies on the 0° mark, so the scale counts up from ${ray(l1)}.`, `${Ray(l1)} está sobre la marca de 0°, así que la escala cuenta desde ${ray(l1)}.`), w.t(`${Ray(l2)} crosses the scale at the mark for angle ${name}: angle ${name} = ${ans}°.`, `${Ray(l2)} cruza la escala en la marca del ángulo ${name}: ángulo ${name} = ${ans}°.`), w.t(`Check: angle ${name} is ${ans < 90 ? 'smaller' : 'larger'} than a right angle, and ${ans}° is ${ans < 90 ? 'less' : 'more'} than 90°.`, `Comprueba: el ángulo ${name} es ${ans < 90 ? 'más pequeño' : 'más grande'} que un ángulo recto, y ${ans}° es ${ans < 90 ? 'menos' : 'más'} que 90°.`)]
          : [w.t(`${Ray(l1)} lies on the 180° mark, so count from 180° down to ${ray(l2)}.`, `${Ray(l1)} está sobre la marca de 180°, así que cuenta desde 180° hacia abajo hasta ${ray(l2)}.`), w.t(`${Ray(l2)} crosses the scale at ${other}°.`, `${Ray(l2)} cruza la escala en ${other}°.`), w.t(`Angle ${name} = 180 − ${other} = ${ans}°.`, `Ángulo ${name} = 180 − ${other} = ${ans}°.`), w.t(`Check: ${other}° + ${ans}° = 180°, a straight angle.`, `Comprueba: ${other}° + ${ans}° = 180°, un ángulo llano.`)],
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
        hints: hints(w.t(`Neither ray lies on 0°: read where each ray crosses the scale.`, `Ningún rayo está sobre 0°: lee dónde cruza la escala cada rayo.`), w.t(`${Ray(l1)} crosses the scale at ${a}°. Now read ${ray(l2)} on the same scale.`, `${Ray(l1)} cruza la escala en ${a}°. Ahora lee ${ray(l2)} en la misma escala.`), w.t(`Angle ${name} is the difference of the two readings: (reading at ${ray(l2)}) − ${a} = ?`, `El ángulo ${name} es la diferencia de las dos lecturas: (lectura en ${ray(l2)}) − ${a} = ?`)),
        explanation: [w.t(`${Ray(l1)} crosses the scale at ${a}°.`, `${Ray(l1)} cruza la escala en ${a}°.`), w.t(`${Ray(l2)} crosses the same scale at ${b}°.`, `${Ray(l2)} cruza la misma escala en ${b}°.`), w.t(`Angle ${name} = ${b} − ${a} = ${ans}°.`, `Ángulo ${name} = ${b} − ${a} = ${ans}°.`), w.t(`Check: ${a}° + ${ans}° = ${b}°, the reading at ${ray(l2)}.`, `Comprueba: ${a}° + ${ans}° = ${b}°, la lectura en ${ray(l2)}.`)],
        misconceptions: misconceptions(answer, [
          [b, 'read-one-ray', w.t(`That is where ${ray(l2)} crosses the scale. ${Ray(l1)} is not on 0°, so subtract its reading.`, `Ahí es donde ${ray(l2)} cruza la escala. ${Ray(l1)} no está sobre 0°, así que resta su lectura.`)],
          [a, 'read-one-ray', w.t(`That is where ${ray(l1)} crosses the scale. The angle is the space between the two rays.`, `Ahí es donde ${ray(l1)} cruza la escala. El ángulo es el espacio entre los dos rayos.`)],
          [180 - ans, 'read-other-end', w.t('Both readings must come from the same scale, counted from the same 0°.', 'Las dos lecturas deben salir de la misma escala, contando desde el mismo 0°.')],
          [a + b, 'added-readings', w.t('The angle is the difference of the two readings, not their sum.', 'El ángulo es la diferencia de las dos lecturas, no su suma.')],
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
      question: { text: w.t(`Three rays start at ${v}. ${ask(name)}`, `Tres rayos salen de ${v}. ${ask(name)}`) },
      diagram: { kind: 'angle', rays: [...rays], arcs: [{ from: lo.degrees, to: hi.degrees, label: '?' }], protractor: true, vertex: v },
      answer,
      hints: hints(w.t(`Angle ${name} is between ${ray(lo.label)} and ${ray(hi.label)}; the third ray does not matter here.`, `El ángulo ${name} está entre ${ray(lo.label)} y ${ray(hi.label)}; aquí no importa el tercer rayo.`), w.t(`${Ray(lo.label)} crosses the scale at ${lo.degrees}°. Read ${ray(hi.label)} on the same scale.`, `${Ray(lo.label)} cruza la escala en ${lo.degrees}°. Lee ${ray(hi.label)} en la misma escala.`), w.t(`Angle ${name} = (reading at ${ray(hi.label)}) − ${lo.degrees} = ?`, `Ángulo ${name} = (lectura en ${ray(hi.label)}) − ${lo.degrees} = ?`)),
      explanation: [w.t(`${Ray(lo.label)} crosses the scale at ${lo.degrees}°.`, `${Ray(lo.label)} cruza la escala en ${lo.degrees}°.`), w.t(`${Ray(hi.label)} crosses the same scale at ${hi.degrees}°.`, `${Ray(hi.label)} cruza la misma escala en ${hi.degrees}°.`), w.t(`Angle ${name} = ${hi.degrees} − ${lo.degrees} = ${ans}°.`, `Ángulo ${name} = ${hi.degrees} − ${lo.degrees} = ${ans}°.`), w.t(`Check: ${lo.degrees}° + ${ans}° = ${hi.degrees}°.`, `Comprueba: ${lo.degrees}° + ${ans}° = ${hi.degrees}°.`)],
      misconceptions: misconceptions(answer, [
        [hi.degrees, 'read-one-ray', w.t(`That is where ${ray(hi.label)} crosses the scale; subtract the reading of ${ray(lo.label)}.`, `Ahí es donde ${ray(hi.label)} cruza la escala; resta la lectura del rayo ${v}${lo.label}.`)],
        [180 - ans, 'read-other-end', w.t('Read both rays on the same scale, counted from the same 0°.', 'Lee los dos rayos en la misma escala, contando desde el mismo 0°.')],
        [j - i === 2 ? b - a : null, 'wrong-pair', w.t(`Angle ${name} runs from ${ray(lo.label)} all the way to ${ray(hi.label)}.`, `El ángulo ${name} va desde ${ray(lo.label)} hasta ${ray(hi.label)}.`)],
        [j - i === 2 ? c - b : null, 'wrong-pair', w.t(`Angle ${name} runs from ${ray(lo.label)} all the way to ${ray(hi.label)}.`, `El ángulo ${name} va desde ${ray(lo.label)} hasta ${ray(hi.label)}.`)],
      ].filter((m) => m[0] === null || ((m[0] as number) > 0 && (m[0] as number) < 360)) as MisSpec[]),
    };
  },
};
