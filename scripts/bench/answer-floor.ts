/**
 * Benchmark: the floor of an answer's Node CPU. What the two requests of an answer cost the
 * gateway and a service built with the service kit when the service does nothing but answer them,
 * then with the game's four storage commands, then with its event publish too
 * (scripts/bench/lib/floor-service.ts), then with a consumer that reacts to each event with one
 * storage write and one push, as engagement does (scripts/bench/lib/floor-consumer.ts). Beside
 * `bench:game` in one sitting it says how much of an answer's Node CPU is the architecture (a
 * gateway, a service, validation, storage, events) and how much the game's own logic and the
 * consumers (docs/benchmarks.md, "The floor of an answer").
 *
 *   DATA_DIR=<dir> MATHQUEST_PORT_OFFSET=<n> WRITE_RATE_LIMIT_MAX=100000000 READ_RATE_LIMIT_MAX=100000000 npm start
 *   MATHQUEST_PORT_OFFSET=<n> BENCH_JWT_PRIVATE_KEY_FILE=<dir>/keys/jwt-private.pem npm run bench:answer-floor
 *
 * It needs a running local stack: one real answer is taken through it to capture a served problem
 * and an answer result (the payloads the floor service echoes), and the floor service uses the
 * stack's Redis (revocation list, the gateway's limits), storage server and NATS (a scratch
 * database and stream, removed at the end). The gateway is the project's own, started as its own
 * process with the game's upstream pointed at the floor service. The stack itself stays idle
 * while the floor is measured.
 *
 * Each shape: 50 students (BENCH_STUDENTS) in a closed loop of submit + next for 15 s
 * (BENCH_DURATION) after a 2 s warm-up. CPU from /proc of the gateway, the floor service and
 * consumer, the storage server, NATS and Redis, divided by the answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from 'nats';
import { MongoClient } from 'mongodb';
import { localGameStorage, storageAnswerer } from './lib/answers.js';
import { runClosedLoop } from './lib/closed-loop.js';
import { freePort, waitReady } from './lib/local-servers.js';
import { joinPlayers, playerClient, studentToken } from './lib/players.js';
import { BENCH_CLIENT, cpuByProcess, findStackProcesses, stackPorts } from './lib/processes.js';
import { fixed, loadAverage, p50p99, sleep, table } from './lib/stats.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const OFFSET = Number.parseInt(process.env.MATHQUEST_PORT_OFFSET ?? '0', 10) || 0;
const STACK = `http://127.0.0.1:${8080 + OFFSET}`;
const REDIS_URL = `redis://127.0.0.1:${6479 + OFFSET}`;
const NATS_URL = `nats://127.0.0.1:${4322 + OFFSET}`;
const MONGO_URL = localGameStorage(OFFSET).url;
const SCRATCH_DB = 'mathquest_answer_floor';
const SCRATCH_STREAM = 'ANSWER_FLOOR';
const SCRATCH_SUBJECT = 'answerfloor.answered';

interface Shape {
  name: string;
  gateway: boolean;
  env: Record<string, string>;
  /** A floor consumer reacts to each answer's event (scripts/bench/lib/floor-consumer.ts). */
  consumer?: boolean;
}

const SHAPES: Shape[] = [
  { name: 'service alone, no storage', gateway: false, env: {} },
  { name: 'gateway + service, no storage', gateway: true, env: {} },
  { name: 'gateway + service + 4 storage commands', gateway: true, env: { FLOOR_STORAGE: '1' } },
  { name: 'gateway + service + 4 storage commands + 1 event', gateway: true, env: { FLOOR_STORAGE: '1', FLOOR_EVENT_SUBJECT: SCRATCH_SUBJECT } },
  { name: '... + the event consumed (1 storage write, 1 push)', gateway: true, env: { FLOOR_STORAGE: '1', FLOOR_EVENT_SUBJECT: SCRATCH_SUBJECT }, consumer: true },
];

function publicKeyOf(privateKeyFile: string): string {
  // The stack writes both halves of its key pair side by side (scripts/setup).
  return readFileSync(privateKeyFile.replace(/jwt-private\.pem$/, 'jwt-public.pem'), 'utf8');
}

/** One real answer through the stack: the served problem and the result, as the game sends them. */
async function capturePayloads(privateKeyPem: string, dir: string): Promise<{ nextFile: string; submitFile: string }> {
  const answerer = await storageAnswerer(localGameStorage(OFFSET));
  try {
    const player = await playerClient(STACK, privateKeyPem, answerer.answer).join();
    const body = JSON.stringify({ sessionId: player.sessionId, problemId: player.problem.id, answer: await answerer.answer(player.problem), timeSpent: 7, hintsUsed: 0 });
    const res = await fetch(`${STACK}/api/game/problem/submit`, { method: 'POST', headers: player.headers, body });
    if (res.status !== 200) throw new Error(`the stack's submit answered ${res.status}: ${await res.text()}`);
    const result = ((await res.json()) as { data: unknown }).data;
    const nextFile = join(dir, 'next.json');
    const submitFile = join(dir, 'submit.json');
    writeFileSync(nextFile, JSON.stringify(player.problem));
    writeFileSync(submitFile, JSON.stringify(result));
    return { nextFile, submitFile };
  } finally {
    await answerer.close();
  }
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

interface ShapeResult {
  answersPerSec: number;
  errors: number;
  submit: string;
  cpu: Map<string, number>;
}

async function measure(shape: Shape, privateKeyPem: string, publicKeyPem: string, files: { nextFile: string; submitFile: string }): Promise<ShapeResult> {
  const children: ChildProcess[] = [];
  try {
    let consumer: { pid: number; handled: () => Promise<number> } | null = null;
    if (shape.consumer) {
      const consumerPort = await freePort();
      const child = start('scripts/bench/lib/floor-consumer.ts', { PORT: String(consumerPort), NATS_URL, MONGO_URL, FLOOR_STREAM: SCRATCH_STREAM, FLOOR_EVENT_SUBJECT: SCRATCH_SUBJECT });
      children.push(child);
      await waitReady(`http://127.0.0.1:${consumerPort}/healthz`);
      const handled = async () => ((await (await fetch(`http://127.0.0.1:${consumerPort}/answers`)).json()) as { handled: number }).handled;
      consumer = { pid: child.pid!, handled };
    }
    const floorPort = await freePort();
    const floor = start('scripts/bench/lib/floor-service.ts', {
      ...shape.env,
      PORT: String(floorPort),
      JWT_PUBLIC_KEY: publicKeyPem,
      REDIS_URL,
      MONGO_URL,
      NATS_URL,
      FLOOR_NEXT_FILE: files.nextFile,
      FLOOR_SUBMIT_FILE: files.submitFile,
    });
    children.push(floor);
    await waitReady(`http://127.0.0.1:${floorPort}/healthz`);
    let base = `http://127.0.0.1:${floorPort}`;
    let gateway: ChildProcess | null = null;
    if (shape.gateway) {
      const gatewayPort = await freePort();
      gateway = start('services/gateway/src/server.ts', {
        PORT: String(gatewayPort),
        REDIS_URL,
        GAME_URL: base,
        JWT_PUBLIC_KEY: publicKeyPem,
        WRITE_RATE_LIMIT_MAX: '100000000',
        READ_RATE_LIMIT_MAX: '100000000',
        RATE_LIMIT_NAMESPACE: `answer-floor-${Date.now().toString(36)}:`,
      });
      children.push(gateway);
      base = `http://127.0.0.1:${gatewayPort}`;
      await waitReady(`${base}/healthz`);
    }
    const client = playerClient(base, privateKeyPem, () => '42');
    const players = await joinPlayers(client, STUDENTS);
    const infra = findStackProcesses(stackPorts(OFFSET).filter((p) => ['storage', 'nats', 'redis'].includes(p.name)));
    const pids = new Map<string, number>([
      ['floor service', floor.pid!],
      ...(gateway ? [['gateway', gateway.pid!] as [string, number]] : []),
      ...(consumer ? [['floor consumer', consumer.pid] as [string, number]] : []),
      ...infra.map((p) => [p.name, p.pid] as [string, number]),
    ]);
    const read = () => cpuByProcess([...pids].map(([name, pid]) => ({ name, pid })));
    // The closed loop's own warm-up comes first; CPU is read around the whole loop and divided by
    // every answer the floor served in it (the warm-up's included), counted by the service.
    const before = read();
    const result = await runClosedLoop(client, players, DURATION_S, 2);
    const served = await answersServed(floorPort);
    // The consumer's share is counted once it has handled every event the loop caused (at most 30 s more).
    for (const end = Date.now() + 30_000; consumer && (await consumer.handled()) < served && Date.now() < end; ) await sleep(250);
    const after = read();
    if (consumer && (await consumer.handled()) < served) console.log(`  the floor consumer handled ${await consumer.handled()} of ${served} events within 30 s`);
    const cpu = new Map([...after].map(([name, ms]) => [name, (ms - (before.get(name) ?? 0)) / served]));
    return { answersPerSec: result.answersPerSec, errors: result.errors, submit: p50p99(result.submit), cpu };
  } finally {
    for (const c of children.reverse()) await stop(c);
  }
}

/** Submits the floor service answered 200, from its own request metrics. */
async function answersServed(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  let count = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('mathquest_http_request_duration_seconds_count') && line.includes('route="/api/game/problem/submit"') && line.includes('status_code="200"')) {
      count += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  if (!count) throw new Error('the floor service counted no answers');
  return count;
}

async function scratch<T>(work: () => Promise<T>): Promise<T> {
  const nc = await connect({ servers: NATS_URL });
  const jsm = await nc.jetstreamManager();
  await jsm.streams.add({ name: SCRATCH_STREAM, subjects: [SCRATCH_SUBJECT], max_age: 60 * 1e9 });
  try {
    return await work();
  } finally {
    await jsm.streams.delete(SCRATCH_STREAM).catch(() => undefined);
    await nc.close();
    const storage = await new MongoClient(MONGO_URL).connect();
    await storage.db(SCRATCH_DB).dropDatabase();
    await storage.close();
  }
}

/** The floor's Node CPU per answer (gateway + floor service + floor consumer) and its closed-loop answers per second, for one shape. */
export interface FloorFigures {
  shape: string;
  answersPerSec: number;
  errors: number;
  nodeMsPerAnswer: number;
}

const nodeMsOf = (r: ShapeResult): number => (r.cpu.get('gateway') ?? 0) + (r.cpu.get('floor service') ?? 0) + (r.cpu.get('floor consumer') ?? 0);

/**
 * The floor of the full shape (the last: gateway, service, 4 storage commands, 1 event and its
 * consumer), measured beside the stack in the caller's sitting: `bench:game` prints its ratios
 * against it (BENCH_RATIOS=1). The stack must stay idle meanwhile.
 */
export async function measureFullFloor(): Promise<FloorFigures> {
  const keyFile = process.env.BENCH_JWT_PRIVATE_KEY_FILE ?? resolve(ROOT, '.data/keys/jwt-private.pem');
  const privateKeyPem = readFileSync(keyFile, 'utf8');
  const publicKeyPem = publicKeyOf(keyFile);
  await waitReady(`${STACK}/healthz`, 5000);
  const dir = mkdtempSync(join(tmpdir(), 'answer-floor-'));
  try {
    const files = await capturePayloads(privateKeyPem, dir);
    const shape = SHAPES[SHAPES.length - 1]!;
    const r = await scratch(() => measure(shape, privateKeyPem, publicKeyPem, files));
    return { shape: shape.name, answersPerSec: r.answersPerSec, errors: r.errors, nodeMsPerAnswer: nodeMsOf(r) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const keyFile = process.env.BENCH_JWT_PRIVATE_KEY_FILE ?? resolve(ROOT, '.data/keys/jwt-private.pem');
  const privateKeyPem = readFileSync(keyFile, 'utf8');
  const publicKeyPem = publicKeyOf(keyFile);
  studentToken(privateKeyPem, 'check'); // a key that cannot sign fails here, before anything starts
  await waitReady(`${STACK}/healthz`, 5000);
  const dir = mkdtempSync(join(tmpdir(), 'answer-floor-'));
  try {
    const files = await capturePayloads(privateKeyPem, dir);
    console.log(`answer floor: ${STUDENTS} students, closed loop ${DURATION_S} s after 2 s, the stack at ${STACK} idle; load average ${loadAverage()}`);
    const rows: string[][] = [];
    const names = ['gateway', 'floor service', 'floor consumer', 'storage', 'nats', 'redis', BENCH_CLIENT];
    await scratch(async () => {
      for (const shape of SHAPES) {
        const r = await measure(shape, privateKeyPem, publicKeyPem, files);
        const node = nodeMsOf(r);
        rows.push([shape.name, fixed(r.answersPerSec, 1), String(r.errors), r.submit, ...names.map((n) => (r.cpu.has(n) ? fixed(r.cpu.get(n)!) : '-')), fixed(node)]);
        console.log(`  ${shape.name}: ${fixed(r.answersPerSec, 1)} answers/s, Node ${fixed(node)} ms per answer`);
      }
    });
    console.log('');
    console.log('CPU ms per answer (next + submit), by process');
    console.log(table(['shape', 'answers/s', 'errors', 'submit p50 / p99', ...names, 'Node (gateway + service + consumer)'], rows));
    console.log(`load average at the end ${loadAverage()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run as a script (`npm run bench:answer-floor`); imported by game-answers.ts for its ratios.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
