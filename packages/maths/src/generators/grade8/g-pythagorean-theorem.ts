import { Rational, R } from '../../rational.js';
import { withDiagram } from '../../diagrams/build.js';
import type { Diagram } from '../../diagrams/types.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator, UnitId } from '../../types.js';
import { isqrt, isSquare, sqrtApprox } from '../shared/arithmetic.js';
import { fmtDec, fmtDecOrFrac, fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { choiceAnswerIn } from '../shared/answers.js';
import { EN, type Words } from '../../language/index.js';

const BASE: Array<[number, number, number]> = [
  [3, 4, 5], [5, 12, 13], [8, 15, 17], [7, 24, 25], [20, 21, 29], [9, 40, 41], [12, 35, 37],
];
function triple(rng: Rng, maxC = 60): [number, number, number] {
  for (let i = 0; i < 20; i++) {
    const [a, b, c] = rng.pick(BASE);
    const k = rng.int(1, Math.max(1, Math.floor(maxC / c)));
    if (c * k <= maxC) return rng.bool() ? [a * k, b * k, c * k] : [b * k, a * k, c * k];
  }
  return [3, 4, 5];
}
const UNITS: Array<[UnitId, string]> = [['cm', 'cm'], ['in', 'in'], ['ft', 'ft'], ['m', 'm']];
/** The units as written in Spanish, index for index. */
const UNITS_ES = ['cm', 'pulg', 'pies', 'm'];
const YES_NO = { yes: ['y', 'it is', 'right triangle', 'yes it is'], no: ['n', 'it is not', 'not a right triangle', 'no it is not'] };
/** The Spanish forms, the first being the label the child sees. */
const YES_NO_ES = { yes: ['sí', 'si', 'sí es', 'es un triángulo rectángulo', 'triángulo rectángulo'], no: ['no', 'no es', 'no es un triángulo rectángulo'] };
function approx(n: number, unit: UnitId): AnswerSpec {
  const v = sqrtApprox(R(n), 9);
  return { format: 'decimal', mode: 'approx', places: 1, value: v.toString(), canonical: fmtDec(v.round(1), 1), unit };
}

export const gPythagoreanTheorem: SkillGenerator = {
  skillId: 'g8.g.pythagorean-theorem',
  grade: 8,
  domain: 'g',
  ccss: ['8.G.B.6', '8.G.B.7'],
  topic: 'Geometry',
  subtopic: 'Pythagorean theorem',
  prereqs: ['g8.ee.roots-equations'],
  estTimeSec: times(20, 120),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    const ui = rng.int(0, UNITS.length - 1);
    const unit = UNITS[ui]![0];
    const u = w.t(UNITS[ui]![1], UNITS_ES[ui]!);
    if (difficulty === 4) {
      const [a, b, c0] = triple(rng, 45);
      const right = rng.bool();
      const c = right ? c0 : c0 + rng.pick([-1, 1]);
      const s = a * a + b * b;
      const key = right ? 'yes' : 'no';
      const answer: AnswerSpec = w.es ? choiceAnswerIn(w, key, YES_NO, YES_NO_ES) : { format: 'choice', value: key, canonical: key, options: { yes: ['y', 'it is', 'right triangle', 'yes it is'], no: ['n', 'it is not', 'not a right triangle', 'no it is not'] } };
      return bodyByFormat(
        // Wordings are drawn after the numbers (docs/maths/curriculum.md, "Variety").
        rng.pick(w.es ? [
          `Un triángulo tiene lados de ${a} ${u}, ${b} ${u} y ${c} ${u}. ¿Es un triángulo rectángulo?`,
          `${someone(rng, w)} corta tres palitos de ${a} ${u}, ${b} ${u} y ${c} ${u} de largo y forma un triángulo. ¿Es un triángulo rectángulo?`,
          `¿Lados de ${a} ${u}, ${b} ${u} y ${c} ${u} forman un triángulo rectángulo?`,
          `Un jardín en forma de triángulo tiene lados de ${a} ${u}, ${b} ${u} y ${c} ${u}. ¿Tiene un ángulo recto?`,
          `¿Un triángulo con lados de ${a} ${u}, ${b} ${u} y ${c} ${u} es un triángulo rectángulo?`,
        ] : [
          `A triangle has sides ${a} ${u}, ${b} ${u} and ${c} ${u}. Is it a right triangle?`,
          `${someone(rng)} cuts three sticks, ${a} ${u}, ${b} ${u} and ${c} ${u} long, and makes a triangle. Is it a right triangle?`,
          `Do sides of ${a} ${u}, ${b} ${u} and ${c} ${u} make a right triangle?`,
          `A triangular garden has sides of ${a} ${u}, ${b} ${u} and ${c} ${u}. Does it have a right angle?`,
          `Is a triangle with sides ${a} ${u}, ${b} ${u} and ${c} ${u} a right triangle?`,
        ]),
        answer,
        [w.t('If a² + b² = c² with c the longest side, the triangle is a right triangle (the converse of the Pythagorean theorem).', 'Si a² + b² = c², con c el lado más largo, el triángulo es rectángulo (el recíproco del teorema de Pitágoras).'), `${a}² + ${b}² = ${fmtInt(a * a)} + ${fmtInt(b * b)} = ${fmtInt(s)}.`, w.t(`Compare ${fmtInt(s)} with ${c}² = ${fmtInt(c * c)}.`, `Compara ${fmtInt(s)} con ${c}² = ${fmtInt(c * c)}.`)],
        [w.t(`The longest side is ${c}.`, `El lado más largo es ${c}.`), w.t(`${a}² + ${b}² = ${fmtInt(s)} and ${c}² = ${fmtInt(c * c)}.`, `${a}² + ${b}² = ${fmtInt(s)} y ${c}² = ${fmtInt(c * c)}.`), right ? w.t(`They are equal, so it is a right triangle.`, `Son iguales, así que es un triángulo rectángulo.`) : w.t(`${fmtInt(s)} ≠ ${fmtInt(c * c)}, so it is not a right triangle.`, `${fmtInt(s)} ≠ ${fmtInt(c * c)}, así que no es un triángulo rectángulo.`), w.t(`Check: ${right ? 'the sides are a Pythagorean triple' : `with legs ${a} and ${b} a right triangle would need a longest side of ${c0}`}.`, `Comprueba: ${right ? 'los lados forman una terna pitagórica' : `con catetos de ${a} y ${b}, un triángulo rectángulo necesitaría un lado más largo de ${c0}`}.`)],
        [mis(right ? 'no' : 'yes', right ? 'missed-converse' : 'close-is-enough', right ? w.t(`${a}² + ${b}² equals ${c}² exactly, so it is a right triangle.`, `${a}² + ${b}² da exactamente ${c}², así que es un triángulo rectángulo.`) : w.t(`Close is not enough: ${fmtInt(s)} must equal ${fmtInt(c * c)} exactly.`, `Acercarse no basta: ${fmtInt(s)} tiene que ser exactamente igual a ${fmtInt(c * c)}.`))],
      );
    }
    if (difficulty === 1 || (difficulty === 3 && rng.bool())) {
      let a: number, b: number, cc: number;
      if (difficulty === 1) {
        const t = triple(rng, 50);
        [a, b] = [t[0], t[1]];
        cc = t[2] * t[2];
      } else {
        a = rng.int(2, 12);
        b = rng.int(2, 12);
        if (isSquare(a * a + b * b)) b += 1;
        if (isSquare(a * a + b * b)) b += 1;
        cc = a * a + b * b;
      }
      const exact = difficulty === 1;
      const c = Number(isqrt(BigInt(cc)));
      const answer: AnswerSpec = exact ? { format: 'number', value: String(c), canonical: String(c), unit } : approx(cc, unit);
      const m: Misconception[] = [mis(String(a + b), 'added-sides', w.t('The hypotenuse is not the sum of the legs; use a² + b² = c².', 'La hipotenusa no es la suma de los catetos; usa a² + b² = c².')), mis(fmtInt(cc), 'forgot-square-root', w.t(`${fmtInt(cc)} is c²; take the square root to find c.`, `${fmtInt(cc)} es c²; saca la raíz cuadrada para encontrar c.`))];
      if (!exact) m.push(mis(String(Math.round(Math.sqrt(cc))), 'nearest-whole', w.t('Round to the nearest tenth, not the nearest whole number.', 'Redondea a la décima más cercana, no al número entero más cercano.')));
      return withDiagram(bodyByFormat(
        w.es ? `${rng.pick([
          `Un triángulo rectángulo tiene catetos de ${a} ${u} y ${b} ${u}. ¿Cuánto mide la hipotenusa?`,
          `${someone(rng, w)} dibuja un triángulo rectángulo con catetos de ${a} ${u} y ${b} ${u}. ¿Cuánto mide su hipotenusa?`,
          `¿Cuánto mide la hipotenusa de un triángulo rectángulo con catetos de ${a} ${u} y ${b} ${u}?`,
          `Una rampa forma un triángulo rectángulo con catetos de ${a} ${u} y ${b} ${u}. ¿Cuánto mide su lado inclinado, la hipotenusa?`,
          `Un rectángulo mide ${a} ${u} por ${b} ${u}. ¿Cuánto mide su diagonal, la hipotenusa del triángulo rectángulo que forma?`,
        ])}${exact ? '' : ' Redondea a la décima más cercana.'}` : `${rng.pick([
          `A right triangle has legs of ${a} ${u} and ${b} ${u}. How long is the hypotenuse?`,
          `${someone(rng)} draws a right triangle with legs of ${a} ${u} and ${b} ${u}. How long is its hypotenuse?`,
          `What is the hypotenuse of a right triangle with legs of ${a} ${u} and ${b} ${u}?`,
          `A ramp makes a right triangle with legs of ${a} ${u} and ${b} ${u}. How long is its sloping side, the hypotenuse?`,
          `A rectangle is ${a} ${u} by ${b} ${u}. How long is its diagonal, the hypotenuse of the right triangle it cuts off?`,
        ])}${exact ? '' : ' Round to the nearest tenth.'}`,
        answer,
        [w.t('The Pythagorean theorem: leg² + leg² = hypotenuse².', 'El teorema de Pitágoras: cateto² + cateto² = hipotenusa².'), `${a}² + ${b}² = ${fmtInt(a * a)} + ${fmtInt(b * b)} = ${fmtInt(cc)}.`, w.t(`The hypotenuse is √${fmtInt(cc)}${exact ? '' : '; find it to the nearest tenth'}.`, `La hipotenusa es √${fmtInt(cc)}${exact ? '' : '; encuéntrala a la décima más cercana'}.`)],
        [`c² = ${a}² + ${b}² = ${fmtInt(a * a)} + ${fmtInt(b * b)} = ${fmtInt(cc)}.`, `c = √${fmtInt(cc)} ${exact ? `= ${c}` : `≈ ${answer.canonical}`} ${u}.`, exact ? w.t(`Check: ${c}² = ${fmtInt(cc)}.`, `Comprueba: ${c}² = ${fmtInt(cc)}.`) : w.t(`Check: ${answer.canonical}² = ${fmtDec(Rational.parse(answer.canonical).pow(2))}, close to ${fmtInt(cc)}.`, `Comprueba: ${answer.canonical}² = ${fmtDec(Rational.parse(answer.canonical).pow(2))}, cerca de ${fmtInt(cc)}.`)],
        m,
      ), rightTriangle(a, b, `${a} ${u}`, '?', `${b} ${u}`));
    }
    if (difficulty === 5 && rng.bool(0.35)) {
      const BOX: Array<[number, number, number, number]> = [[1, 2, 2, 3], [2, 3, 6, 7], [1, 4, 8, 9], [2, 6, 9, 11], [3, 4, 12, 13], [2, 10, 11, 15], [4, 4, 7, 9], [6, 6, 7, 11], [8, 9, 12, 17], [2, 5, 14, 15]];
      const [l, wd, h, d] = rng.pick(BOX);
      const f2 = l * l + wd * wd;
      const answer: AnswerSpec = { format: 'number', value: String(d), canonical: String(d), unit };
      return bodyByFormat(
        w.t(`A box is ${l} ${u} long, ${wd} ${u} wide and ${h} ${u} tall. How long is the diagonal from a bottom corner to the opposite top corner?`, `Una caja mide ${l} ${u} de largo, ${wd} ${u} de ancho y ${h} ${u} de alto. ¿Cuánto mide la diagonal desde una esquina de abajo hasta la esquina opuesta de arriba?`),
        answer,
        [w.t('Use the Pythagorean theorem twice: first across the bottom, then up to the top corner.', 'Usa el teorema de Pitágoras dos veces: primero a lo largo de la base y luego hacia arriba hasta la esquina de arriba.'), w.t(`Bottom diagonal² = ${l}² + ${wd}² = ${fmtInt(f2)}.`, `Diagonal de la base² = ${l}² + ${wd}² = ${fmtInt(f2)}.`), w.t(`Space diagonal² = ${fmtInt(f2)} + ${h}² = ${fmtInt(f2 + h * h)}; take the square root.`, `Diagonal de la caja² = ${fmtInt(f2)} + ${h}² = ${fmtInt(f2 + h * h)}; saca la raíz cuadrada.`)],
        [w.t(`Bottom diagonal² = ${l}² + ${wd}² = ${fmtInt(f2)}.`, `Diagonal de la base² = ${l}² + ${wd}² = ${fmtInt(f2)}.`), w.t(`Space diagonal² = ${fmtInt(f2)} + ${fmtInt(h * h)} = ${fmtInt(f2 + h * h)}.`, `Diagonal de la caja² = ${fmtInt(f2)} + ${fmtInt(h * h)} = ${fmtInt(f2 + h * h)}.`), w.t(`Diagonal = √${fmtInt(f2 + h * h)} = ${d} ${u}.`, `Diagonal = √${fmtInt(f2 + h * h)} = ${d} ${u}.`), w.t(`Check: ${l}² + ${wd}² + ${h}² = ${d}² = ${fmtInt(d * d)}.`, `Comprueba: ${l}² + ${wd}² + ${h}² = ${d}² = ${fmtInt(d * d)}.`)],
        [mis(String(l + wd + h), 'added-sides', w.t('Add the squares, not the lengths.', 'Suma los cuadrados, no las longitudes.')), mis(String(d * d), 'forgot-square-root', w.t(`${fmtInt(d * d)} is the diagonal squared; take the square root.`, `${fmtInt(d * d)} es la diagonal al cuadrado; saca la raíz cuadrada.`))],
      );
    }
    // leg: d2 plain, d3 non-whole, d5 ladder story
    let a: number, c: number, bb: number;
    if (difficulty === 3) {
      c = rng.int(6, 15);
      a = rng.int(2, c - 2);
      if (isSquare(c * c - a * a)) a += 1;
      bb = c * c - a * a;
    } else {
      const t = triple(rng, difficulty === 5 ? 40 : 50);
      a = t[0];
      c = t[2];
      bb = t[1] * t[1];
    }
    const exact = difficulty !== 3;
    const b = Number(isqrt(BigInt(bb)));
    const answer: AnswerSpec = exact ? { format: 'number', value: String(b), canonical: String(b), unit: difficulty === 5 ? 'ft' : unit } : approx(bb, unit);
    const uu = difficulty === 5 ? w.t('ft', 'pies') : u;
    const text =
      difficulty === 5
        ? w.t(`A ${c}-ft ladder leans against a wall with its foot ${a} ft from the wall. How high up the wall does it reach?`, `Una escalera de ${c} pies está recargada contra una pared, con la base a ${a} pies de la pared. ¿Hasta qué altura de la pared llega?`)
        : w.es ? `${rng.pick([
            `Un triángulo rectángulo tiene una hipotenusa de ${c} ${u} y un cateto de ${a} ${u}. ¿Cuánto mide el otro cateto?`,
            `${someone(rng, w)} sabe que la hipotenusa de un triángulo rectángulo mide ${c} ${u} y un cateto mide ${a} ${u}. ¿Cuánto mide el otro cateto?`,
            `Un cateto de un triángulo rectángulo mide ${a} ${u} y la hipotenusa mide ${c} ${u}. Encuentra el otro cateto.`,
            `El hilo de un papalote mide ${c} ${u} y está bien estirado. El papalote está a ${a} ${u} de distancia, por el suelo, de quien lo vuela. ¿A qué altura está el papalote (el otro cateto del triángulo rectángulo)?`,
            `La hipotenusa de un triángulo rectángulo mide ${c} ${u}. Un cateto mide ${a} ${u}. ¿Cuál es la longitud del otro cateto?`,
          ])}${exact ? '' : ' Redondea a la décima más cercana.'}` : `${rng.pick([
            `A right triangle has a hypotenuse of ${c} ${u} and one leg of ${a} ${u}. How long is the other leg?`,
            `${someone(rng)} knows a right triangle's hypotenuse is ${c} ${u} and one leg is ${a} ${u}. How long is the other leg?`,
            `One leg of a right triangle is ${a} ${u} and the hypotenuse is ${c} ${u}. Find the other leg.`,
            `A kite's string is ${c} ${u} long and pulled tight. The kite is ${a} ${u} across the ground from the flier. How high is the kite (the other leg of the right triangle)?`,
            `The hypotenuse of a right triangle is ${c} ${u}. One leg is ${a} ${u}. What is the length of the other leg?`,
          ])}${exact ? '' : ' Round to the nearest tenth.'}`;
    const m: Misconception[] = [
      mis(fmtDec(sqrtApprox(R(c * c + a * a), 6).round(1)), 'added-squares', w.t(`The ${difficulty === 5 ? 'ladder' : 'hypotenuse'} is the longest side: subtract ${a}² from ${c}², don't add.`, `${difficulty === 5 ? 'La escalera' : 'La hipotenusa'} es el lado más largo: resta ${a}² de ${c}², no sumes.`)),
      mis(String(c - a), 'subtracted-sides', w.t(`Subtract the squares, not the lengths: ${c}² − ${a}².`, `Resta los cuadrados, no las longitudes: ${c}² − ${a}².`)),
      mis(fmtInt(bb), 'forgot-square-root', w.t(`${fmtInt(bb)} is the leg squared; take the square root.`, `${fmtInt(bb)} es el cateto al cuadrado; saca la raíz cuadrada.`)),
    ];
    if (!exact) m.push(mis(String(Math.round(Math.sqrt(bb))), 'nearest-whole', w.t('Round to the nearest tenth, not the nearest whole number.', 'Redondea a la décima más cercana, no al número entero más cercano.')));
    return withDiagram(bodyByFormat(
      text,
      answer,
      [difficulty === 5 ? w.t('The ladder is the hypotenuse.', 'La escalera es la hipotenusa.') : w.t('The hypotenuse is the longest side: leg² + leg² = hypotenuse².', 'La hipotenusa es el lado más largo: cateto² + cateto² = hipotenusa².'), w.t(`${a}² + h² = ${c}², where h is the missing length.`, `${a}² + h² = ${c}², donde h es la longitud que falta.`), w.t(`h² = ${fmtInt(c * c)} − ${fmtInt(a * a)}; then take the square root.`, `h² = ${fmtInt(c * c)} − ${fmtInt(a * a)}; luego saca la raíz cuadrada.`)],
      [`${a}² + h² = ${c}².`, `h² = ${fmtInt(c * c)} − ${fmtInt(a * a)} = ${fmtInt(bb)}.`, `h = √${fmtInt(bb)} ${exact ? `= ${b}` : `≈ ${answer.canonical}`} ${uu}.`, exact ? w.t(`Check: ${a}² + ${b}² = ${fmtInt(a * a)} + ${fmtInt(b * b)} = ${fmtInt(c * c)} = ${c}².`, `Comprueba: ${a}² + ${b}² = ${fmtInt(a * a)} + ${fmtInt(b * b)} = ${fmtInt(c * c)} = ${c}².`) : w.t(`Check: ${a}² + ${answer.canonical}² ≈ ${fmtDecOrFrac(R(a * a).add(Rational.parse(answer.canonical).pow(2)).round(1))}, close to ${c}² = ${fmtInt(c * c)}.`, `Comprueba: ${a}² + ${answer.canonical}² ≈ ${fmtDecOrFrac(R(a * a).add(Rational.parse(answer.canonical).pow(2)).round(1))}, cerca de ${c}² = ${fmtInt(c * c)}.`)],
      m,
    ), rightTriangle(a, Math.sqrt(bb), `${a} ${uu}`, `${c} ${uu}`, '?'));
  },
};

/** A right triangle with legs a (along the bottom) and b (up the left side), the right angle at the bottom left. */
function rightTriangle(a: number, b: number, bottom: string, hypotenuse: string, left: string): Diagram {
  return { kind: 'polygon', name: 'right triangle', vertices: [{ x: 0, y: 0 }, { x: a, y: 0 }, { x: 0, y: b }], sides: [bottom, hypotenuse, left], angles: [null, null, null], rightAngles: [0] };
}
