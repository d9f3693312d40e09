/**
 * One realtime instance run as a process of its own (test/helpers/realtime-child.ts), joined to a
 * test cluster of in-process instances (helpers/realtime.ts `startCluster`) through the same Redis
 * adapter key, so a test can kill it with SIGKILL: no shutdown hook, no disconnect handler runs,
 * exactly as when a machine or container dies.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, testInfra, testKeys } from '@mathquest/service-kit/testing';
import type { RealtimeConfig } from '../../src/config.js';
import { exited, keepOutput, waitReady } from './child-process.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const STARTUP_TIMEOUT_MS = 120_000;

export interface RealtimeProcess {
  url: string;
  /** SIGKILL; resolves once the process is gone. */
  kill(): Promise<void>;
}

/** Test-only settings the child takes as JSON (the rest comes from its environment, as in production). */
export type ChildOptions = Pick<RealtimeConfig, 'adapterKey' | 'durableSuffix' | 'roomTimings' | 'roomTickMs' | 'presenceRefreshMs' | 'presenceTtlMs' | 'presenceSweepMs'>;

/** `env`: variables of the service's own schema (e.g. INSTANCE_HEARTBEAT_MS). */
export async function startRealtimeProcess(options: ChildOptions, env: Record<string, string> = {}): Promise<RealtimeProcess> {
  const infra = testInfra();
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/realtime/test/helpers/realtime-child.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NATS_URL: infra.natsUrl,
      REDIS_URL: infra.redisUrl,
      JWT_PUBLIC_KEY: testKeys().publicKeyPem,
      REALTIME_TEST_OPTIONS: JSON.stringify(options),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepOutput(child);
  const url = `http://127.0.0.1:${port}`;
  const kill = async () => {
    const done = exited(child);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await done;
  };
  try {
    await waitReady('realtime', url, child, output, STARTUP_TIMEOUT_MS);
  } catch (err) {
    await kill();
    throw err;
  }
  return { url, kill };
}
