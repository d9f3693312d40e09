/**
 * Resident memory of every process of a stack over time, and the soak's verdict on it: after a
 * settling period (the first minute: JIT, pools, caches filling), each process must stay within
 * a tolerance of the level it had then.
 */
import { rssBytes, type StackProcess } from './processes.js';
import { table } from './stats.js';

export interface MemorySample {
  /** Seconds since the start of the run. */
  t: number;
  /** RSS in bytes by process name (NaN once a process is gone). */
  rss: Map<string, number>;
}

export function sampleMemory(processes: StackProcess[], t: number): MemorySample {
  const rss = new Map<string, number>();
  for (const p of processes) {
    try {
      rss.set(p.name, rssBytes(p.pid));
    } catch {
      rss.set(p.name, NaN);
    }
  }
  return { t, rss };
}

export interface MemoryVerdict {
  name: string;
  baselineBytes: number;
  maxBytes: number;
  lastBytes: number;
  /** max ÷ baseline − 1 */
  growth: number;
  ok: boolean;
}

/**
 * The baseline is the first sample at or after `settleS`; a process fails when any later sample
 * exceeds it by more than `tolerance` (0.2 = 20 %), or when it disappeared.
 */
export function judgeMemory(samples: MemorySample[], settleS: number, tolerance: number): MemoryVerdict[] {
  const base = samples.find((s) => s.t >= settleS);
  if (!base) throw new Error(`no memory sample after ${settleS} s: the run was too short to judge`);
  const later = samples.filter((s) => s.t >= base.t);
  return [...base.rss.keys()].map((name) => {
    const baselineBytes = base.rss.get(name)!;
    const values = later.map((s) => s.rss.get(name) ?? NaN);
    const maxBytes = Math.max(...values);
    const lastBytes = values[values.length - 1]!;
    const growth = maxBytes / baselineBytes - 1;
    return { name, baselineBytes, maxBytes, lastBytes, growth, ok: values.every(Number.isFinite) && growth <= tolerance };
  });
}

const mb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024 / 1024).toFixed(0) : 'gone');

export function formatSampleRow(s: MemorySample, names: string[]): string[] {
  return [`${Math.round(s.t)} s`, ...names.map((n) => mb(s.rss.get(n) ?? NaN))];
}

export function formatVerdicts(verdicts: MemoryVerdict[], settleS: number, tolerance: number): string {
  return table(
    ['process', `RSS at ${settleS} s MB`, 'max MB', 'last MB', 'growth', `within ${Math.round(tolerance * 100)} %`],
    verdicts.map((v) => [v.name, mb(v.baselineBytes), mb(v.maxBytes), mb(v.lastBytes), `${(v.growth * 100).toFixed(1)} %`, v.ok ? 'yes' : 'NO']),
  );
}
