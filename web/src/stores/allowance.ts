import { create } from 'zustand';
import { gameApi } from '../features/practice/api/game-api';
import { useSession } from './session';

/** Today's solo problems on a plan with a daily limit (the free plan, docs/product/practice.md, plan limits). */
export interface DailyAllowance {
  used: number;
  limit: number;
}

interface AllowanceState {
  /** null: not known yet, or the plan has no limit. */
  allowance: DailyAllowance | null;
  /** The user the allowance is about, so another sign-in in this window never sees it. */
  userId: string | null;
  /**
   * Re-reads today's count for a student on a limited plan (one small GET); for anyone else it
   * clears the allowance and asks nothing. Failures keep what is known (the server still enforces the limit).
   */
  refresh: () => Promise<DailyAllowance | null>;
}

/** Whether the signed-in user is a student whose plan limits the day's problems. */
export function hasDailyLimit(): boolean {
  const user = useSession.getState().user;
  return user?.role === 'STUDENT' && user.plan === 'FREE';
}

export const useAllowance = create<AllowanceState>()((set, get) => ({
  allowance: null,
  userId: null,
  async refresh() {
    const user = useSession.getState().user;
    if (!user || !hasDailyLimit()) {
      set({ allowance: null, userId: null });
      return null;
    }
    try {
      const { problemsToday, dailyLimit } = await gameApi.progress();
      const allowance = dailyLimit === null ? null : { used: problemsToday, limit: dailyLimit };
      set({ allowance, userId: user.id });
      return allowance;
    } catch (err) {
      console.error('Failed to read the day\'s problem count', err);
      return get().userId === user.id ? get().allowance : null;
    }
  },
}));

/** Problems left today, or null when unlimited or not known. */
export function problemsLeft(allowance: DailyAllowance | null): number | null {
  return allowance ? Math.max(0, allowance.limit - allowance.used) : null;
}
