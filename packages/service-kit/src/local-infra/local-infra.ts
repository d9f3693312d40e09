/**
 * Local infrastructure processes: the local MongoDB-compatible server (mongo-java-server on the
 * JVM, built by `npm run setup` into .tools/local-mongo; see docs/adr/0004), nats-server with
 * JetStream and redis-server, started as plain child processes on 127.0.0.1.
 *
 * Used by the integration-test global setup (process mode, free ports, temp dirs) and by
 * `npm start` (fixed ports, persistent data under .data/).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findExecutable } from './find-executable.mjs';

export { findExecutable };

/** Repository root (this file lives in packages/service-kit/src/testing). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export type InfraKind = 'mongo' | 'nats' | 'redis';

/** Where `npm run setup` builds the local MongoDB-compatible server (jars in lib/, launcher in classes/). */
export const LOCAL_MONGO_DIR = join(REPO_ROOT, '.tools', 'local-mongo');
/** Printed by tools/local-mongo/src/LocalMongoServer.java once it accepts connections. */
export const LOCAL_MONGO_READY = 'local-mongo ready on ';

/** Path of each infrastructure binary, or a clear error saying how to get it. */
export function infraBinary(kind: InfraKind): string {
  if (kind === 'mongo') {
    if (!existsSync(join(LOCAL_MONGO_DIR, 'classes', 'LocalMongoServer.class'))) {
      throw new Error('the local MongoDB-compatible server is not built: run `npm run setup` (it builds .tools/local-mongo), or set MONGO_URL');
    }
    const java = process.env.JAVA_HOME && existsSync(join(process.env.JAVA_HOME, 'bin', 'java')) ? join(process.env.JAVA_HOME, 'bin', 'java') : findExecutable('java');
    if (!java) throw new Error('java not found (a Java 17 runtime runs the local MongoDB-compatible server): run `npm run setup` as root, or install openjdk-17-jdk-headless');
    return java;
  }
  const name = kind === 'nats' ? 'nats-server' : 'redis-server';
  const found = findExecutable(name);
  if (!found) throw new Error(`${name} not found: run \`npm run setup\` as root, or install the Debian package ${name}`);
  return found;
}

/**
 * Memory caps of the local infrastructure (docs/benchmarks.md, "Memory"). Without them the JVM
 * takes up to a quarter of the machine's memory for its heap and grows into it (0.5 to 3.4 GB
 * in ten minutes of answers, measured), and nothing bounds NATS or Redis.
 */
export const INFRA_MEMORY = {
  /**
   * JVM heap of the local MongoDB-compatible server on top of three times its H2 page cache
   * (LOCAL_MONGO_CACHE_MB, default 256). The cache counts its documents at their real size (BSON
   * bytes, docs/adr/0283); the rest is room for the requests' garbage, which in a fixed heap sets
   * how often the collector runs. 256 + 3 × 256 = 1,024 MB by default; LOCAL_MONGO_HEAP_MB
   * overrides. In memory (tests) the heap holds the tests' data, which is small.
   */
  mongoHeapBaseMb: 256,
  /**
   * Soft limit of the NATS server's Go runtime (GOMEMLIMIT): the collector works harder near it.
   * Its live heap is 10-20 MB plus the message ids of the streams' duplicate windows
   * (docs/benchmarks.md, "Memory"); the heap swings between 30 and 60 MB as the file store's
   * block caches fill and expire.
   */
  natsGoMemLimitMb: 64,
  /** JetStream's memory-backed streams, all of them (ours are file-backed: this is a guard). */
  natsMaxMemoryStoreMb: 64,
  /**
   * Redis: rate-limit counters (with TTLs), session revocations (one sorted set, pruned of the
   * sessions whose tokens have expired) and Socket.IO's pub/sub. `noeviction`: when full, writes
   * fail (the gateway's limits then fail open, auth retries a revocation) instead of silently
   * dropping a revocation.
   */
  redisMaxMemoryMb: 128,
} as const;

/** Mirrors tools/local-mongo's default page cache. */
const LOCAL_MONGO_DEFAULT_CACHE_MB = 256;

function mongoHeapMb(): number {
  const positive = (v: string | undefined) => {
    const n = Number.parseInt(v ?? '', 10);
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const explicit = positive(process.env.LOCAL_MONGO_HEAP_MB);
  if (explicit !== undefined) return Math.max(64, explicit);
  return INFRA_MEMORY.mongoHeapBaseMb + 3 * (positive(process.env.LOCAL_MONGO_CACHE_MB) ?? LOCAL_MONGO_DEFAULT_CACHE_MB);
}

export interface InfraCommandOptions {
  logLevel?: 'error' | 'warn' | 'info';
  /**
   * mongo only: 'memory' (default; tests) keeps data in the JVM's memory, 'disk' keeps it in
   * <dataDir>/mathquest.mv (H2 MVStore; `npm start`).
   */
  mongoStorage?: 'memory' | 'disk';
}

export interface InfraCommand {
  cmd: string;
  args: string[];
  /** Environment to add to the caller's. */
  env: Record<string, string>;
}

/** Command line for one infrastructure process listening on 127.0.0.1:<port> with data in <dataDir>. */
export function infraCommand(kind: InfraKind, port: number, dataDir: string, opts: InfraCommandOptions = {}): InfraCommand {
  mkdirSync(dataDir, { recursive: true });
  const cmd = infraBinary(kind);
  switch (kind) {
    case 'mongo':
      return {
        cmd,
        env: {},
        args: [
          // Bounded memory: heap, class metadata, JIT code and netty's direct buffers. A full heap
          // ends the process (and `npm start` with it) instead of leaving it thrashing.
          `-Xmx${mongoHeapMb()}m`,
          // On disk (`npm start`, a long-lived process) the heap is fixed and touched at start:
          // the footprint is the same from the first minute on, instead of the collector growing
          // the heap towards its cap under load (once 44 MB of live objects in a 389 MB heap).
          // Tests keep a heap that grows only as far as they need.
          ...(opts.mongoStorage === 'disk' ? [`-Xms${mongoHeapMb()}m`, '-XX:+AlwaysPreTouch'] : []),
          // On disk, short collector pauses: an answer waits out any pause it meets, so the pause
          // length sets the submit's tail. Under the soak's load G1's default 200 ms goal gave young
          // pauses of 43 ms (median) to 96 ms (p99); a 15 ms goal gives 15–36 ms, about four times
          // as many, for about the same CPU per answer. 4 MB regions raise the humongous threshold
          // to 2 MB, so objects of 0.5–2 MB no longer start a marking cycle each (half as many
          // such starts). docs/benchmarks.md, "The storage server's collector".
          ...(opts.mongoStorage === 'disk' ? ['-XX:+UseG1GC', '-XX:MaxGCPauseMillis=15', '-XX:G1HeapRegionSize=4m'] : []),
          '-XX:MaxMetaspaceSize=128m',
          '-XX:ReservedCodeCacheSize=64m',
          '-XX:MaxDirectMemorySize=128m',
          '-XX:+ExitOnOutOfMemoryError',
          // slf4j-simple logs at the requested level (default error); temp files stay in dataDir.
          `-Djava.io.tmpdir=${dataDir}`,
          `-Dorg.slf4j.simpleLogger.defaultLogLevel=${opts.logLevel ?? 'error'}`,
          // Both log expected events as ERROR with a stack trace: clients hanging up (port probes,
          // drivers closing sockets) and failed commands, which the client receives anyway
          // (e.g. mongoose's createCollection on an existing collection, duplicate keys).
          '-Dorg.slf4j.simpleLogger.log.de.bwaldvogel.mongo.wire.MongoExceptionHandler=off',
          '-Dorg.slf4j.simpleLogger.log.de.bwaldvogel.mongo.wire.MongoWireProtocolHandler=off',
          '-cp',
          `${join(LOCAL_MONGO_DIR, 'classes')}:${join(LOCAL_MONGO_DIR, 'lib', '*')}`,
          'LocalMongoServer',
          '127.0.0.1',
          String(port),
          ...(opts.mongoStorage === 'disk' ? [join(dataDir, 'mathquest.mv')] : []),
        ],
      };
    case 'nats': {
      // JetStream's limits exist in a configuration file only (no command-line flags).
      const config = join(dataDir, 'nats-server.conf');
      writeFileSync(config, `jetstream {\n  store_dir: ${JSON.stringify(dataDir)}\n  max_memory_store: ${INFRA_MEMORY.natsMaxMemoryStoreMb}MB\n}\n`);
      return { cmd, env: { GOMEMLIMIT: `${INFRA_MEMORY.natsGoMemLimitMb}MiB` }, args: ['-c', config, '-a', '127.0.0.1', '-p', String(port), '-js'] };
    }
    case 'redis':
      return {
        cmd,
        env: {},
        args: [
          ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dataDir, '--save', '', '--appendonly', 'yes', '--protected-mode', 'no', '--daemonize', 'no', '--loglevel', 'warning'],
          ...['--maxmemory', `${INFRA_MEMORY.redisMaxMemoryMb}mb`, '--maxmemory-policy', 'noeviction'],
        ],
      };
  }
}

export function infraUrl(kind: InfraKind, host: string, port: number): string {
  return kind === 'mongo' ? `mongodb://${host}:${port}` : kind === 'nats' ? `nats://${host}:${port}` : `redis://${host}:${port}`;
}

/**
 * Ports that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports"
 * list): an HTTP server on one of them cannot be reached from a browser or from fetch, which
 * fails with "fetch failed" (cause: "bad port"). A test stack on port offset 2,000 put the
 * gateway on 10080 and never looked ready.
 */
export const FETCH_BLOCKED_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119,
  123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** A free TCP port on 127.0.0.1 (asked from the kernel). */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => res(port));
    });
  });
}

/** True when something accepts TCP connections on host:port. */
export function isPortOpen(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return new Promise((res) => {
    const sock = connect({ port, host });
    const done = (ok: boolean) => {
      sock.destroy();
      res(ok);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.once('connect', () => done(true));
    sock.once('error', () => done(false));
  });
}

/** Wait until host:port accepts connections; fails early if `child` exits meanwhile. */
export async function waitForPort(port: number, opts: { host?: string; timeoutMs?: number; child?: ChildProcess; what?: string } = {}): Promise<void> {
  const { host = '127.0.0.1', timeoutMs = 60_000, child, what = `${host}:${port}` } = opts;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before listening on ${host}:${port}`);
    if (await isPortOpen(port, host)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not listen on ${host}:${port} within ${Math.round(timeoutMs / 1000)}s`);
}

export interface InfraProcess {
  kind: InfraKind;
  url: string;
  port: number;
  child: ChildProcess;
  /** Recent output, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

/** Start one infrastructure process and wait until it listens. */
export async function startInfraProcess(
  kind: InfraKind,
  port: number,
  dataDir: string,
  opts: InfraCommandOptions & { onLine?: (line: string) => void; detached?: boolean } = {},
): Promise<InfraProcess> {
  const { cmd, args, env } = infraCommand(kind, port, dataDir, opts);
  const child = spawn(cmd, args, { cwd: dataDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: opts.detached ?? false });
  let tail = '';
  const onData = (buf: Buffer) => {
    const text = buf.toString();
    tail = (tail + text).slice(-4000);
    if (opts.onLine) for (const line of text.split('\n')) if (line.trim()) opts.onLine(line);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const proc: InfraProcess = {
    kind,
    port,
    url: infraUrl(kind, '127.0.0.1', port),
    child,
    output: () => tail,
    stop: () => stopChild(child),
  };
  try {
    await waitForPort(port, { child, what: `${kind} (${cmd})`, timeoutMs: 60_000 });
  } catch (err) {
    await proc.stop();
    throw new Error(`${(err as Error).message}\n--- output ---\n${tail}`);
  }
  return proc;
}

/** SIGTERM, then SIGKILL after a grace period; resolves when the process has exited. */
export function stopChild(child: ChildProcess, graceMs = 8000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((res) => {
    const timer = setTimeout(() => {
      try {
        child.kill('SIGKILL');
      } catch {
        /* gone */
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      res();
    });
    try {
      child.kill('SIGTERM');
    } catch {
      clearTimeout(timer);
      res();
    }
  });
}
