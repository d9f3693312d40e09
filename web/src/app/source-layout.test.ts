import { describe, expect, it } from 'vitest';

/**
 * What lives where in web/src (docs/adr/0254): lib/ holds the app's infrastructure, utils/ small
 * helpers several features use, components/ shared UI, features/ each feature's screens, calls and
 * rules. Checked on the source text, so a new file in the wrong place fails here.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { eager: true, query: '?raw', import: 'default' });

/**
 * The student side's API modules still in lib/, each moving into its feature's api/ folder
 * (docs/product/web.md, "Left"); no other `*-api.ts` may live in lib/.
 */
const STUDENT_API_MODULES_MOVING = new Set(['adventure-api.ts', 'challenges-api.ts', 'engagement-api.ts', 'guild-api.ts', 'shop-api.ts', 'social-api.ts']);

/** Relative import specifiers of a module: static imports, re-exports and dynamic imports. */
function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]+)\1/g)].map((m) => m[2]!);
}

/** The web/src folder an import from `file` lands in ('features', 'lib', ...). */
function landsIn(file: string, spec: string): string {
  const parts = file.replace(/^\.\.\//, '').split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts[0] ?? '';
}

const filesUnder = (folder: string) => Object.keys(sources).filter((file) => file.startsWith(`../${folder}/`));

describe('web/src layout', () => {
  it('reads the sources', () => {
    expect(filesUnder('lib').length).toBeGreaterThan(5);
    expect(filesUnder('utils').length).toBeGreaterThan(2);
    expect(filesUnder('features').length).toBeGreaterThan(50);
  });

  it("lib/ holds no API module but the client: a feature's calls live in its api/ folder", () => {
    const apiModules = filesUnder('lib')
      .map((file) => file.slice('../lib/'.length))
      .filter((name) => name.endsWith('-api.ts') && !STUDENT_API_MODULES_MOVING.has(name));
    expect(apiModules).toEqual([]);
  });

  it('utils/ imports only packages and other utils', () => {
    const wrong = filesUnder('utils').flatMap((file) => importsOf(sources[file]!).filter((spec) => landsIn(file, spec) !== 'utils').map((spec) => `${file} imports ${spec}`));
    expect(wrong).toEqual([]);
  });

  it('finds a wrong import', () => {
    expect(landsIn('../components/privacy/use-erase-account.ts', '../../features/auth/api/auth-api')).toBe('features');
    expect(landsIn('../utils/words.ts', '../lib/api-client')).toBe('lib');
    expect(landsIn('../utils/words.ts', './confetti')).toBe('utils');
    expect(importsOf("import { a } from '../../features/x';\nexport { b } from './y';\nvoid import('../lib/z');")).toEqual(['../../features/x', './y', '../lib/z']);
  });
});
