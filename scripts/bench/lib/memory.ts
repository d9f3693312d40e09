/**
 * Resident memory of every process of a stack over time, and the soak's verdict on it: after a
 * settling period (the first minute: JIT, pools, caches filling), each process must stay within
 * a tolerance of the level it had then (the top of its sawtooth over the following minute).
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
  /** The sample at the end of the settling period. */
  settledBytes: number;
  /** The level: the highest sample over `levelS` after settling (a sawtooth's top, not a random phase of it). */
  baselineBytes: number;
  maxBytes: number;
  lastBytes: number;
  /** max ÷ baseline − 1 */
  growth: number;
  ok: boolean;
}

/**
 * A process's level after settling is the highest sample over the `levelS` seconds that follow
 * `settleS`: a garbage-collected process's RSS is a sawtooth (NATS's Go heap swung 34–51 MB
 * within a minute at a steady load), and one sample takes whatever phase it falls on, so a
 * single-sample baseline counts the sawtooth's height as growth. The window must span the
 * sawtooth's period: NATS's also rises for minutes while a stream's block fills (the soak passes
 * its first window, five minutes). Judged top against top: a
 * process fails when any later sample exceeds its level by more than `tolerance` (0.2 = 20 %),
 * or when it disappeared.
 */
export function judgeMemory(samples: MemorySample[], settleS: number, tolerance: number, levelS = settleS): MemoryVerdict[] {
  const settled = samples.find((s) => s.t >= settleS);
  if (!settled) throw new Error(`no memory sample after ${settleS} s: the run was too short to judge`);
  const later = samples.filter((s) => s.t >= settled.t);
  const levelWindow = later.filter((s) => s.t < settled.t + levelS);
  return [...settled.rss.keys()].map((name) => {
    const of = (list: MemorySample[]) => list.map((s) => s.rss.get(name) ?? NaN);
    const values = of(later);
    const baselineBytes = Math.max(...of(levelWindow));
    const maxBytes = Math.max(...values);
    const lastBytes = values[values.length - 1]!;
    const growth = maxBytes / baselineBytes - 1;
    return { name, settledBytes: settled.rss.get(name)!, baselineBytes, maxBytes, lastBytes, growth, ok: values.every(Number.isFinite) && growth <= tolerance };
  });
}

const mb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024 / 1024).toFixed(0) : 'gone');

export function formatSampleRow(s: MemorySample, names: string[]): string[] {
  return [`${Math.round(s.t)} s`, ...names.map((n) => mb(s.rss.get(n) ?? NaN))];
}

export function formatVerdicts(verdicts: MemoryVerdict[], settleS: number, tolerance: number, levelS = settleS): string {
  const pct = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
  return table(
    ['process', `RSS at ${settleS} s MB`, `level (highest ${settleS}–${settleS + levelS} s) MB`, 'max MB', 'last MB', 'growth over the level', `over the ${settleS} s sample`, `within ${Math.round(tolerance * 100)} %`],
    verdicts.map((v) => [v.name, mb(v.settledBytes), mb(v.baselineBytes), mb(v.maxBytes), mb(v.lastBytes), pct(v.growth), pct(v.maxBytes / v.settledBytes - 1), v.ok ? 'yes' : 'NO']),
  );
}
