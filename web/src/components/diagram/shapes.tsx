/** Geometry: angle (with a protractor), polygon, solid, net. Shapes are drawn to fit, labels say the sizes. */
import type { ServedDiagram } from '@mathquest/contracts';
import { Canvas, FONT, Label, W, scale } from './svg-kit';

type Of<K extends ServedDiagram['kind']> = Extract<ServedDiagram, { kind: K }>;

const rad = (deg: number) => (deg * Math.PI) / 180;

export function AngleDrawing({ d }: { d: Of<'angle'> }) {
  const half = d.protractor || d.rays.every((r) => r.degrees >= 0 && r.degrees <= 180);
  const cx = W / 2, cy = half ? 200 : W / 2, R = 150;
  const at = (deg: number, r: number): [number, number] => [cx + r * Math.cos(rad(deg)), cy - r * Math.sin(rad(deg))];
  return (
    <Canvas height={half ? 230 : W}>
      {d.protractor ? (
        <g data-part="protractor">
          <path d={`M${cx - R},${cy} A${R},${R} 0 0 1 ${cx + R},${cy} Z`} className="dg-protractor" strokeWidth={2} />
          {Array.from({ length: 37 }, (_, i) => {
            const deg = i * 5;
            const [x1, y1] = at(deg, R);
            const [x2, y2] = at(deg, R - (deg % 10 === 0 ? 14 : 7));
            return <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} className="dg-stroke" strokeWidth={1.2} />;
          })}
          {Array.from({ length: 7 }, (_, i) => {
            const [x, y] = at(i * 30, R - 28);
            return (
              <Label key={i} x={x} y={y} size={FONT - 3}>
                {i * 30}
              </Label>
            );
          })}
        </g>
      ) : null}
      {d.arcs.map((a, i) => {
        const r = 44 + i * 18;
        const [x1, y1] = at(a.from, r), [x2, y2] = at(a.to, r);
        const [lx, ly] = at((a.from + a.to) / 2, r + 22);
        return (
          <g key={i} data-part="arc">
            <path d={`M${x1},${y1} A${r},${r} 0 ${a.to - a.from > 180 ? 1 : 0} 0 ${x2},${y2}`} className="dg-accent-line" strokeWidth={3} fill="none" />
            <Label x={lx} y={ly} bold>
              {a.label}
            </Label>
          </g>
        );
      })}
      {d.rays.map((r, i) => {
        const [x, y] = at(r.degrees, R + 20);
        const [lx, ly] = at(r.degrees, R + 36);
        return (
          <g key={i} data-part="ray">
            <line x1={cx} y1={cy} x2={x} y2={y} className="dg-stroke" strokeWidth={3} />
            {r.label ? (
              <Label x={Math.min(W - 10, Math.max(10, lx))} y={Math.max(10, ly)} bold>
                {r.label}
              </Label>
            ) : null}
          </g>
        );
      })}
      <circle cx={cx} cy={cy} r={4} className="dg-closed" />
      {d.vertex ? (
        <Label x={cx} y={cy + 18} bold>
          {d.vertex}
        </Label>
      ) : null}
    </Canvas>
  );
}

/** Fits points into the drawing area, keeping their shape (y up), `padX` free left and right and `padY` above and below. */
function fit(points: [number, number][], width: number, height: number, padX: number, padY: number) {
  const xs = points.map((p) => p[0]), ys = points.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = Math.min((width - 2 * padX) / (x1 - x0 || 1), (height - 2 * padY) / (y1 - y0 || 1));
  const ox = (width - (x1 - x0) * k) / 2, oy = (height - (y1 - y0) * k) / 2;
  return ([x, y]: [number, number]): [number, number] => [ox + (x - x0) * k, height - (oy + (y - y0) * k)];
}

/** A generous width of a bold label in the drawing's type (about 0.62 of the size per character). */
export const boldLabelWidth = (text: string) => text.length * FONT * 0.62;

/** Space between a side and its label. */
const SIDE_GAP = 12;

export function PolygonDrawing({ d }: { d: Of<'polygon'> }) {
  const H = 300;
  const data = d.vertices.map((v): [number, number] => [v.x, v.y]);
  const centre: [number, number] = [data.reduce((a, p) => a + p[0], 0) / data.length, data.reduce((a, p) => a + p[1], 0) / data.length];
  // A side facing left or right (a rectangle's upright sides) has its label beside it, written
  // from the side outwards: the drawing keeps room for the widest such label on both sides, so a
  // label like "3 inches" is neither drawn over its side nor cut off by the picture's edge.
  const facing = d.vertices.map((v, i) => {
    const n = d.vertices[(i + 1) % d.vertices.length]!;
    const dx = (v.x + n.x) / 2 - centre[0], dy = (v.y + n.y) / 2 - centre[1];
    return Math.abs(dx) > 2 * Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : null;
  });
  const sideways = Math.max(0, ...d.sides.map((s, i) => (s && facing[i] ? boldLabelWidth(s) : 0)));
  const to = fit(data, W, H, Math.max(56, SIDE_GAP + sideways + 4), 56);
  const pts = data.map((p) => to(p));
  const c: [number, number] = [pts.reduce((a, p) => a + p[0], 0) / pts.length, pts.reduce((a, p) => a + p[1], 0) / pts.length];
  const away = ([x, y]: [number, number], by: number): [number, number] => {
    const dx = x - c[0], dy = y - c[1], l = Math.hypot(dx, dy) || 1;
    return [x + (dx / l) * by, y + (dy / l) * by];
  };
  return (
    <Canvas height={H}>
      <polygon data-part="shape" points={pts.map((p) => p.join(',')).join(' ')} className="dg-shape" strokeWidth={3} />
      {d.rightAngles.map((i) => {
        const p = pts[i]!, a = pts[(i + 1) % pts.length]!, b = pts[(i - 1 + pts.length) % pts.length]!;
        const u = (q: [number, number]): [number, number] => {
          const l = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
          return [((q[0] - p[0]) / l) * 14, ((q[1] - p[1]) / l) * 14];
        };
        const [ax, ay] = u(a), [bx, by] = u(b);
        return <path key={`r${i}`} data-part="right-angle" d={`M${p[0] + ax},${p[1] + ay} L${p[0] + ax + bx},${p[1] + ay + by} L${p[0] + bx},${p[1] + by}`} className="dg-stroke" fill="none" strokeWidth={2} />;
      })}
      {d.sides.map((s, i) => {
        if (s === null) return null;
        const a = pts[i]!, b = pts[(i + 1) % pts.length]!;
        const mid: [number, number] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
        const side = facing[i];
        if (side) {
          const x = side === 'right' ? Math.max(a[0], b[0]) + SIDE_GAP : Math.min(a[0], b[0]) - SIDE_GAP;
          return (
            <Label key={`s${i}`} x={x} y={mid[1]} anchor={side === 'right' ? 'start' : 'end'} bold>
              {s}
            </Label>
          );
        }
        const [x, y] = away(mid, 22);
        return (
          <Label key={`s${i}`} x={x} y={y} bold>
            {s}
          </Label>
        );
      })}
      {d.angles.map((s, i) => {
        if (s === null) return null;
        const p = pts[i]!;
        const dx = c[0] - p[0], dy = c[1] - p[1], l = Math.hypot(dx, dy) || 1;
        return (
          <Label key={`a${i}`} x={p[0] + (dx / l) * 36} y={p[1] + (dy / l) * 36}>
            {s}
          </Label>
        );
      })}
      {d.vertices.map((v, i) => {
        if (!v.label) return null;
        const [x, y] = away(pts[i]!, 16);
        return (
          <Label key={`v${i}`} x={x} y={y} bold>
            {v.label}
          </Label>
        );
      })}
    </Canvas>
  );
}

export function SolidDrawing({ d }: { d: Of<'solid'> }) {
  const L = d.labels;
  if (d.shape === 'rectangular-prism' || d.shape === 'cube') {
    // Front face and an offset back face, the hidden edges dashed.
    const [x0, y0, w, h, dx, dy] = [70, 90, 200, 130, 70, -50];
    return (
      <Canvas height={260}>
        <rect data-part="face" x={x0} y={y0} width={w} height={h} className="dg-shape" strokeWidth={3} />
        <path d={`M${x0},${y0} l${dx},${dy} h${w} l${-dx},${-dy} M${x0 + w + dx},${y0 + dy} v${h} l${-dx},${-dy}`} className="dg-stroke" fill="none" strokeWidth={3} />
        <path d={`M${x0 + dx},${y0 + dy} v${h} h${w} M${x0 + dx},${y0 + dy + h} l${-dx},${-dy}`} className="dg-stroke dg-dashed" fill="none" strokeWidth={1.5} />
        {L.length ? <Label x={x0 + w / 2} y={y0 + h + 20} bold>{L.length}</Label> : null}
        {L.width ? <Label x={x0 + w + dx / 2 + 34} y={y0 + h + dy / 2 + 8} bold>{L.width}</Label> : null}
        {L.height ? <Label x={x0 - 12} y={y0 + h / 2} anchor="end" bold>{L.height}</Label> : null}
      </Canvas>
    );
  }
  if (d.shape === 'sphere') {
    return (
      <Canvas height={240}>
        <circle data-part="face" cx={200} cy={120} r={100} className="dg-shape" strokeWidth={3} />
        <ellipse cx={200} cy={120} rx={100} ry={24} className="dg-stroke dg-dashed" fill="none" strokeWidth={1.5} />
        <line x1={200} y1={120} x2={300} y2={120} className="dg-stroke" strokeWidth={2} />
        {L.radius ? <Label x={250} y={104} bold>{L.radius}</Label> : null}
      </Canvas>
    );
  }
  const cone = d.shape === 'cone';
  return (
    <Canvas height={280}>
      <ellipse cx={200} cy={230} rx={100} ry={26} className="dg-shape" strokeWidth={3} />
      {cone ? (
        <path data-part="face" d="M100,230 L200,30 L300,230" className="dg-stroke" fill="none" strokeWidth={3} />
      ) : (
        <>
          <ellipse data-part="face" cx={200} cy={50} rx={100} ry={26} className="dg-shape" strokeWidth={3} />
          <path d="M100,50 V230 M300,50 V230" className="dg-stroke" strokeWidth={3} />
        </>
      )}
      <line x1={200} y1={230} x2={300} y2={230} className="dg-stroke" strokeWidth={2} />
      <line x1={200} y1={cone ? 30 : 50} x2={200} y2={230} className="dg-stroke dg-dashed" strokeWidth={1.5} />
      {L.radius ? <Label x={250} y={216} bold>{L.radius}</Label> : null}
      {L.height ? <Label x={190} y={140} anchor="end" bold>{L.height}</Label> : null}
    </Canvas>
  );
}

export function NetDrawing({ d }: { d: Of<'net'> }) {
  const x1 = Math.max(...d.faces.map((f) => f.x + f.w)), y1 = Math.max(...d.faces.map((f) => f.y + f.h));
  const x0 = Math.min(...d.faces.map((f) => f.x)), y0 = Math.min(...d.faces.map((f) => f.y));
  const k = Math.min((W - 20) / (x1 - x0), 300 / (y1 - y0));
  const H = (y1 - y0) * k + 20;
  const x = scale(x0, x1, (W - (x1 - x0) * k) / 2, (W + (x1 - x0) * k) / 2);
  const y = scale(y0, y1, 10, 10 + (y1 - y0) * k);
  return (
    <Canvas height={H}>
      {d.faces.map((f, i) => (
        <g key={i} data-part="face">
          <rect x={x(f.x)} y={y(f.y)} width={f.w * k} height={f.h * k} className="dg-shape" strokeWidth={2.5} />
          {f.label ? (
            <Label x={x(f.x) + (f.w * k) / 2} y={y(f.y) + (f.h * k) / 2} size={FONT - 2} bold>
              {f.label}
            </Label>
          ) : null}
        </g>
      ))}
    </Canvas>
  );
}
