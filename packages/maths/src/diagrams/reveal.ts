/**
 * A diagram never shows the answer (docs/maths/diagrams.md): the labels it writes on its marks
 * (points, sides, angles, cells, bars, faces) are read under the answer-reveal rule of hints
 * (answer-reveal.ts). Scale labels (ticks, axes) are the ruler, not a statement, and are not read.
 */
import { revealsAnswer } from '../answer-reveal.js';
import type { AnswerSpec } from '../types.js';
import type { Diagram } from './types.js';

/** The texts a diagram writes on its marks. */
export function diagramLabels(d: Diagram): string[] {
  switch (d.kind) {
    case 'number-line':
      return d.points.map((p) => p.label);
    case 'fraction-bar':
      return d.bars.map((b) => b.label);
    case 'area-model':
      return [...d.columns.map((c) => c.label), ...d.rows.map((r) => r.label), ...d.cells.flat()];
    case 'angle':
      return [...d.arcs.map((a) => a.label), ...d.rays.flatMap((r) => (r.label ? [r.label] : []))];
    case 'polygon':
      return [...d.sides, ...d.angles].filter((s): s is string => s !== null);
    case 'solid':
      return Object.values(d.labels).filter((s): s is string => typeof s === 'string');
    case 'net':
      return d.faces.map((f) => f.label);
    case 'coordinate-plane':
      return [...d.points.map((p) => p.label), ...d.lines.flatMap((l) => (l.label ? [l.label] : [])), ...d.polygons.flatMap((p) => (p.label ? [p.label] : []))];
    case 'bar-graph':
      return d.bars.map((b) => b.label);
    case 'picture-graph':
      return d.rows.map((r) => r.label);
    case 'function-graph':
      return d.series.map((s) => s.label);
    default:
      return [];
  }
}

/** Why the diagram gives `answer` away (a label that writes it), or null. */
export function diagramRevealsAnswer(diagram: Diagram, answer: AnswerSpec, question: string): string | null {
  for (const label of diagramLabels(diagram)) {
    if (!label || label === '?') continue;
    const why = revealsAnswer(label, answer, question);
    if (why) return `the diagram's label "${label}" ${why}`;
  }
  return null;
}
