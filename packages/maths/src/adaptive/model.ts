/**
 * The Elo-style model (docs/maths/adaptive.md, the model): constants, success probability and step size.
 * Everything here is a pure function of its inputs.
 */
import type { Difficulty } from '../types.js';

/** b₁ … b₅, the default difficulty ladder of every skill. */
export const DEFAULT_LADDER: readonly [number, number, number, number, number] = [-1.5, -0.75, 0, 0.75, 1.5];
export const THETA_MIN_CLAMP = -4;
export const THETA_MAX_CLAMP = 6;
/** Skill Score 0 ⇔ θ_min, 80 ⇔ θ_prof, 100 ⇔ θ_mast (docs/maths/adaptive.md, skill states). */
export const THETA_MIN = -1.5;
export const THETA_PROFICIENT = 1.78;
export const THETA_MASTERED = 2.6;
/** States drop back only when θ falls this far below the threshold that earned them. */
export const HYSTERESIS = 0.3;
export const TARGET_SUCCESS = 0.75;
export const DOMAIN_RATE = 0.1;

export function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

export function rungDifficulty(d: Difficulty, ladder: readonly number[] = DEFAULT_LADDER): number {
  return ladder[d - 1]!;
}

/** p = 1 / (1 + e^−(θ − b_d)) */
export function pSuccess(theta: number, d: Difficulty, ladder: readonly number[] = DEFAULT_LADDER): number {
  return 1 / (1 + Math.exp(-(theta - rungDifficulty(d, ladder))));
}

/**
 * K = max(0.30, 1.6 / (1 + 0.10·n)) × formatWeight: big steps while little is known, then stable.
 * formatWeight is 0.5 for two-option choices and 0.75 for three-option ones (guessable answers say less).
 */
export function kFactor(n: number, formatWeight = 1): number {
  return Math.max(0.3, 1.6 / (1 + 0.1 * n)) * formatWeight;
}

/** Format weight from the number of options of a choice item (any other format: 1). */
export function formatWeightFor(optionCount: number | null): number {
  if (optionCount === 2) return 0.5;
  if (optionCount === 3) return 0.75;
  return 1;
}

/** Skill Score = round(100 × clamp((θ − θ_min)/(θ_mast − θ_min), 0, 1)). */
export function skillScore(theta: number): number {
  return Math.round(100 * clamp((theta - THETA_MIN) / (THETA_MASTERED - THETA_MIN), 0, 1));
}

/** Inverse of skillScore at a score boundary (60 ⇒ the Practising θ). */
export function thetaForScore(score: number): number {
  return THETA_MIN + (score / 100) * (THETA_MASTERED - THETA_MIN);
}
