#!/usr/bin/env node
// `npm test`: the whole test suite, in order static -> unit -> integration (then compose) -> e2e -> api, stopping
// at the first failing stage. Ends with one summary line `N passed, N failed`, which counts tests;
// the static stage (`npm run typecheck`, `npm run lint`) runs no tests, so a clean check adds
// nothing to it and a failed check counts as one failure. The api stage fuzzes every service's
// HTTP API from its OpenAPI document (scripts/api-fuzz, docs/adr/0050) and counts one pass or
// failure per schemathesis run (a service, as one role or without a token).
//
// Integration infrastructure (see docs/adr/0002-test-infrastructure.md):
//   MATHQUEST_TEST_INFRA=containers|processes|auto (default auto)
//   auto: use a Docker engine when one answers (or can be started: dockerd installed and root),
//         building the local images (scripts/build-test-images.mjs) and pointing MONGO_IMAGE,
//         NATS_IMAGE, REDIS_IMAGE at them; otherwise run the binaries as local processes.
//   MATHQUEST_TEST_STAGES=static,unit,integration,e2e,api restricts the stages.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findExecutable as which } from '../packages/service-kit/src/local-infra/find-executable.mjs';
import { runApiStage } from './api-fuzz/stage.mjs';
import { runChild as runChildIn } from './lib/run-child.mjs';
import { buildTestImages } from './build-test-images.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ALL_STAGES = ['static', 'unit', 'integration', 'e2e', 'api'];
const STAGES = (process.env.MATHQUEST_TEST_STAGES || ALL_STAGES.join(',')).split(',').map((s) => s.trim()).filter(Boolean);
const IS_ROOT = typeof process.getuid === 'function' && process.getuid() === 0;
const RUN_ID = `run-${Date.now().toString(36)}-${process.pid}`;

const log = (m) => console.log(`[test] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function dockerAnswers() {
  if (!which('docker')) return false;
  const res = spawnSync('docker', ['version', '--format', '{{.Server.Version}}'], { encoding: 'utf8', timeout: 15_000 });
  return res.status === 0 && res.stdout.trim().length > 0;
}

async function ensureDocker() {
  if (dockerAnswers()) return true;
  const dockerd = which('dockerd');
  if (!dockerd || !IS_ROOT || !which('docker')) return false;
  log('Docker engine not running; starting dockerd in the background (log: /tmp/dockerd.log) ...');
  const out = openSync('/tmp/dockerd.log', 'a');
  const child = spawn(dockerd, [], { detached: true, stdio: ['ignore', out, out] });
  child.unref();
  for (let i = 0; i < 60; i++) {
    await sleep(1000);
    if (dockerAnswers()) return true;
    if (child.exitCode !== null) break;
  }
  log('dockerd did not come up (see /tmp/dockerd.log)');
  return false;
}

async function chooseInfra(env) {
  const wanted = (process.env.MATHQUEST_TEST_INFRA || 'auto').toLowerCase();
  if (wanted === 'processes') {
    log('integration infrastructure: processes (MATHQUEST_TEST_INFRA=processes)');
    return;
  }
  const docker = await ensureDocker();
  if (!docker) {
    if (wanted === 'containers') throw new Error('MATHQUEST_TEST_INFRA=containers but no Docker engine is reachable');
    log('integration infrastructure: processes (no Docker engine reachable)');
    env.MATHQUEST_TEST_INFRA = 'processes';
    return;
  }
  const t0 = Date.now();
  try {
    const images = buildTestImages((m) => log(`image ${m}`));
    for (const [k, v] of Object.entries(images)) env[k] ??= v;
    log(`local test images ready in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
    env.MATHQUEST_TEST_INFRA = 'containers';
    log(`integration infrastructure: containers (${env.MONGO_IMAGE}, ${env.NATS_IMAGE}, ${env.REDIS_IMAGE})`);
  } catch (err) {
    if (wanted === 'containers') throw err;
    log(`could not build the local test images (${err.message.split('\n')[0]}); using processes`);
    env.MATHQUEST_TEST_INFRA = 'processes';
  }
}

function cleanupContainers() {
  if (!which('docker')) return;
  const ids = spawnSync('docker', ['ps', '-aq', '--filter', `label=mathquest.test-run=${RUN_ID}`], { encoding: 'utf8', timeout: 15_000 }).stdout?.trim();
  if (ids) spawnSync('docker', ['rm', '-f', ...ids.split(/\s+/)], { stdio: 'ignore', timeout: 60_000 });
}

/** Static checks, in this order; each is an npm script so that `npm test` runs what developers run. */
const STATIC_CHECKS = ['typecheck', 'lint'];

const runChild = (cmd, args, env) => runChildIn(cmd, args, { cwd: ROOT, env });

async function runCheck(script, env) {
  log(`static: npm run ${script}`);
  const { code, signal } = await runChild('npm', ['run', '--silent', script], env);
  return code === 0 && !signal;
}

/**
 * The static stage runs every check (so one run shows all type and lint errors) and fails if any
 * failed. It runs no tests: it passes none, and each failed check counts as one failure.
 */
async function runStaticStage(env) {
  const t0 = Date.now();
  const checks = [];
  for (const script of STATIC_CHECKS) checks.push({ script, ok: await runCheck(script, env) });
  const failed = checks.filter((c) => !c.ok).length;
  const detail = checks.map((c) => `${c.script} ${c.ok ? 'ok' : 'FAILED'}`).join(', ');
  return { stage: 'static', ok: failed === 0, code: failed ? 1 : 0, passed: 0, failed, total: 0, detail, secs: (Date.now() - t0) / 1000 };
}

/**
 * The vitest projects of a stage, run one after the other: the integration stage runs the
 * `compose` project (docker-compose.yml run scaled, vitest.config.ts) after the other integration
 * files, alone, so that its timings are taken on a machine no other test file is loading.
 */
const STAGE_PROJECTS = { integration: ['integration', 'compose'] };

/** A test stage: each of its vitest projects in turn (all of them, so one run shows every failure), their counts added up. */
async function runStage(stage, env, outDir) {
  const t0 = Date.now();
  const runs = [];
  for (const project of STAGE_PROJECTS[stage] ?? [stage]) {
    if (project !== stage) log(`stage ${stage}: project ${project} ...`);
    runs.push(await runProject(project, env, outDir));
  }
  const sum = (key) => runs.reduce((n, r) => n + r[key], 0);
  const failedRun = runs.find((r) => !r.ok);
  return { stage, ok: !failedRun, code: failedRun?.code ?? 0, passed: sum('passed'), failed: sum('failed'), total: sum('total'), secs: (Date.now() - t0) / 1000 };
}

/** One vitest project, with its counts read from vitest's JSON report. */
async function runProject(project, env, outDir) {
  const outFile = join(outDir, `${project}.json`);
  const vitest = join(ROOT, 'node_modules', '.bin', 'vitest');
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${outFile}`];
  const t0 = Date.now();
  const { code, signal } = await runChild(vitest, args, env);
  let passed = 0;
  let failed = 0;
  let total = 0;
  if (existsSync(outFile)) {
    try {
      const json = JSON.parse(readFileSync(outFile, 'utf8'));
      passed = json.numPassedTests ?? 0;
      failed = json.numFailedTests ?? 0;
      total = json.numTotalTests ?? 0;
      if (code !== 0 && failed === 0) failed = Math.max(1, json.numFailedTestSuites ?? 0);
    } catch {
      if (code !== 0) failed = 1;
    }
  } else if (code !== 0) {
    failed = 1;
  }
  const ok = code === 0;
  return { ok, code: code ?? (signal ? 1 : 0), passed, failed, total, secs: (Date.now() - t0) / 1000 };
}

async function main() {
  const env = { ...process.env, TESTCONTAINERS_RYUK_DISABLED: 'true', MATHQUEST_TEST_RUN_ID: RUN_ID, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') };
  const outDir = mkdtempSync(join(tmpdir(), 'mathquest-test-'));
  const results = [];
  let exitCode = 0;
  try {
    const unknown = STAGES.filter((s) => !ALL_STAGES.includes(s));
    if (unknown.length) throw new Error(`unknown stage '${unknown.join(', ')}' (stages: ${ALL_STAGES.join(', ')})`);
    for (const stage of STAGES) {
      if (stage === 'integration') await chooseInfra(env);
      log(`stage ${stage} ...`);
      const r = stage === 'static' ? await runStaticStage(env) : stage === 'api' ? await runApiStage(env) : await runStage(stage, env, outDir);
      if (stage === 'integration') cleanupContainers();
      results.push(r);
      const counts = r.detail ?? `${r.passed} passed, ${r.failed} failed${r.total === 0 ? ', no tests' : ''}`;
      log(`stage ${stage}: ${r.ok ? 'ok' : 'FAILED'} (${counts}) in ${r.secs.toFixed(1)}s`);
      if (!r.ok) {
        exitCode = r.code || 1;
        const rest = STAGES.slice(STAGES.indexOf(stage) + 1);
        if (rest.length) log(`stopping: stage ${stage} failed, not running ${rest.join(', ')}`);
        break;
      }
    }
  } catch (err) {
    console.error(`[test] ERROR: ${err.message}`);
    exitCode = 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0) + (exitCode !== 0 && results.every((r) => r.ok) ? 1 : 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(exitCode);
}

main();
