/**
 * The heap growing factor set from a service's own code: V8 takes it at run time as it would
 * from the command line, and the services that allocate a lot per answer set it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_FLAG } from './heap-growth.js';
import { REPO_ROOT } from './local-infra/local-infra.js';

/**
 * Counts the major collections of a process under a 192 MB cap that keeps a ring of 50,000
 * objects alive (each promoted, then dropped) while it makes 3 million; `setup` runs first.
 */
function majorCollections(nodeFlags: string[], setup: string): number {
  const script = `
    const { PerformanceObserver, constants } = require('node:perf_hooks');
    ${setup}
    let majors = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors++;
    }).observe({ entryTypes: ['gc'] });
    const ring = new Array(50000);
    for (let i = 0; i < 3000000; i++) ring[i % ring.length] = { i, s: 'y'.repeat(100) + i, a: [i, i + 1] };
    setTimeout(() => console.log(JSON.stringify({ majors, kept: ring.length })), 100);
  `;
  const run = spawnSync(process.execPath, ['--max-old-space-size=192', ...nodeFlags, '-e', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return (JSON.parse(run.stdout) as { majors: number }).majors;
}

describe('growHeapBetweenCollections', () => {
  it('makes major collections rarer when set at run time, as the command-line flag does', () => {
    const defaults = majorCollections([], '');
    const atRunTime = majorCollections([], `require('node:v8').setFlagsFromString(${JSON.stringify(HEAP_GROWING_FLAG)});`);
    const onCommandLine = majorCollections([HEAP_GROWING_FLAG], '');
    // Measured 35 with V8's own factor against 19 with the flag either way.
    expect(atRunTime).toBeLessThan(defaults * 0.75);
    expect(onCommandLine).toBeLessThan(defaults * 0.75);
    expect(Math.abs(atRunTime - onCommandLine)).toBeLessThanOrEqual(Math.max(3, onCommandLine * 0.25));
  });

  it('is set by the gateway, the game and engagement, and not by the services that promote little', () => {
    const callsIt = (service: string) => readFileSync(join(REPO_ROOT, 'services', service, 'src', 'server.ts'), 'utf8').includes('growHeapBetweenCollections();');
    expect(['gateway', 'game', 'engagement'].filter(callsIt)).toEqual(['gateway', 'game', 'engagement']);
    expect(['auth', 'teacher', 'realtime'].filter(callsIt)).toEqual([]);
  });
});
