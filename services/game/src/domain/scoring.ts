/**
 * XP, coins and combo rules (docs/product/practice.md#scoring--built, docs/adr/0020-scoring-constants.md). Pure: no I/O.
 *
 * xpEarned = floor((base − hintPenalty + speedBonus) × comboMultiplier) + milestoneBonus
 */

/** Base XP per difficulty rung 1..5. */
export const BASE_XP = [10, 15, 20, 30, 40] as const;
/** Share of the base XP kept after 0, 1, 2, 3 hints (the same ladder as the adaptive hint credit, docs/maths/adaptive.md). */
export const HINT_FACTORS = [1, 0.8, 0.6, 0.4] as const;
/** 20% bonus XP when solved faster than the estimated time. */
export const SPEED_BONUS_RATE = 0.2;
/** Milestone every 5 combo, worth 2 × combo XP. */
export const MILESTONE_EVERY = 5;
export const MILESTONE_FACTOR = 2;
/** Coins per correct answer by difficulty rung 1..5; wrong answers earn none. */
export const COINS = [2, 3, 4, 5, 6] as const;

export type ComboLabel = 'GOOD' | 'GREAT' | 'AMAZING' | 'INCREDIBLE' | 'MAX POWER';

/** Combo multiplier table, lowest combo first (docs/product/practice.md#combo). */
const COMBO_TABLE: ReadonlyArray<{ min: number; multiplier: number; label: ComboLabel | null }> = [
  { min: 50, multiplier: 3, label: 'MAX POWER' },
  { min: 20, multiplier: 2.5, label: 'INCREDIBLE' },
  { min: 10, multiplier: 2, label: 'AMAZING' },
  { min: 5, multiplier: 1.5, label: 'GREAT' },
  { min: 3, multiplier: 1.25, label: 'GOOD' },
  { min: 0, multiplier: 1, label: null },
];

export function comboTier(combo: number): { multiplier: number; label: ComboLabel | null } {
  const tier = COMBO_TABLE.find((t) => combo >= t.min)!;
  return { multiplier: tier.multiplier, label: tier.label };
}

export function comboMultiplier(combo: number): number {
  return comboTier(combo).multiplier;
}

export function milestoneBonus(combo: number): number {
  return combo > 0 && combo % MILESTONE_EVERY === 0 ? MILESTONE_FACTOR * combo : 0;
}

function clampDifficulty(d: number): number {
  return Math.min(5, Math.max(1, Math.round(d)));
}

export function baseXp(difficulty: number): number {
  return BASE_XP[clampDifficulty(difficulty) - 1]!;
}

export function coinsFor(difficulty: number, isCorrect: boolean): number {
  return isCorrect ? COINS[clampDifficulty(difficulty) - 1]! : 0;
}

export interface XpInput {
  difficulty: number;
  isCorrect: boolean;
  hintsUsed: number;
  timeSpent: number;
  estimatedTime: number;
  /** Combo count after this answer (this answer included). */
  combo: number;
}

export interface XpBreakdown {
  base: number;
  hintPenalty: number;
  speedBonus: number;
  multiplier: number;
  milestoneBonus: number;
  total: number;
}

export function isFast(timeSpent: number, estimatedTime: number): boolean {
  return timeSpent < estimatedTime;
}

export function computeXp(input: XpInput): XpBreakdown {
  const base = baseXp(input.difficulty);
  if (!input.isCorrect) return { base, hintPenalty: 0, speedBonus: 0, multiplier: 1, milestoneBonus: 0, total: 0 };
  const hints = Math.min(3, Math.max(0, Math.floor(input.hintsUsed)));
  const afterHints = Math.floor(base * HINT_FACTORS[hints]!);
  const hintPenalty = base - afterHints;
  const speedBonus = isFast(input.timeSpent, input.estimatedTime) ? Math.floor(afterHints * SPEED_BONUS_RATE) : 0;
  const multiplier = comboMultiplier(input.combo);
  const milestone = milestoneBonus(input.combo);
  const total = Math.floor((afterHints + speedBonus) * multiplier) + milestone;
  return { base, hintPenalty, speedBonus, multiplier, milestoneBonus: milestone, total };
}

export interface ComboBefore {
  current: number;
  max: number;
}

export interface ComboAfter {
  currentCombo: number;
  maxCombo: number;
  multiplier: number;
  label: ComboLabel | null;
  comboBreak: boolean;
  milestone: number | null;
}

/** Combo after a graded answer: +1 when correct; a wrong answer resets it (a break if it was running). */
export function nextCombo(before: ComboBefore, isCorrect: boolean): ComboAfter {
  const current = isCorrect ? before.current + 1 : 0;
  const maxCombo = Math.max(before.max, current);
  const { multiplier, label } = comboTier(current);
  return {
    currentCombo: current,
    maxCombo,
    multiplier,
    label,
    comboBreak: !isCorrect && before.current > 0,
    milestone: isCorrect && milestoneBonus(current) > 0 ? current : null,
  };
}
