import { z } from 'zod';

/**
 * A problem's picture as data (docs/maths/diagrams.md): the kinds the maths package generates and
 * the web app draws. The shape is checked here; whether the numbers can be drawn (on their scale,
 * no empty series) is the maths package's `validateDiagram`, which the web app runs before drawing.
 */

const num = z.number();
const label = z.string().max(40);
const XYSchema = z.tuple([num, num]);
const AxisSchema = z.object({ min: num, max: num, step: num, label: label.optional() });
const TickSchema = z.object({ at: num, label });

export const DiagramSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('number-line'),
    min: num,
    max: num,
    parts: z.number().int(),
    labels: z.array(TickSchema),
    points: z.array(z.object({ at: num, label, open: z.boolean().optional() })),
    intervals: z.array(z.object({ from: num.nullable(), to: num.nullable(), fromOpen: z.boolean(), toOpen: z.boolean() })),
  }),
  z.object({ kind: z.literal('fraction-bar'), bars: z.array(z.object({ parts: z.number().int(), shaded: z.number().int(), label })) }),
  z.object({
    kind: z.literal('area-model'),
    columns: z.array(z.object({ size: num, label })),
    rows: z.array(z.object({ size: num, label })),
    cells: z.array(z.array(label)),
    shaded: z.array(z.tuple([z.number().int(), z.number().int()])),
  }),
  z.object({
    kind: z.literal('angle'),
    rays: z.array(z.object({ degrees: num, label: label.optional() })),
    arcs: z.array(z.object({ from: num, to: num, label })),
    protractor: z.boolean(),
    vertex: label.optional(),
  }),
  z.object({
    kind: z.literal('polygon'),
    vertices: z.array(z.object({ x: num, y: num, label: label.optional() })),
    sides: z.array(label.nullable()),
    angles: z.array(label.nullable()),
    rightAngles: z.array(z.number().int()),
    name: label,
  }),
  z.object({
    kind: z.literal('solid'),
    shape: z.enum(['rectangular-prism', 'cube', 'cylinder', 'cone', 'sphere']),
    labels: z.object({ length: label.optional(), width: label.optional(), height: label.optional(), radius: label.optional() }),
  }),
  z.object({ kind: z.literal('net'), name: label, faces: z.array(z.object({ x: num, y: num, w: num, h: num, label })) }),
  z.object({
    kind: z.literal('coordinate-plane'),
    x: AxisSchema,
    y: AxisSchema,
    points: z.array(z.object({ x: num, y: num, label })),
    segments: z.array(z.object({ from: XYSchema, to: XYSchema })),
    lines: z.array(z.object({ through: z.tuple([XYSchema, XYSchema]), label: label.optional() })),
    polygons: z.array(z.object({ vertices: z.array(XYSchema), label: label.optional() })),
  }),
  z.object({ kind: z.literal('bar-graph'), title: label, scale: AxisSchema, bars: z.array(z.object({ label, value: num })) }),
  z.object({ kind: z.literal('picture-graph'), title: label, symbol: label, perSymbol: num, rows: z.array(z.object({ label, count: num })) }),
  z.object({
    kind: z.literal('dot-plot'),
    title: label,
    min: num,
    max: num,
    parts: z.number().int(),
    labels: z.array(TickSchema),
    values: z.array(num),
    marker: z.enum(['x', 'dot']),
  }),
  z.object({ kind: z.literal('histogram'), title: label, valueLabel: label, bins: z.array(z.object({ from: num, to: num, count: num })), scale: AxisSchema }),
  z.object({
    kind: z.literal('box-plot'),
    title: label,
    axis: AxisSchema,
    plots: z.array(z.object({ label, min: num, q1: num, median: num, q3: num, max: num })),
  }),
  z.object({ kind: z.literal('scatter-plot'), title: label, x: AxisSchema, y: AxisSchema, points: z.array(XYSchema), trendLine: z.tuple([XYSchema, XYSchema]).optional() }),
  z.object({
    kind: z.literal('function-graph'),
    title: label,
    x: AxisSchema,
    y: AxisSchema,
    series: z.array(z.object({ label, points: z.array(XYSchema), connect: z.boolean() })),
  }),
]);
export type ServedDiagram = z.infer<typeof DiagramSchema>;
