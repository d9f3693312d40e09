/**
 * No import cycles in the source of a service, a package or the web app, type-only imports
 * included (docs/adr/0225): a cycle means two modules each need the other, which hides the order
 * they are evaluated in and is how a shared type ends up owned by neither. The shared part goes
 * into a leaf module both import (as engagement's domain/player-state.ts and the game's
 * repositories/duplicate-key.ts). madge reads the import graph with the TypeScript parser and the
 * workspace's tsconfig (its path aliases); eslint's import-x/no-cycle skips `import type`, which is
 * where these cycles were. A fixture proves the check finds a type-only cycle.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const workspaces = [
  ...['services', 'packages'].flatMap((group) =>
    readdirSync(join(ROOT, group), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `${group}/${d.name}`),
  ),
  'web',
];

/** The import cycles among the TypeScript sources under `dir` (tests left out), each as its files in order. */
async function cyclesIn(dir: string, tsConfig?: string): Promise<string[][]> {
  const graph = await madge(dir, {
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/\.test\.tsx?$/, /\.d\.ts$/],
    ...(tsConfig ? { tsConfig } : {}),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return graph.circular();
}

describe('import cycles', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('are found, type-only ones too (fixture)', async () => {
    writeFileSync(join(fixture, 'whole.ts'), "import type { Part } from './part.js';\nexport interface Whole { part: Part }\n");
    writeFileSync(join(fixture, 'part.ts'), "import type { Whole } from './whole.js';\nexport interface Part { of?: Whole }\n");
    writeFileSync(join(fixture, 'leaf.ts'), 'export const leaf = 1;\n');
    expect(await cyclesIn(fixture)).toEqual([['part.ts', 'whole.ts']]);
  });

  it.each(workspaces)('none in %s/src', async (workspace) => {
    expect(await cyclesIn(join(ROOT, workspace, 'src'), join(ROOT, workspace, 'tsconfig.json'))).toEqual([]);
  }, 120_000);
});
