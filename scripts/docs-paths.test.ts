/**
 * Every repository path that README.md and docs/ name exists: relative links (`[text](path)`) and
 * code spans that start at a top-level folder (`services/...`, `web/...`). A moved file fails here
 * until its docs follow it. Build outputs (`web/dist`) are named but not committed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TOP_LEVEL = /^(services|packages|web|e2e|scripts|tools|docs|deploy|\.ci)\//;
const BUILD_OUTPUTS = new Set(['web/dist']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** Paths a page names: its relative link targets (resolved from the page) and its code spans of repository paths. */
export function namedPaths(page: string, text: string): string[] {
  const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => relative(ROOT, resolve(dirname(page), target)));
  const spans = [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!.replace(/[.,:;]$/, '').replace(/:\d+(?:-\d+)?$/, ''))
    .filter((span) => TOP_LEVEL.test(span) && !/[<>*{}]/.test(span));
  return [...links, ...spans];
}

describe('paths named in the docs', () => {
  const pages = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];

  it('reads every page', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it('finds a moved file', () => {
    expect(namedPaths(join(ROOT, 'docs/README.md'), 'see `services/game/src/nowhere.ts` and [x](gone.md)')).toEqual(['docs/gone.md', 'services/game/src/nowhere.ts']);
  });

  it.each(pages.map((page) => [relative(ROOT, page), page]))('%s names only paths that exist', (_name, page) => {
    const missing = namedPaths(page, readFileSync(page, 'utf8')).filter((path) => !BUILD_OUTPUTS.has(path) && !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });
});
