import { describe, expect, it } from 'vitest';
import { SharedWindowLimiter, type WindowCounts } from './shared-limiter.js';

/** The shared counts as Redis keeps them (the integration test uses Redis itself). */
class MemoryCounts implements WindowCounts {
  readonly totals = new Map<string, number>();
  down = false;
  async add(increments: ReadonlyArray<readonly [string, number]>): Promise<number[]> {
    if (this.down) throw new Error('down');
    return increments.map(([key, n]) => {
      const total = (this.totals.get(key) ?? 0) + n;
      this.totals.set(key, total);
      return total;
    });
  }
}

describe('SharedWindowLimiter', () => {
  it('is exact within one instance: max hits pass, the next waits until the window ends', () => {
    let t = 120_000 + 15_000;
    const l = new SharedWindowLimiter({ max: 3, windowMs: 60_000, counts: new MemoryCounts(), prefix: 'w:', now: () => t });
    expect([l.hit('a'), l.hit('a'), l.hit('a'), l.hit('b')]).toEqual([0, 0, 0, 0]);
    expect(l.hit('a')).toBe(45);
    t = 180_000; // the next window
    expect(l.hit('a')).toBe(0);
  });

  it("adds up the instances' hits after a sync, under one key per window", async () => {
    const counts = new MemoryCounts();
    const t = 60_000 * 7 + 1_000;
    const one = new SharedWindowLimiter({ max: 4, windowMs: 60_000, counts, prefix: 'w:', now: () => t });
    const two = new SharedWindowLimiter({ max: 4, windowMs: 60_000, counts, prefix: 'w:', now: () => t });
    expect([one.hit('ip'), one.hit('ip'), one.hit('ip')]).toEqual([0, 0, 0]);
    await one.sync();
    expect(counts.totals.get('w:ip:7')).toBe(3);
    expect(two.hit('ip')).toBe(0); // two has not synced yet: it knows its own hit only
    await two.sync();
    expect(counts.totals.get('w:ip:7')).toBe(4);
    expect(two.hit('ip')).toBe(59); // 3 of one's + 2 of its own
    await one.sync(); // nothing new of one's: no write, and one learns nothing either
    expect(one.hit('ip')).toBe(0);
    await one.sync();
    expect(one.hit('ip')).toBe(59);
  });

  it('keeps counting its own hits while the shared counts fail, and sends them once they answer', async () => {
    const counts = new MemoryCounts();
    const l = new SharedWindowLimiter({ max: 2, windowMs: 60_000, counts, prefix: 'w:', now: () => 30_000 });
    counts.down = true;
    expect([l.hit('ip'), l.hit('ip')]).toEqual([0, 0]);
    await l.sync();
    expect(l.hit('ip')).toBe(30);
    counts.down = false;
    await l.sync();
    // The hits of the failed sync went with this one, the refused third hit too.
    expect(counts.totals.get('w:ip:0')).toBe(3);
    expect(l.hit('ip')).toBe(30);
  });

  it('stops tracking new keys past maxKeys (they pass) instead of growing without bound', () => {
    const l = new SharedWindowLimiter({ max: 1, windowMs: 60_000, counts: new MemoryCounts(), prefix: 'w:', now: () => 0, maxKeys: 2 });
    expect([l.hit('a'), l.hit('b'), l.hit('c'), l.hit('c')]).toEqual([0, 0, 0, 0]);
    expect(l.hit('a')).toBe(60);
  });
});
