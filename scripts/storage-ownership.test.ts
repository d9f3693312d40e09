/**
 * Each service owns its data (docs/adr/0195): no Redis key and no MongoDB collection is named by
 * two services, no service opens another's database, and storage calls live in `repositories/`.
 * The names are read from each service's repositories (scripts/lib/storage-names.ts); a key one
 * service writes and another reads shows up as the same key head in both. Fixtures below prove
 * the check fails on a deliberately shared key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STORAGE_CALL, namesInFile, opensOtherDatabase, sharedNames, type SourceFile, type StorageName } from './lib/storage-names.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Storage files outside `repositories/`, each with why (remove a line once the file moves). Their
 * names are collected too.
 */
const STORAGE_OUTSIDE_REPOSITORIES: Record<string, string> = {
  'services/game/src/events/outbox.ts': "the outbox store over the game's own documents (docs/adr/0072)",
  'services/gateway/src/plugins/limits/shared-limiter.ts': "the gateway's shared rate-limit windows (its only storage)",
};

/**
 * Keys still read by a second service (the reader's key head), each with what reads it
 * (docs/adr/0195). The test fails when one of these is no longer shared (so the line goes) or a
 * new one appears.
 */
const KNOWN_SHARED: Record<string, string> = {};

function tsFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

const read = (path: string): SourceFile => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') });
const SERVICES = readdirSync(join(ROOT, 'services'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

function storageFiles(service: string): SourceFile[] {
  // Every repositories/ folder of the service, a module's own included (engagement's src/social/*/repositories/, docs/adr/0220).
  const repositories = tsFiles(join(ROOT, 'services', service, 'src')).filter((p) => p.includes('/repositories/'));
  const others = Object.keys(STORAGE_OUTSIDE_REPOSITORIES).filter((p) => p.startsWith(`services/${service}/`));
  return [...repositories, ...others.map((p) => join(ROOT, p))].map(read);
}

const names = (service: string, files: SourceFile[]): StorageName[] => files.flatMap((f) => namesInFile(service, f));

describe('storage ownership', () => {
  const all = SERVICES.flatMap((s) => names(s, storageFiles(s)));

  it('collects the names of every service that keeps data', () => {
    const byService = new Set(all.map((n) => n.service));
    for (const s of ['auth', 'game', 'engagement', 'teacher', 'realtime']) expect(byService, s).toContain(s);
    expect(all.some((n) => n.kind === 'mongo')).toBe(true);
    expect(all.filter((n) => n.service === 'realtime').map((n) => n.name)).toContain('realtime:guild-of:');
  });

  it('finds no Redis key or collection used by two services (besides the listed ones, still shared)', () => {
    const shared = sharedNames(all);
    const unexpected = shared.filter((g) => !g.names.some((n) => n in KNOWN_SHARED));
    expect(unexpected.map((g) => `${g.names.join(' / ')} in ${g.services.join(' and ')}: ${[...new Set(g.uses.map((u) => u.path))].join(', ')}`)).toEqual([]);
    const stillShared = new Set(shared.flatMap((g) => g.names));
    expect(Object.keys(KNOWN_SHARED).filter((n) => !stillShared.has(n))).toEqual([]);
  });

  it('opens no other database than the service’s own', () => {
    const offenders = SERVICES.flatMap((s) => tsFiles(join(ROOT, 'services', s, 'src')).map(read)).filter(opensOtherDatabase);
    expect(offenders.map((f) => f.path)).toEqual([]);
  });

  it('makes storage calls in repositories/ only', () => {
    const offenders = SERVICES.flatMap((s) => tsFiles(join(ROOT, 'services', s, 'src')).map(read))
      .filter((f) => !f.path.includes('/repositories/') && !(f.path in STORAGE_OUTSIDE_REPOSITORIES) && STORAGE_CALL.test(f.text))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('keeps packages/contracts free of storage key names', () => {
    const contracts = tsFiles(join(ROOT, 'packages', 'contracts', 'src')).map(read);
    const keys = contracts.flatMap((f) => namesInFile('contracts', f)).filter((n) => n.kind === 'redis' && /^(engagement|realtime|auth|game|teacher|gateway|mathquest):/.test(n.name));
    expect(keys.map((k) => `${k.name} (${k.path})`)).toEqual([]);
  });
});

describe('the ownership check itself', () => {
  const file = (path: string, text: string): SourceFile => ({ path, text });

  it('fails on a key builder two services share, and on one head that starts the other', () => {
    const a = names('alpha', [file('services/alpha/src/repositories/x.ts', 'export const k = (id: string) => `shared:thing:${id}`;')]);
    const b = names('beta', [file('services/beta/src/repositories/y.ts', "const K = 'shared:thing:';\nconst L = `shared:${'x'}`;")]);
    const shared = sharedNames([...a, ...b]);
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ kind: 'redis', names: ['shared:', 'shared:thing:'], services: ['alpha', 'beta'] });
  });

  it('reads keys inside Lua scripts and collection names, and passes names each service keeps to itself', () => {
    const a = names('alpha', [
      file('services/alpha/src/repositories/x.ts', "const LUA = `\nredis.call('SET', 'alpha:window:' .. k, 1)\n`;\nconst c = db.collection<Doc>('things');"),
    ]);
    expect(a.map((n) => n.name).sort()).toEqual(['alpha/things', 'alpha:window:']);
    const b = names('beta', [file('services/beta/src/repositories/y.ts', "const c = db.collection('things');\nconst k = (id: string) => `beta:window:${id}`;")]);
    // Same collection name in two services' own databases: not shared.
    expect(sharedNames([...a, ...b])).toEqual([]);
    const c = names('gamma', [file('services/gamma/src/repositories/z.ts', "redis.get('alpha:window:x')")]);
    expect(sharedNames([...a, ...c]).map((g) => g.services)).toEqual([['alpha', 'gamma']]);
  });

  it('notices another database opened by name, and a storage call outside repositories/', () => {
    expect(opensOtherDatabase(file('x.ts', "conn.useDb('engagement')"))).toBe(true);
    expect(opensOtherDatabase(file('x.ts', 'conn.db.collection("x")'))).toBe(false);
    expect(STORAGE_CALL.test("await opts.redis.hgetall(key)")).toBe(true);
    expect(STORAGE_CALL.test('map.get(key)')).toBe(false);
  });
});
