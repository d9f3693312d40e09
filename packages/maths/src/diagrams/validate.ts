/**
 * Whether a diagram can be drawn (docs/maths/diagrams.md): every number finite, every mark on its
 * scale, no empty series, scales with a sensible number of ticks. Generators never produce a
 * diagram that fails (checked over every skill and many seeds); the web component shows the
 * question with a note instead of a broken picture when one does.
 */
import type { Axis, Diagram, Tick, XY } from './types.js';

/** The most ticks an axis or a number line may have: more cannot be read at 320 px. */
export const MAX_TICKS = 40;
/** The most marks (points, dots, bars, faces) of one diagram. */
export const MAX_MARKS = 60;
/** The longest label, in characters. */
export const MAX_LABEL = 40;

/** A small tolerance for values built from fractions (3/8 as a float). */
const EPS = 1e-9;

class Findings {
  readonly list: string[] = [];
  add(message: string): void {
    this.list.push(message);
  }
  finite(name: string, ...values: number[]): boolean {
    const ok = values.every((v) => typeof v === 'number' && Number.isFinite(v));
    if (!ok) this.add(`${name} is not a finite number`);
    return ok;
  }
  within(name: string, v: number, min: number, max: number): void {
    if (this.finite(name, v) && (v < min - EPS || v > max + EPS)) this.add(`${name} ${v} is off the scale ${min} to ${max}`);
  }
  label(name: string, text: unknown): void {
    if (typeof text !== 'string') this.add(`${name} is not text`);
    else if (text.length > MAX_LABEL) this.add(`${name} is longer than ${MAX_LABEL} characters`);
  }
  axis(name: string, a: Axis): void {
    if (!this.finite(`${name} scale`, a.min, a.max, a.step)) return;
    if (!(a.max > a.min)) this.add(`${name} scale ends before it starts`);
    else if (!(a.step > 0)) this.add(`${name} step is not positive`);
    else if ((a.max - a.min) / a.step > MAX_TICKS + EPS) this.add(`${name} has more than ${MAX_TICKS} ticks`);
    if (a.label !== undefined) this.label(`${name} label`, a.label);
  }
  line(name: string, min: number, max: number, parts: number, labels: Tick[]): void {
    if (!this.finite(`${name} scale`, min, max, parts)) return;
    if (!(max > min)) this.add(`${name} ends before it starts`);
    if (!Number.isInteger(parts) || parts < 1 || parts > MAX_TICKS) this.add(`${name} must have 1 to ${MAX_TICKS} equal parts`);
    labels.forEach((t, i) => {
      this.within(`${name} tick ${i + 1}`, t.at, min, max);
      this.label(`${name} tick ${i + 1}`, t.label);
    });
  }
  count(name: string, n: number, min = 1): void {
    if (n < min) this.add(`${name} ${min === 1 ? 'is empty' : `needs at least ${min}`}`);
    if (n > MAX_MARKS) this.add(`${name} has more than ${MAX_MARKS} items`);
  }
  point(name: string, [x, y]: XY, ax: Axis, ay: Axis): void {
    this.within(`${name} x`, x, ax.min, ax.max);
    this.within(`${name} y`, y, ay.min, ay.max);
  }
}

/** On a tick of a line from `min` to `max` cut into `parts`. */
function onTick(v: number, min: number, max: number, parts: number): boolean {
  const k = ((v - min) / (max - min)) * parts;
  return Math.abs(k - Math.round(k)) < 1e-6;
}

/** The reasons `diagram` cannot be drawn; empty when it can. */
export function diagramProblems(diagram: Diagram): string[] {
  const f = new Findings();
  const d = diagram;
  switch (d.kind) {
    case 'number-line':
      f.line('number line', d.min, d.max, d.parts, d.labels);
      f.count('number line marks', d.points.length + d.intervals.length);
      d.points.forEach((p, i) => {
        f.within(`point ${i + 1}`, p.at, d.min, d.max);
        f.label(`point ${i + 1}`, p.label);
      });
      d.intervals.forEach((s, i) => {
        if (s.from !== null) f.within(`interval ${i + 1} start`, s.from, d.min, d.max);
        if (s.to !== null) f.within(`interval ${i + 1} end`, s.to, d.min, d.max);
        if (s.from !== null && s.to !== null && s.to < s.from) f.add(`interval ${i + 1} ends before it starts`);
      });
      break;
    case 'fraction-bar':
      f.count('fraction bars', d.bars.length);
      d.bars.forEach((b, i) => {
        if (!Number.isInteger(b.parts) || b.parts < 1 || b.parts > MAX_TICKS) f.add(`bar ${i + 1} must have 1 to ${MAX_TICKS} parts`);
        if (!Number.isInteger(b.shaded) || b.shaded < 0 || b.shaded > b.parts) f.add(`bar ${i + 1} shades ${b.shaded} of ${b.parts} parts`);
        f.label(`bar ${i + 1}`, b.label);
      });
      break;
    case 'area-model':
      f.count('area model columns', d.columns.length);
      f.count('area model rows', d.rows.length);
      [...d.columns, ...d.rows].forEach((c, i) => {
        if (f.finite(`part ${i + 1} size`, c.size) && c.size <= 0) f.add(`part ${i + 1} has no size`);
        f.label(`part ${i + 1}`, c.label);
      });
      if (d.cells.length !== d.rows.length || d.cells.some((r) => r.length !== d.columns.length)) f.add('area model cells do not match its rows and columns');
      d.cells.flat().forEach((c, i) => f.label(`cell ${i + 1}`, c));
      d.shaded.forEach(([r, c]) => {
        if (!(r >= 0 && r < d.rows.length && c >= 0 && c < d.columns.length)) f.add(`shaded cell ${r}, ${c} is outside the model`);
      });
      break;
    case 'angle':
      f.count('angle rays', d.rays.length, 2);
      d.rays.forEach((r, i) => {
        f.within(`ray ${i + 1}`, r.degrees, d.protractor ? 0 : -360, d.protractor ? 180 : 360);
        if (r.label !== undefined) f.label(`ray ${i + 1}`, r.label);
      });
      d.arcs.forEach((a, i) => {
        f.finite(`arc ${i + 1}`, a.from, a.to);
        if (!(a.to > a.from)) f.add(`arc ${i + 1} has no opening`);
        f.label(`arc ${i + 1}`, a.label);
      });
      break;
    case 'polygon':
      f.count('polygon corners', d.vertices.length, 3);
      d.vertices.forEach((v, i) => f.finite(`corner ${i + 1}`, v.x, v.y));
      if (d.sides.length !== d.vertices.length) f.add('polygon side labels do not match its corners');
      if (d.angles.length !== d.vertices.length) f.add('polygon angle labels do not match its corners');
      d.sides.forEach((s, i) => s !== null && f.label(`side ${i + 1}`, s));
      d.angles.forEach((s, i) => s !== null && f.label(`angle ${i + 1}`, s));
      d.rightAngles.forEach((i) => {
        if (!(i >= 0 && i < d.vertices.length)) f.add(`right angle mark at corner ${i} that does not exist`);
      });
      f.label('polygon name', d.name);
      if (d.vertices.length >= 3 && Math.abs(shoelace(d.vertices.map((v) => [v.x, v.y]))) < EPS) f.add('polygon has no area');
      break;
    case 'solid': {
      const labels = Object.entries(d.labels);
      f.count('solid labels', labels.length);
      labels.forEach(([k, v]) => f.label(`solid ${k}`, v));
      break;
    }
    case 'net':
      f.count('net faces', d.faces.length, 2);
      d.faces.forEach((face, i) => {
        if (f.finite(`face ${i + 1}`, face.x, face.y, face.w, face.h) && (face.w <= 0 || face.h <= 0)) f.add(`face ${i + 1} has no area`);
        f.label(`face ${i + 1}`, face.label);
      });
      f.label('net name', d.name);
      break;
    case 'coordinate-plane':
      f.axis('x axis', d.x);
      f.axis('y axis', d.y);
      f.count('coordinate plane marks', d.points.length + d.segments.length + d.lines.length + d.polygons.length);
      d.points.forEach((p, i) => {
        f.point(`point ${i + 1}`, [p.x, p.y], d.x, d.y);
        f.label(`point ${i + 1}`, p.label);
      });
      d.segments.forEach((s, i) => {
        f.point(`segment ${i + 1} start`, s.from, d.x, d.y);
        f.point(`segment ${i + 1} end`, s.to, d.x, d.y);
      });
      d.lines.forEach((l, i) => {
        f.point(`line ${i + 1}`, l.through[0], d.x, d.y);
        f.point(`line ${i + 1}`, l.through[1], d.x, d.y);
        if (l.through[0][0] === l.through[1][0] && l.through[0][1] === l.through[1][1]) f.add(`line ${i + 1} goes through one point only`);
      });
      d.polygons.forEach((p, i) => {
        f.count(`polygon ${i + 1}`, p.vertices.length, 3);
        p.vertices.forEach((v, j) => f.point(`polygon ${i + 1} corner ${j + 1}`, v, d.x, d.y));
      });
      break;
    case 'bar-graph':
      f.label('title', d.title);
      f.axis('value scale', d.scale);
      f.count('bars', d.bars.length);
      d.bars.forEach((b, i) => {
        f.within(`bar ${i + 1}`, b.value, Math.min(0, d.scale.min), d.scale.max);
        f.label(`bar ${i + 1}`, b.label);
      });
      break;
    case 'picture-graph':
      f.label('title', d.title);
      f.label('picture', d.symbol);
      if (f.finite('picture value', d.perSymbol) && d.perSymbol <= 0) f.add('a picture stands for nothing');
      f.count('picture graph rows', d.rows.length);
      d.rows.forEach((r, i) => {
        f.within(`row ${i + 1}`, r.count, 0, 20);
        if (!Number.isInteger(r.count * 2)) f.add(`row ${i + 1} has a part picture other than a half`);
        f.label(`row ${i + 1}`, r.label);
      });
      break;
    case 'dot-plot':
      f.label('title', d.title);
      f.line('dot plot', d.min, d.max, d.parts, d.labels);
      f.count('dot plot values', d.values.length);
      d.values.forEach((v, i) => {
        f.within(`value ${i + 1}`, v, d.min, d.max);
        if (Number.isFinite(v) && !onTick(v, d.min, d.max, d.parts)) f.add(`value ${i + 1} is between ticks`);
      });
      break;
    case 'histogram':
      f.label('title', d.title);
      f.label('value label', d.valueLabel);
      f.axis('count scale', d.scale);
      f.count('histogram bins', d.bins.length);
      d.bins.forEach((b, i) => {
        f.finite(`bin ${i + 1}`, b.from, b.to);
        if (!(b.to > b.from)) f.add(`bin ${i + 1} has no width`);
        if (i > 0 && Math.abs(b.from - d.bins[i - 1]!.to) > EPS) f.add(`bin ${i + 1} does not start where bin ${i} ends`);
        f.within(`bin ${i + 1} count`, b.count, 0, d.scale.max);
      });
      break;
    case 'box-plot':
      f.label('title', d.title);
      f.axis('axis', d.axis);
      f.count('box plots', d.plots.length);
      d.plots.forEach((p, i) => {
        const five = [p.min, p.q1, p.median, p.q3, p.max];
        five.forEach((v) => f.within(`box plot ${i + 1} value`, v, d.axis.min, d.axis.max));
        if (five.some((v, j) => j > 0 && v < five[j - 1]!)) f.add(`box plot ${i + 1} values are out of order`);
        f.label(`box plot ${i + 1}`, p.label);
      });
      break;
    case 'scatter-plot':
      f.label('title', d.title);
      f.axis('x axis', d.x);
      f.axis('y axis', d.y);
      f.count('scatter points', d.points.length);
      d.points.forEach((p, i) => f.point(`point ${i + 1}`, p, d.x, d.y));
      if (d.trendLine) d.trendLine.forEach((p, i) => f.point(`trend line point ${i + 1}`, p, d.x, d.y));
      break;
    case 'function-graph':
      f.label('title', d.title);
      f.axis('x axis', d.x);
      f.axis('y axis', d.y);
      f.count('graph series', d.series.length);
      d.series.forEach((s, i) => {
        f.count(`series ${i + 1}`, s.points.length);
        s.points.forEach((p, j) => f.point(`series ${i + 1} point ${j + 1}`, p, d.x, d.y));
        f.label(`series ${i + 1}`, s.label);
      });
      break;
    default:
      f.add(`unknown diagram kind "${(d as { kind?: unknown }).kind}"`);
  }
  return f.list;
}

/** Whether the diagram can be drawn. */
export function validateDiagram(diagram: Diagram): { ok: true } | { ok: false; problems: string[] } {
  let problems: string[];
  try {
    problems = diagramProblems(diagram);
  } catch {
    problems = ['the diagram data is not in the expected shape'];
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/** Twice the signed area of a polygon. */
export function shoelace(points: XY[]): number {
  let s = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    s += x1 * y2 - x2 * y1;
  }
  return s;
}
