import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_SCOPES } from './scopes';

/**
 * Every message a component asks for by a literal key exists where it will look
 * (docs/product/i18n.md, "Where a string goes"): in the core catalogue or a scope the file names
 * with `useI18n('<scope>')`. A file that formats with a formatter it was handed (no `useI18n` of its
 * own) may use any catalogue's key. Keys built at run time are not checked here; the browser
 * tests' console watch fails on a missing one.
 */
const SRC = join(__dirname, '..');
const FILES = import.meta.glob<Record<string, string>>('./messages/**/en.json', { eager: true, import: 'default' });

const keysOf = (folder: string) => Object.keys(FILES[folder === 'core' ? './messages/en.json' : `./messages/${folder}/en.json`] ?? {});
const CORE = new Set(keysOf('core'));
const BY_SCOPE = new Map(MESSAGE_SCOPES.map((s) => [s as string, new Set(keysOf(s))]));
const ANY = new Set([...CORE, ...[...BY_SCOPE.values()].flatMap((k) => [...k])]);

function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, into);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) into.push(path);
  }
  return into;
}

/** The literal keys a file formats: `formatMessage({ id: '…' }` and `{ id: '…' }` descriptors next to `defaultMessage`-less calls. */
function literalKeys(source: string): string[] {
  return [...source.matchAll(/formatMessage\(\s*\{\s*id:\s*'([^']+)'/g)].map((m) => m[1]!);
}

describe('messages asked for by key', () => {
  it('exist in the catalogues the component reads', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const source = readFileSync(file, 'utf8');
      const keys = literalKeys(source);
      if (keys.length === 0) continue;
      const scopes = [...source.matchAll(/useI18n\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!);
      const ownsFormatter = /useI18n\(/.test(source);
      const known = ownsFormatter ? new Set([...CORE, ...scopes.flatMap((s) => [...(BY_SCOPE.get(s) ?? [])])]) : ANY;
      for (const key of keys) if (!known.has(key)) missing.push(`${relative(SRC, file)}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('finds a key a file asks for that is in no catalogue it reads', () => {
    expect(literalKeys(`intl.formatMessage({ id: 'teacher.nowhere' })`)).toEqual(['teacher.nowhere']);
    expect(CORE.has('teacher.nowhere')).toBe(false);
  });
});
