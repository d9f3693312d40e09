/** Shared pieces of the diagram drawings: the canvas size, a linear scale and a text label. */
import { createContext, useContext, type ReactNode } from 'react';

/** Every drawing is 400 units wide (the viewBox); the SVG scales to its container, down to 320 px. */
export const W = 400;
/** Label size in viewBox units: 16 units is 12.8 px at the narrowest (320 px) width. */
export const FONT = 16;

/** Maps [d0, d1] onto [r0, r1]. */
export function scale(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const k = (r1 - r0) / (d1 - d0 || 1);
  return (v) => r0 + (v - d0) * k;
}

/** The ticks of a scale from min to max every step (at most the validated count). */
export function ticks(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  const n = Math.round((max - min) / step);
  for (let i = 0; i <= n; i++) out.push(Math.round((min + i * step) * 1e9) / 1e9);
  return out;
}

/** A number as printed on an axis. */
export function num(v: number): string {
  const r = Math.round(v * 100) / 100;
  return String(r).replace(/^-/, '−');
}

export function Label({ x, y, children, anchor = 'middle', size = FONT, bold = false }: { x: number; y: number; children: ReactNode; anchor?: 'start' | 'middle' | 'end'; size?: number; bold?: boolean }) {
  return (
    <text x={x} y={y} textAnchor={anchor} dominantBaseline="middle" fontSize={size} className="dg-text" fontWeight={bold ? 700 : 400}>
      {children}
    </text>
  );
}

/** The words of the drawing being rendered: its short title and its description, with their element ids. */
export const DiagramWords = createContext<{ id: string; title: string; description: string }>({ id: 'dg', title: 'Diagram', description: '' });

/**
 * The svg element of a drawing: scales to its container through the viewBox, and is one image to
 * assistive technology, named by its <title> and described by its <desc>.
 */
export function Canvas({ height, children }: { height: number; children: ReactNode }) {
  const words = useContext(DiagramWords);
  return (
    <svg viewBox={`0 0 ${W} ${height}`} className="dg-svg" preserveAspectRatio="xMidYMid meet" role="img" aria-labelledby={`${words.id}-t`} aria-describedby={`${words.id}-d`} focusable="false" data-testid="diagram-svg">
      <title id={`${words.id}-t`}>{words.title}</title>
      <desc id={`${words.id}-d`}>{words.description}</desc>
      {children}
    </svg>
  );
}
