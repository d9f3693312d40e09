/**
 * Plan limits (docs/adr/0024-plan-limits.md): the FREE plan gets a configured number of problems
 * per local day (counted when served, so fetching without answering does not escape it) and solo
 * practice only; PREMIUM and FAMILY are unlimited.
 *
 * A take is an atomic `$inc` on the day's counter; a take past the limit is refused and undone,
 * so at most `freeDailyProblems` takes ever succeed (a concurrent refusal may briefly show more).
 */
import { BOSS_BATTLE_PREMIUM_MESSAGE, FREE_GAME_MODES, SPEED_PREMIUM_MESSAGE, planLimitMessage, type GameMode, type Plan } from '@mathquest/contracts';
import { paymentRequired, type AppError, type AuthUser } from '@mathquest/service-kit';
import type { UsageRepository } from '../repositories/usage.js';

/** One of today's problems, taken: given back when no new problem comes of it. */
export interface QuotaUnit {
  giveBack(): Promise<void>;
}

export interface PlanQuota {
  /** Problems per local day, null when the plan is unlimited. */
  dailyLimit(plan: Plan): number | null;
  /** 402 for a mode the plan does not include (FREE is solo practice only), before anything is written. */
  assertModeAllowed(plan: Plan, mode: GameMode): void;
  /** Take one of the day's problems; null at the limit. Unlimited plans take a unit that costs nothing. */
  take(user: AuthUser, day: string): Promise<QuotaUnit | null>;
  /** Problems taken on the day (0 for unlimited plans, which take none). */
  takenOn(user: AuthUser, day: string): Promise<number>;
  /** The 402 refusal at the limit, naming the configured number. */
  limitReached(): AppError;
}

const FREE_OF_CHARGE: QuotaUnit = { giveBack: async () => undefined };

export function createPlanQuota(usage: UsageRepository, freeDailyProblems: number): PlanQuota {
  const limited = (plan: Plan) => plan === 'FREE';
  return {
    dailyLimit: (plan) => (limited(plan) ? freeDailyProblems : null),

    assertModeAllowed(plan, mode) {
      if (limited(plan) && !FREE_GAME_MODES.includes(mode)) throw paymentRequired(mode === 'SPEED' ? SPEED_PREMIUM_MESSAGE : BOSS_BATTLE_PREMIUM_MESSAGE);
    },

    async take(user, day) {
      if (!limited(user.plan)) return FREE_OF_CHARGE;
      if ((await usage.increment(user.id, day)) > freeDailyProblems) {
        await usage.decrement(user.id, day);
        return null;
      }
      return { giveBack: () => usage.decrement(user.id, day) };
    },

    takenOn: (user, day) => usage.count(user.id, day),

    limitReached: () => paymentRequired(planLimitMessage(freeDailyProblems)),
  };
}
