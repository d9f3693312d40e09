/**
 * Every container of the production docker-compose.yml has a memory limit, and the process
 * inside it a cap below that limit (docs/benchmarks.md, "Memory").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../local-infra/local-infra.js';

interface ComposeService {
  command?: string[] | string;
  environment?: Record<string, string>;
  mem_limit?: string;
}
const compose = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
const APP_SERVICES = ['gateway', 'auth', 'game', 'engagement', 'teacher', 'realtime'];

/** Compose's byte values ("448m", "1g") in MiB. */
function mib(value: string | undefined): number {
  const m = /^(\d+(?:\.\d+)?)\s*([kmg])b?$/i.exec(value ?? '');
  if (!m) throw new Error(`not a memory size: ${value}`);
  const factor = { k: 1 / 1024, m: 1, g: 1024 }[m[2]!.toLowerCase() as 'k' | 'm' | 'g'];
  return Number(m[1]) * factor;
}
const command = (s: ComposeService | undefined) => ([] as string[]).concat(s?.command ?? []);
const flagValue = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

describe('docker-compose.yml memory', () => {
  it('limits every container', () => {
    for (const [name, s] of Object.entries(compose.services)) expect(mib(s.mem_limit), name).toBeGreaterThan(0);
  });

  it("caps each service's heap well below its container's limit", () => {
    for (const name of APP_SERVICES) {
      const s = compose.services[name]!;
      const heap = /--max-old-space-size=(\d+)/.exec(s.environment?.NODE_OPTIONS ?? '');
      expect(heap, `${name} NODE_OPTIONS`).not.toBeNull();
      // Code, buffers and the young generation live outside the old space.
      expect(Number(heap![1]) + 128, name).toBeLessThanOrEqual(mib(s.mem_limit));
    }
  });

  it('caps the infrastructure below its limits; Redis never evicts', () => {
    const mongo = command(compose.services.mongo);
    expect(Number(flagValue(mongo, '--wiredTigerCacheSizeGB')) * 1024).toBeLessThan(mib(compose.services.mongo?.mem_limit));
    expect(mib(compose.services.nats?.environment?.GOMEMLIMIT?.replace(/iB$/, ''))).toBeLessThan(mib(compose.services.nats?.mem_limit));
    const redis = command(compose.services.redis);
    expect(flagValue(redis, '--maxmemory-policy')).toBe('noeviction');
    expect(mib(flagValue(redis, '--maxmemory'))).toBeLessThan(mib(compose.services.redis?.mem_limit));
  });
});
