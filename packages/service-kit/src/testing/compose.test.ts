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
import { REPO_ROOT } from './local-infra.js';

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string };
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

  it('builds one image per service from its own Dockerfile (multi-stage, non-root, /healthz)', () => {
    for (const name of APP_SERVICES) {
      const svc = compose.services[name];
      expect(svc, name).toBeDefined();
      expect(svc!.build?.dockerfile).toBe(`services/${name}/Dockerfile`);
      const file = join(REPO_ROOT, svc!.build!.context ?? '.', svc!.build!.dockerfile!);
      expect(existsSync(file), `${file} exists`).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(/^FROM node:20[^\s]* AS build$/m);
      expect(text).toMatch(/^FROM node:20-slim AS runtime$/m);
      expect(text).toMatch(/npm ci/);
      expect(text).toMatch(/bundle-service\.mjs/);
      expect(text).toMatch(/--omit=dev/);
      expect(text).toMatch(/^USER node$/m);
      expect(text).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
      expect(svc!.environment?.PORT).toBe(PORTS[name]);
      expect(svc!.environment?.HOST).toBe('0.0.0.0');
      expect(svc!.environment?.JWT_PUBLIC_KEY_FILE).toBeTruthy();
    }
    expect(compose.services.auth?.environment?.JWT_PRIVATE_KEY_FILE).toBeTruthy();
    expect(readFileSync(join(REPO_ROOT, 'services/gateway/Dockerfile'), 'utf8')).toMatch(/build -w @mathquest\/web/);
    expect(compose.services.gateway?.environment?.WEB_DIST_DIR).toBeTruthy();
    for (const up of ['AUTH_URL', 'GAME_URL', 'ENGAGEMENT_URL', 'TEACHER_URL', 'REALTIME_URL']) {
      expect(compose.services.gateway?.environment?.[up], up).toMatch(/^http:\/\/[a-z]+:\d+$/);
    }
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
  });
});
