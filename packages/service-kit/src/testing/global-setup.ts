/**
 * Vitest global setup of the integration project: starts ONE MongoDB-compatible server, ONE
 * NATS server with JetStream and ONE Redis for the whole run and provides their URLs to the
 * tests (`inject('infra')`, or `testInfra()` from '@mathquest/service-kit/testing').
 *
 * Mode (env MATHQUEST_TEST_INFRA):
 *  - containers: testcontainers GenericContainer with MONGO_IMAGE / NATS_IMAGE / REDIS_IMAGE
 *    (defaults: the official mongo:7, nats:2.10, redis:7; `npm test` points them at the local
 *    images built by scripts/build-test-images.mjs, because no registry is reachable here).
 *  - processes: the local MongoDB-compatible server (mongo-java-server, memory backend, built by
 *    `npm run setup` into .tools/local-mongo), nats-server and redis-server as local processes
 *    on 127.0.0.1 with free ports and temp dirs.
 *  - auto (default): containers when a Docker engine answers, else processes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startInfraProcess, type InfraKind, type InfraProcess } from '../local-infra/local-infra.js';
import type { TestInfra } from './index.js';

const OFFICIAL_IMAGES: Record<InfraKind, string> = { mongo: 'mongo:7', nats: 'nats:2.10', redis: 'redis:7' };
const LOCAL_IMAGES: Record<InfraKind, string> = {
  mongo: 'mathquest-test/mongo-java-server:1.47.0',
  nats: 'mathquest-test/nats:local',
  redis: 'mathquest-test/redis:local',
};
const CONTAINER_PORTS: Record<InfraKind, number> = { mongo: 27017, nats: 4222, redis: 6379 };
const KINDS: InfraKind[] = ['mongo', 'nats', 'redis'];

function log(msg: string): void {
  console.log(`[test-infra] ${msg}`);
}

function dockerAnswers(): boolean {
  if (!process.env.DOCKER_HOST && !existsSync('/var/run/docker.sock')) return false;
  const res = spawnSync('docker', ['version', '--format', '{{.Server.Version}}'], { encoding: 'utf8', timeout: 15_000 });
  return res.status === 0 && res.stdout.trim().length > 0;
}

function localImageExists(tag: string): boolean {
  return spawnSync('docker', ['image', 'inspect', tag], { stdio: 'ignore', timeout: 15_000 }).status === 0;
}

function imageFor(kind: InfraKind, auto: boolean): string {
  const fromEnv = process.env[`${kind.toUpperCase()}_IMAGE`];
  if (fromEnv) return fromEnv;
  // Run directly (`npm run test:integration`) on a machine without a registry: prefer the local images.
  if (auto && localImageExists(LOCAL_IMAGES[kind])) return LOCAL_IMAGES[kind];
  return OFFICIAL_IMAGES[kind];
}

interface Started {
  infra: TestInfra;
  stop(): Promise<void>;
}

async function startContainers(auto: boolean): Promise<Started> {
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
  const { GenericContainer, Wait } = await import('testcontainers');
  const runId = process.env.MATHQUEST_TEST_RUN_ID ?? `adhoc-${process.pid}`;
  const images = Object.fromEntries(KINDS.map((k) => [k, imageFor(k, auto)])) as Record<InfraKind, string>;
  log(`mode: containers (images ${images.mongo}, ${images.nats}, ${images.redis})`);

  const build = (kind: InfraKind) => {
    const image = images[kind];
    let c = new GenericContainer(image)
      .withExposedPorts(CONTAINER_PORTS[kind])
      .withLabels({ 'mathquest.test': 'infra', 'mathquest.test-run': runId })
      .withStartupTimeout(120_000);
    if (kind === 'mongo') {
      // Official mongod prints "Waiting for connections"; the local image (mongo-java-server) "local-mongo ready on".
      c = c.withWaitStrategy(Wait.forLogMessage(/Waiting for connections|local-mongo ready on/));
    } else if (kind === 'nats') {
      c = c.withCommand(['-js', '-sd', '/data']).withWaitStrategy(Wait.forLogMessage(/Server is ready/));
    } else {
      c = c.withCommand(['redis-server', '--save', '', '--appendonly', 'no', '--protected-mode', 'no']).withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/));
    }
    return c.start();
  };

  const results = await Promise.allSettled(KINDS.map(build));
  const containers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stop = async () => {
    await Promise.allSettled(containers.map((c) => c.stop({ timeout: 5_000 })));
  };
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await stop();
    throw (failed as PromiseRejectedResult).reason;
  }
  const [mongo, nats, redis] = containers as [(typeof containers)[0], (typeof containers)[0], (typeof containers)[0]];
  const url = (scheme: string, c: typeof mongo, port: number) => `${scheme}://${c.getHost() === 'localhost' ? '127.0.0.1' : c.getHost()}:${c.getMappedPort(port)}`;
  return {
    infra: {
      mode: 'containers',
      mongoUrl: url('mongodb', mongo, 27017),
      natsUrl: url('nats', nats, 4222),
      redisUrl: url('redis', redis, 6379),
    },
    stop,
  };
}

async function startProcesses(): Promise<Started> {
  log('mode: processes (mongo-java-server, nats-server -js, redis-server on 127.0.0.1; no Docker engine used)');
  const base = mkdtempSync(join(tmpdir(), 'mathquest-test-infra-'));
  const procs: InfraProcess[] = [];
  const stop = async () => {
    await Promise.allSettled(procs.map((p) => p.stop()));
    rmSync(base, { recursive: true, force: true });
  };
  try {
    const started = await Promise.allSettled(KINDS.map(async (k) => startInfraProcess(k, await freePort(), join(base, k))));
    for (const r of started) if (r.status === 'fulfilled') procs.push(r.value);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  } catch (err) {
    await stop();
    throw err;
  }
  const byKind = (k: InfraKind) => procs.find((p) => p.kind === k)!.url;
  return { infra: { mode: 'processes', mongoUrl: byKind('mongo'), natsUrl: byKind('nats'), redisUrl: byKind('redis') }, stop };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const wanted = (process.env.MATHQUEST_TEST_INFRA ?? 'auto').toLowerCase();
  if (!['auto', 'containers', 'processes'].includes(wanted)) {
    throw new Error(`MATHQUEST_TEST_INFRA must be auto, containers or processes (got '${wanted}')`);
  }
  const t0 = Date.now();
  let started: Started;
  if (wanted === 'processes') {
    started = await startProcesses();
  } else if (wanted === 'containers') {
    started = await startContainers(false);
  } else if (dockerAnswers()) {
    try {
      started = await startContainers(true);
    } catch (err) {
      log(`containers could not start (${(err as Error).message.split('\n')[0]}); falling back to processes`);
      started = await startProcesses();
    }
  } else {
    log('no Docker engine reachable');
    started = await startProcesses();
  }
  log(`ready in ${((Date.now() - t0) / 1000).toFixed(1)}s: mongo ${started.infra.mongoUrl}, nats ${started.infra.natsUrl}, redis ${started.infra.redisUrl}`);
  project.provide('infra', started.infra);
  return async () => {
    await started.stop();
  };
}
