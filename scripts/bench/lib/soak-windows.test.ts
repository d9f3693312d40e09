import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cost, CostMeter, Snapshot } from './cost.js';
import { formatWindows, SoakWindows } from './soak-windows.js';

/** A meter whose readings are numbered; the cost between two readings is what the test says. */
function fakeMeter(costs: Map<string, Cost>) {
  let n = 0;
  return {
    mark: async () => ({ answers: n++ }) as unknown as Snapshot,
    between: (a: Snapshot, b: Snapshot) => costs.get(`${(a as unknown as { answers: number }).answers}-${(b as unknown as { answers: number }).answers}`)!,
  } as unknown as CostMeter;
}

const cost = (answers: number, gameMs: number, storageMs: number): Cost => ({
  answers,
  cpuMsPerAnswer: new Map([
    ['game', gameMs],
    ['storage', storageMs],
    ['bench client', 100],
  ]),
  storagePerAnswer: new Map([['game', { total: 5, byCommand: new Map([['find', 2]]) }]]),
  missing: [],
});

afterEach(() => {
  vi.useRealTimers();
});

async function run(first: Cost, last: Cost) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  const windows = new SoakWindows(
    fakeMeter(
      new Map([
        ['0-1', first],
        ['2-3', last],
      ]),
    ),
    10,
    3,
  );
  windows.begin();
  windows.latency('submit', 10, performance.now() + 60_000); // first window
  windows.latency('submit', 999, performance.now() + 5 * 60_000); // between the windows: in neither
  windows.latency('next', 999, performance.now() + 60_000); // not a submit
  await vi.advanceTimersByTimeAsync(3 * 60_000); // the first window's end
  await vi.advanceTimersByTimeAsync(4 * 60_000); // the last window's start
  windows.latency('submit', 11, performance.now() + 60_000);
  await vi.advanceTimersByTimeAsync(3 * 60_000);
  return windows.end();
}

describe('the long soak windows', () => {
  it('compare the last window with the first: CPU per answer of the stack (not the bench) and submit p99', async () => {
    const w = await run(cost(1000, 3, 4), cost(1000, 3.3, 4.4));
    expect(w.first.submits).toEqual([10]);
    expect(w.last.submits).toEqual([11]);
    expect(w.failures(0.2)).toEqual([]);
    expect(formatWindows(w, 0.2)).toContain('the last within 20 % of the first');
  });

  it('fail when an answer costs more at the end than at the start', async () => {
    const w = await run(cost(1000, 3, 4), cost(1000, 3, 8));
    expect(w.failures(0.2)).toEqual([expect.stringMatching(/CPU per answer is 1\.57 ×/)]);
  });
});
