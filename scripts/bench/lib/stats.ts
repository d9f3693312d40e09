/** Small helpers shared by the benchmarks: percentiles and number formatting. */
import { readFileSync } from 'node:fs';

/** The p-th percentile (nearest rank) of an ascending array; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const ascending = (values: number[]): number[] => values.sort((a, b) => a - b);

export const fixed = (n: number, digits = 2): string => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** "p50 / p99" of latencies in milliseconds. */
export function p50p99(latenciesMs: number[]): string {
  const s = ascending([...latenciesMs]);
  return `${fixed(percentile(s, 50))} ms / ${fixed(percentile(s, 99))} ms`;
}

/** A plain text table: first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The machine's load averages (1, 5, 15 min) as /proc/loadavg states them, or '-' off Linux: the machine may be shared, so every phase says how busy it was. */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return '-';
  }
}
