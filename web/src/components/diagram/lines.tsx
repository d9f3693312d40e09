/** Number lines and the plots drawn on one: number-line and dot-plot. */
import type { ServedDiagram } from '@mathquest/contracts';
import { Canvas, FONT, Label, W, scale } from './svg-kit';

type NumberLine = Extract<ServedDiagram, { kind: 'number-line' }>;
type DotPlot = Extract<ServedDiagram, { kind: 'dot-plot' }>;

const M = 30;

/** The line with its ticks and labels at height y. */
function Ruler({ min, max, parts, labels, y }: { min: number; max: number; parts: number; labels: { at: number; label: string }[]; y: number }) {
  const x = scale(min, max, M, W - M);
  return (
    <g>
      <line x1={M - 18} x2={W - M + 18} y1={y} y2={y} className="dg-stroke" strokeWidth={2} markerStart="url(#dg-arrow)" markerEnd="url(#dg-arrow)" />
      {Array.from({ length: parts + 1 }, (_, i) => {
        const tx = M + ((W - 2 * M) * i) / parts;
        return <line key={i} x1={tx} x2={tx} y1={y - 8} y2={y + 8} className="dg-stroke" strokeWidth={2} />;
      })}
      {labels.map((t, i) => (
        <Label key={i} x={x(t.at)} y={y + 24} size={FONT}>
          {t.label}
        </Label>
      ))}
    </g>
  );
}

export function ArrowDefs() {
  return (
    <defs>
      <marker id="dg-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
        <path d="M0,0 L10,5 L0,10 z" className="dg-fill-ink" />
      </marker>
    </defs>
  );
}

export function NumberLineDrawing({ d }: { d: NumberLine }) {
  const y = 70;
  const x = scale(d.min, d.max, M, W - M);
  return (
    <Canvas height={110}>
      <ArrowDefs />
      {d.intervals.map((s, i) => {
        const x1 = s.from === null ? M - 16 : x(s.from);
        const x2 = s.to === null ? W - M + 16 : x(s.to);
        return (
          <g key={i} data-part="interval">
            <line x1={x1} x2={x2} y1={y} y2={y} className="dg-accent" strokeWidth={7} />
            {s.from !== null ? <circle cx={x1} cy={y} r={7} className={s.fromOpen ? 'dg-open' : 'dg-closed'} strokeWidth={3} /> : null}
            {s.to !== null ? <circle cx={x2} cy={y} r={7} className={s.toOpen ? 'dg-open' : 'dg-closed'} strokeWidth={3} /> : null}
          </g>
        );
      })}
      <Ruler min={d.min} max={d.max} parts={d.parts} labels={d.labels} y={y} />
      {d.points.map((p, i) => (
        <g key={i} data-part="point">
          <circle cx={x(p.at)} cy={y} r={7} className={p.open ? 'dg-open' : 'dg-closed'} strokeWidth={3} />
          <Label x={x(p.at)} y={y - 26} bold>
            {p.label}
          </Label>
        </g>
      ))}
    </Canvas>
  );
}

export function DotPlotDrawing({ d }: { d: DotPlot }) {
  const x = scale(d.min, d.max, M, W - M);
  const stacks = new Map<number, number>();
  const marks = d.values.map((v) => {
    const key = Math.round(v * 1e6);
    const n = (stacks.get(key) ?? 0) + 1;
    stacks.set(key, n);
    return { v, n };
  });
  const tallest = Math.max(1, ...stacks.values());
  const step = 20;
  const y = 40 + tallest * step;
  return (
    <Canvas height={y + 44}>
      <ArrowDefs />
      <Label x={W / 2} y={16} bold>
        {d.title}
      </Label>
      <Ruler min={d.min} max={d.max} parts={d.parts} labels={d.labels} y={y} />
      {marks.map(({ v, n }, i) => {
        const cx = x(v), cy = y - 6 - n * step + step / 2;
        return d.marker === 'x' ? (
          <path key={i} data-part="mark" d={`M${cx - 6},${cy - 6} L${cx + 6},${cy + 6} M${cx + 6},${cy - 6} L${cx - 6},${cy + 6}`} className="dg-stroke" strokeWidth={3} />
        ) : (
          <circle key={i} data-part="mark" cx={cx} cy={cy} r={7} className="dg-closed" />
        );
      })}
    </Canvas>
  );
}
