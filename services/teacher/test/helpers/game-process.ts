/**
 * The game service as its own process (services may not import each other): started with
 * `npx tsx services/game/src/server.ts` against the test infrastructure, with its own database and
 * durable consumer names, and stopped by the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort, testInfra, uniqueDbName, waitForPort } from '@mathquest/service-kit/testing';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface GameProcess {
  url: string;
  stop(): Promise<void>;
}

export async function startGameProcess(publicKeyPem: string): Promise<GameProcess> {
  const infra = testInfra();
  const port = await freePort();
  // One process (node with tsx's loader), so stopping it stops the service: npx and the tsx CLI would leave a child behind.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'services/game/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MONGO_URL: infra.mongoUrl,
      MONGO_DB: uniqueDbName('teacher_play_game'),
      NATS_URL: infra.natsUrl,
      JWT_PUBLIC_KEY: publicKeyPem,
      BANK_SEEDS: '0',
      NATS_DURABLE_SUFFIX: `tp${randomBytes(4).toString('hex')}`,
      REDIS_URL: infra.redisUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForPort(port, { child, timeoutMs: 120_000, what: 'the game service' });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
