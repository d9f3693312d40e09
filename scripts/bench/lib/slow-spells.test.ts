import { describe, expect, it } from 'vitest';
import { cpuDuring, formatSlowSpells, slowSpells, type CpuSample } from './slow-spells.js';

const sample = (at: number, cpu: Record<string, number>): CpuSample => ({ at, cpu: new Map(Object.entries(cpu)) });

describe("the open loop's slow spells", () => {
  it('groups the slow submits whose spans overlap and leaves the fast ones out', () => {
    const spells = slowSpells(
      [
        { endedAt: 1_100, ms: 80 }, // 1020..1100
        { endedAt: 1_150, ms: 100 }, // 1050..1150: overlaps the first
        { endedAt: 1_200, ms: 10 }, // fast
        { endedAt: 1_260, ms: 60 }, // 1200..1260: after the first spell ended
        { endedAt: 5_000, ms: 51 },
        { endedAt: 6_000, ms: 50 }, // not over the threshold
      ],
      50,
    );
    expect(spells).toEqual([
      { from: 1_020, to: 1_150, submits: 2, slowestMs: 100 },
      { from: 1_200, to: 1_260, submits: 1, slowestMs: 60 },
      { from: 4_949, to: 5_000, submits: 1, slowestMs: 51 },
    ]);
  });

  it("reads each process's CPU over the samples that enclose a spell", () => {
    const samples = [sample(0, { game: 100, storage: 50 }), sample(50, { game: 110, storage: 60 }), sample(100, { game: 180, storage: 70 }), sample(150, { game: 190, storage: 90 })];
    expect(cpuDuring(samples, 60, 100)).toEqual({ spanMs: 50, byProcess: new Map([['game', 70], ['storage', 10]]) });
    expect(cpuDuring(samples, 40, 120)).toEqual({ spanMs: 150, byProcess: new Map([['game', 90], ['storage', 40]]) });
    // A process first seen after the spell began has no start: left out.
    expect(cpuDuring([sample(0, { game: 1 }), sample(50, { game: 2, realtime: 5 })], 10, 40)).toEqual({ spanMs: 50, byProcess: new Map([['game', 1]]) });
    expect(cpuDuring(samples, 160, 170)).toBeNull();
  });

  it('prints the spells with the most slow submits in time order, the busiest process first', () => {
    const samples = [sample(0, { game: 0, storage: 0 }), sample(1_000, { game: 10, storage: 20 }), sample(2_000, { game: 150, storage: 30 }), sample(3_000, { game: 160, storage: 200 })];
    const lines = formatSlowSpells(
      [
        { endedAt: 2_500, ms: 70 }, // 2430..2500: one submit
        { endedAt: 1_900, ms: 120 }, // 1780..1900
        { endedAt: 1_950, ms: 90 }, // 1860..1950: same spell
        { endedAt: 500, ms: 5 },
      ],
      samples,
      50,
      1,
    );
    expect(lines[0]).toBe('  slow spells: 3 of 4 submits over 50 ms, in 2 spells (the 1 with the most slow submits); CPU ms per process over each spell (UTC):');
    const row = lines[lines.length - 1]!.trim().split(/\s{2,}/);
    // from, lasting ms, submits, slowest ms, CPU read over ms, CPU ms by process
    expect(row.slice(1)).toEqual(['170', '2', '120.0', '1000', 'game 140, storage 10']);
    expect(row[0]).toBe(new Date(performance.timeOrigin + 1_780).toISOString().slice(11, 23));
    expect(formatSlowSpells([{ endedAt: 10, ms: 5 }], samples, 50)).toEqual(['  slow spells: 0 of 1 submits over 50 ms, in 0 spells']);
  });
});
