/**
 * Benchmark (not a test): live rooms on two realtime instances (docs/adr/0130–0132).
 *
 *   npm run bench:rooms                       # 1,000 clients in rooms of 10, 3 rounds
 *   BENCH_CLIENTS=200 npm run bench:rooms     # fewer first on a small machine
 *
 * Starts its own redis-server and nats-server (Debian's) and two realtime instances as separate
 * processes, all on free localhost ports, with a throw-away signing key; or uses REDIS_URL and
 * NATS_URL when both are set. Opens BENCH_CLIENTS Socket.IO clients (websocket) spread evenly over
 * the two instances, in rooms of BENCH_ROOM_SIZE whose members alternate between the instances;
 * each host starts BENCH_ROUNDS rounds of whole-number problems, and in each round every client
 * answers (wrongly: graded all the same) after a random pause of up to BENCH_SPREAD_MS.
 *
 * Measured: from an answer's submit (the emit) to the `room:scoreboard` it causes arriving on
 * every OTHER client of its room, p50 and p99 over all (answer, receiver) pairs (target p99 under
 * 100 ms); scoreboards missing after 10 s are counted as lost. Memory per connection: the two
 * instances' resident memory after every client joined minus before any connected, divided by the
 * clients. The clients run in this one process, so their own CPU is in the figures. Bounded: at
 * most 2,000 clients, localhost only; everything it started is stopped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientToServerEvents, RoomReply, RoomScoreboard, RoomView, ServerToClientEvents } from '@mathquest/contracts';
import jwt from 'jsonwebtoken';
import { io, type Socket } from 'socket.io-client';
import { freePort, waitReady } from './lib/local-servers.js';
import { rssBytes } from './lib/processes.js';
import { fixed, loadAverage, p50p99, sleep, table } from './lib/stats.js';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const CLIENTS = Math.min(2_000, Number(process.env.BENCH_CLIENTS ?? 1_000));
const ROOM_SIZE = Math.max(2, Math.min(30, Number(process.env.BENCH_ROOM_SIZE ?? 10)));
const ROUNDS = Math.max(3, Math.min(20, Number(process.env.BENCH_ROUNDS ?? 3)));
const SPREAD_MS = Number(process.env.BENCH_SPREAD_MS ?? 3_000);
const LOST_AFTER_MS = 10_000;
/** Whole-number answers: the bench's wrong answer is graded (rejected), never a form nudge. */
const TOPIC = 'Adding & subtracting';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const children: ChildProcess[] = [];
const dirs: string[] = [];

function spawnChild(cmd: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

async function infra(): Promise<{ redisUrl: string; natsUrl: string }> {
  if (process.env.REDIS_URL && process.env.NATS_URL) return { redisUrl: process.env.REDIS_URL, natsUrl: process.env.NATS_URL };
  const [redisPort, natsPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'mq-bench-rooms-'));
  dirs.push(dir);
  spawnChild('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]);
  spawnChild('nats-server', ['-js', '-a', '127.0.0.1', '-p', String(natsPort), '-sd', dir]);
  await sleep(1_000);
  return { redisUrl: `redis://127.0.0.1:${redisPort}`, natsUrl: `nats://127.0.0.1:${natsPort}` };
}

/** A room call (the event maps type each payload; this sends any of them). */
function call(c: Client, event: string, payload: object): Promise<RoomReply> {
  const timed = c.timeout(15_000);
  return (timed.emitWithAck as unknown as (e: string, p: object) => Promise<RoomReply>).call(timed, event, payload);
}

function ok(reply: RoomReply): RoomView {
  if (!reply.ok) throw new Error(`${reply.error.code}: ${reply.error.message}`);
  return reply.room;
}

async function main() {
  const { redisUrl, natsUrl } = await infra();
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const ports = [await freePort(), await freePort()];
  const instances = ports.map((port) =>
    spawnChild(process.execPath, ['--import', 'tsx', 'services/realtime/src/server.ts'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: redisUrl,
      NATS_URL: natsUrl,
      JWT_PUBLIC_KEY: publicKey,
      LOG_LEVEL: 'warn',
      // Every bench client is its own user; the per-user limit is not what is measured.
      MAX_SOCKETS_PER_USER: '5',
    }),
  );
  for (const port of ports) await waitReady(`http://127.0.0.1:${port}/readyz`);
  await sleep(1_000);
  const rssBefore = instances.map((p) => rssBytes(p.pid!));

  const token = (sub: string) =>
    jwt.sign({ sub, role: 'STUDENT', username: `b_${sub.slice(0, 8)}`, plan: 'PREMIUM', tz: 'UTC', grade: 6 }, privateKey, { algorithm: 'ES256', audience: 'mathquest', issuer: 'mathquest-auth', expiresIn: '1h' });

  console.log(`Opening ${CLIENTS} clients over 2 instances in rooms of ${ROOM_SIZE}...`);
  const clients: { id: string; socket: Client; room: number }[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const id = randomUUID();
    const socket: Client = io(`http://127.0.0.1:${ports[i % 2]}`, { path: '/socket.io', transports: ['websocket'], auth: { token: token(id) }, reconnection: false });
    clients.push({ id, socket, room: Math.floor(i / ROOM_SIZE) });
    if (i % 50 === 49) await Promise.all(clients.slice(-50).map((c) => new Promise<void>((r) => (c.socket.connected ? r() : c.socket.once('connect', () => r())))));
  }
  await Promise.all(clients.map((c) => new Promise<void>((r) => (c.socket.connected ? r() : c.socket.once('connect', () => r())))));

  // Rooms: the first member creates, the others join.
  const rooms = new Map<number, { code: string; members: typeof clients }>();
  for (const c of clients) {
    const r = rooms.get(c.room);
    if (!r) rooms.set(c.room, { code: ok(await call(c.socket, 'room:create', {})).roomCode, members: [c] });
    else {
      ok(await call(c.socket, 'room:join', { roomCode: r.code }));
      r.members.push(c);
    }
  }
  await sleep(2_000);
  const rssAfter = instances.map((p) => rssBytes(p.pid!));

  // Latency bookkeeping: answer sent at, per (code, round, answerer); arrivals on the others.
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let expected = 0;
  for (const c of clients) {
    c.socket.on('room:scoreboard', (b: RoomScoreboard) => {
      if (b.answeredBy === c.id) return;
      const t = sentAt.get(`${b.roomCode}/${b.round}/${b.answeredBy}`);
      if (t !== undefined) latencies.push(performance.now() - t);
    });
  }
  const roundOf = new Map<string, number>();
  for (const c of clients) c.socket.on('room:state', (v: RoomView) => v.status === 'ROUND' && roundOf.set(`${v.roomCode}/${c.id}`, v.round));

  console.log(`${rooms.size} rooms; starting ${ROUNDS} rounds (load ${loadAverage()})...`);
  const t0 = performance.now();
  await Promise.all([...rooms.values()].map((r) => call(r.members[0]!.socket, 'room:start', { roomCode: r.code, topic: TOPIC, rounds: ROUNDS }).then(ok)));

  let answers = 0;
  const outcomes = new Map<string, number>();
  for (let round = 1; round <= ROUNDS; round++) {
    const deadline = Date.now() + 30_000;
    while (clients.some((c) => roundOf.get(`${rooms.get(c.room)!.code}/${c.id}`) !== round) && Date.now() < deadline) await sleep(50);
    await Promise.all(
      clients.map(async (c) => {
        const code = rooms.get(c.room)!.code;
        if (roundOf.get(`${code}/${c.id}`) !== round) return;
        await sleep(Math.random() * SPREAD_MS);
        sentAt.set(`${code}/${round}/${c.id}`, performance.now());
        answers++;
        // A wrong answer is graded like a right one; the bench does not need the answer.
        const reply = await call(c.socket, 'room:answer', { roomCode: code, round, answer: '-123456' }).catch(() => null);
        const outcome = reply === null ? 'no reply' : reply.ok ? (reply.result?.verdict ?? 'ok') : reply.error.code;
        // A graded answer (not a form nudge) is sent to every other member.
        if (reply?.ok && reply.result?.verdict !== 'nudge') expected += rooms.get(c.room)!.members.length - 1;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }),
    );
    process.stdout.write(`  round ${round}: ${answers} answers so far\n`);
  }
  const endWait = Date.now() + LOST_AFTER_MS;
  while (latencies.length < expected && Date.now() < endWait) await sleep(100);
  const seconds = (performance.now() - t0) / 1000;

  const perConn = (rssAfter[0]! + rssAfter[1]! - rssBefore[0]! - rssBefore[1]!) / CLIENTS;
  console.log('');
  console.log(
    table(
      ['rooms bench', 'value'],
      [
        ['clients (2 instances)', String(CLIENTS)],
        ['rooms × size', `${rooms.size} × ${ROOM_SIZE}`],
        ['answers', String(answers)],
        ['answer replies', [...outcomes].map(([k, v]) => `${k} ${v}`).join(', ')],
        ['scoreboards expected / received', `${expected} / ${latencies.length}`],
        ['submit → scoreboard on others p50 / p99', p50p99(latencies)],
        ['answers per second (whole run)', fixed(answers / seconds, 1)],
        ['RSS before (MiB, 2 instances)', rssBefore.map((b) => fixed(b / 2 ** 20, 1)).join(' + ')],
        ['RSS after join (MiB)', rssAfter.map((b) => fixed(b / 2 ** 20, 1)).join(' + ')],
        ['memory per connection (KiB)', fixed(perConn / 1024, 1)],
        ['load average', loadAverage()],
      ],
    ),
  );
  for (const c of clients) c.socket.disconnect();
}

/** Stops the realtime instances first (they need Redis to close), then Redis and NATS. */
async function stopAll() {
  const exited = (c: ChildProcess) => new Promise<void>((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', () => r())));
  const [infraProcs, services] = [children.filter((c) => c.spawnfile !== process.execPath), children.filter((c) => c.spawnfile === process.execPath)];
  for (const c of services) c.kill('SIGTERM');
  await Promise.race([Promise.all(services.map(exited)), sleep(10_000)]);
  for (const c of infraProcs) c.kill('SIGTERM');
  await Promise.race([Promise.all(infraProcs.map(exited)), sleep(5_000)]);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}

main()
  .then(async () => {
    await stopAll();
    process.exit(0);
  })
  .catch(async (err: unknown) => {
    console.error(err);
    await stopAll();
    process.exit(1);
  });
