/**
 * An open-loop load driver: arrivals at a fixed rate, whatever the server's speed, each handled
 * by a free worker (a simulated student) as a fixed series of steps.
 *
 * A closed loop (each worker sends its next request when the previous answer arrives) slows
 * down with the server and so never sees the queue a slow server builds: "coordinated omission".
 * Here arrival i is due at t0 + i/rate; the first step's latency is measured from that due time
 * (waiting for a free worker included), each later step's from the end of the step before it
 * (it is sent at once). When no worker is free the arrival waits in a queue and says so.
 */
import { sleep } from './stats.js';

export interface Step<W> {
  name: string;
  run(worker: W): Promise<void>;
}

export interface OpenLoopOptions<W> {
  ratePerSec: number;
  /** Measured window, after the warm-up. */
  durationS: number;
  /** Arrivals at the same rate before the window; not measured. */
  warmupS?: number;
  workers: W[];
  steps: Step<W>[];
  /** Called after a failed step, before the worker takes another arrival (e.g. to take a fresh problem). */
  recover?: (worker: W) => Promise<void>;
  /** How long to wait for arrivals still in flight when the window ends (default 30 s). */
  drainTimeoutMs?: number;
  /** Told each measured step's latency (ms) and when it ended (performance.now()), e.g. to split a long run into windows. */
  onLatency?: (step: string, ms: number, endedAt: number) => void;
}

export interface OpenLoopResult {
  ratePerSec: number;
  /** Arrivals due inside the window. */
  scheduled: number;
  /** Of those, the ones whose every step succeeded. */
  completed: number;
  errors: number;
  /** Completed arrivals per second, from the window's start to the last completion (the drain included). */
  achievedPerSec: number;
  /** Latencies (ms) per step name, from each step's due time. */
  latencies: Record<string, number[]>;
  /** Arrivals that found no free worker and waited, and the longest queue seen. */
  waitedForWorker: number;
  maxQueue: number;
  /** Arrivals still unfinished after the drain timeout (not counted as completed). */
  unfinished: number;
}

export async function runOpenLoop<W>(opts: OpenLoopOptions<W>): Promise<OpenLoopResult> {
  const { ratePerSec, durationS, workers, steps } = opts;
  if (!(ratePerSec > 0)) throw new Error(`rate must be > 0 (got ${ratePerSec})`);
  if (workers.length === 0) throw new Error('no workers');
  const warmupMs = (opts.warmupS ?? 2) * 1000;
  const intervalMs = 1000 / ratePerSec;
  const latencies: Record<string, number[]> = Object.fromEntries(steps.map((s) => [s.name, []]));
  const idle = [...workers];
  const queue: Array<{ due: number; measured: boolean }> = [];
  let scheduled = 0;
  let completed = 0;
  let errors = 0;
  let waitedForWorker = 0;
  let maxQueue = 0;
  let inFlight = 0;
  let stopped = false;
  let lastCompletion = 0;

  const handle = async (worker: W, due: number, measured: boolean): Promise<void> => {
    inFlight++;
    let from = due;
    let ok = true;
    for (const step of steps) {
      try {
        await step.run(worker);
      } catch {
        ok = false;
        break;
      }
      const end = performance.now();
      if (measured) {
        latencies[step.name]!.push(end - from);
        opts.onLatency?.(step.name, end - from, end);
      }
      from = end;
    }
    if (measured) {
      if (ok) completed++;
      else errors++;
      lastCompletion = performance.now();
    }
    if (!ok && opts.recover) await opts.recover(worker).catch(() => undefined);
    inFlight--;
    const waiting = stopped ? undefined : queue.shift();
    if (waiting) void handle(worker, waiting.due, waiting.measured);
    else idle.push(worker);
  };

  const arrive = (due: number, measured: boolean) => {
    if (measured) scheduled++;
    const worker = idle.pop();
    if (worker !== undefined) {
      void handle(worker, due, measured);
      return;
    }
    if (measured) waitedForWorker++;
    queue.push({ due, measured });
    maxQueue = Math.max(maxQueue, queue.length);
  };

  const t0 = performance.now();
  const windowStart = t0 + warmupMs;
  const end = windowStart + durationS * 1000;
  for (let i = 0; ; i++) {
    const due = t0 + i * intervalMs;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    arrive(due, due >= windowStart);
  }
  const drainUntil = performance.now() + (opts.drainTimeoutMs ?? 30_000);
  while ((inFlight > 0 || queue.length > 0) && performance.now() < drainUntil) await sleep(20);
  const unfinished = inFlight + queue.length;
  // Arrivals still queued are dropped and those in flight finish, so nothing of this run
  // carries on into whatever is measured next.
  stopped = true;
  queue.length = 0;
  while (inFlight > 0) await sleep(20);
  return {
    ratePerSec,
    scheduled,
    completed,
    errors,
    achievedPerSec: completed / Math.max((lastCompletion - windowStart) / 1000, durationS),
    latencies,
    waitedForWorker,
    maxQueue,
    unfinished,
  };
}
