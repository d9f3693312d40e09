import type { Diagram } from '../../diagrams/types.js';
import { withDiagram } from '../../diagrams/build.js';
import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtInt } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';
import { someone } from '../shared/wording.js';

export const gSurfaceAreaNets: SkillGenerator = {
  skillId: 'g6.g.surface-area-nets',
  grade: 6,
  domain: 'g',
  ccss: ['6.G.A.4'],
  topic: 'Geometry',
  subtopic: 'Surface area from nets',
  prereqs: ['g4.md.area-perimeter'],
  estTimeSec: times(30, 120),
  version: '1.3.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const u = rng.pick(['cm', 'in', 'm', 'ft'] as const);
    const u2 = `${u}2` as 'cm2' | 'in2' | 'm2' | 'ft2';
    const who = someone(rng, w);
    // In Spanish: the unit beside a number, and the square unit.
    const ue = w.t<string>(u, { cm: 'cm', m: 'm', in: 'pulgadas', ft: 'pies' }[u]);
    const sqe = { cm: 'centímetros cuadrados', m: 'metros cuadrados', in: 'pulgadas cuadradas', ft: 'pies cuadrados' }[u];
    if (d === 1) {
      const e = rng.int(2, 12);
      const sa = 6 * e * e;
      return withDiagram(bodyLoose(
        rng.pick(w.es ? [
          `¿Cuál es el área total de un cubo con aristas de ${e} ${ue}, en ${sqe}?`,
          `Un cubo tiene aristas de ${e} ${ue}. Encuentra su área total en ${sqe}.`,
          `${who} envuelve un regalo en forma de cubo con aristas de ${e} ${ue}. ¿Cuántos ${sqe} de papel lo cubren exactamente?`,
          `Un bloque de madera es un cubo con aristas de ${e} ${ue}. ¿Cuál es su área total, en ${sqe}?`,
          `¿Cuántos ${sqe} mide toda la superficie de un cubo con aristas de ${e} ${ue}?`,
        ] : [
          `What is the surface area of a cube with ${e} ${u} edges, in square ${u}?`,
          `A cube has edges of ${e} ${u}. Find its surface area in square ${u}.`,
          `${who} wraps a cube-shaped gift with ${e} ${u} edges. How many square ${u} of paper cover it exactly?`,
          `A wooden block is a cube with ${e} ${u} edges. What is its surface area, in square ${u}?`,
          `How many square ${u} is the whole surface of a cube with ${e} ${u} edges?`,
        ]),
        A.integer(sa, u2),
        w.t(['A cube has 6 faces, all the same square.', `One face is ${e} × ${e} = ${e * e} square ${u}.`, `There are 6 faces: 6 × ${e * e}.`], ['Un cubo tiene 6 caras, todas el mismo cuadrado.', `Una cara mide ${e} × ${e} = ${e * e} ${sqe}.`, `Hay 6 caras: 6 × ${e * e}.`]),
        [`${w.t('One face', 'Una cara')}: ${e} × ${e} = ${e * e}.`, `${w.t('6 faces', '6 caras')}: 6 × ${e * e} = ${fmtInt(sa)} ${w.t(`square ${u}`, sqe)}.`, w.t(`Check: the net of a cube is 6 squares of ${e * e} each.`, `Comprueba: la plantilla de un cubo son 6 cuadrados de ${e * e} cada uno.`)],
        [mis(String(e ** 3), 'volume', w.t('That is the volume. Surface area adds the areas of the faces.', 'Ese es el volumen. El área total suma las áreas de las caras.')), mis(String(4 * e * e), 'four-faces', w.t('A cube has 6 faces, not 4.', 'Un cubo tiene 6 caras, no 4.')), mis(String(e * e), 'one-face', w.t('That is only one face; add all 6.', 'Esa es solo una cara; suma las 6.'))],
      ), { kind: 'solid', shape: 'cube', labels: { length: `${e} ${u}`, width: `${e} ${u}`, height: `${e} ${u}` } });
    }
    if (d === 4) {
      // triangular prism with right-triangle ends (3-4-5 family) and length L
      const [a, b, c] = rng.pick([[3, 4, 5], [6, 8, 10], [5, 12, 13], [9, 12, 15], [8, 15, 17]] as const);
      const L = rng.int(4, 15);
      const tri = (a * b) / 2;
      const sa = 2 * tri + (a + b + c) * L;
      // rng.pick of the five things is this draw: the index names the Spanish thing too.
      const thingAt = rng.int(0, 4);
      if (w.es) {
        return bodyLoose(
          `La plantilla de ${['un prisma triangular', 'una casa de campaña (un prisma triangular)', 'una rampa con forma de prisma triangular', 'una caja triangular de chocolates', 'un tope de puerta en forma de cuña (un prisma triangular)'][thingAt]!} muestra dos caras de triángulo rectángulo con lados de ${a} ${ue}, ${b} ${ue} y ${c} ${ue}, y tres rectángulos de ${L} ${ue} de largo cada uno. ¿Cuál es el área total, en ${sqe}?`,
          A.integer(sa, u2),
          ['Suma las áreas de las cinco caras de la plantilla: 2 triángulos y 3 rectángulos.', `Cada triángulo: 1/2 × ${a} × ${b} = ${tri}.`, `Rectángulos: ${a} × ${L}, ${b} × ${L} y ${c} × ${L}; súmalos a 2 × ${tri}.`],
          [`Triángulos: 2 × (1/2 × ${a} × ${b}) = ${2 * tri}.`, `Rectángulos: (${a} + ${b} + ${c}) × ${L} = ${(a + b + c) * L}.`, `Total: ${2 * tri} + ${(a + b + c) * L} = ${fmtInt(sa)} ${sqe}.`, 'Comprueba: se contaron 5 caras, 2 triángulos y 3 rectángulos.'],
          [mis(String(tri + (a + b + c) * L), 'one-triangle', 'La plantilla tiene dos caras triangulares.'), mis(String(a * b + a * b + (a + b + c) * L), 'triangle-no-half', 'Un triángulo es la mitad de base × altura.'), mis(String(tri * L), 'volume', 'Ese es el volumen, no el área total.')],
        );
      }
      return bodyLoose(
        `A net of ${['a triangular prism', 'a tent (a triangular prism)', 'a ramp shaped like a triangular prism', 'a triangular chocolate box', 'a wedge-shaped doorstop (a triangular prism)'][thingAt]!} shows two right-triangle faces with sides ${a} ${u}, ${b} ${u} and ${c} ${u}, and three rectangles that are each ${L} ${u} long. What is the surface area, in square ${u}?`,
        A.integer(sa, u2),
        ['Add the areas of all five faces in the net: 2 triangles and 3 rectangles.', `Each triangle: 1/2 × ${a} × ${b} = ${tri}.`, `Rectangles: ${a} × ${L}, ${b} × ${L} and ${c} × ${L}; add them to 2 × ${tri}.`],
        [`Triangles: 2 × (1/2 × ${a} × ${b}) = ${2 * tri}.`, `Rectangles: (${a} + ${b} + ${c}) × ${L} = ${(a + b + c) * L}.`, `Total: ${2 * tri} + ${(a + b + c) * L} = ${fmtInt(sa)} square ${u}.`, `Check: 5 faces counted — 2 triangles and 3 rectangles.`],
        [mis(String(tri + (a + b + c) * L), 'one-triangle', 'The net has two triangle faces.'), mis(String(a * b + a * b + (a + b + c) * L), 'triangle-no-half', 'A triangle is half of base × height.'), mis(String(tri * L), 'volume', 'That is the volume, not the surface area.')],
      );
    }
    let l = rng.int(2, 12);
    const wd = rng.int(2, 10);
    let h = rng.int(2, 9);
    if (l === wd) l += 1;
    if (h === wd || h === l) h = Math.max(l, wd) + 1;
    const pair = l * wd + l * h + wd * h;
    const sa = 2 * pair;
    if (d === 5) {
      // missing edge: given volume and two edges
      const vol = l * wd * h;
      // rng.pick of the five things is this draw: the index names the Spanish thing too.
      const thingAt = rng.int(0, 4);
      if (w.es) {
        return bodyLoose(
          `${['Un prisma rectangular', 'Una caja', 'Un bloque sólido', 'Un recipiente cerrado', 'Un paquete'][thingAt]!} tiene un volumen de ${fmtInt(vol)} ${u === 'in' ? 'pulgadas cúbicas' : u === 'ft' ? 'pies cúbicos' : u === 'cm' ? 'centímetros cúbicos' : 'metros cúbicos'}. Mide ${l} ${ue} de largo y ${wd} ${ue} de ancho. ¿Cuál es su área total, en ${sqe}?`,
          A.integer(sa, u2),
          ['Primero encuentra la altura que falta: volumen ÷ (largo × ancho).', `${fmtInt(vol)} ÷ (${l} × ${wd}) = ${fmtInt(vol)} ÷ ${l * wd}.`, `La altura es ${h}; ahora suma las caras ${l} × ${wd}, ${l} × ${h} y ${wd} × ${h}, y duplica la suma.`],
          [`Altura: ${fmtInt(vol)} ÷ ${l * wd} = ${h}.`, `Áreas de las caras: ${l * wd}, ${l * h}, ${wd * h}; suma ${pair}.`, `Área total: 2 × ${pair} = ${fmtInt(sa)} ${sqe}.`, `Comprueba: ${l} × ${wd} × ${h} = ${fmtInt(vol)}, el volumen dado.`],
          [mis(String(pair), 'one-of-each-pair', 'Una caja tiene dos caras de cada tipo; duplica la suma.'), mis(String(vol), 'volume', 'Ese es el volumen.')],
        );
      }
      return bodyLoose(
        `${['A rectangular prism', 'A box', 'A solid block', 'A closed container', 'A package'][thingAt]!} has a volume of ${fmtInt(vol)} cubic ${u}. Its length is ${l} ${u} and its width is ${wd} ${u}. What is its surface area, in square ${u}?`,
        A.integer(sa, u2),
        [`First find the missing height: volume ÷ (length × width).`, `${fmtInt(vol)} ÷ (${l} × ${wd}) = ${fmtInt(vol)} ÷ ${l * wd}.`, `The height is ${h}; now add the faces ${l} × ${wd}, ${l} × ${h} and ${wd} × ${h}, and double the sum.`],
        [`Height: ${fmtInt(vol)} ÷ ${l * wd} = ${h}.`, `Face areas: ${l * wd}, ${l * h}, ${wd * h}; sum ${pair}.`, `Surface area: 2 × ${pair} = ${fmtInt(sa)} square ${u}.`, `Check: ${l} × ${wd} × ${h} = ${fmtInt(vol)}, the given volume.`],
        [mis(String(pair), 'one-of-each-pair', 'A box has two of each face; double the sum.'), mis(String(vol), 'volume', 'That is the volume.')],
      );
    }
    // rng.pick of the five things is this draw: the index names the Spanish thing too.
    const thingAt = rng.int(0, 4);
    if (w.es) {
      const text =
        d === 2
          ? `La plantilla de ${['una caja', 'una caja cerrada', 'un cartón', 'un paquete', 'un recipiente en forma de caja'][thingAt]!} tiene dos rectángulos de ${l} ${ue} por ${wd} ${ue}, dos rectángulos de ${l} ${ue} por ${h} ${ue} y dos rectángulos de ${wd} ${ue} por ${h} ${ue}. ¿Cuál es el área total, en ${sqe}?`
          : `¿Cuál es el área total de ${['un prisma rectangular', 'una caja', 'un bloque sólido', 'un recipiente cerrado', 'un paquete'][thingAt]!} de ${l} ${ue} por ${wd} ${ue} por ${h} ${ue}, en ${sqe}?`;
      return withDiagram(bodyLoose(
        text,
        A.integer(sa, u2),
        ['Una caja tiene 3 pares de caras iguales.', `Las áreas de las caras son ${l} × ${wd}, ${l} × ${h} y ${wd} × ${h}.`, `${l * wd} + ${l * h} + ${wd * h} = ${pair}; ahora duplícalo.`],
        [`Áreas de las caras: ${l} × ${wd} = ${l * wd}, ${l} × ${h} = ${l * h}, ${wd} × ${h} = ${wd * h}.`, `Suma: ${pair}.`, `Dos de cada una: 2 × ${pair} = ${fmtInt(sa)} ${sqe}.`, 'Comprueba: se contaron 6 caras, dos de cada tamaño.'],
        [mis(String(l * wd * h), 'volume', 'Ese es el volumen. El área total suma las áreas de las 6 caras.'), mis(String(pair), 'one-of-each-pair', 'Cada cara tiene otra igual en el lado opuesto; duplica la suma.')],
      ), d === 2 ? boxNet(l, wd, h, u, 'por') : { kind: 'solid', shape: 'rectangular-prism', labels: { length: `${l} ${u}`, width: `${wd} ${u}`, height: `${h} ${u}` } });
    }
    const text =
      d === 2
        ? `A net of ${['a box', 'a closed box', 'a carton', 'a package', 'a box-shaped container'][thingAt]!} has two ${l} ${u} by ${wd} ${u} rectangles, two ${l} ${u} by ${h} ${u} rectangles and two ${wd} ${u} by ${h} ${u} rectangles. What is the surface area, in square ${u}?`
        : `What is the surface area of ${['a rectangular prism', 'a box', 'a solid block', 'a closed container', 'a package'][thingAt]!} ${l} ${u} by ${wd} ${u} by ${h} ${u}, in square ${u}?`;
    return withDiagram(bodyLoose(
      text,
      A.integer(sa, u2),
      ['A box has 3 pairs of matching faces.', `The face areas are ${l} × ${wd}, ${l} × ${h} and ${wd} × ${h}.`, `${l * wd} + ${l * h} + ${wd * h} = ${pair}; now double it.`],
      [`Face areas: ${l} × ${wd} = ${l * wd}, ${l} × ${h} = ${l * h}, ${wd} × ${h} = ${wd * h}.`, `Sum: ${pair}.`, `Two of each: 2 × ${pair} = ${fmtInt(sa)} square ${u}.`, `Check: 6 faces were counted, two of each size.`],
      [mis(String(l * wd * h), 'volume', 'That is the volume. Surface area adds the areas of all 6 faces.'), mis(String(pair), 'one-of-each-pair', 'Each face has a matching face on the opposite side; double the sum.')],
    ), d === 2 ? boxNet(l, wd, h, u) : { kind: 'solid', shape: 'rectangular-prism', labels: { length: `${l} ${u}`, width: `${wd} ${u}`, height: `${h} ${u}` } });
  },
};

/** The net of an l × w × h box: a band of four faces with the two l × h faces above and below it. */
function boxNet(l: number, w: number, h: number, u: string, by = 'by'): Diagram {
  const f = (x: number, y: number, fw: number, fh: number, a: number, b: number) => ({ x, y, w: fw, h: fh, label: `${a} ${u} ${by} ${b} ${u}` });
  return {
    kind: 'net',
    name: 'rectangular prism',
    faces: [f(h, 0, l, h, l, h), f(0, h, h, w, w, h), f(h, h, l, w, l, w), f(h + l, h, h, w, w, h), f(2 * h + l, h, l, w, l, w), f(h, h + w, l, h, l, h)],
  };
}
