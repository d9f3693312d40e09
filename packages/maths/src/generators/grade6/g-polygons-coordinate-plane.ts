import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { plane, withDiagram } from '../../diagrams/build.js';
import { A } from '../shared/answers.js';
import { par } from '../shared/expressions.js';
import { fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

const pt = (x: number, y: number) => `(${fmtInt(x)}, ${fmtInt(y)})`;

export const gPolygonsCoordinatePlane: SkillGenerator = {
  skillId: 'g6.g.polygons-coordinate-plane',
  grade: 6,
  domain: 'g',
  ccss: ['6.G.A.3'],
  topic: 'Coordinate plane',
  subtopic: 'Polygons on the grid',
  prereqs: ['g6.ns.coordinate-plane'],
  estTimeSec: times(30, 120),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    if (d <= 2) {
      const c = d === 1 ? rng.int(1, 9) : -rng.int(1, 9) * (rng.bool() ? 1 : -1);
      let p = d === 1 ? rng.int(1, 5) : -rng.int(1, 8);
      let q = d === 1 ? rng.int(p + 2, 12) : rng.int(1, 8);
      if (rng.bool()) [p, q] = [q, p];
      const horizontal = d === 1;
      const [P, Q] = horizontal ? [pt(p, c), pt(q, c)] : [pt(c, p), pt(c, q)];
      const len = Math.abs(p - q);
      const ends: [number, number][] = horizontal ? [[p, c], [q, c]] : [[c, p], [c, q]];
      const who = someone(rng, w);
      if (w.es) {
        return withDiagram(bodyLoose(
          rng.pick([
            `¿Cuánto mide el lado que va de ${P} a ${Q}?`,
            `Un polígono tiene un lado de ${P} a ${Q}. ¿Cuánto mide ese lado?`,
            `${who} dibuja un lado de una figura de ${P} a ${Q}. ¿Cuál es su longitud?`,
            `¿Cuál es la longitud del segmento de ${P} a ${Q}?`,
            `Una cerca en un mapa cuadriculado va de ${P} a ${Q}. ¿Cuántas unidades mide?`,
          ]),
          A.integer(len),
          [horizontal ? 'Las coordenadas y son iguales, así que el lado es horizontal: compara las coordenadas x.' : 'Las coordenadas x son iguales, así que el lado es vertical: compara las coordenadas y.', d === 2 ? `De ${fmtInt(Math.min(p, q))} hasta 0 hay ${Math.abs(Math.min(p, q))} unidades.` : `Las coordenadas x son ${p} y ${q}.`, d === 2 ? `De 0 hasta ${Math.max(p, q)} hay ${Math.max(p, q)} unidades más.` : 'Resta la menor de la mayor.'],
          [`Longitud = ${Math.max(p, q)} − ${fmtInt(Math.min(p, q))} = ${len}.`, `Comprueba: cuenta los pasos de la cuadrícula de ${fmtInt(Math.min(p, q))} a ${Math.max(p, q)}: ${len}.`],
          [mis(String(Math.abs(Math.abs(p) - Math.abs(q))), 'ignored-signs', 'El lado cruza el eje: suma las distancias a cada lado del 0.')],
        ), plane({ segments: [{ from: ends[0]!, to: ends[1]! }], points: ends.map(([x, y], i) => ({ x, y, label: 'PQ'[i]! })) }, { firstQuadrant: d === 1 }));
      }
      return withDiagram(bodyLoose(
        rng.pick([
          `How long is the side from ${P} to ${Q}?`,
          `A polygon has a side from ${P} to ${Q}. How long is that side?`,
          `${who} draws one side of a shape from ${P} to ${Q}. What is its length?`,
          `What is the length of the segment from ${P} to ${Q}?`,
          `A fence on a grid map runs from ${P} to ${Q}. How many units long is it?`,
        ]),
        A.integer(len),
        [horizontal ? 'The y-coordinates match, so the side is horizontal: compare the x-coordinates.' : 'The x-coordinates match, so the side is vertical: compare the y-coordinates.', d === 2 ? `From ${fmtInt(Math.min(p, q))} up to 0 is ${Math.abs(Math.min(p, q))} units.` : `The x-coordinates are ${p} and ${q}.`, d === 2 ? `From 0 up to ${Math.max(p, q)} is ${Math.max(p, q)} more units.` : `Subtract the smaller from the larger.`],
        [`Length = ${Math.max(p, q)} − ${fmtInt(Math.min(p, q))} = ${len}.`, `Check: count the grid steps from ${fmtInt(Math.min(p, q))} to ${Math.max(p, q)}: ${len}.`],
        [mis(String(Math.abs(Math.abs(p) - Math.abs(q))), 'ignored-signs', 'The side crosses the axis: add the distances on both sides of 0.')],
      ), plane({ segments: [{ from: ends[0]!, to: ends[1]! }], points: ends.map(([x, y], i) => ({ x, y, label: 'PQ'[i]! })) }, { firstQuadrant: d === 1 }));
    }
    const x1 = d === 3 ? rng.int(1, 6) : -rng.int(1, 8);
    const x2 = d === 3 ? x1 + rng.int(2, 8) : rng.int(1, 8);
    const y1 = d === 3 ? rng.int(1, 6) : -rng.int(1, 7);
    const y2 = d === 3 ? y1 + rng.int(2, 8) : rng.int(1, 7);
    const wd = x2 - x1;
    const h = y2 - y1;
    const corners = `${pt(x1, y2)}, ${pt(x2, y2)}, ${pt(x2, y1)} ${w.t('and', 'y')} ${pt(x1, y1)}`;
    const perim = d === 5;
    const ans = perim ? 2 * (wd + h) : wd * h;
    const what = perim ? 'perimeter' : 'area in square units';
    const who = someone(rng, w);
    if (w.es) {
      const whatEs = perim ? 'perímetro' : 'área en unidades cuadradas';
      return withDiagram(bodyLoose(
        rng.pick([
          `Un rectángulo tiene vértices en ${corners}. ¿Cuál es su ${whatEs}?`,
          `${who} dibuja un rectángulo con vértices en ${corners}. ¿Cuál es su ${whatEs}?`,
          `Encuentra el ${whatEs} del rectángulo con vértices ${corners}.`,
          `Un parque en un mapa cuadriculado es un rectángulo con vértices en ${corners}. ¿Cuál es su ${whatEs}?`,
          `Los vértices de un rectángulo son ${corners}. ¿Cuál es el ${whatEs} del rectángulo?`,
        ]),
        A.integer(ans),
        [`Ancho: de x = ${fmtInt(x1)} a x = ${fmtInt(x2)}. Altura: de y = ${fmtInt(y1)} a y = ${fmtInt(y2)}.`, `El ancho es de ${wd} unidades${d >= 4 ? ' (cruza el eje y, así que suma las distancias al 0)' : ''}.`, `La altura es de ${h} unidades; ${perim ? `perímetro = 2 × (${wd} + ${h})` : `área = ${wd} × ${h}`}.`],
        [`Ancho: ${fmtInt(x2)} − ${par(x1)} = ${wd}.`, `Altura: ${fmtInt(y2)} − ${par(y1)} = ${h}.`, perim ? `Perímetro: 2 × (${wd} + ${h}) = ${ans}.` : `Área: ${wd} × ${h} = ${ans} unidades cuadradas.`, `Comprueba: al contar los cuadritos hay ${wd} de ancho y ${h} de alto.`],
        [
          perim ? mis(String(wd * h), 'area-instead', 'Eso es el área. El perímetro suma las longitudes de los lados.') : mis(String(2 * (wd + h)), 'perimeter-instead', 'Ese es el perímetro. El área es ancho × altura.'),
          perim ? mis(String(wd + h), 'forgot-double', 'Un rectángulo tiene dos anchos y dos alturas: duplica la suma.') : null,
          d >= 4 ? mis(String(perim ? 2 * (Math.abs(Math.abs(x2) - Math.abs(x1)) + Math.abs(Math.abs(y2) - Math.abs(y1))) : Math.abs(Math.abs(x2) - Math.abs(x1)) * Math.abs(Math.abs(y2) - Math.abs(y1))), 'ignored-signs', 'Los lados cruzan los ejes, así que suma las distancias a cada lado del 0.') : null,
        ],
      ), plane({ polygons: [{ vertices: [[x1, y2], [x2, y2], [x2, y1], [x1, y1]] }] }, { firstQuadrant: d === 3 }));
    }
    return withDiagram(bodyLoose(
      rng.pick([
        `A rectangle has corners ${corners}. What is its ${what}?`,
        `${who} plots a rectangle with corners at ${corners}. What is its ${what}?`,
        `Find the ${what} of the rectangle with vertices ${corners}.`,
        `A park on a grid map is a rectangle with corners ${corners}. What is its ${what}?`,
        `The corners of a rectangle are ${corners}. What is the ${what} of the rectangle?`,
      ]),
      A.integer(ans),
      [`Width: from x = ${fmtInt(x1)} to x = ${fmtInt(x2)}. Height: from y = ${fmtInt(y1)} to y = ${fmtInt(y2)}.`, `The width is ${wd} units${d >= 4 ? ' (it crosses the y-axis, so add the distances to 0)' : ''}.`, `The height is ${h} units; ${perim ? `perimeter = 2 × (${wd} + ${h})` : `area = ${wd} × ${h}`}.`],
      [`Width: ${fmtInt(x2)} − ${par(x1)} = ${wd}.`, `Height: ${fmtInt(y2)} − ${par(y1)} = ${h}.`, perim ? `Perimeter: 2 × (${wd} + ${h}) = ${ans}.` : `Area: ${wd} × ${h} = ${ans} square units.`, `Check: counting grid squares gives ${wd} across and ${h} up.`],
      [
        perim ? mis(String(wd * h), 'area-instead', 'That is the area. Perimeter adds the side lengths.') : mis(String(2 * (wd + h)), 'perimeter-instead', 'That is the perimeter. Area is width × height.'),
        perim ? mis(String(wd + h), 'forgot-double', 'A rectangle has two widths and two heights: double the sum.') : null,
        d >= 4 ? mis(String(perim ? 2 * (Math.abs(Math.abs(x2) - Math.abs(x1)) + Math.abs(Math.abs(y2) - Math.abs(y1))) : Math.abs(Math.abs(x2) - Math.abs(x1)) * Math.abs(Math.abs(y2) - Math.abs(y1))), 'ignored-signs', 'The sides cross the axes, so add the distances on each side of 0.') : null,
      ],
    ), plane({ polygons: [{ vertices: [[x1, y2], [x2, y2], [x2, y1], [x1, y1]] }] }, { firstQuadrant: d === 3 }));
  },
};

