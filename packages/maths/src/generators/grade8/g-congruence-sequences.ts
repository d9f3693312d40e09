import type { AnswerSpec, Difficulty, GeneratedBody, Misconception, Rng, SkillGenerator } from '../../types.js';
import type { XY } from '../../diagrams/types.js';
import { plane } from '../../diagrams/build.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { choiceAnswerIn } from '../shared/answers.js';
import { EN, type Words } from '../../language/index.js';

/**
 * 8.G.A.2: two figures are congruent when a sequence of rotations, reflections and translations
 * takes one onto the other. Figure and image are drawn on a coordinate plane and their corners are
 * listed in the question. Every figure is a scalene triangle (no symmetry), so the move that maps
 * it onto its image is the only one, and its first side AB points right with C above it.
 *
 * d1: which kind of single move (translation, reflection, rotation). d2: which single move exactly.
 * d3: after a named sequence that may hold a dilation or a stretch, is the image congruent (yes/no)?
 * d4: which sequence ("a reflection across the x-axis, then a translation", ...). d5: how far the
 * translation at the end of a named sequence moves the figure.
 */

interface Move {
  /** The choice key naming the move. */
  key: string;
  /** The move as the question tells it ("reflected across the x-axis"). */
  done: string;
  /** The coordinate rule, for hints and steps. */
  rule: string;
  /** The Spanish: the choice's label, the move as told ("se refleja sobre el eje x") and its rule. */
  keyEs: string;
  doneEs: string;
  ruleEs: string;
  apply: (p: XY) => XY;
  /** Kind of move: reflections flip the figure over; rotations turn it; both keep lengths. */
  kind: 'reflection' | 'rotation';
}

const REFLECT_X: Move = { key: 'reflection across the x-axis', done: 'reflected across the x-axis', rule: 'A reflection across the x-axis keeps x and changes the sign of y: (x, y) → (x, −y).', keyEs: 'reflexión sobre el eje x', doneEs: 'se refleja sobre el eje x', ruleEs: 'Una reflexión sobre el eje x deja igual la x y le cambia el signo a la y: (x, y) → (x, −y).', apply: ([x, y]) => [x, -y], kind: 'reflection' };
const REFLECT_Y: Move = { key: 'reflection across the y-axis', done: 'reflected across the y-axis', rule: 'A reflection across the y-axis changes the sign of x and keeps y: (x, y) → (−x, y).', keyEs: 'reflexión sobre el eje y', doneEs: 'se refleja sobre el eje y', ruleEs: 'Una reflexión sobre el eje y le cambia el signo a la x y deja igual la y: (x, y) → (−x, y).', apply: ([x, y]) => [-x, y], kind: 'reflection' };
const ROT_CW: Move = { key: 'rotation 90° clockwise', done: 'rotated 90° clockwise about the origin', rule: 'A 90° clockwise rotation about the origin sends (x, y) to (y, −x).', keyEs: 'rotación de 90° en el sentido de las manecillas del reloj', doneEs: 'se gira 90° en el sentido de las manecillas del reloj alrededor del origen', ruleEs: 'Una rotación de 90° en el sentido de las manecillas del reloj alrededor del origen manda (x, y) a (y, −x).', apply: ([x, y]) => [y, -x], kind: 'rotation' };
const ROT_CCW: Move = { key: 'rotation 90° counterclockwise', done: 'rotated 90° counterclockwise about the origin', rule: 'A 90° counterclockwise rotation about the origin sends (x, y) to (−y, x).', keyEs: 'rotación de 90° en sentido contrario a las manecillas del reloj', doneEs: 'se gira 90° en sentido contrario a las manecillas del reloj alrededor del origen', ruleEs: 'Una rotación de 90° en sentido contrario a las manecillas del reloj alrededor del origen manda (x, y) a (−y, x).', apply: ([x, y]) => [-y, x], kind: 'rotation' };
const ROT_180: Move = { key: 'rotation 180°', done: 'rotated 180° about the origin', rule: 'A 180° rotation about the origin changes both signs: (x, y) → (−x, −y).', keyEs: 'rotación de 180°', doneEs: 'se gira 180° alrededor del origen', ruleEs: 'Una rotación de 180° alrededor del origen cambia los dos signos: (x, y) → (−x, −y).', apply: ([x, y]) => [-x, -y], kind: 'rotation' };
const TURNS: readonly Move[] = [REFLECT_X, REFLECT_Y, ROT_CW, ROT_CCW, ROT_180];
/** The move most often taken for another: [the right move, the one picked, the mistake's id]. */
const CONFUSED: readonly [Move, Move, string][] = [
  [ROT_CW, ROT_CCW, 'wrong-direction'], [ROT_CCW, ROT_CW, 'wrong-direction'], [REFLECT_X, REFLECT_Y, 'wrong-axis'], [REFLECT_Y, REFLECT_X, 'wrong-axis'],
  [REFLECT_Y, ROT_180, 'flip-or-turn'], [ROT_180, REFLECT_Y, 'flip-or-turn'], [ROT_180, REFLECT_X, 'flip-or-turn'],
];

/** Scalene triangles with side AB along the x direction and C above it (offsets from corner A). */
const SHAPES: readonly XY[][] = [
  [[0, 0], [3, 0], [0, 2]], [[0, 0], [4, 0], [1, 2]], [[0, 0], [2, 0], [0, 3]], [[0, 0], [3, 0], [1, 2]], [[0, 0], [4, 0], [3, 2]], [[0, 0], [3, 0], [4, 2]], [[0, 0], [2, 0], [3, 3]],
];
const NAMES: readonly [string, string, string][] = [['A', 'B', 'C'], ['P', 'Q', 'R'], ['D', 'E', 'F'], ['J', 'K', 'L'], ['X', 'Y', 'Z'], ['G', 'H', 'K']];

const n = (v: number): string => fmtDecOrFrac(v || 0);
const pt = (p: XY): string => `(${n(p[0])}, ${n(p[1])})`;
const choice = (value: string, options: Record<string, string[]>): AnswerSpec => ({ format: 'choice', value, canonical: value, options });

const KIND_OPTIONS: Record<string, string[]> = {
  translation: ['a translation', 'translate', 'slide', 'a slide'],
  reflection: ['a reflection', 'reflect', 'flip', 'a flip'],
  rotation: ['a rotation', 'rotate', 'turn', 'a turn'],
};
const MOVE_OPTIONS: Record<string, string[]> = {
  translation: ['a translation', 'translate', 'slide'],
  'reflection across the x-axis': ['reflect across the x-axis', 'reflection over the x-axis', 'reflection in the x-axis', 'x-axis reflection'],
  'reflection across the y-axis': ['reflect across the y-axis', 'reflection over the y-axis', 'reflection in the y-axis', 'y-axis reflection'],
  'rotation 90° clockwise': ['rotation 90 clockwise', 'rotate 90° clockwise', '90° clockwise', 'quarter turn clockwise'],
  'rotation 90° counterclockwise': ['rotation 90 counterclockwise', 'rotate 90° counterclockwise', '90° counterclockwise', 'quarter turn counterclockwise'],
  'rotation 180°': ['rotation 180', 'rotate 180°', 'half turn', '180° rotation'],
};
const SEQUENCE_OPTIONS: Record<string, string[]> = Object.fromEntries(TURNS.map((m) => [`${m.key}, then a translation`, [`${m.key} then a translation`, `${m.key} and a translation`]]));
const YES_NO: Record<string, string[]> = { yes: ['y', 'congruent', 'it is', 'yes it is'], no: ['n', 'not congruent', 'it is not', 'no it is not'] };
/** The Spanish forms of each table, the first being the label the child sees. */
const KIND_OPTIONS_ES: Record<string, string[]> = {
  translation: ['traslación', 'una traslación', 'trasladar', 'deslizamiento', 'un deslizamiento'],
  reflection: ['reflexión', 'una reflexión', 'reflejar', 'volteo', 'voltear'],
  rotation: ['rotación', 'una rotación', 'rotar', 'giro', 'un giro', 'girar'],
};
const MOVE_OPTIONS_ES: Record<string, string[]> = {
  translation: ['traslación', 'una traslación', 'trasladar'],
  'reflection across the x-axis': ['reflexión sobre el eje x', 'reflejar sobre el eje x', 'reflexión en el eje x', 'una reflexión sobre el eje x'],
  'reflection across the y-axis': ['reflexión sobre el eje y', 'reflejar sobre el eje y', 'reflexión en el eje y', 'una reflexión sobre el eje y'],
  'rotation 90° clockwise': ['rotación de 90° en el sentido de las manecillas del reloj', 'giro de 90° en el sentido de las manecillas del reloj', '90° en el sentido de las manecillas del reloj', 'rotación de 90° a favor de las manecillas del reloj'],
  'rotation 90° counterclockwise': ['rotación de 90° en sentido contrario a las manecillas del reloj', 'giro de 90° en sentido contrario a las manecillas del reloj', '90° en sentido contrario a las manecillas del reloj', 'rotación de 90° en contra de las manecillas del reloj'],
  'rotation 180°': ['rotación de 180°', 'giro de 180°', 'media vuelta', 'rotación de 180 grados'],
};
const SEQUENCE_OPTIONS_ES: Record<string, string[]> = Object.fromEntries(TURNS.map((m) => [`${m.key}, then a translation`, [`${m.keyEs}, luego una traslación`, `${m.keyEs} y luego una traslación`, `${m.keyEs} y una traslación`]]));
const YES_NO_ES: Record<string, string[]> = { yes: ['sí', 'si', 'son congruentes', 'congruentes', 'sí son'], no: ['no', 'no son congruentes', 'no congruentes', 'no son'] };
/** Where a side points, in Spanish. */
const WAY_ES: Record<string, string> = { right: 'a la derecha', left: 'a la izquierda', up: 'hacia arriba', down: 'hacia abajo' };

const translate = (dx: number, dy: number) => ([x, y]: XY): XY => [x + dx, y + dy];
const shift = (dx: number, dy: number, w: Words = EN): string => {
  if (w.es) {
    const partsEs = [dx ? `${Math.abs(dx)} unidad${Math.abs(dx) === 1 ? '' : 'es'} ${WAY_ES[dx < 0 ? 'left' : 'right']}` : '', dy ? `${Math.abs(dy)} unidad${Math.abs(dy) === 1 ? '' : 'es'} ${WAY_ES[dy < 0 ? 'down' : 'up']}` : ''].filter(Boolean);
    return partsEs.join(' y ');
  }
  const parts = [dx ? `${Math.abs(dx)} unit${Math.abs(dx) === 1 ? '' : 's'} ${dx < 0 ? 'left' : 'right'}` : '', dy ? `${Math.abs(dy)} unit${Math.abs(dy) === 1 ? '' : 's'} ${dy < 0 ? 'down' : 'up'}` : ''].filter(Boolean);
  return parts.join(' and ');
};

interface Figure {
  names: [string, string, string];
  corners: XY[];
}

function figure(rng: Rng): Figure {
  const shape = rng.pick(SHAPES);
  const ox = signedInt(rng, 1, 4), oy = signedInt(rng, 1, 3);
  return { names: rng.pick(NAMES), corners: shape.map(([x, y]): XY => [x + ox, y + oy]) };
}

const listed = (names: string[], corners: XY[], w: Words = EN): string => `${names.slice(0, -1).map((l, i) => `${l}${pt(corners[i]!)}`).join(', ')} ${w.t('and', 'y')} ${names[names.length - 1]}${pt(corners[corners.length - 1]!)}`;
const primed = (names: string[]): string[] => names.map((l) => `${l}′`);

/** The figure and its image on one plane, with their corners as lettered points. */
function drawing(f: Figure, image: XY[]) {
  const imgNames = primed(f.names);
  return plane(
    {
      points: [...f.corners.map(([x, y], i) => ({ x, y, label: f.names[i]! })), ...image.map(([x, y], i) => ({ x, y, label: imgNames[i]! }))],
      polygons: [{ vertices: f.corners }, { vertices: image }],
    },
    { extra: [[-2, -2], [2, 2]] },
  );
}

/** Where side AB points after a move (AB points right in the figure). */
function direction(m: Move, w: Words = EN): string {
  const [dx, dy] = m.apply([1, 0]);
  const way = dx > 0 ? 'right' : dx < 0 ? 'left' : dy > 0 ? 'up' : 'down';
  return w.es ? WAY_ES[way]! : way;
}
const choiceIn = (w: Words, value: string, en: Record<string, string[]>, es: Record<string, string[]>): AnswerSpec => (w.es ? choiceAnswerIn(w, value, en, es) : choice(value, en));

export const gCongruenceSequences: SkillGenerator = {
  skillId: 'g8.g.congruence-sequences',
  grade: 8,
  domain: 'g',
  ccss: ['8.G.A.2'],
  topic: 'Geometry',
  subtopic: 'Congruence through moves',
  prereqs: ['g8.g.transformations'],
  estTimeSec: times(30, 100),
  version: '1.0.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN): GeneratedBody {
    const f = figure(rng);
    const tri = f.names.join('');
    const img = primed(f.names).join('');
    const [a0] = f.corners as [XY];
    const A = f.names[0]!;
    if (difficulty <= 2) {
      const useTurn = rng.int(0, 2) > 0;
      const turn = rng.pick(TURNS);
      const dx = signedInt(rng, 1, 4), dy = rng.bool() ? signedInt(rng, 1, 3) : 0;
      const move = useTurn ? turn.apply : translate(dx, dy);
      const image = f.corners.map(move);
      const key = useTurn ? (difficulty === 1 ? turn.kind : turn.key) : 'translation';
      const [a1] = image as [XY];
      const ask = w.es
        ? difficulty === 1
          ? rng.pick([`¿Qué movimiento único lleva el triángulo ${tri} al triángulo ${img}: una traslación, una reflexión o una rotación?`, `¿El triángulo ${img} es la imagen del triángulo ${tri} después de una traslación, una reflexión o una rotación?`, `Di qué tipo de movimiento lleva el triángulo ${tri} al triángulo ${img}: traslación, reflexión o rotación.`, `El triángulo ${img} es congruente con el triángulo ${tri}. ¿Qué movimiento lo muestra: una traslación, una reflexión o una rotación?`, `Un movimiento lleva el triángulo ${tri} al triángulo ${img}. ¿Es una traslación, una reflexión o una rotación?`])
          : rng.pick([`¿Qué movimiento único lleva el triángulo ${tri} al triángulo ${img}?`, `Di el movimiento que lleva el triángulo ${tri} al triángulo ${img}.`, `El triángulo ${img} es la imagen del triángulo ${tri} después de un movimiento. ¿Qué movimiento es?`, `¿Qué transformación lleva el triángulo ${tri} al triángulo ${img} (las rotaciones son alrededor del origen)?`, `Un movimiento lleva el triángulo ${tri} al triángulo ${img}. ¿Cuál es?`])
        : difficulty === 1
        ? rng.pick([`Which single move maps triangle ${tri} onto triangle ${img}: a translation, a reflection or a rotation?`, `Is triangle ${img} the image of triangle ${tri} after a translation, a reflection or a rotation?`, `Name the kind of move that takes triangle ${tri} onto triangle ${img}: translation, reflection or rotation.`, `Triangle ${img} is congruent to triangle ${tri}. Which one move shows it: a translation, a reflection or a rotation?`, `One move takes triangle ${tri} to triangle ${img}. Is it a translation, a reflection or a rotation?`])
        : rng.pick([`Which single move maps triangle ${tri} onto triangle ${img}?`, `Name the one move that takes triangle ${tri} onto triangle ${img}.`, `Triangle ${img} is the image of triangle ${tri} after one move. Which move is it?`, `Which transformation maps triangle ${tri} onto triangle ${img} (rotations are about the origin)?`, `One move takes triangle ${tri} to triangle ${img}. Which one?`]);
      const text = w.t(`Triangle ${tri} has corners ${listed(f.names, f.corners, w)}. Triangle ${img} has corners ${listed(primed(f.names), image, w)}. ${ask}`, `El triángulo ${tri} tiene vértices en ${listed(f.names, f.corners, w)}. El triángulo ${img} tiene vértices en ${listed(primed(f.names), image, w)}. ${ask}`);
      const why = w.es
        ? !useTurn
          ? `Cada vértice se mueve lo mismo, ${shift(dx, dy, w)}, y el triángulo no se voltea ni se gira: es una traslación.`
          : turn.kind === 'reflection'
            ? `${turn.ruleEs} El triángulo queda volteado: sus vértices van en el otro sentido. Así que es una ${difficulty === 1 ? 'reflexión' : turn.keyEs}.`
            : `${turn.ruleEs} El triángulo gira alrededor del origen, no se voltea. Así que es una ${difficulty === 1 ? 'rotación' : turn.keyEs}.`
        : !useTurn
        ? `Every corner moves by the same amount, ${shift(dx, dy)}, and the triangle is neither flipped nor turned: a translation.`
        : turn.kind === 'reflection'
          ? `${turn.rule} The triangle is flipped over: its corners go around the other way. So it is a ${difficulty === 1 ? 'reflection' : turn.key}.`
          : `${turn.rule} The triangle is turned about the origin, not flipped. So it is a ${difficulty === 1 ? 'rotation' : turn.key}.`;
      const wrong: Misconception[] = difficulty === 1
        ? [
          mis('translation', 'moved-is-translation', w.t('In a translation every corner moves by the same amount. Compare how far each corner moves here.', 'En una traslación, todos los vértices se mueven lo mismo. Compara cuánto se mueve cada vértice aquí.')),
          mis('reflection', 'turn-as-flip', w.t('A reflection flips the triangle over, so its corners go around the other way. Check the order of the corners.', 'Una reflexión voltea el triángulo, así que sus vértices van en el otro sentido. Revisa el orden de los vértices.')),
          mis('rotation', 'flip-as-turn', w.t('A rotation turns the triangle without flipping it: the corners still go around the same way. Check the order of the corners.', 'Una rotación gira el triángulo sin voltearlo: los vértices siguen en el mismo sentido. Revisa el orden de los vértices.')),
        ]
        : [
          ...(useTurn && turn === ROT_CW ? [mis(ROT_CCW.key, 'wrong-direction', w.t('Check the direction: clockwise is the way a clock\'s hands turn, (x, y) → (y, −x).', 'Revisa el sentido: en el sentido de las manecillas del reloj es como giran las manecillas, (x, y) → (y, −x).'))] : []),
          ...(useTurn && turn === ROT_CCW ? [mis(ROT_CW.key, 'wrong-direction', w.t('Check the direction: counterclockwise is against a clock\'s hands, (x, y) → (−y, x).', 'Revisa el sentido: en sentido contrario a las manecillas del reloj es al revés de como giran, (x, y) → (−y, x).'))] : []),
          ...(useTurn && turn === REFLECT_X ? [mis(REFLECT_Y.key, 'wrong-axis', w.t('Across the x-axis, y changes sign; across the y-axis, x does.', 'Sobre el eje x, la y cambia de signo; sobre el eje y, la que cambia es la x.'))] : []),
          ...(useTurn && turn === REFLECT_Y ? [mis(REFLECT_X.key, 'wrong-axis', w.t('Across the y-axis, x changes sign; across the x-axis, y does.', 'Sobre el eje y, la x cambia de signo; sobre el eje x, la que cambia es la y.'))] : []),
          ...(useTurn && turn === ROT_180 ? [mis(REFLECT_X.key, 'turn-as-flip', w.t('Both coordinates change sign, and the triangle is not flipped: that is a half turn.', 'Las dos coordenadas cambian de signo y el triángulo no está volteado: es media vuelta.'))] : []),
          ...(!useTurn ? [mis(REFLECT_Y.key, 'moved-is-reflection', w.t('The triangle is not flipped: every corner slides by the same amount.', 'El triángulo no está volteado: cada vértice se desliza lo mismo.'))] : []),
        ];
      return {
        ...bodyByFormat(
          text,
          choiceIn(w, key, difficulty === 1 ? KIND_OPTIONS : MOVE_OPTIONS, difficulty === 1 ? KIND_OPTIONS_ES : MOVE_OPTIONS_ES),
          w.es
            ? [`Compara un vértice con su imagen: ${A} y ${A}′.`, `¿El triángulo solo se deslizó, se volteó o se giró? Fíjate hacia dónde apunta el lado ${A}${f.names[1]} en cada triángulo.`, difficulty === 1 ? 'Deslizar es una traslación, voltear es una reflexión y girar es una rotación.' : `Prueba la regla de coordenadas de cada movimiento en el vértice ${A}.`]
            : [`Compare one corner with its image: ${A} and ${A}′.`, `Is the triangle only slid, flipped over, or turned? Look at where side ${A}${f.names[1]} points in each triangle.`, difficulty === 1 ? 'A slide is a translation, a flip is a reflection, a turn is a rotation.' : 'Check the coordinate rule of each move on corner ' + `${A}.`],
          w.es
            ? [`El vértice ${A}${pt(a0)} va a ${A}′${pt(a1)}.`, `El cambio en x de ${A} a ${A}′ = ${n(a1[0])} − ${n(a0[0])} = ${n(a1[0] - a0[0])}.`, `El lado ${A}${f.names[1]} apunta a la derecha, y el lado ${A}′${f.names[1]}′ apunta ${useTurn ? direction(turn, w) : 'a la derecha'}.`, why, `Comprueba: los otros vértices siguen la misma regla, y cada lado conserva su longitud.`]
            : [`Corner ${A}${pt(a0)} goes to ${A}′${pt(a1)}.`, `The change in x from ${A} to ${A}′ = ${n(a1[0])} − ${n(a0[0])} = ${n(a1[0] - a0[0])}.`, `Side ${A}${f.names[1]} points right, and side ${A}′${f.names[1]}′ points ${useTurn ? direction(turn) : 'right'}.`, why, `Check: the other corners follow the same rule, and every side keeps its length.`],
          wrong,
        ),
        diagram: drawing(f, image),
      };
    }
    if (difficulty === 3) {
      const first = rng.pick(TURNS);
      const dx = signedInt(rng, 1, 3), dy = signedInt(rng, 1, 3);
      const spoiler = rng.pick(['none', 'none', 'dilation', 'stretch'] as const);
      const k = rng.int(2, 3);
      const onX = rng.bool();
      const second: { done: string; doneEs: string; apply: (p: XY) => XY } =
        spoiler === 'dilation' ? { done: `dilated by a scale factor of ${k} about the origin`, doneEs: `se dilata con un factor de escala de ${k} respecto al origen`, apply: ([x, y]) => [k * x, k * y] }
          : spoiler === 'stretch' ? { done: `stretched so that every ${onX ? 'x' : 'y'}-coordinate is multiplied by ${k}`, doneEs: `se estira de modo que cada coordenada ${onX ? 'x' : 'y'} se multiplica por ${k}`, apply: ([x, y]) => (onX ? [k * x, y] : [x, k * y]) }
            : { done: `translated ${shift(dx, dy)}`, doneEs: `se traslada ${shift(dx, dy, w)}`, apply: translate(dx, dy) };
      const order = rng.bool();
      const steps = order ? [first, second] : [second, first];
      const image = f.corners.map((p) => steps[1]!.apply(steps[0]!.apply(p)));
      const congruent = spoiler === 'none';
      const told = w.t(`first ${steps[0]!.done}, then ${steps[1]!.done}`, `primero ${steps[0]!.doneEs} y luego ${steps[1]!.doneEs}`);
      const ask = rng.pick(w.es ? [`¿El triángulo ${img} es congruente con el triángulo ${tri}?`, `¿Los dos triángulos son congruentes?`, `¿Esta secuencia muestra que el triángulo ${img} es congruente con el triángulo ${tri}?`, `¿La imagen es congruente con el triángulo original?`, `Sí o no: ¿el triángulo ${img} es congruente con el triángulo ${tri}?`] : [`Is triangle ${img} congruent to triangle ${tri}?`, `Are the two triangles congruent?`, `Does this sequence show that triangle ${img} is congruent to triangle ${tri}?`, `Is the image congruent to the original triangle?`, `Yes or no: is triangle ${img} congruent to triangle ${tri}?`]);
      const text = w.t(`Triangle ${tri} has corners ${listed(f.names, f.corners, w)}. It is ${told}, giving triangle ${img}. ${ask}`, `El triángulo ${tri} tiene vértices en ${listed(f.names, f.corners, w)}. ${told.charAt(0).toUpperCase()}${told.slice(1)}, y así se obtiene el triángulo ${img}. ${ask}`);
      const [p, q] = f.corners as [XY, XY];
      const [p2, q2] = image as [XY, XY];
      const along = p2[0] !== q2[0] ? 0 : 1;
      const [lo, hi] = [Math.min(p2[along], q2[along]), Math.max(p2[along], q2[along])];
      const B = f.names[1]!;
      return {
        ...bodyByFormat(
          text,
          choiceIn(w, congruent ? 'yes' : 'no', YES_NO, YES_NO_ES),
          [w.t('Congruent figures have the same size and shape: every side keeps its length.', 'Las figuras congruentes tienen el mismo tamaño y la misma forma: cada lado conserva su longitud.'), w.t('Rotations, reflections and translations keep lengths. Does each move in the sequence keep them?', 'Las rotaciones, reflexiones y traslaciones conservan las longitudes. ¿Cada movimiento de la secuencia las conserva?'), w.t(`Compare the length of side ${A}${B} with the length of side ${A}′${B}′.`, `Compara la longitud del lado ${A}${B} con la del lado ${A}′${B}′.`)],
          [w.t(`Side ${A}${B} runs along a grid line: its length = ${n(q[0])} − ${n(p[0])} = ${n(q[0] - p[0])}.`, `El lado ${A}${B} va sobre una línea de la cuadrícula: su longitud = ${n(q[0])} − ${n(p[0])} = ${n(q[0] - p[0])}.`), w.t(`Side ${A}′${B}′ runs along a grid line too: its length = ${n(hi)} − ${n(lo)} = ${n(hi - lo)}.`, `El lado ${A}′${B}′ también va sobre una línea de la cuadrícula: su longitud = ${n(hi)} − ${n(lo)} = ${n(hi - lo)}.`), congruent ? w.t(`Each move is a ${first.kind} or a translation, and these keep every length and angle: the triangles are congruent, so the answer is yes.`, `Cada movimiento es una ${first.kind === 'reflection' ? 'reflexión' : 'rotación'} o una traslación, y estos conservan todas las longitudes y los ángulos: los triángulos son congruentes, así que la respuesta es sí.`) : w.t(`The ${spoiler === 'dilation' ? 'dilation' : 'stretch'} changes lengths: the triangles are not congruent, so the answer is no.`, `${spoiler === 'dilation' ? 'La dilatación' : 'El estiramiento'} cambia las longitudes: los triángulos no son congruentes, así que la respuesta es no.`), w.t(`Check: ${congruent ? 'the other sides also keep their lengths.' : `side ${A}′${B}′ is ${hi - lo === q[0] - p[0] ? 'the same, but another side is not' : 'not the same length as side ' + A + B}.`}`, `Comprueba: ${congruent ? 'los otros lados también conservan su longitud.' : `el lado ${A}′${B}′ ${hi - lo === q[0] - p[0] ? 'mide lo mismo, pero otro lado no' : 'no mide lo mismo que el lado ' + A + B}.`}`)],
          congruent ? [mis('no', 'moved-not-congruent', w.t('Moving a figure to a new place, flipping it or turning it does not change its size or shape.', 'Mover una figura a otro lugar, voltearla o girarla no cambia su tamaño ni su forma.'))] : [mis('yes', 'any-sequence-congruent', w.t(`A ${spoiler === 'dilation' ? 'dilation by a scale factor other than 1' : 'stretch'} changes lengths, so the image is not congruent.`, `${spoiler === 'dilation' ? 'Una dilatación con un factor de escala distinto de 1' : 'Un estiramiento'} cambia las longitudes, así que la imagen no es congruente.`))],
        ),
        diagram: drawing(f, image),
      };
    }
    // d4 and d5: a turn or reflection, then a translation.
    const turn = rng.pick(TURNS);
    const mid = f.corners.map(turn.apply);
    const [m0] = mid as [XY];
    if (difficulty === 4) {
      const dx = signedInt(rng, 1, 4), dy = signedInt(rng, 1, 4);
      const image = mid.map(translate(dx, dy));
      const [a1] = image as [XY];
      const key = `${turn.key}, then a translation`;
      const ask = rng.pick(w.es ? [`¿Qué secuencia lleva el triángulo ${tri} al triángulo ${img}?`, `¿Qué dos movimientos, en orden, llevan el triángulo ${tri} al triángulo ${img}?`, `El triángulo ${img} es congruente con el triángulo ${tri}. ¿Qué secuencia de movimientos lo muestra?`, `Di la secuencia que lleva el triángulo ${tri} al triángulo ${img} (las rotaciones son alrededor del origen).`, `¿Qué secuencia de un giro o un volteo y un deslizamiento lleva el triángulo ${tri} al triángulo ${img}?`] : [`Which sequence maps triangle ${tri} onto triangle ${img}?`, `Which two moves, in order, take triangle ${tri} onto triangle ${img}?`, `Triangle ${img} is congruent to triangle ${tri}. Which sequence of moves shows it?`, `Name the sequence that maps triangle ${tri} onto triangle ${img} (rotations are about the origin).`, `Which sequence of a turn or flip and a slide takes triangle ${tri} to triangle ${img}?`]);
      const text = w.t(`Triangle ${tri} has corners ${listed(f.names, f.corners, w)}. Triangle ${img} has corners ${listed(primed(f.names), image, w)}. ${ask}`, `El triángulo ${tri} tiene vértices en ${listed(f.names, f.corners, w)}. El triángulo ${img} tiene vértices en ${listed(primed(f.names), image, w)}. ${ask}`);
      const flipped = turn.kind === 'reflection';
      return {
        ...bodyByFormat(
          text,
          choiceIn(w, key, SEQUENCE_OPTIONS, SEQUENCE_OPTIONS_ES),
          w.es
            ? [`El lado ${A}${f.names[1]} apunta a la derecha. ¿Hacia dónde apunta el lado ${A}′${f.names[1]}′?`, '¿La imagen está volteada (sus vértices van en el otro sentido) o solo girada?', 'Primero deshaz el giro o el volteo y luego busca el deslizamiento que cae sobre la imagen.']
            : [`Side ${A}${f.names[1]} points right. Where does side ${A}′${f.names[1]}′ point?`, 'Is the image flipped over (its corners go around the other way) or only turned?', 'Undo the turn or flip first, then find the slide that lands on the image.'],
          w.es
            ? [`El lado ${A}${f.names[1]} apunta a la derecha; el lado ${A}′${f.names[1]}′ apunta ${direction(turn, w)}, y el triángulo ${flipped ? 'está volteado' : 'no está volteado'}.`, `${turn.ruleEs} ${A}${pt(a0)} → ${pt(m0)}.`, `De ${pt(m0)} a ${A}′${pt(a1)}, el cambio en x = ${n(a1[0])} − ${n(m0[0])} = ${n(dx)}.`, `Entonces la secuencia es una ${turn.keyEs} y luego una traslación de ${shift(dx, dy, w)}.`, `Comprueba: los mismos dos movimientos llevan también los otros vértices a sus imágenes.`]
            : [`Side ${A}${f.names[1]} points right; side ${A}′${f.names[1]}′ points ${direction(turn)}, and the triangle is ${flipped ? 'flipped over' : 'not flipped'}.`, `${turn.rule} ${A}${pt(a0)} → ${pt(m0)}.`, `From ${pt(m0)} to ${A}′${pt(a1)}, the change in x = ${n(a1[0])} − ${n(m0[0])} = ${n(dx)}.`, `So the sequence is a ${turn.key}, then a translation ${shift(dx, dy)}.`, `Check: the same two moves take the other corners onto their images too.`],
          CONFUSED.filter(([x]) => x === turn).map(([, o, id]) => mis(`${o.key}, then a translation`, id, w.es
            ? o.kind === 'reflection' ? `Una ${o.keyEs} voltea el triángulo; revisa hacia dónde apunta el lado ${A}${f.names[1]} después, y el orden de los vértices.` : `Una ${o.keyEs} gira el triángulo sin voltearlo; revisa hacia dónde apunta el lado ${A}${f.names[1]} después, y el orden de los vértices.`
            : o.kind === 'reflection' ? `A ${o.key} flips the triangle; check which way side ${A}${f.names[1]} points after it, and the order of the corners.` : `A ${o.key} turns the triangle without flipping it; check which way side ${A}${f.names[1]} points after it, and the order of the corners.`)),
        ),
        diagram: drawing(f, image),
      };
    }
    // d5: how far the closing translation moves the figure; it runs along one axis, by more than any
    // coordinate of the corner A after the first move (which a step names).
    const horizontal = rng.bool();
    const sign = rng.bool() ? 1 : -1;
    const used = new Set([m0[0], m0[1], a0[0], a0[1]].map(Math.abs));
    const sizes = [2, 3, 4, 5, 6, 7, 8, 9].filter((v) => !used.has(v));
    const h = rng.pick(sizes);
    const [dx, dy] = horizontal ? [sign * h, 0] : [0, sign * h];
    const image = mid.map(translate(dx, dy));
    const [a1] = image as [XY];
    const wayEn = horizontal ? (sign > 0 ? 'right' : 'left') : sign > 0 ? 'up' : 'down';
    const way = w.t(wayEn, WAY_ES[wayEn]!);
    const ask = rng.pick(w.es ? [`¿Cuántas unidades ${way} se traslada?`, `¿Cuántas unidades se mueve ${way}?`, `¿Qué distancia ${way}, en unidades, lo mueve la traslación?`, `¿Cuál es la longitud, en unidades, de la traslación ${way}?`, `¿Cuántas unidades ${way} lo lleva el segundo movimiento?`] : [`How many units ${way} is it translated?`, `By how many units is it moved ${way}?`, `How far ${way}, in units, does the translation move it?`, `What is the length, in units, of the translation ${way}?`, `How many units ${way} does the second move take it?`]);
    const text = w.t(`Triangle ${tri} has corners ${listed(f.names, f.corners, w)}. It is ${turn.done} and then translated ${way}, giving triangle ${img} with corners ${listed(primed(f.names), image, w)}. ${ask}`, `El triángulo ${tri} tiene vértices en ${listed(f.names, f.corners, w)}. Primero ${turn.doneEs} y luego se traslada ${way}, y así se obtiene el triángulo ${img}, con vértices en ${listed(primed(f.names), image, w)}. ${ask}`);
    const coord = horizontal ? 0 : 1;
    const answer: AnswerSpec = { format: 'integer', value: String(h), canonical: String(h) };
    return {
      ...bodyByFormat(
        text,
        answer,
        [w.t(`Do the first move on corner ${A} alone.`, `Haz el primer movimiento solo con el vértice ${A}.`), w.t(turn.rule, turn.ruleEs), w.t(`Compare where ${A} is after the first move with ${A}′: how far apart are they?`, `Compara dónde queda ${A} después del primer movimiento con ${A}′: ¿qué tan lejos están?`)],
        w.es
          ? [`${turn.ruleEs}`, `Después de la ${turn.keyEs}, ${A}${pt(a0)} queda en ${pt(m0)}.`, `La traslación lo lleva a ${A}′${pt(a1)}: unidades que se mueve ${way} = ${sign > 0 ? `${n(a1[coord])} − ${n(m0[coord])}` : `${n(m0[coord])} − ${n(a1[coord])}`} = ${h}.`, `Comprueba: ${pt(m0)} movido ${h} unidades ${way} queda en ${pt(a1)}, y los otros vértices se mueven igual.`]
          : [`${turn.rule}`, `After the ${turn.key}, ${A}${pt(a0)} is at ${pt(m0)}.`, `The translation moves it on to ${A}′${pt(a1)}: units moved ${way} = ${sign > 0 ? `${n(a1[coord])} − ${n(m0[coord])}` : `${n(m0[coord])} − ${n(a1[coord])}`} = ${h}.`, `Check: ${pt(m0)} moved ${h} units ${way} is ${pt(a1)}, and the other corners move the same way.`],
        [
          mis(String(Math.abs(a1[coord] - a0[coord])), 'skipped-first-move', w.t(`Do the ${turn.key} first: the translation starts from where ${A} lands after it, not from ${A} itself.`, `Haz primero la ${turn.keyEs}: la traslación empieza donde queda ${A} después de ella, no en ${A}.`)),
          mis(String(Math.abs(a1[coord])), 'read-coordinate', w.t(`That is a coordinate of ${A}′; the translation is the distance from ${A}'s position after the first move.`, `Esa es una coordenada de ${A}′; la traslación es la distancia desde donde queda ${A} después del primer movimiento.`)),
        ].filter((m) => m.value !== '0'),
      ),
      diagram: drawing(f, image),
    };
  },
};
