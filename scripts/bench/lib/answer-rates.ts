/**
 * The open-loop part of `npm run bench:game`: for each rate of BENCH_RATE (answers per second,
 * e.g. "50,100,200"), a fixed arrival rate of answers for the bench's duration, reporting submit
 * and next p50/p99 measured from each request's due time (./open-loop.ts) and the cost of an
 * answer at that rate (./cost.ts).
 */
import { CostMeter, formatCost, type Cost } from './cost.js';
import { runOpenLoop, type OpenLoopResult } from './open-loop.js';
import { joinPlayers, playerClient, type Answerer } from './players.js';
import { fixed, p50p99 } from './stats.js';

export interface AnswerRatesOptions {
  base: string;
  privateKeyPem: string;
  answer: Answerer;
  rates: number[];
  durationS: number;
  warmupS?: number;
  /** Port offset of the stack, to find its processes and /metrics; null when the stack is not a local `npm start`. */
  portOffset: number | null;
  log?: (line: string) => void;
}

/** "50,100,200" → [50, 100, 200]; empty or unset → []. */
export function parseRates(text: string | undefined): number[] {
  if (!text?.trim()) return [];
  const rates = text.split(',').map((s) => Number(s.trim()));
  const bad = rates.filter((r) => !(Number.isFinite(r) && r > 0));
  if (bad.length) throw new Error(`BENCH_RATE must be a comma-separated list of answers per second (got "${text}")`);
  return rates;
}

/** Enough students that each has ~4 s between answers at the rate (a child thinks longer), at least 100: a stall of the stack should not leave arrivals without a free student. */
export const studentsForRate = (rate: number): number => Math.max(100, Math.ceil(rate * 4));

export function formatOpenLoop(r: OpenLoopResult): string[] {
  return [
    `open loop at ${r.ratePerSec} answers/s: ${r.completed} of ${r.scheduled} answers done (${fixed(r.achievedPerSec)} answers/s), errors ${r.errors}` +
      (r.unfinished ? `, ${r.unfinished} unfinished` : '') +
      (r.waitedForWorker ? `, ${r.waitedForWorker} waited for a free student (queue up to ${r.maxQueue})` : ''),
    `  submit  p50 / p99    ${p50p99(r.latencies.submit ?? [])}   (from its due time)`,
    `  next    p50 / p99    ${p50p99(r.latencies.next ?? [])}   (from the end of its submit)`,
  ];
}

export async function runAnswerRates(opts: AnswerRatesOptions): Promise<Array<{ result: OpenLoopResult; cost: Cost | null }>> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const client = playerClient(opts.base, opts.privateKeyPem, opts.answer);
  const out: Array<{ result: OpenLoopResult; cost: Cost | null }> = [];
  for (const rate of opts.rates) {
    const players = await joinPlayers(client, studentsForRate(rate));
    const meter = opts.portOffset === null ? null : new CostMeter(opts.portOffset);
    await meter?.start();
    const result = await runOpenLoop({
      ratePerSec: rate,
      durationS: opts.durationS,
      warmupS: opts.warmupS ?? 2,
      workers: players,
      steps: [
        { name: 'submit', run: (p) => client.submit(p) },
        { name: 'next', run: (p) => client.next(p) },
      ],
      recover: (p) => client.next(p),
    });
    const cost = (await meter?.stop()) ?? null;
    log('');
    for (const line of formatOpenLoop(result)) log(line);
    if (cost) log(formatCost(cost));
    out.push({ result, cost });
  }
  return out;
}
