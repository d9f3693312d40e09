/** Parts and charts: fraction-bar, area-model, bar-graph, picture-graph, histogram, box-plot. */
import type { ServedDiagram } from '@mathquest/contracts';
import { useI18n } from '../../i18n/use-i18n';
import { Canvas, FONT, Label, W, num, scale, ticks } from './svg-kit';

type Of<K extends ServedDiagram['kind']> = Extract<ServedDiagram, { kind: K }>;

export function FractionBarDrawing({ d }: { d: Of<'fraction-bar'> }) {
  const left = d.bars.some((b) => b.label) ? 70 : 10;
  const width = W - left - 10;
  const h = 40, gap = 16;
  return (
    <Canvas height={d.bars.length * (h + gap) + gap}>
      {d.bars.map((b, i) => {
        const y = gap + i * (h + gap);
        const part = width / b.parts;
        return (
          <g key={i} data-part="bar">
            {b.label ? (
              <Label x={left - 12} y={y + h / 2} anchor="end" bold>
                {b.label}
              </Label>
            ) : null}
            {Array.from({ length: b.parts }, (_, k) => (
              <rect key={k} data-part={k < b.shaded ? 'shaded' : 'part'} x={left + k * part} y={y} width={part} height={h} className={k < b.shaded ? 'dg-shade' : 'dg-blank'} strokeWidth={2} />
            ))}
          </g>
        );
      })}
    </Canvas>
  );
}

export function AreaModelDrawing({ d }: { d: Of<'area-model'> }) {
  const left = 60, top = 34, width = W - left - 10;
  const total = (parts: { size: number }[]) => parts.reduce((a, p) => a + p.size, 0);
  // Each part at least a fifth of its share of the width, so a small part still holds its text.
  const widths = spread(d.columns.map((c) => c.size / total(d.columns)), width, 56);
  const height = Math.min(240, Math.max(80, width * (total(d.rows) / total(d.columns))));
  const heights = spread(d.rows.map((r) => r.size / total(d.rows)), height, 40);
  const xs = offsets(widths, left), ys = offsets(heights, top);
  const shaded = new Set(d.shaded.map(([r, c]) => `${r},${c}`));
  return (
    <Canvas height={top + height + 10}>
      {d.columns.map((c, k) => (
        <Label key={`c${k}`} x={xs[k]! + widths[k]! / 2} y={top - 16} bold>
          {c.label}
        </Label>
      ))}
      {d.rows.map((r, k) => (
        <Label key={`r${k}`} x={left - 10} y={ys[k]! + heights[k]! / 2} anchor="end" bold>
          {r.label}
        </Label>
      ))}
      {d.rows.map((_, r) =>
        d.columns.map((__, c) => (
          <g key={`${r},${c}`} data-part="cell">
            <rect x={xs[c]} y={ys[r]} width={widths[c]} height={heights[r]} className={shaded.has(`${r},${c}`) ? 'dg-shade' : 'dg-blank'} strokeWidth={2} />
            {d.cells[r]?.[c] ? (
              <Label x={xs[c]! + widths[c]! / 2} y={ys[r]! + heights[r]! / 2} bold>
                <tspan className={shaded.has(`${r},${c}`) ? 'dg-text-on-shade' : undefined}>{d.cells[r]![c]}</tspan>
              </Label>
            ) : null}
          </g>
        )),
      )}
    </Canvas>
  );
}

function spread(shares: number[], total: number, min: number): number[] {
  const raw = shares.map((s) => Math.max(min, s * total));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((r) => (r * total) / sum);
}
function offsets(sizes: number[], start: number): number[] {
  const out: number[] = [];
  let at = start;
  for (const s of sizes) {
    out.push(at);
    at += s;
  }
  return out;
}

/** A value axis on the left from the scale, with grid lines. */
function ValueAxis({ min, max, step, top, bottom, left }: { min: number; max: number; step: number; top: number; bottom: number; left: number }) {
  const y = scale(min, max, bottom, top);
  const marks = ticks(min, max, step);
  const every = marks.length > 12 ? 2 : 1;
  return (
    <g>
      {marks.map((t, i) => (
        <g key={i}>
          <line x1={left} x2={W - 10} y1={y(t)} y2={y(t)} className="dg-grid" />
          {i % every === 0 ? (
            <Label x={left - 6} y={y(t)} anchor="end" size={FONT - 2}>
              {num(t)}
            </Label>
          ) : null}
        </g>
      ))}
      <line x1={left} x2={left} y1={top} y2={bottom} className="dg-stroke" strokeWidth={2} />
      <line x1={left} x2={W - 10} y1={bottom} y2={bottom} className="dg-stroke" strokeWidth={2} />
    </g>
  );
}

export function BarGraphDrawing({ d }: { d: Of<'bar-graph'> }) {
  const top = 40, bottom = 250, left = 48;
  const y = scale(d.scale.min, d.scale.max, bottom, top);
  const slot = (W - 10 - left) / d.bars.length;
  return (
    <Canvas height={bottom + 40}>
      <Label x={W / 2} y={14} bold>
        {d.title}
        {d.scale.label ? ` (${d.scale.label})` : ''}
      </Label>
      <ValueAxis min={d.scale.min} max={d.scale.max} step={d.scale.step} top={top} bottom={bottom} left={left} />
      {d.bars.map((b, i) => (
        <g key={i} data-part="bar">
          <rect x={left + i * slot + slot * 0.2} width={slot * 0.6} y={Math.min(y(b.value), y(0))} height={Math.abs(y(0) - y(b.value))} className="dg-shade" strokeWidth={1.5} />
          <Label x={left + i * slot + slot / 2} y={bottom + 18} size={d.bars.length > 6 ? FONT - 3 : FONT - 1}>
            {b.label}
          </Label>
        </g>
      ))}
    </Canvas>
  );
}

export function HistogramDrawing({ d }: { d: Of<'histogram'> }) {
  const top = 40, bottom = 250, left = 48;
  const y = scale(d.scale.min, d.scale.max, bottom, top);
  const first = d.bins[0]!.from, last = d.bins[d.bins.length - 1]!.to;
  const x = scale(first, last, left + 10, W - 20);
  return (
    <Canvas height={bottom + 58}>
      <Label x={W / 2} y={14} bold>
        {d.title}
      </Label>
      <ValueAxis min={d.scale.min} max={d.scale.max} step={d.scale.step} top={top} bottom={bottom} left={left} />
      {d.bins.map((b, i) => (
        <rect key={i} data-part="bar" x={x(b.from)} width={x(b.to) - x(b.from)} y={y(b.count)} height={bottom - y(b.count)} className="dg-shade" strokeWidth={1.5} />
      ))}
      {[first, ...d.bins.map((b) => b.to)].map((e, i) => (
        <Label key={i} x={x(e)} y={bottom + 16} size={FONT - 3}>
          {num(e)}
        </Label>
      ))}
      <Label x={W / 2} y={bottom + 40} size={FONT - 1}>
        {d.valueLabel}
      </Label>
    </Canvas>
  );
}

export function PictureGraphDrawing({ d }: { d: Of<'picture-graph'> }) {
  const intl = useI18n();
  const left = 110, row = 40, r = 12;
  return (
    <Canvas height={d.rows.length * row + 80}>
      <Label x={W / 2} y={16} bold>
        {d.title}
      </Label>
      {d.rows.map((rw, i) => {
        const cy = 50 + i * row;
        const whole = Math.floor(rw.count);
        return (
          <g key={i} data-part="row">
            <Label x={left - 12} y={cy} anchor="end">
              {rw.label}
            </Label>
            {Array.from({ length: whole }, (_, k) => (
              <circle key={k} data-part="picture" cx={left + r + k * (2 * r + 4)} cy={cy} r={r} className="dg-shade" strokeWidth={1.5} />
            ))}
            {rw.count > whole ? <path data-part="half-picture" d={`M${left + r + whole * (2 * r + 4)},${cy - r} A${r},${r} 0 0 0 ${left + r + whole * (2 * r + 4)},${cy + r} Z`} className="dg-shade" strokeWidth={1.5} /> : null}
          </g>
        );
      })}
      <circle cx={24} cy={d.rows.length * row + 50} r={r} className="dg-shade" />
      <Label x={44} y={d.rows.length * row + 50} anchor="start">
        {intl.formatMessage({ id: 'diagram.pictureKey' }, { value: num(d.perSymbol), symbol: d.symbol })}
      </Label>
    </Canvas>
  );
}

export function BoxPlotDrawing({ d }: { d: Of<'box-plot'> }) {
  const left = d.plots.some((p) => p.label) ? 70 : 20, right = W - 20;
  const x = scale(d.axis.min, d.axis.max, left, right);
  const band = 60;
  const axisY = 40 + d.plots.length * band;
  const marks = ticks(d.axis.min, d.axis.max, d.axis.step);
  const every = marks.length > 10 ? 2 : 1;
  return (
    <Canvas height={axisY + 36}>
      <Label x={W / 2} y={14} bold>
        {d.title}
      </Label>
      {d.plots.map((p, i) => {
        const cy = 40 + i * band + band / 2;
        return (
          <g key={i} data-part="box">
            {p.label ? (
              <Label x={left - 8} y={cy} anchor="end" bold>
                {p.label}
              </Label>
            ) : null}
            <line x1={x(p.min)} x2={x(p.q1)} y1={cy} y2={cy} className="dg-stroke" strokeWidth={2} />
            <line x1={x(p.q3)} x2={x(p.max)} y1={cy} y2={cy} className="dg-stroke" strokeWidth={2} />
            <line x1={x(p.min)} x2={x(p.min)} y1={cy - 10} y2={cy + 10} className="dg-stroke" strokeWidth={2} />
            <line x1={x(p.max)} x2={x(p.max)} y1={cy - 10} y2={cy + 10} className="dg-stroke" strokeWidth={2} />
            <rect x={x(p.q1)} width={Math.max(1, x(p.q3) - x(p.q1))} y={cy - 18} height={36} className="dg-blank" strokeWidth={2} />
            <line x1={x(p.median)} x2={x(p.median)} y1={cy - 18} y2={cy + 18} className="dg-stroke" strokeWidth={4} />
          </g>
        );
      })}
      <line x1={left} x2={right} y1={axisY} y2={axisY} className="dg-stroke" strokeWidth={2} />
      {marks.map((t, i) => (
        <g key={i}>
          <line x1={x(t)} x2={x(t)} y1={axisY - 6} y2={axisY + 6} className="dg-stroke" strokeWidth={1.5} />
          {i % every === 0 ? (
            <Label x={x(t)} y={axisY + 20} size={FONT - 3}>
              {num(t)}
            </Label>
          ) : null}
        </g>
      ))}
    </Canvas>
  );
}
