/**
 * Diagrams as data (docs/maths/diagrams.md, docs/adr/0242): what a problem's picture shows, as plain
 * JSON a generator builds from the same random draw as the problem. One web component draws every
 * kind, and `describeDiagram` writes the same data as words for screen readers.
 *
 * Positions and values are numbers (drawn, never checked as answers); what the child reads is in
 * the string labels. A label "?" marks what the question asks for: a diagram never shows the answer.
 */

/** A point [x, y] in the diagram's own units. */
export type XY = [number, number];

/** An axis or scale: from `min` to `max` with a tick every `step`. */
export interface Axis {
  min: number;
  max: number;
  step: number;
  /** What the axis measures, e.g. "Hours". */
  label?: string;
}

/** A labelled tick of a number line or a plot's axis. */
export interface Tick {
  at: number;
  label: string;
}

export interface NumberLineDiagram {
  kind: 'number-line';
  min: number;
  max: number;
  /** Equal parts between min and max: a tick at each. */
  parts: number;
  /** The ticks that carry a label (the others are drawn bare). */
  labels: Tick[];
  /** Marked points: a letter or a value; `open` draws a hollow circle. */
  points: { at: number; label: string; open?: boolean }[];
  /** Shaded parts of the line; a null end runs off that side of the line (an arrow). */
  intervals: { from: number | null; to: number | null; fromOpen: boolean; toOpen: boolean }[];
}

export interface FractionBarDiagram {
  kind: 'fraction-bar';
  /** Bars of equal length, each cut into `parts` equal parts of which `shaded` are shaded. */
  bars: { parts: number; shaded: number; label: string }[];
}

export interface AreaModelDiagram {
  kind: 'area-model';
  /** Column widths and row heights (drawn to scale) with their labels. */
  columns: { size: number; label: string }[];
  rows: { size: number; label: string }[];
  /** cells[row][column]: the text in each part ("" for none, "?" for the asked part). */
  cells: string[][];
  /** [row, column] of the shaded cells. */
  shaded: [number, number][];
}

export interface AngleDiagram {
  kind: 'angle';
  /** Rays from the vertex, by direction in degrees (0 points right, counterclockwise). */
  rays: { degrees: number; label?: string }[];
  /** Marked angles between two ray directions, with their labels ("?" for the asked one). */
  arcs: { from: number; to: number; label: string }[];
  /** Draw a protractor (0° to 180°) under the rays for the child to read. */
  protractor: boolean;
  vertex?: string;
}

export interface PolygonDiagram {
  kind: 'polygon';
  /** Corners in order (not necessarily to scale), with optional letters. */
  vertices: { x: number; y: number; label?: string }[];
  /** sides[i] labels the side from vertex i to vertex i + 1; null for an unlabelled side. */
  sides: (string | null)[];
  /** angles[i] labels the angle at vertex i; null for none. */
  angles: (string | null)[];
  /** Vertices with a right-angle mark. */
  rightAngles: number[];
  /** What the shape is, for the description ("rectangle", "right triangle"). */
  name: string;
}

export interface SolidDiagram {
  kind: 'solid';
  shape: 'rectangular-prism' | 'cube' | 'cylinder' | 'cone' | 'sphere';
  /** Labels of the measured edges or radii (drawn schematically, not to scale). */
  labels: { length?: string; width?: string; height?: string; radius?: string };
}

export interface NetDiagram {
  kind: 'net';
  /** What solid the net folds into. */
  name: string;
  /** Rectangular faces on a grid, with the text written on each. */
  faces: { x: number; y: number; w: number; h: number; label: string }[];
}

export interface CoordinatePlaneDiagram {
  kind: 'coordinate-plane';
  x: Axis;
  y: Axis;
  points: { x: number; y: number; label: string }[];
  segments: { from: XY; to: XY }[];
  /** Lines through two points, drawn across the whole grid. */
  lines: { through: [XY, XY]; label?: string }[];
  polygons: { vertices: XY[]; label?: string }[];
}

export interface BarGraphDiagram {
  kind: 'bar-graph';
  title: string;
  /** The value scale. */
  scale: Axis;
  bars: { label: string; value: number }[];
}

export interface PictureGraphDiagram {
  kind: 'picture-graph';
  title: string;
  /** A short word for the picture ("star") and what one picture stands for. */
  symbol: string;
  perSymbol: number;
  /** `count` pictures per row (a multiple of 1/2: half pictures are drawn as halves). */
  rows: { label: string; count: number }[];
}

export interface DotPlotDiagram {
  kind: 'dot-plot';
  title: string;
  /** The number line under the dots: equal parts between min and max, labelled ticks. */
  min: number;
  max: number;
  parts: number;
  labels: Tick[];
  /** One mark per value, each on a labelled tick. */
  values: number[];
  marker: 'x' | 'dot';
}

export interface HistogramDiagram {
  kind: 'histogram';
  title: string;
  /** Bin edges on the value axis (label: what is measured). */
  valueLabel: string;
  bins: { from: number; to: number; count: number }[];
  scale: Axis;
}

export interface BoxPlotDiagram {
  kind: 'box-plot';
  title: string;
  axis: Axis;
  plots: { label: string; min: number; q1: number; median: number; q3: number; max: number }[];
}

export interface ScatterPlotDiagram {
  kind: 'scatter-plot';
  title: string;
  x: Axis;
  y: Axis;
  points: XY[];
  /** A fitted line through two points. */
  trendLine?: [XY, XY];
}

export interface FunctionGraphDiagram {
  kind: 'function-graph';
  title: string;
  x: Axis;
  y: Axis;
  /** Each series is a set of points, joined by straight pieces when `connect`. */
  series: { label: string; points: XY[]; connect: boolean }[];
}

export type Diagram =
  | NumberLineDiagram
  | FractionBarDiagram
  | AreaModelDiagram
  | AngleDiagram
  | PolygonDiagram
  | SolidDiagram
  | NetDiagram
  | CoordinatePlaneDiagram
  | BarGraphDiagram
  | PictureGraphDiagram
  | DotPlotDiagram
  | HistogramDiagram
  | BoxPlotDiagram
  | ScatterPlotDiagram
  | FunctionGraphDiagram;

export type DiagramKind = Diagram['kind'];

export const DIAGRAM_KINDS: readonly DiagramKind[] = [
  'number-line', 'fraction-bar', 'area-model', 'angle', 'polygon', 'solid', 'net', 'coordinate-plane',
  'bar-graph', 'picture-graph', 'dot-plot', 'histogram', 'box-plot', 'scatter-plot', 'function-graph',
];
