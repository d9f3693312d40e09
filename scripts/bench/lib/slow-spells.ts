/**
 * Where an open loop's slow submits came from: the submits over a threshold grouped into spells
 * (slow submits whose times overlap), each with the CPU every process of the stack spent during
 * it, read from /proc every SAMPLE_MS by a sampler running beside the load.
 *
 * A p99 at half capacity is decided by a few such spells (at 110 answers/s for 20 s the p99 is
 * the 22nd slowest submit, so one stall of 200 ms is enough): a process using most of a core for
 * the spell while the others wait (a collector's marking, a burst of events) shows in its row.
 * The wall-clock times let a spell be laid beside the storage server's collector log
 * (docs/benchmarks.md, "Reading the slow spells").
 */
import { cpuByProcess, type StackProcess } from './processes.js';
import { fixed, table } from './stats.js';

/** How often the sampler reads the processes' CPU time (ms); /proc counts it in 10 ms ticks. */
export const SAMPLE_MS = 50;

export interface TimedLatency {
  /** When the request ended (performance.now()). */
  endedAt: number;
  ms: number;
}

export interface Spell {
  /** performance.now() of the earliest slow submit's due time, and of the last one's end. */
  from: number;
  to: number;
  submits: number;
  slowestMs: number;
}

export interface CpuSample {
  at: number;
  /** CPU ms so far by process name. */
  cpu: Map<string, number>;
}

/** Submits slower than `thresholdMs`, grouped where their spans [end - ms, end] overlap; in time order. */
export function slowSpells(submits: readonly TimedLatency[], thresholdMs: number): Spell[] {
  const slow = submits
    .filter((s) => s.ms > thresholdMs)
    .map((s) => ({ from: s.endedAt - s.ms, to: s.endedAt, ms: s.ms }))
    .sort((a, b) => a.from - b.from);
  const spells: Spell[] = [];
  for (const s of slow) {
    const last = spells[spells.length - 1];
    if (last && s.from <= last.to) {
      last.to = Math.max(last.to, s.to);
      last.submits++;
      last.slowestMs = Math.max(last.slowestMs, s.ms);
    } else spells.push({ from: s.from, to: s.to, submits: 1, slowestMs: s.ms });
  }
  return spells;
}

/**
 * CPU ms each process spent between the last sample at or before `from` and the first at or
 * after `to` (so the span read covers the spell), and that span's length; null without samples
 * on both sides.
 */
export function cpuDuring(samples: readonly CpuSample[], from: number, to: number): { spanMs: number; byProcess: Map<string, number> } | null {
  const before = [...samples].reverse().find((s) => s.at <= from);
  const after = samples.find((s) => s.at >= to);
  if (!before || !after) return null;
  const byProcess = new Map<string, number>();
  for (const [name, ms] of after.cpu) {
    const start = before.cpu.get(name);
    if (start !== undefined) byProcess.set(name, ms - start);
  }
  return { spanMs: after.at - before.at, byProcess };
}

/** Reads the CPU time of the stack's processes and of this process every SAMPLE_MS until stopped. */
export class CpuSampler {
  readonly samples: CpuSample[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly processes: readonly StackProcess[]) {}

  private sample(): void {
    this.samples.push({ at: performance.now(), cpu: cpuByProcess(this.processes) });
  }

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
  }
}

/** hh:mm:ss.sss in UTC of a performance.now() value. */
const clock = (at: number): string => new Date(performance.timeOrigin + at).toISOString().slice(11, 23);

/** The spells (at most `limit`, the ones with the most slow submits, shown in time order) with the CPU of each process during each. */
export function formatSlowSpells(submits: readonly TimedLatency[], samples: readonly CpuSample[], thresholdMs: number, limit = 8): string[] {
  const spells = slowSpells(submits, thresholdMs);
  const slowCount = spells.reduce((n, s) => n + s.submits, 0);
  const head = `  slow spells: ${slowCount} of ${submits.length} submits over ${thresholdMs} ms, in ${spells.length} spell${spells.length === 1 ? '' : 's'}`;
  if (spells.length === 0) return [head];
  const shown = [...spells].sort((a, b) => b.submits - a.submits || b.slowestMs - a.slowestMs).slice(0, limit).sort((a, b) => a.from - b.from);
  const rows = shown.map((s) => {
    const cpu = cpuDuring(samples, s.from, s.to);
    const busiest = cpu
      ? [...cpu.byProcess]
          .filter(([, ms]) => ms > 0)
          .sort((a, b) => b[1] - a[1])
          .map(([name, ms]) => `${name} ${Math.round(ms)}`)
          .join(', ')
      : '-';
    return { cells: [clock(s.from), fixed(s.to - s.from, 0), String(s.submits), fixed(s.slowestMs, 1), cpu ? fixed(cpu.spanMs, 0) : '-'], busiest };
  });
  const note = shown.length < spells.length ? ` (the ${shown.length} with the most slow submits)` : '';
  // The busiest processes, a list of any length, go after the table's aligned columns.
  const lines = table(['from', 'lasting ms', 'submits', 'slowest ms', 'CPU read over ms'], rows.map((r) => r.cells)).split('\n');
  const tail = ['CPU ms by process', '-'.repeat('CPU ms by process'.length), ...rows.map((r) => r.busiest)];
  return [`${head}${note}; CPU ms per process over each spell (UTC):`, ...lines.map((line, i) => `    ${line}  ${tail[i]}`.trimEnd())];
}
