/**
 * Builders the generators use to describe their pictures in a line or two. They only arrange data
 * the generator already drew: no randomness here, so a problem and its diagram come from one draw.
 */
import type { Axis, BarGraphDiagram, CoordinatePlaneDiagram, Diagram, DotPlotDiagram, FractionBarDiagram, NumberLineDiagram, PolygonDiagram, Tick, XY } from './types.js';

/** A "nice" step (1, 2, 5, 10, 20, 25, 50, …) giving at most `maxTicks` ticks over `span`. */
export function niceStep(span: number, maxTicks = 12): number {
  const steps = [1, 2, 5];
  for (let p = 0.001; ; p *= 10) for (const s of steps) if (span / (s * p) <= maxTicks + 1e-9) return Math.round(s * p * 1000) / 1000;
}

/** An axis covering `values` (and 0 when `withZero`), on whole steps, one step of room either side when `pad`. */
export function axisFor(values: number[], opts: { withZero?: boolean; label?: string; pad?: boolean; maxTicks?: number; minStep?: number } = {}): Axis {
  const all = opts.withZero === false ? values : [...values, 0];
  let lo = Math.min(...all), hi = Math.max(...all);
  if (hi === lo) hi = lo + 1;
  const step = Math.max(opts.minStep ?? 0, niceStep(hi - lo + (opts.pad ? 2 : 0), opts.maxTicks ?? 12));
  lo = Math.floor(lo / step) * step - (opts.pad && lo < 0 ? step : 0);
  hi = Math.ceil(hi / step) * step + (opts.pad ? step : 0);
  return { min: lo, max: hi, step, ...(opts.label ? { label: opts.label } : {}) };
}

/** Whole-number ticks labelled from min to max (every `every`). */
export function intTicks(min: number, max: number, every = 1): Tick[] {
  const out: Tick[] = [];
  for (let v = Math.ceil(min / every) * every; v <= max; v += every) out.push({ at: v, label: String(v).replace(/^-/, '−') });
  return out;
}

/** A number line over whole numbers min..max, one part per unit (or per `step`), labelled every `every` units. */
export function integerLine(min: number, max: number, points: NumberLineDiagram['points'], opts: { step?: number; every?: number; intervals?: NumberLineDiagram['intervals'] } = {}): NumberLineDiagram {
  const step = opts.step ?? 1;
  return { kind: 'number-line', min, max, parts: Math.round((max - min) / step), labels: intTicks(min, max, opts.every ?? step), points, intervals: opts.intervals ?? [] };
}

/** A number line from `min` to `max` cut in `den`ths with every tick labelled as a fraction (whole numbers plain). */
export function fractionLine(min: number, max: number, den: number, points: NumberLineDiagram['points'], label: (k: number) => string = (k) => fractionLabel(k, den)): NumberLineDiagram {
  const labels: Tick[] = [];
  for (let k = min * den; k <= max * den; k++) labels.push({ at: k / den, label: label(k) });
  return { kind: 'number-line', min, max, parts: (max - min) * den, labels, points, intervals: [] };
}

/** k/den as a label: "3/4", or a whole number "2". */
export function fractionLabel(k: number, den: number): string {
  return k % den === 0 ? String(k / den) : `${k}/${den}`;
}

export function fractionBars(bars: [parts: number, shaded: number, label: string][]): FractionBarDiagram {
  return { kind: 'fraction-bar', bars: bars.map(([parts, shaded, label]) => ({ parts, shaded, label })) };
}

/** A rectangle with its width (bottom) and height (right side) labelled. */
export function rectangle(w: number, h: number, bottom: string | null, right: string | null, name = 'rectangle'): PolygonDiagram {
  return { kind: 'polygon', name, vertices: [{ x: 0, y: 0 }, { x: w, y: 0 }, { x: w, y: h }, { x: 0, y: h }], sides: [bottom, right, null, null], angles: [null, null, null, null], rightAngles: [0] };
}

/** A coordinate plane fitting every point given (axes through 0 and one step of room). */
export function plane(
  marks: Partial<Pick<CoordinatePlaneDiagram, 'points' | 'segments' | 'lines' | 'polygons'>>,
  opts: { firstQuadrant?: boolean; extra?: XY[] } = {},
): CoordinatePlaneDiagram {
  const xy: XY[] = [
    ...(marks.points ?? []).map((p): XY => [p.x, p.y]),
    ...(marks.segments ?? []).flatMap((s) => [s.from, s.to]),
    ...(marks.lines ?? []).flatMap((l) => l.through),
    ...(marks.polygons ?? []).flatMap((p) => p.vertices),
    ...(opts.extra ?? []),
  ];
  const x = axisFor(xy.map((p) => p[0]), { pad: true, maxTicks: 20, minStep: 1 });
  const y = axisFor(xy.map((p) => p[1]), { pad: true, maxTicks: 20, minStep: 1 });
  if (opts.firstQuadrant) {
    x.min = Math.max(0, x.min);
    y.min = Math.max(0, y.min);
  }
  return { kind: 'coordinate-plane', x, y, points: marks.points ?? [], segments: marks.segments ?? [], lines: marks.lines ?? [], polygons: marks.polygons ?? [] };
}

/** A bar graph with a value scale from 0 to just above the tallest bar. */
export function barGraph(title: string, bars: { label: string; value: number }[], valueLabel?: string): BarGraphDiagram {
  const scale = axisFor(bars.map((b) => b.value), { withZero: true, maxTicks: 10 });
  return { kind: 'bar-graph', title, scale: { ...scale, min: Math.min(0, scale.min), ...(valueLabel ? { label: valueLabel } : {}) }, bars };
}

/** A dot plot of whole-number data, one tick per whole number between the least and greatest value (widened to at least 5 parts). */
export function integerDotPlot(title: string, values: number[], marker: 'x' | 'dot' = 'dot'): DotPlotDiagram {
  let lo = Math.min(...values), hi = Math.max(...values);
  if (hi - lo < 4) hi = lo + 4;
  const every = hi - lo > 20 ? 5 : hi - lo > 10 ? 2 : 1;
  lo = Math.floor(lo / every) * every;
  hi = Math.ceil(hi / every) * every;
  const labels: Tick[] = [];
  for (let v = lo; v <= hi; v += every) labels.push({ at: v, label: String(v) });
  return { kind: 'dot-plot', title, min: lo, max: hi, parts: hi - lo, labels, values, marker };
}

/** Whether a built diagram fits its scales (used by builders whose callers may go off them). */
export type { Diagram };

/** A generated body with its diagram. */
export function withDiagram<B extends object>(body: B, diagram: Diagram): B & { diagram: Diagram } {
  return { ...body, diagram };
}
