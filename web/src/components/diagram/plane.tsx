/** Drawings on x–y axes: coordinate-plane, scatter-plot, function-graph. */
import type { ServedDiagram } from '@mathquest/contracts';
import type { ReactNode } from 'react';
import { Canvas, FONT, Label, W, num, scale, ticks } from './svg-kit';

type Of<K extends ServedDiagram['kind']> = Extract<ServedDiagram, { kind: K }>;
type Axis = Of<'coordinate-plane'>['x'];
type XY = [number, number];

const H = 400;

/** The grid, the axes (through 0 when 0 is on the scale, else along the edge) and their numbers. */
function Plane({ x: ax, y: ay, title, children }: { x: Axis; y: Axis; title?: string; children: (to: (p: XY) => XY) => ReactNode }) {
  const top = title ? 36 : 16, left = 44, right = W - 16, bottom = H - 44;
  const sx = scale(ax.min, ax.max, left, right), sy = scale(ay.min, ay.max, bottom, top);
  const to = ([x, y]: XY): XY => [sx(x), sy(y)];
  const xs = ticks(ax.min, ax.max, ax.step), ys = ticks(ay.min, ay.max, ay.step);
  const xAt = ay.min <= 0 && ay.max >= 0 ? sy(0) : bottom;
  const yAt = ax.min <= 0 && ax.max >= 0 ? sx(0) : left;
  const everyX = xs.length > 11 ? 2 : 1, everyY = ys.length > 11 ? 2 : 1;
  return (
    <Canvas height={H}>
      {title ? (
        <Label x={W / 2} y={14} bold>
          {title}
        </Label>
      ) : null}
      {xs.map((t, i) => <line key={`gx${i}`} x1={sx(t)} x2={sx(t)} y1={top} y2={bottom} className="dg-grid" />)}
      {ys.map((t, i) => <line key={`gy${i}`} x1={left} x2={right} y1={sy(t)} y2={sy(t)} className="dg-grid" />)}
      <line x1={left} x2={right} y1={xAt} y2={xAt} className="dg-stroke" strokeWidth={2} />
      <line x1={yAt} x2={yAt} y1={top} y2={bottom} className="dg-stroke" strokeWidth={2} />
      {xs.map((t, i) => (i % everyX === 0 ? <Label key={`lx${i}`} x={sx(t)} y={Math.min(bottom + 16, xAt + 16)} size={FONT - 3}>{num(t)}</Label> : null))}
      {ys.map((t, i) => (i % everyY === 0 && (t !== 0 || yAt === left) ? <Label key={`ly${i}`} x={yAt - 6} y={sy(t)} anchor="end" size={FONT - 3}>{num(t)}</Label> : null))}
      {ax.label ? <Label x={(left + right) / 2} y={H - 12} size={FONT - 1}>{ax.label}</Label> : null}
      {ay.label ? <text x={14} y={(top + bottom) / 2} transform={`rotate(-90 14 ${(top + bottom) / 2})`} textAnchor="middle" dominantBaseline="middle" fontSize={FONT - 1} className="dg-text">{ay.label}</text> : null}
      {children(to)}
    </Canvas>
  );
}

/** The part of the line through a and b inside the box of the axes. */
function clip(a: XY, b: XY, ax: Axis, ay: Axis): [XY, XY] | null {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  let t0 = -Infinity, t1 = Infinity;
  for (const [p, q] of [[-dx, a[0] - ax.min], [dx, ax.max - a[0]], [-dy, a[1] - ay.min], [dy, ay.max - a[1]]] as const) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
  }
  if (t0 > t1) return null;
  return [[a[0] + t0 * dx, a[1] + t0 * dy], [a[0] + t1 * dx, a[1] + t1 * dy]];
}

export function CoordinatePlaneDrawing({ d }: { d: Of<'coordinate-plane'> }) {
  return (
    <Plane x={d.x} y={d.y}>
      {(to) => (
        <>
          {d.polygons.map((p, i) => <polygon key={`p${i}`} data-part="polygon" points={p.vertices.map((v) => to(v).join(',')).join(' ')} className="dg-shape" strokeWidth={2.5} />)}
          {d.lines.map((l, i) => {
            const seg = clip(l.through[0], l.through[1], d.x, d.y);
            if (!seg) return null;
            const [a, b] = [to(seg[0]), to(seg[1])];
            return <line key={`l${i}`} data-part="line" x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} className="dg-accent-line" strokeWidth={3} />;
          })}
          {d.segments.map((s, i) => {
            const [a, b] = [to(s.from), to(s.to)];
            return <line key={`s${i}`} data-part="segment" x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} className="dg-accent-line" strokeWidth={3} />;
          })}
          {d.points.map((p, i) => {
            const [x, y] = to([p.x, p.y]);
            return (
              <g key={`pt${i}`} data-part="point">
                <circle cx={x} cy={y} r={6} className="dg-closed" />
                <Label x={x + 12} y={y - 12} anchor="start" bold>
                  {p.label}
                </Label>
              </g>
            );
          })}
        </>
      )}
    </Plane>
  );
}

export function ScatterPlotDrawing({ d }: { d: Of<'scatter-plot'> }) {
  return (
    <Plane x={d.x} y={d.y} title={d.title}>
      {(to) => (
        <>
          {d.trendLine
            ? (() => {
                const seg = clip(d.trendLine[0], d.trendLine[1], d.x, d.y);
                if (!seg) return null;
                const [a, b] = [to(seg[0]), to(seg[1])];
                return <line data-part="trend" x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} className="dg-accent-line dg-dashed" strokeWidth={2.5} />;
              })()
            : null}
          {d.points.map((p, i) => {
            const [x, y] = to(p);
            return <circle key={i} data-part="point" cx={x} cy={y} r={5.5} className="dg-closed" />;
          })}
        </>
      )}
    </Plane>
  );
}

export function FunctionGraphDrawing({ d }: { d: Of<'function-graph'> }) {
  return (
    <Plane x={d.x} y={d.y} title={d.title}>
      {(to) =>
        d.series.map((s, i) => (
          <g key={i} data-part="series" className={i % 2 ? 'dg-series-2' : undefined}>
            {s.connect ? <polyline points={s.points.map((p) => to(p).join(',')).join(' ')} className="dg-accent-line" fill="none" strokeWidth={3} /> : null}
            {s.points.map((p, k) => {
              const [x, y] = to(p);
              return <circle key={k} cx={x} cy={y} r={5} className="dg-closed" />;
            })}
            {s.label && d.series.length > 1 ? (
              (() => {
                const [x, y] = to(s.points[s.points.length - 1]!);
                return (
                  <Label x={Math.min(x, W - 60)} y={Math.max(y - 14, 40)} anchor="start" bold>
                    {s.label}
                  </Label>
                );
              })()
            ) : null}
          </g>
        ))
      }
    </Plane>
  );
}
