/**
 * docs/status.md is the one list of what is built: its table is checked here against the web app's
 * routes and the services' HTTP routes (read from the source), both ways.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HTTP_SERVICES = ['auth', 'game', 'engagement', 'teacher', 'realtime'] as const;

interface FeatureRow {
  feature: string;
  screens: string[];
  calls: string[];
  status: 'built' | 'planned';
}

const codeSpans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

export function featureRows(markdown: string): FeatureRow[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Feature') && !line.startsWith('| ---'))
    .map((line) => {
      const [feature, screens, calls, status] = line.split('|').slice(1).map((cell) => cell.trim());
      if (status !== 'built' && status !== 'planned') throw new Error(`docs/status.md: "${feature}" has status "${status}"`);
      return { feature: feature!, screens: codeSpans(screens!), calls: codeSpans(calls!), status };
    });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The web app's route paths, from its path config. */
function webScreens(): string[] {
  const config = ['web/src/config/paths.ts', 'web/src/config/area-paths.ts'].map((file) => readFileSync(join(ROOT, file), 'utf8')).join('\n');
  return [...config.matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => m[1]!);
}

/** Every HTTP route of the services, as `METHOD /api/<service>/path`. */
export function serviceRoutes(): string[] {
  return HTTP_SERVICES.flatMap((service) =>
    sourceFiles(join(ROOT, 'services', service, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\.(get|post|put|patch|delete)\(\s*'(\/[^']*)'/g)].map((m) => `${m[1]!.toUpperCase()} /api/${service}${m[2]}`),
    ),
  );
}

/** Whether a call of the table (`METHOD /path`, `*` for any method, a trailing `*` for any route under it) names a route. */
export function callCovers(call: string, route: string): boolean {
  const [method, path] = call.split(' ') as [string, string];
  const [routeMethod, routePath] = route.split(' ') as [string, string];
  if (method !== '*' && method !== routeMethod) return false;
  return path.endsWith('*') ? routePath.startsWith(path.slice(0, -1)) : routePath === path;
}

describe('docs/status.md', () => {
  const rows = featureRows(readFileSync(join(ROOT, 'docs/status.md'), 'utf8'));
  const screens = webScreens();
  const routes = serviceRoutes();

  it('reads the table and the code', () => {
    expect(rows.length).toBeGreaterThan(15);
    expect(screens).toContain('/teacher/dashboard');
    expect(routes).toContain('POST /api/game/problem/submit');
  });

  it('matches calls by method and path', () => {
    expect(callCovers('* /api/engagement/pets*', 'POST /api/engagement/pets/:id/feed')).toBe(true);
    expect(callCovers('GET /api/engagement/wallet', 'GET /api/engagement/wallet')).toBe(true);
    expect(callCovers('GET /api/engagement/wallet', 'POST /api/engagement/wallet')).toBe(false);
    expect(callCovers('GET /api/game/children*', 'GET /api/game/problems')).toBe(false);
  });

  it.each(rows.filter((row) => row.status === 'built').map((row) => [row.feature, row]))('built: %s has its screens and calls', (_feature, row) => {
    expect(row.screens.filter((screen) => !screens.includes(screen))).toEqual([]);
    expect(row.calls.filter((call) => !routes.some((route) => callCovers(call, route)))).toEqual([]);
  });

  it.each(rows.filter((row) => row.status === 'planned').map((row) => [row.feature, row]))('planned: %s has none of its screens or calls yet', (_feature, row) => {
    expect(row.screens.filter((screen) => screens.includes(screen))).toEqual([]);
    expect(row.calls.filter((call) => routes.some((route) => callCovers(call, route)))).toEqual([]);
  });

  it('lists every screen of the web app', () => {
    const listed = new Set(rows.flatMap((row) => row.screens));
    expect(screens.filter((screen) => !listed.has(screen))).toEqual([]);
  });

  it('lists every HTTP route of every service', () => {
    const calls = rows.flatMap((row) => row.calls);
    expect(routes.filter((route) => !calls.some((call) => callCovers(call, route)))).toEqual([]);
  });
});
