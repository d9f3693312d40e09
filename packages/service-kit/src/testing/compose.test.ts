/**
 * Rules for the production docker-compose.yml (docs/adr/0003-production-compose.md).
 * Parses the file; additionally validates it with `docker compose config` or
 * `docker-compose config` when one of them is installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../local-infra/local-infra.js';

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  command?: string[] | string;
  container_name?: string;
  ports?: unknown[];
  healthcheck?: { test?: unknown };
  environment?: Record<string, string>;
  volumes?: string[];
  secrets?: unknown[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  secrets?: Record<string, { file?: string }>;
}

const composePath = join(REPO_ROOT, 'docker-compose.yml');
const compose = parse(readFileSync(composePath, 'utf8'), { merge: true }) as ComposeFile;
const APP_SERVICES = ['gateway', 'auth', 'game', 'engagement', 'teacher', 'realtime'];
const SERVICE_DOCKERFILE = 'services/Dockerfile';
const PORTS: Record<string, string> = { gateway: '8080', auth: '4001', game: '4002', engagement: '4003', teacher: '4004', realtime: '4005' };

describe('docker-compose.yml', () => {
  it('uses the official infrastructure images with persistent volumes', () => {
    expect(compose.services.mongo?.image).toMatch(/^mongo:7(\.|$)/);
    expect(compose.services.nats?.image).toMatch(/^nats:2\.10(\.\d+)?(-alpine)?$/);
    expect(compose.services.redis?.image).toMatch(/^redis:7(\.|$)/);
    const natsCmd = ([] as string[]).concat(compose.services.nats?.command ?? []).join(' ');
    expect(natsCmd).toMatch(/-js\b/);
    expect(natsCmd).toMatch(/-sd \/data\b/);
    for (const infra of ['mongo', 'nats', 'redis']) {
      const vols = compose.services[infra]?.volumes ?? [];
      expect(vols.length, `${infra} has a volume`).toBeGreaterThan(0);
      for (const v of vols) expect(Object.keys(compose.volumes ?? {})).toContain(v.split(':')[0]);
    }
  });

  it('gives every service a health check', () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      const dockerfile = svc.build?.dockerfile;
      const hasImageHealthcheck = dockerfile && /^HEALTHCHECK /m.test(readFileSync(join(REPO_ROOT, dockerfile), 'utf8'));
      expect(svc.healthcheck?.test ?? hasImageHealthcheck, `${name} health check`).toBeTruthy();
    }
  });

  it('builds one image per service from the one services/Dockerfile (multi-stage, non-root, /healthz)', () => {
    for (const name of APP_SERVICES) {
      const svc = compose.services[name];
      expect(svc, name).toBeDefined();
      expect(svc!.build?.dockerfile).toBe(SERVICE_DOCKERFILE);
      // The image is told which service it is and where it listens; the port agrees with the environment.
      expect(svc!.build?.args, `${name} build args`).toEqual({ SERVICE: name, PORT: PORTS[name] });
      expect(existsSync(join(REPO_ROOT, 'services', name, 'src', 'server.ts')), `services/${name}/src/server.ts exists`).toBe(true);
      expect(svc!.environment?.PORT).toBe(PORTS[name]);
      expect(svc!.environment?.HOST).toBe('0.0.0.0');
      expect(svc!.environment?.JWT_PUBLIC_KEY_FILE).toBeTruthy();
    }
    const file = join(REPO_ROOT, SERVICE_DOCKERFILE);
    expect(existsSync(file), `${file} exists`).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^FROM node:20[^\s]* AS build$/m);
    expect(text).toMatch(/^FROM node:20-slim AS runtime$/m);
    expect(text).toMatch(/^ARG SERVICE$/m);
    expect(text).toMatch(/^ARG PORT$/m);
    expect(text).toMatch(/npm ci/);
    expect(text).toMatch(/bundle-service\.mjs "\$SERVICE"/);
    expect(text).toMatch(/--omit=dev/);
    expect(text).toMatch(/^ENV .*NODE_ENV=production/m);
    expect(text).toMatch(/^ENV .*PORT=\$PORT/m);
    expect(text).toMatch(/^USER node$/m);
    expect(text).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    // Only the gateway image builds and carries the web app.
    expect(text).toMatch(/if \[ "\$SERVICE" = gateway \]; then npm run build -w @mathquest\/web/);
    // No service keeps a Dockerfile of its own beside the shared one.
    for (const name of APP_SERVICES) expect(existsSync(join(REPO_ROOT, 'services', name, 'Dockerfile')), `services/${name}/Dockerfile`).toBe(false);
    expect(compose.services.auth?.environment?.JWT_PRIVATE_KEY_FILE).toBeTruthy();
    expect(compose.services.gateway?.environment?.WEB_DIST_DIR).toBeTruthy();
    for (const up of ['AUTH_URL', 'GAME_URL', 'ENGAGEMENT_URL', 'TEACHER_URL', 'REALTIME_URL']) {
      expect(compose.services.gateway?.environment?.[up], up).toMatch(/^http:\/\/[a-z]+:\d+$/);
    }
  });

  it("gives each service only the variables it reads, and the infrastructure URLs it reads (their defaults are the host's)", () => {
    // The generated .env.example lists every variable a service's config reads (a unit test keeps
    // it in step with the schema), and none it accepts without reading; NODE_OPTIONS is read by
    // Node itself (the heap caps).
    const INFRA_URLS = ['MONGO_URL', 'NATS_URL', 'REDIS_URL'];
    const READ_BY_NODE = ['NODE_OPTIONS'];
    for (const name of APP_SERVICES) {
      const example = readFileSync(join(REPO_ROOT, 'services', name, '.env.example'), 'utf8');
      const reads = new Set([...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!).concat(READ_BY_NODE));
      const given = Object.keys(compose.services[name]?.environment ?? {});
      expect(given.filter((v) => !reads.has(v)), `${name} is given variables it does not read`).toEqual([]);
      expect(INFRA_URLS.filter((v) => reads.has(v) && !given.includes(v)), `${name} misses infrastructure URLs it reads`).toEqual([]);
    }
    // As they stand: the gateway has no storage and no events; realtime no storage.
    expect(compose.services.gateway?.environment).not.toHaveProperty('MONGO_URL');
    expect(compose.services.gateway?.environment).not.toHaveProperty('NATS_URL');
    expect(compose.services.realtime?.environment).not.toHaveProperty('MONGO_URL');
    expect(compose.services.game?.environment).toMatchObject({ MONGO_URL: expect.any(String), NATS_URL: expect.any(String), REDIS_URL: expect.any(String) });
  });

  it('publishes only the gateway and lets game and realtime scale', () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      expect(svc.container_name, `${name} has no container_name`).toBeUndefined();
      if (name !== 'gateway') expect(svc.ports, `${name} publishes no host port`).toBeUndefined();
    }
    expect(compose.services.gateway?.ports).toHaveLength(1);
    expect(String(compose.services.gateway?.ports?.[0])).toMatch(/:8080$/);
  });

  it('is valid for docker compose (when a compose binary is installed)', () => {
    const candidates: [string, string[]][] = [
      ['docker', ['compose']],
      ['docker-compose', []],
    ];
    const found = candidates.find(([cmd, pre]) => spawnSync(cmd, [...pre, 'version'], { stdio: 'ignore', timeout: 20_000 }).status === 0);
    if (!found) {
      console.warn('[compose.test] skipped `docker compose config`: neither `docker compose` nor `docker-compose` is installed');
      return;
    }
    // Secrets must point at files for the config to validate: use throw-away ones.
    const keys = mkdtempSync(join(tmpdir(), 'mq-compose-keys-'));
    try {
      writeFileSync(join(keys, 'jwt-public.pem'), 'x');
      writeFileSync(join(keys, 'jwt-private.pem'), 'x');
      const [cmd, pre] = found;
      const res = spawnSync(cmd, [...pre, '-f', composePath, 'config', '-q'], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, MATHQUEST_KEYS_DIR: keys },
      });
      expect(res.status, `${cmd} ${pre.join(' ')} config: ${res.stderr}`).toBe(0);
    } finally {
      rmSync(keys, { recursive: true, force: true });
    }
  }, 120_000); // two child processes (version probe, then config) with their own time-outs: the test's budget covers both on a loaded machine
});
