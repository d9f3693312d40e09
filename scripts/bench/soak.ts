/**
 * Soak: memory stays flat under a steady load of answers.
 *
 *   WRITE_RATE_LIMIT_MAX=100000000 READ_RATE_LIMIT_MAX=100000000 npm start   # wait for "MathQuest is running"
 *   npm run bench:soak
 *
 * Answers arrive at a fixed rate (SOAK_RATE answers/s; by default half the closed-loop maximum,
 * measured first for 20 s with 50 students) for SOAK_MINUTES (default 10). Students play
 * SOAK_ANSWERS_PER_STUDENT answers each (default 30), then a new student takes their place, so
 * the per-student caches see new students all along as in real use. Every SOAK_SAMPLE_S
 * (default 10) the resident memory of every process of the stack is sampled from /proc: the
 * gateway, the five services, the storage server, NATS and Redis, found by the ports the stack
 * listens on (MATHQUEST_PORT_OFFSET, else derived from GATEWAY_URL).
 *
 * Before the measured run, answers arrive at the same rate for SOAK_WARMUP_S seconds (default:
 * the streams' duplicate window, `DUPLICATE_WINDOW_S`; 0 skips), unmeasured: NATS keeps the id of
 * every event of that window in memory, so a stack that has been answering holds a full window,
 * and one that has not (after the prefill's direct writes, or a quiet night) fills it first. The
 * memory samples, the cost and the windows start after the warm-up, from a stack in the state a
 * school's stack is in while answers keep arriving.
 *
 * Passes when no answer failed (the warm-up's included) and every process stayed within
 * SOAK_TOLERANCE (default 0.2, i.e. 20 %) of its memory after the first minute (its level: the
 * highest RSS sampled over the next SOAK_WINDOW_MIN minutes when the run has windows, else over
 * the second minute; the top of a sawtooth, which for NATS lasts minutes); prints the
 * samples, a summary table and the cost of an answer over the run, then the submits minute by
 * minute with the slowest ones and when they ended (UTC, to lay beside the services' and the
 * storage server's logs), and exits non-zero on failure.
 *
 * Signs its own PREMIUM student tokens with the stack's auth key, like bench:game
 * (<DATA_DIR or .data>/keys/jwt-private.pem, or BENCH_JWT_PRIVATE_KEY_FILE).
 *
 * The long soak (docs/benchmarks.md "The long soak"): does an answer cost the same after half an
 * hour on a stack that holds a term of data?
 *
 *   SOAK_PREFILL=2000 SOAK_MINUTES=30 npm run bench:soak
 *
 * SOAK_PREFILL students are first given a term of data (SOAK_PREFILL_DAYS school days, default
 * 60, of SOAK_PREFILL_PER_DAY answers, default 10: scripts/bench/lib/prefill.ts), then the soak's
 * students are those students coming back (a new session each), with one new student in every
 * SOAK_NEW_EVERY turnovers (default 4). The cost of an answer (CPU ms per process, storage
 * operations) and submit p50/p99 are printed for the first and the last SOAK_WINDOW_MIN minutes
 * (default 5, when the run lasts at least twice that), with the last window's ratio to the first:
 * the target is within SOAK_TOLERANCE (20 %) for the stack's CPU per answer and the submit p99.
 * Before the load, the CPU each process spends idle over SOAK_IDLE_S seconds (default 30; 0 skips).
 * The prefilled students' ids are kept in <DATA_DIR>/soak-prefill.json: SOAK_PREFILL_ONLY=1 stops
 * after the prefill, SOAK_REUSE_PREFILL=1 brings those students back instead of prefilling again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DUPLICATE_WINDOW_S } from '@mathquest/service-kit';
import { MongoClient } from 'mongodb';
import { localGameStorage, storageAnswerer } from './lib/answers.js';
import { runClosedLoop } from './lib/closed-loop.js';
import { CostMeter, formatCost } from './lib/cost.js';
import { formatSampleRow, formatVerdicts, judgeMemory, sampleMemory, type MemorySample } from './lib/memory.js';
import { runOpenLoop } from './lib/open-loop.js';
import { prefillTerm } from './lib/prefill.js';
import { LatencyTimeline } from './lib/latency-timeline.js';
import { formatWindows, SoakWindows } from './lib/soak-windows.js';
import { joinPlayers, playerClient, type Player } from './lib/players.js';
import { findStackProcesses, idleCpu, portOffset, stackPorts } from './lib/processes.js';
import { fixed, loadAverage, p50p99, sleep, table } from './lib/stats.js';
import { studentsForRate } from './lib/answer-rates.js';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const num = (name: string, fallback: number): number => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!(Number.isFinite(n) && n > 0)) throw new Error(`${name} must be a positive number (got "${v}")`);
  return n;
};

const MINUTES = num('SOAK_MINUTES', 10);
const SAMPLE_S = num('SOAK_SAMPLE_S', 10);
const TOLERANCE = num('SOAK_TOLERANCE', 0.2);
const ANSWERS_PER_STUDENT = num('SOAK_ANSWERS_PER_STUDENT', 30);
const SETTLE_S = 60;
const PREFILL = process.env.SOAK_PREFILL ? num('SOAK_PREFILL', 1) : 0;
const PREFILL_DAYS = num('SOAK_PREFILL_DAYS', 60);
const PREFILL_PER_DAY = num('SOAK_PREFILL_PER_DAY', 10);
const NEW_EVERY = num('SOAK_NEW_EVERY', 4);
const WINDOW_MIN = num('SOAK_WINDOW_MIN', 5);
const IDLE_S = process.env.SOAK_IDLE_S === '0' ? 0 : num('SOAK_IDLE_S', 30);
const WARMUP_S = process.env.SOAK_WARMUP_S === '0' ? 0 : num('SOAK_WARMUP_S', DUPLICATE_WINDOW_S);
const OFFSET_ENV = Number.parseInt(process.env.MATHQUEST_PORT_OFFSET ?? '0', 10) || 0;
const GATEWAY = process.env.GATEWAY_URL ?? process.env.BENCH_GATEWAY_URL ?? `http://localhost:${8080 + OFFSET_ENV}`;

async function main(): Promise<number> {
  const offset = portOffset(GATEWAY);
  const processes = findStackProcesses(stackPorts(offset));
  if (!processes.some((p) => p.name === 'game')) {
    throw new Error(`no stack found on port offset ${offset} (game on ${4002 + offset}): start one with npm start, or set GATEWAY_URL / MATHQUEST_PORT_OFFSET`);
  }
  const keyFile = process.env.BENCH_JWT_PRIVATE_KEY_FILE ?? resolve(ROOT, process.env.DATA_DIR || '.data', 'keys', 'jwt-private.pem');
  // Answers are read from the game's storage (scripts/bench/lib/answers.ts).
  const answers = await storageAnswerer(localGameStorage(offset));
  const client = playerClient(GATEWAY, readFileSync(keyFile, 'utf8'), answers.answer);

  // A term of data first (the long soak): the students who come back during the run.
  let returning: string[] = [];
  const prefilledFile = resolve(ROOT, process.env.DATA_DIR || '.data', 'soak-prefill.json');
  if (process.env.SOAK_REUSE_PREFILL === '1') {
    // The students of an earlier prefill of this stack's data (e.g. before a restart of the stack with other code).
    returning = (JSON.parse(readFileSync(prefilledFile, 'utf8')) as { ids: string[] }).ids;
    console.log(`soak: ${returning.length} students of an earlier prefill come back (${prefilledFile})`);
  } else if (PREFILL > 0) {
    const storage = localGameStorage(offset);
    const mongo = await new MongoClient(storage.url, { serverSelectionTimeoutMS: 5000 }).connect();
    console.log(`soak: prefilling a term for ${PREFILL} students (${PREFILL_DAYS} days of ${PREFILL_PER_DAY} answers) ...`);
    const filled = await prefillTerm(client, mongo.db(storage.db), { students: PREFILL, days: PREFILL_DAYS, perDay: PREFILL_PER_DAY, log: (l) => console.log(l) });
    await mongo.close();
    returning = filled.ids;
    writeFileSync(prefilledFile, JSON.stringify({ ids: filled.ids }));
    console.log(
      `soak: prefilled ${filled.ids.length} students${filled.skipped ? ` (${filled.skipped} left out)` : ''} in ${fixed(filled.seconds)} s: ${filled.sessions} sessions, ${filled.problems} answered problems; ` +
        `a term student's document ${(filled.studentDocBytes / 1024).toFixed(1)} KB (BSON)`,
    );
  }
  let turnovers = 0;
  let cursor = 0;
  /** Returning students in a seat now: one student never plays in two seats at once. */
  const seated = new Set<string>();
  /**
   * The next student to take a seat: a returning one of the term (the next one not seated, in
   * turn), or a new one every NEW_EVERY turnovers, when every returning one is seated, or
   * without a prefill.
   */
  const nextStudent = (): string | undefined => {
    if (returning.length === 0 || turnovers++ % NEW_EVERY === NEW_EVERY - 1) return undefined;
    for (let tries = 0; tries < returning.length; tries++) {
      const id = returning[cursor++ % returning.length]!;
      if (seated.has(id)) continue;
      seated.add(id);
      return id;
    }
    return undefined;
  };

  if (IDLE_S > 0) {
    // The background work with the data as it is now (every sweep that scans a collection shows here).
    const idle = await idleCpu(processes, IDLE_S);
    console.log(`soak: idle CPU ms/s over ${IDLE_S} s, no answers: ${[...idle].map(([name, ms]) => `${name} ${fixed(ms, 1)}`).join(', ')}`);
  }
  if (process.env.SOAK_PREFILL_ONLY === '1') {
    await answers.close();
    return 0;
  }

  let rate = process.env.SOAK_RATE ? num('SOAK_RATE', 1) : NaN;
  if (Number.isNaN(rate)) {
    console.log('soak: measuring the closed-loop maximum first (50 students, 20 s) ...');
    const closed = await runClosedLoop(client, await joinPlayers(client, 50), 20);
    rate = Math.max(1, Math.round(closed.answersPerSec / 2));
    console.log(`soak: closed-loop maximum ${fixed(closed.answersPerSec)} answers/s (errors ${closed.errors}); soaking at half: ${rate} answers/s`);
  }

  interface Seat {
    player: Player;
    answered: number;
  }
  const seatCount = studentsForRate(rate);
  const seats: Seat[] =
    returning.length > 0
      ? await Promise.all(Array.from({ length: seatCount }, async () => ({ player: await client.join(nextStudent()), answered: 0 })))
      : (await joinPlayers(client, seatCount)).map((player) => ({ player, answered: 0 }));
  let newStudents = 0;
  let comebacks = 0;
  const steps = [
    { name: 'submit', run: (s: Seat) => client.submit(s.player) },
    { name: 'next', run: (s: Seat) => client.next(s.player) },
    {
      // A student who has played their round leaves; a new one starts a session in their seat.
      name: 'turnover',
      run: async (s: Seat) => {
        if (++s.answered < ANSWERS_PER_STUDENT) return;
        seated.delete(s.player.id);
        const back = nextStudent();
        s.player = await client.join(back).catch((err: unknown) => {
          if (back) seated.delete(back);
          throw err;
        });
        s.answered = 0;
        if (back) comebacks++;
        else newStudents++;
      },
    },
  ];
  const recover = (s: Seat) => client.next(s.player);

  let warmupErrors = 0;
  if (WARMUP_S > 0) {
    console.log(`soak: warming up at ${rate} answers/s for ${WARMUP_S} s (the streams' duplicate window), not measured ...`);
    const warmup = await runOpenLoop<Seat>({ ratePerSec: rate, durationS: WARMUP_S, warmupS: 0, workers: seats, steps, recover });
    warmupErrors = warmup.errors + warmup.unfinished;
    console.log(`soak: warm-up done: ${warmup.completed} answers, errors ${warmup.errors}, unfinished ${warmup.unfinished}`);
    newStudents = 0;
    comebacks = 0;
  }

  const names = processes.map((p) => p.name);
  console.log(`soak: load average ${loadAverage()} (1, 5, 15 min)`);
  console.log(`soak: ${rate} answers/s for ${MINUTES} min through ${GATEWAY}, ${ANSWERS_PER_STUDENT} answers per student; RSS (MB) every ${SAMPLE_S} s of ${processes.map((p) => `${p.name} (${p.pid})`).join(', ')}`);
  const header = ['t', ...names];
  console.log(header.join('\t'));

  const samples: MemorySample[] = [];
  const t0 = performance.now();
  let sampling = true;
  const sampler = (async () => {
    for (let i = 0; sampling; i++) {
      const due = t0 + i * SAMPLE_S * 1000;
      await sleep(Math.max(0, due - performance.now()));
      if (!sampling) break;
      // Stamped with its scheduled time, so the sample due at 60 s is the one at 60 s.
      const s = sampleMemory(processes, i * SAMPLE_S);
      samples.push(s);
      console.log(formatSampleRow(s, names).join('\t'));
    }
  })();

  const meter = new CostMeter(offset);
  await meter.start();
  // The first and the last WINDOW_MIN minutes, when the run holds both apart.
  const windows = MINUTES >= 2 * WINDOW_MIN ? new SoakWindows(meter, MINUTES, WINDOW_MIN) : null;
  // A process's level spans the first window when there is one: NATS's RSS climbs for minutes
  // while a stream's 8 MB block fills and falls when it closes (docs/benchmarks.md, "Memory"), a
  // sawtooth longer than a minute. Without windows, the minute after settling.
  const levelS = windows ? WINDOW_MIN * 60 : SETTLE_S;
  windows?.begin();
  const timeline = new LatencyTimeline();
  timeline.begin();
  const result = await runOpenLoop<Seat>({
    ratePerSec: rate,
    durationS: MINUTES * 60,
    warmupS: 0,
    workers: seats,
    steps,
    recover,
    onLatency: (step: string, ms: number, at: number) => {
      windows?.latency(step, ms, at);
      timeline.record(step, ms, at);
    },
  });
  const windowed = windows ? await windows.end() : null;
  const cost = await meter.stop();
  sampling = false;
  samples.push(sampleMemory(processes, (performance.now() - t0) / 1000));
  console.log(formatSampleRow(samples[samples.length - 1]!, names).join('\t'));
  await sampler;

  console.log('');
  console.log(`soak: load average at the end ${loadAverage()} (1, 5, 15 min)`);
  console.log(
    `answers: ${result.completed} of ${result.scheduled} (${fixed(result.achievedPerSec)} answers/s), errors ${result.errors}, unfinished ${result.unfinished}, ` +
      `new students ${newStudents}${comebacks ? `, returning students ${comebacks}` : ''}${result.waitedForWorker ? `, ${result.waitedForWorker} arrivals waited for a free student` : ''}`,
  );
  console.log(table(['request', 'p50 / p99 (from due time)'], [['submit', p50p99(result.latencies.submit ?? [])], ['next', p50p99(result.latencies.next ?? [])]]));
  console.log('');
  const verdicts = judgeMemory(samples, SETTLE_S, TOLERANCE, levelS);
  console.log(formatVerdicts(verdicts, SETTLE_S, TOLERANCE, levelS));
  console.log('');
  console.log(formatCost(cost));
  if (windowed) {
    console.log('');
    console.log(formatWindows(windowed, TOLERANCE));
  }
  console.log('');
  console.log(timeline.format());

  const failures = [
    ...(windowed ? windowed.failures(TOLERANCE) : []),
    ...(result.errors > 0 || result.unfinished > 0 ? [`${result.errors} failed and ${result.unfinished} unfinished answers`] : []),
    ...(warmupErrors > 0 ? [`${warmupErrors} answers failed or unfinished in the warm-up`] : []),
    ...verdicts.filter((v) => !v.ok).map((v) => `${v.name} grew ${(v.growth * 100).toFixed(1)} % over its level after the first minute`),
  ];
  console.log('');
  console.log(failures.length ? `soak FAILED: ${failures.join('; ')}` : `soak passed: no errors, memory flat${windowed ? ', the last window costs what the first did' : ''}`);
  await answers.close();
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`soak: ${err.message}`);
    process.exit(2);
  },
);
