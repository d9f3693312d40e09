/**
 * The first and the last minutes of a long soak, side by side: does an answer cost the same
 * (CPU per process, storage operations) and wait as long (submit p50 / p99) after the run has
 * added its data as at its start? Readings of the CostMeter at the windows' edges, and the submit
 * latencies that ended inside each window.
 */
import type { Cost, CostMeter, Snapshot } from './cost.js';
import { BENCH_CLIENT } from './processes.js';
import { fixed, p50p99, table } from './stats.js';

export interface WindowFigures {
  cost: Cost;
  submits: number[];
}

export interface Windowed {
  minutes: number;
  first: WindowFigures;
  last: WindowFigures;
  /** Targets missed, as printable reasons (empty: the last window within tolerance of the first). */
  failures(tolerance: number): string[];
}

const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** The stack's CPU per answer: every process but the benchmark's own. */
export const stackCpu = (cost: Cost): number => [...cost.cpuMsPerAnswer].filter(([name]) => name !== BENCH_CLIENT).reduce((a, [, ms]) => a + (Number.isFinite(ms) ? ms : 0), 0);
const storageOps = (cost: Cost): number => [...cost.storagePerAnswer.values()].reduce((a, s) => a + (Number.isFinite(s.total) ? s.total : 0), 0);

export class SoakWindows {
  private t0 = 0;
  private readonly windowMs: number;
  private readonly lastFromMs: number;
  private readonly marks: Array<Promise<Snapshot>> = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly submits = { first: [] as number[], last: [] as number[] };

  constructor(
    private readonly meter: CostMeter,
    private readonly minutes: number,
    windowMin: number,
  ) {
    this.windowMs = windowMin * 60_000;
    this.lastFromMs = (minutes - windowMin) * 60_000;
  }

  /** Takes the first reading and schedules the two in the middle of the run. */
  begin(): void {
    this.t0 = performance.now();
    this.marks.push(this.meter.mark());
    this.timers.push(setTimeout(() => this.marks.push(this.meter.mark()), this.windowMs));
    this.timers.push(setTimeout(() => this.marks.push(this.meter.mark()), this.lastFromMs));
  }

  /** A step's latency, with when it ended (performance.now()). */
  latency(step: string, ms: number, endedAt: number): void {
    if (step !== 'submit') return;
    const t = endedAt - this.t0;
    if (t < this.windowMs) this.submits.first.push(ms);
    else if (t >= this.lastFromMs) this.submits.last.push(ms);
  }

  /** Takes the last reading (the run's arrivals are done) and returns both windows. */
  async end(): Promise<Windowed> {
    for (const t of this.timers) clearTimeout(t);
    this.marks.push(this.meter.mark());
    const [a0, a1, b0, b1] = await Promise.all(this.marks);
    if (!a0 || !a1 || !b0 || !b1) throw new Error('soak windows: the run ended before its last window began');
    const first = { cost: this.meter.between(a0, a1), submits: this.submits.first };
    const last = { cost: this.meter.between(b0, b1), submits: this.submits.last };
    return {
      minutes: this.windowMs / 60_000,
      first,
      last,
      failures(tolerance) {
        const out: string[] = [];
        const cpu = stackCpu(last.cost) / stackCpu(first.cost);
        const p99 = percentile(last.submits, 99) / percentile(first.submits, 99);
        if (!(cpu <= 1 + tolerance)) out.push(`the last window's CPU per answer is ${fixed(cpu, 2)} × the first's`);
        if (!(p99 <= 1 + tolerance)) out.push(`the last window's submit p99 is ${fixed(p99, 2)} × the first's`);
        return out;
      },
    };
  }
}

/** Both windows as one table, with the last's ratio to the first. */
export function formatWindows(w: Windowed, tolerance: number): string {
  const processes = [...w.first.cost.cpuMsPerAnswer.keys()];
  const ratio = (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && a > 0 ? `${fixed(b / a, 2)} ×` : '');
  const row = (label: string, a: number, b: number, digits = 2) => [label, fixed(a, digits), fixed(b, digits), ratio(a, b)];
  const rows = [
    ['answers accepted', String(w.first.cost.answers), String(w.last.cost.answers), ''],
    row('submit p50 ms', percentile(w.first.submits, 50), percentile(w.last.submits, 50), 1),
    row('submit p99 ms', percentile(w.first.submits, 99), percentile(w.last.submits, 99), 1),
    row('stack CPU ms per answer', stackCpu(w.first.cost), stackCpu(w.last.cost)),
    ...processes.map((name) => row(`  ${name} CPU ms`, w.first.cost.cpuMsPerAnswer.get(name)!, w.last.cost.cpuMsPerAnswer.get(name) ?? NaN)),
    row('storage operations per answer', storageOps(w.first.cost), storageOps(w.last.cost)),
    ...[...w.first.cost.storagePerAnswer.keys()].map((service) =>
      row(`  ${service}`, w.first.cost.storagePerAnswer.get(service)!.total, w.last.cost.storagePerAnswer.get(service)?.total ?? NaN),
    ),
  ];
  const verdict = w.failures(tolerance);
  return [
    `the first and the last ${w.minutes} minutes (submit p50 / p99 ${p50p99(w.first.submits)} → ${p50p99(w.last.submits)}):`,
    table(['figure', 'first', 'last', 'last ÷ first'], rows),
    verdict.length ? `windows: ${verdict.join('; ')} (target within ${Math.round(tolerance * 100)} %)` : `windows: the last within ${Math.round(tolerance * 100)} % of the first (CPU per answer, submit p99)`,
  ].join('\n');
}
