/** One drawable diagram of every kind, with fixed data: the fixtures of the model's and the web component's tests. */
import type { Diagram, DiagramKind } from './types.js';

export const SAMPLE_DIAGRAMS: { [K in DiagramKind]: Extract<Diagram, { kind: K }> } = {
  'number-line': {
    kind: 'number-line', min: 0, max: 1, parts: 4,
    labels: [{ at: 0, label: '0' }, { at: 0.5, label: '1/2' }, { at: 1, label: '1' }, { at: 0.25, label: '1/4' }, { at: 0.75, label: '3/4' }],
    points: [{ at: 0.75, label: 'A' }], intervals: [],
  },
  'fraction-bar': { kind: 'fraction-bar', bars: [{ parts: 4, shaded: 3, label: '3/4' }, { parts: 8, shaded: 5, label: '5/8' }] },
  'area-model': {
    kind: 'area-model', columns: [{ size: 20, label: '20' }, { size: 3, label: '3' }], rows: [{ size: 4, label: '4' }],
    cells: [['80', '?']], shaded: [],
  },
  angle: { kind: 'angle', rays: [{ degrees: 0 }, { degrees: 65 }], arcs: [{ from: 0, to: 65, label: '?' }], protractor: true },
  polygon: {
    kind: 'polygon', name: 'rectangle', vertices: [{ x: 0, y: 0 }, { x: 6, y: 0 }, { x: 6, y: 4 }, { x: 0, y: 4 }],
    sides: ['6 cm', '4 cm', null, null], angles: [null, null, null, null], rightAngles: [0],
  },
  solid: { kind: 'solid', shape: 'rectangular-prism', labels: { length: '5 cm', width: '3 cm', height: '2 cm' } },
  net: {
    kind: 'net', name: 'cube',
    faces: [{ x: 1, y: 0, w: 1, h: 1, label: '' }, { x: 0, y: 1, w: 1, h: 1, label: '' }, { x: 1, y: 1, w: 1, h: 1, label: '' }, { x: 2, y: 1, w: 1, h: 1, label: '' }, { x: 3, y: 1, w: 1, h: 1, label: '' }, { x: 1, y: 2, w: 1, h: 1, label: '' }],
  },
  'coordinate-plane': {
    kind: 'coordinate-plane', x: { min: -5, max: 5, step: 1 }, y: { min: -5, max: 5, step: 1 },
    points: [{ x: 2, y: -3, label: 'P' }], segments: [{ from: [0, 0], to: [2, -3] }], lines: [], polygons: [],
  },
  'bar-graph': { kind: 'bar-graph', title: 'Books read', scale: { min: 0, max: 10, step: 2, label: 'Books' }, bars: [{ label: 'Mon', value: 4 }, { label: 'Tue', value: 7 }] },
  'picture-graph': { kind: 'picture-graph', title: 'Apples picked', symbol: 'apple', perSymbol: 2, rows: [{ label: 'Ana', count: 3 }, { label: 'Ben', count: 1.5 }] },
  'dot-plot': {
    kind: 'dot-plot', title: 'Ribbon lengths (in.)', min: 0, max: 1, parts: 4, marker: 'x',
    labels: [{ at: 0, label: '0' }, { at: 0.25, label: '1/4' }, { at: 0.5, label: '1/2' }, { at: 0.75, label: '3/4' }, { at: 1, label: '1' }],
    values: [0.25, 0.75, 0.25],
  },
  histogram: { kind: 'histogram', title: 'Heights', valueLabel: 'Height (cm)', scale: { min: 0, max: 6, step: 2, label: 'Students' }, bins: [{ from: 120, to: 130, count: 2 }, { from: 130, to: 140, count: 5 }] },
  'box-plot': { kind: 'box-plot', title: 'Test scores', axis: { min: 0, max: 100, step: 10 }, plots: [{ label: '', min: 40, q1: 55, median: 70, q3: 80, max: 95 }] },
  'scatter-plot': { kind: 'scatter-plot', title: 'Study and scores', x: { min: 0, max: 10, step: 1, label: 'Hours' }, y: { min: 0, max: 100, step: 10, label: 'Score' }, points: [[1, 50], [3, 60], [6, 80]] },
  'function-graph': { kind: 'function-graph', title: 'y = 2x', x: { min: 0, max: 5, step: 1 }, y: { min: 0, max: 10, step: 2 }, series: [{ label: 'y = 2x', points: [[0, 0], [5, 10]], connect: true }] },
};
