import { Rational, R } from '../../rational.js';
import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { fmtDecOrFrac, fmtFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

const num = (r: Rational): string => fmtDecOrFrac(r);
const factorText = (k: Rational): string => (k.isInteger() ? fmtDecOrFrac(k) : fmtFrac(k));

export const gSimilarityDilations: SkillGenerator = {
  skillId: 'g8.g.similarity-dilations',
  grade: 8,
  domain: 'g',
  ccss: ['8.G.A.3', '8.G.A.4'],
  topic: 'Geometry',
  subtopic: 'Dilations & similar figures',
  prereqs: ['g7.g.scale-drawings'],
  estTimeSec: times(20, 90),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    if (difficulty === 1 || (difficulty === 4 && rng.bool())) {
      // dilate a point about the origin
      const k = difficulty === 1 ? rng.pick([R(2), R(3), Rational.of(1, 2)]) : rng.pick([Rational.of(2, 3), Rational.of(3, 4), Rational.of(3, 2), Rational.of(5, 2), Rational.of(1, 3)]);
      const d = Number(k.den);
      const x = signedInt(rng, 1, 6) * d;
      const y = signedInt(rng, 1, 6) * d;
      const X = k.mul(x);
      const Y = k.mul(y);
      const answer: AnswerSpec = { format: 'coordinate', x: X.toString(), y: Y.toString(), canonical: `(${num(X)}, ${num(Y)})` };
      const m: Misconception[] = [];
      const inv = R(1).div(k);
      m.push(mis(`(${num(inv.mul(x))}, ${num(inv.mul(y))})`, 'upside-down-factor', w.t(`Multiply by ${factorText(k)}; don't divide by it.`, `Multiplica por ${factorText(k)}; no dividas entre ese número.`)));
      if (k.isInteger()) m.push(mis(`(${num(k.add(x))}, ${num(k.add(y))})`, 'added-factor', w.t(`A dilation multiplies each coordinate by the scale factor; it does not add ${factorText(k)}.`, `Una dilatación multiplica cada coordenada por el factor de escala; no le suma ${factorText(k)}.`)));
      m.push(mis(`(${num(X)}, ${fmtDecOrFrac(y)})`, 'only-x', w.t('Multiply both coordinates by the scale factor.', 'Multiplica las dos coordenadas por el factor de escala.')));
      return bodyByFormat(
        // Wordings are drawn after the numbers (docs/maths/curriculum.md, "Variety").
        (() => {
          const P = `(${fmtDecOrFrac(x)}, ${fmtDecOrFrac(y)})`;
          const f = factorText(k);
          return rng.pick(w.es ? [
            `Dilata el punto ${P} con un factor de escala de ${f} respecto al origen. ¿Dónde queda?`,
            `${someone(rng, w)} dilata el punto ${P} respecto al origen con un factor de escala de ${f}. ¿Cuál es el punto imagen?`,
            `El punto ${P} se dilata respecto al origen con un factor de escala de ${f}. ¿Dónde está su imagen?`,
            `Una dilatación respecto al origen tiene un factor de escala de ${f}. ¿A dónde manda el punto ${P}?`,
            `Encuentra la imagen de ${P} con una dilatación respecto al origen de factor de escala ${f}.`,
          ] : [
            `Dilate the point ${P} by a scale factor of ${f} about the origin. Where does it land?`,
            `${someone(rng)} dilates the point ${P} about the origin with a scale factor of ${f}. What is the image point?`,
            `The point ${P} is dilated about the origin by a scale factor of ${f}. Where is its image?`,
            `A dilation about the origin has a scale factor of ${f}. Where does it send the point ${P}?`,
            `Find the image of ${P} under a dilation about the origin with scale factor ${f}.`,
          ]);
        })(),
        answer,
        [w.t('A dilation about the origin multiplies both coordinates by the scale factor.', 'Una dilatación respecto al origen multiplica las dos coordenadas por el factor de escala.'), `x: ${fmtDecOrFrac(x)} × ${factorText(k)} = ${num(X)}.`, w.t(`Now multiply y = ${fmtDecOrFrac(y)} by ${factorText(k)}.`, `Ahora multiplica y = ${fmtDecOrFrac(y)} por ${factorText(k)}.`)],
        [`(x, y) → (${factorText(k)}x, ${factorText(k)}y).`, w.t(`${fmtDecOrFrac(x)} × ${factorText(k)} = ${num(X)} and ${fmtDecOrFrac(y)} × ${factorText(k)} = ${num(Y)}.`, `${fmtDecOrFrac(x)} × ${factorText(k)} = ${num(X)} y ${fmtDecOrFrac(y)} × ${factorText(k)} = ${num(Y)}.`), w.t(`The image is (${num(X)}, ${num(Y)}).`, `La imagen es (${num(X)}, ${num(Y)}).`), w.t(`Check: the image is on the same line through the origin, ${k.gt(1) ? 'farther from' : 'closer to'} it by a factor of ${factorText(k)}.`, `Comprueba: la imagen está en la misma recta que pasa por el origen, ${k.gt(1) ? 'más lejos de' : 'más cerca de'} él por un factor de ${factorText(k)}.`)],
        m,
      );
    }
    if (difficulty === 2) {
      const k = rng.pick([R(2), R(3), R(4), Rational.of(1, 2), Rational.of(3, 2), Rational.of(5, 2), Rational.of(1, 3), Rational.of(2, 3)]);
      const a = R(rng.int(2, 6) * Number(k.den));
      const b = k.mul(a);
      const answer: AnswerSpec = { format: 'number', value: k.toString(), canonical: factorText(k) };
      return bodyByFormat(
        rng.pick(w.es ? [
          `Una figura se dilata. Un lado que medía ${num(a)} cm mide ${num(b)} cm en la imagen. ¿Cuál es el factor de escala?`,
          `${someone(rng, w)} agranda o achica un dibujo. Una línea que medía ${num(a)} cm pasa a medir ${num(b)} cm. ¿Cuál es el factor de escala?`,
          `Se cambia el tamaño de una foto: un borde de ${num(a)} cm pasa a medir ${num(b)} cm. ¿Cuál es el factor de escala de la dilatación?`,
          `Con una dilatación, un segmento de ${num(a)} cm tiene una imagen de ${num(b)} cm. Encuentra el factor de escala.`,
          `Un lado de ${num(a)} cm de una figura corresponde a un lado de ${num(b)} cm de su imagen dilatada. ¿Cuál es el factor de escala?`,
        ] : [
          `A figure is dilated. A side that was ${num(a)} cm long is ${num(b)} cm long in the image. What is the scale factor?`,
          `${someone(rng)} enlarges or shrinks a drawing. A line that was ${num(a)} cm long becomes ${num(b)} cm long. What is the scale factor?`,
          `A photo is resized: a ${num(a)} cm edge becomes ${num(b)} cm. What is the scale factor of the dilation?`,
          `Under a dilation, a segment of ${num(a)} cm has an image of ${num(b)} cm. Find the scale factor.`,
          `A side of ${num(a)} cm in a figure matches a side of ${num(b)} cm in its dilated image. What is the scale factor?`,
        ]),
        answer,
        [w.t('Scale factor = image length ÷ original length.', 'Factor de escala = longitud de la imagen ÷ longitud original.'), w.t(`The image side is ${num(b)} and the original side is ${num(a)}.`, `El lado de la imagen mide ${num(b)} y el lado original mide ${num(a)}.`), w.t(`Work out ${num(b)} ÷ ${num(a)}.`, `Calcula ${num(b)} ÷ ${num(a)}.`)],
        [k.gt(1) ? w.t('The image is bigger (an enlargement), so the scale factor is more than 1.', 'La imagen es más grande (una ampliación), así que el factor de escala es mayor que 1.') : w.t('The image is smaller (a reduction), so the scale factor is less than 1.', 'La imagen es más pequeña (una reducción), así que el factor de escala es menor que 1.'), w.t(`Scale factor = ${num(b)} ÷ ${num(a)} = ${factorText(k)}.`, `Factor de escala = ${num(b)} ÷ ${num(a)} = ${factorText(k)}.`), w.t(`Check: ${num(a)} × ${factorText(k)} = ${num(b)}.`, `Comprueba: ${num(a)} × ${factorText(k)} = ${num(b)}.`)],
        [mis(factorText(a.div(b)), 'upside-down-factor', w.t('Divide the image length by the original length, not the other way round.', 'Divide la longitud de la imagen entre la longitud original, no al revés.')), mis(num(b.sub(a)), 'difference-not-ratio', w.t('A scale factor compares by multiplying, not by subtracting.', 'Un factor de escala compara multiplicando, no restando.'))],
      );
    }
    // similar triangles: missing side (d3 whole factor, d4 fraction factor, d5 3/2, where adding the difference is the trap)
    const base = rng.pick([
      [3, 4, 5],
      [6, 8, 10],
      [5, 12, 13],
      [4, 6, 7],
      [5, 7, 9],
      [8, 15, 17],
      [7, 24, 25],
      [4, 5, 6],
      [5, 6, 8],
      [6, 7, 9],
      [3, 5, 7],
      [7, 8, 10],
      [9, 10, 12],
      [5, 8, 9],
    ]) as [number, number, number];
    const k = difficulty === 3 ? R(rng.int(2, 4)) : difficulty === 5 ? Rational.of(3, 2) : rng.pick([Rational.of(1, 2), Rational.of(2, 3), Rational.of(3, 4), Rational.of(5, 2), Rational.of(4, 3)]);
    const d = Number(k.den);
    const sides = base.map((s) => s * d) as [number, number, number];
    const img = sides.map((s) => k.mul(s));
    const ask = rng.int(1, 2);
    const known = 0;
    const answerV = img[ask]!;
    const answer: AnswerSpec = { format: 'number', value: answerV.toString(), canonical: num(answerV), unit: 'cm' };
    const names = w.t(['shortest', 'middle', 'longest'], ['más corto', 'mediano', 'más largo']);
    const add = img[known]!.sub(sides[known]!);
    return bodyByFormat(
      (() => {
        const first = `${sides.join(' cm, ').replace(/, (\d+)$/, w.t(' and $1', ' y $1'))} cm`;
        const short = `${num(img[known]!)} cm`;
        return rng.pick(w.es ? [
          `Un triángulo con lados de ${first} es semejante a un triángulo cuyo lado más corto mide ${short}. ¿Cuánto mide el lado ${names[ask]} del segundo triángulo?`,
          `${someone(rng, w)} dibuja un triángulo con lados de ${first} y luego un triángulo semejante cuyo lado más corto mide ${short}. ¿Cuánto mide el lado ${names[ask]} del nuevo triángulo?`,
          `Dos triángulos son semejantes. El primero tiene lados de ${first}; el lado más corto del segundo mide ${short}. ¿Cuánto mide el lado ${names[ask]} del segundo?`,
          `Un banderín triangular tiene lados de ${first}. Un banderín semejante tiene un lado más corto de ${short}. ¿Cuánto mide su lado ${names[ask]}?`,
          `Los lados de un triángulo miden ${first}. El lado más corto de un triángulo semejante mide ${short}. Encuentra el lado ${names[ask]} del triángulo semejante.`,
        ] : [
          `A triangle with sides ${first} is similar to a triangle whose shortest side is ${short}. How long is the ${names[ask]} side of the second triangle?`,
          `${someone(rng)} draws a triangle with sides ${first}, then a similar triangle whose shortest side is ${short}. How long is the ${names[ask]} side of the new triangle?`,
          `Two triangles are similar. The first has sides ${first}; the second has a shortest side of ${short}. What is the ${names[ask]} side of the second?`,
          `A triangular flag has sides ${first}. A similar flag has a shortest side of ${short}. How long is its ${names[ask]} side?`,
          `A triangle's sides are ${first}. A similar triangle's shortest side is ${short}. Find the ${names[ask]} side of the similar triangle.`,
        ]);
      })(),
      answer,
      [w.t(`Scale factor = ${num(img[known]!)} ÷ ${sides[known]}.`, `Factor de escala = ${num(img[known]!)} ÷ ${sides[known]}.`), w.t(`It's ${factorText(k)}${k.isInteger() ? '' : ` (${num(k)})`}.`, `Es ${factorText(k)}${k.isInteger() ? '' : ` (${num(k)})`}.`), w.t(`Multiply the ${names[ask]} side, ${sides[ask]}, by ${factorText(k)}.`, `Multiplica el lado ${names[ask]}, ${sides[ask]}, por ${factorText(k)}.`)],
      [w.t(`Matching sides: the shortest sides are ${sides[known]} cm and ${num(img[known]!)} cm.`, `Lados correspondientes: los lados más cortos miden ${sides[known]} cm y ${num(img[known]!)} cm.`), w.t(`Scale factor = ${num(img[known]!)} ÷ ${sides[known]} = ${factorText(k)}.`, `Factor de escala = ${num(img[known]!)} ÷ ${sides[known]} = ${factorText(k)}.`), `${sides[ask]} × ${factorText(k)} = ${num(answerV)} cm.`, w.t(`Check: ${num(answerV)} ÷ ${sides[ask]} = ${factorText(k)}, the same ratio as ${num(img[known]!)} ÷ ${sides[known]}.`, `Comprueba: ${num(answerV)} ÷ ${sides[ask]} = ${factorText(k)}, la misma razón que ${num(img[known]!)} ÷ ${sides[known]}.`)],
      [
        mis(num(add.add(sides[ask]!)), 'added-difference', w.t(`Similar figures multiply every side by the same factor; adding ${num(add)} to each side keeps the difference, not the shape.`, `En figuras semejantes, todos los lados se multiplican por el mismo factor; sumarle ${num(add)} a cada lado conserva la diferencia, no la forma.`)),
        mis(fmtFrac(R(sides[ask]!).div(k)), 'upside-down-factor', w.t(`The second triangle's factor is ${num(img[known]!)} ÷ ${sides[known]}, not ${sides[known]} ÷ ${num(img[known]!)}.`, `El factor del segundo triángulo es ${num(img[known]!)} ÷ ${sides[known]}, no ${sides[known]} ÷ ${num(img[known]!)}.`)),
      ],
    );
  },
};
