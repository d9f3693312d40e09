import { R } from '../../rational.js';
import type { Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { fmtDecOrMixed, fmtInt, val } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

const TRIPLES = [[3, 4, 5], [6, 8, 10], [5, 12, 13], [9, 12, 15], [8, 15, 17]] as const;

export const gAreaVolumeSurface: SkillGenerator = {
  skillId: 'g7.g.area-volume-surface',
  grade: 7,
  domain: 'g',
  ccss: ['7.G.B.6'],
  topic: 'Geometry',
  subtopic: 'Volume & surface area of prisms',
  prereqs: ['g6.g.area-polygons', 'g6.g.surface-area-nets'],
  estTimeSec: times(30, 180),
  version: '1.1.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    const u = rng.pick(['cm', 'in', 'm', 'ft'] as const);
    const UW = { cm: 'centimeters', in: 'inches', m: 'meters', ft: 'feet' }[u];
    if (w.es) return spanish(d, rng, u);
    if (d === 1) {
      const B = rng.int(4, 40);
      const h = rng.int(3, 15);
      return bodyLoose(
        `${rng.pick(['A prism', 'A fish tank shaped like a prism', 'A block of wood shaped like a prism', 'A storage bin shaped like a prism', 'A candle shaped like a prism'])} has a base area of ${B} square ${u} and a height of ${h} ${u}. What is its volume, in cubic ${UW}?`,
        A.number(R(B * h), u === 'cm' ? 'cm3' : u === 'in' ? 'in3' : u === 'ft' ? 'ft3' : null),
        ['The volume of any prism is base area × height.', `V = ${B} × ${h}.`, `Multiply ${B} by ${h}.`],
        [`V = B × h.`, `V = ${B} × ${h} = ${fmtInt(B * h)} cubic ${u}.`, `Check: ${fmtInt(B * h)} ÷ ${h} = ${B}, the base area.`],
        [mis(String(B + h), 'added', 'Multiply the base area by the height.'), mis(val(R(B * h).div(2)), 'halved', 'Only a triangle area uses 1/2; the prism volume is B × h.')],
      );
    }
    if (d === 2) {
      // L-shape: big rectangle minus a corner rectangle
      const W = rng.int(8, 20);
      const H = rng.int(6, 16);
      const cw = rng.int(2, W - 3);
      const h = rng.int(2, H - 3);
      const area = W * H - cw * h;
      return bodyLoose(
        `An L-shaped ${rng.pick(['floor', 'patio', 'garden', 'rug', 'deck'])} is a rectangle, ${W} ${u} by ${H} ${u}, with a ${cw} ${u} by ${h} ${u} piece cut out of one corner. What is its area, in square ${UW}?`,
        A.number(R(area)),
        ['Find the area of the whole rectangle, then subtract the cut-out part.', `Whole rectangle: ${W} × ${H} = ${W * H}.`, `Cut-out: ${cw} × ${h} = ${cw * h}; subtract it from ${W * H}.`],
        [`Whole: ${W} × ${H} = ${W * H}.`, `Cut-out: ${cw} × ${h} = ${cw * h}.`, `Area: ${W * H} − ${cw * h} = ${area} square ${u}.`, `Check: split the L into two rectangles, ${W} × ${H - h} = ${W * (H - h)} and ${W - cw} × ${h} = ${(W - cw) * h}; ${W * (H - h)} + ${(W - cw) * h} = ${area}.`],
        [mis(String(W * H), 'forgot-cutout', 'Subtract the part that was cut out.'), mis(String(W * H + cw * h), 'added-cutout', 'The corner was removed, so subtract its area.')],
      );
    }
    if (d === 3) {
      const b = rng.int(3, 12);
      let h = rng.int(2, 10);
      if ((b * h) % 2) h += 1;
      const L = rng.int(4, 20);
      const vol = (b * h * L) / 2;
      return bodyLoose(
        `A ${rng.pick(['triangular prism', 'tent shaped like a triangular prism', 'doorstop shaped like a triangular prism', 'chocolate bar shaped like a triangular prism', 'ramp shaped like a triangular prism'])} has triangle ends with a base of ${b} ${u} and a height of ${h} ${u}. It is ${L} ${u} long. What is its volume, in cubic ${UW}?`,
        A.number(R(vol)),
        ['V = (area of the triangle end) × length.', `Triangle area: 1/2 × ${b} × ${h} = ${(b * h) / 2}.`, `Multiply ${(b * h) / 2} by ${L}.`],
        [`Triangle: 1/2 × ${b} × ${h} = ${(b * h) / 2}.`, `V = ${(b * h) / 2} × ${L} = ${fmtInt(vol)} cubic ${u}.`, `Check: a box ${b} × ${h} × ${L} = ${fmtInt(b * h * L)}, and the prism is half of it.`],
        [mis(String(b * h * L), 'forgot-half', 'The end is a triangle: use 1/2 × base × height.'), mis(String(b + h + L), 'added', 'Multiply, do not add.')],
      );
    }
    if (d === 4) {
      const l = rng.int(3, 12);
      let wd = rng.int(2, 10);
      if (wd === l) wd += 1;
      const h = rng.int(2, 9);
      const V = l * wd * h;
      const sa = 2 * (l * wd + l * h + wd * h);
      return bodyLoose(
        `${rng.pick(['A rectangular prism', 'A gift box (a rectangular prism)', 'A wooden block shaped like a rectangular prism', 'A cereal box (a rectangular prism)', 'A brick shaped like a rectangular prism'])} has a volume of ${fmtInt(V)} cubic ${u}. It is ${l} ${u} long and ${wd} ${u} wide. What is its surface area, in square ${UW}?`,
        A.number(R(sa)),
        [`First find the height: ${fmtInt(V)} ÷ (${l} × ${wd}).`, `The height is ${fmtInt(V)} ÷ ${l * wd} = ${h} ${u}.`, `Add the faces: 2 × (${l} × ${wd} + ${l} × ${h} + ${wd} × ${h}).`],
        [`Height: ${fmtInt(V)} ÷ ${l * wd} = ${h}.`, `Faces: ${l * wd}, ${l * h}, ${wd * h} (two of each).`, `SA = 2 × ${l * wd + l * h + wd * h} = ${fmtInt(sa)} square ${u}.`, `Check: ${l} × ${wd} × ${h} = ${fmtInt(V)}.`],
        [mis(String(l * wd + l * h + wd * h), 'one-of-each', 'There are two faces of each size.'), mis(String(V), 'volume', 'That is the volume.')],
      );
    }
    const [a, b, c] = rng.pick(TRIPLES);
    const L = rng.int(4, 20);
    const tri = (a * b) / 2;
    const sa = 2 * tri + (a + b + c) * L;
    return bodyLoose(
      `A ${rng.pick(['triangular prism', 'ramp shaped like a triangular prism', 'cheese wedge shaped like a triangular prism', 'bookend shaped like a triangular prism', 'roof section shaped like a triangular prism'])} has right-triangle ends with sides ${a}, ${b} and ${c} ${u} and is ${L} ${u} long. What is its total surface area, in square ${UW}?`,
      A.number(R(sa)),
      [`The two triangle ends each have area 1/2 × ${a} × ${b}.`, `The three rectangles are ${a} × ${L}, ${b} × ${L} and ${c} × ${L}.`, 'Add all five faces.'],
      [`Ends: 2 × ${fmtDecOrMixed(R(tri))} = ${2 * tri}.`, `Rectangles: (${a} + ${b} + ${c}) × ${L} = ${(a + b + c) * L}.`, `SA = ${2 * tri} + ${(a + b + c) * L} = ${fmtInt(sa)} square ${u}.`, `Check: five faces counted, two triangles and three rectangles.`],
      [mis(String(tri * L), 'volume', 'That is the volume.'), mis(String(tri + (a + b + c) * L), 'one-end', 'There are two triangle ends.'), mis(String(2 * a * b + (a + b + c) * L), 'no-half', 'A right triangle is half of a rectangle.')],
    );
  },
};

/** The Spanish wording: the same draws in the same order as the English branches above. */
function spanish(d: Difficulty, rng: Rng, u: 'cm' | 'in' | 'm' | 'ft'): GeneratedBody {
  const uS = { cm: 'cm', in: 'pulg', m: 'm', ft: 'pies' }[u];
  const sq = { cm: 'centímetros cuadrados', in: 'pulgadas cuadradas', m: 'metros cuadrados', ft: 'pies cuadrados' }[u];
  const cu = { cm: 'centímetros cúbicos', in: 'pulgadas cúbicas', m: 'metros cúbicos', ft: 'pies cúbicos' }[u];
  if (d === 1) {
    const B = rng.int(4, 40);
    const h = rng.int(3, 15);
    return bodyLoose(
      `${rng.pick(['Un prisma', 'Una pecera con forma de prisma', 'Un bloque de madera con forma de prisma', 'Una caja para guardar cosas con forma de prisma', 'Una vela con forma de prisma'])} tiene un área de base de ${B} ${sq} y una altura de ${h} ${uS}. ¿Cuál es su volumen, en ${cu}?`,
      A.number(R(B * h), u === 'cm' ? 'cm3' : u === 'in' ? 'in3' : u === 'ft' ? 'ft3' : null),
      ['El volumen de cualquier prisma es el área de la base × la altura.', `V = ${B} × ${h}.`, `Multiplica ${B} por ${h}.`],
      ['V = B × h.', `V = ${B} × ${h} = ${fmtInt(B * h)} ${cu}.`, `Comprueba: ${fmtInt(B * h)} ÷ ${h} = ${B}, el área de la base.`],
      [mis(String(B + h), 'added', 'Multiplica el área de la base por la altura.'), mis(val(R(B * h).div(2)), 'halved', 'Solo el área de un triángulo usa 1/2; el volumen del prisma es B × h.')],
    );
  }
  if (d === 2) {
    const W = rng.int(8, 20);
    const H = rng.int(6, 16);
    const cw = rng.int(2, W - 3);
    const h = rng.int(2, H - 3);
    const area = W * H - cw * h;
    return bodyLoose(
      `${rng.pick(['Un piso', 'Un patio', 'Un jardín', 'Un tapete', 'Una terraza'])} en forma de L es un rectángulo de ${W} ${uS} por ${H} ${uS} al que le quitaron un pedazo de ${cw} ${uS} por ${h} ${uS} en una esquina. ¿Cuál es su área, en ${sq}?`,
      A.number(R(area)),
      ['Encuentra el área de todo el rectángulo y luego resta la parte que se quitó.', `Rectángulo completo: ${W} × ${H} = ${W * H}.`, `Parte quitada: ${cw} × ${h} = ${cw * h}; réstala de ${W * H}.`],
      [`Completo: ${W} × ${H} = ${W * H}.`, `Parte quitada: ${cw} × ${h} = ${cw * h}.`, `Área: ${W * H} − ${cw * h} = ${area} ${sq}.`, `Comprueba: divide la L en dos rectángulos, ${W} × ${H - h} = ${W * (H - h)} y ${W - cw} × ${h} = ${(W - cw) * h}; ${W * (H - h)} + ${(W - cw) * h} = ${area}.`],
      [mis(String(W * H), 'forgot-cutout', 'Resta la parte que se quitó.'), mis(String(W * H + cw * h), 'added-cutout', 'La esquina se quitó, así que resta su área.')],
    );
  }
  if (d === 3) {
    const b = rng.int(3, 12);
    let h = rng.int(2, 10);
    if ((b * h) % 2) h += 1;
    const L = rng.int(4, 20);
    const vol = (b * h * L) / 2;
    return bodyLoose(
      `${rng.pick(['Un prisma triangular', 'Una casa de campaña con forma de prisma triangular', 'Un tope de puerta con forma de prisma triangular', 'Una barra de chocolate con forma de prisma triangular', 'Una rampa con forma de prisma triangular'])} tiene extremos triangulares con una base de ${b} ${uS} y una altura de ${h} ${uS}. Mide ${L} ${uS} de largo. ¿Cuál es su volumen, en ${cu}?`,
      A.number(R(vol)),
      ['V = (área del triángulo del extremo) × largo.', `Área del triángulo: 1/2 × ${b} × ${h} = ${(b * h) / 2}.`, `Multiplica ${(b * h) / 2} por ${L}.`],
      [`Triángulo: 1/2 × ${b} × ${h} = ${(b * h) / 2}.`, `V = ${(b * h) / 2} × ${L} = ${fmtInt(vol)} ${cu}.`, `Comprueba: una caja de ${b} × ${h} × ${L} = ${fmtInt(b * h * L)}, y el prisma es la mitad.`],
      [mis(String(b * h * L), 'forgot-half', 'El extremo es un triángulo: usa 1/2 × base × altura.'), mis(String(b + h + L), 'added', 'Multiplica, no sumes.')],
    );
  }
  if (d === 4) {
    const l = rng.int(3, 12);
    let wd = rng.int(2, 10);
    if (wd === l) wd += 1;
    const h = rng.int(2, 9);
    const V = l * wd * h;
    const sa = 2 * (l * wd + l * h + wd * h);
    return bodyLoose(
      `${rng.pick(['Un prisma rectangular', 'Una caja de regalo (un prisma rectangular)', 'Un bloque de madera con forma de prisma rectangular', 'Una caja de cereal (un prisma rectangular)', 'Un ladrillo con forma de prisma rectangular'])} tiene un volumen de ${fmtInt(V)} ${cu}. Mide ${l} ${uS} de largo y ${wd} ${uS} de ancho. ¿Cuál es su área total, en ${sq}?`,
      A.number(R(sa)),
      [`Primero encuentra la altura: ${fmtInt(V)} ÷ (${l} × ${wd}).`, `La altura es ${fmtInt(V)} ÷ ${l * wd} = ${h} ${uS}.`, `Suma las caras: 2 × (${l} × ${wd} + ${l} × ${h} + ${wd} × ${h}).`],
      [`Altura: ${fmtInt(V)} ÷ ${l * wd} = ${h}.`, `Caras: ${l * wd}, ${l * h}, ${wd * h} (dos de cada una).`, `Área total = 2 × ${l * wd + l * h + wd * h} = ${fmtInt(sa)} ${sq}.`, `Comprueba: ${l} × ${wd} × ${h} = ${fmtInt(V)}.`],
      [mis(String(l * wd + l * h + wd * h), 'one-of-each', 'Hay dos caras de cada tamaño.'), mis(String(V), 'volume', 'Ese es el volumen.')],
    );
  }
  const [a, b, c] = rng.pick(TRIPLES);
  const L = rng.int(4, 20);
  const tri = (a * b) / 2;
  const sa = 2 * tri + (a + b + c) * L;
  return bodyLoose(
    `${rng.pick(['Un prisma triangular', 'Una rampa con forma de prisma triangular', 'Un trozo de queso con forma de prisma triangular', 'Un sujetalibros con forma de prisma triangular', 'Una parte de un techo con forma de prisma triangular'])} tiene extremos en forma de triángulo rectángulo con lados de ${a}, ${b} y ${c} ${uS}, y mide ${L} ${uS} de largo. ¿Cuál es su área total, en ${sq}?`,
    A.number(R(sa)),
    [`Cada uno de los dos extremos triangulares tiene un área de 1/2 × ${a} × ${b}.`, `Los tres rectángulos son ${a} × ${L}, ${b} × ${L} y ${c} × ${L}.`, 'Suma las cinco caras.'],
    [`Extremos: 2 × ${fmtDecOrMixed(R(tri))} = ${2 * tri}.`, `Rectángulos: (${a} + ${b} + ${c}) × ${L} = ${(a + b + c) * L}.`, `Área total = ${2 * tri} + ${(a + b + c) * L} = ${fmtInt(sa)} ${sq}.`, 'Comprueba: contaste cinco caras, dos triángulos y tres rectángulos.'],
    [mis(String(tri * L), 'volume', 'Ese es el volumen.'), mis(String(tri + (a + b + c) * L), 'one-end', 'Hay dos extremos triangulares.'), mis(String(2 * a * b + (a + b + c) * L), 'no-half', 'Un triángulo rectángulo es la mitad de un rectángulo.')],
  );
}
