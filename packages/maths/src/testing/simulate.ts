/**
 * Simulated students for the calibration check (docs/maths/adaptive.md, checking the tuning): a child with a fixed true ability θ*
 * answers with the model's own probabilities, and the engine chooses difficulties as it would in
 * "practise this skill" mode. Shared by scripts/simulate-adaptive.ts and its unit test.
 */
import { chooseDifficulty } from '../adaptive/difficulty.js';
import { pSuccess } from '../adaptive/model.js';
import { scoreAnswer } from '../adaptive/score.js';
import { newSkillState, updateRating, type SkillState } from '../adaptive/state.js';
import { createRng } from '../rng.js';

export interface SimulationOptions {
  trueTheta: number;
  runs: number;
  problems: number;
  /** Starting θ (the on-grade prior by default). */
  theta0?: number;
  /** Problems ignored when measuring the success rate (the engine is still finding the level). */
  warmUp?: number;
  expectedSeconds?: number;
  seed?: string;
}

export interface SimulationResult {
  trueTheta: number;
  /** Share of correct answers after the warm-up, over all runs. */
  successRate: number;
  /** Share of runs that reached Proficient, and the median problem count when they did. */
  proficientShare: number;
  medianProblemsToProficient: number | null;
  meanFinalTheta: number;
  /** Share of served difficulties d1..d5 after the warm-up. */
  difficultyMix: number[];
}

const HOUR_MS = 3_600_000;

export function simulate(options: SimulationOptions): SimulationResult {
  const { trueTheta, runs, problems } = options;
  const warmUp = options.warmUp ?? 10;
  const expected = options.expectedSeconds ?? 60;
  const rng = createRng(options.seed ?? `simulate/${trueTheta}`);
  let answered = 0;
  let correct = 0;
  let finalThetaSum = 0;
  const proficientAt: number[] = [];
  const mix = [0, 0, 0, 0, 0];

  for (let run = 0; run < runs; run++) {
    let state: SkillState = newSkillState('sim', options.theta0 ?? -0.5);
    let reached: number | null = null;
    for (let i = 0; i < problems; i++) {
      const { difficulty } = chooseDifficulty(state, rng);
      const right = rng.next() < pSuccess(trueTheta, difficulty);
      // Right answers take 0.5–1.5× the expected time; a few use a hint.
      const hintsUsed = right && rng.next() < 0.1 ? 1 : 0;
      const activeSeconds = expected * (0.5 + rng.next());
      const { s } = scoreAnswer({ correct: right, activeSeconds, expectedSeconds: expected, hintsUsed });
      state = updateRating(state, { difficulty, s, correct: right, hintsUsed, activeSeconds, at: i * HOUR_MS }).state;
      if (reached === null && (state.label === 'proficient' || state.label === 'mastered')) reached = i + 1;
      if (i >= warmUp) {
        answered++;
        if (right) correct++;
        mix[difficulty - 1]!++;
      }
    }
    finalThetaSum += state.theta;
    if (reached !== null) proficientAt.push(reached);
  }
  proficientAt.sort((a, b) => a - b);
  return {
    trueTheta,
    successRate: correct / answered,
    proficientShare: proficientAt.length / runs,
    medianProblemsToProficient: proficientAt.length ? proficientAt[Math.floor(proficientAt.length / 2)]! : null,
    meanFinalTheta: finalThetaSum / runs,
    difficultyMix: mix.map((m) => m / answered),
  };
}
