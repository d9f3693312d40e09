import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  envVariables,
  expectedEnvExamples,
  loadServiceSchemas,
  renderEnvExample,
  REPO_ROOT,
  SERVICE_NOTES,
  staleEnvExamples,
  type ServiceEnvSource,
} from './generate-env-examples.js';

describe('env schema → variables', () => {
  const schema = z.object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4001).describe('Port.'),
    LEVEL: z.enum(['a', 'b']).default('b').describe('Level.'),
    KEY: z.string().optional().describe('A key.'),
    FLAG: z.enum(['true', 'false']).default('false').transform((v) => v === 'true').describe('A flag.'),
    COUNT: z.coerce.number().int().min(0).default(3).describe('A count.'),
  });

  it('reads name, default, constraint and description in schema order', () => {
    expect(envVariables(schema)).toEqual([
      { name: 'PORT', description: 'Port.', defaultValue: '4001', constraint: 'Whole number from 0 to 65535.' },
      { name: 'LEVEL', description: 'Level.', defaultValue: 'b', constraint: 'One of: a, b.' },
      { name: 'KEY', description: 'A key.', defaultValue: undefined, constraint: undefined },
      { name: 'FLAG', description: 'A flag.', defaultValue: 'false', constraint: 'One of: true, false.' },
      { name: 'COUNT', description: 'A count.', defaultValue: '3', constraint: 'Whole number, at least 0.' },
    ]);
  });

  it('refuses a variable without a description, naming it', () => {
    expect(() => envVariables(z.object({ A: z.string().describe('ok'), B: z.string().default('x') }), 'demo')).toThrow(
      "demo: add .describe('...') to B",
    );
  });

  it('writes defaults as assignments, variables without one commented out, and leaves out unused ones', () => {
    const text = renderEnvExample({ service: 'demo', schemaName: 'DemoEnvSchema', schema }, { notRead: ['COUNT'] });
    expect(text).toContain('# Port. Whole number from 0 to 65535.\nPORT=4001\n');
    expect(text).toContain('# A key.\n# KEY=\n');
    expect(text).not.toContain('COUNT=');
    expect(text).toContain('not used by this service, so not listed: COUNT.');
  });
});

describe('the services', () => {
  // Importing the six config modules loads each service's dependencies (mongoose, nats, fastify):
  // done once here, with room for a cold module cache on a busy machine.
  let sources: ServiceEnvSource[];
  let files: Map<string, string>;
  beforeAll(async () => {
    sources = await loadServiceSchemas(REPO_ROOT);
    files = await expectedEnvExamples(REPO_ROOT);
  }, 120_000);

  it('all have a config schema', () => {
    expect(sources.map((s) => s.service)).toEqual(['auth', 'engagement', 'game', 'gateway', 'realtime', 'teacher']);
  });

  it('have committed .env.example files that match their schemas (run `npx tsx scripts/generate-env-examples.ts` after changing one)', async () => {
    expect([...files.keys()]).toHaveLength(sources.length);
    expect(await staleEnvExamples(REPO_ROOT)).toEqual([]);
  });

  it('document what they read: the gateway its limits and upstream pool, and no MONGO_URL', () => {
    const gateway = files.get('services/gateway/.env.example')!;
    for (const name of ['TRUST_PROXY=', 'AUTH_RATE_LIMIT_MAX=', 'UPSTREAM_TIMEOUT_MS=', 'WEB_ORIGIN=']) expect(gateway).toContain(name);
    expect(gateway).not.toMatch(/^#? ?MONGO_URL=/m);
    expect(files.get('services/game/.env.example')).toContain('BANK_SEEDS=');
    expect(files.get('services/auth/.env.example')).toContain('OUTBOX_SWEEP_INTERVAL_MS=');
    expect(files.get('services/realtime/.env.example')).not.toMatch(/^#? ?MONGO_URL=/m);
  });

  it('have every variable they read named in the README (whose table points at the .env.example files)', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const missing: string[] = [];
    for (const source of sources) {
      const notRead = new Set(SERVICE_NOTES[source.service]?.notRead ?? []);
      for (const v of envVariables(source.schema)) {
        if (!notRead.has(v.name) && !readme.includes(`\`${v.name}\``)) missing.push(`${source.service}: ${v.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
