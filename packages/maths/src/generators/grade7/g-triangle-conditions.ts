import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A, choiceAnswerIn } from '../shared/answers.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { EN, type Words } from '../../language/index.js';

export const gTriangleConditions: SkillGenerator = {
  skillId: 'g7.g.triangle-conditions',
  grade: 7,
  domain: 'g',
  ccss: ['7.G.A.2'],
  topic: 'Geometry',
  subtopic: 'Can these make a triangle?',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.1.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d <= 2) {
      const a = rng.int(2, 12);
      const b = rng.int(2, 12);
      const yes = rng.bool();
      const c = d === 2 && !yes ? a + b : yes ? rng.int(Math.abs(a - b) + 1, a + b - 1) : a + b + rng.int(1, 6);
      const sides = rng.shuffle([a, b, c]);
      const sorted = [...sides].sort((x, y) => x - y);
      const ok = sorted[0]! + sorted[1]! > sorted[2]!;
      return bodyLoose(
        (() => {
          const [x, y, z] = sides.map((n) => `${n} cm`);
          const who = someone(rng, w);
          if (w.es) {
            return rng.pick([
              `¿Se puede formar un triángulo con lados de ${x}, ${y} y ${z}? Responde sí o no.`,
              `${who} tiene tres popotes de ${x}, ${y} y ${z} de largo. ¿Pueden formar un triángulo? Responde sí o no.`,
              `¿Las longitudes ${x}, ${y} y ${z} forman un triángulo? Responde sí o no.`,
              `Tres palitos miden ${x}, ${y} y ${z} de largo. ¿Se pueden unir por las puntas para formar un triángulo? Responde sí o no.`,
              `¿Existe un triángulo con lados de ${x}, ${y} y ${z}? Responde sí o no.`,
            ]);
          }
          return rng.pick([
            `Can sides of ${x}, ${y} and ${z} make a triangle? Answer yes or no.`,
            `${who} has three straws: ${x}, ${y} and ${z} long. Can they make a triangle? Answer yes or no.`,
            `Do lengths of ${x}, ${y} and ${z} form a triangle? Answer yes or no.`,
            `Three sticks are ${x}, ${y} and ${z} long. Can they be joined end to end into a triangle? Answer yes or no.`,
            `Is there a triangle with sides of ${x}, ${y} and ${z}? Answer yes or no.`,
          ]);
        })(),
        A.yesNo(ok, w),
        w.es
          ? ['Dos lados cualesquiera juntos tienen que ser más largos que el tercer lado.', `Compara los dos lados más cortos con el más largo: ${sorted[0]} + ${sorted[1]} y ${sorted[2]}.`, `${sorted[0]} + ${sorted[1]} = ${sorted[0]! + sorted[1]!}. ¿Es más que ${sorted[2]}?`]
          : ['Any two sides together must be longer than the third side.', `Check the two shortest sides against the longest: ${sorted[0]} + ${sorted[1]} and ${sorted[2]}.`, `${sorted[0]} + ${sorted[1]} = ${sorted[0]! + sorted[1]!}. Is that more than ${sorted[2]}?`],
        w.es
          ? [`Los dos más cortos: ${sorted[0]} + ${sorted[1]} = ${sorted[0]! + sorted[1]!}.`, `${sorted[0]! + sorted[1]!} ${ok ? '>' : sorted[0]! + sorted[1]! === sorted[2] ? '=' : '<'} ${sorted[2]}, así que ${ok ? 'sí, forman un triángulo' : 'no, no pueden formar un triángulo'}.`, `Comprueba: ${ok ? 'los otros dos pares también son más largos que el lado que queda' : sorted[0]! + sorted[1]! === sorted[2] ? 'si es igual, los lados quedarían planos, sin formar un triángulo' : 'los dos lados cortos no alcanzan a tocarse'}.`]
          : [`Two shortest: ${sorted[0]} + ${sorted[1]} = ${sorted[0]! + sorted[1]!}.`, `${sorted[0]! + sorted[1]!} ${ok ? '>' : sorted[0]! + sorted[1]! === sorted[2] ? '=' : '<'} ${sorted[2]}, so ${ok ? 'yes, they make a triangle' : 'no, they cannot make a triangle'}.`, `Check: ${ok ? 'the other two pairs are longer than the remaining side too' : sorted[0]! + sorted[1]! === sorted[2] ? 'equal means the sides would lie flat, not a triangle' : 'the two short sides cannot reach each other'}.`],
        [mis(ok ? 'no' : 'yes', ok ? 'too-strict' : sorted[0]! + sorted[1]! === sorted[2] ? 'flat-triangle' : 'any-three-sides', ok ? w.t('The two shorter sides together are longer than the longest side, so it works.', 'Los dos lados más cortos juntos son más largos que el lado más largo, así que sí funciona.') : w.t('The two shorter sides must add to MORE than the longest side.', 'Los dos lados más cortos tienen que sumar MÁS que el lado más largo.'))],
      );
    }
    if (d === 3) {
      const yes = rng.bool();
      const a = rng.int(20, 100);
      const b = rng.int(20, 150 - a);
      const c = yes ? 180 - a - b : 180 - a - b + rng.pick([-20, -10, 10, 15, 20]);
      const who = someone(rng, w);
      return bodyLoose(
        rng.pick(w.es ? [
          `¿Puede un triángulo tener ángulos de ${a}°, ${b}° y ${c}°? Responde sí o no.`,
          `${who} mide los ángulos de una figura: ${a}°, ${b}° y ${c}°. ¿Podría ser un triángulo? Responde sí o no.`,
          `¿Existe un triángulo con ángulos de ${a}°, ${b}° y ${c}°? Responde sí o no.`,
          `Tres ángulos miden ${a}°, ${b}° y ${c}°. ¿Pueden ser los ángulos de un mismo triángulo? Responde sí o no.`,
          `¿Podrían los ángulos de un triángulo medir ${a}°, ${b}° y ${c}°? Responde sí o no.`,
        ] : [
          `Can a triangle have angles of ${a}°, ${b}° and ${c}°? Answer yes or no.`,
          `${who} measures the angles of a shape: ${a}°, ${b}° and ${c}°. Could the shape be a triangle? Answer yes or no.`,
          `Is there a triangle with angles of ${a}°, ${b}° and ${c}°? Answer yes or no.`,
          `Three angles are ${a}°, ${b}° and ${c}°. Can they be the angles of one triangle? Answer yes or no.`,
          `Could a triangle's angles be ${a}°, ${b}° and ${c}°? Answer yes or no.`,
        ]),
        A.yesNo(yes, w),
        w.es
          ? ['Los ángulos de un triángulo siempre suman 180°.', `Súmalos: ${a} + ${b} + ${c}.`, `${a} + ${b} + ${c} = ${a + b + c}. ¿Da 180?`]
          : ['The angles of a triangle always add up to 180°.', `Add them: ${a} + ${b} + ${c}.`, `${a} + ${b} + ${c} = ${a + b + c}. Is that 180?`],
        w.es
          ? [`${a} + ${b} + ${c} = ${a + b + c}.`, yes ? 'La suma es 180°, así que sí.' : `La suma es ${a + b + c}°, no 180°, así que no.`, `Comprueba: ${a} + ${b} = ${a + b}, y 180 − ${a + b} = ${180 - a - b}${yes ? ', el tercer ángulo' : `, no ${c}`}.`]
          : [`${a} + ${b} + ${c} = ${a + b + c}.`, yes ? 'The sum is 180°, so yes.' : `The sum is ${a + b + c}°, not 180°, so no.`, `Check: ${a} + ${b} = ${a + b}, and 180 − ${a + b} = ${180 - a - b}${yes ? ', the third angle' : `, not ${c}`}.`],
        [mis(yes ? 'no' : 'yes', 'angle-sum', w.t('The three angles must add to exactly 180°.', 'Los tres ángulos tienen que sumar exactamente 180°.'))],
      );
    }
    if (d === 4) {
      const kind = rng.pick(['one', 'more', 'none', 'one-sides'] as const);
      const a = rng.int(30, 80);
      const b = rng.int(30, 80);
      let text: string;
      let ans: string;
      let why: string;
      // A step with a number to fill in, before the one-or-more-or-none decision.
      let work: string;
      // The Spanish question after its opener ("Un triángulo tiene …"), with its own worked lines.
      let restEs: string;
      let workEs: string;
      let whyEs: string;
      const askEs = '¿Cuántos triángulos distintos cumplen estas condiciones: uno, más de uno o ninguno?';
      if (kind === 'one') {
        restEs = `ángulos de ${a}° y ${b}°, y el lado entre ellos mide 6 cm. ${askEs}`;
        workEs = `El tercer ángulo es 180° − ${a}° − ${b}° = ${180 - a - b}°.`;
        whyEs = 'Dos ángulos y el lado entre ellos determinan exactamente el triángulo.';
        text = `A triangle has angles of ${a}° and ${b}°, and the side between them is 6 cm. How many different triangles fit these conditions: one, more than one, or none?`;
        ans = 'one';
        work = `The third angle is 180° − ${a}° − ${b}° = ${180 - a - b}°.`;
        why = 'Two angles and the side between them fix the triangle exactly.';
      } else if (kind === 'more') {
        restEs = `ángulos de ${a}°, ${b}° y ${180 - a - b}°. ${askEs}`;
        workEs = `Los ángulos suman: ${a} + ${b} + ${180 - a - b} = 180.`;
        whyEs = 'Tres ángulos fijan la forma pero no el tamaño: puedes dibujar el triángulo más grande o más pequeño.';
        text = `A triangle has angles of ${a}°, ${b}° and ${180 - a - b}°. How many different triangles fit these conditions: one, more than one, or none?`;
        ans = 'more than one';
        work = `The angles add up: ${a} + ${b} + ${180 - a - b} = 180.`;
        why = 'Three angles fix the shape but not the size: you can draw the triangle bigger or smaller.';
      } else if (kind === 'none') {
        restEs = `ángulos de ${a + 50}° y ${b + 60}°. ${askEs}`;
        workEs = `${a + 50} + ${b + 60} = ${a + b + 110}.`;
        whyEs = 'Eso ya es 180° o más: no queda nada para el tercer ángulo.';
        text = `A triangle has angles of ${a + 50}° and ${b + 60}°. How many different triangles fit these conditions: one, more than one, or none?`;
        ans = 'none';
        work = `${a + 50} + ${b + 60} = ${a + b + 110}.`;
        why = 'That is already 180° or more: nothing is left for the third angle.';
      } else {
        const s = [rng.int(3, 9), rng.int(3, 9)];
        const t = rng.int(Math.abs(s[0]! - s[1]!) + 1, s[0]! + s[1]! - 1);
        text = `A triangle has sides of ${s[0]} cm, ${s[1]} cm and ${t} cm. How many different triangles fit these conditions: one, more than one, or none?`;
        ans = 'one';
        const [x, y] = [s[0]!, s[1]!, t].sort((m, n) => m - n);
        work = `Two shortest sides together: ${x} + ${y} = ${x! + y!}.`;
        restEs = `lados de ${s[0]} cm, ${s[1]} cm y ${t} cm. ${askEs}`;
        workEs = `Los dos lados más cortos juntos: ${x} + ${y} = ${x! + y!}.`;
        whyEs = 'Tres lados que cumplen la desigualdad del triángulo determinan exactamente un triángulo.';
        why = 'Three side lengths that satisfy the triangle inequality fix exactly one triangle.';
      }
      // Who draws the triangle is picked after the numbers (docs/maths/curriculum.md, "Variety").
      const who = someone(rng, w);
      const opener = rng.pick(w.es ? ['Un triángulo tiene', `${who} dibuja un triángulo con`, 'Supón que un triángulo tiene', 'Se dibuja un triángulo con'] : ['A triangle has', `${who} draws a triangle with`, 'Suppose a triangle has', 'A triangle is drawn with']);
      text = w.es ? `${opener} ${restEs}` : text.replace(/^A triangle has/, opener);
      const spec = choiceAnswerIn(
        w,
        ans,
        { one: ['1', 'one triangle', 'exactly one'], 'more than one': ['more', 'many', 'infinitely many', 'more than 1'], none: ['0', 'no triangle', 'zero'] },
        { one: ['uno', 'un triángulo', 'exactamente uno', 'solo uno'], 'more than one': ['más de uno', 'más', 'muchos', 'infinitos', 'más de 1'], none: ['ninguno', 'ningún triángulo', 'cero'] },
      );
      if (w.es) {
        return bodyLoose(
          text,
          spec,
          ['Pregúntate: ¿la figura queda fija, solo queda fija la forma (no el tamaño), o es imposible?', kind === 'none' ? 'Suma los dos ángulos que conoces.' : kind === 'more' ? '¿Las condiciones dicen algo sobre la longitud de los lados?' : '¿Podrías dibujar dos triángulos distintos que cumplan las condiciones?', kind === 'none' ? '¿Queda algún ángulo para la tercera esquina?' : 'Piensa en hacer una copia más grande o más pequeña, o en cambiar un ángulo.'],
          [workEs, whyEs, `Entonces la respuesta es "${spec.canonical}".`, `Comprueba: ${kind === 'more' ? 'si duplicas cada lado, los ángulos siguen iguales' : kind === 'none' ? 'los tres ángulos de un triángulo tienen que sumar exactamente 180°' : 'cualquier triángulo que dibujes con estas condiciones es exactamente igual al primero'}.`],
          [mis(ans === 'one' ? 'more than one' : 'one', 'conditions', ans === 'more than one' ? 'Los ángulos solos no fijan el tamaño.' : 'Estas condiciones fijan un solo triángulo.')],
        );
      }
      return bodyLoose(
        text,
        spec,
        ['Ask yourself: is the shape fixed, is only the shape fixed (not the size), or is it impossible?', kind === 'none' ? 'Add the two angles you know.' : kind === 'more' ? 'Do the conditions say anything about the side lengths?' : 'Could you draw two different triangles that both fit?', kind === 'none' ? 'Is there any angle left over for the third corner?' : 'Think about making a copy bigger or smaller, or changing an angle.'],
        [work, why, `So the answer is "${ans}".`, `Check: ${kind === 'more' ? 'doubling every side keeps the angles the same' : kind === 'none' ? 'the three angles of a triangle must add to exactly 180°' : 'any triangle you draw with these conditions matches the first one exactly'}.`],
        [mis(ans === 'one' ? 'more than one' : 'one', 'conditions', ans === 'more than one' ? 'Angles alone do not fix the size.' : 'These conditions fix a single triangle.')],
      );
    }
    const a = rng.int(3, 15);
    let b = rng.int(3, 15);
    if (a === b) b += 2;
    const askMax = rng.bool(0.6);
    const ans = askMax ? a + b - 1 : Math.abs(a - b) + 1;
    const who = someone(rng, w);
    const m = askMax ? 'mayor' : 'menor';
    if (w.es) {
      return bodyLoose(
        rng.pick([
          `Dos lados de un triángulo miden ${a} cm y ${b} cm. ¿Cuál es la ${m} longitud entera, en cm, que puede tener el tercer lado?`,
          `${who} tiene dos palitos de ${a} cm y ${b} cm de largo, y necesita un tercero para formar un triángulo. ¿Cuál es la ${m} longitud entera, en cm, que puede tener?`,
          `Un triángulo tiene lados de ${a} cm y ${b} cm. ¿Cuál es la ${m} longitud entera, en cm, de su tercer lado?`,
          `Un letrero triangular tiene dos bordes de ${a} cm y ${b} cm. ¿Cuál es el ${m} número entero de cm que puede medir el tercer borde?`,
          `El tercer lado de un triángulo mide un número entero de cm, y los otros dos miden ${a} cm y ${b} cm. ¿Cuál es lo ${askMax ? 'máximo' : 'mínimo'} que puede medir?`,
        ]),
        A.integer(ans, 'cm'),
        ['Dos lados cualesquiera juntos tienen que ser más largos que el tercer lado.', askMax ? `Entonces el tercer lado tiene que ser más corto que ${a} + ${b} = ${a + b}.` : `Entonces el tercer lado tiene que ser más largo que ${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}.`, askMax ? `¿Cuál es el mayor número entero menor que ${a + b}?` : `¿Cuál es el menor número entero mayor que ${Math.abs(a - b)}?`],
        [askMax ? `Tercer lado < ${a} + ${b} = ${a + b}.` : `Tercer lado > ${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}.`, `${askMax ? 'Mayor' : 'Menor'} número entero que funciona: ${ans}.`, `Comprueba: ${a}, ${b}, ${ans}: los dos más cortos suman más que el más largo.`],
        [
          mis(String(askMax ? a + b : Math.abs(a - b)), 'equal-allowed', 'Si el tercer lado midiera eso, el triángulo quedaría plano.'),
          mis(String(askMax ? Math.abs(a - b) : a + b), 'wrong-bound', askMax ? 'Eso tiene que ver con el lado más pequeño posible, no con el mayor.' : 'Eso tiene que ver con el lado más grande posible, no con el menor.'),
        ],
      );
    }
    return bodyLoose(
      rng.pick([
        `Two sides of a triangle are ${a} cm and ${b} cm. What is the ${askMax ? 'greatest' : 'least'} whole-number length, in cm, the third side can have?`,
        `${who} has two sticks, ${a} cm and ${b} cm long, and needs a third to make a triangle. What is the ${askMax ? 'greatest' : 'least'} whole-number length, in cm, it can have?`,
        `A triangle has sides of ${a} cm and ${b} cm. What is the ${askMax ? 'greatest' : 'least'} whole-number length, in cm, of its third side?`,
        `A triangular sign has two edges of ${a} cm and ${b} cm. What is the ${askMax ? 'greatest' : 'least'} whole number of cm the third edge can be?`,
        `The third side of a triangle is a whole number of cm, and the other two are ${a} cm and ${b} cm. What is the ${askMax ? 'greatest' : 'least'} it can be?`,
      ]),
      A.integer(ans, 'cm'),
      ['Any two sides together must be longer than the third side.', askMax ? `So the third side must be shorter than ${a} + ${b} = ${a + b}.` : `So the third side must be longer than ${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}.`, askMax ? `What is the greatest whole number below ${a + b}?` : `What is the least whole number above ${Math.abs(a - b)}?`],
      [askMax ? `Third side < ${a} + ${b} = ${a + b}.` : `Third side > ${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}.`, `${askMax ? 'Greatest' : 'Least'} whole number that works: ${ans}.`, `Check: ${a}, ${b}, ${ans}: the two shortest add to more than the longest.`],
      [
        mis(String(askMax ? a + b : Math.abs(a - b)), 'equal-allowed', 'If the sides were equal to that, the triangle would be flat.'),
        mis(String(askMax ? Math.abs(a - b) : a + b), 'wrong-bound', askMax ? 'That is about the smallest side, not the greatest.' : 'That is about the largest side, not the least.'),
      ],
    );
  },
};
