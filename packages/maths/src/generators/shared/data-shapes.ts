/**
 * Data sets with a chosen overall shape, for the statistics skills that read a display
 * (g6.sp.describe-distributions, g6.sp.data-displays): counts per value or per interval, drawn
 * from the problem's own random stream.
 */
import type { Rng } from '../../types.js';
import { choiceAnswer, choiceAnswerIn } from './answers.js';
import type { AnswerSpec } from '../../types.js';
import { EN, type Words } from '../../language/index.js';

export type Shape = 'symmetric' | 'skewed left' | 'skewed right';
export const SHAPES: readonly Shape[] = ['symmetric', 'skewed left', 'skewed right'];

const SHAPE_OPTIONS: Record<Shape, string[]> = {
  symmetric: ['symmetrical', 'symmetric shape', 'bell', 'bell shaped', 'bell-shaped'],
  'skewed left': ['skew left', 'left skewed', 'left-skewed', 'skewed to the left', 'negatively skewed'],
  'skewed right': ['skew right', 'right skewed', 'right-skewed', 'skewed to the right', 'positively skewed'],
};
/** The Spanish forms, the first being the label a Spanish-speaking child sees (accents optional in the checker). */
const SHAPE_OPTIONS_ES: Record<Shape, string[]> = {
  symmetric: ['simétrica', 'simétrico', 'es simétrica', 'forma simétrica', 'en forma de campana', 'campana'],
  'skewed left': ['sesgada a la izquierda', 'sesgado a la izquierda', 'sesgada hacia la izquierda', 'sesgo a la izquierda', 'cola a la izquierda', 'sesgo negativo'],
  'skewed right': ['sesgada a la derecha', 'sesgado a la derecha', 'sesgada hacia la derecha', 'sesgo a la derecha', 'cola a la derecha', 'sesgo positivo'],
};

/** The shape answer: the three words as options, with the usual ways of writing them (and the Spanish ones in Spanish). */
export function shapeAnswer(shape: Shape, w: Words = EN): AnswerSpec {
  return w.es ? choiceAnswerIn(w, shape, SHAPE_OPTIONS, SHAPE_OPTIONS_ES) : choiceAnswer(shape, SHAPE_OPTIONS);
}

/** A shape as a Spanish-speaking child reads it ("sesgada a la derecha"). */
export function shapeEs(shape: Shape): string {
  return SHAPE_OPTIONS_ES[shape][0]!;
}

/**
 * Counts per position (left to right) with the given shape: a symmetric hill, or a peak near one
 * end with a long tail trailing off to the other (the tail names the skew). Every position has a
 * count of at least 1 at the peak and the ends, so the plot spans all positions.
 */
export function shapeCounts(shape: Shape, rng: Rng, opts: { maxPeak?: number; maxLen?: number } = {}): number[] {
  const counts = drawCounts(shape, rng, opts.maxPeak ?? 6);
  const maxLen = opts.maxLen ?? counts.length;
  // Shortened from the tail's end (both ends when symmetric), so the shape stays.
  while (counts.length > maxLen) {
    if (shape !== 'skewed left') counts.pop();
    if (shape !== 'skewed right' && counts.length > maxLen) counts.shift();
  }
  return counts;
}

function drawCounts(shape: Shape, rng: Rng, maxPeak: number): number[] {
  if (shape === 'symmetric') {
    const half = rng.int(2, 4);
    const left: number[] = [];
    let c = rng.int(1, 2);
    for (let i = 0; i < half; i++) {
      left.push(c);
      c = Math.min(maxPeak - 1, c + rng.int(0, 2));
    }
    const peak = Math.max(c, left[left.length - 1]! + 1);
    return [...left, Math.min(peak, maxPeak), ...[...left].reverse()];
  }
  // Skewed right: a short rise to the peak, then a tail at least twice as long that thins out.
  const rise = rng.int(1, 2);
  const tail = rng.int(2 * rise + 2, 2 * rise + 4);
  const peak = rng.int(Math.max(4, maxPeak - 2), maxPeak);
  const counts: number[] = [];
  for (let i = 0; i < rise; i++) counts.push(rng.int(1, peak - 2));
  if (rise === 2 && counts[1]! < counts[0]!) counts.reverse();
  counts.push(peak);
  let c = peak;
  for (let i = 0; i < tail; i++) {
    c = Math.max(1, c - rng.int(1, 2));
    counts.push(i === tail - 1 ? 1 : c);
  }
  return shape === 'skewed right' ? counts : counts.reverse();
}

/** The values `lo`, `lo + step`, … each repeated as often as its count. */
export function valuesFromCounts(counts: readonly number[], lo: number, step = 1): number[] {
  return counts.flatMap((c, i) => Array.from({ length: c }, () => lo + i * step));
}

/** Index of the tallest count (the leftmost when tied). */
export function peakIndex(counts: readonly number[]): number {
  let best = 0;
  counts.forEach((c, i) => {
    if (c > counts[best]!) best = i;
  });
  return best;
}

/** The feedback for the classic slip: naming the skew after the side where the data pile up. */
export function skewFeedback(shape: Shape, w: Words = EN): string {
  if (w.es) {
    return shape === 'skewed right'
      ? 'Los datos se amontonan a la izquierda, pero el sesgo se nombra por el lado de la cola larga: aquí la cola está a la derecha.'
      : 'Los datos se amontonan a la derecha, pero el sesgo se nombra por el lado de la cola larga: aquí la cola está a la izquierda.';
  }
  return shape === 'skewed right'
    ? 'The data pile up on the left, but skew is named for the side of the long tail: here the tail is on the right.'
    : 'The data pile up on the right, but skew is named for the side of the long tail: here the tail is on the left.';
}
