/**
 * The open-loop part of `npm run bench:game`: for each rate of BENCH_RATE (answers per second,
 * e.g. "50,100,200"), a fixed arrival rate of answers for the bench's duration, reporting submit
 * and next p50/p99 measured from each request's due time (./open-loop.ts), the cost of an
 * answer at that rate (./cost.ts) and, with `pushLatency`, the time from each answer to its
 * socket push (./push-latency.ts: every student then holds a Socket.IO connection).
 */
import { CostMeter, formatCost, type Cost } from './cost.js';
import { runOpenLoop, type OpenLoopResult } from './open-loop.js';
import { joinPlayers, playerClient, type Answerer, type Player } from './players.js';
import { consumerLags, formatConsumerLags, formatPushLatency, PushLatencyTracker, waitForConsumers, type PushLatencyResult } from './push-latency.js';
import { CpuSampler, formatSlowSpells, type TimedLatency } from './slow-spells.js';
import { fixed, loadAverage, p50p99 } from './stats.js';

export interface AnswerRatesOptions {
  base: string;
  privateKeyPem: string;
  answer: Answerer;
  rates: number[];
  durationS: number;
  warmupS?: number;
  /** Port offset of the stack, to find its processes and /metrics; null when the stack is not a local `npm start`. */
  portOffset: number | null;
  /** Each student also holds a socket (through the gateway at `base`) and the answer → push latency is measured. */
  pushLatency?: boolean;
  /** Also print the spells of submits slower than this (ms) with each process's CPU during them (./slow-spells.ts; needs `portOffset`). */
  slowSpellsOverMs?: number;
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

/** The access token a player sends (its `authorization` header), for its socket's handshake. */
const tokenOf = (p: Player): string => p.headers.authorization!.replace(/^Bearer /, '');

export async function runAnswerRates(opts: AnswerRatesOptions): Promise<Array<{ result: OpenLoopResult; cost: Cost | null; push: PushLatencyResult | null }>> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const client = playerClient(opts.base, opts.privateKeyPem, opts.answer);
  const out: Array<{ result: OpenLoopResult; cost: Cost | null; push: PushLatencyResult | null }> = [];
  for (const rate of opts.rates) {
    if (opts.pushLatency && opts.portOffset !== null) {
      // Another phase's backlog in engagement would be measured as this rate's push latency.
      const waited = await waitForConsumers(opts.portOffset);
      log('');
      log(waited === null ? 'event consumers still behind after 180 s: the push latency below includes their backlog' : `event consumers caught up (waited ${fixed(waited, 1)} s)`);
    }
    const players = await joinPlayers(client, studentsForRate(rate));
    const push = opts.pushLatency ? new PushLatencyTracker(opts.base) : null;
    await push?.connect(players.map((p) => ({ id: p.id, token: tokenOf(p) })));
    const submit = push
      ? async (p: Player) => {
          const answered = push.sent(p.id);
          try {
            await client.submit(p);
          } catch (err) {
            push.failed(p.id);
            throw err;
          }
          answered();
        }
      : (p: Player) => client.submit(p);
    const meter = opts.portOffset === null ? null : new CostMeter(opts.portOffset);
    await meter?.start();
    const sampler = meter && opts.slowSpellsOverMs !== undefined ? new CpuSampler(meter.processes) : null;
    const submits: TimedLatency[] = [];
    const loadBefore = loadAverage();
    const lagsBefore = push && opts.portOffset !== null ? await consumerLags(opts.portOffset) : null;
    const warmupS = opts.warmupS ?? 2;
    if (push) push.measureFrom = performance.now() + warmupS * 1000;
    sampler?.start();
    const result = await runOpenLoop({
      ratePerSec: rate,
      durationS: opts.durationS,
      warmupS,
      workers: players,
      steps: [
        { name: 'submit', run: submit },
        { name: 'next', run: (p) => client.next(p) },
      ],
      recover: (p) => client.next(p),
      onLatency: (step, ms, endedAt) => {
        if (sampler && step === 'submit') submits.push({ ms, endedAt });
      },
    });
    sampler?.stop();
    const cost = (await meter?.stop()) ?? null;
    const pushed = (await push?.finish()) ?? null;
    const lagsAfter = lagsBefore && opts.portOffset !== null ? await consumerLags(opts.portOffset) : null;
    log('');
    for (const line of formatOpenLoop(result)) log(line);
    log(`  load average before / after   ${loadBefore} / ${loadAverage()}`);
    if (sampler) for (const line of formatSlowSpells(submits, sampler.samples, opts.slowSpellsOverMs!)) log(line);
    if (pushed) for (const line of formatPushLatency(pushed)) log(line);
    if (lagsBefore && lagsAfter) log(formatConsumerLags(lagsBefore, lagsAfter));
    if (cost) log(formatCost(cost));
    out.push({ result, cost, push: pushed });
  }
  return out;
}
