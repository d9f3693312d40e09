/**
 * Benchmark: the answer hot path (GET /api/game/problem/next + POST /api/game/problem/submit).
 *
 *   npm run bench:game
 *
 * 50 simulated PREMIUM students (BENCH_STUDENTS) each start a session, then loop next + submit
 * for 20 s (BENCH_DURATION) after a 2 s warm-up. A bare Fastify hello route, in its own process, is measured the same way
 * (same concurrency, same duration) for the ratio. Target (issue): >= 500 answers/s with
 * submit p99 < 50 ms.
 *
 * Through the running stack (recommended):
 *
 *   WRITE_RATE_LIMIT_MAX=100000000 READ_RATE_LIMIT_MAX=100000000 npm start   # wait for "MathQuest is running"
 *   GATEWAY_URL=http://localhost:8080 npm run bench:game
 *
 * (All simulated students come from one IP: without the raised gateway limits most requests
 * would be 429s, counted as errors.)
 *
 * Premium students: PREMIUM accounts cannot self-register and the auth CLI only seeds the demo
 * accounts, so the bench signs its own access tokens with the local auth key
 * (.data/keys/jwt-private.pem, written by `npm run setup`; BENCH_JWT_PRIVATE_KEY_FILE overrides):
 * ES256, audience 'mathquest', issuer 'mathquest-auth', claims { sub, role: 'STUDENT', username,
 * plan: 'PREMIUM', tz: 'UTC', grade } — exactly what the game service verifies (ADR 0042). Each
 * run uses fresh random student ids, so no account documents are needed: the game service creates
 * a student's state on the first /session/start. Never point this at a deployment whose key you
 * hold for real users.
 *
 * Open loop: BENCH_RATE=50,100,200 adds one run per rate after the closed loop, answers arriving
 * at that fixed rate (scripts/bench/lib/open-loop.ts), with submit and next p50/p99 measured from
 * each request's due time. Through a local `npm start` stack every phase also prints the cost of
 * an answer: CPU ms per process of the stack and storage commands per service
 * (scripts/bench/lib/cost.ts; docs/benchmarks.md explains how to read it). Through a gateway each
 * open-loop student also holds a Socket.IO connection (/socket.io, its own access token) and the
 * run prints the answer → push latency: from each submit sent to the first `quest:progress`,
 * `pet:updated` or `wallet:updated` of its push, p50/p99 and the answers with no push within 10 s
 * (scripts/bench/lib/push-latency.ts; target p99 < 150 ms at 100 answers/s). BENCH_PUSH=0 leaves
 * the sockets out.
 *
 * BENCH_RATIOS=1 (through a local `npm start` stack) prints the answer path's three ratios from
 * this one sitting (scripts/bench/lib/ratios.ts): after the closed loop, the floor of an answer's
 * full shape is measured beside the idle stack (answer-floor.ts), then an open loop runs at half
 * the closed loop's answers per second. Node CPU per answer ≤ 2 × the floor's; closed-loop
 * answers/s ≥ 45 % of the floor's; submit p99 < 50 ms at half the closed loop. It also prints how
 * many of the machine's cores both loops kept busy (lib/ratios.ts `coresBusy`): an open-loop
 * answer costs more than a closed-loop one, so half the rate is more than half the load. The
 * open loop also lists its slow spells, the submits over 50 ms grouped by time with the CPU each
 * process spent meanwhile (lib/slow-spells.ts), since a few of them decide its p99.
 *
 * Without GATEWAY_URL (or BENCH_GATEWAY_URL) the game service is started as its own process with
 * a throw-away key and hit directly (the output says which); MONGO_URL, NATS_URL then name the
 * infrastructure (defaults: the local dev servers).
 *
 * Correct answers: the API sends nothing an answer can be derived from (docs/adr/0028), so the
 * bench does what no client can. It runs on the machine of the stack and reads each served
 * problem's answer from the game's own storage with the MongoDB driver: the `served_problems`
 * collection of the game's database (`mathquest_game` behind the gateway; BENCH_MONGO_URL, else
 * MONGO_URL, else the local server of `npm start` on 27117 + MATHQUEST_PORT_OFFSET). The lookups
 * of one turn of the event loop go out as one read (scripts/bench/lib/answers.ts), on the same
 * storage server, outside the timed requests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';
import { MongoClient } from 'mongodb';
import { batchedAnswers, type ServedProblems } from './lib/answers.js';
import { freePort, waitReady } from './lib/local-servers.js';
import { parseRates, runAnswerRates } from './lib/answer-rates.js';
import { CostMeter, formatCost } from './lib/cost.js';
import { portOffset } from './lib/processes.js';
import { answerPathRatios, coresBusy, formatCoreLoad, formatRatios, RATIO_TARGETS } from './lib/ratios.js';
import { loadAverage, p50p99, percentile as nearestRank } from './lib/stats.js';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP_S = 2;
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27099';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4399';



function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const fmt = (n: number) => n.toFixed(2);

interface Lat {
  all: number[];
  record: boolean;
}

async function timed<T>(lat: Lat, f: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const r = await f();
  if (lat.record) lat.all.push(performance.now() - t);
  return r;
}

async function runGame(base: string, privateKeyPem: string, answerOf: (problemId: string) => Promise<string>) {
  const next: Lat = { all: [], record: false };
  const submit: Lat = { all: [], record: false };
  /** One answer as the child feels it: GET /problem/next then POST /problem/submit. */
  const pair: number[] = [];
  let answers = 0;
  let errors = 0;
  let stop = false;
  const students = Array.from({ length: STUDENTS }, () => {
    const id = randomUUID().replace(/-/g, '').slice(0, 24);
    const token = jwt.sign({ sub: id, role: 'STUDENT', username: `b_${id.slice(0, 8)}`, plan: 'PREMIUM', tz: 'UTC', grade: 6 }, privateKeyPem, {
      algorithm: 'ES256',
      audience: 'mathquest',
      issuer: 'mathquest-auth',
      expiresIn: '1h',
    });
    return { id, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
  });

  const loop = async (s: (typeof students)[number]) => {
    const started = await fetch(`${base}/api/game/session/start`, { method: 'POST', headers: s.headers, body: JSON.stringify({ mode: 'SOLO_PRACTICE', deviceType: 'web' }) });
    if (started.status !== 201) {
      // Usually a 401: the stack was started with another DATA_DIR, so other signing keys (see BENCH_JWT_PRIVATE_KEY_FILE).
      throw new Error(`session/start answered ${started.status}: ${await started.text()}`);
    }
    const sessionId = ((await started.json()) as { data: { session: { id: string } } }).data.session.id;
    while (!stop) {
      const t0 = performance.now();
      try {
        const r = await timed(next, () => fetch(`${base}/api/game/problem/next?sessionId=${sessionId}`, { headers: s.headers }));
        const body = (await r.json()) as { data: { id: string } };
        if (r.status !== 200) throw new Error(`next ${r.status}`);
        const answer = await answerOf(body.data.id);
        const sub = await timed(submit, () =>
          fetch(`${base}/api/game/problem/submit`, {
            method: 'POST',
            headers: { ...s.headers, 'idempotency-key': body.data.id },
            body: JSON.stringify({ sessionId, problemId: body.data.id, answer, timeSpent: 7, hintsUsed: 0 }),
          }),
        );
        await sub.arrayBuffer();
        if (sub.status !== 200) throw new Error(`submit ${sub.status}`);
        if (submit.record) {
          answers++;
          pair.push(performance.now() - t0);
        }
      } catch {
        if (submit.record) errors++;
      }
    }
  };

  const running = students.map(loop);
  await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
  next.record = submit.record = true;
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, DURATION_S * 1000));
  next.record = submit.record = false;
  const seconds = (performance.now() - t0) / 1000;
  stop = true;
  await Promise.all(running);
  next.all.sort((a, b) => a - b);
  submit.all.sort((a, b) => a - b);
  pair.sort((a, b) => a - b);
  return { answersPerSec: answers / seconds, errors, next: next.all, submit: submit.all, pair };
}

async function runHello(base: string) {
  const lat: Lat = { all: [], record: false };
  let stop = false;
  let count = 0;
  const loop = async () => {
    while (!stop) {
      const r = await timed(lat, () => fetch(`${base}/hello`));
      await r.arrayBuffer();
      if (lat.record) count++;
    }
  };
  const running = Array.from({ length: STUDENTS }, loop);
  await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
  lat.record = true;
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, DURATION_S * 1000));
  lat.record = false;
  const seconds = (performance.now() - t0) / 1000;
  stop = true;
  await Promise.all(running);
  lat.all.sort((a, b) => a - b);
  return { rps: count / seconds, lat: lat.all };
}

const HELLO = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ success: true, data: { hello: 'world' } }));
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

const gateway = process.env.GATEWAY_URL ?? process.env.BENCH_GATEWAY_URL;

async function main() {
  const children: ChildProcess[] = [];
  let storage: MongoClient | null = null;
  const cleanup = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('exit', cleanup);
  try {
    let base: string;
    let privateKeyPem: string;
    let how: string;
    let gameStorage: { url: string; db: string };
    if (gateway) {
      await waitReady(`${gateway}/healthz`, 5000);
      base = gateway;
      privateKeyPem = readFileSync(process.env.BENCH_JWT_PRIVATE_KEY_FILE ?? resolve(ROOT, '.data/keys/jwt-private.pem'), 'utf8');
      how = `through the gateway at ${gateway}`;
      const offset = portOffset(gateway); // MATHQUEST_PORT_OFFSET, else from the gateway port
      gameStorage = { url: process.env.BENCH_MONGO_URL || process.env.MONGO_URL || `mongodb://127.0.0.1:${27117 + offset}`, db: 'mathquest_game' };
    } else {
      const keys = generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
      privateKeyPem = keys.privateKey;
      const port = await freePort();
      gameStorage = { url: process.env.BENCH_MONGO_URL || MONGO_URL, db: `mathquest_game_bench_${Date.now().toString(36)}` };
      const child = spawn(process.execPath, ['--import', 'tsx', 'services/game/src/server.ts'], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', MONGO_URL, NATS_URL, MONGO_DB: gameStorage.db, JWT_PUBLIC_KEY: keys.publicKey, BANK_SEEDS: '0' },
      });
      children.push(child);
      base = `http://127.0.0.1:${port}`;
      await waitReady(`${base}/healthz`);
      how = 'DIRECT to the game service (no gateway: set BENCH_GATEWAY_URL to go through one)';
    }
    const helloPort = await freePort();
    const hello = spawn(process.execPath, ['--input-type=module', '-e', HELLO], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(helloPort) } });
    children.push(hello);
    await waitReady(`http://127.0.0.1:${helloPort}/healthz`);

    console.log(`game answers bench: ${STUDENTS} premium students, ${DURATION_S} s after ${WARMUP_S} s warm-up, ${how}`);
    if (!gateway) console.log(`storage ${MONGO_URL}, events ${NATS_URL}`);
    storage = await new MongoClient(gameStorage.url, { serverSelectionTimeoutMS: 5000 }).connect();
    console.log(`answers read from ${gameStorage.url} ${gameStorage.db}.served_problems (bench only, see the header)`);
    const served: ServedProblems = storage.db(gameStorage.db).collection('served_problems');
    const answerOf = batchedAnswers(served);
    const rates = parseRates(process.env.BENCH_RATE);
    const withRatios = process.env.BENCH_RATIOS === '1';
    if (withRatios && !gateway) throw new Error('BENCH_RATIOS=1 measures a local `npm start` stack: set GATEWAY_URL (and MATHQUEST_PORT_OFFSET)');
    // The floor finds the stack's servers by MATHQUEST_PORT_OFFSET; the gateway's port says the same when it is unset.
    if (withRatios) process.env.MATHQUEST_PORT_OFFSET ??= String(portOffset(gateway!));
    const meter = gateway ? new CostMeter(portOffset(gateway)) : null;
    await meter?.start();
    const loadBefore = loadAverage();
    const g = await runGame(base, privateKeyPem, answerOf);
    const loadAfter = loadAverage();
    const cost = await meter?.stop();
    const h = await runHello(`http://127.0.0.1:${helloPort}`);
    console.log('');
    console.log(`answers/s            ${fmt(g.answersPerSec)}   (errors ${g.errors})`);
    console.log(`pair    p50 / p99    ${fmt(percentile(g.pair, 50))} ms / ${fmt(percentile(g.pair, 99))} ms   (next + submit)`);
    console.log(`submit  p50 / p99    ${fmt(percentile(g.submit, 50))} ms / ${fmt(percentile(g.submit, 99))} ms`);
    console.log(`next    p50 / p99    ${fmt(percentile(g.next, 50))} ms / ${fmt(percentile(g.next, 99))} ms`);
    console.log(`hello   req/s        ${fmt(h.rps)}   p50 / p99 ${fmt(percentile(h.lat, 50))} ms / ${fmt(percentile(h.lat, 99))} ms`);
    console.log(`ratio   answers/s ÷ hello req/s = ${fmt(g.answersPerSec / h.rps)}  (each answer is 2 requests: ${fmt((2 * g.answersPerSec) / h.rps)})`);
    const ok = g.answersPerSec >= 500 && percentile(g.submit, 99) < 50;
    console.log(`target  >= 500 answers/s and submit p99 < 50 ms: ${ok ? 'met' : 'NOT met'}`);
    console.log(`load average before / after the closed loop   ${loadBefore} / ${loadAfter}`);
    if (cost) console.log(`closed loop, ${formatCost(cost)}`);
    if (withRatios && cost) {
      // The floor beside the idle stack, then the open loop at half the closed loop: one sitting.
      console.log('');
      console.log(`answer floor (full shape) beside the idle stack; load average ${loadAverage()}`);
      // Imported here: answer-floor.ts reads MATHQUEST_PORT_OFFSET when it loads (set above).
      const { measureFullFloor } = await import('./answer-floor.js');
      const floor = await measureFullFloor();
      console.log(`  ${floor.shape}: ${fmt(floor.answersPerSec)} answers/s (errors ${floor.errors}), Node ${fmt(floor.nodeMsPerAnswer)} ms per answer`);
      const halfRate = Math.max(1, Math.round(g.answersPerSec / 2));
      const [atHalf] = await runAnswerRates({
        base,
        privateKeyPem,
        answer: (p) => answerOf(p.id),
        rates: [halfRate],
        durationS: DURATION_S,
        portOffset: portOffset(gateway!),
        pushLatency: process.env.BENCH_PUSH !== '0',
        slowSpellsOverMs: RATIO_TARGETS.submitP99Ms,
      });
      const submitAtHalf = [...(atHalf!.result.latencies.submit ?? [])].sort((a, b) => a - b);
      console.log('');
      console.log(`the answer path's ratios, one sitting (submit at ${halfRate}/s: ${p50p99(submitAtHalf)}; load average now ${loadAverage()})`);
      const ratios = answerPathRatios({
        stackCpuMsPerAnswer: cost.cpuMsPerAnswer,
        stackAnswersPerSec: g.answersPerSec,
        floorNodeMsPerAnswer: floor.nodeMsPerAnswer,
        floorAnswersPerSec: floor.answersPerSec,
        halfRate,
        submitP99Ms: nearestRank(submitAtHalf, 99),
      });
      for (const line of formatRatios(ratios)) console.log(line);
      const halfCost = atHalf!.cost;
      if (halfCost) console.log(formatCoreLoad(coresBusy(cost.cpuMsPerAnswer, g.answersPerSec), coresBusy(halfCost.cpuMsPerAnswer, halfRate), halfRate));
    }
    if (rates.length) {
      await runAnswerRates({
        base,
        privateKeyPem,
        answer: (p) => answerOf(p.id),
        rates,
        durationS: DURATION_S,
        portOffset: gateway ? portOffset(gateway) : null,
        pushLatency: Boolean(gateway) && process.env.BENCH_PUSH !== '0',
      });
    }
  } finally {
    await storage?.close();
    cleanup();
  }
  process.exit(0);
}

void main();
