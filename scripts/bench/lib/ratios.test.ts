import { describe, expect, it } from 'vitest';
import { answerPathRatios, coresBusy, formatCoreLoad } from './ratios.js';

describe('the answer-path ratios', () => {
  const stackCpuMsPerAnswer = new Map([
    ['gateway', 1.2],
    ['game', 3.0],
    ['engagement', 1.4],
    ['realtime', 0.4],
    ['auth', 0.05],
    ['teacher', 0.05],
    // Not Node: never counted against the floor's Node CPU.
    ['storage', 4.0],
    ['nats', 0.7],
    ['bench client', 2.0],
  ]);

  it('divides the services’ Node CPU by the floor’s, the closed loop by the floor’s rate, and reads p99 at half', () => {
    const [cpu, capacity, p99] = answerPathRatios({ stackCpuMsPerAnswer, stackAnswersPerSec: 150, floorNodeMsPerAnswer: 4, floorAnswersPerSec: 300, halfRate: 75, submitP99Ms: 42 });
    expect(cpu!.value).toBe('6.10 ms ÷ 4.00 ms = 1.53 ×');
    expect(cpu!.met).toBe(true);
    expect(capacity!.value).toBe('150.0 ÷ 300.0 = 50.0 %');
    expect(capacity!.met).toBe(true);
    expect(p99!.name).toContain('75/s');
    expect(p99!.met).toBe(true);
  });

  it('says which targets are not met', () => {
    const ratios = answerPathRatios({ stackCpuMsPerAnswer, stackAnswersPerSec: 120, floorNodeMsPerAnswer: 3, floorAnswersPerSec: 300, halfRate: 60, submitP99Ms: 50 });
    expect(ratios.map((r) => r.met)).toEqual([false, false, false]);
  });

  it('counts the cores busy from every process, the client included, and compares the half rate with the closed loop', () => {
    // 12.8 ms per answer in all.
    expect(coresBusy(stackCpuMsPerAnswer, 150)).toBeCloseTo(1.92, 5);
    const atHalf = coresBusy(new Map([...stackCpuMsPerAnswer].map(([name, ms]) => [name, 1.5 * ms])), 75);
    expect(atHalf).toBeCloseTo(1.44, 5);
    expect(formatCoreLoad(1.92, atHalf, 75)).toBe("  cores busy (stack and client): closed loop 1.92, at 75/s 1.44 (75 % of the closed loop's)");
  });
});
