/** Choosing the difficulty of the next problem within a skill (docs/maths/adaptive.md, the ladder). */
import { DIFFICULTIES, type Difficulty, type Rng } from '../types.js';
import { DEFAULT_LADDER, TARGET_SUCCESS, pSuccess } from './model.js';
import type { SkillState } from './state.js';

export const STRETCH_PROBABILITY = 0.15;
export const CONFIDENCE_PROBABILITY = 0.1;

export interface DifficultyChoice {
  difficulty: Difficulty;
  /** Two misses in a row: show the worked example of the last miss before the next problem. */
  showWorkedExample: boolean;
  /** Three misses in a row: the caller should switch to the weakest prerequisite for 2–3 problems. */
  switchToPrerequisite: boolean;
  /** Which random variation was applied, for logs. */
  variation: 'none' | 'stretch' | 'confidence';
}

/** The rung whose predicted success is closest to the target (0.75; game "boss" rounds may use 0.85). */
export function bestRung(theta: number, target = TARGET_SUCCESS, ladder: readonly number[] = DEFAULT_LADDER): Difficulty {
  let best: Difficulty = 1;
  let bestGap = Infinity;
  for (const d of DIFFICULTIES) {
    const gap = Math.abs(pSuccess(theta, d, ladder) - target);
    if (gap < bestGap) [best, bestGap] = [d, gap];
  }
  return best;
}

export function chooseDifficulty(state: SkillState, rng: Rng, target = TARGET_SUCCESS): DifficultyChoice {
  let d: number = bestRung(state.theta, target);
  const last = state.lastDifficulty;
  if (last !== null) d = Math.min(d, last + 1); // never jump more than one rung up
  const struggling = state.missStreak >= 2;
  if (struggling && last !== null) d = Math.max(1, Math.min(d, last - 1));

  // Random variation keeps the ladder honest (b_d are fitted from all rungs). No stretch right after
  // two misses: that would undo the step down the child was just given. At the ends of the ladder
  // (docs/adr/0207): no stretch from the easiest rung while it predicts under the target (the child is
  // below even its target: a harder item only adds misses), and no confidence item from the hardest
  // rung while it predicts over the target (the child is above it already: an easier item only adds
  // easy successes).
  let variation: DifficultyChoice['variation'] = 'none';
  const roll = rng.next();
  const p = pSuccess(state.theta, d as Difficulty);
  if (roll < STRETCH_PROBABILITY) {
    if (!struggling && d < 5 && !(d === 1 && p < target)) [d, variation] = [d + 1, 'stretch'];
  } else if (roll < STRETCH_PROBABILITY + CONFIDENCE_PROBABILITY) {
    if (d > 1 && !(d === 5 && p > target)) [d, variation] = [d - 1, 'confidence'];
  }
  return {
    difficulty: d as Difficulty,
    showWorkedExample: struggling,
    switchToPrerequisite: state.missStreak >= 3,
    variation,
  };
}
