import type { Diagram } from '../../diagrams/types.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { EN, type Words } from '../../language/index.js';
import { choiceAnswerIn } from '../shared/answers.js';
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

const ANGLE_OPTIONS_ES: Record<string, string[]> = {
  acute: ['agudo', 'ángulo agudo'],
  right: ['recto', 'ángulo recto'],
  obtuse: ['obtuso', 'ángulo obtuso'],
  straight: ['llano', 'ángulo llano'],
};
const TRI_OPTIONS_ES: Record<string, string[]> = {
  acute: ['acutángulo', 'triángulo acutángulo', 'agudo'],
  right: ['rectángulo', 'triángulo rectángulo', 'recto'],
  obtuse: ['obtusángulo', 'triángulo obtusángulo', 'obtuso'],
};
const ANGLE_ES: Record<string, string> = { acute: 'agudo', right: 'recto', obtuse: 'obtuso', straight: 'llano' };
const TRI_ES: Record<string, string> = { acute: 'acutángulo', right: 'rectángulo', obtuse: 'obtusángulo' };

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
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    if (difficulty <= 2) {
      const x = difficulty === 1 ? rng.pick([rng.int(10, 60), rng.int(120, 170), 90, 180, rng.int(15, 55)]) : rng.pick([rng.int(80, 89), rng.int(91, 100), 90, 180, rng.int(170, 179)]);
      const k = kind(x);
      const answer = choiceAnswerIn(w, k, ANGLE_OPTIONS, ANGLE_OPTIONS_ES);
      const who = someone(rng, w);
      return {
        question: {
          text: rng.pick(
            w.t(
              [
                `An angle measures ${x}°. Is it acute, right, obtuse or straight?`,
                `${who} draws an angle of ${x}°. Is the angle acute, right, obtuse or straight?`,
                `What kind of angle is ${x}°: acute, right, obtuse or straight?`,
                `A laptop screen is opened to an angle of ${x}°. Is that angle acute, right, obtuse or straight?`,
                `Two roads meet at an angle of ${x}°. Is the angle acute, right, obtuse or straight?`,
              ],
              [
                `Un ángulo mide ${x}°. ¿Es agudo, recto, obtuso o llano?`,
                `${who} dibuja un ángulo de ${x}°. ¿El ángulo es agudo, recto, obtuso o llano?`,
                `¿Qué tipo de ángulo es ${x}°: agudo, recto, obtuso o llano?`,
                `La pantalla de una computadora portátil se abre en un ángulo de ${x}°. ¿Ese ángulo es agudo, recto, obtuso o llano?`,
                `Dos calles se juntan y forman un ángulo de ${x}°. ¿El ángulo es agudo, recto, obtuso o llano?`,
              ],
            ),
          ),
        },
        // The angle on a protractor, to see it against 90° and 180°.
        diagram: { kind: 'angle', rays: [{ degrees: 0 }, { degrees: x }], arcs: [{ from: 0, to: x, label: `${x}°` }], protractor: true },
        answer,
        hints: w.es
          ? hints('Compara el ángulo con un ángulo recto (90°) y con un ángulo llano (180°).', `¿${x}° es menor que 90°, igual a 90° o mayor que 90°?`, x > 90 ? `${x}° es más que 90°; ¿es menos que 180°?` : `Compara ${x}° con 90°: ¿qué palabra le queda?`)
          : hints('Compare the angle with a right angle (90°) and a straight angle (180°).', `Is ${x}° less than, equal to or more than 90°?`, x > 90 ? `${x}° is more than 90°; is it less than 180°?` : `${x}° compared with 90°: which word fits?`),
        explanation: [
          w.t(`Acute: less than 90°. Right: exactly 90°. Obtuse: between 90° and 180°. Straight: 180°.`, `Agudo: menos de 90°. Recto: exactamente 90°. Obtuso: entre 90° y 180°. Llano: 180°.`),
          // How far the angle is from a right angle: a step the child fills in before naming it.
          x < 90 ? `90° − ${x}° = ${90 - x}°.` : `${x}° − 90° = ${x - 90}°.`,
          w.t(
            `${x}° is ${k === 'right' ? 'exactly 90°' : k === 'straight' ? 'exactly 180°' : k === 'acute' ? 'less than 90°' : 'between 90° and 180°'}, so it is ${k}.`,
            `${x}° es ${k === 'right' ? 'exactamente 90°' : k === 'straight' ? 'exactamente 180°' : k === 'acute' ? 'menos de 90°' : 'entre 90° y 180°'}, así que es ${ANGLE_ES[k]}.`,
          ),
          `${w.t('Check', 'Comprueba')}: ${x} ${x < 90 ? '<' : x === 90 ? '=' : '>'} 90.`,
        ],
        misconceptions: misconceptions(answer, [
          [x >= 85 && x <= 95 && x !== 90 ? 'right' : null, 'close-to-90-is-right', w.t(`A right angle is exactly 90°. ${x}° is ${x < 90 ? 'a little less' : 'a little more'}.`, `Un ángulo recto mide exactamente 90°. ${x}° es ${x < 90 ? 'un poco menos' : 'un poco más'}.`)],
          [x === 90 ? (rng.bool() ? 'acute' : 'obtuse') : null, 'ninety-not-right', w.t('An angle of exactly 90° is a right angle.', 'Un ángulo de exactamente 90° es un ángulo recto.')],
          [k === 'obtuse' ? 'acute' : k === 'acute' ? 'obtuse' : null, 'swapped-names', w.t('Acute angles are smaller than 90°; obtuse angles are bigger than 90°.', 'Los ángulos agudos miden menos de 90°; los obtusos miden más de 90°.')],
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
    const answer = choiceAnswerIn(w, k, TRI_OPTIONS, TRI_OPTIONS_ES);
    const all = difficulty === 3;
    const who = someone(rng, w);
    const text = w.es
      ? rng.pick(
          all
            ? [
                `Un triángulo tiene ángulos de ${A}°, ${B}° y ${C}°. ¿Es un triángulo acutángulo, rectángulo u obtusángulo?`,
                `${who} mide los ángulos de un triángulo: ${A}°, ${B}° y ${C}°. ¿Es un triángulo acutángulo, rectángulo u obtusángulo?`,
                `Los ángulos de un triángulo miden ${A}°, ${B}° y ${C}°. ¿Qué tipo de triángulo es: acutángulo, rectángulo u obtusángulo?`,
                `Un jardín en forma de triángulo tiene esquinas de ${A}°, ${B}° y ${C}°. ¿El triángulo es acutángulo, rectángulo u obtusángulo?`,
                `Clasifica el triángulo con ángulos de ${A}°, ${B}° y ${C}°: ¿es acutángulo, rectángulo u obtusángulo?`,
              ]
            : [
                `Un triángulo tiene un ángulo de ${A}° y otro de ${B}°. ¿Es un triángulo acutángulo, rectángulo u obtusángulo?`,
                `${who} mide dos ángulos de un triángulo: ${A}° y ${B}°. ¿Es un triángulo acutángulo, rectángulo u obtusángulo?`,
                `Dos de los ángulos de un triángulo miden ${A}° y ${B}°. ¿Qué tipo de triángulo es: acutángulo, rectángulo u obtusángulo?`,
                `Un banderín triangular tiene dos esquinas de ${A}° y ${B}°. ¿El triángulo es acutángulo, rectángulo u obtusángulo?`,
                `Clasifica el triángulo que tiene ángulos de ${A}° y ${B}° (y un tercer ángulo): ¿es acutángulo, rectángulo u obtusángulo?`,
              ],
        )
      : all
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
      hints: w.es
        ? all
          ? hints('El ángulo más grande decide el tipo de triángulo.', `El ángulo más grande mide ${biggest}°.`, `¿${biggest}° es menor que 90°, igual a 90° o mayor que 90°?`)
          : hints('Los tres ángulos de un triángulo suman 180°.', `180 − ${A} − ${B} = ?`, 'Luego mira el más grande de los tres ángulos: ¿es menor que 90°, igual a 90° o mayor que 90°?')
        : all
        ? hints('The biggest angle decides the type of triangle.', `The biggest angle is ${biggest}°.`, `Is ${biggest}° less than, equal to, or more than 90°?`)
        : hints('The three angles of a triangle add to 180°.', `180 − ${A} − ${B} = ?`, 'Then look at the biggest of the three angles: less than, equal to, or more than 90°?'),
      explanation: w.es
        ? [
            ...(all ? [] : [`El tercer ángulo mide 180 − ${A} − ${B} = ${C}°.`]),
            `Los ángulos miden ${A}°, ${B}° y ${C}°.`,
            `El ángulo más grande: ${biggest}°.`,
            `${biggest}° es ${k === 'right' ? 'exactamente 90°' : k === 'acute' ? 'menos de 90°' : 'más de 90°'}, así que es un triángulo ${TRI_ES[k]}.`,
            `Comprueba: ${A} + ${B} + ${C} = 180.`,
          ]
        : [
        ...(all ? [] : [`The third angle is 180 − ${A} − ${B} = ${C}°.`]),
        `The angles are ${A}°, ${B}° and ${C}°.`,
        `The biggest angle: ${biggest}°.`,
        `${biggest}° is ${k === 'right' ? 'exactly 90°' : k === 'acute' ? 'less than 90°' : 'more than 90°'}, so it is ${k === 'right' ? 'a right' : `an ${k}`} triangle.`,
        `Check: ${A} + ${B} + ${C} = 180.`,
      ],
      misconceptions: misconceptions(answer, [
        [!all && A < 90 && B < 90 ? 'acute' : null, 'two-given-only', w.t('Find the third angle too: the two you are given are not the whole story.', 'Encuentra también el tercer ángulo: con los dos que te dan no basta.')],
        [k === 'right' ? 'acute' : null, 'right-missed', w.t(`The third angle is ${C}°, a right angle.`, `El tercer ángulo mide ${C}°: es un ángulo recto.`)],
        [k === 'obtuse' ? 'acute' : k === 'acute' ? 'obtuse' : null, 'swapped-names', w.t('Acute means every angle is less than 90°; obtuse means one angle is more than 90°.', 'Acutángulo quiere decir que todos los ángulos miden menos de 90°; obtusángulo, que un ángulo mide más de 90°.')],
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
