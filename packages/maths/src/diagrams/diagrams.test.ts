import { describe, expect, it } from 'vitest';
import { describeDiagram } from './describe.js';
import { diagramRevealsAnswer } from './reveal.js';
import { SAMPLE_DIAGRAMS } from './samples.js';
import { DIAGRAM_KINDS, type Diagram } from './types.js';
import { validateDiagram } from './validate.js';

describe('the diagram model, per kind (fixed data)', () => {
  it('has a sample of every kind, each drawable', () => {
    expect(Object.keys(SAMPLE_DIAGRAMS).sort()).toEqual([...DIAGRAM_KINDS].sort());
    for (const d of Object.values(SAMPLE_DIAGRAMS)) expect(validateDiagram(d), d.kind).toEqual({ ok: true });
  });

  const expected: Record<Diagram['kind'], string[]> = {
    'number-line': ['A number line from 0 to 1, cut into 4 equal parts.', 'Point A is at 3/4.'],
    'fraction-bar': ['2 fraction bars of the same length.', 'Bar 3/4: 4 equal parts, 3 shaded.', 'Bar 5/8: 8 equal parts, 5 shaded.'],
    'area-model': ['1 row and 2 columns', 'Across the top: 20 and 3.', 'Row 4: 20: 80; 3: ?.'],
    angle: ['A protractor from 0° to 180°', 'The rays point to 0° and 65°', 'The angle marked ? is the one asked for, between 0° and 65°.'],
    polygon: ['A rectangle with 4 corners.', 'Side 1 is 6 cm and side 2 is 4 cm.', 'The angle at corner 1 is a right angle.'],
    solid: ['A rectangular prism, not drawn to scale. Labelled: length 5 cm, width 3 cm and height 2 cm.'],
    net: ['A net of a cube: 6 faces'],
    'coordinate-plane': ['The x axis goes from −5 to 5 in steps of 1.', 'Point P is at (2, −3).', 'A segment joins (0, 0) and (2, −3).'],
    'bar-graph': ['A bar graph, "Books read".', 'Mon: 4.', 'Tue: 7.'],
    'picture-graph': ['Each apple stands for 2.', 'Ana: 3 apples.', 'Ben: 1.5 apples.'],
    'dot-plot': ['A line plot, "Ribbon lengths (in.)"', 'an X for each of 3 values: 1/4, 1/4 and 3/4.'],
    histogram: ['A histogram, "Heights".', 'From 120 to 130: 2.', 'From 130 to 140: 5.'],
    'box-plot': ['Minimum 40, lower quartile 55, median 70, upper quartile 80, maximum 95.'],
    'scatter-plot': ['Hours', '3 points: (1, 50), (3, 60) and (6, 80).'],
    'function-graph': ['y = 2x: a line through (0, 0) and (5, 10).'],
  };
  for (const kind of DIAGRAM_KINDS) {
    it(`${kind}: describes every value it draws`, () => {
      const text = describeDiagram(SAMPLE_DIAGRAMS[kind]);
      for (const part of expected[kind]) expect(text).toContain(part);
    });
  }
});

describe('validateDiagram refuses what cannot be drawn', () => {
  const bad: [string, Diagram][] = [
    ['a point off its number line', { ...SAMPLE_DIAGRAMS['number-line'], points: [{ at: 1.5, label: 'A' }] }],
    ['an empty bar graph', { ...SAMPLE_DIAGRAMS['bar-graph'], bars: [] }],
    ['a bar above its scale', { ...SAMPLE_DIAGRAMS['bar-graph'], bars: [{ label: 'Mon', value: 12 }] }],
    ['NaN on a coordinate plane', { ...SAMPLE_DIAGRAMS['coordinate-plane'], points: [{ x: Number.NaN, y: 1, label: 'P' }] }],
    ['a scale that runs backwards', { ...SAMPLE_DIAGRAMS['scatter-plot'], x: { min: 5, max: 0, step: 1 } }],
    ['a scale with too many ticks', { ...SAMPLE_DIAGRAMS['scatter-plot'], x: { min: 0, max: 1000, step: 1 } }],
    ['a dot between ticks', { ...SAMPLE_DIAGRAMS['dot-plot'], values: [0.3] }],
    ['a box plot out of order', { ...SAMPLE_DIAGRAMS['box-plot'], plots: [{ label: '', min: 50, q1: 40, median: 70, q3: 80, max: 95 }] }],
    ['a flat polygon', { ...SAMPLE_DIAGRAMS.polygon, vertices: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }, { x: 3, y: 0 }] }],
    ['more shaded parts than parts', { kind: 'fraction-bar', bars: [{ parts: 4, shaded: 5, label: '' }] }],
    ['an empty graph series', { ...SAMPLE_DIAGRAMS['function-graph'], series: [{ label: '', points: [], connect: true }] }],
    ['data of the wrong shape', { kind: 'histogram' } as unknown as Diagram],
  ];
  for (const [name, d] of bad) {
    it(name, () => {
      const r = validateDiagram(d);
      expect(r.ok).toBe(false);
    });
  }
});

describe('a diagram never shows the answer', () => {
  it('flags a label that states the answer and passes a "?"', () => {
    const answer = { format: 'integer', value: '23', canonical: '23' } as const;
    const withAnswer: Diagram = { ...SAMPLE_DIAGRAMS.polygon, sides: ['6 cm', '4 cm', '23 cm', null] };
    expect(diagramRevealsAnswer(withAnswer, answer, 'What is the missing side?')).toMatch(/23/);
    expect(diagramRevealsAnswer(SAMPLE_DIAGRAMS['area-model'], { format: 'integer', value: '12', canonical: '12' }, 'What goes in the ? part?')).toBeNull();
  });
});
