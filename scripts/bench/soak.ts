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
 * Passes when no answer failed and every process stayed within SOAK_TOLERANCE (default 0.2,
 * i.e. 20 %) of its memory after the first minute; prints the samples, a summary table and the
 * cost of an answer over the run, and exits non-zero on failure.
 *
 * Signs its own PREMIUM student tokens with the stack's auth key, like bench:game
 * (<DATA_DIR or .data>/keys/jwt-private.pem, or BENCH_JWT_PRIVATE_KEY_FILE).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localGameStorage, storageAnswerer } from './lib/answers.js';
import { runClosedLoop } from './lib/closed-loop.js';
import { CostMeter, formatCost } from './lib/cost.js';
import { formatSampleRow, formatVerdicts, judgeMemory, sampleMemory, type MemorySample } from './lib/memory.js';
import { runOpenLoop } from './lib/open-loop.js';
import { joinPlayers, playerClient, type Player } from './lib/players.js';
import { findStackProcesses, portOffset, stackPorts } from './lib/processes.js';
import { fixed, p50p99, sleep, table } from './lib/stats.js';
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

  let rate = process.env.SOAK_RATE ? num('SOAK_RATE', 1) : NaN;
  if (Number.isNaN(rate)) {
    console.log('soak: measuring the closed-loop maximum first (50 students, 20 s) ...');
    const closed = await runClosedLoop(client, await joinPlayers(client, 50), 20);
    rate = Math.max(1, Math.round(closed.answersPerSec / 2));
    console.log(`soak: closed-loop maximum ${fixed(closed.answersPerSec)} answers/s (errors ${closed.errors}); soaking at half: ${rate} answers/s`);
  }

  const names = processes.map((p) => p.name);
  console.log(`soak: ${rate} answers/s for ${MINUTES} min through ${GATEWAY}, ${ANSWERS_PER_STUDENT} answers per student; RSS (MB) every ${SAMPLE_S} s of ${processes.map((p) => `${p.name} (${p.pid})`).join(', ')}`);
  const header = ['t', ...names];
  console.log(header.join('\t'));

  interface Seat {
    player: Player;
    answered: number;
  }
  const seats: Seat[] = (await joinPlayers(client, studentsForRate(rate))).map((player) => ({ player, answered: 0 }));
  let newStudents = 0;

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
  const result = await runOpenLoop<Seat>({
    ratePerSec: rate,
    durationS: MINUTES * 60,
    warmupS: 0,
    workers: seats,
    steps: [
      { name: 'submit', run: (s) => client.submit(s.player) },
      { name: 'next', run: (s) => client.next(s.player) },
      {
        // A student who has played their round leaves; a new one starts a session in their seat.
        name: 'turnover',
        run: async (s) => {
          if (++s.answered < ANSWERS_PER_STUDENT) return;
          s.player = await client.join();
          s.answered = 0;
          newStudents++;
        },
      },
    ],
    recover: (s) => client.next(s.player),
  });
  const cost = await meter.stop();
  sampling = false;
  samples.push(sampleMemory(processes, (performance.now() - t0) / 1000));
  console.log(formatSampleRow(samples[samples.length - 1]!, names).join('\t'));
  await sampler;

  console.log('');
  console.log(
    `answers: ${result.completed} of ${result.scheduled} (${fixed(result.achievedPerSec)} answers/s), errors ${result.errors}, unfinished ${result.unfinished}, ` +
      `new students ${newStudents}${result.waitedForWorker ? `, ${result.waitedForWorker} arrivals waited for a free student` : ''}`,
  );
  console.log(table(['request', 'p50 / p99 (from due time)'], [['submit', p50p99(result.latencies.submit ?? [])], ['next', p50p99(result.latencies.next ?? [])]]));
  console.log('');
  const verdicts = judgeMemory(samples, SETTLE_S, TOLERANCE);
  console.log(formatVerdicts(verdicts, SETTLE_S, TOLERANCE));
  console.log('');
  console.log(formatCost(cost));

  const failures = [
    ...(result.errors > 0 || result.unfinished > 0 ? [`${result.errors} failed and ${result.unfinished} unfinished answers`] : []),
    ...verdicts.filter((v) => !v.ok).map((v) => `${v.name} grew ${(v.growth * 100).toFixed(1)} % after the first minute`),
  ];
  console.log('');
  console.log(failures.length ? `soak FAILED: ${failures.join('; ')}` : 'soak passed: no errors, memory flat');
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
