/**
 * The cost of an answer: CPU milliseconds per process of the stack and storage commands per
 * service, over a phase of a benchmark, divided by the answers the game accepted in it.
 *
 * - CPU: /proc/<pid>/stat (user + system) of every process listening on a port of the stack,
 *   before and after, plus the benchmark's own process for comparison.
 * - Storage commands: each service's mathquest_storage_commands_total on its /metrics.
 * - Answers: the game's own count of POST /api/game/problem/submit answered 200
 *   (mathquest_http_request_duration_seconds_count), so the division does not depend on the
 *   benchmark's bookkeeping. Everything the stack did in the phase counts, session starts included.
 *
 * stop() first waits (up to 30 s) for the stack to settle, i.e. for the event consumers to
 * catch up (fewer than SETTLED_COMMANDS_PER_S storage commands a second across the services),
 * so the wallet credits and profile projections the phase's answers caused are counted too.
 */
import { parseExposition, sumOf, type MetricFamily } from '../../../packages/service-kit/src/metrics/exposition.js';
import { BENCH_CLIENT, cpuByProcess, findStackProcesses, METRICS_SERVICES, stackPorts, type StackProcess } from './processes.js';
import { fixed, sleep, table } from './stats.js';

const SUBMIT_ROUTE = '/api/game/problem/submit';
/** Background work (outbox sweeps, readiness probes) stays well under this. */
const SETTLED_COMMANDS_PER_S = 5;
const SETTLE_TIMEOUT_MS = 30_000;

export interface Snapshot {
  cpu: Map<string, number>;
  storage: Map<string, Map<string, number>>;
  answers: number;
}

export interface Cost {
  answers: number;
  /** CPU ms per answer by process name (the benchmark's own process as 'bench client'). */
  cpuMsPerAnswer: Map<string, number>;
  /** Storage commands per answer by service, and by command name for each. */
  storagePerAnswer: Map<string, { total: number; byCommand: Map<string, number> }>;
  /** Processes of the stack that were not found (an external MONGO_URL, a service not started). */
  missing: string[];
}

async function scrape(port: number): Promise<Map<string, MetricFamily> | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5000) });
    return res.ok ? parseExposition(await res.text()) : null;
  } catch {
    return null;
  }
}

export class CostMeter {
  readonly processes: StackProcess[];
  readonly missing: string[];
  private before: Snapshot | null = null;

  constructor(offset: number) {
    const ports = stackPorts(offset);
    this.processes = findStackProcesses(ports);
    this.missing = ports.filter((p) => !this.processes.some((f) => f.name === p.name)).map((p) => p.name);
  }

  private async snapshot(): Promise<Snapshot> {
    const cpu = cpuByProcess(this.processes);
    const storage = new Map<string, Map<string, number>>();
    let answers = 0;
    for (const p of this.processes.filter((x) => METRICS_SERVICES.includes(x.name))) {
      const families = await scrape(p.port);
      if (!families) continue;
      const byCommand = new Map<string, number>();
      for (const s of families.get('mathquest_storage_commands_total')?.samples ?? []) {
        const command = s.labels.command ?? '?';
        byCommand.set(command, (byCommand.get(command) ?? 0) + (s.value ?? 0));
      }
      storage.set(p.name, byCommand);
      if (p.name === 'game') answers = sumOf(families, 'mathquest_http_request_duration_seconds', { route: SUBMIT_ROUTE, method: 'POST', status_code: '200' });
    }
    return { cpu, storage, answers };
  }

  private async storageTotal(): Promise<number> {
    let total = 0;
    for (const p of this.processes.filter((x) => METRICS_SERVICES.includes(x.name))) {
      const families = await scrape(p.port);
      if (families) total += sumOf(families, 'mathquest_storage_commands_total');
    }
    return total;
  }

  /** Wait until the services send fewer than SETTLED_COMMANDS_PER_S storage commands a second. */
  private async settle(): Promise<void> {
    const until = performance.now() + SETTLE_TIMEOUT_MS;
    let last = await this.storageTotal();
    while (performance.now() < until) {
      await sleep(1000);
      const now = await this.storageTotal();
      if (now - last < SETTLED_COMMANDS_PER_S) return;
      last = now;
    }
  }

  async start(): Promise<void> {
    this.before = await this.snapshot();
  }

  /** A reading now, without waiting for the stack to settle: the edges of a long run's windows. */
  mark(): Promise<Snapshot> {
    return this.snapshot();
  }

  async stop(): Promise<Cost> {
    if (!this.before) throw new Error('CostMeter.stop() before start()');
    await this.settle();
    return this.between(this.before, await this.snapshot());
  }

  /** The cost of what happened between two readings. */
  between(before: Snapshot, after: Snapshot): Cost {
    const answers = after.answers - before.answers;
    const per = (n: number) => (answers > 0 ? n / answers : NaN);
    const cpuMsPerAnswer = new Map<string, number>();
    for (const [name, ms] of after.cpu) cpuMsPerAnswer.set(name, per(ms - (before.cpu.get(name) ?? ms)));
    const storagePerAnswer = new Map<string, { total: number; byCommand: Map<string, number> }>();
    for (const [service, commands] of after.storage) {
      const was = before.storage.get(service) ?? new Map<string, number>();
      const byCommand = new Map<string, number>();
      let total = 0;
      for (const [command, n] of commands) {
        const delta = n - (was.get(command) ?? 0);
        if (delta <= 0) continue;
        byCommand.set(command, per(delta));
        total += delta;
      }
      storagePerAnswer.set(service, { total: per(total), byCommand });
    }
    return { answers, cpuMsPerAnswer, storagePerAnswer, missing: this.missing };
  }
}

/** The cost as printable lines: one table of CPU ms and storage commands per answer by process. */
export function formatCost(cost: Cost): string {
  if (cost.answers <= 0) return 'cost per answer: no answer was accepted in this phase';
  const names = [...cost.cpuMsPerAnswer.keys()];
  const stack = names.filter((n) => n !== BENCH_CLIENT);
  const rows = names.map((name) => {
    const storage = cost.storagePerAnswer.get(name);
    const commands = storage ? [...storage.byCommand].sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${fixed(n)}`).join(', ') : '';
    return [name, fixed(cost.cpuMsPerAnswer.get(name)!), storage ? fixed(storage.total) : '', commands];
  });
  const cpuTotal = stack.reduce((a, n) => a + (cost.cpuMsPerAnswer.get(n) ?? 0), 0);
  const opsTotal = [...cost.storagePerAnswer.values()].reduce((a, s) => a + (Number.isFinite(s.total) ? s.total : 0), 0);
  rows.push(['stack total', fixed(cpuTotal), fixed(opsTotal), '(bench client not included)']);
  const lines = [`cost per answer over ${cost.answers} answers accepted by the game:`, table(['process', 'CPU ms', 'storage ops', 'storage ops by command'], rows)];
  if (cost.missing.length) lines.push(`not found (external or not running): ${cost.missing.join(', ')}`);
  return lines.join('\n');
}
