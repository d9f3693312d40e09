/**
 * When a soak's slow answers happened: the submit latencies minute by minute (p50, p99, the
 * slowest, how many took over a second) and the slowest submits with the wall-clock time they
 * ended, so that a tail can be laid beside what else happened then (a service's log line, the
 * storage server's collector log, a periodic job).
 */
import { ascending, fixed, percentile, table } from './stats.js';

/** A submit slower than this counts as slow in the minute's row. */
const SLOW_MS = 1000;

interface Slow {
  ms: number;
  /** Epoch ms when it ended. */
  endedAt: number;
}

/** hh:mm:ss.s in UTC. */
const clock = (epochMs: number): string => new Date(epochMs).toISOString().slice(11, 21);

export class LatencyTimeline {
  private t0 = 0;
  private readonly minutes: number[][] = [];
  private readonly slowest: Slow[] = [];

  /** @param keep how many of the slowest submits to list. */
  constructor(private readonly keep = 15) {}

  /** The run's start (performance.now()); minutes are counted from it. */
  begin(): void {
    this.t0 = performance.now();
  }

  /** A step's latency and when it ended (performance.now()); only submits are kept. */
  record(step: string, ms: number, endedAt: number): void {
    if (step !== 'submit') return;
    const minute = Math.max(0, Math.floor((endedAt - this.t0) / 60_000));
    (this.minutes[minute] ??= []).push(ms);
    if (this.slowest.length < this.keep || ms > this.slowest[this.slowest.length - 1]!.ms) {
      this.slowest.push({ ms, endedAt: performance.timeOrigin + endedAt });
      this.slowest.sort((a, b) => b.ms - a.ms);
      this.slowest.length = Math.min(this.slowest.length, this.keep);
    }
  }

  /** One row per minute of the run, then the slowest submits in the order they ended. */
  format(): string {
    const start = performance.timeOrigin + this.t0;
    const rows = this.minutes.map((values, minute) => {
      const sorted = ascending([...(values ?? [])]);
      return [
        String(minute + 1),
        clock(start + minute * 60_000),
        String(sorted.length),
        fixed(percentile(sorted, 50), 1),
        fixed(percentile(sorted, 99), 1),
        fixed(sorted[sorted.length - 1] ?? NaN, 1),
        String(sorted.filter((ms) => ms > SLOW_MS).length),
      ];
    });
    const slow = [...this.slowest].sort((a, b) => a.endedAt - b.endedAt).map((s) => [clock(s.endedAt), fixed(s.ms, 1)]);
    return [
      'submits minute by minute (UTC; latency from the due time, ms):',
      table(['minute', 'from', 'answers', 'p50', 'p99', 'slowest', `over ${SLOW_MS / 1000} s`], rows),
      `the ${slow.length} slowest submits, when they ended (UTC):`,
      table(['ended', 'ms'], slow),
    ].join('\n');
  }
}
