import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { plane, withDiagram } from '../../diagrams/build.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';
import { EN, type Words } from '../../language/index.js';

type Pt = [number, number];
const pt = (p: Pt): string => `(${fmtDecOrFrac(p[0] || 0)}, ${fmtDecOrFrac(p[1] || 0)})`;

interface Move {
  name: string;
  rule: string;
  /** The Spanish: the move said to the child ("refléjalo…"), said of a point, and its rule. */
  doEs: string;
  pointEs: (p: string) => string;
  ruleEs: string;
  apply: (p: Pt) => Pt;
}
const reflectX: Move = {
  name: 'reflect it across the x-axis',
  rule: 'Reflecting across the x-axis keeps x and changes the sign of y: (x, y) → (x, −y).',
  doEs: 'refléjalo sobre el eje x',
  pointEs: (p) => `Refleja el punto ${p} sobre el eje x`,
  ruleEs: 'Al reflejar sobre el eje x, la x se queda igual y la y cambia de signo: (x, y) → (x, −y).',
  apply: ([x, y]) => [x, -y],
};
const reflectY: Move = {
  name: 'reflect it across the y-axis',
  rule: 'Reflecting across the y-axis changes the sign of x and keeps y: (x, y) → (−x, y).',
  doEs: 'refléjalo sobre el eje y',
  pointEs: (p) => `Refleja el punto ${p} sobre el eje y`,
  ruleEs: 'Al reflejar sobre el eje y, la x cambia de signo y la y se queda igual: (x, y) → (−x, y).',
  apply: ([x, y]) => [-x, y],
};
const rot180: Move = {
  name: 'rotate it 180° about the origin',
  rule: 'A 180° rotation about the origin changes both signs: (x, y) → (−x, −y).',
  doEs: 'gíralo 180° alrededor del origen',
  pointEs: (p) => `Gira el punto ${p} 180° alrededor del origen`,
  ruleEs: 'Una rotación de 180° alrededor del origen cambia los dos signos: (x, y) → (−x, −y).',
  apply: ([x, y]) => [-x, -y],
};
const rotCCW: Move = {
  name: 'rotate it 90° counterclockwise about the origin',
  rule: 'A 90° counterclockwise turn sends (x, y) to (−y, x).',
  doEs: 'gíralo 90° en sentido contrario a las manecillas del reloj alrededor del origen',
  pointEs: (p) => `Gira el punto ${p} 90° en sentido contrario a las manecillas del reloj alrededor del origen`,
  ruleEs: 'Un giro de 90° en sentido contrario a las manecillas del reloj manda (x, y) a (−y, x).',
  apply: ([x, y]) => [-y, x],
};
const rotCW: Move = {
  name: 'rotate it 90° clockwise about the origin',
  rule: 'A 90° clockwise turn sends (x, y) to (y, −x).',
  doEs: 'gíralo 90° en el sentido de las manecillas del reloj alrededor del origen',
  pointEs: (p) => `Gira el punto ${p} 90° en el sentido de las manecillas del reloj alrededor del origen`,
  ruleEs: 'Un giro de 90° en el sentido de las manecillas del reloj manda (x, y) a (y, −x).',
  apply: ([x, y]) => [y, -x],
};
/** How the question ends, English and Spanish index for index. */
const ASK = [' Where does it land?', ' What are the coordinates of its image?', ' Where is the image point?', ' What point does it end up at?', ' Give the coordinates of the image.'];
const ASK_ES = [' ¿Dónde queda?', ' ¿Cuáles son las coordenadas de su imagen?', ' ¿Dónde está el punto imagen?', ' ¿En qué punto termina?', ' Da las coordenadas de la imagen.'];

function translation(rng: Rng): Move {
  const dx = signedInt(rng, 1, 6);
  const dy = signedInt(rng, 1, 6);
  const h = `${Math.abs(dx)} unit${Math.abs(dx) === 1 ? '' : 's'} ${dx < 0 ? 'left' : 'right'}`;
  const v = `${Math.abs(dy)} unit${Math.abs(dy) === 1 ? '' : 's'} ${dy < 0 ? 'down' : 'up'}`;
  const hEs = `${Math.abs(dx)} unidad${Math.abs(dx) === 1 ? '' : 'es'} a la ${dx < 0 ? 'izquierda' : 'derecha'}`;
  const vEs = `${Math.abs(dy)} unidad${Math.abs(dy) === 1 ? '' : 'es'} hacia ${dy < 0 ? 'abajo' : 'arriba'}`;
  return {
    doEs: `trasládalo ${hEs} y ${vEs}`,
    pointEs: (p) => `Traslada el punto ${p} ${hEs} y ${vEs}`,
    ruleEs: `Moverse a la ${dx < 0 ? 'izquierda le resta' : 'derecha le suma'} a x; moverse hacia ${dy < 0 ? 'abajo le resta' : 'arriba le suma'} a y: (x, y) → (x ${dx < 0 ? '−' : '+'} ${Math.abs(dx)}, y ${dy < 0 ? '−' : '+'} ${Math.abs(dy)}).`,
    name: `translate it ${h} and ${v}`,
    rule: `Moving ${dx < 0 ? 'left subtracts from' : 'right adds to'} x; moving ${dy < 0 ? 'down subtracts from' : 'up adds to'} y: (x, y) → (x ${dx < 0 ? '−' : '+'} ${Math.abs(dx)}, y ${dy < 0 ? '−' : '+'} ${Math.abs(dy)}).`,
    apply: ([x, y]) => [x + dx, y + dy],
  };
}

export const gTransformations: SkillGenerator = {
  skillId: 'g8.g.transformations',
  grade: 8,
  domain: 'g',
  ccss: ['8.G.A.1', '8.G.A.3'],
  topic: 'Geometry',
  subtopic: 'Moves on the grid',
  prereqs: ['g6.ns.coordinate-plane'],
  estTimeSec: times(20, 90),
  version: '1.3.0',
  languages: ['es-US'],
  generate(difficulty: Difficulty, rng: Rng, w: Words = EN) {
    let x = signedInt(rng, 1, 8);
    let y = signedInt(rng, 1, 8);
    if (Math.abs(x) === Math.abs(y)) y = y > 0 ? y + 1 : y - 1;
    const P: Pt = [x, y];
    const m: Misconception[] = [];
    let moves: Move[];
    if (difficulty === 1) {
      const t = translation(rng);
      moves = [t];
      const [nx, ny] = t.apply(P);
      m.push(mis(pt([2 * x - nx, 2 * y - ny]), 'moved-wrong-way', w.t('Left and down make the numbers smaller; right and up make them bigger.', 'A la izquierda y hacia abajo los números se hacen más chicos; a la derecha y hacia arriba se hacen más grandes.')));
      m.push(mis(pt([x + (ny - y), y + (nx - x)]), 'mixed-up-directions', w.t('Left/right changes x; up/down changes y.', 'Izquierda/derecha cambia la x; arriba/abajo cambia la y.')));
    } else if (difficulty === 2) {
      const mv = rng.bool() ? reflectX : reflectY;
      moves = [mv];
      m.push(mis(pt((mv === reflectX ? reflectY : reflectX).apply(P)), 'wrong-axis', w.t('Reflecting across the x-axis flips up/down (y changes sign); across the y-axis flips left/right (x changes sign).', 'Reflejar sobre el eje x voltea arriba/abajo (la y cambia de signo); sobre el eje y voltea izquierda/derecha (la x cambia de signo).')));
      m.push(mis(pt([-x, -y]), 'changed-both-signs', w.t('A reflection across one axis changes only one coordinate.', 'Una reflexión sobre un eje cambia solo una coordenada.')));
    } else if (difficulty === 3) {
      moves = [rot180];
      m.push(mis(pt([-x, y]), 'changed-one-sign', w.t('A 180° rotation changes both signs.', 'Una rotación de 180° cambia los dos signos.')));
      m.push(mis(pt([x, -y]), 'changed-one-sign', w.t('A 180° rotation changes both signs.', 'Una rotación de 180° cambia los dos signos.')));
      m.push(mis(pt([y, x]), 'swapped', w.t('A 180° turn does not swap x and y; it changes both signs.', 'Un giro de 180° no intercambia x y y; cambia los dos signos.')));
    } else if (difficulty === 4) {
      const mv = rng.bool() ? rotCCW : rotCW;
      moves = [mv];
      m.push(mis(pt((mv === rotCCW ? rotCW : rotCCW).apply(P)), 'wrong-direction', w.t('Check the direction: counterclockwise (x, y) → (−y, x), clockwise (x, y) → (y, −x).', 'Revisa el sentido: contrario a las manecillas (x, y) → (−y, x), con las manecillas (x, y) → (y, −x).')));
      m.push(mis(pt([y, x]), 'swapped-only', w.t('A 90° turn swaps the coordinates and also changes one sign.', 'Un giro de 90° intercambia las coordenadas y además cambia un signo.')));
    } else {
      const first = rng.pick([rotCCW, rotCW, rot180, translation(rng)]);
      const second = rng.pick(first === rot180 ? [reflectX, reflectY] : [reflectX, reflectY, rot180]);
      moves = [first, second];
      m.push(mis(pt(first.apply(P)), 'stopped-after-first', w.t(`That is the point after the first move only; now ${second.name}.`, `Ese es el punto después del primer movimiento nada más; ahora ${second.doEs}.`)));
      m.push(mis(pt(second.apply(P)), 'skipped-first', w.t(`Do the moves in order: first ${first.name}.`, `Haz los movimientos en orden: primero ${first.doEs}.`)));
      if (first === rotCCW || first === rotCW) m.push(mis(pt(second.apply((first === rotCCW ? rotCW : rotCCW).apply(P))), 'wrong-direction', w.t('Check the direction of the 90° turn.', 'Revisa el sentido del giro de 90°.')));
    }
    let Q: Pt = P;
    const steps: string[] = [];
    moves.forEach((mv, i) => {
      const R2 = mv.apply(Q);
      // The last move's image is the answer: its step names the rule, and the child works out the coordinates.
      steps.push(i < moves.length - 1 ? `${w.t(mv.rule, mv.ruleEs)} ${pt(Q)} → ${pt(R2)}.` : w.t(`${mv.rule} Start from ${pt(Q)}.`, `${mv.ruleEs} Empieza en ${pt(Q)}.`));
      Q = R2;
    });
    [x, y] = Q;
    const answer: AnswerSpec = { format: 'coordinate', x: String(x || 0), y: String(y || 0), canonical: pt(Q) };
    // How the question ends is drawn after the moves (docs/maths/curriculum.md, "Variety").
    const ask = (w.es ? ASK_ES : ASK)[rng.int(0, ASK.length - 1)]!;
    const text = w.es
      ? moves.length === 1
        ? `${moves[0]!.pointEs(pt(P))}.${ask}`
        : `Toma el punto ${pt(P)}. Primero ${moves[0]!.doEs} y luego ${moves[1]!.doEs}.${ask}`
      : moves.length === 1
        ? `${moves[0]!.name[0]!.toUpperCase()}${moves[0]!.name.slice(1).replace(' it ', ` the point ${pt(P)} `)}.${ask}`
        : `Take the point ${pt(P)}. First ${moves[0]!.name}, then ${moves[1]!.name}.${ask}`;
    const firstImg = moves[0]!.apply(P);
    // The starting point on a grid wide enough for its image (which is the answer, so not drawn).
    const at = { x: P[0], y: P[1], label: 'P' };
    return withDiagram(bodyByFormat(
      text,
      answer,
      moves.length === 1
        ? [w.t(moves[0]!.rule, moves[0]!.ruleEs), w.t(`Apply the rule to x = ${fmtDecOrFrac(P[0])} and y = ${fmtDecOrFrac(P[1])}.`, `Aplica la regla a x = ${fmtDecOrFrac(P[0])} y a y = ${fmtDecOrFrac(P[1])}.`), w.t(`The new x-coordinate is ${fmtDecOrFrac(Q[0] || 0)}; now work out the new y-coordinate.`, `La nueva coordenada x es ${fmtDecOrFrac(Q[0] || 0)}; ahora calcula la nueva coordenada y.`)]
        : [w.t(moves[0]!.rule, moves[0]!.ruleEs), w.t(`After the first move: ${pt(P)} → ${pt(firstImg)}.`, `Después del primer movimiento: ${pt(P)} → ${pt(firstImg)}.`), w.t(`Now ${moves[1]!.name}. ${moves[1]!.rule}`, `Ahora ${moves[1]!.doEs}. ${moves[1]!.ruleEs}`)],
      [...steps, w.t(`The new x-coordinate = ${fmtDecOrFrac(Q[0] || 0)}.`, `La nueva coordenada x = ${fmtDecOrFrac(Q[0] || 0)}.`), w.t(`The new y-coordinate is ${fmtDecOrFrac(Q[1] || 0)}, so the image is ${pt(Q)}.`, `La nueva coordenada y es ${fmtDecOrFrac(Q[1] || 0)}, así que la imagen es ${pt(Q)}.`), w.t(`Check: ${checkLine(moves, P, Q)}`, `Comprueba: ${checkLine(moves, P, Q, w)}`)],
      m,
    ), plane({ points: [at] }, { extra: [[-9, -9], [9, 9]] }));
  },
};

function checkLine(moves: Move[], P: Pt, Q: Pt, w: Words = EN): string {
  const last = moves[moves.length - 1]!;
  if (w.es) {
    if (moves.length === 1 && last.name.startsWith('translate')) return `al regresar desde ${pt(Q)} en sentido contrario, vuelves a ${pt(P)}.`;
    if (moves.length === 1) return `la distancia al origen no cambia: ${fmtDecOrFrac(P[0] * P[0] + P[1] * P[1])} = ${fmtDecOrFrac(Q[0] * Q[0] + Q[1] * Q[1])} (x² + y²).`;
    return `deshaz los movimientos en orden inverso y vuelves a ${pt(P)}.`;
  }
  if (moves.length === 1 && last.name.startsWith('translate')) return `moving back from ${pt(Q)} the opposite way returns to ${pt(P)}.`;
  if (moves.length === 1) return `the distance from the origin stays the same: ${fmtDecOrFrac(P[0] * P[0] + P[1] * P[1])} = ${fmtDecOrFrac(Q[0] * Q[0] + Q[1] * Q[1])} (x² + y²).`;
  return `undo the moves in reverse order and you get back to ${pt(P)}.`;
}
