// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClientErrorCode, isApiError } from './api-client';

/**
 * Every web API call parses its answer with its contract (docs/adr/0190). The API modules (in lib/,
 * a feature's `api/` folder, or `components/` when several features share them) are
 * found by name, not listed by hand: a new `*-api.ts` module, or a new function in one, is called
 * here against answers of the wrong shape and must reject with RESPONSE_SHAPE.
 */
const apiModules = import.meta.glob<Record<string, unknown>>(['./*-api.ts', '../features/**/*-api.ts', '../components/**/*-api.ts'], { eager: true });
/** Every web source file, to find calls of the client outside the API modules. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { eager: true, query: '?raw', import: 'default' });

type ApiFunction = (...args: unknown[]) => unknown;

function apiFunctions(): { name: string; fn: ApiFunction }[] {
  const found: { name: string; fn: ApiFunction }[] = [];
  for (const [file, mod] of Object.entries(apiModules)) {
    for (const [exportName, value] of Object.entries(mod)) {
      if (typeof value === 'function') found.push({ name: `${file} ${exportName}`, fn: value as ApiFunction });
      else if (value && typeof value === 'object') {
        for (const [key, member] of Object.entries(value)) {
          if (typeof member === 'function') found.push({ name: `${file} ${exportName}.${key}`, fn: member as ApiFunction });
        }
      }
    }
  }
  return found;
}

/** Answers no contract of the app accepts: an object of unknown keys, a number, an array of strings. */
const WRONG_SHAPES: unknown[] = [{ unexpected: 'shape' }, 42, ['wrong']];

describe('every web API call parses its response with its contract', () => {
  let shape: unknown = null;
  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, data: shape }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const functions = apiFunctions();

  it('finds the API modules', () => {
    expect(Object.keys(apiModules).length).toBeGreaterThanOrEqual(12);
    expect(functions.length).toBeGreaterThanOrEqual(90);
  });

  it.each(functions.map((f) => [f.name, f.fn] as const))('%s rejects a wrong-shaped answer with RESPONSE_SHAPE', async (_name, fn) => {
    for (const wrong of WRONG_SHAPES) {
      shape = wrong;
      const args = Array.from({ length: Math.max(fn.length, 3) }, () => 'sample');
      const outcome = await Promise.resolve()
        .then(() => fn(...args))
        .then(
          (value) => ({ resolved: value }),
          (err: unknown) => ({ rejected: err }),
        );
      expect(outcome, `answer ${JSON.stringify(wrong)}`).toHaveProperty('rejected');
      const err = (outcome as { rejected: unknown }).rejected;
      expect(isApiError(err) && err.code, `answer ${JSON.stringify(wrong)}: ${String(err)}`).toBe(ClientErrorCode.RESPONSE_SHAPE);
    }
  });

  it('calls the API client only from the API modules', () => {
    const outside = Object.entries(sources)
      .filter(([file]) => !file.endsWith('-api.ts') && !file.endsWith('/api-client.ts'))
      .filter(([, text]) => /\bapi\.(get|post|put|del|request)\s*[<(]/.test(text))
      .map(([file]) => file);
    expect(outside).toEqual([]);
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });
});
