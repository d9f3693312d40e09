#!/usr/bin/env node
// MathQuest setup: everything `npm start` and `npm test` need on this machine.
//
//   node scripts/setup.mjs [--quiet]
//
// Idempotent and fast when everything is present (no network, no child processes).
// Steps:
//   1. npm install, when node_modules is missing or package-lock.json changed since the last install
//   2. Debian packages nats-server, redis-server, chromium, docker.io (apt-get, only as root, only if missing)
//   3. FerretDB (MongoDB wire protocol server) built from the Go module proxy into .tools/bin/ferretdb
//   4. ES256 JWT key pair in <DATA_DIR>/keys (default .data/keys)
// Exits non-zero with a clear message when something required cannot be installed.

import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const QUIET = process.argv.includes('--quiet');
const FERRETDB_VERSION = 'v1.24.2';
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
const TOOLS_BIN = join(ROOT, '.tools', 'bin');
const FERRETDB_BIN = join(TOOLS_BIN, 'ferretdb');
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

/** Find an executable on PATH (plus the sbin dirs, which non-root PATHs often lack). */
export function which(cmd) {
  const dirs = [...(process.env.PATH || '').split(delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const d of dirs) {
    if (!d) continue;
    const p = join(d, cmd);
    try {
      const st = statSync(p);
      if (st.isFile() && st.mode & 0o111) return p;
    } catch {
      /* not here */
    }
  }
  return null;
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
// 3. FerretDB
// ---------------------------------------------------------------------------------------------
function ferretdbWorks(bin) {
  const res = spawnSync(bin, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  const out = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  return res.status === 0 && out.includes(FERRETDB_VERSION.slice(1));
}

function goVersion(goBin) {
  const res = spawnSync(goBin, ['env', 'GOVERSION'], { encoding: 'utf8' });
  const m = /go(\d+)\.(\d+)/.exec(res.stdout ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/**
 * A Go toolchain able to build FerretDB v1.24 (go >= 1.21, which then fetches the exact
 * toolchain FerretDB's go.mod asks for from the Go module proxy). Debian bookworm ships 1.19;
 * in that case the toolchain module golang.org/toolchain is downloaded from the Go proxy.
 */
function ensureGo() {
  let go = which('go') || (existsSync('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : null);
  if (!go && IS_ROOT && which('apt-get')) {
    act('installing Debian package golang-go (needed once to build FerretDB) ...');
    aptInstall(['golang-go']);
    go = which('go') || (existsSync('/usr/lib/go/bin/go') ? '/usr/lib/go/bin/go' : null);
  }
  if (!go) fail('Go is missing and cannot be installed; install Go >= 1.21 (https://go.dev/dl) or the Debian package golang-go, then rerun `npm run setup`');
  const v = goVersion(go);
  if (v && (v[0] > 1 || v[1] >= 21)) return go;
  const tc = 'golang.org/toolchain@v0.0.1-go1.22.12.linux-amd64';
  act(`Go ${v ? v.join('.') : '?'} is too old to build FerretDB; fetching ${tc} from the Go module proxy ...`);
  const res = run(go, ['mod', 'download', '-json', tc], { stdio: 'pipe', env: { ...process.env, GOFLAGS: '-mod=mod' } });
  const dir = /"Dir":\s*"([^"]+)"/.exec(res.stdout ?? '')?.[1];
  const newGo = dir ? join(dir, 'bin', 'go') : null;
  if (!res.ok || !newGo || !existsSync(newGo)) fail(`could not fetch a newer Go toolchain: ${res.out.slice(-800)}`);
  return newGo;
}

function ensureFerretdb() {
  if (process.env.FERRETDB_BIN) {
    info(`FerretDB: using FERRETDB_BIN=${process.env.FERRETDB_BIN}`);
    return;
  }
  const stamp = join(TOOLS_BIN, 'ferretdb.version');
  if (existsSync(FERRETDB_BIN) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === FERRETDB_VERSION) {
    info(`FerretDB ${FERRETDB_VERSION}: present in .tools/bin`);
    return;
  }
  mkdirSync(TOOLS_BIN, { recursive: true });
  const go = ensureGo();
  const goEnv = { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod', GOTOOLCHAIN: process.env.GOTOOLCHAIN || 'auto' };
  const started = Date.now();

  // Path A: the documented `go install`. Its binary must also start (a plain module build can
  // panic at start-up with "Invalid build/version/version.txt"), so it is checked.
  act(`building FerretDB ${FERRETDB_VERSION} (path A: go install ${FERRETDB_MODULE}/cmd/ferretdb@${FERRETDB_VERSION}) ...`);
  const a = run(go, ['install', `${FERRETDB_MODULE}/cmd/ferretdb@${FERRETDB_VERSION}`], { stdio: 'pipe', env: { ...goEnv, GOBIN: TOOLS_BIN } });
  if (a.ok && ferretdbWorks(FERRETDB_BIN)) {
    writeFileSync(stamp, `${FERRETDB_VERSION}\n`);
    act(`FerretDB built with path A (go install) in ${((Date.now() - started) / 1000).toFixed(0)}s -> .tools/bin/ferretdb`);
    return;
  }
  const why = a.ok ? 'the installed binary does not start' : (a.out.trim().split('\n').pop() ?? 'failed');
  act(`path A failed (${why.slice(0, 300)}); using path B: module download + local build with version.txt`);
  rmSync(FERRETDB_BIN, { force: true });

  // Path B: download the module at the exact version, copy it to a writable dir, write
  // build/version/version.txt (its absence makes the binary panic) and build it there.
  const work = mkdtempSync(join(tmpdir(), 'ferretbuild-'));
  try {
    writeFileSync(join(work, 'go.mod'), `module local/ferretbuild\n\ngo 1.22\n\nrequire ${FERRETDB_MODULE} ${FERRETDB_VERSION}\n`);
    const dl = run(go, ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], { cwd: work, stdio: 'pipe', env: goEnv });
    let modDir = /"Dir":\s*"([^"]+)"/.exec(dl.stdout ?? '')?.[1];
    if (!modDir) {
      const cache = spawnSync(go, ['env', 'GOMODCACHE'], { encoding: 'utf8', env: goEnv }).stdout.trim();
      modDir = join(cache, 'github.com', '!ferret!d!b', `!ferret!d!b@${FERRETDB_VERSION}`);
    }
    if (!dl.ok || !existsSync(modDir)) fail(`could not download ${FERRETDB_MODULE}@${FERRETDB_VERSION} from the Go module proxy:\n${dl.out.slice(-1500)}`);
    const src = join(work, 'src');
    cpSync(modDir, src, { recursive: true });
    spawnSync('chmod', ['-R', 'u+w', src]);
    mkdirSync(join(src, 'build', 'version'), { recursive: true });
    writeFileSync(join(src, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
    const b = run(go, ['build', '-o', FERRETDB_BIN, './cmd/ferretdb'], { cwd: src, stdio: 'pipe', env: { ...goEnv, GOFLAGS: '-mod=mod' } });
    if (!b.ok) fail(`FerretDB build failed:\n${b.out.slice(-2000)}`);
    chmodSync(FERRETDB_BIN, 0o755);
    if (!ferretdbWorks(FERRETDB_BIN)) fail('FerretDB was built but `ferretdb --version` does not report the expected version');
    writeFileSync(stamp, `${FERRETDB_VERSION}\n`);
    act(`FerretDB built with path B (module download + version.txt) in ${((Date.now() - started) / 1000).toFixed(0)}s -> .tools/bin/ferretdb`);
  } finally {
    spawnSync('chmod', ['-R', 'u+w', work]);
    rmSync(work, { recursive: true, force: true });
  }
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
function main() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) fail(`Node ${process.versions.node} is too old; MathQuest needs Node >= 20.19`);
  ensureNpmDeps();
  ensureAptPackages();
  ensureComposeOptional();
  ensureFerretdb();
  if (ensureJwtKeys()) act(`created ES256 JWT key pair in ${join(DATA_DIR, 'keys')}`);
  else info(`JWT keys: present in ${join(DATA_DIR, 'keys')}`);
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (!QUIET || didWork) console.log(`[setup] ready (${secs}s). Next: \`npm start\` to run MathQuest, \`npm test\` to run the tests.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
