/**
 * One component draws every diagram kind of a problem (docs/maths/diagrams.md, docs/adr/0242):
 * an SVG that scales to its container (readable from 320 px), described to screen readers in words
 * built from the same data (`describeDiagram`), high contrast on screen and black on white in print.
 * Data that cannot be drawn (`validateDiagram`) shows a note instead of a broken picture: the
 * question's words hold everything needed.
 */
import type { ServedDiagram } from '@mathquest/contracts';
import { describeDiagram, validateDiagram, type Diagram as DiagramData } from '@mathquest/maths/diagrams';
import { useId, useMemo } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { AreaModelDrawing, BarGraphDrawing, BoxPlotDrawing, FractionBarDrawing, HistogramDrawing, PictureGraphDrawing } from './charts';
import { DotPlotDrawing, NumberLineDrawing } from './lines';
import { CoordinatePlaneDrawing, FunctionGraphDrawing, ScatterPlotDrawing } from './plane';
import { AngleDrawing, NetDrawing, PolygonDrawing, SolidDrawing } from './shapes';
import { DiagramWords } from './svg-kit';
import './diagram.css';

/** Each kind as a value of the `diagram.title` message's select (what the kind is called in the picture's short title). */
const TITLE_WORD: Record<ServedDiagram['kind'], string> = {
  'number-line': 'numberLine',
  'fraction-bar': 'fractionBar',
  'area-model': 'areaModel',
  angle: 'angle',
  polygon: 'polygon',
  solid: 'solid',
  net: 'net',
  'coordinate-plane': 'coordinatePlane',
  'bar-graph': 'barGraph',
  'picture-graph': 'pictureGraph',
  'dot-plot': 'dotPlot',
  histogram: 'histogram',
  'box-plot': 'boxPlot',
  'scatter-plot': 'scatterPlot',
  'function-graph': 'functionGraph',
};

/** Diagrams already reported as undrawable, so each is logged once however often it renders. */
const reported = new Set<string>();

function Drawing({ d }: { d: ServedDiagram }) {
  switch (d.kind) {
    case 'number-line':
      return <NumberLineDrawing d={d} />;
    case 'dot-plot':
      return <DotPlotDrawing d={d} />;
    case 'fraction-bar':
      return <FractionBarDrawing d={d} />;
    case 'area-model':
      return <AreaModelDrawing d={d} />;
    case 'bar-graph':
      return <BarGraphDrawing d={d} />;
    case 'picture-graph':
      return <PictureGraphDrawing d={d} />;
    case 'histogram':
      return <HistogramDrawing d={d} />;
    case 'box-plot':
      return <BoxPlotDrawing d={d} />;
    case 'angle':
      return <AngleDrawing d={d} />;
    case 'polygon':
      return <PolygonDrawing d={d} />;
    case 'solid':
      return <SolidDrawing d={d} />;
    case 'net':
      return <NetDrawing d={d} />;
    case 'coordinate-plane':
      return <CoordinatePlaneDrawing d={d} />;
    case 'scatter-plot':
      return <ScatterPlotDrawing d={d} />;
    case 'function-graph':
      return <FunctionGraphDrawing d={d} />;
  }
}

/** `question` is shown with the note when the picture cannot be drawn. */
export function Diagram({ diagram, question }: { diagram: ServedDiagram; question: string }) {
  const id = useId();
  const intl = useI18n();
  // The words are in the reader's language (the maths package describes every kind in both).
  const language = intl.locale === 'es-US' ? 'es-US' : 'en';
  const checked = useMemo(() => {
    const data = diagram as DiagramData;
    const valid = validateDiagram(data);
    return valid.ok ? { ok: true as const, description: describeDiagram(data, language) } : { ok: false as const, problems: valid.problems };
  }, [diagram, language]);
  if (!checked.ok) {
    const key = JSON.stringify(diagram);
    if (!reported.has(key)) {
      reported.add(key);
      console.warn(`diagram not drawn: ${checked.problems.join('; ')}`);
    }
    return (
      <div className="diagram diagram--undrawable" data-testid="diagram-undrawable" role="note">
        <p className="diagram__note">{intl.formatMessage({ id: 'diagram.undrawable' })}</p>
        <p className="diagram__question">{question}</p>
      </div>
    );
  }
  const title = `${intl.formatMessage({ id: 'diagram.title' }, { kind: TITLE_WORD[diagram.kind] })}. ${checked.description}`;
  return (
    <figure className="diagram" data-testid="diagram" data-kind={diagram.kind}>
      <DiagramWords.Provider value={{ id: `dg${id.replace(/[^A-Za-z0-9_-]/g, '')}`, title, description: checked.description }}>
        <Drawing d={diagram} />
      </DiagramWords.Provider>
      {/* The same words for sighted readers who want them (and for print). */}
      <details className="diagram__words">
        <summary>{intl.formatMessage({ id: 'diagram.inWords' })}</summary>
        <p data-testid="diagram-description">{checked.description}</p>
      </details>
    </figure>
  );
}
