#!/usr/bin/env node
// Build small local Docker images for the integration-test infrastructure from the binaries
// installed on this machine, because these machines reach no container registry:
//
//   mathquest-test/ferretdb:1.24.2   .tools/bin/ferretdb (static, CGO_ENABLED=0), MongoDB wire protocol on 27017
//   mathquest-test/nats:local        Debian's nats-server (entrypoint /nats-server, like the official image)
//   mathquest-test/redis:local       Debian's redis-server (on PATH as redis-server, like the official image)
//
// Each image is FROM scratch: the binary plus every shared library `ldd` lists. No shell,
// so the harness waits for log lines instead of probing ports.
// Idempotent: an image is rebuilt only when its binary (sha256) or this recipe changed.
// Prints `export`-style lines for MONGO_IMAGE / NATS_IMAGE / REDIS_IMAGE with --print-env.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RECIPE_VERSION = '2';

function which(cmd) {
  const res = spawnSync('sh', ['-c', `PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin" command -v ${cmd}`], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : null;
}

export const TEST_IMAGES = {
  mongo: {
    tag: 'mathquest-test/ferretdb:1.24.2',
    bin: () => process.env.FERRETDB_BIN || join(ROOT, '.tools', 'bin', 'ferretdb'),
    target: '/ferretdb',
    dirs: ['/state', '/tmp'],
    dockerfile: [
      'EXPOSE 27017',
      'ENTRYPOINT ["/ferretdb", "--handler=sqlite", "--sqlite-url=file:/state/", "--listen-addr=:27017", "--state-dir=/state", "--telemetry=disable", "--debug-addr=-"]',
    ],
  },
  nats: {
    tag: 'mathquest-test/nats:local',
    bin: () => which('nats-server'),
    target: '/nats-server',
    dirs: ['/data', '/tmp'],
    dockerfile: ['EXPOSE 4222', 'ENTRYPOINT ["/nats-server"]', 'CMD ["-js", "-sd", "/data"]'],
  },
  redis: {
    tag: 'mathquest-test/redis:local',
    bin: () => which('redis-server'),
    target: '/usr/local/bin/redis-server',
    dirs: ['/data', '/tmp'],
    dockerfile: ['ENV PATH=/usr/local/bin', 'WORKDIR /data', 'EXPOSE 6379', 'CMD ["redis-server", "--protected-mode", "no", "--save", ""]'],
  },
};

function sharedLibs(bin) {
  const res = spawnSync('ldd', [bin], { encoding: 'utf8' });
  const out = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  if (/not a dynamic executable|statically linked/.test(out)) return [];
  const libs = new Set();
  for (const line of out.split('\n')) {
    const m = /=>\s*(\/\S+)/.exec(line) ?? /^\s*(\/\S+)\s+\(/.exec(line);
    if (m?.[1]) libs.add(m[1]);
  }
  return [...libs];
}

function docker(args, opts = {}) {
  return spawnSync('docker', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
}

function buildOne(kind, spec, log) {
  const bin = spec.bin();
  if (!bin || !existsSync(bin)) throw new Error(`${kind}: binary not found (run \`npm run setup\` first)`);
  const libs = sharedLibs(bin);
  const hash = createHash('sha256').update(RECIPE_VERSION).update(readFileSync(bin));
  for (const l of libs) hash.update(l).update(readFileSync(l));
  const digest = hash.digest('hex').slice(0, 16);

  const insp = docker(['image', 'inspect', '--format', '{{ index .Config.Labels "mathquest.source" }}', spec.tag]);
  if (insp.status === 0 && insp.stdout.trim() === digest) {
    log(`${spec.tag}: up to date`);
    return false;
  }
  const ctx = mkdtempSync(join(tmpdir(), `mq-image-${kind}-`));
  try {
    const rootfs = join(ctx, 'rootfs');
    const place = (src, dest) => {
      const to = join(rootfs, dest);
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(realpathSync(src), to);
    };
    place(bin, spec.target);
    for (const l of libs) place(l, l);
    for (const d of spec.dirs) {
      mkdirSync(join(rootfs, d), { recursive: true });
      writeFileSync(join(rootfs, d, '.keep'), '');
    }
    const dockerfile = ['FROM scratch', 'COPY rootfs/ /', `LABEL mathquest.source="${digest}"`, ...spec.dockerfile, ''].join('\n');
    writeFileSync(join(ctx, 'Dockerfile'), dockerfile);
    const res = docker(['build', '-q', '-t', spec.tag, ctx], { env: { ...process.env, DOCKER_BUILDKIT: '0' } });
    if (res.status !== 0) throw new Error(`${kind}: docker build failed:\n${res.stdout}${res.stderr}`);
    log(`${spec.tag}: built (${libs.length} shared libraries)`);
    return true;
  } finally {
    rmSync(ctx, { recursive: true, force: true });
  }
}

export function buildTestImages(log = (m) => console.log(`[test-images] ${m}`)) {
  const env = {};
  for (const [kind, spec] of Object.entries(TEST_IMAGES)) {
    buildOne(kind, spec, log);
    env[`${kind.toUpperCase()}_IMAGE`] = spec.tag;
  }
  return env;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = Date.now();
  try {
    const env = buildTestImages();
    console.log(`[test-images] done in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
    if (process.argv.includes('--print-env')) for (const [k, v] of Object.entries(env)) console.log(`export ${k}=${v}`);
  } catch (err) {
    console.error(`[test-images] ERROR: ${err.message}`);
    process.exit(1);
  }
}
