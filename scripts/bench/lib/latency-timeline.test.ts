import { afterEach, describe, expect, it, vi } from 'vitest';
import { LatencyTimeline } from './latency-timeline.js';

afterEach(() => {
  vi.useRealTimers();
});

describe("the soak's latency timeline", () => {
  it('puts each submit in the minute it ended and lists the slowest with their time', () => {
    vi.useFakeTimers({ toFake: ['performance'], now: Date.parse('2026-11-30T07:00:00Z') });
    const timeline = new LatencyTimeline(2);
    timeline.begin();
    const t0 = performance.now();
    timeline.record('submit', 10, t0 + 1_000);
    timeline.record('submit', 20, t0 + 2_000);
    timeline.record('next', 5_000, t0 + 3_000); // not a submit
    timeline.record('submit', 1_500, t0 + 61_000);
    timeline.record('submit', 30, t0 + 62_000);
    timeline.record('submit', 2_500, t0 + 125_000);
    const out = timeline.format();
    const rows = out.split('\n');
    const minute = (n: number) => rows.find((r) => r.startsWith(`${n} `))!.trim().split(/\s+/);
    // minute, from, answers, p50, p99, slowest, over 1 s
    expect(minute(1).slice(2)).toEqual(['2', '20.0', '20.0', '20.0', '0']);
    expect(minute(2).slice(2)).toEqual(['2', '1500.0', '1500.0', '1500.0', '1']);
    expect(minute(3).slice(2)).toEqual(['1', '2500.0', '2500.0', '2500.0', '1']);
    const start = new Date(performance.timeOrigin + t0);
    expect(minute(2)[1]).toBe(new Date(start.getTime() + 60_000).toISOString().slice(11, 21));
    // The two slowest (of 2 kept), in the order they ended.
    const slowest = rows.slice(rows.findIndex((r) => r.startsWith('the 2 slowest')) + 3).map((r) => r.trim().split(/\s+/));
    expect(slowest).toEqual([
      [new Date(start.getTime() + 61_000).toISOString().slice(11, 21), '1500.0'],
      [new Date(start.getTime() + 125_000).toISOString().slice(11, 21), '2500.0'],
    ]);
  });
});
