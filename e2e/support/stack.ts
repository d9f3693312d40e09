/**
 * Start the whole product the way the README does (`npm start`), on its own ports and its own
 * data dir, so it never clashes with a developer's running stack:
 *   DATA_DIR=<temp dir>  MATHQUEST_PORT_OFFSET=<free offset>
 * Waits for the printed "MathQuest is running at <url>" line and the gateway's /readyz.
 * stop() ends the whole process tree (npm, the start script, services, infrastructure).
 *
 * Set MATHQUEST_E2E_VERBOSE=1 to see the stack's output live.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FETCH_BLOCKED_PORTS } from '../../packages/service-kit/src/local-infra/local-infra.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The stack's local ports before the offset is added (see scripts/start.ts). */
const BASE_PORTS = Object.values(stackPortsByName(0));

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_ACCOUNTS = {
  student: 'student@mathquest.demo',
  parent: 'parent@mathquest.demo',
  teacher: 'teacher@mathquest.demo',
  freeStudent: 'free.student@mathquest.demo',
} as const;

export interface Stack {
  /** e.g. http://localhost:18080 — the gateway, serving the web app and the API. */
  baseUrl: string;
  /** Ports of the services when a test needs to reach one directly. */
  ports: { gateway: number; auth: number; game: number; engagement: number; teacher: number; realtime: number; mongo: number; nats: number; redis: number };
  dataDir: string;
  /** Everything the stack printed so far. */
  output(): string;
  stop(): Promise<void>;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((res) => {
    const s = connect({ port, host: '127.0.0.1' });
    const done = (v: boolean) => {
      s.destroy();
      res(v);
    };
    s.setTimeout(500, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

/**
 * The first port the kernel hands out to outgoing connections. Any port at or above it can be taken
 * by a client socket (of this stack or another process) between our check and the server's bind;
 * that once failed a run with mongo's "Address already in use" on 45580.
 */
function ephemeralPortsStart(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > 0) return low;
  } catch {
    /* not Linux: the IANA default below */
  }
  return 32768;
}

/**
 * An offset that keeps every port of the stack free, below the ephemeral range and off the ports
 * browsers and fetch refuse (FETCH_BLOCKED_PORTS). Offsets are
 * multiples of 100 and no two base ports differ by a multiple of 100, so two stacks on different
 * offsets never share a port (the busy check covers a developer's own stack and anything else).
 */
async function freeOffset(): Promise<number> {
  const highest = Math.floor((ephemeralPortsStart() - 1 - Math.max(...BASE_PORTS)) / 100);
  const lowest = 10; // offset 1,000: clear of a developer's stack on offset 0
  if (highest < lowest) throw new Error('startStack: the ephemeral port range leaves no room for a second stack');
  for (let i = 0; i < 50; i++) {
    const offset = 100 * (lowest + Math.floor(Math.random() * (highest - lowest + 1)));
    if (BASE_PORTS.some((p) => FETCH_BLOCKED_PORTS.has(p + offset))) continue;
    const busy = await Promise.all(BASE_PORTS.map((p) => portOpen(p + offset)));
    if (!busy.some(Boolean)) return offset;
  }
  throw new Error('startStack: could not find a free port offset');
}

/** The stack's ports by name, on `offset`. */
function stackPortsByName(offset: number): Stack['ports'] {
  const p = (base: number) => base + offset;
  return { gateway: p(8080), auth: p(4001), game: p(4002), engagement: p(4003), teacher: p(4004), realtime: p(4005), mongo: p(27117), nats: p(4322), redis: p(6479) };
}

// eslint-disable-next-line no-control-regex -- strips ANSI colour codes
const ANSI = /\x1b\[[0-9;]*m/g;

export async function startStack(opts: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {}): Promise<Stack> {
  const timeoutMs = opts.timeoutMs ?? 540_000;
  const offset = await freeOffset();
  const dataDir = mkdtempSync(join(tmpdir(), 'mathquest-e2e-'));
  const verbose = process.env.MATHQUEST_E2E_VERBOSE === '1';
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, ...opts.env, DATA_DIR: dataDir, MATHQUEST_PORT_OFFSET: String(offset), FORCE_COLOR: '0', npm_config_update_notifier: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let announced: string | null = null;
  const onData = (b: Buffer) => {
    const text = b.toString().replace(ANSI, '');
    out += text;
    if (out.length > 2_000_000) out = out.slice(-1_000_000);
    if (verbose) process.stdout.write(text);
    announced ??= /MathQuest is running at (http:\/\/\S+)/.exec(out)?.[1] ?? null;
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);

  const stackPorts = () => Object.values(stackPortsByName(offset));
  let stopped: Promise<void> | null = null;
  const killTree = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      /* gone */
    }
  };
  // Every process the start script recorded (services and infrastructure run in process groups
  // of their own), remembered across reads: the script removes its file once it has stopped.
  const recorded = new Set<number>();
  const readRecorded = () => {
    const file = join(dataDir, 'run', 'stack.pids');
    if (!existsSync(file)) return;
    for (const pid of readFileSync(file, 'utf8').split('\n').map(Number).filter((n) => n > 1)) recorded.add(pid);
  };
  const killRecorded = () => {
    readRecorded();
    for (const pid of recorded) {
      for (const target of [-pid, pid]) {
        try {
          process.kill(target, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
    }
  };
  const onExit = () => {
    killTree('SIGKILL');
    killRecorded();
  };
  process.once('exit', onExit);

  const stop = () => {
    stopped ??= (async () => {
      process.off('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((r) => child.once('exit', () => r()));
        killTree('SIGTERM');
        const timer = setTimeout(() => killTree('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
      // Give the start script a moment to finish stopping infrastructure, then make sure.
      for (let i = 0; i < 50 && existsSync(join(dataDir, 'run', 'stack.pids')); i++) await new Promise((r) => setTimeout(r, 200));
      killRecorded();
      // A killed process lets go of its ports a moment later (longer on a loaded machine): stop()
      // returns once none of the stack's ports accepts connections, so the next stack or check
      // never meets this one (bounded; whatever is still open is killed again on each round).
      for (let round = 0; round < 100; round++) {
        const open = await Promise.all(stackPorts().map(portOpen));
        if (!open.some(Boolean)) break;
        killRecorded();
        await new Promise((r) => setTimeout(r, 200));
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };

  const fail = async (msg: string): Promise<never> => {
    await stop();
    throw new Error(`startStack: ${msg}\n--- stack output (tail) ---\n${out.slice(-6000)}`);
  };

  const deadline = Date.now() + timeoutMs;
  while (!announced) {
    if (child.exitCode !== null || child.signalCode !== null) return fail(`npm start exited (${child.exitCode ?? child.signalCode}) before announcing the URL`);
    if (Date.now() > deadline) return fail(`no "MathQuest is running at" line within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  readRecorded();
  const baseUrl = (announced as string).replace(/\/$/, '');
  let last = '';
  while (true) {
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(3000) });
      if (res.ok) break;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    if (child.exitCode !== null) return fail('npm start exited while waiting for /readyz');
    if (Date.now() > deadline) return fail(`${baseUrl}/readyz not ready (last: ${last})`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    ports: stackPortsByName(offset),
    dataDir,
    output: () => out,
    stop,
  };
}
