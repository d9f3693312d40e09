// @vitest-environment jsdom
import type { ServedDiagram } from '@mathquest/contracts';
import { DIAGRAM_KINDS, SAMPLE_DIAGRAMS, describeDiagram } from '@mathquest/maths/diagrams';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Diagram } from './diagram';
import { boldLabelWidth } from './shapes';

afterEach(cleanup);

/** What each kind's drawing must hold for the fixed sample: element selector → count. */
const ELEMENTS: Record<ServedDiagram['kind'], Record<string, number>> = {
  'number-line': { '[data-part="point"]': 1, line: 6 },
  'fraction-bar': { '[data-part="bar"]': 2, '[data-part="shaded"]': 8, '[data-part="part"]': 4 },
  'area-model': { '[data-part="cell"]': 2 },
  angle: { '[data-part="protractor"]': 1, '[data-part="ray"]': 2, '[data-part="arc"]': 1 },
  polygon: { '[data-part="shape"]': 1, '[data-part="right-angle"]': 1 },
  solid: { '[data-part="face"]': 1 },
  net: { '[data-part="face"]': 6 },
  'coordinate-plane': { '[data-part="point"]': 1, '[data-part="segment"]': 1 },
  'bar-graph': { '[data-part="bar"]': 2 },
  'picture-graph': { '[data-part="row"]': 2, '[data-part="picture"]': 4, '[data-part="half-picture"]': 1 },
  'dot-plot': { '[data-part="mark"]': 3 },
  histogram: { '[data-part="bar"]': 2 },
  'box-plot': { '[data-part="box"]': 1 },
  'scatter-plot': { '[data-part="point"]': 3 },
  'function-graph': { '[data-part="series"]': 1, polyline: 1 },
};

/** Visible label texts of each sample. */
const TEXTS: Record<ServedDiagram['kind'], string[]> = {
  'number-line': ['A', '1/2', '3/4'],
  'fraction-bar': ['3/4', '5/8'],
  'area-model': ['20', '3', '80', '?'],
  angle: ['?', '90', '180'],
  polygon: ['6 cm', '4 cm'],
  solid: ['5 cm', '3 cm', '2 cm'],
  net: [],
  'coordinate-plane': ['P', '−5', '5'],
  'bar-graph': ['Mon', 'Tue'],
  'picture-graph': ['Ana', 'Ben'],
  'dot-plot': ['Ribbon lengths (in.)', '1/4'],
  histogram: ['120', '140', 'Height (cm)'],
  'box-plot': ['Test scores', '100'],
  'scatter-plot': ['Hours', 'Score'],
  'function-graph': ['y = 2x'],
};

describe('Diagram, per kind (fixed data)', () => {
  for (const kind of DIAGRAM_KINDS) {
    it(`${kind}: one described image with the expected parts`, () => {
      const data = SAMPLE_DIAGRAMS[kind] as ServedDiagram;
      render(<Diagram diagram={data} question="Question?" />);
      const svg = screen.getByRole('img');
      expect(svg.tagName.toLowerCase()).toBe('svg');
      expect(svg.getAttribute('viewBox')).toMatch(/^0 0 400 \d+/);
      expect(svg.getAttribute('width')).toBeNull();
      const description = describeDiagram(SAMPLE_DIAGRAMS[kind]);
      expect(svg.querySelector('desc')?.textContent).toBe(description);
      expect(document.getElementById(svg.getAttribute('aria-describedby')!)?.textContent).toBe(description);
      expect(document.getElementById(svg.getAttribute('aria-labelledby')!)?.textContent).toContain(description);
      for (const [selector, n] of Object.entries(ELEMENTS[kind])) expect(svg.querySelectorAll(selector).length, selector).toBe(n);
      const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
      for (const t of TEXTS[kind]) expect(texts.some((x) => x?.includes(t)), t).toBe(true);
    });
  }
});

describe('Diagram with data that cannot be drawn', () => {
  it('shows the question with a note instead of a picture, and logs once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { ...SAMPLE_DIAGRAMS['bar-graph'], bars: [] } as ServedDiagram;
    const { rerender } = render(<Diagram diagram={bad} question="How many books on Tuesday?" />);
    rerender(<Diagram diagram={{ ...bad }} question="How many books on Tuesday?" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('diagram-undrawable').textContent).toContain('The picture for this problem could not be drawn; the question has everything you need.');
    expect(screen.getByTestId('diagram-undrawable').textContent).toContain('How many books on Tuesday?');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('a shape whose sides face left or right', () => {
  it('writes their labels beside the side, outwards, with room inside the picture for the widest', () => {
    const wide = { kind: 'polygon', name: 'rectangle', vertices: [{ x: 0, y: 0 }, { x: 9, y: 0 }, { x: 9, y: 3 }, { x: 0, y: 3 }], sides: ['9 inches', '3 inches', null, '3 inches'], angles: [null, null, null, null], rightAngles: [0] } as ServedDiagram;
    render(<Diagram diagram={wide} question="What is its area?" />);
    const svg = screen.getByRole('img');
    const xs = (svg.querySelector('polygon')?.getAttribute('points') ?? '').split(' ').map((p) => Number(p.split(',')[0]));
    const [left, right] = [Math.min(...xs), Math.max(...xs)];
    const labels = [...svg.querySelectorAll('text')].filter((t) => t.textContent === '3 inches');
    expect(labels.map((t) => t.getAttribute('text-anchor')).sort()).toEqual(['end', 'start']);
    for (const t of labels) {
      const x = Number(t.getAttribute('x'));
      const width = boldLabelWidth('3 inches');
      if (t.getAttribute('text-anchor') === 'start') {
        expect(x).toBeGreaterThan(right);
        expect(x + width).toBeLessThanOrEqual(400);
      } else {
        expect(x).toBeLessThan(left);
        expect(x - width).toBeGreaterThanOrEqual(0);
      }
    }
    // The bottom side's label stays centred under it.
    expect([...svg.querySelectorAll('text')].find((t) => t.textContent === '9 inches')?.getAttribute('text-anchor')).toBe('middle');
  });
});

describe('the picture in words, in the reader language', () => {
  it('describes the picture in Spanish to a Spanish reader', async () => {
    const { IntlProvider } = await import('react-intl');
    const spanish = (await import('../../i18n/messages/es-US.json')).default as Record<string, string>;
    const sample = SAMPLE_DIAGRAMS['number-line'];
    render(
      <IntlProvider locale="es-US" defaultLocale="en" messages={spanish}>
        <Diagram diagram={sample as ServedDiagram} question="?" />
      </IntlProvider>,
    );
    const words = describeDiagram(sample, 'es-US');
    expect(words).toMatch(/^Una recta numérica/);
    expect(screen.getByRole('img').getAttribute('aria-describedby')).toBeTruthy();
    expect(document.body.textContent).toContain(words);
  });

  it("words a picture graph's key in the reader's language", async () => {
    const { IntlProvider } = await import('react-intl');
    const spanish = (await import('../../i18n/messages/es-US.json')).default as Record<string, string>;
    const sample = SAMPLE_DIAGRAMS['picture-graph'] as ServedDiagram;
    const { unmount } = render(<Diagram diagram={sample} question="?" />);
    expect([...document.querySelectorAll('text')].map((t) => t.textContent)).toContain('= 2 (each apple)');
    unmount();
    render(
      <IntlProvider locale="es-US" defaultLocale="en" messages={spanish}>
        <Diagram diagram={sample} question="?" />
      </IntlProvider>,
    );
    expect([...document.querySelectorAll('text')].map((t) => t.textContent)).toContain('= 2 (cada apple)');
  });
});
