/**
 * The production docker-compose.yml run for real, with game and realtime scaled to two
 * (docs/adr/0151-compose-scaled-run-test.md). No registry is reachable from the machines that run
 * the tests, so an override generated into a temporary directory swaps only what cannot be
 * pulled or built here:
 * - mongo, nats, redis: the FROM-scratch images of scripts/build-test-images.mjs (mongo also its
 *   command: the official image's `mongod` flags mean nothing to the MongoDB-compatible server);
 *   their health checks run a small probe (probe.mjs, below) with the host's node, bind-mounted
 *   read-only with the libraries it links, since the images have no shell and no client;
 * - every MathQuest service: mathquest-test/node:local running the bundle that the production
 *   image's own bundling (scripts/docker/bundle-service.mjs) makes, placed inside the repository
 *   (mounted read-only at /repo) so its third-party imports resolve from node_modules; the
 *   image's health check (services/Dockerfile's HEALTHCHECK command), at a shorter interval (HEALTH_INTERVAL).
 * auth's password hashing is set to argon2id's lightest cost (its cost is no part of what the test
 * checks). Everything else (the rest of the environment, secrets, memory limits, depends_on, the published port, the
 * network and volumes) comes from docker-compose.yml itself.
 */
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export const APP_SERVICES = ['auth', 'game', 'engagement', 'teacher', 'realtime', 'gateway'] as const;
const INFRA_IMAGES = { mongo: 'mathquest-test/mongo-java-server:1.47.0', nats: 'mathquest-test/nats:local', redis: 'mathquest-test/redis:local' } as const;
export const NODE_IMAGE = 'mathquest-test/node:local';
/**
 * Every container's health check runs this often (the compose file's and the image's run every
 * 10 s; shorter, so that each tier of depends_on starts sooner). Not shorter: each check is a
 * `docker exec` of a new node process (0.15–0.2 s of CPU on a loaded machine), and at 2 s the eleven containers'
 * checks took most of the CPU the stack got on a loaded machine, the rolling update's included
 * (docs/adr/0193-socket-reconnection-policy.md).
 */
const HEALTH_INTERVAL = '5s';

/** Why this machine cannot run the test, or null when it can (a Docker engine and docker-compose). */
export function composeUnavailable(): string | null {
  const compose = spawnSync('docker-compose', ['version', '--short'], { encoding: 'utf8', timeout: 15_000 });
  if (compose.status !== 0) return 'no docker-compose binary';
  const engine = spawnSync('docker', ['version', '--format', '{{.Server.Version}}'], { encoding: 'utf8', timeout: 15_000 });
  if (engine.status !== 0) return 'no Docker engine answers';
  return null;
}

/** Runs a command with a time bound; rejects with its output when it fails or overruns. */
export function run(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; timeoutMs: number; cwd?: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd ?? REPO_ROOT, env: opts.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let all = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      all += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => (all += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(' ')} ${signal ? `killed (${signal}, over ${opts.timeoutMs} ms)` : `exited ${code}`}:\n${all.slice(-4000)}`));
    });
  });
}

/** A host port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '0.0.0.0', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Health probe of the infrastructure containers, run by the host's node inside them. redis: PING
 * answered PONG; nats: the monitoring port's JetStream health, as docker-compose.yml's own check;
 * mongo: an OP_MSG `ping` on the wire protocol answered `ok: 1`.
 */
const PROBE = String.raw`
import net from 'node:net';
const kind = process.argv[2];
const fail = (why) => { console.error(why); process.exit(1); };
setTimeout(() => fail('timed out'), 3000).unref();
function talk(port, bytes, done) {
  const s = net.connect(port, '127.0.0.1');
  let buf = Buffer.alloc(0);
  s.on('error', (e) => fail(e.message));
  s.on('connect', () => s.write(bytes));
  s.on('data', (d) => { buf = Buffer.concat([buf, d]); const r = done(buf); if (r !== undefined) { s.destroy(); r ? process.exit(0) : fail('bad answer'); } });
}
if (kind === 'redis') talk(6379, 'PING\r\n', (b) => (b.includes('\r\n') ? b.toString().startsWith('+PONG') : undefined));
else if (kind === 'nats') fetch('http://127.0.0.1:8222/healthz?js-enabled-only=true').then((r) => process.exit(r.ok ? 0 : 1), (e) => fail(e.message));
else if (kind === 'mongo') {
  const db = Buffer.from('admin\0');
  const body = Buffer.concat([Buffer.from([0x10]), Buffer.from('ping\0'), Buffer.from([1, 0, 0, 0]), Buffer.from([0x02]), Buffer.from('$db\0'), Buffer.from([db.length, 0, 0, 0]), db, Buffer.from([0])]);
  const doc = Buffer.concat([Buffer.alloc(4), body]);
  doc.writeInt32LE(doc.length, 0);
  const head = Buffer.alloc(21);
  head.writeInt32LE(21 + doc.length, 0); head.writeInt32LE(1, 4); head.writeInt32LE(0, 8); head.writeInt32LE(2013, 12); head.writeInt32LE(0, 16); head[20] = 0;
  talk(27017, Buffer.concat([head, doc]), (b) => {
    if (b.length < 4 || b.length < b.readInt32LE(0)) return undefined;
    const at = b.indexOf(Buffer.from([0x01, 0x6f, 0x6b, 0x00]));
    return at > 0 && b.readDoubleLE(at + 4) === 1;
  });
} else fail('unknown probe ' + kind);
`;

function sharedLibs(bin: string): string[] {
  const out = spawnSync('ldd', [bin], { encoding: 'utf8' }).stdout ?? '';
  const libs: string[] = [];
  for (const line of out.split('\n')) {
    const m = /=>\s*(\/\S+)/.exec(line) ?? /^\s*(\/\S+)\s+\(/.exec(line);
    if (m?.[1]) libs.push(m[1]);
  }
  return libs;
}

/** docker-compose.yml's own redis command, kept as it is. */
function redisCommand(): string[] {
  const file = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: { redis?: { command?: string[] } } };
  const command = file.services.redis?.command;
  if (!Array.isArray(command) || command[0] !== 'redis-server') throw new Error('docker-compose.yml: redis has no redis-server command list');
  return command;
}

export interface ComposeStack {
  project: string;
  gatewayPort: number;
  /** docker-compose with the project, both files and the environment; time-bound. */
  compose(args: string[], timeoutMs: number): Promise<string>;
  /** Container ids of one service, sorted by container number. */
  containers(service: string): Promise<string[]>;
  /** Runs a node script in a container (every MathQuest container has node). */
  nodeIn(container: string, script: string): Promise<string>;
  down(): Promise<void>;
}

/** Bundles every service, writes the override and keys, and answers the commands to drive the stack. */
export async function prepareComposeStack(): Promise<ComposeStack> {
  const id = randomBytes(4).toString('hex');
  const project = `mqcompose${id}`;
  const work = mkdtempSync(join(tmpdir(), 'mq-compose-'));
  const bundleDir = `dist/compose-${id}`;

  // Keys of this run (readable by the services' uid 1000, as the compose file asks of MATHQUEST_KEYS_DIR).
  const keysDir = join(work, 'keys');
  mkdirSync(keysDir);
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  writeFileSync(join(keysDir, 'jwt-private.pem'), privateKey, { mode: 0o644 });
  writeFileSync(join(keysDir, 'jwt-public.pem'), publicKey, { mode: 0o644 });

  const removeFiles = () => {
    for (const svc of APP_SERVICES) {
      rmSync(join(REPO_ROOT, 'services', svc, bundleDir), { recursive: true, force: true });
      // dist/ itself too, unless something else is in it.
      const dist = join(REPO_ROOT, 'services', svc, 'dist');
      if (existsSync(dist) && readdirSync(dist).length === 0) rmdirSync(dist);
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    // The FROM-scratch images (rebuilt only when their inputs changed), then each service's bundle.
    await run('node', ['scripts/build-test-images.mjs'], { timeoutMs: 180_000 });
    for (const svc of APP_SERVICES) {
      await run('node', ['scripts/docker/bundle-service.mjs', svc, join(REPO_ROOT, 'services', svc, bundleDir)], { timeoutMs: 120_000 });
    }
  } catch (err) {
    removeFiles();
    throw err;
  }

  // The host's node and the libraries it links, for the infrastructure health probes.
  writeFileSync(join(work, 'probe.mjs'), PROBE);
  const node = realpathSync(process.execPath);
  const libs = sharedLibs(node);
  const loader = libs.find((l) => basename(l).startsWith('ld-linux'));
  if (!loader) throw new Error(`no dynamic loader in ldd ${node}`);
  const probeMounts = [`${node}:/probe/node:ro`, `${join(work, 'probe.mjs')}:/probe/probe.mjs:ro`, ...libs.map((l) => `${realpathSync(l)}:/probe/lib/${basename(l)}:ro`)];
  const probe = (kind: string) => ({
    test: ['CMD', `/probe/lib/${basename(loader)}`, '--library-path', '/probe/lib', '/probe/node', '/probe/probe.mjs', kind],
    interval: HEALTH_INTERVAL,
    timeout: '5s',
    retries: 60,
    start_period: '2s',
  });
  const runLabel = process.env.MATHQUEST_TEST_RUN_ID ? { 'mathquest.test-run': process.env.MATHQUEST_TEST_RUN_ID } : {};

  const services: Record<string, unknown> = {
    mongo: { image: INFRA_IMAGES.mongo, command: ['0.0.0.0', '27017'], volumes: probeMounts, healthcheck: probe('mongo'), labels: runLabel },
    nats: { image: INFRA_IMAGES.nats, volumes: probeMounts, healthcheck: probe('nats'), labels: runLabel },
    // The official redis image is built with protected mode off (its own patch of the default);
    // Debian's redis-server keeps it on, which refuses every client from another container.
    redis: { image: INFRA_IMAGES.redis, command: [...redisCommand(), '--protected-mode', 'no'], volumes: probeMounts, healthcheck: probe('redis'), labels: runLabel },
  };
  for (const svc of APP_SERVICES) {
    services[svc] = {
      image: NODE_IMAGE,
      // services/Dockerfile's runtime stage: NODE_ENV=production, the non-root node user (uid 1000), its command.
      user: '1000:1000',
      working_dir: `/repo/services/${svc}/${bundleDir}`,
      command: ['node', '--enable-source-maps', 'server.mjs'],
      // Auth's password hashes at argon2id's lightest cost: the test signs up and signs in dozens
      // of students on a machine shared with other runs, and measures none of the hashing.
      environment: { NODE_ENV: 'production', ...(svc === 'auth' ? { ARGON2_MEMORY_KIB: '4096', ARGON2_TIME_COST: '1' } : {}) },
      volumes: [`${REPO_ROOT}:/repo:ro`],
      healthcheck: {
        test: ['CMD', 'node', '-e', "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"],
        interval: HEALTH_INTERVAL,
        // Generous: on a machine shared by many runs, starting node for the check alone can take seconds.
        timeout: '10s',
        retries: 120,
        start_period: '2s',
      },
      labels: runLabel,
    };
  }
  const override = join(work, 'docker-compose.test.yml');
  // JSON is YAML: docker-compose reads it as an override file.
  writeFileSync(override, `${JSON.stringify({ services }, null, 2)}\n`);

  const gatewayPort = await freePort();
  const env = { ...process.env, GATEWAY_HOST_PORT: String(gatewayPort), MATHQUEST_KEYS_DIR: keysDir, COMPOSE_PROJECT_NAME: project };
  const base = ['-p', project, '-f', join(REPO_ROOT, 'docker-compose.yml'), '-f', override];
  const compose = (args: string[], timeoutMs: number) => run('docker-compose', [...base, ...args], { env, timeoutMs });

  return {
    project,
    gatewayPort,
    compose,
    async containers(service) {
      const out = await run('docker', ['ps', '-q', '--filter', `label=com.docker.compose.project=${project}`, '--filter', `label=com.docker.compose.service=${service}`, '--format', '{{.ID}} {{.Label "com.docker.compose.container-number"}}'], { timeoutMs: 15_000 });
      return out
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(' ') as [string, string])
        .sort((a, b) => Number(a[1]) - Number(b[1]))
        .map(([cid]) => cid);
    },
    // A bound for a hung command: starting node in a container has taken over 15 s on a loaded machine.
    nodeIn: (container, script) => run('docker', ['exec', container, 'node', '-e', script], { timeoutMs: 60_000 }),
    async down() {
      try {
        await compose(['down', '-v', '--remove-orphans', '-t', '5'], 120_000);
      } finally {
        removeFiles();
      }
    },
  };
}
