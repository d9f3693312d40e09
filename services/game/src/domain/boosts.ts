/**
 * XP-boost charges (docs/adr/0186): bought in engagement's shop and announced by
 * engagement.boost.granted, held in the student document, one used by each correct answer that
 * earns XP, inside the answer's own write. The answer's xpEarned includes the boost's extra XP and
 * its xpBreakdown says how much (`boostBonus`). Pure.
 */
import type { XpBreakdown } from './scoring.js';

/** An XP boost adds this share of the answer's XP (floored). */
export const XP_BOOST_PERCENT = 50;

/** Charges the student holds, by boost (absent or 0: none). */
export interface BoostCharges {
  xp?: number;
}

/** An answer's XP with the boost's share, and whether it used a charge. */
export interface BoostedXp {
  xp: XpBreakdown & { boostBonus: number };
  /** One charge was used by this answer. */
  used: boolean;
  /** The charges after this answer. */
  charges: BoostCharges;
}

/**
 * The XP of a graded answer once the student's XP-boost charges are applied: a correct answer that
 * earns XP uses one charge and gains XP_BOOST_PERCENT of its XP on top; any other answer, or a
 * student with no charge, gains nothing and uses nothing.
 */
export function boostXp(xp: XpBreakdown, isCorrect: boolean, charges: BoostCharges | undefined): BoostedXp {
  const held = charges?.xp ?? 0;
  if (!isCorrect || xp.total <= 0 || held <= 0) return { xp: { ...xp, boostBonus: 0 }, used: false, charges: charges ?? {} };
  const boostBonus = Math.floor((xp.total * XP_BOOST_PERCENT) / 100);
  return { xp: { ...xp, boostBonus, total: xp.total + boostBonus }, used: true, charges: { ...charges, xp: held - 1 } };
}

/** The charges with `answers` more of the boost granted. */
export function addCharges(charges: BoostCharges | undefined, answers: number): BoostCharges {
  return { ...charges, xp: (charges?.xp ?? 0) + answers };
}
