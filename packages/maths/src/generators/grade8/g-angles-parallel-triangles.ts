import { Rational } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { lin } from '../shared/expressions.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const deg = (v: number): AnswerSpec => ({ format: 'integer', value: String(v), canonical: String(v), unit: 'deg' });

const EQUAL_PAIRS = ['corresponding angles', 'alternate interior angles', 'alternate exterior angles', 'vertical angles'];
/** The same pairs in Spanish, index for index. */
const EQUAL_PAIRS_ES = ['ángulos correspondientes', 'ángulos alternos internos', 'ángulos alternos externos', 'ángulos opuestos por el vértice'];

export const gAnglesParallelTriangles: SkillGenerator = {
  skillId: 'g8.g.angles-parallel-triangles',
  grade: 8,
  domain: 'g',
  ccss: ['8.G.A.5'],
  topic: 'Geometry',
  subtopic: 'Angle facts (triangles & parallel lines)',
  prereqs: ['g7.g.angle-relationships'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    if (difficulty === 1 || difficulty === 2) {
      const a = rng.int(25, 85);
      let b = rng.int(25, 150 - a);
      if (a + b === 90) b += 1;
      if (difficulty === 1) {
        const c = 180 - a - b;
        return bodyByFormat(
          // Wordings are drawn after the numbers (docs/maths/curriculum.md, "Variety").
          rng.pick(w.es ? [
            `Dos ángulos de un triángulo miden ${a}° y ${b}°. ¿Cuánto mide el tercer ángulo?`,
            `${someone(rng, w)} mide dos ángulos de un triángulo: ${a}° y ${b}°. ¿Cuánto mide el tercer ángulo?`,
            `Un triángulo tiene ángulos de ${a}°, ${b}° y uno más. ¿Cuánto mide el tercer ángulo?`,
            `Una vela de barco en forma de triángulo tiene dos ángulos de ${a}° y ${b}°. ¿Cuánto mide su tercer ángulo?`,
            `Encuentra el ángulo que falta de un triángulo cuyos otros dos ángulos miden ${a}° y ${b}°.`,
          ] : [
            `Two angles of a triangle are ${a}° and ${b}°. What is the third angle?`,
            `${someone(rng)} measures two angles of a triangle: ${a}° and ${b}°. What is the third angle?`,
            `A triangle has angles of ${a}°, ${b}° and one more. How big is the third angle?`,
            `A triangular sail has two angles of ${a}° and ${b}°. What is its third angle?`,
            `Find the missing angle of a triangle whose other two angles are ${a}° and ${b}°.`,
          ]),
          deg(c),
          [w.t('The three angles of a triangle add up to 180°.', 'Los tres ángulos de un triángulo suman 180°.'), `${a}° + ${b}° = ${a + b}°.`, w.t(`Subtract ${a + b}° from 180°.`, `Resta ${a + b}° de 180°.`)],
          [`${a} + ${b} = ${a + b}.`, w.t(`180 − ${a + b} = ${c}, so the third angle is ${c}°.`, `180 − ${a + b} = ${c}, así que el tercer ángulo mide ${c}°.`), w.t(`Check: ${a} + ${b} + ${c} = 180.`, `Comprueba: ${a} + ${b} + ${c} = 180.`)],
          [mis(String(a + b), 'added-the-two', w.t(`${a + b}° is the sum of the two angles; the third angle makes the total 180°.`, `${a + b}° es la suma de los dos ángulos; el tercer ángulo completa el total de 180°.`)), mis(String(360 - a - b), 'used-360', w.t('A triangle\'s angles add to 180°, not 360°.', 'Los ángulos de un triángulo suman 180°, no 360°.'))],
        );
      }
      const ext = a + b;
      return bodyByFormat(
        rng.pick(w.es ? [
          `En un triángulo, dos ángulos interiores miden ${a}° y ${b}°. ¿Cuánto mide el ángulo exterior en el tercer vértice?`,
          `${someone(rng, w)} dibuja un triángulo con ángulos interiores de ${a}° y ${b}° y luego prolonga el tercer lado. ¿Cuánto mide el ángulo exterior en el tercer vértice?`,
          `Los ángulos interiores de un triángulo en dos esquinas miden ${a}° y ${b}°. Encuentra el ángulo exterior en la tercera esquina.`,
          `Dos ángulos interiores de un triángulo miden ${a}° y ${b}°. ¿Cuánto mide el ángulo exterior en el otro vértice?`,
          `Los ángulos interiores no adyacentes a un ángulo exterior de un triángulo miden ${a}° y ${b}°. ¿Cuánto mide el ángulo exterior?`,
        ] : [
          `In a triangle, two interior angles are ${a}° and ${b}°. What is the exterior angle at the third vertex?`,
          `${someone(rng)} draws a triangle with interior angles of ${a}° and ${b}°, then extends the third side. What is the exterior angle at the third vertex?`,
          `A triangle's interior angles at two corners are ${a}° and ${b}°. Find the exterior angle at the third corner.`,
          `Two interior angles of a triangle measure ${a}° and ${b}°. How big is the exterior angle at the other vertex?`,
          `The remote interior angles of an exterior angle of a triangle are ${a}° and ${b}°. What is the exterior angle?`,
        ]),
        deg(ext),
        [w.t('An exterior angle equals the sum of the two remote (opposite) interior angles.', 'Un ángulo exterior es igual a la suma de los dos ángulos interiores no adyacentes (los opuestos).'), w.t(`The remote interior angles are ${a}° and ${b}°.`, `Los ángulos interiores no adyacentes miden ${a}° y ${b}°.`), w.t(`Add ${a}° and ${b}°.`, `Suma ${a}° y ${b}°.`)],
        [w.t(`The exterior angle equals the sum of the two interior angles that are not next to it (the third interior angle would be 180° − ${a}° − ${b}°).`, `El ángulo exterior es igual a la suma de los dos ángulos interiores que no están junto a él (el tercer ángulo interior sería 180° − ${a}° − ${b}°).`), w.t(`Exterior angle = ${a}° + ${b}° = ${ext}°.`, `Ángulo exterior = ${a}° + ${b}° = ${ext}°.`), w.t(`Check: ${ext} + ${180 - ext} = 180 (they form a straight line).`, `Comprueba: ${ext} + ${180 - ext} = 180 (forman una línea recta).`)],
        [mis(String(180 - ext), 'gave-interior-angle', w.t(`${180 - ext}° is the interior angle at that vertex; the exterior angle is next to it on the straight line.`, `${180 - ext}° es el ángulo interior en ese vértice; el ángulo exterior está junto a él, sobre la línea recta.`)), mis(String(Math.abs(a - b)), 'subtracted', w.t('Add the two remote interior angles.', 'Suma los dos ángulos interiores no adyacentes.'))],
      );
    }
    if (difficulty === 3 || difficulty === 4) {
      let a = rng.int(35, 145);
      if (a === 90) a = 92;
      if (difficulty === 3) {
        const pi = rng.int(0, EQUAL_PAIRS.length - 1);
        const pair = EQUAL_PAIRS[pi]!;
        const pairEs = EQUAL_PAIRS_ES[pi]!;
        const ctx = pair === 'vertical angles' ? w.t('Two lines cross.', 'Dos rectas se cruzan.') : w.t('Parallel lines are cut by a transversal.', 'Una transversal corta dos rectas paralelas.');
        return bodyByFormat(
          w.es
            ? `${ctx} Los ángulos 1 y 2 son ${pairEs}. ${rng.pick([`El ángulo 1 mide ${a}°. ¿Cuánto mide el ángulo 2?`, `${someone(rng, w)} mide el ángulo 1: ${a}°. ¿Cuánto mide el ángulo 2?`, `Si el ángulo 1 mide ${a}°, ¿cuánto mide el ángulo 2?`])}`
            : `${ctx} Angles 1 and 2 are ${pair}. ${rng.pick([`Angle 1 measures ${a}°. What is the measure of angle 2?`, `${someone(rng)} measures angle 1: ${a}°. What is angle 2?`, `If angle 1 is ${a}°, what is angle 2?`])}`,
          deg(a),
          [w.t(`${pair[0]!.toUpperCase()}${pair.slice(1)} ${pair === 'vertical angles' ? 'are' : 'formed by parallel lines are'} equal.`, `Los ${pairEs} ${pair === 'vertical angles' ? 'son' : 'que forman las rectas paralelas son'} iguales.`), w.t(`Angle 2 and angle 1 are ${pair}.`, `El ángulo 2 y el ángulo 1 son ${pairEs}.`), w.t(`So angle 2 has the same measure as angle 1.`, `Entonces el ángulo 2 mide lo mismo que el ángulo 1.`)],
          [w.t(`${pair[0]!.toUpperCase()}${pair.slice(1)} are equal.`, `Los ${pairEs} son iguales.`), w.t(`Angle 2 = angle 1 = ${a}°.`, `Ángulo 2 = ángulo 1 = ${a}°.`), w.t(`Check: angle 2 and its neighbor on the straight line add to 180: ${a} + ${180 - a} = 180.`, `Comprueba: el ángulo 2 y su vecino sobre la línea recta suman 180: ${a} + ${180 - a} = 180.`)],
          [mis(String(180 - a), 'used-supplement', w.t(`${pair[0]!.toUpperCase()}${pair.slice(1)} are equal, not supplementary.`, `Los ${pairEs} son iguales, no suplementarios.`))],
        );
      }
      const s = 180 - a;
      return bodyByFormat(
        rng.pick(w.es ? [
          `Una transversal corta dos rectas paralelas. Dos ángulos internos del mismo lado son el ángulo 1 y el ángulo 2. El ángulo 1 mide ${a}°. ¿Cuánto mide el ángulo 2?`,
          `Una transversal cruza dos rectas paralelas. Los ángulos 1 y 2 son internos del mismo lado, y el ángulo 1 mide ${a}°. ¿Cuánto mide el ángulo 2?`,
          `${someone(rng, w)} dibuja dos rectas paralelas y una transversal. Marca los ángulos internos del mismo lado 1 y 2; el ángulo 1 mide ${a}°. Encuentra el ángulo 2.`,
          `Una calle recta cruza dos vías de tren paralelas. Los ángulos 1 y 2 son internos del mismo lado, y el ángulo 1 mide ${a}°. ¿Cuánto mide el ángulo 2?`,
          `Los ángulos 1 y 2 son ángulos internos del mismo lado entre dos rectas paralelas. Si el ángulo 1 mide ${a}°, ¿cuánto mide el ángulo 2?`,
        ] : [
          `Parallel lines are cut by a transversal. Two same-side interior angles are angle 1 and angle 2. Angle 1 measures ${a}°. What is the measure of angle 2?`,
          `A transversal crosses two parallel lines. Angles 1 and 2 are same-side interior angles, and angle 1 is ${a}°. What is angle 2?`,
          `${someone(rng)} draws two parallel lines and a transversal. Same-side interior angles 1 and 2 are marked; angle 1 is ${a}°. Find angle 2.`,
          `Two parallel railway tracks are crossed by a straight road. Angles 1 and 2 are same-side interior angles, and angle 1 is ${a}°. What is angle 2?`,
          `Angles 1 and 2 are same-side interior angles between two parallel lines. If angle 1 measures ${a}°, what does angle 2 measure?`,
        ]),
        deg(s),
        [w.t('Same-side interior angles between parallel lines are supplementary: they add up to 180°.', 'Los ángulos internos del mismo lado entre rectas paralelas son suplementarios: suman 180°.'), w.t(`Angle 1 + angle 2 = 180°, and angle 1 = ${a}°.`, `Ángulo 1 + ángulo 2 = 180°, y ángulo 1 = ${a}°.`), w.t(`Subtract ${a} from 180.`, `Resta ${a} de 180.`)],
        [w.t(`Same-side interior angles add to 180°.`, `Los ángulos internos del mismo lado suman 180°.`), w.t(`Angle 2 = 180 − ${a} = ${s}°.`, `Ángulo 2 = 180 − ${a} = ${s}°.`), w.t(`Check: ${a} + ${s} = 180.`, `Comprueba: ${a} + ${s} = 180.`)],
        [mis(String(a), 'thought-equal', w.t('Same-side interior angles are supplementary (add to 180°), not equal.', 'Los ángulos internos del mismo lado son suplementarios (suman 180°), no iguales.')), ...(a < 90 ? [mis(String(90 - a), 'used-90', w.t('They add to 180°, not 90°.', 'Suman 180°, no 90°.'))] : [])],
      );
    }
    // d5: angle expressions
    const equal = rng.bool();
    let p = 0, q = 0, r = 0, t = 0, x = 0, angle = 0;
    for (let i = 0; i < 30; i++) {
      p = rng.int(2, 6);
      r = intDiff(rng, p);
      x = rng.int(8, 30);
      if (equal) {
        angle = rng.int(40, 140);
        q = angle - p * x;
        t = angle - r * x;
      } else {
        angle = rng.int(40, 140); // first angle
        q = angle - p * x;
        t = 180 - angle - r * x;
      }
      if (q !== 0 && t !== 0 && Math.abs(q) <= 60 && Math.abs(t) <= 60 && angle !== 90) break;
    }
    const e1 = lin([[p, 'x']], q);
    const e2 = lin([[r, 'x']], t);
    const second = equal ? angle : 180 - angle;
    const text = equal
      ? w.t(`Parallel lines are cut by a transversal. Two alternate interior angles measure (${e1})° and (${e2})°. What is the measure of each angle?`, `Una transversal corta dos rectas paralelas. Dos ángulos alternos internos miden (${e1})° y (${e2})°. ¿Cuánto mide cada ángulo?`)
      : w.t(`Parallel lines are cut by a transversal. Two same-side interior angles measure (${e1})° and (${e2})°. What is the measure of the angle (${e1})°?`, `Una transversal corta dos rectas paralelas. Dos ángulos internos del mismo lado miden (${e1})° y (${e2})°. ¿Cuánto mide el ángulo (${e1})°?`);
    const setup = equal ? `${e1} = ${e2}` : `${e1} + ${e2} = 180`;
    const m: Misconception[] = [mis(String(x), 'gave-x', w.t(`x = ${x} is not the angle: substitute it into ${e1}.`, `x = ${x} no es el ángulo: sustitúyelo en ${e1}.`))];
    if (equal) {
      m.push(mis(String(180 - angle), 'gave-supplement', w.t('Alternate interior angles are equal, so the angle is not the supplement.', 'Los ángulos alternos internos son iguales, así que el ángulo no es el suplemento.')));
      // made them add to 180
      const xs = Rational.of(180 - q - t, p + r);
      const wrong = xs.mul(p).add(q);
      m.push(mis(fmtDecOrFrac(wrong.isInteger() || wrong.isTerminating() ? wrong : wrong.round(1)), 'made-them-supplementary', w.t('Alternate interior angles are equal; they do not add up to 180°.', 'Los ángulos alternos internos son iguales; no suman 180°.')));
    } else {
      m.push(mis(String(second), 'gave-other-angle', w.t(`That is the other angle, (${e2})°.`, `Ese es el otro ángulo, (${e2})°.`)));
    }
    const answer = deg(angle);
    return bodyByFormat(
      text,
      answer,
      [equal ? w.t('Alternate interior angles are equal.', 'Los ángulos alternos internos son iguales.') : w.t('Same-side interior angles add up to 180°.', 'Los ángulos internos del mismo lado suman 180°.'), w.t(`${setup}, so x = ${x}.`, `${setup}, así que x = ${x}.`), w.t(`Substitute x = ${x} into ${e1}.`, `Sustituye x = ${x} en ${e1}.`)],
      [w.t(`${equal ? 'Alternate interior angles are equal' : 'Same-side interior angles are supplementary'}: ${setup}.`, `${equal ? 'Los ángulos alternos internos son iguales' : 'Los ángulos internos del mismo lado son suplementarios'}: ${setup}.`), equal ? w.t(`${lin([[p - r, 'x']], 0)} = ${fmtDecOrFrac(t - q)}, so x = ${x}.`, `${lin([[p - r, 'x']], 0)} = ${fmtDecOrFrac(t - q)}, así que x = ${x}.`) : w.t(`${lin([[p + r, 'x']], q + t)} = 180, so x = ${x}.`, `${lin([[p + r, 'x']], q + t)} = 180, así que x = ${x}.`), w.t(`${p} × ${x} ${q < 0 ? '−' : '+'} ${Math.abs(q)} = ${angle}, so the angle is ${angle}°.`, `${p} × ${x} ${q < 0 ? '−' : '+'} ${Math.abs(q)} = ${angle}, así que el ángulo mide ${angle}°.`), w.t(`Check: ${r} × ${x} ${t < 0 ? '−' : '+'} ${Math.abs(t)} = ${second}${equal ? ', the same angle' : `, and ${angle} + ${second} = 180`}.`, `Comprueba: ${r} × ${x} ${t < 0 ? '−' : '+'} ${Math.abs(t)} = ${second}${equal ? ', el mismo ángulo' : `, y ${angle} + ${second} = 180`}.`)],
      m,
    );
  },
};

function intDiff(rng: Rng, p: number): number {
  const r = rng.int(2, 7);
  return r === p ? p + 1 : r;
}
