import type { AnswerSpec, Difficulty, GeneratedBody, Rng, SkillGenerator } from '../../types.js';
import { intAnswer } from '../shared/answers.js';
import { misconceptions } from '../shared/misconceptions.js';
import { hints } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';
import { someone } from '../shared/wording.js';
import { plane } from '../../diagrams/build.js';
import { EN, type Words } from '../../language/index.js';

const pt = (x: number, y: number) => `(${x}, ${y})`;
/** "1 unidad", "3 unidades". */
const unitsEs = (n: number): string => (n === 1 ? '1 unidad' : `${n} unidades`);
const coord = (x: number, y: number): AnswerSpec => ({ format: 'coordinate', x: String(x), y: String(y), canonical: pt(x, y) });

export const gCoordinateFirstQuadrant: SkillGenerator = {
  skillId: 'g5.g.coordinate-first-quadrant',
  grade: 5,
  domain: 'g',
  ccss: ['5.G.A.1', '5.G.A.2'],
  topic: 'Coordinate plane',
  subtopic: 'Points in the first quadrant',
  prereqs: [],
  estTimeSec: times(15, 60),
  version: '1.2.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const who = someone(rng, w);
    if (difficulty <= 2) {
      const sx = difficulty === 1 ? 0 : rng.int(1, 6), sy = difficulty === 1 ? 0 : rng.int(1, 6);
      const r = rng.int(1, 9), u = rng.int(1, 9);
      const x = sx + r, y = sy + u;
      const answer = coord(x, y);
      return {
        question: {
          text: rng.pick(w.es ? [
            `Empieza en ${pt(sx, sy)}. Muévete ${unitsEs(r)} a la derecha y ${unitsEs(u)} hacia arriba. ¿Dónde estás?`,
            `Una catarina sale de ${pt(sx, sy)}. Camina ${unitsEs(r)} a la derecha y ${unitsEs(u)} hacia arriba. ¿En qué punto está ahora?`,
            `${who} está en ${pt(sx, sy)} en un mapa cuadriculado y camina ${unitsEs(r)} a la derecha y luego ${unitsEs(u)} hacia arriba. ¿A qué punto llega?`,
            `Desde ${pt(sx, sy)}, avanza ${unitsEs(r)} a la derecha y ${unitsEs(u)} hacia arriba. ¿Cuáles son las coordenadas del punto al que llegas?`,
            `Un robot en ${pt(sx, sy)} se mueve ${unitsEs(r)} a la derecha y ${unitsEs(u)} hacia arriba. ¿Dónde se detiene?`,
          ] : [
            `Start at ${pt(sx, sy)}. Move ${r} units right and ${u} units up. Where are you?`,
            `A bug starts at ${pt(sx, sy)}. It crawls ${r} units right and ${u} units up. What point is it on now?`,
            `${who} is at ${pt(sx, sy)} on a grid map and walks ${r} units right, then ${u} units up. Which point does ${who} reach?`,
            `From ${pt(sx, sy)}, go ${r} units right and ${u} units up. What are the coordinates of the point you reach?`,
            `A robot at ${pt(sx, sy)} moves ${r} units to the right and ${u} units up. Where does it stop?`,
          ]),
        },
        answer,
        hints: hints(
          w.t('Moving right changes x (the first number); moving up changes y (the second number).', 'Moverte a la derecha cambia x (el primer número); moverte hacia arriba cambia y (el segundo número).'),
          `x: ${sx} + ${r}.`,
          `y: ${sy} + ${u}. ${w.t('Write', 'Escribe')} (x, y).`,
        ),
        explanation: [
          `${w.t('Right', 'Derecha')} ${r}: x = ${sx} + ${r} = ${x}.`,
          `${w.t('Up', 'Arriba')} ${u}: y = ${sy} + ${u} = ${y}.`,
          w.t(`The point is ${pt(x, y)}.`, `El punto es ${pt(x, y)}.`),
          w.t(`Check: from ${pt(sx, sy)}, count ${r} right and ${u} up.`, `Comprueba: desde ${pt(sx, sy)}, cuenta ${r} a la derecha y ${u} hacia arriba.`),
        ],
        misconceptions: misconceptions(answer, [
          [pt(y, x), 'swapped-coordinates', w.t('Write x (across) first, then y (up).', 'Escribe primero x (de lado a lado) y luego y (hacia arriba).')],
          [pt(r, u), 'ignored-start', w.t(`Start from ${pt(sx, sy)}, not from (0, 0).`, `Empieza desde ${pt(sx, sy)}, no desde (0, 0).`)],
        ]),
      };
    }
    if (difficulty === 3) {
      const horiz = rng.bool();
      const a = rng.int(0, 8), b = rng.int(a + 2, 15), c = rng.int(1, 10);
      const [P, Q] = horiz ? [pt(a, c), pt(b, c)] : [pt(c, a), pt(c, b)];
      const answer = intAnswer(b - a);
      return {
        question: {
          text: rng.pick(w.es ? [
            `¿A cuántas unidades de distancia están los puntos ${P} y ${Q}?`,
            `¿Cuál es la distancia entre ${P} y ${Q}, en unidades?`,
            `${who} marca ${P} y ${Q} en una cuadrícula. ¿A cuántas unidades de distancia están?`,
            `El punto P está en ${P} y el punto Q está en ${Q}. ¿A cuántas unidades de distancia están?`,
            `En un mapa cuadriculado, un parque está en ${P} y una escuela está en ${Q}. ¿A cuántas unidades de distancia están?`,
          ] : [
            `How many units apart are the points ${P} and ${Q}?`,
            `What is the distance between ${P} and ${Q}, in units?`,
            `${who} marks ${P} and ${Q} on a grid. How many units apart are they?`,
            `Point P is at ${P} and point Q is at ${Q}. How many units apart are they?`,
            `On a grid map, a park is at ${P} and a school is at ${Q}. How many units apart are they?`,
          ]),
        },
        diagram: plane({ points: (horiz ? [[a, c], [b, c]] : [[c, a], [c, b]]).map(([x, y], i) => ({ x: x!, y: y!, label: 'PQ'[i]! })) }, { firstQuadrant: true }),
        answer,
        hints: hints(
          w.t(`The points share the same ${horiz ? 'y' : 'x'}-coordinate, so they are on one grid line.`, `Los puntos tienen la misma coordenada ${horiz ? 'y' : 'x'}, así que están en la misma línea de la cuadrícula.`),
          w.t(`Compare the ${horiz ? 'x' : 'y'}-coordinates: ${a} and ${b}.`, `Compara las coordenadas ${horiz ? 'x' : 'y'}: ${a} y ${b}.`),
          `${b} − ${a} = ?`,
        ),
        explanation: [
          w.t(`Both points have ${horiz ? 'y' : 'x'} = ${c}.`, `Los dos puntos tienen ${horiz ? 'y' : 'x'} = ${c}.`),
          w.t(`The distance is ${b} − ${a} = ${b - a} units.`, `La distancia es ${b} − ${a} = ${b - a} unidades.`),
          w.t(`Check: counting from ${a} up to ${b} takes ${b - a} steps.`, `Comprueba: para contar de ${a} hasta ${b} se dan ${b - a} pasos.`),
        ],
        misconceptions: misconceptions(answer, [
          [a + b, 'added', w.t('Subtract the coordinates that change.', 'Resta las coordenadas que cambian.')],
          [b - a + 1, 'counted-points', w.t('Count the jumps between grid points, not the points themselves.', 'Cuenta los saltos entre los puntos de la cuadrícula, no los puntos.')],
        ]),
      };
    }
    if (difficulty === 4) {
      const p = rng.int(1, 5), q = rng.int(2, 6), n = rng.int(3, 6);
      const x = (n - 1) * p, y = (n - 1) * q;
      const answer = coord(x, y);
      return {
        question: {
          text: rng.pick(w.es ? [
            `Las coordenadas x empiezan en 0 y suman ${p}. Las coordenadas y empiezan en 0 y suman ${q}. El primer punto es (0, 0). ¿Cuál es el punto número ${n}?`,
            `${who} marca puntos: las coordenadas x empiezan en 0 y suben de ${p} en ${p}, y las coordenadas y empiezan en 0 y suben de ${q} en ${q}. El primer punto es (0, 0). ¿Cuál es el punto número ${n}?`,
            `Un patrón de puntos empieza en (0, 0). Cada vez, la x sube ${p} y la y sube ${q}. Si (0, 0) es el punto 1, ¿cuál es el punto número ${n}?`,
            `Los puntos siguen dos reglas: la x empieza en 0 y suma ${p}; la y empieza en 0 y suma ${q}. El punto 1 es (0, 0). ¿Cuál es el punto número ${n}?`,
            `Una alpinista empieza en (0, 0), y cada paso la lleva ${unitsEs(p)} a la derecha y ${unitsEs(q)} hacia arriba. El punto 1 es (0, 0). ¿Dónde está el punto número ${n}?`,
          ] : [
            `The x-coordinates start at 0 and add ${p}. The y-coordinates start at 0 and add ${q}. The first point is (0, 0). What is point number ${n}?`,
            `${who} plots points: the x-coordinates start at 0 and go up by ${p}, and the y-coordinates start at 0 and go up by ${q}. The first point is (0, 0). What is point number ${n}?`,
            `A pattern of points starts at (0, 0). Each time, x goes up by ${p} and y goes up by ${q}. Counting (0, 0) as point 1, what is point number ${n}?`,
            `Points follow two rules: x starts at 0 and adds ${p}; y starts at 0 and adds ${q}. Point 1 is (0, 0). What is point number ${n}?`,
            `A climber starts at (0, 0), and each step takes her ${p} units right and ${q} units up. Point 1 is (0, 0). Where is point number ${n}?`,
          ]),
        },
        answer,
        hints: hints(
          w.t('The first point is (0, 0), so point number ' + n + ` is ${n - 1} steps along.`, `El primer punto es (0, 0), así que el punto número ${n} está ${n - 1} pasos más adelante.`),
          `x: ${n - 1} × ${p}.`,
          `y: ${n - 1} × ${q}. ${w.t('Write', 'Escribe')} (x, y).`,
        ),
        explanation: [
          w.t(`Point ${n} is ${n - 1} steps from (0, 0).`, `El punto ${n} está a ${n - 1} pasos de (0, 0).`),
          `x = ${n - 1} × ${p} = ${x}; y = ${n - 1} × ${q} = ${y}.`,
          w.t(`Point ${n} is ${pt(x, y)}.`, `El punto ${n} es ${pt(x, y)}.`),
          w.t(`Check: (0, 0), (${p}, ${q}), (${2 * p}, ${2 * q}), … for ${n} points.`, `Comprueba: (0, 0), (${p}, ${q}), (${2 * p}, ${2 * q}), … hasta tener ${n} puntos.`),
        ],
        misconceptions: misconceptions(answer, [
          [pt(n * p, n * q), 'off-by-one', w.t('(0, 0) is point 1, so take one step fewer.', '(0, 0) es el punto 1, así que da un paso menos.')],
          [pt(y, x), 'swapped-coordinates', w.t('Write x first, then y.', 'Escribe primero x y luego y.')],
        ]),
      };
    }
    const x1 = rng.int(0, 6), x2 = rng.int(x1 + 2, 12), y1 = rng.int(0, 6), y2 = rng.int(y1 + 2, 12);
    const corners: [number, number][] = [[x1, y1], [x2, y1], [x2, y2], [x1, y2]];
    const miss = rng.int(0, 3);
    const [mx, my] = corners[miss]!;
    const shown = corners.filter((_, i) => i !== miss).map(([a, b]) => pt(a, b));
    const answer = coord(mx, my);
    return {
      question: {
        text: rng.pick(w.es ? [
          `Tres esquinas de un rectángulo son ${w.list(shown)}. ¿Cuál es la cuarta esquina?`,
          `Un rectángulo tiene esquinas en ${w.list(shown)} y en un punto más. ¿Dónde está su cuarta esquina?`,
          `${who} dibuja un rectángulo. Tres de sus esquinas son ${w.list(shown)}. ¿Cuáles son las coordenadas de la cuarta esquina?`,
          `Los puntos ${w.list(shown)} son tres esquinas de un rectángulo. Encuentra la esquina que falta.`,
          `Un jardín en un mapa cuadriculado es un rectángulo con esquinas en ${w.list(shown)} y una más. ¿Cuál es la cuarta esquina?`,
        ] : [
          `Three corners of a rectangle are ${shown.join(', ')}. What is the fourth corner?`,
          `A rectangle has corners at ${shown.join(', ')} and one more point. Where is its fourth corner?`,
          `${who} draws a rectangle. Three of its corners are ${shown.join(', ')}. What are the coordinates of the fourth corner?`,
          `The points ${shown.join(', ')} are three corners of a rectangle. Find the missing corner.`,
          `A garden on a grid map is a rectangle with corners at ${shown.join(', ')} and one more. What is the fourth corner?`,
        ]),
      },
      diagram: plane({ points: corners.filter((_, i) => i !== miss).map(([x, y], i) => ({ x, y, label: 'ABC'[i]! })) }, { firstQuadrant: true, extra: corners }),
      answer,
      hints: hints(
        w.t('Opposite sides of a rectangle line up: each x-value and each y-value is used twice.', 'Los lados opuestos de un rectángulo están alineados: cada valor de x y cada valor de y se usa dos veces.'),
        w.t(`The x-values are ${x1} and ${x2}; the y-values are ${y1} and ${y2}.`, `Los valores de x son ${x1} y ${x2}; los valores de y son ${y1} y ${y2}.`),
        w.t('Which x-value and which y-value appear only once among the three corners?', '¿Qué valor de x y qué valor de y aparecen solo una vez en las tres esquinas?'),
      ),
      explanation: [
        w.t(`The x-values ${x1} and ${x2} and the y-values ${y1} and ${y2} each appear twice at the four corners.`, `Los valores de x (${x1} y ${x2}) y los de y (${y1} y ${y2}) aparecen dos veces cada uno en las cuatro esquinas.`),
        w.t(`The missing corner uses x = ${mx} and y = ${my}.`, `La esquina que falta usa x = ${mx} con y = ${my}.`),
        w.t(`It is ${pt(mx, my)}.`, `Es ${pt(mx, my)}.`),
        w.t(`Check: the four corners ${corners.map(([a, b]) => pt(a, b)).join(', ')} make a rectangle.`, `Comprueba: las cuatro esquinas ${w.list(corners.map(([a, b]) => pt(a, b)))} forman un rectángulo.`),
      ],
      misconceptions: misconceptions(answer, [
        [pt(my, mx), 'swapped-coordinates', w.t('Write x first, then y.', 'Escribe primero x y luego y.')],
        [pt(x2 - x1, y2 - y1), 'side-lengths', w.t(`${x2 - x1} and ${y2 - y1} are side lengths, not a point.`, `${x2 - x1} y ${y2 - y1} son las longitudes de los lados, no un punto.`)],
      ]),
    };
  },
};
