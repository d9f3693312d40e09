import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('./', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** Tests, the test kit (src/testing/) and the golden digests live beside the code but are never imported by it. */
const isTestCode = (rel: string): boolean => rel.endsWith('.test.ts') || rel.startsWith('testing/') || rel.startsWith('golden/');

describe('packages/maths/src (what the services import)', () => {
  it('imports neither vitest nor the test kit outside tests', () => {
    const offenders = sourceFiles(SRC)
      .map((f) => [f, f.slice(SRC.length)] as const)
      .filter(([, rel]) => !isTestCode(rel))
      .filter(([f]) => /from '(vitest|[./]+\/(testing|golden)\/[^']*)'/.test(readFileSync(f, 'utf8')));
    expect(offenders.map(([, rel]) => rel)).toEqual([]);
  });
});
