import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { withDiagram } from '../../diagrams/build.js';
import { A } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

const pt = (x: number, y: number) => `(${fmtInt(x)}, ${fmtInt(y)})`;

export const nsCoordinatePlane: SkillGenerator = {
  skillId: 'g6.ns.coordinate-plane',
  grade: 6,
  domain: 'ns',
  ccss: ['6.NS.C.6', '6.NS.C.8'],
  topic: 'Coordinate plane',
  subtopic: 'Four quadrants, reflections & distance',
  prereqs: ['g5.g.coordinate-first-quadrant', 'g6.ns.integers-absolute-value'],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d <= 2) {
      let x = signedInt(rng, 1, 9);
      let y = signedInt(rng, 1, 9);
      if (Math.abs(x) === Math.abs(y)) y = y > 0 ? y + 1 : y - 1;
      if (d === 1) {
        x = Math.abs(x);
        y = Math.abs(y);
      }
      const axis = d === 1 ? (rng.bool() ? 'x' : 'y') : 'both';
      const [ax, ay] = axis === 'x' ? [x, -y] : axis === 'y' ? [-x, y] : [-x, -y];
      const who = someone(rng, w);
      const P = pt(x, y);
      const other = axis === 'x' ? 'y' : 'x';
      if (w.es) {
        const text =
          axis === 'both'
            ? rng.pick([
                `Refleja ${P} sobre el eje x y luego sobre el eje y. ¿Dónde queda el punto?`,
                `${who} voltea ${P} sobre el eje x y luego sobre el eje y. ¿Cuáles son las coordenadas ahora?`,
                `Un punto en ${P} se refleja sobre el eje x, y su imagen se refleja sobre el eje y. ¿Dónde está el punto final?`,
                `¿A qué punto llegas si reflejas ${P} sobre el eje x y luego sobre el eje y?`,
                `Un robot en ${P} se refleja en el eje x y luego en el eje y. ¿Dónde termina?`,
              ])
            : rng.pick([
                `Refleja ${P} sobre el eje ${axis}. ¿Cuáles son las coordenadas del nuevo punto?`,
                `${who} refleja el punto ${P} sobre el eje ${axis}. ¿Dónde queda?`,
                `Un punto en ${P} se voltea sobre el eje ${axis}. ¿Cuáles son sus nuevas coordenadas?`,
                `¿Cuál es la imagen reflejada de ${P} sobre el eje ${axis}?`,
                `Un insecto está en ${P}. ¿Dónde está su reflejo en el eje ${axis}?`,
              ]);
        const wrongEs = axis === 'x' ? [-x, y] : axis === 'y' ? [x, -y] : [y, x];
        return bodyLoose(
          text,
          A.coordinate(ax, ay),
          [
            axis === 'both' ? 'Cada reflexión cambia el signo de una coordenada.' : `Al reflejar sobre el eje ${axis}, la coordenada ${axis} no cambia.`,
            axis === 'both' ? `Sobre el eje x: ${pt(x, y)} → ${pt(x, -y)}.` : `La coordenada ${axis} sigue siendo ${fmtInt(axis === 'x' ? x : y)}; el punto pasa al otro lado del eje ${axis}.`,
            axis === 'both' ? `Ahora refleja ${pt(x, -y)} sobre el eje y: cambia el signo de x.` : `Cambia el signo de la coordenada ${other}, ${fmtInt(axis === 'x' ? y : x)}.`,
          ],
          [
            axis === 'x' ? 'Sobre el eje x, (x, y) → (x, −y).' : axis === 'y' ? 'Sobre el eje y, (x, y) → (−x, y).' : 'Sobre los dos ejes, (x, y) → (−x, −y).',
            ...(axis === 'x' ? [] : [`Nueva coordenada x: −(${fmtInt(x)}) = ${fmtInt(ax)}.`]),
            ...(axis === 'y' ? [] : [`Nueva coordenada y: −(${fmtInt(y)}) = ${fmtInt(ay)}.`]),
            `${pt(x, y)} → ${pt(ax, ay)}.`,
            `Comprueba: ${pt(x, y)} y ${pt(ax, ay)} están a la misma distancia ${axis === 'both' ? 'del origen' : `del eje ${axis}`}, en lados contrarios.`,
          ],
          [
            mis(`(${wrongEs[0]}, ${wrongEs[1]})`, axis === 'both' ? 'swapped-coordinates' : 'wrong-axis', axis === 'both' ? 'Reflejar no intercambia las dos coordenadas; cambia sus signos.' : `Esa es una reflexión sobre el eje ${other}.`),
            mis(`(${x}, ${y})`, 'unchanged', 'El punto reflejado queda del otro lado del eje.'),
          ],
        );
      }
      const text =
        axis === 'both'
          ? rng.pick([
              `Reflect ${P} across the x-axis, then across the y-axis. Where does the point end up?`,
              `${who} flips ${P} over the x-axis and then over the y-axis. What are the coordinates now?`,
              `A point at ${P} is reflected across the x-axis, and its image is reflected across the y-axis. Where is the final point?`,
              `What point do you reach by reflecting ${P} across the x-axis and then across the y-axis?`,
              `A robot at ${P} is mirrored in the x-axis, then in the y-axis. Where does it end up?`,
            ])
          : rng.pick([
              `Reflect ${P} across the ${axis}-axis. What are the coordinates of the new point?`,
              `${who} reflects the point ${P} across the ${axis}-axis. Where does it land?`,
              `A point at ${P} is flipped over the ${axis}-axis. What are its new coordinates?`,
              `What is the mirror image of ${P} across the ${axis}-axis?`,
              `A bug sits at ${P}. Where is its reflection in the ${axis}-axis?`,
            ]);
      const wrong = axis === 'x' ? [-x, y] : axis === 'y' ? [x, -y] : [y, x];
      return bodyLoose(
        text,
        A.coordinate(ax, ay),
        [
          axis === 'both' ? 'Each reflection changes the sign of one coordinate.' : `Reflecting across the ${axis}-axis keeps the ${axis}-coordinate the same.`,
          axis === 'x' ? `The x-coordinate stays ${fmtInt(x)}; the point moves to the other side of the x-axis.` : axis === 'y' ? `The y-coordinate stays ${fmtInt(y)}; the point moves to the other side of the y-axis.` : `Across the x-axis: ${pt(x, y)} → ${pt(x, -y)}.`,
          axis === 'both' ? `Now reflect ${pt(x, -y)} across the y-axis: change the sign of x.` : `Change the sign of the ${axis === 'x' ? 'y' : 'x'}-coordinate ${fmtInt(axis === 'x' ? y : x)}.`,
        ],
        [
          axis === 'x' ? `Across the x-axis, (x, y) → (x, −y).` : axis === 'y' ? `Across the y-axis, (x, y) → (−x, y).` : `Across both axes, (x, y) → (−x, −y).`,
          // Each coordinate that changes sign is a step to fill in; the point is the last step.
          ...(axis === 'x' ? [] : [`New x-coordinate: −(${fmtInt(x)}) = ${fmtInt(ax)}.`]),
          ...(axis === 'y' ? [] : [`New y-coordinate: −(${fmtInt(y)}) = ${fmtInt(ay)}.`]),
          `${pt(x, y)} → ${pt(ax, ay)}.`,
          `Check: ${pt(x, y)} and ${pt(ax, ay)} are the same distance from the ${axis === 'both' ? 'origin' : `${axis}-axis`}, on opposite sides.`,
        ],
        [
          mis(`(${wrong[0]}, ${wrong[1]})`, axis === 'both' ? 'swapped-coordinates' : 'wrong-axis', axis === 'both' ? 'Reflecting does not swap x and y; it changes their signs.' : `That is a reflection across the ${axis === 'x' ? 'y' : 'x'}-axis.`),
          mis(`(${x}, ${y})`, 'unchanged', 'The reflected point is on the other side of the axis.'),
        ],
      );
    }
    if (d === 3) {
      const x = signedInt(rng, 1, 9);
      const y = signedInt(rng, 1, 9);
      if (w.es) {
        const xe = `${Math.abs(x)} ${Math.abs(x) === 1 ? 'unidad' : 'unidades'} a la ${x < 0 ? 'izquierda' : 'derecha'} del eje y`;
        const ye = `${Math.abs(y)} ${Math.abs(y) === 1 ? 'unidad' : 'unidades'} ${y < 0 ? 'debajo' : 'arriba'} del eje x`;
        return withDiagram(bodyLoose(
          `Un punto está ${xe} y ${ye}. ¿Cuáles son sus coordenadas?`,
          A.coordinate(x, y),
          [
            'Izquierda o derecha del eje y te da x; arriba o abajo del eje x te da y.',
            `${x < 0 ? 'Izquierda' : 'Derecha'} quiere decir que la coordenada x es ${x < 0 ? 'negativa' : 'positiva'}.`,
            `${y < 0 ? 'Abajo' : 'Arriba'} quiere decir que la coordenada y es ${y < 0 ? 'negativa' : 'positiva'}. Escribe (x, y).`,
          ],
          [`${x < 0 ? 'A la izquierda' : 'A la derecha'} del eje y, x vale: ${fmtInt(x)}.`, `${y < 0 ? 'Debajo' : 'Arriba'} del eje x, y vale: ${fmtInt(y)}.`, `Entonces el punto es ${pt(x, y)}.`, `Comprueba: desde el origen, avanza ${Math.abs(x)} a la ${x < 0 ? 'izquierda' : 'derecha'} y ${Math.abs(y)} hacia ${y < 0 ? 'abajo' : 'arriba'} para llegar a ${pt(x, y)}.`],
          [mis(`(${y}, ${x})`, 'swapped-coordinates', 'Primero va x y luego y.'), mis(`(${Math.abs(x)}, ${Math.abs(y)})`, 'ignored-signs', 'A la izquierda del eje y y debajo del eje x, las coordenadas son negativas.')],
        ), { kind: 'coordinate-plane', x: { min: -10, max: 10, step: 1 }, y: { min: -10, max: 10, step: 1 }, points: [{ x: 0, y: 0, label: 'O' }], segments: [], lines: [], polygons: [] });
      }
      const xs = `${Math.abs(x)} ${Math.abs(x) === 1 ? 'unit' : 'units'} ${x < 0 ? 'left' : 'right'} of the y-axis`;
      const ys = `${Math.abs(y)} ${Math.abs(y) === 1 ? 'unit' : 'units'} ${y < 0 ? 'below' : 'above'} the x-axis`;
      return withDiagram(bodyLoose(
        `A point is ${xs} and ${ys}. What are its coordinates?`,
        A.coordinate(x, y),
        [
          'Left/right of the y-axis gives x; above/below the x-axis gives y.',
          `${x < 0 ? 'Left' : 'Right'} means the x-coordinate is ${x < 0 ? 'negative' : 'positive'}.`,
          `${y < 0 ? 'Below' : 'Above'} means the y-coordinate is ${y < 0 ? 'negative' : 'positive'}. Write (x, y).`,
        ],
        [`${x < 0 ? 'Left' : 'Right'} of the y-axis gives x: ${fmtInt(x)}.`, `${y < 0 ? 'Below' : 'Above'} the x-axis gives y: ${fmtInt(y)}.`, `So the point is ${pt(x, y)}.`, `Check: from the origin, move ${Math.abs(x)} ${x < 0 ? 'left' : 'right'} and ${Math.abs(y)} ${y < 0 ? 'down' : 'up'} to reach ${pt(x, y)}.`],
        [mis(`(${y}, ${x})`, 'swapped-coordinates', 'x comes first, then y.'), mis(`(${Math.abs(x)}, ${Math.abs(y)})`, 'ignored-signs', 'Left of the y-axis and below the x-axis mean negative coordinates.')],
      // An empty plane from −10 to 10 to find the point on: the point itself is the answer, so it is not drawn.
      ), { kind: 'coordinate-plane', x: { min: -10, max: 10, step: 1 }, y: { min: -10, max: 10, step: 1 }, points: [{ x: 0, y: 0, label: 'O' }], segments: [], lines: [], polygons: [] });
    }
    // d4 same sign, d5 across an axis
    const vertical = rng.bool();
    const c = signedInt(rng, 1, 9);
    let p: number;
    let q: number;
    if (d === 4) {
      const s = rng.bool() ? 1 : -1;
      p = s * rng.int(1, 9);
      q = s * rng.int(1, 9);
      if (p === q) q = p + s * 3;
    } else {
      p = rng.int(2, 9);
      q = -rng.int(2, 9);
      if (rng.bool()) [p, q] = [q, p];
    }
    const dist = Math.abs(p - q);
    const [A1, B1] = vertical ? [pt(c, p), pt(c, q)] : [pt(p, c), pt(q, c)];
    const coord = vertical ? 'y' : 'x';
    const who = someone(rng, w);
    if (w.es) {
      const [big, small] = [Math.max(Math.abs(p), Math.abs(q)), Math.min(Math.abs(p), Math.abs(q))];
      return bodyLoose(
        rng.pick([
          `¿Cuál es la distancia entre ${A1} y ${B1}?`,
          `Encuentra la distancia entre ${A1} y ${B1}.`,
          `En el mapa de un pueblo, la casa de ${who} está en ${A1} y el parque está en ${B1}. ¿A cuántas cuadras están uno del otro?`,
          `En una cuadrícula, un camino recto va de ${A1} a ${B1}. ¿Cuánto mide el camino, en unidades?`,
          `Dos puntos, ${A1} y ${B1}, están en la misma línea de la cuadrícula. ¿Qué tan lejos están uno del otro?`,
        ]),
        A.integer(dist),
        [
          `Las coordenadas ${vertical ? 'x' : 'y'} son iguales, así que mide en línea recta ${vertical ? 'hacia arriba y hacia abajo' : 'de lado a lado'}.`,
          d === 5 ? `De ${fmtInt(p)} a 0 hay ${Math.abs(p)} unidades.` : `Los dos valores de ${coord} están del mismo lado del 0: resta ${small} de ${big}.`,
          d === 5 ? `De 0 a ${fmtInt(q)} hay ${Math.abs(q)} unidades más.` : `Resta la distancia al 0 más pequeña de la más grande: ${big} − ${small}.`,
        ],
        [
          `Solo cambian las coordenadas ${coord}, que son ${fmtInt(p)} y ${fmtInt(q)}.`,
          d === 5 ? `Están en lados contrarios del 0: ${Math.abs(p)} + ${Math.abs(q)} = ${dist}.` : `Del mismo lado del 0: ${big} − ${small} = ${dist}.`,
          `Comprueba: contar de ${fmtInt(Math.min(p, q))} hasta ${fmtInt(Math.max(p, q))} toma ${dist} ${dist === 1 ? 'paso' : 'pasos'}.`,
        ],
        [
          mis(String(Math.abs(Math.abs(p) - Math.abs(q))), 'ignored-signs', 'Los puntos están en lados contrarios del eje, así que suma las dos distancias al 0.'),
          mis(String(Math.abs(p) + Math.abs(q)), 'added-same-side', 'Los dos puntos están del mismo lado del 0, así que resta las distancias.'),
        ],
      );
    }
    return bodyLoose(
      rng.pick([
        `What is the distance between ${A1} and ${B1}?`,
        `Find the distance between ${A1} and ${B1}.`,
        `On a town map, ${who}'s house is at ${A1} and the park is at ${B1}. How many blocks apart are they?`,
        `On a grid, a straight path goes from ${A1} to ${B1}. How long is the path, in units?`,
        `Two points, ${A1} and ${B1}, lie on the same grid line. How far apart are they?`,
      ]),
      A.integer(dist),
      [
        `The ${vertical ? 'x' : 'y'}-coordinates match, so measure straight ${vertical ? 'up and down' : 'across'}.`,
        d === 5 ? `From ${fmtInt(p)} to 0 is ${Math.abs(p)} units.` : `Both ${coord}-values are on the same side of 0: subtract ${Math.min(Math.abs(p), Math.abs(q))} from ${Math.max(Math.abs(p), Math.abs(q))}.`,
        d === 5 ? `From 0 to ${fmtInt(q)} is ${Math.abs(q)} more units.` : `Subtract the smaller distance from 0 from the larger: ${Math.max(Math.abs(p), Math.abs(q))} − ${Math.min(Math.abs(p), Math.abs(q))}.`,
      ],
      [
        `Only the ${coord}-coordinates differ: ${fmtInt(p)} and ${fmtInt(q)}.`,
        d === 5 ? `They are on opposite sides of 0: ${Math.abs(p)} + ${Math.abs(q)} = ${dist}.` : `Same side of 0: ${Math.max(Math.abs(p), Math.abs(q))} − ${Math.min(Math.abs(p), Math.abs(q))} = ${dist}.`,
        `Check: counting from ${fmtInt(Math.min(p, q))} up to ${fmtInt(Math.max(p, q))} takes ${dist} steps.`,
      ],
      [
        mis(String(Math.abs(Math.abs(p) - Math.abs(q))), 'ignored-signs', 'The points are on opposite sides of the axis, so add the two distances to 0.'),
        mis(String(Math.abs(p) + Math.abs(q)), 'added-same-side', 'Both points are on the same side of 0, so subtract the distances.'),
      ],
    );
  },
};
