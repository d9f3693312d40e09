import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A, choiceAnswerIn } from '../shared/answers.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

const OPTIONS: Record<string, string[]> = {
  rectangle: ['a rectangle', 'rectangular'],
  square: ['a square'],
  triangle: ['a triangle', 'triangular'],
  trapezoid: ['a trapezoid'],
  circle: ['a circle'],
};

/** The shapes in Spanish, key for key: the first is the label the child sees (all masculine: "un trapecio"). */
const OPTIONS_ES: Record<string, string[]> = {
  rectangle: ['rectángulo', 'un rectángulo', 'rectangular'],
  square: ['cuadrado', 'un cuadrado'],
  triangle: ['triángulo', 'un triángulo', 'triangular'],
  trapezoid: ['trapecio', 'un trapecio'],
  circle: ['círculo', 'un círculo', 'circular'],
};

type Solid = 'box' | 'cube' | 'tri-prism' | 'cylinder' | 'rect-pyramid' | 'square-pyramid' | 'cone';
interface Item { solid: Solid; cut: string; ans: string; why: string; wrong: [string, string] }

/**
 * The solid with its own measurements (and now and then an everyday object), so each difficulty has well over
 * 25 distinct problems (docs/maths/curriculum.md, "Variety"). A box is never square where it matters: its
 * length, width and height differ.
 */
function describe(solid: Solid, rng: Rng, w: Words): string {
  if (w.es) return describeEs(solid, rng);
  const u = rng.pick(['cm', 'in.']);
  const three = () => {
    const [l, w, h] = rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9, 10, 12]).slice(0, 3) as [number, number, number];
    return { l: Math.max(l, w), w: Math.min(l, w), h };
  };
  switch (solid) {
    case 'box': {
      const { l, w, h } = three();
      return `A ${rng.pick(['right rectangular prism', 'brick shaped like a right rectangular prism', 'block of cheese shaped like a right rectangular prism', 'box (a right rectangular prism)'])} ${l} ${u} long, ${w} ${u} wide and ${h} ${u} tall`;
    }
    case 'cube':
      return `A ${rng.pick(['cube', 'wooden cube', 'cube-shaped box'])} with edges of ${rng.int(2, 12)} ${u}`;
    case 'tri-prism':
      return `A ${rng.pick(['triangular prism', 'tent shaped like a triangular prism', 'chocolate bar shaped like a triangular prism'])} ${rng.int(3, 15)} ${u} long`;
    case 'cylinder':
      return `A ${rng.pick(['cylinder', 'can (a cylinder)', 'candle shaped like a cylinder', 'log shaped like a cylinder'])} with a radius of ${rng.int(2, 9)} ${u} and a height of ${rng.int(5, 15)} ${u}`;
    case 'rect-pyramid': {
      const { l, w } = three();
      return `A right rectangular pyramid with a ${l} ${u} by ${w} ${u} base and a height of ${rng.int(4, 12)} ${u}`;
    }
    case 'square-pyramid':
      return `A ${rng.pick(['square pyramid', 'model of a pyramid (a square pyramid)'])} with a base ${rng.int(3, 12)} ${u} on each side and a height of ${rng.int(4, 12)} ${u}`;
    case 'cone':
      return `A ${rng.pick(['cone', 'party hat shaped like a cone', 'traffic cone (a cone)'])} with a radius of ${rng.int(2, 8)} ${u} and a height of ${rng.int(5, 15)} ${u}`;
  }
}

/** `describe` in Spanish: the same draws in the same order, so the solid has the same measurements. */
function describeEs(solid: Solid, rng: Rng): string {
  const u = rng.pick(['cm', 'pulg.']);
  const three = () => {
    const [l, w, h] = rng.shuffle([2, 3, 4, 5, 6, 7, 8, 9, 10, 12]).slice(0, 3) as [number, number, number];
    return { l: Math.max(l, w), w: Math.min(l, w), h };
  };
  switch (solid) {
    case 'box': {
      const { l, w, h } = three();
      return `${rng.pick(['Un prisma rectangular recto', 'Un ladrillo con forma de prisma rectangular recto', 'Un bloque de queso con forma de prisma rectangular recto', 'Una caja (un prisma rectangular recto)'])} de ${l} ${u} de largo, ${w} ${u} de ancho y ${h} ${u} de alto`;
    }
    case 'cube':
      return `${rng.pick(['Un cubo', 'Un cubo de madera', 'Una caja en forma de cubo'])} con aristas de ${rng.int(2, 12)} ${u}`;
    case 'tri-prism':
      return `${rng.pick(['Un prisma triangular', 'Una casa de campaña con forma de prisma triangular', 'Una barra de chocolate con forma de prisma triangular'])} de ${rng.int(3, 15)} ${u} de largo`;
    case 'cylinder':
      return `${rng.pick(['Un cilindro', 'Una lata (un cilindro)', 'Una vela con forma de cilindro', 'Un tronco con forma de cilindro'])} de ${rng.int(2, 9)} ${u} de radio y ${rng.int(5, 15)} ${u} de altura`;
    case 'rect-pyramid': {
      const { l, w } = three();
      return `Una pirámide rectangular recta con una base de ${l} ${u} por ${w} ${u} y una altura de ${rng.int(4, 12)} ${u}`;
    }
    case 'square-pyramid':
      return `${rng.pick(['Una pirámide cuadrangular', 'Una maqueta de una pirámide (una pirámide cuadrangular)'])} con una base de ${rng.int(3, 12)} ${u} por lado y una altura de ${rng.int(4, 12)} ${u}`;
    case 'cone':
      return `${rng.pick(['Un cono', 'Un gorro de fiesta con forma de cono', 'Un cono de tráfico (un cono)'])} de ${rng.int(2, 8)} ${u} de radio y ${rng.int(5, 15)} ${u} de altura`;
  }
}

/** The cut, why, and the wrong answer's feedback of each item in Spanish, item for item ("se corta …"). */
const ITEMS_ES: Record<Difficulty, [cut: string, why: string, wrong: string][]> = {
  1: [
    ['paralelamente a su base', 'Un corte paralelo a la base es una copia de la base, que es un rectángulo.', 'La base es un rectángulo, no necesariamente un cuadrado.'],
    ['paralelamente a una de sus caras', 'Un corte paralelo a una cara copia esa cara, que es un cuadrado.', 'Todas las caras de un cubo son cuadrados, así que el corte es un cuadrado.'],
    ['paralelamente a su base triangular', 'Un corte paralelo a la base es una copia de la base triangular.', 'Cortar paralelamente a la base copia la base.'],
  ],
  2: [
    ['perpendicularmente a su base, paralelamente a una cara lateral', 'El corte atraviesa la caja de arriba abajo y copia una cara lateral, que es un rectángulo.', 'Un corte vertical recto a través de una caja tiene cuatro lados rectos.'],
    ['paralelamente a su base circular', 'Un corte paralelo a la base copia la base circular.', 'Un corte vertical daría un rectángulo; este es paralelo a la base.'],
    ['de arriba abajo por el centro de sus bases circulares', 'El corte es tan alto como el cilindro y tan ancho como su diámetro.', 'Un círculo sale de un corte paralelo a la base.'],
  ],
  3: [
    ['paralelamente a su base', 'Un corte paralelo a la base es una copia más pequeña de la base.', 'Un triángulo sale de un corte vertical que pasa por el vértice.'],
    ['paralelamente a su base', 'Un corte paralelo a la base es una copia más pequeña de la base cuadrada.', 'Cortar paralelamente a la base copia la base, solo que más pequeña.'],
    ['paralelamente a su base', 'Un corte paralelo a la base es una copia más pequeña de la base circular.', 'Un triángulo sale de un corte vertical que pasa por el vértice.'],
  ],
  4: [
    ['con un plano que pasa por dos aristas opuestas (una en la cara de arriba y la opuesta en la cara de abajo)', 'El corte es tan largo como una arista y tan ancho como la diagonal de una cara, que es más larga que una arista.', 'La diagonal de una cara es más larga que una arista, así que los lados no son iguales.'],
    ['con un plano que pasa por las tres esquinas vecinas de una misma esquina, y le quita esa esquina', 'El plano corta tres caras, así que el corte tiene tres lados.', 'El plano atraviesa solo tres caras, así que el corte tiene tres lados.'],
    ['con un plano vertical que pasa por su vértice, paralelo a un lado de la base', 'El cuchillo toca la base en un segmento; el vértice y ese segmento forman un triángulo.', 'Un cuadrado sale de un corte paralelo a la base.'],
  ],
  5: [
    ['con un plano vertical que pasa por su vértice, paralelo a un lado de la base', 'El cuchillo toca la base en un segmento; el vértice y ese segmento forman un triángulo.', 'Un trapecio sale de un corte vertical que no pasa por el vértice.'],
    ['con un plano vertical que es paralelo a un lado de la base pero no pasa por el vértice', 'El corte toca la base en un segmento y las dos caras inclinadas en un borde de arriba más corto y paralelo, y eso forma un trapecio.', 'Para que salga un triángulo, el corte tiene que pasar por el vértice.'],
    ['con un plano vertical que pasa por su vértice', 'El plano toca la base a lo largo de un diámetro y, con el vértice, forma un triángulo.', 'Un círculo sale de un corte paralelo a la base.'],
  ],
};

const ITEMS: Record<Difficulty, Item[]> = {
  1: [
    { solid: 'box', cut: 'is sliced parallel to its base', ans: 'rectangle', why: 'A slice parallel to the base is a copy of the base, which is a rectangle.', wrong: ['square', 'The base is a rectangle, not necessarily a square.'] },
    { solid: 'cube', cut: 'is sliced parallel to one of its faces', ans: 'square', why: 'A slice parallel to a face copies that face, which is a square.', wrong: ['rectangle', 'All the faces of a cube are squares, so the slice is a square.'] },
    { solid: 'tri-prism', cut: 'is sliced parallel to its triangular base', ans: 'triangle', why: 'A slice parallel to the base is a copy of the triangular base.', wrong: ['rectangle', 'Slicing parallel to the base copies the base.'] },
  ],
  2: [
    { solid: 'box', cut: 'is sliced perpendicular to its base, parallel to a side face', ans: 'rectangle', why: 'The cut goes straight up through the box and copies a side face, a rectangle.', wrong: ['triangle', 'A straight vertical cut through a box has four straight sides.'] },
    { solid: 'cylinder', cut: 'is sliced parallel to its circular base', ans: 'circle', why: 'A slice parallel to the base copies the circular base.', wrong: ['rectangle', 'A vertical slice would give a rectangle; this one is parallel to the base.'] },
    { solid: 'cylinder', cut: 'is sliced straight down through the center of its circular bases', ans: 'rectangle', why: 'The slice is as tall as the cylinder and as wide as its diameter.', wrong: ['circle', 'A circle comes from a slice parallel to the base.'] },
  ],
  3: [
    { solid: 'rect-pyramid', cut: 'is sliced parallel to its base', ans: 'rectangle', why: 'A slice parallel to the base is a smaller copy of the base.', wrong: ['triangle', 'A triangle comes from a vertical slice through the apex.'] },
    { solid: 'square-pyramid', cut: 'is sliced parallel to its base', ans: 'square', why: 'A slice parallel to the base is a smaller copy of the square base.', wrong: ['triangle', 'Slicing parallel to the base copies the base, only smaller.'] },
    { solid: 'cone', cut: 'is sliced parallel to its base', ans: 'circle', why: 'A slice parallel to the base is a smaller copy of the circular base.', wrong: ['triangle', 'A triangle comes from a vertical slice through the apex.'] },
  ],
  4: [
    { solid: 'cube', cut: 'is sliced by a plane that passes through two opposite edges (one on the top face and the opposite one on the bottom face)', ans: 'rectangle', why: 'The slice is as long as an edge and as wide as a face diagonal, which is longer than an edge.', wrong: ['square', 'The diagonal of a face is longer than an edge, so the sides are not equal.'] },
    { solid: 'cube', cut: 'is sliced by a plane through three corners that are all next to the same corner, cutting that corner off', ans: 'triangle', why: 'The plane cuts three faces, so the cross-section has three sides.', wrong: ['square', 'The plane crosses only three faces, so the slice has three sides.'] },
    { solid: 'square-pyramid', cut: 'is sliced by a vertical plane through its apex, parallel to one side of the base', ans: 'triangle', why: 'The knife meets the base along one segment; the apex and that segment make a triangle.', wrong: ['square', 'A square comes from a slice parallel to the base.'] },
  ],
  5: [
    { solid: 'rect-pyramid', cut: 'is sliced by a vertical plane through its apex, parallel to one side of the base', ans: 'triangle', why: 'The knife meets the base along one segment; the apex and that segment make a triangle.', wrong: ['trapezoid', 'A trapezoid comes from a vertical slice that misses the apex.'] },
    { solid: 'rect-pyramid', cut: 'is sliced by a vertical plane that is parallel to one side of the base but does not pass through the apex', ans: 'trapezoid', why: 'The slice meets the base in one segment and the two slanted faces in a shorter parallel top edge, giving a trapezoid.', wrong: ['triangle', 'A triangle needs the slice to pass through the apex.'] },
    { solid: 'cone', cut: 'is sliced by a vertical plane through its apex', ans: 'triangle', why: 'The plane meets the base along a diameter, and with the apex makes a triangle.', wrong: ['circle', 'A circle comes from a slice parallel to the base.'] },
  ],
};

/** Straight sides of each cross-section (a circle has none). */
const SIDES: Record<string, number> = { rectangle: 4, square: 4, triangle: 3, trapezoid: 4, circle: 0 };

export const gCrossSections: SkillGenerator = {
  skillId: 'g7.g.cross-sections',
  grade: 7,
  domain: 'g',
  ccss: ['7.G.A.3'],
  topic: 'Geometry',
  subtopic: 'Slicing 3-D shapes',
  prereqs: ['g5.g.classify-2d-hierarchy'],
  estTimeSec: times(10, 45),
  version: '1.2.0',
  languages: ['es-US'],
  generate(d: Difficulty, rng: Rng, w: Words = EN) {
    // rng.pick draws the index: the same item in both languages.
    const ix = rng.int(0, ITEMS[d].length - 1);
    const it = ITEMS[d][ix]!;
    if (w.es) {
      const [cut, why, wrong] = ITEMS_ES[d][ix]!;
      const spec = choiceAnswerIn(w, it.ans, OPTIONS, OPTIONS_ES);
      return bodyLoose(
        `${describe(it.solid, rng, w)} se corta ${cut}. ¿Qué figura tiene el corte transversal? (rectángulo, cuadrado, triángulo, trapecio o círculo)`,
        spec,
        ['Imagina el corte como un cuchillo plano que atraviesa el sólido.', '¿Qué caras del sólido atraviesa el cuchillo? Cada una da un lado del corte.', 'Cuenta los lados y fíjate si algunos son iguales o paralelos.'],
        [why, `Lados rectos del corte transversal: ${SIDES[it.ans]}.`, `Entonces el corte transversal es un ${spec.canonical}.`, 'Comprueba: un corte paralelo a una base copia la base; un corte que pasa por un vértice termina en punta.'],
        [mis(it.wrong[0], 'cross-section-confusion', wrong)],
      );
    }
    return bodyLoose(
      `${describe(it.solid, rng, w)} ${it.cut}. What shape is the cross-section? (rectangle, square, triangle, trapezoid or circle)`,
      A.choice(it.ans, OPTIONS),
      ['Imagine the cut as a flat knife going through the solid.', 'Which faces of the solid does the knife cross? Each one gives one side of the cross-section.', 'Count the sides and decide whether any of them are equal or parallel.'],
      // The count of straight sides is the step to fill in: the shape's name rests on it.
      [it.why, `Straight sides of the cross-section: ${SIDES[it.ans]}.`, `So the cross-section is a ${it.ans}.`, 'Check: a slice parallel to a base copies the base; a slice through an apex comes to a point.'],
      [mis(it.wrong[0], 'cross-section-confusion', it.wrong[1])],
    );
  },
};
