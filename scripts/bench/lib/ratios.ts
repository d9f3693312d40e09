/**
 * The three ratios of the answer path, from one sitting of `bench:game` with BENCH_RATIOS=1
 * (docs/benchmarks.md, "The answer-path ratios"):
 *  1. the stack's Node CPU per answer (closed loop) at most 2 × the floor's (answer-floor's full
 *     shape, measured in the same sitting);
 *  2. the stack's closed-loop answers per second at least 45 % of the floor's;
 *  3. submit p99 under 50 ms in an open loop at half the closed-loop answers per second.
 */
import { fixed } from './stats.js';

export const RATIO_TARGETS = { cpuTimesFloor: 2, capacityShareOfFloor: 0.45, submitP99Ms: 50 } as const;

/** The Node processes of the stack: the services, not the storage server, NATS or Redis. */
export const NODE_SERVICES = ['gateway', 'auth', 'game', 'engagement', 'teacher', 'realtime'];

export interface RatioInputs {
  /** CPU ms per answer by process of the stack's closed loop (cost.ts). */
  stackCpuMsPerAnswer: Map<string, number>;
  stackAnswersPerSec: number;
  floorNodeMsPerAnswer: number;
  floorAnswersPerSec: number;
  /** The open loop's rate (half the closed loop's answers per second) and its submit p99. */
  halfRate: number;
  submitP99Ms: number;
}

export interface Ratio {
  name: string;
  value: string;
  target: string;
  met: boolean;
}

export function answerPathRatios(x: RatioInputs): Ratio[] {
  const stackNode = NODE_SERVICES.reduce((sum, name) => sum + (x.stackCpuMsPerAnswer.get(name) ?? 0), 0);
  const cpuRatio = stackNode / x.floorNodeMsPerAnswer;
  const capacityShare = x.stackAnswersPerSec / x.floorAnswersPerSec;
  return [
    {
      name: 'Node CPU per answer ÷ the floor',
      value: `${fixed(stackNode)} ms ÷ ${fixed(x.floorNodeMsPerAnswer)} ms = ${fixed(cpuRatio)} ×`,
      target: `≤ ${RATIO_TARGETS.cpuTimesFloor} ×`,
      met: cpuRatio <= RATIO_TARGETS.cpuTimesFloor,
    },
    {
      name: "closed-loop answers/s ÷ the floor's",
      value: `${fixed(x.stackAnswersPerSec, 1)} ÷ ${fixed(x.floorAnswersPerSec, 1)} = ${fixed(100 * capacityShare, 1)} %`,
      target: `≥ ${100 * RATIO_TARGETS.capacityShareOfFloor} %`,
      met: capacityShare >= RATIO_TARGETS.capacityShareOfFloor,
    },
    {
      name: `submit p99 at half the closed loop (${x.halfRate}/s)`,
      value: `${fixed(x.submitP99Ms, 1)} ms`,
      target: `< ${RATIO_TARGETS.submitP99Ms} ms`,
      met: x.submitP99Ms < RATIO_TARGETS.submitP99Ms,
    },
  ];
}

export function formatRatios(ratios: Ratio[]): string[] {
  return ratios.map((r) => `  ${r.name.padEnd(46)} ${r.value.padEnd(34)} target ${r.target.padEnd(8)} ${r.met ? 'met' : 'NOT met'}`);
}

/**
 * How busy the machine's cores were (every measured process, the bench client included: CPU ms
 * per answer × answers per second): "half the closed loop" halves the rate, not the load, when an
 * answer costs more at the lower rate (the open loop's socket pushes, less work per wake-up).
 */
export function coresBusy(cpuMsPerAnswer: Map<string, number>, answersPerSec: number): number {
  let ms = 0;
  for (const value of cpuMsPerAnswer.values()) ms += value;
  return (ms * answersPerSec) / 1000;
}

export function formatCoreLoad(closedLoop: number, atHalf: number, halfRate: number): string {
  return `  cores busy (stack and client): closed loop ${fixed(closedLoop)}, at ${halfRate}/s ${fixed(atHalf)} (${fixed((100 * atHalf) / closedLoop, 0)} % of the closed loop's)`;
}
