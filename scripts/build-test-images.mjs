#!/usr/bin/env node
// Build small local Docker images for the integration-test infrastructure from the software
// installed on this machine, because these machines reach no container registry:
//
//   mathquest-test/mongo-java-server:1.47.0   the local MongoDB-compatible server (docs/adr/0004):
//                                             a jlink'ed Java 17 runtime in /jre, the jars and the
//                                             launcher from .tools/local-mongo in /app, memory
//                                             backend, MongoDB wire protocol on 27017
//   mathquest-test/nats:local                 Debian's nats-server (entrypoint /nats-server, like the official image)
//   mathquest-test/redis:local                Debian's redis-server (on PATH as redis-server, like the official image)
//   mathquest-test/node:local                 the node running this script (on PATH as node), for the compose
//                                             test that runs docker-compose.yml with the services' bundles
//                                             (services/gateway/test/integration/compose-scaled.int.test.ts)
//
// Each image is FROM scratch: the program plus every shared library `ldd` lists. No shell,
// so the harness waits for log lines instead of probing ports.
// Idempotent: an image is rebuilt only when its inputs (sha256) or this recipe changed.
// Prints `export`-style lines for MONGO_IMAGE / NATS_IMAGE / REDIS_IMAGE with --print-env.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RECIPE_VERSION = '3';
const LOCAL_MONGO_DIR = join(ROOT, '.tools', 'local-mongo');
/** JDK modules mongo-java-server (Netty, H2, slf4j) needs; about 56 MB once jlink'ed. */
const JRE_MODULES = ['java.base', 'java.logging', 'java.management', 'java.naming', 'java.sql', 'jdk.unsupported', 'java.xml'];

function which(cmd) {
  const res = spawnSync('sh', ['-c', `PATH="$PATH:/usr/local/sbin:/usr/sbin:/sbin" command -v ${cmd}`], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : null;
}

export const TEST_IMAGES = {
  mongo: {
    tag: 'mathquest-test/mongo-java-server:1.47.0',
    // Not a single binary: a Java runtime, jars and classes (see localMongoInputs / placeLocalMongo).
    custom: true,
    dirs: ['/tmp'],
    dockerfile: [
      'EXPOSE 27017',
      'ENTRYPOINT ["/jre/bin/java", "-Djava.io.tmpdir=/tmp", "-Dorg.slf4j.simpleLogger.defaultLogLevel=error", "-Dorg.slf4j.simpleLogger.log.de.bwaldvogel.mongo.wire.MongoExceptionHandler=off", "-Dorg.slf4j.simpleLogger.log.de.bwaldvogel.mongo.wire.MongoWireProtocolHandler=off", "-cp", "/app/classes:/app/lib/*", "LocalMongoServer"]',
      // Memory backend (no data file): each test run starts empty. Ready line: "local-mongo ready on".
      'CMD ["0.0.0.0", "27017"]',
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
  node: {
    tag: 'mathquest-test/node:local',
    // The services talk plain HTTP, Redis, NATS and MongoDB on the compose network: no CA certificates needed.
    bin: () => realpathSync(process.execPath),
    // Native addons the services load from node_modules (argon2's also needs librt): their libraries too.
    alsoLinked: () => nativeAddons(join(ROOT, 'node_modules')),
    target: '/usr/local/bin/node',
    dirs: ['/tmp', '/app'],
    dockerfile: ['ENV PATH=/usr/local/bin', 'WORKDIR /app', 'CMD ["node"]'],
  },
};

/** Every native addon (*.node) under dir, sorted. */
function nativeAddons(dir) {
  if (!existsSync(dir)) return [];
  const res = spawnSync('find', [dir, '-name', '*.node', '-type', 'f'], { encoding: 'utf8' });
  return (res.stdout ?? '').split('\n').filter(Boolean).sort();
}

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

/** Every regular file under dir, sorted, as paths relative to dir. */
function filesUnder(dir, rel = '') {
  const out = [];
  for (const e of readdirSync(join(dir, rel)).sort()) {
    const r = rel ? join(rel, e) : e;
    if (statSync(join(dir, r)).isDirectory()) out.push(...filesUnder(dir, r));
    else out.push(r);
  }
  return out;
}

/** The JDK whose jlink builds the container's runtime (JAVA_HOME, else the one on PATH). */
function jdkHome() {
  const jlink = process.env.JAVA_HOME && existsSync(join(process.env.JAVA_HOME, 'bin', 'jlink')) ? join(process.env.JAVA_HOME, 'bin', 'jlink') : which('jlink');
  if (!jlink) throw new Error('mongo: jlink not found (install openjdk-17-jdk-headless, or run `npm run setup`)');
  return dirname(dirname(realpathSync(jlink)));
}

/** What the mongo image is made of: the built jars and classes, the JDK (its release file) and the system libraries java loads. */
function localMongoInputs(hash) {
  if (!existsSync(join(LOCAL_MONGO_DIR, 'classes', 'LocalMongoServer.class'))) {
    throw new Error('mongo: .tools/local-mongo is not built (run `npm run setup` first)');
  }
  for (const sub of ['classes', 'lib']) {
    for (const f of filesUnder(join(LOCAL_MONGO_DIR, sub))) hash.update(`${sub}/${f}`).update(readFileSync(join(LOCAL_MONGO_DIR, sub, f)));
  }
  const home = jdkHome();
  hash.update(home).update(existsSync(join(home, 'release')) ? readFileSync(join(home, 'release')) : '');
  hash.update(JRE_MODULES.join(','));
  for (const l of sharedLibs(join(home, 'bin', 'java'))) if (!l.startsWith(home)) hash.update(l).update(readFileSync(l));
}

/** jlink a minimal runtime into <rootfs>/jre, copy the jars and classes to /app, and every library the runtime links outside itself. */
function placeLocalMongo(rootfs, place) {
  const home = jdkHome();
  const jre = join(rootfs, 'jre');
  const res = spawnSync(
    join(home, 'bin', 'jlink'),
    ['--add-modules', JRE_MODULES.join(','), '--strip-debug', '--no-header-files', '--no-man-pages', '--output', jre],
    { encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`mongo: jlink failed:\n${res.stdout}${res.stderr}`);
  cpSync(join(LOCAL_MONGO_DIR, 'lib'), join(rootfs, 'app', 'lib'), { recursive: true });
  cpSync(join(LOCAL_MONGO_DIR, 'classes'), join(rootfs, 'app', 'classes'), { recursive: true });
  const objects = [join(jre, 'bin', 'java'), ...filesUnder(jre).filter((f) => f.endsWith('.so')).map((f) => join(jre, f))];
  const libs = new Set();
  for (const o of objects) for (const l of sharedLibs(o)) if (!l.startsWith(rootfs)) libs.add(l);
  for (const l of libs) place(l, l);
  return libs.size;
}

function docker(args, opts = {}) {
  return spawnSync('docker', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
}

function buildOne(kind, spec, log) {
  const hash = createHash('sha256').update(RECIPE_VERSION).update(spec.dockerfile.join('\n'));
  let bin = null;
  let libs = [];
  if (spec.custom) {
    localMongoInputs(hash);
  } else {
    bin = spec.bin();
    if (!bin || !existsSync(bin)) throw new Error(`${kind}: binary not found (run \`npm run setup\` first)`);
    libs = spec.alsoLinked ? [...new Set([bin, ...spec.alsoLinked()].flatMap(sharedLibs))].sort() : sharedLibs(bin);
    hash.update(readFileSync(bin));
    for (const l of libs) hash.update(l).update(readFileSync(l));
  }
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
    let nLibs = libs.length;
    if (spec.custom) {
      nLibs = placeLocalMongo(rootfs, place);
    } else {
      place(bin, spec.target);
      for (const l of libs) place(l, l);
    }
    for (const d of spec.dirs) {
      mkdirSync(join(rootfs, d), { recursive: true });
      writeFileSync(join(rootfs, d, '.keep'), '');
    }
    const dockerfile = ['FROM scratch', 'COPY rootfs/ /', `LABEL mathquest.source="${digest}"`, ...spec.dockerfile, ''].join('\n');
    writeFileSync(join(ctx, 'Dockerfile'), dockerfile);
    const res = docker(['build', '-q', '-t', spec.tag, ctx], { env: { ...process.env, DOCKER_BUILDKIT: '0' } });
    if (res.status !== 0) throw new Error(`${kind}: docker build failed:\n${res.stdout}${res.stderr}`);
    log(`${spec.tag}: built (${nLibs} shared libraries)`);
    return true;
  } finally {
    rmSync(ctx, { recursive: true, force: true });
  }
}

/** Builds (when its inputs changed) one image of TEST_IMAGES and answers its tag. */
export function buildTestImage(kind, log = (m) => console.log(`[test-images] ${m}`)) {
  const spec = TEST_IMAGES[kind];
  if (!spec) throw new Error(`unknown test image '${kind}' (known: ${Object.keys(TEST_IMAGES).join(', ')})`);
  buildOne(kind, spec, log);
  return spec.tag;
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
