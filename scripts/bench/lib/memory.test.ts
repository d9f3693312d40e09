import { describe, expect, it } from 'vitest';
import { judgeMemory, type MemorySample } from './memory.js';

const MB = 1024 * 1024;
/** One sample every 10 s of one process's RSS, in MB. */
const series = (mbs: number[]): MemorySample[] => mbs.map((m, i) => ({ t: i * 10, rss: new Map([['nats', m * MB]]) }));

describe('judgeMemory', () => {
  it("takes a sawtooth's top over the minute after settling as the level, not the phase one sample falls on", () => {
    // 0–50 s settling; a 40–50 MB sawtooth from 60 s on, sampled at its bottom at 60 s.
    const [verdict] = judgeMemory(series([30, 31, 33, 35, 38, 40, 40, 46, 50, 44, 41, 48, 42, 50, 45, 49, 41, 50]), 60, 0.2);
    expect(verdict).toMatchObject({ settledBytes: 40 * MB, baselineBytes: 50 * MB, maxBytes: 50 * MB, lastBytes: 50 * MB, growth: 0, ok: true });
  });

  it('fails a process whose memory climbs beyond the tolerance over that level', () => {
    const climbing = [30, 31, 33, 35, 38, 40, 40, 42, 41, 43, 42, 44, 46, 48, 50, 52, 54, 56];
    const [verdict] = judgeMemory(series(climbing), 60, 0.2);
    expect(verdict!.baselineBytes).toBe(44 * MB);
    expect(verdict!.growth).toBeCloseTo(56 / 44 - 1, 6);
    expect(verdict!.ok).toBe(false);
  });

  it("spans a sawtooth longer than a minute when given a longer level window, and still fails growth over it", () => {
    // Settled at 60 s; then a sawtooth climbing 30 → 50 MB over 140 s and dropping back, three times.
    const ramp = [30, 31, 32, 33, 34, 35, 36, 38, 40, 42, 44, 46, 48, 50];
    const settling = [20, 22, 24, 26, 28, 29];
    const sawtooth = [...settling, ...ramp, ...ramp, ...ramp];
    expect(judgeMemory(series(sawtooth), 60, 0.2)[0]!.ok).toBe(false); // a minute's level: the ramp's foot (35 MB)
    expect(judgeMemory(series(sawtooth), 60, 0.2, 300)[0]).toMatchObject({ baselineBytes: 50 * MB, maxBytes: 50 * MB, ok: true });
    const growing = [...sawtooth, 52, 56, 61];
    expect(judgeMemory(series(growing), 60, 0.2, 300)[0]).toMatchObject({ baselineBytes: 50 * MB, maxBytes: 61 * MB, ok: false });
  });

  it('fails a process that disappeared', () => {
    const [verdict] = judgeMemory(series([30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, NaN]), 60, 0.2);
    expect(verdict!.ok).toBe(false);
  });

  it('refuses to judge a run shorter than the settling period', () => {
    expect(() => judgeMemory(series([30, 31]), 60, 0.2)).toThrow(/too short/);
  });
});
