/**
 * The plans MathQuest advertises, in one place: the landing page compares Free and Premium,
 * /plans all three, and /profile names the user's plan and its daily allowance.
 */
import type { Plan } from '@mathquest/contracts';

export interface PlanFeature {
  /** The feature as a value of the core catalogue's `plan.feature` select (its words in the reader's language). */
  id: string;
  /** Its English words. */
  text: string;
  /** False for what the plan lacks ('No AI tutor'), shown crossed out. */
  included: boolean;
  /** The landing page's longer wording, where it has one. */
  pitch?: string;
}

export interface PlanOffer {
  id: Plan;
  name: string;
  /** The price per month, e.g. '$9.99'. */
  monthlyPrice: string;
  /** What a day of practice allows, as /profile shows it. */
  allowance: string;
  features: readonly PlanFeature[];
  /** Marked as the most popular plan. */
  popular: boolean;
}

const has = (id: string, text: string, pitch?: string): PlanFeature => ({ id, text, included: true, ...(pitch ? { pitch } : {}) });
const lacks = (id: string, text: string): PlanFeature => ({ id, text, included: false });

export const FREE_PLAN: PlanOffer = {
  id: 'FREE',
  name: 'Free',
  monthlyPrice: '$0',
  allowance: '3 problems per day',
  features: [has('threePerDay', '3 problems per day'), has('soloOnly', 'Solo mode only'), lacks('noTutor', 'No AI tutor'), lacks('noMultiplayer', 'No multiplayer')],
  popular: false,
};

export const PREMIUM_PLAN: PlanOffer = {
  id: 'PREMIUM',
  name: 'Premium',
  monthlyPrice: '$9.99',
  allowance: 'Unlimited problems',
  features: [has('unlimited', 'Unlimited problems'), has('allModes', 'All game modes'), has('tutor', 'AI tutor'), has('multiplayer', 'Multiplayer', 'Multiplayer battles')],
  popular: true,
};

export const FAMILY_PLAN: PlanOffer = {
  id: 'FAMILY',
  name: 'Family',
  monthlyPrice: '$19.99',
  allowance: 'Unlimited problems',
  features: [has('everythingPremium', 'Everything in Premium'), has('fiveStudents', 'Up to 5 student accounts'), has('parentDashboard', 'Parent dashboard'), has('reports', 'Progress reports')],
  popular: false,
};

export const PLANS: readonly PlanOffer[] = [FREE_PLAN, PREMIUM_PLAN, FAMILY_PLAN];

/** The plan of a user's `plan` field (Free when there is no user). */
export function planOf(id: Plan | undefined): PlanOffer {
  return PLANS.find((p) => p.id === id) ?? FREE_PLAN;
}
