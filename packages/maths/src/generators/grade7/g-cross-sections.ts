import type { Difficulty, Rng, SkillGenerator } from '../../types.js';
import { A } from '../shared/answers.js';
import { mis } from '../shared/misconceptions.js';
import { bodyLoose } from '../shared/problem-body.js';
import { times } from '../shared/timing.js';

const OPTIONS: Record<string, string[]> = {
  rectangle: ['a rectangle', 'rectangular'],
  square: ['a square'],
  triangle: ['a triangle', 'triangular'],
  trapezoid: ['a trapezoid'],
  circle: ['a circle'],
};

interface Item { text: string; ans: string; why: string; wrong: [string, string] }

const ITEMS: Record<Difficulty, Item[]> = {
  1: [
    { text: 'A right rectangular prism is sliced parallel to its base. What shape is the cross-section?', ans: 'rectangle', why: 'A slice parallel to the base is a copy of the base, which is a rectangle.', wrong: ['square', 'The base is a rectangle, not necessarily a square.'] },
    { text: 'A cube is sliced parallel to one of its faces. What shape is the cross-section?', ans: 'square', why: 'A slice parallel to a face copies that face, which is a square.', wrong: ['rectangle', 'All the faces of a cube are squares, so the slice is a square.'] },
    { text: 'A triangular prism is sliced parallel to its triangular base. What shape is the cross-section?', ans: 'triangle', why: 'A slice parallel to the base is a copy of the triangular base.', wrong: ['rectangle', 'Slicing parallel to the base copies the base.'] },
  ],
  2: [
    { text: 'A right rectangular prism is sliced perpendicular to its base, parallel to a side face. What shape is the cross-section?', ans: 'rectangle', why: 'The cut goes straight up through the box and copies a side face, a rectangle.', wrong: ['triangle', 'A straight vertical cut through a box has four straight sides.'] },
    { text: 'A cylinder is sliced parallel to its circular base. What shape is the cross-section?', ans: 'circle', why: 'A slice parallel to the base copies the circular base.', wrong: ['rectangle', 'A vertical slice would give a rectangle; this one is parallel to the base.'] },
    { text: 'A cylinder is sliced straight down through the center of its circular bases. What shape is the cross-section?', ans: 'rectangle', why: 'The slice is as tall as the cylinder and as wide as its diameter.', wrong: ['circle', 'A circle comes from a slice parallel to the base.'] },
  ],
  3: [
    { text: 'A right rectangular pyramid is sliced parallel to its base. What shape is the cross-section?', ans: 'rectangle', why: 'A slice parallel to the base is a smaller copy of the base.', wrong: ['triangle', 'A triangle comes from a vertical slice through the apex.'] },
    { text: 'A square pyramid is sliced parallel to its base. What shape is the cross-section?', ans: 'square', why: 'A slice parallel to the base is a smaller copy of the square base.', wrong: ['triangle', 'Slicing parallel to the base copies the base, only smaller.'] },
    { text: 'A cone is sliced parallel to its base. What shape is the cross-section?', ans: 'circle', why: 'A slice parallel to the base is a smaller copy of the circular base.', wrong: ['triangle', 'A triangle comes from a vertical slice through the apex.'] },
  ],
  4: [
    { text: 'A cube is sliced by a plane that passes through two opposite edges (one on the top face and the opposite one on the bottom face). What shape is the cross-section?', ans: 'rectangle', why: 'The slice is as long as an edge and as wide as a face diagonal, which is longer than an edge.', wrong: ['square', 'The diagonal of a face is longer than an edge, so the sides are not equal.'] },
    { text: 'A cube is sliced by a plane through three corners that are all next to the same corner, cutting that corner off. What shape is the cross-section?', ans: 'triangle', why: 'The plane cuts three faces, so the cross-section has three sides.', wrong: ['square', 'The plane crosses only three faces, so the slice has three sides.'] },
  ],
  5: [
    { text: 'A right rectangular pyramid is sliced by a vertical plane through its apex, parallel to one side of the base. What shape is the cross-section?', ans: 'triangle', why: 'The knife meets the base along one segment; the apex and that segment make a triangle.', wrong: ['trapezoid', 'A trapezoid comes from a vertical slice that misses the apex.'] },
    { text: 'A right rectangular pyramid is sliced by a vertical plane that is parallel to one side of the base but does not pass through the apex. What shape is the cross-section?', ans: 'trapezoid', why: 'The slice meets the base in one segment and the two slanted faces in shorter parallel top edge, giving a trapezoid.', wrong: ['triangle', 'A triangle needs the slice to pass through the apex.'] },
    { text: 'A cone is sliced by a vertical plane through its apex. What shape is the cross-section?', ans: 'triangle', why: 'The plane meets the base along a diameter, and with the apex makes a triangle.', wrong: ['circle', 'A circle comes from a slice parallel to the base.'] },
  ],
};

export const gCrossSections: SkillGenerator = {
  skillId: 'g7.g.cross-sections',
  grade: 7,
  domain: 'g',
  ccss: ['7.G.A.3'],
  topic: 'Geometry',
  subtopic: 'Slicing 3-D shapes',
  prereqs: ['g5.g.classify-2d-hierarchy'],
  estTimeSec: times(10, 45),
  version: '1.0.0',
  generate(d: Difficulty, rng: Rng) {
    const it = rng.pick(ITEMS[d]);
    return bodyLoose(
      `${it.text} (rectangle, square, triangle, trapezoid or circle)`,
      A.choice(it.ans, OPTIONS),
      ['Imagine the cut as a flat knife going through the solid.', 'Which faces of the solid does the knife cross? Each one gives one side of the cross-section.', 'Count the sides and decide whether any of them are equal or parallel.'],
      [it.why, `So the cross-section is a ${it.ans}.`, 'Check: a slice parallel to a base copies the base; a slice through an apex comes to a point.'],
      [mis(it.wrong[0], 'cross-section-confusion', it.wrong[1])],
    );
  },
};
