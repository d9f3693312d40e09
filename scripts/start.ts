/**
 * `npm start`: the embedded default. Runs the whole product on this machine:
 *
 *   1. infrastructure as local processes on 127.0.0.1 (data under DATA_DIR, default .data/):
 *      the local MongoDB-compatible server (mongo-java-server on Java 17, data in
 *      <DATA_DIR>/mongo/mathquest.mv) :27117, nats-server -js :4322, redis-server :6479,
 *      unless MONGO_URL / NATS_URL / REDIS_URL point at existing servers;
 *   2. the web app build (only when web sources changed since the last build);
 *   3. the six services (auth 4001, game 4002, engagement 4003, teacher 4004, realtime 4005,
 *      gateway 8080), each one node process running its TypeScript through tsx's loader, with
 *      a capped heap, each awaited on /readyz;
 *   4. demo data (`tsx services/auth/src/cli.ts seed-demo`, idempotent);
 *   5. prints "MathQuest is running at http://localhost:8080" and the demo accounts.
 *
 * Every process's memory is bounded: the services' heaps below, the infrastructure's in
 * INFRA_MEMORY (packages/service-kit/src/local-infra/local-infra.ts); docs/benchmarks.md ("Memory")
 * has the figures they come from.
 *
 * Ctrl-C / SIGTERM stops everything (services first, then infrastructure). If any child dies
 * unexpectedly, everything is stopped and the exit code is non-zero.
 *
 * Env: DATA_DIR, MATHQUEST_PORT_OFFSET (added to every local port, to run a second stack),
 * LOG_LEVEL (default warn), MONGO_URL, NATS_URL, REDIS_URL, MATHQUEST_SKIP_WEB_BUILD=1,
 * MATHQUEST_CPU_PROF_DIR=<dir> (each service is started with --cpu-prof, which node refuses in
 * NODE_OPTIONS, and writes its V8 CPU profiles into <dir>/<service>/ when it stops: the main
 * thread's, the largest, and tsx's module loader's; docs/benchmarks.md "Profiling an answer").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  FETCH_BLOCKED_PORTS,
  findExecutable,
  infraCommand,
  isPortOpen,
  REPO_ROOT as ROOT,
  waitForPort,
  type InfraKind,
} from '../packages/service-kit/src/local-infra/local-infra.js';
import { formatLogLine } from './lib/log-lines.js';

const OFFSET = Number.parseInt(process.env.MATHQUEST_PORT_OFFSET ?? '0', 10) || 0;
const DATA_DIR = resolve(ROOT, process.env.DATA_DIR || '.data');
const LOG_LEVEL = process.env.LOG_LEVEL || 'warn';
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const CPU_PROF_DIR = process.env.MATHQUEST_CPU_PROF_DIR ? resolve(process.env.MATHQUEST_CPU_PROF_DIR) : undefined;
const COLOR = process.env.FORCE_COLOR ? process.env.FORCE_COLOR !== '0' : process.stdout.isTTY;

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_ACCOUNTS = [
  ['student', 'student@mathquest.demo'],
  ['parent', 'parent@mathquest.demo'],
  ['teacher', 'teacher@mathquest.demo'],
  ['free-plan student', 'free.student@mathquest.demo'],
] as const;

const INFRA: { kind: InfraKind; name: string; envVar: 'MONGO_URL' | 'NATS_URL' | 'REDIS_URL'; port: number; defaultPort: number }[] = [
  { kind: 'mongo', name: 'mongo', envVar: 'MONGO_URL', port: 27117 + OFFSET, defaultPort: 27017 },
  { kind: 'nats', name: 'nats', envVar: 'NATS_URL', port: 4322 + OFFSET, defaultPort: 4222 },
  { kind: 'redis', name: 'redis', envVar: 'REDIS_URL', port: 6479 + OFFSET, defaultPort: 6379 },
];

/**
 * heapMb: V8's old-space cap (--max-old-space-size). Node's default here is ~4 GB, and V8 grows
 * the heap towards its cap before collecting hard. Each cap is a few times the heap the service
 * keeps live in a ten-minute soak (docs/benchmarks.md); the gateway, the game and engagement let
 * it grow to three times that between major collections (service-kit heap-growth.ts). The
 * game's holds its student cache (STUDENT_CACHE_SIZE, 5,000 states), engagement's its wallet
 * cache.
 */
const SERVICES = [
  { name: 'auth', port: 4001 + OFFSET, heapMb: 192 },
  { name: 'game', port: 4002 + OFFSET, heapMb: 384 },
  { name: 'engagement', port: 4003 + OFFSET, heapMb: 192 },
  { name: 'teacher', port: 4004 + OFFSET, heapMb: 128 },
  { name: 'realtime', port: 4005 + OFFSET, heapMb: 192 },
  { name: 'gateway', port: 8080 + OFFSET, heapMb: 192 },
] as const;
type ServiceName = (typeof SERVICES)[number]['name'];

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------
const PALETTE = [36, 33, 35, 32, 34, 91, 96, 93, 95];
const colourOf = new Map<string, number>();
const paint = (code: number, s: string) => (COLOR ? `\x1b[${code}m${s}\x1b[0m` : s);
const PAD = 10;

function prefixed(name: string, line: string): void {
  if (!colourOf.has(name)) colourOf.set(name, PALETTE[colourOf.size % PALETTE.length]!);
  process.stdout.write(`${paint(colourOf.get(name)!, `${name.padEnd(PAD)}|`)} ${line}\n`);
}
const say = (msg: string) => prefixed('mathquest', msg);

function pipeLines(name: string, child: ChildProcess, filter: (line: string) => boolean = () => true): void {
  for (const stream of [child.stdout, child.stderr]) {
    let buf = '';
    stream?.on('data', (chunk: Buffer) => {
      buf += chunk.toString();
      let i: number;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i).replace(/\r$/, '');
        buf = buf.slice(i + 1);
        if (line.trim() && filter(line)) for (const l of formatLogLine(line, paint).split('\n')) prefixed(name, l);
      }
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Process tracking and shutdown
// ---------------------------------------------------------------------------------------------
interface Tracked {
  name: string;
  child: ChildProcess;
  group: boolean;
  layer: 'service' | 'infra' | 'task';
}
const tracked: Tracked[] = [];
let shuttingDown = false;
const PID_FILE = join(DATA_DIR, 'run', 'stack.pids');

function writePidFile(): void {
  mkdirSync(join(DATA_DIR, 'run'), { recursive: true });
  const pids = tracked.filter((t) => t.child.pid && t.child.exitCode === null).map((t) => `${t.child.pid}`);
  writeFileSync(PID_FILE, `${[process.pid, ...pids].join('\n')}\n`);
}

function signal(t: Tracked, sig: NodeJS.Signals): void {
  const pid = t.child.pid;
  if (!pid || t.child.exitCode !== null || t.child.signalCode !== null) return;
  try {
    process.kill(t.group ? -pid : pid, sig);
  } catch {
    /* already gone */
  }
}

function exited(t: Tracked): Promise<void> {
  if (t.child.exitCode !== null || t.child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => t.child.once('exit', () => r()));
}

async function stopLayer(layer: Tracked['layer'], graceMs: number): Promise<void> {
  const list = tracked.filter((t) => t.layer === layer);
  for (const t of list) signal(t, 'SIGTERM');
  const timer = setTimeout(() => list.forEach((t) => signal(t, 'SIGKILL')), graceMs);
  await Promise.all(list.map(exited));
  clearTimeout(timer);
  // A task run with tsx (the seed) is two processes: make sure nothing of the group is left.
  for (const t of list) signal(t, 'SIGKILL');
}

async function shutdown(code: number, reason?: string): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    if (reason) say(reason);
    say('stopping ...');
    await stopLayer('task', 5_000);
    await stopLayer('service', 10_000);
    await stopLayer('infra', 10_000);
    rmSync(PID_FILE, { force: true });
    say(code === 0 ? 'stopped.' : `stopped (exit code ${code}).`);
    process.exit(code);
  }
  return new Promise<never>(() => {});
}

process.on('exit', () => {
  for (const t of tracked) signal(t, 'SIGKILL');
});
let interrupts = 0;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(sig, () => {
    interrupts += 1;
    if (interrupts > 1 && sig === 'SIGINT') {
      for (const t of tracked) signal(t, 'SIGKILL');
      process.exit(130);
    }
    void shutdown(0, `${sig} received`);
  });
}

// If whatever started us goes away without signalling (we are re-parented), stop as well.
const initialParent = process.ppid;
setInterval(() => {
  if (process.ppid !== initialParent) void shutdown(1, 'parent process went away');
}, 1000).unref();

function track(name: string, child: ChildProcess, layer: Tracked['layer'], group: boolean): Tracked {
  const t: Tracked = { name, child, layer, group };
  tracked.push(t);
  writePidFile();
  child.on('exit', (code, sig) => {
    if (shuttingDown || layer === 'task') return;
    void shutdown(1, `${name} exited unexpectedly (${sig ?? `code ${code}`}); stopping everything`);
  });
  return t;
}

// ---------------------------------------------------------------------------------------------
// Steps
// ---------------------------------------------------------------------------------------------
function ensureKeys(): { priv: string; pub: string } {
  const dir = join(DATA_DIR, 'keys');
  const priv = join(dir, 'jwt-private.pem');
  const pub = join(dir, 'jwt-public.pem');
  if (!existsSync(priv) || !existsSync(pub)) {
    mkdirSync(dir, { recursive: true });
    const kp = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeFileSync(priv, kp.privateKey, { mode: 0o600 });
    writeFileSync(pub, kp.publicKey, { mode: 0o644 });
    say(`created JWT keys in ${dir}`);
  }
  return { priv, pub };
}

function hostPort(url: string, defaultPort: number): { host: string; port: number } | null {
  try {
    const u = new URL(url.replace(/^mongodb\+srv:/, 'mongodb:').split(',')[0]!);
    if (url.startsWith('mongodb+srv:')) return null;
    return { host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port || defaultPort) };
  } catch {
    return null;
  }
}

/** Infrastructure start/stop banners are noise next to the services' logs: show problems only. */
const INFRA_LOG_FILTER: Record<InfraKind, (line: string) => boolean> = {
  mongo: (l) => !l.startsWith('local-mongo ready on '),
  nats: (l) => /\[(WRN|ERR|FTL)\]/.test(l),
  redis: (l) =>
    !/oO0OoO0|Redis version=|Configuration loaded|Server initialized|overcommit|Received SIG|User requested shutdown|ready to exit|Saving the final|DB saved|Running mode=|Ready to accept|Creating AOF|Removing the history/.test(l),
};

async function startInfra(): Promise<Record<'MONGO_URL' | 'NATS_URL' | 'REDIS_URL', string>> {
  const urls = {} as Record<'MONGO_URL' | 'NATS_URL' | 'REDIS_URL', string>;
  await Promise.all(
    INFRA.map(async (i) => {
      const external = process.env[i.envVar];
      if (external) {
        urls[i.envVar] = external;
        const hp = hostPort(external, i.defaultPort);
        if (hp) await waitForPort(hp.port, { host: hp.host, timeoutMs: 30_000, what: `${i.envVar}=${external}` });
        say(`${i.name}: using ${i.envVar}=${external}`);
        return;
      }
      const dir = join(DATA_DIR, i.name);
      // The local MongoDB-compatible server keeps its data on disk (H2) for `npm start`; tests use memory.
      const { cmd, args, env } = infraCommand(i.kind, i.port, dir, { mongoStorage: 'disk' });
      const child = spawn(cmd, args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      // nats-server logs its whole banner at info level: show warnings and errors only.
      pipeLines(i.name, child, INFRA_LOG_FILTER[i.kind]);
      track(i.name, child, 'infra', false);
      // The storage server reads its whole store before it listens: seconds when fresh, minutes on
      // a term of data (a 21 GB store took 225 s), so it gets 15 minutes and says why it waits.
      const opening = i.kind === 'mongo' ? setTimeout(() => say(`${i.name}: opening its store in ${dir} (a large store takes minutes)`), 20_000) : undefined;
      try {
        await waitForPort(i.port, { child, what: i.name, timeoutMs: i.kind === 'mongo' ? 15 * 60_000 : 60_000 });
      } finally {
        clearTimeout(opening);
      }
      urls[i.envVar] = `${i.kind === 'mongo' ? 'mongodb' : i.kind}://127.0.0.1:${i.port}`;
      say(`${i.name}: listening on 127.0.0.1:${i.port} (data in ${dir})`);
    }),
  );
  return urls;
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(path)) {
    if (e === 'node_modules' || e === 'dist') continue;
    max = Math.max(max, newestMtime(join(path, e)));
  }
  return max;
}

function runTask(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  pipeLines(name, child);
  const t = track(name, child, 'task', true);
  return new Promise((r) => {
    child.on('exit', (code, sig) => {
      tracked.splice(tracked.indexOf(t), 1);
      r(code ?? (sig ? 1 : 0));
    });
    child.on('error', () => r(1));
  });
}

/** Build web/dist when web sources (or the contracts and maths it imports) are newer than the last build. */
async function buildWeb(): Promise<string | undefined> {
  const web = join(ROOT, 'web');
  const dist = join(web, 'dist');
  // The stamp marks a production build made here: a dist without it is rebuilt.
  const stamp = join(dist, '.mathquest-build-production');
  if (!existsSync(join(web, 'src'))) {
    say('warning: web/src does not exist yet; serving the API only');
    return undefined;
  }
  if (process.env.MATHQUEST_SKIP_WEB_BUILD === '1') return existsSync(join(dist, 'index.html')) ? dist : undefined;
  const inputs = ['src', 'build', 'public', 'index.html', 'package.json', 'vite.config.ts', 'vite.config.js', 'tsconfig.json'].map((p) => join(web, p));
  inputs.push(join(ROOT, 'packages', 'contracts', 'src'), join(ROOT, 'packages', 'maths', 'src'));
  const newest = Math.max(...inputs.map(newestMtime));
  const built = existsSync(stamp) && existsSync(join(dist, 'index.html')) ? statSync(stamp).mtimeMs : 0;
  if (built >= newest) {
    say('web app: up to date (web/dist)');
    return dist;
  }
  say('web app: building (web sources changed) ...');
  const t0 = Date.now();
  // Serialise with another stack building at the same time (flock when available).
  const flock = findExecutable('flock');
  const [cmd, args] = flock
    ? [flock, ['/tmp/mathquest-web-build.lock', 'npm', 'run', 'build', '-w', '@mathquest/web']]
    : ['npm', ['run', 'build', '-w', '@mathquest/web']];
  // Always the production build of React: a NODE_ENV inherited from the caller (a test runner
  // sets 'test') would otherwise ship React's development build, StrictMode's double effects and all.
  const code = await runTask('web', cmd, args, { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' });
  if (code !== 0) {
    if (existsSync(join(dist, 'index.html'))) {
      say(paint(33, 'WARNING: the web app build FAILED; serving the previous build from web/dist'));
      return dist;
    }
    throw new Error('the web app build failed (see the web| lines above)');
  }
  writeFileSync(stamp, new Date().toISOString());
  say(`web app: built in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  return dist;
}

async function waitReady(name: string, port: number, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const url = `http://127.0.0.1:${port}/readyz`;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} was not ready at ${url} within ${timeoutMs / 1000}s (last: ${last})`);
}

function serviceEnv(name: ServiceName, port: number, infra: Record<string, string>, keys: { priv: string; pub: string }, webDist?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...infra,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL,
    JWT_PUBLIC_KEY_FILE: keys.pub,
    FORCE_COLOR: '0',
  };
  if (name === 'auth') env.JWT_PRIVATE_KEY_FILE = keys.priv;
  // Engagement starts and reads boss battles and story chapters in the game (docs/adr/0096).
  if (name === 'engagement') env.GAME_URL = `http://127.0.0.1:${SERVICES.find((x) => x.name === 'game')!.port}`;
  // Auth collects an account export's parts from the other services (docs/product/privacy.md).
  if (name === 'auth') {
    for (const s of ['game', 'engagement', 'teacher', 'realtime'] as const) env[`${s.toUpperCase()}_URL`] = `http://127.0.0.1:${SERVICES.find((x) => x.name === s)!.port}`;
  }
  if (name === 'gateway') {
    const url = (s: ServiceName) => `http://127.0.0.1:${SERVICES.find((x) => x.name === s)!.port}`;
    Object.assign(env, {
      AUTH_URL: url('auth'),
      GAME_URL: url('game'),
      ENGAGEMENT_URL: url('engagement'),
      TEACHER_URL: url('teacher'),
      REALTIME_URL: url('realtime'),
      WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${port}`,
    });
    if (webDist) env.WEB_DIST_DIR = webDist;
    else delete env.WEB_DIST_DIR;
  }
  return env;
}

async function main(): Promise<void> {
  const t0 = Date.now();
  mkdirSync(DATA_DIR, { recursive: true });
  say(`starting MathQuest (data in ${DATA_DIR}${OFFSET ? `, port offset ${OFFSET}` : ''}) ...`);

  // Refuse to start over another stack (or anything else) holding our ports.
  const ports = [
    ...INFRA.filter((i) => !process.env[i.envVar]).map((i) => ({ name: i.name, port: i.port })),
    ...SERVICES.map((s) => ({ name: s.name, port: s.port })),
  ];
  const blocked = SERVICES.filter((s) => FETCH_BLOCKED_PORTS.has(s.port));
  if (blocked.length) {
    throw new Error(
      `MATHQUEST_PORT_OFFSET=${OFFSET} puts ${blocked.map((s) => `${s.name} on ${s.port}`).join(', ')}, a port browsers refuse to connect to; choose another offset.`,
    );
  }
  const busy = (await Promise.all(ports.map(async (p) => ((await isPortOpen(p.port)) ? p : null)))).filter((p) => p !== null);
  if (busy.length) {
    throw new Error(
      `port(s) already in use: ${busy.map((p) => `${p.port} (${p.name})`).join(', ')}. Is MathQuest already running? ` +
        'Stop it, or run a second copy with MATHQUEST_PORT_OFFSET=<n> and DATA_DIR=<dir>.',
    );
  }

  const keys = ensureKeys();
  const [infra, webDist] = await Promise.all([startInfra(), buildWeb()]);

  const missing = SERVICES.filter((s) => !existsSync(join(ROOT, 'services', s.name, 'src', 'server.ts')));
  for (const s of missing) say(paint(33, `WARNING: services/${s.name}/src/server.ts does not exist yet; ${s.name} is not started`));

  const started = SERVICES.filter((s) => !missing.includes(s)).map((s) => {
    // node itself with tsx's loader (not the tsx command, which runs node as a second process).
    const profile = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${join(CPU_PROF_DIR, s.name)}`] : [];
    const child = spawn(process.execPath, [`--max-old-space-size=${s.heapMb}`, ...profile, '--import', 'tsx', join('services', s.name, 'src', 'server.ts')], {
      cwd: ROOT,
      env: serviceEnv(s.name, s.port, infra, keys, webDist),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    pipeLines(s.name, child);
    track(s.name, child, 'service', true);
    return { ...s, child };
  });
  await Promise.all(
    started.map(async (s) => {
      await waitReady(s.name, s.port, s.child);
      say(`${s.name}: ready on 127.0.0.1:${s.port}`);
    }),
  );

  // Demo data.
  const cli = join(ROOT, 'services', 'auth', 'src', 'cli.ts');
  if (!existsSync(cli)) {
    say(paint(33, 'WARNING: services/auth/src/cli.ts does not exist yet; demo accounts not seeded'));
  } else if (started.some((s) => s.name === 'auth')) {
    const auth = SERVICES.find((s) => s.name === 'auth')!;
    const code = await runTask('seed', TSX, [cli, 'seed-demo'], serviceEnv('auth', auth.port, infra, keys));
    if (code !== 0) throw new Error(`seeding demo data failed (exit code ${code}; see the seed| lines above)`);
  }

  const gateway = SERVICES.find((s) => s.name === 'gateway')!;
  const url = `http://localhost:${gateway.port}`;
  const lines = [
    '',
    paint(32, `MathQuest is running at ${url}`),
    '',
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(([role, email]) => `  ${role.padEnd(18)} ${email}`),
    '',
    `Started in ${((Date.now() - t0) / 1000).toFixed(1)}s. Press Ctrl-C to stop.`,
    '',
  ];
  // Plain lines (no prefix) so they stand out and are easy to find in logs.
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: Error) => {
  void shutdown(1, paint(31, `ERROR: ${err.message}`));
});

