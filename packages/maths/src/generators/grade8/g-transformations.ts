import type { AnswerSpec, Difficulty, Misconception, Rng, SkillGenerator } from '../../types.js';
import { plane, withDiagram } from '../../diagrams/build.js';
import { fmtDecOrFrac } from '../shared/formatting.js';
import { mis } from '../shared/misconceptions.js';
import { bodyByFormat } from '../shared/problem-body.js';
import { signedInt } from '../shared/random-picks.js';
import { times } from '../shared/timing.js';

type Pt = [number, number];
const pt = (p: Pt): string => `(${fmtDecOrFrac(p[0] || 0)}, ${fmtDecOrFrac(p[1] || 0)})`;

interface Move {
  name: string;
  rule: string;
  apply: (p: Pt) => Pt;
}
const reflectX: Move = { name: 'reflect it across the x-axis', rule: 'Reflecting across the x-axis keeps x and changes the sign of y: (x, y) → (x, −y).', apply: ([x, y]) => [x, -y] };
const reflectY: Move = { name: 'reflect it across the y-axis', rule: 'Reflecting across the y-axis changes the sign of x and keeps y: (x, y) → (−x, y).', apply: ([x, y]) => [-x, y] };
const rot180: Move = { name: 'rotate it 180° about the origin', rule: 'A 180° rotation about the origin changes both signs: (x, y) → (−x, −y).', apply: ([x, y]) => [-x, -y] };
const rotCCW: Move = { name: 'rotate it 90° counterclockwise about the origin', rule: 'A 90° counterclockwise turn sends (x, y) to (−y, x).', apply: ([x, y]) => [-y, x] };
const rotCW: Move = { name: 'rotate it 90° clockwise about the origin', rule: 'A 90° clockwise turn sends (x, y) to (y, −x).', apply: ([x, y]) => [y, -x] };

function translation(rng: Rng): Move {
  const dx = signedInt(rng, 1, 6);
  const dy = signedInt(rng, 1, 6);
  const h = `${Math.abs(dx)} unit${Math.abs(dx) === 1 ? '' : 's'} ${dx < 0 ? 'left' : 'right'}`;
  const v = `${Math.abs(dy)} unit${Math.abs(dy) === 1 ? '' : 's'} ${dy < 0 ? 'down' : 'up'}`;
  return {
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
  generate(difficulty: Difficulty, rng: Rng) {
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
      m.push(mis(pt([2 * x - nx, 2 * y - ny]), 'moved-wrong-way', 'Left and down make the numbers smaller; right and up make them bigger.'));
      m.push(mis(pt([x + (ny - y), y + (nx - x)]), 'mixed-up-directions', 'Left/right changes x; up/down changes y.'));
    } else if (difficulty === 2) {
      const mv = rng.bool() ? reflectX : reflectY;
      moves = [mv];
      m.push(mis(pt((mv === reflectX ? reflectY : reflectX).apply(P)), 'wrong-axis', 'Reflecting across the x-axis flips up/down (y changes sign); across the y-axis flips left/right (x changes sign).'));
      m.push(mis(pt([-x, -y]), 'changed-both-signs', 'A reflection across one axis changes only one coordinate.'));
    } else if (difficulty === 3) {
      moves = [rot180];
      m.push(mis(pt([-x, y]), 'changed-one-sign', 'A 180° rotation changes both signs.'));
      m.push(mis(pt([x, -y]), 'changed-one-sign', 'A 180° rotation changes both signs.'));
      m.push(mis(pt([y, x]), 'swapped', 'A 180° turn does not swap x and y; it changes both signs.'));
    } else if (difficulty === 4) {
      const mv = rng.bool() ? rotCCW : rotCW;
      moves = [mv];
      m.push(mis(pt((mv === rotCCW ? rotCW : rotCCW).apply(P)), 'wrong-direction', 'Check the direction: counterclockwise (x, y) → (−y, x), clockwise (x, y) → (y, −x).'));
      m.push(mis(pt([y, x]), 'swapped-only', 'A 90° turn swaps the coordinates and also changes one sign.'));
    } else {
      const first = rng.pick([rotCCW, rotCW, rot180, translation(rng)]);
      const second = rng.pick(first === rot180 ? [reflectX, reflectY] : [reflectX, reflectY, rot180]);
      moves = [first, second];
      m.push(mis(pt(first.apply(P)), 'stopped-after-first', `That is the point after the first move only; now ${second.name}.`));
      m.push(mis(pt(second.apply(P)), 'skipped-first', `Do the moves in order: first ${first.name}.`));
      if (first === rotCCW || first === rotCW) m.push(mis(pt(second.apply((first === rotCCW ? rotCW : rotCCW).apply(P))), 'wrong-direction', 'Check the direction of the 90° turn.'));
    }
    let Q: Pt = P;
    const steps: string[] = [];
    moves.forEach((mv, i) => {
      const R2 = mv.apply(Q);
      // The last move's image is the answer: its step names the rule, and the child works out the coordinates.
      steps.push(i < moves.length - 1 ? `${mv.rule} ${pt(Q)} → ${pt(R2)}.` : `${mv.rule} Start from ${pt(Q)}.`);
      Q = R2;
    });
    [x, y] = Q;
    const answer: AnswerSpec = { format: 'coordinate', x: String(x || 0), y: String(y || 0), canonical: pt(Q) };
    // How the question ends is drawn after the moves (docs/maths/curriculum.md, "Variety").
    const ask = rng.pick([' Where does it land?', ' What are the coordinates of its image?', ' Where is the image point?', ' What point does it end up at?', ' Give the coordinates of the image.']);
    const text =
      moves.length === 1
        ? `${moves[0]!.name[0]!.toUpperCase()}${moves[0]!.name.slice(1).replace(' it ', ` the point ${pt(P)} `)}.${ask}`
        : `Take the point ${pt(P)}. First ${moves[0]!.name}, then ${moves[1]!.name}.${ask}`;
    const firstImg = moves[0]!.apply(P);
    // The starting point on a grid wide enough for its image (which is the answer, so not drawn).
    const at = { x: P[0], y: P[1], label: 'P' };
    return withDiagram(bodyByFormat(
      text,
      answer,
      moves.length === 1
        ? [moves[0]!.rule, `Apply the rule to x = ${fmtDecOrFrac(P[0])} and y = ${fmtDecOrFrac(P[1])}.`, `The new x-coordinate is ${fmtDecOrFrac(Q[0] || 0)}; now work out the new y-coordinate.`]
        : [moves[0]!.rule, `After the first move: ${pt(P)} → ${pt(firstImg)}.`, `Now ${moves[1]!.name}. ${moves[1]!.rule}`],
      [...steps, `The new x-coordinate = ${fmtDecOrFrac(Q[0] || 0)}.`, `The new y-coordinate is ${fmtDecOrFrac(Q[1] || 0)}, so the image is ${pt(Q)}.`, `Check: ${checkLine(moves, P, Q)}`],
      m,
    ), plane({ points: [at] }, { extra: [[-9, -9], [9, 9]] }));
  },
};

function checkLine(moves: Move[], P: Pt, Q: Pt): string {
  const last = moves[moves.length - 1]!;
  if (moves.length === 1 && last.name.startsWith('translate')) return `moving back from ${pt(Q)} the opposite way returns to ${pt(P)}.`;
  if (moves.length === 1) return `the distance from the origin stays the same: ${fmtDecOrFrac(P[0] * P[0] + P[1] * P[1])} = ${fmtDecOrFrac(Q[0] * Q[0] + Q[1] * Q[1])} (x² + y²).`;
  return `undo the moves in reverse order and you get back to ${pt(P)}.`;
}
