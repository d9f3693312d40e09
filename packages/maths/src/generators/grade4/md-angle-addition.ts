import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
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
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    if (difficulty === 2) {
      const [f, deg] = rng.pick(TURNS);
      const answer = intAnswer(deg, 'deg');
      const [n, d] = f.split('/').map(Number) as [number, number];
      const who = someone(rng, w);
      return {
        question: {
          text: rng.pick(
            w.t(
              [
                `An angle turns through ${f} of a full circle. How many degrees is the angle?`,
                `A wheel turns ${f} of the way round. Through how many degrees does it turn?`,
                `${who} spins ${f} of a full turn on the spot. How many degrees is that?`,
                `A door swings open ${f} of a full turn. How many degrees does it swing?`,
                `A fan blade turns ${f} of a full circle. What angle does it turn through, in degrees?`,
              ],
              [
                `Un ángulo gira ${f} de un círculo completo. ¿Cuántos grados mide el ángulo?`,
                `Una rueda da ${f} de vuelta. ¿Cuántos grados gira?`,
                `${who} da ${f} de vuelta completa sin moverse de su lugar. ¿Cuántos grados son?`,
                `Una puerta se abre ${f} de vuelta completa. ¿Cuántos grados se abre?`,
                `Un aspa de ventilador gira ${f} de un círculo completo. ¿Cuántos grados gira?`,
              ],
            ),
          ),
        },
        answer,
        hints: hints(w.t('A full turn is 360°.', 'Una vuelta completa mide 360°.'), n > 1 ? w.t(`1/${d} of a turn is ${360 / d}° (360 ÷ ${d}).`, `1/${d} de vuelta mide ${360 / d}° (360 ÷ ${d}).`) : w.t(`Split 360° into ${d} equal parts.`, `Divide 360° en ${d} partes iguales.`), n > 1 ? w.t(`${f} of a turn is ${n} × ${360 / d}°.`, `${f} de vuelta es ${n} × ${360 / d}°.`) : w.t(`So ${f} of a turn is 360 ÷ ${d}.`, `Entonces ${f} de vuelta es 360 ÷ ${d}.`)),
        // With a numerator of 1 the share of 360° is the answer, so it is the last step the child fills in.
        explanation:
          n > 1
            ? [w.t(`A full turn is 360°.`, `Una vuelta completa mide 360°.`), w.t(`360 ÷ ${d} = ${360 / d}, so 1/${d} turn = ${360 / d}°.`, `360 ÷ ${d} = ${360 / d}, así que 1/${d} de vuelta = ${360 / d}°.`), `${n} × ${360 / d}° = ${deg}°.`, w.t(`Check: ${d} × ${360 / d}° = 360°.`, `Comprueba: ${d} × ${360 / d}° = 360°.`)]
            : [w.t(`A full turn is 360°, split into ${d} equal parts.`, `Una vuelta completa mide 360°, dividida en ${d} partes iguales.`), w.t(`1/${d} turn: 360 ÷ ${d} = ${deg}°.`, `1/${d} de vuelta: 360 ÷ ${d} = ${deg}°.`), w.t(`Check: ${d} × ${deg}° = 360°.`, `Comprueba: ${d} × ${deg}° = 360°.`)],
        misconceptions: misconceptions(answer, [
          [(100 * n) / d === Math.floor((100 * n) / d) ? (100 * n) / d : null, 'used-100', w.t('A full turn is 360°, not 100°.', 'Una vuelta completa mide 360°, no 100°.')],
          [(180 * n) / d === Math.floor((180 * n) / d) ? (180 * n) / d : null, 'used-180', w.t('A full turn is 360°; 180° is only a half turn.', 'Una vuelta completa mide 360°; 180° es solo media vuelta.')],
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
    const who = someone(rng, w);
    const nameEs = total === 90 ? 'Un ángulo recto' : total === 180 ? 'Un ángulo llano' : 'Una vuelta completa';
    const lowerEs = nameEs.charAt(0).toLowerCase() + nameEs.slice(1);
    const text = w.es
      ? given.length === 1
        ? rng.pick([
            `${nameEs} está dividido en dos ángulos. Uno mide ${given[0]}°. ¿Cuánto mide el otro?`,
            `Dos ángulos juntos forman ${lowerEs}. Uno de ellos mide ${given[0]}°. ¿Cuánto mide el otro?`,
            `Un rayo corta ${lowerEs} en dos partes. Una parte mide ${given[0]}°. ¿Cuánto mide la otra parte?`,
            `${who} dibuja ${lowerEs} y lo divide con un rayo. Un ángulo mide ${given[0]}°. ¿Cuánto mide el otro ángulo?`,
            `Los dos ángulos del dibujo llenan ${lowerEs}. Uno mide ${given[0]}°. Encuentra el ángulo que falta.`,
          ])
        : total === 180 && difficulty === 5
          ? rng.pick([
              `Tres ángulos llenan una línea recta: ${given[0]}°, x° y ${given[1]}°. ¿Cuánto vale x?`,
              `Tres ángulos están uno junto al otro sobre una línea recta: ${given[0]}°, luego x° y luego ${given[1]}°. Encuentra x.`,
              `Una línea recta está dividida en tres ángulos, ${given[0]}°, x° y ${given[1]}°, en ese orden. ¿Cuánto vale x?`,
              `${who} marca tres ángulos sobre una línea recta: ${given[0]}°, x° y ${given[1]}°. ¿Cuánto vale x?`,
              `En una línea recta, los ángulos ${given[0]}°, x° y ${given[1]}° se juntan en un punto. ¿Cuánto mide x?`,
            ])
          : rng.pick([
              `${nameEs} (${total}°) está ${total === 360 ? 'dividida' : 'dividido'} en tres ángulos: ${given[0]}°, ${given[1]}° y x°. ¿Cuánto vale x?`,
              `Tres ángulos juntos forman ${lowerEs}: ${given[0]}°, ${given[1]}° y x°. Encuentra x.`,
              `Dos rayos dividen ${lowerEs} en tres ángulos. Dos de ellos miden ${given[0]}° y ${given[1]}°. ¿Cuánto mide el tercer ángulo, x?`,
              `${who} divide ${lowerEs} en tres partes. Las partes miden ${given[0]}°, ${given[1]}° y x°. ¿Cuánto vale x?`,
              `Los ángulos de ${given[0]}°, ${given[1]}° y x° están uno junto al otro y llenan ${lowerEs}. ¿Cuánto vale x?`,
            ])
      : given.length === 1
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
    const what = w.es
      ? total === 90 ? 'Un ángulo recto mide 90°' : total === 180 ? 'Una línea recta forma un ángulo de 180°' : 'Una vuelta completa mide 360°'
      : total === 90 ? 'A right angle makes 90°' : total === 180 ? 'A straight line makes a 180° angle' : 'A full turn is 360°';
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
      hints: hints(`${what}.`, w.t(`The parts add up to ${total}°.`, `Las partes suman ${total}°.`), `${total} − ${given.join(' − ')} = ?`),
      explanation: [w.t(`The parts add up to ${total}°.`, `Las partes suman ${total}°.`), `${total} − ${given.join(' − ')} = ${ans}.`, w.t(`Check: ${[...given, ans].join(' + ')} = ${total}.`, `Comprueba: ${[...given, ans].join(' + ')} = ${total}.`)],
      misconceptions: misconceptions(answer, [
        [total === 180 ? 90 - given.reduce((s, x) => s + x, 0) : null, 'straight-as-90', w.t('A straight angle is 180°, not 90°.', 'Un ángulo llano mide 180°, no 90°.')],
        [total === 180 ? 360 - given.reduce((s, x) => s + x, 0) : null, 'straight-as-360', w.t('A straight angle is 180°; 360° is a full turn.', 'Un ángulo llano mide 180°; 360° es una vuelta completa.')],
        [given.length > 1 ? total - given[0]! : null, 'subtracted-one', w.t(`Subtract both known angles from ${total}.`, `Resta de ${total} los dos ángulos que conoces.`)],
        [total === 90 ? 180 - given[0]! : null, 'right-as-180', w.t('A right angle is 90°.', 'Un ángulo recto mide 90°.')],
      ].filter((m) => m[0] === null || (m[0] as number) > 0) as [number | null, string, string][]),
    };
  },
};
