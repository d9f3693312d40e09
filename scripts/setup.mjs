#!/usr/bin/env node
// MathQuest setup: everything `npm start` and `npm test` need on this machine.
//
//   node scripts/setup.mjs [--quiet]
//
// Idempotent and fast when everything is present (no network, no child processes).
// Steps:
//   1. npm install, when node_modules is missing or package-lock.json changed since the last install
//   2. Debian packages nats-server, redis-server, chromium, docker.io (apt-get, only as root, only if missing)
//   3. the local MongoDB-compatible server (mongo-java-server, tools/local-mongo) built with Maven
//      and javac into .tools/local-mongo (installs maven / openjdk-17-jdk-headless only if missing)
//   4. ES256 JWT key pair in <DATA_DIR>/keys (default .data/keys)
//   5. schemathesis (PyPI) in a virtualenv under .tools/schemathesis, for the `api` test stage
//      (installs python3-venv only if missing; a failure here is a warning, `npm start` needs none of it)
// Exits non-zero with a clear message when something required cannot be installed.

import { spawnSync } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// Plain .mjs with node: imports only: this script runs before node_modules exists.
import { findExecutable as which } from '../packages/service-kit/src/local-infra/find-executable.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const QUIET = process.argv.includes('--quiet');
const LOCAL_MONGO_SRC = join(ROOT, 'tools', 'local-mongo');
const LOCAL_MONGO_OUT = join(ROOT, '.tools', 'local-mongo');
// Bump when the build recipe below changes, to force a rebuild.
const LOCAL_MONGO_RECIPE = '1';
const DATA_DIR = resolve(ROOT, process.env.DATA_DIR || '.data');

const IS_ROOT = typeof process.getuid === 'function' && process.getuid() === 0;
const t0 = Date.now();
let didWork = false;

function info(msg) {
  if (!QUIET) console.log(`[setup] ${msg}`);
}
function act(msg) {
  // Always shown: something is being installed or created.
  didWork = true;
  console.log(`[setup] ${msg}`);
}
function warn(msg) {
  console.warn(`[setup] warning: ${msg}`);
}
function fail(msg) {
  console.error(`[setup] ERROR: ${msg}`);
  process.exit(1);
}

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: QUIET && !opts.loud ? 'pipe' : 'inherit', encoding: 'utf8', ...opts });
  if (res.error) return { ok: false, out: String(res.error.message) };
  return { ok: res.status === 0, out: `${res.stdout ?? ''}${res.stderr ?? ''}`, stdout: res.stdout ?? '' };
}

// ---------------------------------------------------------------------------------------------
// 1. npm dependencies
// ---------------------------------------------------------------------------------------------
function ensureNpmDeps() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  let reason = null;
  if (!existsSync(join(ROOT, 'node_modules'))) reason = 'node_modules is missing';
  else if (!existsSync(marker)) reason = 'node_modules/.package-lock.json is missing';
  else if (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000) reason = 'package-lock.json changed';
  if (!reason) {
    info('npm dependencies: up to date');
    return;
  }
  act(`npm install (${reason}) ...`);
  // Serialise with other npm installs in this checkout when flock is available.
  const flock = which('flock');
  const args = ['install', '--no-audit', '--no-fund'];
  const res = flock
    ? run(flock, ['/tmp/npm.lock', 'npm', ...args], { cwd: ROOT, loud: true })
    : run('npm', args, { cwd: ROOT, loud: true });
  if (!res.ok) fail('npm install failed (see the output above)');
}

// ---------------------------------------------------------------------------------------------
// 2. Debian packages
// ---------------------------------------------------------------------------------------------
const APT_PACKAGES = [
  { pkg: 'nats-server', bin: 'nats-server', required: true, why: 'event bus for `npm start` and tests' },
  { pkg: 'redis-server', bin: 'redis-server', required: true, why: 'cache and rate limits for `npm start` and tests' },
  { pkg: 'chromium', bin: 'chromium', required: true, why: 'headless browser for the end-to-end tests' },
  { pkg: 'docker.io', bin: 'dockerd', required: false, why: 'runs integration-test infrastructure in containers (optional: falls back to local processes)' },
];

let aptUpdated = false;
function aptInstall(pkgs) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const args = ['install', '-y', '--no-install-recommends', ...pkgs];
  let res = run('apt-get', args, { env, loud: true });
  if (!res.ok && !aptUpdated) {
    act('apt-get update ...');
    aptUpdated = true;
    run('apt-get', ['update'], { env, loud: true });
    res = run('apt-get', args, { env, loud: true });
  }
  return res.ok;
}

function ensureAptPackages() {
  const missing = APT_PACKAGES.filter((p) => !which(p.bin));
  if (missing.length === 0) {
    info('system packages: nats-server, redis-server, chromium, docker.io present');
    return;
  }
  const canApt = IS_ROOT && which('apt-get');
  if (canApt) {
    act(`installing Debian packages: ${missing.map((p) => p.pkg).join(' ')} ...`);
    // Required ones first and together; docker.io separately so its failure is not fatal.
    const req = missing.filter((p) => p.required).map((p) => p.pkg);
    if (req.length) aptInstall(req);
    const opt = missing.filter((p) => !p.required).map((p) => p.pkg);
    if (opt.length && !aptInstall(opt)) warn(`could not install ${opt.join(' ')}`);
  }
  for (const p of missing) {
    if (which(p.bin)) continue;
    const how = canApt ? 'apt-get install failed' : IS_ROOT ? 'apt-get is not available' : 'not root, cannot run apt-get';
    const msg = `${p.bin} is missing (${how}); install the Debian package '${p.pkg}' (${p.why})`;
    if (p.required) fail(msg);
    else warn(msg);
  }
}

/** docker-compose (v1, Debian) is optional: only used to validate docker-compose.yml in tests. */
function ensureComposeOptional() {
  if (!which('dockerd')) return;
  if (which('docker-compose') || hasComposePlugin()) return;
  if (!(IS_ROOT && which('apt-get') && which('apt-cache'))) return;
  const pol = run('apt-cache', ['policy', 'docker-compose'], { stdio: 'pipe' });
  if (!/Candidate:\s*(?!\(none\))\S+/.test(pol.out)) return;
  act('installing docker-compose (used to validate docker-compose.yml) ...');
  if (!aptInstall(['docker-compose'])) warn('could not install docker-compose; the compose config check will be skipped');
}
function hasComposePlugin() {
  const dirs = ['/usr/libexec/docker/cli-plugins', '/usr/lib/docker/cli-plugins', '/usr/local/lib/docker/cli-plugins', join(process.env.HOME || '/root', '.docker/cli-plugins')];
  return dirs.some((d) => existsSync(join(d, 'docker-compose')));
}

// ---------------------------------------------------------------------------------------------
// 3. Local MongoDB-compatible server (mongo-java-server, see docs/adr/0004)
// ---------------------------------------------------------------------------------------------
/** Major version of a JDK tool (`javac -version` / `java -version`), or null. */
function jdkMajor(bin) {
  const res = spawnSync(bin, ['-version'], { encoding: 'utf8', timeout: 30_000 });
  const m = /(?:javac|version)\s+"?(\d+)(?:\.(\d+))?/.exec(`${res.stdout ?? ''}${res.stderr ?? ''}`);
  if (!m) return null;
  const major = Number(m[1]);
  return major === 1 ? Number(m[2]) : major;
}

/** java, javac and mvn (a JDK >= 17 and Maven); installs the Debian packages only if missing. */
function ensureJdkAndMaven() {
  const ok = () => which('java') && which('javac') && which('mvn') && (jdkMajor(which('javac')) ?? 0) >= 17;
  if (ok()) return;
  const missing = [];
  if (!which('mvn')) missing.push('maven');
  if (!which('java') || !which('javac') || (jdkMajor(which('javac')) ?? 0) < 17) missing.push('openjdk-17-jdk-headless');
  if (IS_ROOT && which('apt-get')) {
    act(`installing Debian packages: ${missing.join(' ')} (to build the local MongoDB-compatible server) ...`);
    aptInstall(missing);
  }
  if (!ok()) {
    fail(
      `a JDK >= 17 (java, javac) and Maven (mvn) are needed to build the local MongoDB-compatible server; ` +
        `install the Debian packages ${missing.join(' ')} (or any JDK 17+ and Maven 3), then rerun \`npm run setup\`. ` +
        'Alternatively set MONGO_URL to an existing MongoDB server for `npm start`.',
    );
  }
}

/** Fingerprint of what the build depends on: the recipe, pom.xml and the Java sources. */
function localMongoFingerprint() {
  const hash = createHash('sha256').update(LOCAL_MONGO_RECIPE);
  const files = [join(LOCAL_MONGO_SRC, 'pom.xml'), ...readdirSync(join(LOCAL_MONGO_SRC, 'src')).filter((f) => f.endsWith('.java')).sort().map((f) => join(LOCAL_MONGO_SRC, 'src', f))];
  for (const f of files) hash.update(f.slice(LOCAL_MONGO_SRC.length)).update(readFileSync(f));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Build tools/local-mongo into .tools/local-mongo/{lib,classes}: Maven copies the jars
 * (mongo-java-server with its H2 backend, slf4j-simple) from Maven Central, javac compiles the
 * launcher. Skipped when .tools/local-mongo/build.stamp matches the sources.
 */
function ensureLocalMongo() {
  const stamp = join(LOCAL_MONGO_OUT, 'build.stamp');
  const want = localMongoFingerprint();
  if (
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === want &&
    existsSync(join(LOCAL_MONGO_OUT, 'classes', 'LocalMongoServer.class')) &&
    existsSync(join(LOCAL_MONGO_OUT, 'lib'))
  ) {
    info('local MongoDB-compatible server (mongo-java-server): present in .tools/local-mongo');
    return;
  }
  ensureJdkAndMaven();
  const started = Date.now();
  act('building the local MongoDB-compatible server (mongo-java-server, tools/local-mongo) into .tools/local-mongo ...');
  // Build beside the target and swap it in, so a running server never sees a half-built tree.
  const tmp = `${LOCAL_MONGO_OUT}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    const deps = run('mvn', ['-q', '-B', '-f', join(LOCAL_MONGO_SRC, 'pom.xml'), 'dependency:copy-dependencies', `-DoutputDirectory=${join(tmp, 'lib')}`], { stdio: 'pipe' });
    if (!deps.ok || !existsSync(join(tmp, 'lib'))) fail(`Maven could not fetch the mongo-java-server jars (needs Maven Central):\n${deps.out.slice(-2000)}`);
    const javac = run(
      'javac',
      ['-encoding', 'UTF-8', '-cp', `${join(tmp, 'lib')}/*`, '-d', join(tmp, 'classes'), ...readdirSync(join(LOCAL_MONGO_SRC, 'src')).filter((f) => f.endsWith('.java')).map((f) => join(LOCAL_MONGO_SRC, 'src', f))],
      { stdio: 'pipe' },
    );
    if (!javac.ok) fail(`javac failed on tools/local-mongo/src:\n${javac.out.slice(-2000)}`);
    writeFileSync(join(tmp, 'build.stamp'), `${want}\n`);
    rmSync(LOCAL_MONGO_OUT, { recursive: true, force: true });
    renameSync(tmp, LOCAL_MONGO_OUT);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const jars = readdirSync(join(LOCAL_MONGO_OUT, 'lib')).filter((f) => f.endsWith('.jar')).length;
  act(`local MongoDB-compatible server built in ${((Date.now() - started) / 1000).toFixed(0)}s (${jars} jars) -> .tools/local-mongo`);
}

// ---------------------------------------------------------------------------------------------
// 4. JWT keys
// ---------------------------------------------------------------------------------------------
export function ensureJwtKeys(dataDir = DATA_DIR) {
  const dir = join(dataDir, 'keys');
  const priv = join(dir, 'jwt-private.pem');
  const pub = join(dir, 'jwt-public.pem');
  if (existsSync(priv) && existsSync(pub)) return false;
  mkdirSync(dir, { recursive: true });
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  writeFileSync(priv, privateKey, { mode: 0o600 });
  writeFileSync(pub, publicKey, { mode: 0o644 });
  return true;
}

// ---------------------------------------------------------------------------------------------
// 5. schemathesis, the API fuzzer of the `api` test stage (scripts/api-fuzz)
// ---------------------------------------------------------------------------------------------
// Pinned so that a fixed seed replays the same requests on every machine; bump deliberately.
const SCHEMATHESIS_VERSION = '4.32.5';
const SCHEMATHESIS_VENV = join(ROOT, '.tools', 'schemathesis');
const SCHEMATHESIS_BIN = join(SCHEMATHESIS_VENV, 'bin', 'schemathesis');
// Written last, so an interrupted install is redone rather than trusted.
const SCHEMATHESIS_STAMP = join(SCHEMATHESIS_VENV, 'installed.stamp');

/** `python3 -m venv`, installing Debian's python3-venv (ensurepip) when that is what is missing. */
function createVenv(python, dir) {
  let res = run(python, ['-m', 'venv', '--clear', dir], { stdio: 'pipe' });
  if (!res.ok && /ensurepip|-venv/.test(res.out) && IS_ROOT && which('apt-get')) {
    act('installing Debian package python3-venv (for the schemathesis virtualenv) ...');
    aptInstall(['python3-venv']);
    res = run(python, ['-m', 'venv', '--clear', dir], { stdio: 'pipe' });
  }
  return res;
}

function ensureSchemathesis() {
  if (existsSync(SCHEMATHESIS_BIN) && existsSync(SCHEMATHESIS_STAMP) && readFileSync(SCHEMATHESIS_STAMP, 'utf8').trim() === SCHEMATHESIS_VERSION) {
    info(`schemathesis ${SCHEMATHESIS_VERSION}: present in .tools/schemathesis`);
    return;
  }
  const python = which('python3');
  if (!python) {
    warn('python3 is missing, so schemathesis (the `api` test stage) cannot be installed; install the Debian package python3');
    return;
  }
  act(`installing schemathesis ${SCHEMATHESIS_VERSION} (PyPI) into .tools/schemathesis ...`);
  const venv = createVenv(python, SCHEMATHESIS_VENV);
  if (!venv.ok) {
    warn(`could not create a Python virtualenv (${venv.out.trim().split('\n').pop()}); the \`api\` test stage cannot run`);
    return;
  }
  const pip = run(join(SCHEMATHESIS_VENV, 'bin', 'python'), ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`], { stdio: 'pipe' });
  if (!pip.ok || !existsSync(SCHEMATHESIS_BIN)) {
    warn(`pip could not install schemathesis (it needs PyPI); the \`api\` test stage cannot run:\n${pip.out.slice(-1500)}`);
    return;
  }
  writeFileSync(SCHEMATHESIS_STAMP, `${SCHEMATHESIS_VERSION}\n`);
}

// ---------------------------------------------------------------------------------------------
function main() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) fail(`Node ${process.versions.node} is too old; MathQuest needs Node >= 20.19`);
  ensureNpmDeps();
  ensureAptPackages();
  ensureComposeOptional();
  ensureLocalMongo();
  if (ensureJwtKeys()) act(`created ES256 JWT key pair in ${join(DATA_DIR, 'keys')}`);
  else info(`JWT keys: present in ${join(DATA_DIR, 'keys')}`);
  ensureSchemathesis();
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (!QUIET || didWork) console.log(`[setup] ready (${secs}s). Next: \`npm start\` to run MathQuest, \`npm test\` to run the tests.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
